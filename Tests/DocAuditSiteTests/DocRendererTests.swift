import Testing
@testable import DocAuditSite
import DocAuditCore

@Suite struct DocRendererTests {
    let context = LinkContext(resolveSymbol: { $0 == "Known" ? .page("known.html") : .broken }, allowsExternalLinks: false, headingLevel: 3)

    @Test func fieldsLeaveTheDiscussion() {
        let doc = DocRenderer.render("""
            Loads a user.

            More words.

            - Parameter id: The id.
            - Parameters:
              - name: The name,
                on two lines.
            - Returns: The user.
            - Throws: An error.
            - An ordinary item.
            """, context: context)
        #expect(doc.abstract == "Loads a user.")
        #expect(doc.parameters.map(\.name) == ["id", "name"])
        #expect(doc.parameters[1].html == "The name,\non two lines.")
        #expect(doc.returns == "<p>The user.</p>\n")
        #expect(doc.throwsText == "<p>An error.</p>\n")
        #expect(doc.discussion == "<p>More words.</p>\n<ul>\n<li>An ordinary item.</li>\n</ul>\n")
    }

    @Test func parametersKeepWhatIsNoParameterInPlace() {
        let doc = DocRenderer.render("""
            Sum.

            - One.
            - Parameters: The inputs.
              - `x`: Code-named.
              - y - dash style
              - z: Plain.
            - Two.
            """, context: context)
        // DocC finds a name in the item's first text: a code span names nothing, as in `check`.
        #expect(doc.parameters.map(\.name) == ["z"])
        #expect(doc.parameters.map(\.html) == ["Plain."])
        #expect(doc.discussion == "<ul>\n<li>One.</li>\n</ul>\n<p>The inputs.</p>\n<ul>\n<li><code>x</code>: Code-named.</li>\n<li>y - dash style</li>\n</ul>\n<ul>\n<li>Two.</li>\n</ul>\n")
    }

