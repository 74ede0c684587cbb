import CoreNetworkInterface

public struct MockProvider {
    public init() {}
}
