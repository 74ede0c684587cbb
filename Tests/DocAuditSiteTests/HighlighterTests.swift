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

    @Test func listingsAreHighlightedByTheirLanguageAndNeverAsSwiftOtherwise() {
        #expect(CodeListing(info: "json").html(#"{"name": "a<b", "count": -2, "ok": true}"#)
            == #"<pre class="code"><code class="language-json">{<span class="attr">&quot;name&quot;</span>: <span class="str">&quot;a&lt;b&quot;</span>, <span class="attr">&quot;count&quot;</span>: <span class="num">-2</span>, <span class="attr">&quot;ok&quot;</span>: <span class="kw">true</span>}</code></pre>"# + "\n")
        #expect(CodeListing(info: "yaml").html("# build\nname: \"app\"\n- retries: 3 # times")
            == #"<pre class="code"><code class="language-yaml"><span class="com"># build</span>"# + "\n"
                + #"<span class="attr">name</span>: <span class="str">&quot;app&quot;</span>"# + "\n"
                + #"- <span class="attr">retries</span>: <span class="num">3</span><span class="com"> # times</span></code></pre>"# + "\n")
        #expect(CodeListing(info: "diff").html("@@ -1 +1 @@\n-old\n+new\n same")
            == #"<pre class="code"><code class="language-diff"><span class="attr">@@ -1 +1 @@</span>"# + "\n"
                + #"<span class="del">-old</span>"# + "\n" + #"<span class="ins">+new</span>"# + "\n same</code></pre>\n")
        #expect(CodeListing(info: "bash").html("echo \"$HOME\" $USER # who")
            == #"<pre class="code"><code class="language-bash">echo <span class="str">&quot;$HOME&quot;</span> <span class="attr">$USER</span> <span class="com"># who</span></code></pre>"# + "\n")
        // A shell session's output is plain, even when it reads like Swift.
        #expect(CodeListing(info: "shell").html("$ swift run\nlet x = 1") == #"<pre class="code"><code class="language-shell"><span class="prompt">$</span> swift run"# + "\nlet x = 1</code></pre>\n")
        #expect(CodeListing(info: "").html("let x = 1") == "<pre class=\"code\"><code>let x = 1</code></pre>\n")
        #expect(CodeListing(info: "kotlin <x>").html("val x = 1") == "<pre class=\"code\"><code class=\"language-kotlin\">val x = 1</code></pre>\n")
        #expect(CodeListing(info: "\"><script>").html("x") == "<pre class=\"code\"><code class=\"language-script\">x</code></pre>\n")
    }
}
