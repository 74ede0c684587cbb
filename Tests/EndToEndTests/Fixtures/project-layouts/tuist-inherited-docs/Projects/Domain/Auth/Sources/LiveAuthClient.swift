import DomainAuthInterface

/// The client that talks to the server.
public final class LiveAuthClient: AuthClient {
    /// Makes a client.
    ///
    /// ```swift
    /// let client = LiveAuthClient()
    /// ```
    public init() {}

    public func login(user: String) async throws {}

    public func logout() {}

    public func refresh() {}
}
