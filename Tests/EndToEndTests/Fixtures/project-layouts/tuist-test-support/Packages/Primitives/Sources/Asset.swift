public struct Asset {
    public let symbol: String
}
