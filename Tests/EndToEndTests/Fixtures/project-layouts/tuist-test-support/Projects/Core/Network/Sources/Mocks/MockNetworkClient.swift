#if DEBUG
public final class MockNetworkClient {
    public func send(_ path: String) async throws -> Data { Data() }
}
#endif
