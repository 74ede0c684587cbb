import DocAuditCore
import Testing
@testable import DocAuditSite

/// The signature HTML of the first declaration named `name` in `source`.
func signatureHTML(_ source: String, _ name: String) -> String {
    let bytes = Array(source.utf8)
    let declaration = Scanner.scan(bytes).declarations.first { $0.name == name }!
    return bytes.withUnsafeBufferPointer {
        SwiftHighlighter.signature($0, declaration.start.offset..<declaration.signatureEnd, name: nil) { _ in nil }
    }
}

@Suite struct HighlighterTests {
    @Test func debugRanges() {
        let bytes = Array("/// Doc.\npublic final class NetworkClient {\n}\npublic enum E { case a, b(Int) }\n".utf8)
        for d in Scanner.scan(bytes).declarations {
            print(d.name, d.start.offset, d.keyword.offset, d.signatureEnd, String(decoding: bytes[d.start.offset..<d.signatureEnd], as: UTF8.self))
        }
    }
}
