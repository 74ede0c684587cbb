public struct FeatureLoginInterfaceThing {
    public init() {}
}
