import XCTest

public final class WeatherUITests: XCTestCase {
    public func testLaunch() {}
}
