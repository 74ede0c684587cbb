public struct Palette {
    public init() {}
}
