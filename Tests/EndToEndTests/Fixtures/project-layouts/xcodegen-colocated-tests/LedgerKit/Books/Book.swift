/// The entries of one account.
public struct Book {
    /// The entries, oldest first.
    public var entries: [Entry] = []

    public func balance() -> Decimal {
        entries.reduce(0) { $0 + $1.amount }
    }
}
