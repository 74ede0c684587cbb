public struct DemoFeature {
    public init() {}
}
