import FeatureLoginInterface

public struct FeatureLoginThing {
    public init() {}
}
