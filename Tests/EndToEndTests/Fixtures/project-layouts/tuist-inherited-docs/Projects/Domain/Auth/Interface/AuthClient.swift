/// Signs people in and out.
///
/// ```swift
/// let client: AuthClient = LiveAuthClient()
/// try await client.login(user: "kim")
/// ```
public protocol AuthClient {
    /// Signs `user` in.
    func login(user: String) async throws

    func logout()
}

/// Keeps what was fetched.
///
/// ```swift
/// cache.evict()
/// ```
public protocol Caching {
    /// Forgets everything kept.
    func evict()
}
