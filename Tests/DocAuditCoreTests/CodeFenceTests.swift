import DocAuditCore
import Testing

@Suite struct CodeFenceTests {
    private func opening(_ line: String) -> (marker: Character, length: Int, info: String)? {
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            CodeFence.opening(buffer[...]).map { (Character(UnicodeScalar($0.marker)), $0.length, String(decoding: buffer[$0.info], as: UTF8.self)) }
        }
    }

    private func closes(_ line: String, _ marker: Character, _ length: Int) -> Bool {
        Array(line.utf8).withUnsafeBufferPointer { CodeFence.closes($0[...], marker: UInt8(ascii: marker.unicodeScalars.first!), length: length) }
    }

    @Test func opensAsCommonMarkReadsIt() {
        #expect(opening("```swift")! == ("`", 3, "swift"))
        #expect(opening("   ~~~~ swift \r")! == ("~", 4, "swift"))
        #expect(opening("~~~ a`b")! == ("~", 3, "a`b"))
        #expect(opening("``` a`b") == nil)
        #expect(opening("    ```") == nil)
        #expect(opening("``") == nil)
        #expect(opening("text ```") == nil)
        #expect(opening("") == nil)
    }

    @Test func closesWithAsManyMarkersAndNothingAfter() {
        #expect(closes("```", "`", 3))
        #expect(closes("  `````  ", "`", 3))
        #expect(!closes("``", "`", 3))
        #expect(!closes("``` swift", "`", 3))
        #expect(!closes("~~~", "`", 3))
        #expect(!closes("    ```", "`", 3))
    }
}
