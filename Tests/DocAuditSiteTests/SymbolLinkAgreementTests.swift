import DocAuditRules
import DocAuditCheck
import DocAuditCore
import Testing
@testable import DocAuditSite

/// The site finds, resolves and reports symbol links exactly as `check` does.
@Suite struct SymbolLinkAgreementTests {
    let context = LinkContext(resolveSymbol: { $0 == "Known" ? .page("known.html") : .broken }, allowsExternalLinks: false, headingLevel: 3)
    let known = #"<a class="symbol" href="known.html"><code>Known</code></a>"#

    @Test func linksOnContinuationLinesResolveAndAreReported() {
        let doc = DocRenderer.render("Sum.\n\nOne\n  two ``Known`` ``Nope``\n\n> Quote\nlazy ``Known``\n\n- Item\nlazy ``Known``", context: context)
        #expect(doc.discussion.components(separatedBy: known).count == 4, "\(doc.discussion)")
        #expect(doc.unresolvedLinks == [UnresolvedLink(text: "Nope", lineIndex: 3, column: 16)])
    }

    @Test func codeThatCheckTakesForNoLinkStaysCode() {
        let doc = DocRenderer.render("Sum `` `Known` `` and ``<doc:Nope>``, <doc:Gone> and [x](doc:Gone).", context: context)
        #expect(doc.unresolvedLinks.isEmpty)
        #expect(doc.abstract.hasPrefix("Sum <code>`Known`</code> and <code>&lt;doc:Nope&gt;</code>, "), "\(doc.abstract)")
        #expect(!doc.abstract.contains("<a "))
    }

    @Test func plainCodeBeforeALinkOfTheSameTextStaysPlain() {
        let doc = DocRenderer.render("`Known` is ``Known``; ```Known``` is not.", context: context)
        #expect(doc.abstract == "<code>Known</code> is " + known + "; <code>Known</code> is not.")
    }

    @Test func linksInMultiLineParagraphsAreReportedOnTheirLine() {
        let doc = DocRenderer.render("Summary one\ntwo ``Nope`` <doc:Art>", context: context)
        #expect(doc.unresolvedLinks == [UnresolvedLink(text: "Nope", lineIndex: 1, column: 4)])
    }

    @Test func aLinkCmarkDoesNotParseIsStillReportedLikeCheck() {
        let doc = DocRenderer.render("Sum `a ``Nope`` b\nc` end.", context: context)
        #expect(doc.unresolvedLinks == [UnresolvedLink(text: "Nope", lineIndex: 0, column: 7)])
    }

    /// A file with links in every place that once set `site` and `check` apart.
    static let source = #"""
    /// Summary one
    /// two ``Nope`` <doc:Art> and ``Known``.
    ///
    /// Indented
    ///   continuation ``Gone`` and ``Known``.
    ///
    /// > Quote
    /// lazy ``Lost`` line.
    ///
    /// - Item
    /// lazy ``Missing`` too.
    ///
    /// Not links: `` `Foo` ``, ``<doc:Nope>``, `Bar`, ```Baz```.
    ///
    ///     ``Indented`` code.
    ///
    /// - Parameters:
    ///   - x: See ``Absent``.
    public struct Known {
        /// Runs; `Known` and ``Known/run(x:)`` and ``Known/stop()``.
        /// Then `a ``Split`` b
        /// c` across lines.
        public func run(x: Int) {}
    }
    """#

    @Test func siteReportsExactlyWhatCheckReports() {
        let path = "Projects/Core/Links/Interface/Known.swift"
        let site = Fixtures.site([(path, Self.source)])
        let request = CheckRequest(files: [], standardInput: (path, Array(Self.source.utf8)), jobs: 1, language: .en,
                                   configurations: ConfigurationResolver(fixed: .defaults(folder: FilePaths.absolute("."))))
        let checked = CheckEngine.run(request).diagnostics.filter { $0.rule == BrokenSymbolLinkRule.id }
        func places(_ diagnostics: [Diagnostic]) -> [String] {
            diagnostics.map { "\($0.line):\($0.column) " + $0.message.components(separatedBy: "``")[1] }.sorted()
        }
        #expect(places(checked) == ["2:9 Nope", "5:20 Gone", "8:10 Lost", "11:10 Missing", "18:16 Absent", "20:49 Known/stop()", "21:17 Split"].sorted())
        #expect(places(site.unresolvedLinks) == places(checked))
    }

    @Test func siteLinksExactlyWhatResolves() throws {
        let site = Fixtures.site([("Projects/Core/Links/Interface/Known.swift", Self.source)])
        let page = try #require(site.files.first { $0.path.hasSuffix("/known_ub.html") })
        let html = String(decoding: page.bytes, as: UTF8.self)
        for name in ["Known", "Known/run(x:)"] { #expect(html.contains("><code>\(name)</code></a>"), "\(name)") }
        for name in ["Nope", "Gone", "Lost", "Missing", "Absent", "Known/stop()"] { #expect(html.contains("<code class=\"symbol unresolved\">\(name)</code>"), "\(name)") }
        for name in ["`Foo`", "&lt;doc:Nope&gt;", "Bar", "Baz"] { #expect(html.contains("<code>\(name)</code>"), "\(name)") }
    }
}
