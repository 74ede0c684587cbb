import XCTest
@testable import Station

final class StationTests: XCTestCase {
    func testName() {
        XCTAssertEqual(Station(name: "A").name, "A")
    }
}
