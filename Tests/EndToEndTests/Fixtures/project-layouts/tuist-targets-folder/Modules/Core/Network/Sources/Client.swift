/// Sends requests.
public final class Client {}
