import Foundation
import Testing

/// SARIF declares its columns in Unicode code points; text reports count UTF-8 bytes.
@Suite struct SARIFColumnTests {
    @Test func sarifColumnsCountCodePoints() throws {
        let root = try Docaudit.fixture(["a.swift": "/* 한글 */ public struct X {}\n"])
        let sarif = try Docaudit.run(["check", ".", "--format", "sarif"], in: root)
        #expect(sarif.standardOutput.contains("\"startColumn\":17"))
        #expect(sarif.standardOutput.contains("\"columnKind\": \"unicodeCodePoints\"") || sarif.standardOutput.contains("\"columnKind\":\"unicodeCodePoints\""))
        let text = try Docaudit.run(["check", "."], in: root)
        #expect(text.standardOutput.hasPrefix("./a.swift:1:21: error:"))
    }
}
