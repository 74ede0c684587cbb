import XCTest

public final class WeatherTests: XCTestCase {
    public func testForecast() {}
}
