public struct Complication {
    public func refresh() {}
}
