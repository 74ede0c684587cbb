/// Sends requests.
public struct HTTPClient {
    public func send(_ path: String) async throws -> [UInt8] { [] }
}
