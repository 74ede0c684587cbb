public final class NetworkSpy {
    public var calls: [String] = []
}
