import DocAuditCore
import Testing
@testable import DocAuditSite

/// The signature HTML of the first declaration named `name` in `source`.
func signatureHTML(_ source: String, _ name: String) -> String {
    let bytes = Array(source.utf8)
    let declaration = Scanner.scan(bytes).declarations.first { $0.name == name }!
    return bytes.withUnsafeBufferPointer {
        SwiftHighlighter.signature($0, SignatureRange.of(declaration, in: $0), name: nil) { _ in nil }
    }
}

@Suite struct HighlighterTests {
    @Test func typeSignatureRunsToTheBody() {
        #expect(signatureHTML("public final class Client: Sendable where T: P {\n}", "Client")
            == #"<span class="kw">public</span> <span class="kw">final</span> <span class="kw">class</span> <span class="type">Client</span>: <span class="type">Sendable</span> <span class="kw">where</span> <span class="type">T</span>: <span class="type">P</span>"#)
    }

    @Test func functionSignatureStopsAtTheBody() {
        #expect(signatureHTML("public init() {}", "init()") == #"<span class="kw">public</span> <span class="kw">init</span>()"#)
        #expect(signatureHTML("extension A {\n    public func fire(_ x: Int) {}\n}", "fire(_:)")
            == #"<span class="kw">public</span> <span class="kw">func</span> fire(_ x: <span class="type">Int</span>)"#)
    }

    @Test func caseSignatureIsItsOwnElement() {
        let source = "public enum E {\n    case a, b(Int, String) = 3, c\n}"
        #expect(signatureHTML(source, "b") == #"<span class="kw">case</span> b(<span class="type">Int</span>, <span class="type">String</span>)"#)
        #expect(signatureHTML(source, "c") == #"<span class="kw">case</span> c"#)
    }

    @Test func whiteSpaceIsNormalizedAndCommentsDropped() {
        let source = "@MainActor\npublic func load(\n    id: Int, // the id\n    name: String\n) async throws -> User"
        #expect(signatureHTML(source, "load(id:name:)")
            == #"<span class="attr">@MainActor</span> <span class="kw">public</span> <span class="kw">func</span> load(id: <span class="type">Int</span>, name: <span class="type">String</span>) <span class="kw">async</span> <span class="kw">throws</span> -&gt; <span class="type">User</span>"#)
    }

    @Test func codeKeepsWhiteSpaceAndEscapes() {
        #expect(SwiftHighlighter.code("let s = \"<b>\" // & so\n") == #"<span class="kw">let</span> s = <span class="str">&quot;&lt;b&gt;&quot;</span> <span class="com">// &amp; so</span>"# + "\n")
    }
}
