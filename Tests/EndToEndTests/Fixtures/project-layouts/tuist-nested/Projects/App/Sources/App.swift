import FeatureLogin
import FeatureHome

public struct AppRoot {
    public init() {}
}
