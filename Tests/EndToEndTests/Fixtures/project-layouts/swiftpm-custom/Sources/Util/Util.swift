public struct Util {
    public init() {}
}
