public final class RecordingNetworkClient {
    public private(set) var requests: [String] = []

    public func record(_ request: String) {
        requests.append(request)
    }
}
