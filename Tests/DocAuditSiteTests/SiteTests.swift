import DocAuditCore
import DocAuditCheck
import Foundation
import Testing
@testable import DocAuditSite
import TestScratch

@Suite struct SiteTests {
    let site = Fixtures.site(Fixtures.network + Fixtures.hostile)

    var pages: [SiteFile] { site.files.filter { $0.path.hasSuffix(".html") } }

    @Test func everyPageIsWellFormedHTML5() {
        #expect(pages.count == site.pageCount)
        for page in pages {
            let checker = HTMLChecker(String(decoding: page.bytes, as: UTF8.self))
            #expect(checker.problems.isEmpty, "\(page.path): \(checker.problems)")
        }
    }

    @Test func everyInternalLinkResolves() throws {
        let (problems, checked) = linkProblems(site)
        #expect(problems.isEmpty, "\(problems)")
        #expect(checked > 100)
    }

    func linkProblems(_ site: GeneratedSite) -> (problems: [String], checked: Int) {
        LinkWalker.problems(site)
    }

    @Test func aModuleWithNothingToDocumentIsNotShownAsComplete() throws {
        let site = Fixtures.site([("Projects/Core/Limits/Interface/Limits.swift", "public let low = 1\npublic let high = 2\n")])
        let home = try #require(Fixtures.page(site, SiteMap.home))
        #expect(home.contains("<p>0 symbols · nothing to document</p>"))
        #expect(!home.contains("100.0"))
        #expect(try #require(Fixtures.page(site, SiteMap.module("LimitsInterface"))).contains("<p>No declaration here needs documentation under the rules.</p>"))
    }

    @Test func aDeclarationTheRulesExemptSaysNothing() throws {
        let path = "Projects/Core/Shapes/Interface/Shapes.swift"
        var file = SiteSourceFile(path: path, module: "ShapesInterface", group: "Core",
                                  bytes: Array("/// A shape.\npublic struct Shape {\n    public var side = 1\n    public func grow() {}\n}\n".utf8))
        let sources = SiteSources([file])
        file.documentationRequirements = Configuration.defaults(folder: "/").activeRules(for: path).rules.compactMap(\.documentationRequirement)
        let ruled = SiteSources([file])
        func undocumented(_ sources: SiteSources) throws -> Int {
            let site = SiteGenerator.generate(sources, options: Fixtures.options, theme: try Theme.builtIn(), findings: [], coverage: CoverageReport())
            #expect(Fixtures.page(site, SiteMap.type("Shape", module: "ShapesInterface")) != nil)
            return site.files.filter { $0.path.hasSuffix(".html") }.map { String(decoding: $0.bytes, as: UTF8.self).components(separatedBy: "No documentation.").count - 1 }.reduce(0, +)
        }
        #expect(try undocumented(sources) == 2, "without the rules, the property and the function say so")
        #expect(try undocumented(ruled) == 1, "the rules require the function documented, not the property")
    }

    @Test func aSharedDocCommentWarnsOnce() {
        let shared = Fixtures.site([("Projects/Core/Shared/Interface/Shared.swift", """
        /// States.
        public enum State {
            /// Either of two; see ``Nowhere``.
            case on, off
        }
        /// Limits; see ``Elsewhere``.
        public var low = 1, high = 2
        """)])
        let messages = shared.unresolvedLinks.map(\.message)
        #expect(messages.filter { $0.contains("``Nowhere``") }.count == 1, "\(messages)")
        #expect(messages.filter { $0.contains("``Elsewhere``") }.count == 1, "\(messages)")
    }

