import DocAuditRules
import DocAuditCheck
import DocAuditCore
import DocAuditSite
import FuzzSupport

/// A doc comment's text through the doc model (``DocMarkup``, ``DocFields``, code blocks and
/// the example checks), the highlighter and the cmark renderer; and the same text written as
/// `///` lines above a function, through the scanner to the doc comment it attaches.
///
/// Asserted: ``DocFields`` finds the fields ``DocMarkup`` finds; code block spans lie in the
/// text and match the blocks; ``ExampleSyntax`` says what the lexer's tokens say, and the
/// quick reading of code visits what the lexer does; the HTML of the highlighter and of the
/// renderer holds only the tags they write, balanced, with text escaped and links only where
/// the context allows them.
@_cdecl("LLVMFuzzerTestOneInput")
public func docHarness(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: data == nil ? 0 : size), as: UTF8.self)
    checkModel(text)
    checkRendering(text, variant: Fuzz.variant(of: Array(text.utf8), among: 12))
    checkAttached(text)
    return 0
}

private func checkModel(_ text: String) {
    let markup = DocMarkup(text: text)
    let fields = DocFields(text: text)
    Fuzz.require(fields.parameterNames == markup.parameters.map(\.name),
                 "DocFields reads parameters \(fields.parameterNames), DocMarkup \(markup.parameters.map(\.name))")
    Fuzz.require(fields.hasReturns == !markup.returns.isEmpty, "DocFields and DocMarkup disagree on - Returns:")
    Fuzz.require(fields.hasThrows == !markup.throwsFields.isEmpty, "DocFields and DocMarkup disagree on - Throws:")
    let lineCount = text.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    for field in markup.parameters + markup.returns + markup.throwsFields + markup.callouts {
        Fuzz.require(field.lineIndex >= 0 && field.lineIndex < lineCount + 1, "field \(field.tag) on line \(field.lineIndex) of \(lineCount)")
    }
    let blocks = DocMarkup.codeBlocks(in: text)
    Fuzz.require(blocks == markup.codeBlocks, "DocMarkup.codeBlocks(in:) finds other blocks than DocMarkup")
    var utf8 = text
    utf8.withUTF8 { bytes in
        var spans: [DocCodeSpan] = []
        DocMarkup.codeBlockSpans(in: bytes, into: &spans)
        Fuzz.require(spans.count == blocks.count, "\(spans.count) code block spans, \(blocks.count) blocks")
        for (span, block) in zip(spans, blocks) {
            for range in [span.info, span.code] + (span.heading.map { [$0] } ?? []) {
                Fuzz.require(range.lowerBound >= 0 && range.upperBound <= bytes.count, "span range \(range) outside the text of \(bytes.count)")
            }
            Fuzz.require(span.lineIndex == block.lineIndex, "span on line \(span.lineIndex), block on \(block.lineIndex)")
            Fuzz.require(span.isSwiftExample(in: bytes) == block.isSwiftExample, "span and block disagree on being a Swift example")
            Fuzz.require(span.isBlank(in: bytes) == block.isBlank, "span and block disagree on being blank")
        }
        Fuzz.requireCodePiecesAgree(bytes, "the whole text")
    }
    for (index, block) in blocks.enumerated() {
        var code = block.code
        code.withUTF8 { bytes in
            Fuzz.requireCodePiecesAgree(bytes, "code block \(index)")
            let expected = Fuzz.expectedExampleProblem(bytes)
            let found = ExampleSyntax.problem(in: bytes)
            Fuzz.require(found == expected, "ExampleSyntax says \(String(describing: found)) of code block \(index), the lexer \(String(describing: expected))")
        }
        Fuzz.require(ExampleSyntax.problem(in: block.code) == ExampleSyntax.problem(in: code), "ExampleSyntax differs between String and bytes")
        if let problem = ExampleSyntax.problem(in: block.code) {
            // Its message in both tables.
            let message = FindingMessage.malformedExample(of: "f()", problem: problem)
            _ = (message.text(in: .en), message.text(in: .ko), message.key)
        }
        let highlighted = SwiftHighlighter.code(block.code)
        Fuzz.requireFragment(highlighted, allowed: ["span"], href: { _ in false }, "the highlighted code block \(index)")
    }
    Fuzz.requireFragment(SwiftHighlighter.code(text), allowed: ["span"], href: { _ in false }, "the highlighted text")
}

/// A page's href for a symbol link, stable for the link's text: a page, a declaration
/// without one, or nothing.
private func target(_ link: String) -> SymbolLinkTarget {
    switch Fuzz.variant(of: Array(link.utf8), among: 3) {
    case 0: return .page("../Module/Type.html#member")
    case 1: return .declarationWithoutPage
    default: return .broken
    }
}

private func checkRendering(_ text: String, variant: Int) {
    let external = variant % 2 == 1
    let context = LinkContext(resolveSymbol: target, allowsExternalLinks: external, headingLevel: 1 + variant % 6,
                              language: variant % 4 < 2 ? .en : .ko)
    let rendered = DocRenderer.render(text, context: context)
    func allowed(_ href: String) -> Bool {
        if href == "../Module/Type.html#member" { return true }
        guard external else { return false }
        let lower = href.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:")
    }
    Fuzz.requireFragment(rendered.abstract, href: allowed, "the abstract")
    for parameter in rendered.parameters {
        Fuzz.requireFragment(parameter.html, href: allowed, "parameter \(parameter.name)")
    }
    Fuzz.requireFragment(rendered.returns, href: allowed, "the returns")
    Fuzz.requireFragment(rendered.throwsText, href: allowed, "the throws")
    Fuzz.requireFragment(rendered.discussion, href: allowed, "the discussion")
    let lineCount = text.utf8.reduce(1) { $1 == 0x0A || $1 == 0x0D ? $0 + 1 : $0 }
    for link in rendered.unresolvedLinks {
        Fuzz.require(link.lineIndex >= 0 && link.lineIndex < lineCount && link.column >= 0, "unresolved link \(link) outside the text")
        Fuzz.require(target(link.text) == .broken, "link \(link.text) reported unresolved, but it resolves")
    }
}

/// The text as `///` lines above a function: the scanner must attach a doc comment to it, and
/// its markup must agree with the model's reading of that comment's text.
private func checkAttached(_ text: String) {
    // A carriage return would end a `///` line in the source, leaving the rest code.
    guard !text.utf8.contains(0x0D) else { return }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let source = lines.map { "/// " + $0 }.joined(separator: "\n") + "\npublic func f(a: Int) throws -> Int { 0 }\n"
    let bytes = Array(source.utf8)
    let scanned = Scanner.scan(bytes)
    guard let function = scanned.declarations.first(where: { $0.kind == .func }), let doc = function.doc else {
        // A line that ends the comment early (`*/` is no matter for `///`, but a NUL or an
        // invalid byte is not text) may leave no function: nothing to compare then.
        return
    }
    let markup = doc.markup
    Fuzz.require(doc.hasUsageExample == markup.hasUsageExample, "DocComment and DocMarkup disagree on the usage example")
    Fuzz.require(doc.codeBlocks == markup.codeBlocks, "DocComment's code blocks differ from DocMarkup's")
    _ = doc.summaryLine
    _ = doc.isBlank
}
