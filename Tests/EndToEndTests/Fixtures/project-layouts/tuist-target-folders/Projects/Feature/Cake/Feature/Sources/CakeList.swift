import NetworkCake

/// The cakes of a shop, as a list.
public struct CakeList {
    public var cakes: [Cake]
}

public func reloadCakes() {}

// MARK: - Preview

#if DEBUG
import PreviewSupportCake
#endif
