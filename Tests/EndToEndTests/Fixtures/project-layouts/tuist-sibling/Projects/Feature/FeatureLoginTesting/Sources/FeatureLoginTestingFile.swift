import FeatureLoginInterface

public struct FeatureLoginTestingThing {
    public init() {}
}
