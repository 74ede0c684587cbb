/// Sends requests.
public struct Client {}
