public struct DebugMenu {
    public func show() {}
}
