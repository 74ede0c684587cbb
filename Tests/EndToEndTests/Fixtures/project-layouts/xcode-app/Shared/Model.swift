public struct Location {
    public var name: String
}
