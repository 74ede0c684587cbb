public struct Engine {
    public init() {}
}