    @Test func deeplyNestedLongNamesMakeValidFileNames() throws {
        let a = String(repeating: "A", count: 60), b = String(repeating: "b", count: 60), c = String(repeating: "C", count: 60)
        let k1 = String(repeating: "사", count: 30), k2 = String(repeating: "용", count: 30), k3 = String(repeating: "예", count: 30)
        let source = """
        /// Outer.
        public enum \(a) {
            /// Middle.
            public enum \(b) {
                /// Inner; see ``\(a)/\(b)/\(c)/run()``.
                public struct \(c) {
                    /// Runs.
                    public func run() {}
                }
                /// A sibling sharing the long prefix.
                public struct \(c)D {}
            }
        }
        /// 바깥.
        public enum \(k1) {
            /// 가운데.
            public enum \(k2) {
                /// 안쪽.
                public struct \(k3) {}
            }
        }
        extension Outside.\(k1).\(k2).\(k3) {
            /// 더하기.
            public func add() {}
        }
        """
        let nested = Fixtures.site([("Projects/Core/Deep/Interface/Deep.swift", source)])
        let paths = nested.files.map(\.path)
        #expect(paths.contains(SiteMap.type("\(a).\(b).\(c)", module: "DeepInterface")))
        #expect(Set(paths).count == paths.count)
        for path in paths {
            for component in path.split(separator: "/") { #expect(component.utf8.count <= DocumentationPath.maximumLength, "\(path)") }
        }
        #expect(SiteMap.type("\(a).\(b).\(c)", module: "M") != SiteMap.type("\(a).\(b).\(c)D", module: "M"))
        #expect(SiteMap.type("\(k1).\(k2).\(k3)", module: "M") == SiteMap.type("\(k1).\(k2).\(k3)", module: "M"))
        #expect(linkProblems(nested).problems.isEmpty, "\(linkProblems(nested).problems)")
        #expect(nested.unresolvedLinks.isEmpty)
        let output = Scratch.url("nested").path
        try SiteWriter(output: output).write(nested)
        #expect(FileManager.default.fileExists(atPath: output + "/" + SiteMap.extensionPage("Outside.\(k1).\(k2).\(k3)", extendedModule: nil, module: "DeepInterface")))
    }

    /// A nested type the scanner names with nothing (`enum ,Colors`, found by a fuzzer) has a
    /// page of its own, not its enclosing type's: no two files of a site share a path.
    @Test func aNamelessNestedTypeHasAPageOfItsOwn() {
        let site = Fixtures.site([("Projects/Shared/DesignSystem/Sources/Asset.swift", "public enum Asset {\n  public enum ,Colors {\n    public static let a = 1\n  }\n}\n")])
        let paths = site.files.map(\.path)
        #expect(Set(paths).count == paths.count, "\(paths)")
        #expect(linkProblems(site).problems.isEmpty, "\(linkProblems(site).problems)")
    }

    /// A type nested deeper than four shows its outermost type, `…` and its two innermost
    /// enclosing types in its trail, each linked to its page.
    @Test func deepTrailsAreShortened() throws {
        let depth = 9
        var source = ""
        for level in 0..<depth { source += "/// Level \(level).\npublic struct T\(level) {\n" }
        source += String(repeating: "}\n", count: depth)
        let site = Fixtures.site([("Projects/Core/Deep/Interface/Deep.swift", source)])
        let path = (0..<depth).map { "T\($0)" }.joined(separator: ".")
        let page = try #require(Fixtures.page(site, SiteMap.type(path, module: "DeepInterface")))
        func breadcrumbs(_ page: String) throws -> String {
            try #require(page.components(separatedBy: "<nav class=\"breadcrumbs\"").last?.components(separatedBy: "</nav>").first)
        }
        let trail = try breadcrumbs(page)
        let crumbs = trail.matches(of: /<li[^>]*>(?:<a[^>]*>)?([^<]*)/).map { String($0.1) }
        #expect(crumbs == ["Fixture", "DeepInterface", "T0", "…", "T6", "T7", "T8"])
        #expect(trail.contains("href=\"" + SiteMap.href(from: SiteMap.type(path, module: "DeepInterface"), to: SiteMap.type("T0.T1.T2.T3.T4.T5.T6.T7", module: "DeepInterface")) + "\""))
        let shallow = try #require(Fixtures.page(site, SiteMap.type("T0.T1.T2.T3", module: "DeepInterface")))
        #expect(!(try breadcrumbs(shallow)).contains("<li>…</li>"))
        #expect(linkProblems(site).problems.isEmpty, "\(linkProblems(site).problems)")
    }

    /// A site written as it is built is the site built in memory, file for file, also where a
    /// page is far longer than what the writer gathers before it writes.
    @Test func writtenSiteIsTheGeneratedSite() throws {
        let cases = (0..<4000).map { "    /// Case \($0).\n    case c\($0)\n" }.joined()
        let files = Fixtures.network + [("Projects/Core/Big/Interface/Big.swift", "/// Many.\npublic enum Big {\n" + cases + "}\n")]
        // Past the limit, members stay in full on their type's page: one page of megabytes.
        #expect(4000 > SiteCatalog.memberPageLimit)
        let generated = Fixtures.site(files)
        let big = try #require(generated.files.first { $0.path == SiteMap.type("Big", module: "BigInterface") })
        #expect(big.bytes.count > 1_000_000)
        let output = Scratch.url("streamed").path
        var writer = SiteWriter(output: output)
        let written = try SiteGenerator.write(Fixtures.sources(files), options: Fixtures.options, theme: try Theme.builtIn(), findings: [],
                                              coverage: Fixtures.coverage(files), to: &writer)
        #expect(written.pageCount == generated.pageCount)
        for file in generated.files {
            #expect(FileManager.default.contents(atPath: output + "/" + file.path) == Data(file.bytes), "\(file.path)")
        }
        let marker = try String(contentsOfFile: output + "/" + SiteMap.marker, encoding: .utf8)
        #expect(marker == SiteWriter.markerHeader + "\n" + generated.files.map(\.path).joined(separator: "\n") + "\n")
    }

    @Test func hostileDocCommentsYieldNoLiveMarkup() {
        let allowed: Set<String> = [
            "html", "head", "meta", "title", "link", "script", "body", "a", "header", "form", "label", "input", "nav",
            "ol", "ul", "li", "main", "article", "p", "h1", "h2", "h3", "h4", "h5", "h6", "section", "pre", "code",
            "span", "em", "strong", "aside", "dl", "dt", "dd", "blockquote", "hr", "br", "footer", "noscript",
            "div", "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "meter", "img",
            "details", "summary",
        ]
        for page in pages {
            let html = String(decoding: page.bytes, as: UTF8.self)
            for tag in HTMLChecker(html).tags where !tag.isClosing {
                #expect(allowed.contains(tag.name), "\(page.path): <\(tag.name)>")
                for attribute in tag.attributes {
                    #expect(!attribute.name.hasPrefix("on"), "\(page.path): event attribute \(attribute.name)")
                }
                if tag.name == "img" {
                    // The only image is the site's own coverage badge; doc comments load none.
                    #expect(tag.attribute("src") == "coverage.svg", "\(page.path): image \(tag.attribute("src") ?? "")")
                }
                if tag.name == "script" {
                    let source = tag.attribute("src") ?? ""
                    #expect(source.hasSuffix("assets/search.js") || source == "search-index.js", "\(page.path): script \(source)")
                }
                for reference in ["href", "src", "action"].compactMap(tag.attribute) {
                    // DocC's names hold `:` (`init(id:)`), never where a scheme would end.
                    #expect(reference.firstMatch(of: /^[A-Za-z][A-Za-z0-9+.\-]*:/) == nil && !reference.hasPrefix("//"), "\(page.path): foreign or scripted link \(reference)")
                }
            }
        }
        let evil = Fixtures.page(site, SiteMap.type("Evil", module: "Evil"))!
        #expect(!evil.contains("alert(\"summary\")"), "a line opening with <script> is a raw HTML block: dropped")
        #expect(evil.contains("&lt;iframe src=&quot;https://evil.example&quot;&gt;"), "inline HTML is shown as text")
        #expect(evil.contains("click <span class=\"url\">(javascript:alert(3))</span>"))
        #expect(evil.contains("Evil&lt;&quot;&amp;&#39;&gt;.swift"))
        #expect(!evil.contains("block</div>"), "raw HTML blocks are dropped")
    }

    @Test func externalLinksStayLiveOnlyWhenAllowed() {
        let open = Fixtures.site(Fixtures.hostile, options: SiteOptions(title: "T", baseURL: nil, allowsExternalLinks: true))
        let evil = Fixtures.page(open, SiteMap.type("Evil", module: "Evil"))!
        #expect(evil.contains("href=\"https://evil.example/\""))
        #expect(!evil.contains("href=\"javascript"))
        #expect(!evil.contains("href=\"data:"))
        #expect(!evil.contains("href=\"vbscript"))
        #expect(!evil.contains("<img"))
    }

    @Test func aBaseURLProblemNamesWhereTheValueCameFrom() {
        #expect(SiteOptions.baseURLProblem("https://example.com/docs/", origin: "--base-url") == nil)
        #expect(SiteOptions.baseURLProblem("http://localhost:8000/", origin: "--base-url") == nil)
        #expect(SiteOptions.baseURLProblem("docs/", origin: "--base-url") == "--base-url must start with https:// or http://, found 'docs/'")
        #expect(SiteOptions.baseURLProblem("ftp://x/", origin: "/app/.docaudit.json: site.baseURL")
                == "/app/.docaudit.json: site.baseURL must start with https:// or http://, found 'ftp://x/'")
    }

