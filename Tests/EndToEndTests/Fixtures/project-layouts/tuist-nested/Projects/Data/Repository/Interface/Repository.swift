public struct Repository {
    public init() {}
}
