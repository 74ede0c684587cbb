import DesignKit

@main
struct ShopApp {}
