import XCTest
@testable import MorningKit

final class ClockTests: XCTestCase {
    func testGreeting() {
        XCTAssertFalse(Clock().greeting().isEmpty)
    }
}
