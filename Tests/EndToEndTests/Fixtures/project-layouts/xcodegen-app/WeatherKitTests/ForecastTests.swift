import XCTest
@testable import WeatherKit

final class ForecastTests: XCTestCase {
    public func testHigh() {}
}
