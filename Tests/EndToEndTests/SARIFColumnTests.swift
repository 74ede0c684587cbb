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
        #expect(text.standardOutput.hasPrefix("a.swift:1:21: error:"))
    }
}

/// Damage the scanner reads past is named on standard error; findings still come.
@Suite struct DamagedSourceTests {
    @Test func checkNamesDamageAndStillReports() throws {
        let root = try Docaudit.fixture(["Shared/A.swift": "public struct A {\n  let s = \"open\n}\n"])
        let result = try Docaudit.run(["check", ".", "--lang", "en"], in: root)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("missing-type-doc"))
        #expect(result.standardError.contains("./Shared/A.swift:2:11: unterminated string literal (read past; findings of this file may be off)"))
    }
}
