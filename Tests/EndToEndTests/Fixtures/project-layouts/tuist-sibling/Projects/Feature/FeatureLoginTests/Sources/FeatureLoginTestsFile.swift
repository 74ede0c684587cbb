import FeatureLogin

public struct FeatureLoginTestsThing {
    public init() {}
}
