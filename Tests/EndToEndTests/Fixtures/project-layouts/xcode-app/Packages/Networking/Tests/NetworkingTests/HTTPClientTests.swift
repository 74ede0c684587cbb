import XCTest

final class HTTPClientTests: XCTestCase {}
