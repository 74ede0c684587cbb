import Testing
import PrimitivesTestKit

@Test func symbol() { #expect(Asset.mock().symbol == "BTC") }