    @Test func noTextOfAParametersItemIsLost() {
        let doc = DocRenderer.render("""
            Sum.

            - Parameters: Lead words.
              - a: Alpha.
              - ``Known``: linked
              - `b` code only
              - c d: spaced

              Closing words.
            """, context: context)
        let all = ([doc.abstract, doc.discussion] + doc.parameters.map(\.html)).joined()
        for words in ["Lead words.", "Alpha.", "linked", "code only", "spaced", "Closing words."] { #expect(all.contains(words), "\(words) in \(all)") }
        // DocC names a parameter by the last word before the colon; a link names none.
        #expect(doc.parameters.map(\.name) == ["a", "d"])
        #expect(!doc.discussion.contains("Parameters"))
    }

    /// The site lays fields out as the core reads them (``DocMarkup``), which reads them as
    /// DocC does: each case where cmark's tree alone was read otherwise before.
    @Test func fieldsAreTheOnesCheckReads() {
        let doc = DocRenderer.render("""
            Sum.

            - Parameter x-y: Dashed, as DocC names it.
            - parameter lower: Lowercase.
            - Parameter a b: The last word.
            - Parameters:
              - first: One.
                - deeper: Content of `first`.
            - An ordinary item.
              - nested: Not a parameter: the `- Parameters:` list ended.
            > - Parameter quoted: Not a field.
            """, context: context)
        #expect(doc.parameters.map(\.name) == ["x-y", "lower", "b", "first"])
        #expect(doc.parameters[3].html.contains("deeper: Content of"))
        #expect(doc.discussion.contains("nested: Not a parameter"))
        #expect(doc.discussion.contains("Parameter quoted: Not a field."))
    }

    /// The page's parameters, returns and throws are the fields `check` reads, in the same
    /// order: nothing is left to reconcile between the two.
    @Test(arguments: [
        "Sum.\n\n- Parameters:\n  - id: The id.\n  - cache: Whether to\n    use it.\n- Parameter extra: More.\n- Returns: A user.\n- Throws: `E`.\n- Note: Slow.",
        "- PARAMETER id: The id.\n- Parameter  spaced: Two.\n- Some long tag: Text.\n- Warning: Hot.\n- RETURN: x\n- throw: y",
        "```swift\n- Parameter hidden: in code\n```\n- Parameter shown: out of code\n* Parameter star: a star\n+ Returns: a plus",
        "- Parameters:\n- x: not indented, no parameter\n  - y: indented again\n# Heading\n  - z: after a heading",
        "Sum.\n- Parameter interrupting: a list interrupts the paragraph\n - Parameter one: one space in",
        "- Returns: One.\n\n  Two paragraphs.\n  ```swift\n  - Parameter inCode: no\n  ```\n- Parameter after: yes",
    ])
    func pageFieldsAreCheckFields(_ text: String) {
        let doc = DocRenderer.render(text, context: context)
        let markup = DocMarkup(text: text)
        #expect(doc.parameters.map(\.name) == markup.parameters.map(\.name))
        #expect(doc.returns.isEmpty == markup.returns.isEmpty)
        #expect(doc.throwsText.isEmpty == markup.throwsFields.isEmpty)
    }

    @Test func aBlankLineAndALineOutOfTheListEndParameters() {
        let doc = DocRenderer.render("- Parameters:\n  - a: A.\n\nText.\n\n  - b: B.", context: context)
        #expect(doc.parameters.map(\.name) == ["a"])
        #expect(doc.discussion.contains("b: B."))
    }

    @Test func codeBlocksAreHighlightedByTheirLanguageAsDocCShowsThem() {
        let doc = DocRenderer.render("""
            Sum.

            - Returns: A value:
              ```swift
              let a = 1
              ```

            ~~~
            let b = 2
            ~~~

                let indented = 3

            ```ruby
            puts 4
            ```

            ```Swift
            let c = 5
            ```

            ```console
            $ greet --name "Alicia" # hi
            Hello Alicia!
            ```
            """, context: context)
        #expect(doc.returns.contains("<code class=\"language-swift\"><span"))
        // DocC gives a fence without a language no syntax, and its renderer shows it plain.
        #expect(doc.discussion.contains("<pre class=\"code\"><code>let b = 2</code></pre>"))
        #expect(doc.discussion.contains("<pre class=\"code\"><code>let indented = 3</code></pre>"))
        #expect(doc.discussion.contains("<code class=\"language-ruby\">puts 4</code>"))
        // Language names are compared without case, as DocC's renderer compares them.
        #expect(doc.discussion.contains("<code class=\"language-swift\"><span class=\"kw\">let</span> c"))
        #expect(doc.discussion.contains(#"<code class="language-shell"><span class="prompt">$</span> greet --name <span class="str">&quot;Alicia&quot;</span> <span class="com"># hi</span>"# + "\nHello Alicia!</code>"))
    }

    @Test func severalThrowsAndLongReturnsStayBlocks() {
        let doc = DocRenderer.render("""
            Loads.

            - Returns: The user.

              Or nil when gone.
            - Throws: `x` when offline.
            - Throws: `y` when denied.
            """, context: context)
        #expect(doc.returns == "<p>The user.</p>\n<p>Or nil when gone.</p>\n")
        #expect(doc.throwsText == "<p><code>x</code> when offline.</p>\n<p><code>y</code> when denied.</p>\n")
    }

    @Test func linksNeverNest() {
        let open = LinkContext(resolveSymbol: { _ in .page("known.html") }, allowsExternalLinks: true, headingLevel: 3)
        let image = DocRenderer.render("Sum.\n\n[![logo](https://a.example/l.png)](https://b.example/)", context: open).discussion
        #expect(image == "<p><a class=\"external\" rel=\"external noopener noreferrer nofollow\" href=\"https://b.example/\"><span>logo</span></a></p>\n")
        let described = DocRenderer.render("Sum.\n\n![see [docs](doc:Known)](https://a.example/l.png)", context: open).discussion
        #expect(described.components(separatedBy: "<a ").count == 2, "\(described)")
    }

    @Test func calloutsBecomeAsidesInPlace() {
        let doc = DocRenderer.render("Sum.\n\n- One.\n- Important: Mind _this_.\n- Two.\n\n> Tip: Quoted.", context: context)
        #expect(doc.discussion == """
            <ul>
            <li>One.</li>
            </ul>
            <aside class="aside important"><p class="aside-label">Important</p><p>Mind <em>this</em>.</p>
            </aside>
            <ul>
            <li>Two.</li>
            </ul>
            <aside class="aside tip"><p class="aside-label">Tip</p><p>Quoted.</p>
            </aside>

            """)
    }

    @Test func symbolLinksResolveOrAreReported() {
        let doc = DocRenderer.render("See ``Known``, ``Unknown`` and `Plain`.", context: context)
        #expect(doc.abstract == #"See <a class="symbol" href="known.html"><code>Known</code></a>, <code class="symbol unresolved">Unknown</code> and <code>Plain</code>."#)
        #expect(doc.unresolvedLinks == [UnresolvedLink(text: "Unknown", lineIndex: 0, column: 15)])
    }

    @Test func unresolvedLinksNeverHaveANegativePosition() {
        let doc = DocRenderer.render("``A``\n\n[x](doc:B)\n\n- Throws: ``C``", context: context)
        #expect(doc.unresolvedLinks.map(\.text) == ["A", "C"])
        for link in doc.unresolvedLinks { #expect(link.lineIndex >= 0 && link.column >= 0, "\(link)") }
    }

    @Test func aLinkOutsideTheCommentFallsBackToItsStartAsCheckDoes() {
        let lineStarts = [10, 20]
        #expect(PageContext.offset(of: UnresolvedLink(text: "A", lineIndex: 1, column: 4), lineStarts: lineStarts, commentStart: 5) == 24)
        #expect(PageContext.offset(of: UnresolvedLink(text: "A", lineIndex: 2, column: 3), lineStarts: lineStarts, commentStart: 5) == 8)
        #expect(PageContext.offset(of: UnresolvedLink(text: "A", lineIndex: -1, column: 0), lineStarts: lineStarts, commentStart: 5) == 5)
    }

    @Test func headingsStayHeadingsBelowThePageSections() {
        let doc = DocRenderer.render("Sum.\n\n## 사용 예시\n\n### Detail", context: context)
        #expect(doc.discussion == "<h3>사용 예시</h3>\n<h4>Detail</h4>\n")
    }

    @Test func pipeTablesBecomeTablesWithAlignedCellsOfInlineContent() {
        let doc = DocRenderer.render("""
            Sum.

            | Name | Use | Since |
            | :--- | :-: | ----: |
            | `--dump` | Dumps *help*, ``Known`` \\| more | [#310][] |
            | - | 1. |

            [#310]: https://example.com/310
            """, context: context)
        #expect(doc.discussion == """
            <div class="table-scroll"><table class="markdown">
            <thead><tr><th class="align-left">Name</th><th class="align-center">Use</th><th class="align-right">Since</th></tr></thead>
            <tbody>
            <tr><td class="align-left"><code>--dump</code></td><td class="align-center">Dumps <em>help</em>, <a class="symbol" href="known.html"><code>Known</code></a> | more</td>\
            <td class="align-right"><span class="link">#310 <span class="url">(https://example.com/310)</span></span></td></tr>
            <tr><td class="align-left">-</td><td class="align-center">1.</td><td class="align-right"></td></tr>
            </tbody></table></div>

            """)
    }

    @Test func aParagraphWithoutADelimiterRowAndATableInAListStayWhatTheyAre() {
        #expect(DocRenderer.render("Sum.\n\na | b\nc | d", context: context).discussion == "<p>a | b\nc | d</p>\n")
        let listed = DocRenderer.render("Sum.\n\n- Items:\n\n  | a |\n  |---|\n  | 1 |", context: context).discussion
        #expect(listed.contains("<li><p>Items:</p>\n<div class=\"table-scroll\"><table class=\"markdown\">\n<thead><tr><th>a</th></tr></thead>"), "\(listed)")
        #expect(DocRenderer.render("Sum.\n\n> | a |\n> |---|\n> | 1 |", context: context).discussion.contains("<tr><td>1</td></tr>"))
    }

    @Test func deepNestingDoesNotOverflowTheStack() {
        let doc = DocRenderer.render("Sum.\n\n" + String(repeating: ">", count: 20_000) + " deep", context: context)
        #expect(doc.discussion.hasSuffix("</blockquote>\n"))
    }
}
