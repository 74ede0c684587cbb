public struct GeneratePlugin {
    public init() {}
}
