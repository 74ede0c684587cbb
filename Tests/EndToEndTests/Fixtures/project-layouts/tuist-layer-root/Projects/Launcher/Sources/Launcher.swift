public struct Launcher {
    public init() {}
}
