import DocAuditCore
import Testing
@testable import DocAuditRules
@testable import DocAuditCheck

@Suite struct DocBytesTests {
    /// What the plain reading finds: runs of backticks counted one by one, and the two-byte and
    /// three-byte patterns searched at every place.
    private func plainFacts(_ bytes: [UInt8]) -> DocBytes {
        var facts: DocBytes = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "`") {
                var end = index
                while end < bytes.count, bytes[end] == UInt8(ascii: "`") { end += 1 }
                if end - index == 2 { facts.insert(.symbolLink) }
                if end - index > 2 { facts.insert(.backtickFence) }
                index = end
                continue
            }
            if bytes[index...].starts(with: Array("~~~".utf8)) { facts.insert(.tildeFence) }
            if bytes[index...].starts(with: Array("<#".utf8)) { facts.insert(.placeholder) }
            index += 1
        }
        return facts
    }

    /// Read sixteen bytes at a time, the facts are those of the plain reading, on texts of
    /// every length up to four vectors with the marks at every place: across a vector's edge,
    /// in the bytes after the last whole vector, and runs of every length.
    @Test func vectorReadingAgreesWithThePlainOne() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("a `~<#\n가".utf8)
        for length in 0...64 {
            for _ in 0..<40 {
                let text = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                let found = text.withUnsafeBufferPointer(DocBytes.init(reading:))
                #expect(found == plainFacts(text), "\(String(decoding: text, as: UTF8.self))")
            }
        }
        #expect(Array("/// See ``Cache``.".utf8).withUnsafeBufferPointer(DocBytes.init(reading:)) == [.symbolLink])
        let fenced = String(repeating: "x", count: 31) + "```swift\n<#code#>\n~~~"
        #expect(Array(fenced.utf8).withUnsafeBufferPointer(DocBytes.init(reading:)) == [.backtickFence, .placeholder, .tildeFence])
    }

    /// A column in characters counts the scalars before it on its line, eight ASCII bytes at a
    /// time or one by one: every place of lines of ASCII, Korean and both.
    @Test func characterColumnsCountTheScalarsBefore() {
        let text = "public struct Cache {}\n/// 사용자 목록을 불러옵니다 with ``Loader``.\nlet 화면 = \"abcdefghijklmnop\" // 끝\n"
        let source = Array(text.utf8)
        let file = RuleContext(path: "A.swift", layer: .shared, module: "A", scanned: Scanner.scan(source), source: source, language: .en, severities: [:])
        var lineStart = 0
        var line = 1
        for offset in source.indices {
            let expected = 1 + String(decoding: source[lineStart..<offset], as: UTF8.self).unicodeScalars.count
            if source[offset] & 0xC0 != 0x80 {
                #expect(file.characterColumn(of: SourcePosition(line: line, column: offset - lineStart + 1, offset: offset)) == expected, "offset \(offset)")
            }
            if source[offset] == 0x0A {
                lineStart = offset + 1
                line += 1
            }
        }
    }
}
