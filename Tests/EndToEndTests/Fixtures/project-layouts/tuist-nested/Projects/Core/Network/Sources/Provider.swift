import CoreNetworkInterface

public struct Provider {
    public init() {}
}
