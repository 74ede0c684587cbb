import CoreNetwork
import CoreNetworkTesting

public struct ProviderTests {
    public init() {}
}
