import CCmark
import DocAuditRules
import DocAuditCheck
import DocAuditCore
import Foundation
import Testing
@testable import DocAuditSite

/// The site renders and reports the symbol links of `check`'s one reading: a code span is a link
/// when that reading says so and cmark parses it as that span.
@Suite struct SymbolLinkRenderingTests {
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

    /// Once the site paired cmark's code spans with `check`'s by their line and text, and took
    /// the plain span `check` read after an escaped backtick for the link cmark parsed.
    @Test func aLinkAfterAnEscapedBacktickIsALink() {
        #expect(DocRenderer.render("Sum \\`Known` ``Known``.", context: context).abstract == "Sum `Known` " + known + ".")
        let doc = DocRenderer.render("Sum \\`Nope` ``Nope``.", context: context)
        #expect(doc.abstract == "Sum `Nope` <code class=\"symbol unresolved\">Nope</code>.")
        #expect(doc.unresolvedLinks == [UnresolvedLink(text: "Nope", lineIndex: 0, column: 12)])
    }

    /// After a code span that runs across lines, `check` reads the line's spans from its start
    /// and takes the first ``` `` ```…``` `` ``` for code: the link it reads, the last, is the one
    /// shown (pairing by text once showed the first). DocC would take both for links; `check`'s
    /// reading decides, as it decides what is reported.
    @Test func theLinkCheckReadsAfterASpanAcrossLinesIsTheOneShown() {
        let doc = DocRenderer.render("Sum `a\nb` and ``Nope`` `x` ``Nope``.", context: context)
        #expect(doc.abstract == "Sum <code>a b</code> and <code>Nope</code> <code>x</code> <code class=\"symbol unresolved\">Nope</code>.")
        #expect(doc.unresolvedLinks == [UnresolvedLink(text: "Nope", lineIndex: 1, column: 20)])
    }

    /// The markers cmark carries leave no trace: `~` of the text stays, in every kind of text,
    /// and a link label still finds its definition.
    @Test func tildesStayWhereTheTextHasThem() {
        let open = LinkContext(resolveSymbol: context.resolveSymbol, allowsExternalLinks: true, headingLevel: 3)
        let doc = DocRenderer.render("""
            Sum ~ ``Known`` ~~ ``~Known~`` `~` ``Known``~.

            > ```text
            > ``Known`` ~
            > ```

            [a](https://a.example/``Known``~) <b x="``Known``~"> [``Known``] ~
            `x ``Known``
            y`

            [``Known``]: https://b.example/~
            """, context: open)
        #expect(doc.abstract == "Sum ~ " + known + " ~~ <code class=\"symbol unresolved\">~Known~</code> <code>~</code> " + known + "~.")
        #expect(doc.discussion.contains("<code class=\"language-text\">``Known`` ~</code>"), "\(doc.discussion)")
        #expect(doc.discussion.contains("href=\"https://a.example/``Known``~\">a</a>"), "\(doc.discussion)")
        #expect(doc.discussion.contains("&lt;b x=&quot;``Known``~&quot;&gt;"), "\(doc.discussion)")
        #expect(doc.discussion.contains("href=\"https://b.example/~\">" + known + "</a> ~\n<code>x ``Known`` y</code>"), "\(doc.discussion)")
    }

    /// Marking the links changes nothing of cmark's parse but which code spans are links: on
    /// texts made of the pieces that set readings apart, the tree is cmark's tree of the text.
    @Test func markingChangesNoParse() {
        let pieces = ["``", "`", "\\", "Known", "a/b(c:)", "``Known``", "``a/b(c:)``", "~", "~~", "\\~", "&#126;", "&", "\\\\", " ", "\n", "\n\n", "> ", "- ", "  ", "    ", "```",
                      "<", ">", "[", "]", "](", ")", "]: ", "*", "_", "\"", "<a x=\"", "<http://", "@x.y>", "<!-- ", " -->", "#"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var wrong: [String] = []
        var linked = 0
        for _ in 0..<30_000 {
            let text = (0..<(4 + next(24))).map { _ in pieces[next(pieces.count)] }.joined()
            let tree = MarkdownTree(text)
            defer { tree.free() }
            let plain = Array(text.utf8).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_SAFE | CMARK_OPT_VALIDATE_UTF8) }
            }
            defer { cmark_node_free(plain) }
            if Self.xml(tree.root.pointer) != Self.xml(plain) { wrong.append(text) }
            let texts = Set(tree.links.map(\.text))
            for node in Self.codeSpans(tree.root) where tree.isLink(node) {
                linked += 1
                if !texts.contains(node.literal) { wrong.append(text) }
            }
        }
        let failures = wrong.count
        #expect(failures == 0, "\(wrong.prefix(3))")
        #expect(linked > 10_000)
    }

    private static func xml(_ root: OpaquePointer?) -> String {
        guard let xml = cmark_render_xml(root, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(xml) }
        return String(cString: xml)
    }

    private static func codeSpans(_ root: CmarkNode) -> [CmarkNode] {
        var nodes: [CmarkNode] = []
        var pending = [root]
        while let node = pending.popLast() {
            if node.type == CMARK_NODE_CODE { nodes.append(node) }
            pending += node.children
        }
        return nodes
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
        // The type's page and its members' pages.
        let pages = site.files.filter { $0.path.hasPrefix(SiteMap.folder("LinksInterface") + "known/") }
        #expect(pages.count > 1)
        let html = pages.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        for name in ["Known", "Known/run(x:)"] { #expect(html.contains("><code>\(name)</code></a>"), "\(name)") }
        for name in ["Nope", "Gone", "Lost", "Missing", "Absent", "Known/stop()"] { #expect(html.contains("<code class=\"symbol unresolved\">\(name)</code>"), "\(name)") }
        for name in ["`Foo`", "&lt;doc:Nope&gt;", "Bar", "Baz"] { #expect(html.contains("<code>\(name)</code>"), "\(name)") }
    }
}
