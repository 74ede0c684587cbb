import XCTest
@testable import LedgerKit

public final class EntryTests: XCTestCase {
    public func testAmount() {
        XCTAssertEqual(Entry(amount: 2).amount, 2)
    }
}
