public struct FeatureLoginUITestsThing {
    public init() {}
}
