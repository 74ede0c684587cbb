public struct KitTests {
    public init() {}
}
