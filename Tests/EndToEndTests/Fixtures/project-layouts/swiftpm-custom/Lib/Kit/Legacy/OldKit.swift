public struct OldKit {
    public init() {}
}
