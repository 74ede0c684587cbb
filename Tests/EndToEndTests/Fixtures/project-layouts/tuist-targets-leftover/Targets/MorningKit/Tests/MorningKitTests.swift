import XCTest

final class MorningKitTests: XCTestCase {}
