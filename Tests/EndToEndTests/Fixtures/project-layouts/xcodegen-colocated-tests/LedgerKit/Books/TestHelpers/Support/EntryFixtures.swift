import LedgerKit

public enum EntryFixtures {
    public static func entries(_ amounts: [Decimal]) -> [Entry] {
        amounts.map(Entry.init(amount:))
    }
}
