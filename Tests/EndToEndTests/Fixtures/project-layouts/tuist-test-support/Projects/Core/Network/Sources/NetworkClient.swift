public protocol NetworkClient {
    func send(_ path: String) async throws -> Data
}
