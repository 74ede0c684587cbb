public struct Broken {
    public init() {}
}
