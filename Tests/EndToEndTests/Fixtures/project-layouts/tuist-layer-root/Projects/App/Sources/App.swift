import Feature

public struct TheApp {
    public init() {}
}
