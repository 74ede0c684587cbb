import CartInterface

/// The cart.
public struct CartView {}
