import XCTest
@testable import LedgerKit

public final class BookTests: XCTestCase {
    public func testEmptyBalance() {
        XCTAssertEqual(Book().balance(), 0)
    }
}
