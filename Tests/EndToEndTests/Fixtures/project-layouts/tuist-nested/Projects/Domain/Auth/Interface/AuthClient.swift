import CoreNetworkInterface

public struct AuthClient {
    public init() {}
}
