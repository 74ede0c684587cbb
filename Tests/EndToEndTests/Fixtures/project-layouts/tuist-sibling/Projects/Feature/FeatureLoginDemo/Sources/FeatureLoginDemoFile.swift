import FeatureLogin

public struct FeatureLoginDemoThing {
    public init() {}
}
