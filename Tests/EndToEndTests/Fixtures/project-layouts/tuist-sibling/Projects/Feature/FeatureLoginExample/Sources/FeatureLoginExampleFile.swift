import FeatureLogin

public struct FeatureLoginExampleThing {
    public init() {}
}
