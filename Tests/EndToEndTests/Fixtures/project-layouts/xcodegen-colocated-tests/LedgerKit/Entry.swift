import Foundation

public struct Entry {
    public var amount: Decimal

    public init(amount: Decimal) {
        self.amount = amount
    }
}
