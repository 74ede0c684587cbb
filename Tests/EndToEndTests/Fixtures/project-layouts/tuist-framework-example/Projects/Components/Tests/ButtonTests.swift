import Testing
@testable import Components

@Test func button() { _ = makeButton() }
