public struct Upload {
    public var name: String
}
