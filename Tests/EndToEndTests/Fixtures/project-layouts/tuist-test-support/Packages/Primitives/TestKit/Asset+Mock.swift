import Primitives

public extension Asset {
    static func mock() -> Asset { Asset(symbol: "BTC") }
}

public struct AssetBuilder {}
