import XCTest

final class NetworkScreenUITests: XCTestCase {}
