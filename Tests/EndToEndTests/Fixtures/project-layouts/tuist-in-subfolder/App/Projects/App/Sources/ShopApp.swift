import CartInterface

public struct ShopApp {}