    @Test func theSameInputGivesTheSameBytes() {
        let again = Fixtures.site(Fixtures.network + Fixtures.hostile)
        #expect(again.files.map(\.path) == site.files.map(\.path))
        for (a, b) in zip(again.files, site.files) { #expect(a.bytes == b.bytes, "\(a.path) differs") }
    }

    @Test func pagesHoldTheModelDocCWouldShow() throws {
        let network = SiteMap.folder("NetworkInterface")
        let clientPage = SiteMap.type("Client", module: "NetworkInterface")
        let client = try #require(Fixtures.page(site, clientPage))
        #expect(client.contains("<h2>Initializers</h2>"))
        #expect(client.contains("<h2>Instance Methods</h2>"))
        #expect(client.contains("<h2>Operators</h2>"))
        #expect(client.contains("<li><a href=\"../../../" + network + "client/fire(_:)/index.html\"><code>fire(_:)</code></a><p>Sends and forgets.</p></li>"),
                "members from extensions in other files are merged, each a summary linking to its page")
        #expect(client.contains("<h3>사용 예시</h3>"))
        #expect(client.contains("<aside class=\"aside note\"><p class=\"aside-label\">Note</p>"))
        #expect(client.contains("<aside class=\"aside warning\">"))
        #expect(client.contains("<a class=\"symbol\" href=\"../../../" + SiteMap.type("Endpoint", module: "NetworkInterface") + "\"><code>Endpoint</code></a>"))
        let send = try #require(Fixtures.page(site, network + "client/send(_:)/index.html"))
        #expect(send.contains("<h1>send(_:)</h1>\n<p class=\"abstract\">Sends a request.</p>"))
        #expect(send.contains("<dt>endpoint</dt>"))
        #expect(send.contains("<h2>Return Value</h2>\n<p>The decoded value.</p>\n</section>"))
        #expect(send.contains("when offline.</p>\n<p><code>CancellationError</code> when cancelled.</p>\n</section>"))
        #expect(Fixtures.page(site, network + "client/==(_:_:)/index.html") != nil)
        let error = try #require(Fixtures.page(site, SiteMap.type("NetworkError", module: "NetworkInterface")))
        #expect(error.contains("<a class=\"symbol\" href=\"../../../" + network + "endpoint/user(id:)/index.html\"><code>Endpoint/user(id:)</code></a>"),
                "a case with associated values is linked")
        let module = try #require(Fixtures.page(site, SiteMap.module("NetworkInterface")))
        #expect(module.contains("<h2>Extended Types</h2>"))
        #expect(module.contains(">Array</code></a>"))
        let join = try #require(Fixtures.page(site, network + "join(_:_:)/index.html"))
        #expect(join.contains("<a class=\"symbol\" href=\"../../../" + network + "decode(_:)/index.html\"><code>decode(_:)</code></a>"))
        #expect(Fixtures.page(site, network + "join(_:)/index.html") != nil, "each overload has a page")
        #expect(Fixtures.page(site, network + "'.._(_:_:)/index.html") != nil, "an operator is named as DocC names it")
        let theme = try #require(Fixtures.page(site, SiteMap.type("Theme", module: "DesignSystem")))
        #expect(theme.contains("<a class=\"symbol\" href=\"../../../" + clientPage + "\"><code>NetworkInterface/Client</code></a>"))
        let home = try #require(Fixtures.page(site, SiteMap.home))
        #expect(home.contains("<h2>Core</h2>") && home.contains("<h2>Shared</h2>"))
    }

    @Test func searchIndexIsJSONWithEverySymbol() throws {
        let json = try #require(site.files.first { $0.path == SiteMap.searchIndexJSON })
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [[String: String]])
        #expect(entries.contains { $0["t"] == "Client.send(_:)" && $0["u"] == SiteMap.folder("NetworkInterface") + "client/send(_:)/index.html" })
        #expect(entries.contains { $0["t"] == "Endpoint" && $0["s"] == "A place to send requests. 요청을 보낼 곳." })
        let script = try #require(Fixtures.page(site, SiteMap.searchIndexScript))
        #expect(script == "window.docauditSearchIndex = " + String(decoding: json.bytes, as: UTF8.self).dropLast() + ";\n")
    }
}
