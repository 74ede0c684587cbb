import DocAuditCore
import CCmark
import DocAuditRules
import DocAuditCheck

/// What a DocC symbol link resolves to.
public enum SymbolLinkTarget: Sendable, Equatable {
    /// A page of the site: the `href` from the current page.
    case page(String)
    /// A declaration without a page of its own (not visible): shown as code, not reported.
    case declarationWithoutPage
    /// Nothing: shown as code and reported.
    case broken
}

/// What a page lets doc comments link to, and where their headings start.
public struct LinkContext {
    /// Resolves a DocC symbol link (` ``Type/member`` `, or a `doc:` link) as written.
    public var resolveSymbol: (String) -> SymbolLinkTarget
    /// Whether `http:`, `https:` and `mailto:` links stay live. Off by default: a doc comment
    /// then cannot put a foreign link on a page; the address is shown as text instead.
    public var allowsExternalLinks: Bool
    /// The HTML heading level of a doc comment's `#` heading.
    public var headingLevel: Int
    /// The language of asides' labels (`Note`, `참고`).
    public var language: Language
    /// Resolves a `doc:` link to an article of a catalog: its `href` and title.
    var resolveArticle: (String) -> (href: String, title: String)? = { _ in nil }
    /// Whether a `doc:` link names a tutorial of a catalog: no page, yet no link to nothing.
    var namesTutorial: (String) -> Bool = { _ in false }
    /// Finds an image of the module's catalog by name; images without one are never loaded.
    var resolveImage: (String) -> ImageSource? = { _ in nil }
    /// The summary (inline HTML) of what a Topics item links to: a symbol link's text or a
    /// `doc:` address; empty when unknown.
    var summarize: (String) -> String = { _ in "" }

    /// Creates a context.
    ///
    /// ```swift
    /// let context = LinkContext(resolveSymbol: { _ in .broken }, allowsExternalLinks: false, headingLevel: 3)
    /// ```
    public init(resolveSymbol: @escaping (String) -> SymbolLinkTarget, allowsExternalLinks: Bool, headingLevel: Int, language: Language = .en) {
        self.resolveSymbol = resolveSymbol
        self.allowsExternalLinks = allowsExternalLinks
        self.headingLevel = headingLevel
        self.language = language
    }
}

/// A doc comment rendered to HTML fragments, laid out as DocC lays it out.
public struct RenderedDoc: Sendable {
    /// The first paragraph's content (no `<p>`); empty when the comment has none.
    public var abstract = ""
    /// Each documented parameter: its name and its description's HTML.
    public var parameters: [(name: String, html: String)] = []
    /// The `- Returns:` items' block HTML (each item's paragraphs); empty when absent.
    public var returns = ""
    /// The `- Throws:` items' block HTML (each item's paragraphs); empty when absent.
    public var throwsText = ""
    /// Everything else, asides in place.
    public var discussion = ""
    /// The groups of its `## Topics` section, headed at level 3 under the page's own Topics
    /// heading (DocC shows them after the discussion, with the groups it makes of the rest);
    /// empty when it has none.
    public var topics = ""
    /// What that section's items link to, as written (``TopicSections/target(of:)``).
    public var curated: [String] = []
    /// The symbol links that did not resolve, in order: those `check` reports, wherever cmark
    /// put them (even where it shows them as plain text).
    public var unresolvedLinks: [UnresolvedLink] = []
    /// The `doc:` links that lead nowhere and the images a catalog lacks, by line: what a
    /// catalog document's warnings name.
    var missing: [DocumentProblem] = []
}

/// An image of a catalog, as copied into the site: its files by scale, light and dark.
struct ImageSource {
    /// The `src` of the light image at 1x, from the page.
    let source: String
    /// A `srcset`, when there is more than one scale.
    let sourceSet: String?
    /// The dark image's `srcset`, when there is one.
    let dark: String?

    /// An `<img>`, in a `<picture>` with the dark variant when there is one.
    func html(alt: String) -> String {
        var img = "<img src=\"" + HTML.escape(source) + "\""
        if let sourceSet { img += " srcset=\"" + HTML.escape(sourceSet) + "\"" }
        img += " alt=\"" + HTML.escape(alt) + "\">"
        guard let dark else { return img }
        return "<picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"" + HTML.escape(dark) + "\">" + img + "</picture>"
    }
}

/// A DocC symbol link that resolves to nothing on the site.
public struct UnresolvedLink: Sendable, Hashable {
    /// The link as written between the double backticks.
    public var text: String
    /// The 0-based line of the doc comment's text where it stands.
    public var lineIndex: Int
    /// The 0-based byte offset in that line of its opening backticks.
    public var column: Int
}

/// Renders doc comments through libcmark, walking its tree to write HTML: text is escaped, raw
/// HTML blocks are dropped and inline HTML is shown as text, links go only where
/// ``LinkContext`` allows, images are never loaded, and Swift code blocks are highlighted.
public enum DocRenderer {
    /// Renders a doc comment's text.
    ///
    /// ```swift
    /// let doc = DocRenderer.render("Loads a user.\n\n- Parameter id: The id.", context: context)
    /// doc.abstract          // "Loads a user."
    /// doc.parameters[0].name // "id"
    /// ```
    public static func render(_ text: String, context: LinkContext) -> RenderedDoc {
        render(MarkdownTree(text), context: context)
    }

    /// Renders a catalog document without its title, its directives laid out; the problems
    /// met laying them out (a missing snippet) are returned beside.
    static func render(_ document: CatalogDocument, context: LinkContext, snippet: (String) -> String?) -> (RenderedDoc, [DocumentProblem]) {
        let tree = MarkdownTree(document.body)
        var directives = document.directives
        directives.apply(to: tree.root, snippet: snippet) { context.resolveImage($0) != nil }
        return (render(tree, context: context), Array(directives.problems.dropFirst(document.directives.problems.count)))
    }

    /// What laying out a catalog document meets, as ``render(_:context:snippet:)`` would
    /// record it, without writing the page: its directives' problems (a missing snippet or
    /// image), its links and images to nothing (``LinkProblems``), its symbol links to nothing.
    static func problems(of document: CatalogDocument, context: LinkContext, snippet: (String) -> String?) -> (problems: [DocumentProblem], unresolvedLinks: [UnresolvedLink]) {
        // Nothing is written: cmark's tree needs neither its symbol links' marks nor tables.
        let (root, _) = MarkdownTree.parse(document.body, links: [])
        defer { root.free() }
        var directives = document.directives
        directives.apply(to: root, snippet: snippet) { context.resolveImage($0) != nil }
        let laidOut = Array(directives.problems.dropFirst(document.directives.problems.count))
        let unresolved = SymbolLink.links(in: document.body).filter { context.resolveSymbol($0.text) == .broken }.map {
            UnresolvedLink(text: $0.text, lineIndex: $0.line, column: $0.column)
        }
        return (laidOut + LinkProblems.problems(under: root, context: context), unresolved)
    }

    private static func render(_ tree: MarkdownTree, context: LinkContext) -> RenderedDoc {
        let structure = DocCStructure(tree)
        TopicSections.build(in: tree.root)
        defer {
            structure.free()
            tree.free()
        }
        // Each link is resolved once, and reported as `check` reports it, wherever cmark put it.
        let targets = tree.links.map { context.resolveSymbol($0.text) }
        var writer = HTMLWriter(tree: tree, context: context, targets: Dictionary(zip(tree.links.map(\.text), targets)) { first, _ in first })
        var doc = RenderedDoc()
        if let abstract = structure.abstract { doc.abstract = writer.children(of: abstract, unwrapping: true) }
        doc.parameters = structure.parameters.map { ($0.name, writer.children(of: $0.content, unwrapping: true)) }
        // As blocks: several items, or one of several paragraphs, cannot share one `<p>`.
        doc.returns = structure.returns.map { writer.children(of: $0, unwrapping: false) }.joined()
        doc.throwsText = structure.throwsItems.map { writer.children(of: $0, unwrapping: false) }.joined()
        if let topics = TopicSections.detach(from: tree.root) {
            var groups = context
            groups.headingLevel = 2
            var topicsWriter = HTMLWriter(tree: tree, context: groups, targets: writer.targets)
            doc.topics = topicsWriter.children(of: topics, unwrapping: false)
            doc.curated = TopicSections.targets(under: topics)
            doc.missing = topicsWriter.missing
            topics.free()
        }
        doc.discussion = writer.children(of: tree.root, unwrapping: false)
        doc.unresolvedLinks = zip(tree.links, targets).filter { $0.1 == .broken }.map { link, _ in
            UnresolvedLink(text: link.text, lineIndex: link.line, column: link.column)
        }
        doc.missing = writer.missing + doc.missing
        return doc
    }
}

/// Writes the HTML of cmark subtrees with an iterator, so deep nesting cannot overflow the stack.
private struct HTMLWriter {
    let tree: MarkdownTree
    let context: LinkContext
    /// What each of the tree's symbol links resolves to, by its text.
    let targets: [String: SymbolLinkTarget]
    /// The closing markup of each open link or image, innermost last.
    private var closers: [String] = []
    /// The `doc:` links and images found missing.
    private(set) var missing: [DocumentProblem] = []

    init(tree: MarkdownTree, context: LinkContext, targets: [String: SymbolLinkTarget]) {
        self.tree = tree
        self.context = context
        self.targets = targets
    }

    /// The HTML of `node`'s children; with `unwrapping`, a lone paragraph's content is given
    /// without `<p>` (for text that the page puts in its own element).
    mutating func children(of node: CmarkNode, unwrapping: Bool) -> String {
        var html = ""
        guard let iterator = cmark_iter_new(node.pointer) else { return html }
        defer { cmark_iter_free(iterator) }
        let single = unwrapping && node.firstChild.map { $0.type == CMARK_NODE_PARAGRAPH && $0.next == nil } ?? false
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            let current = CmarkNode(pointer: cmark_iter_get_node(iterator))
            if current == node { continue }
            if single, current.type == CMARK_NODE_PARAGRAPH, current.parent == node { continue }
            if event == CMARK_EVENT_ENTER, current.type == CMARK_NODE_IMAGE, let image = context.resolveImage(current.url) {
                // Its description is its `alt` text, not content: the iterator skips it.
                html += image.html(alt: Self.plainText(of: current))
                cmark_iter_reset(iterator, current.pointer, CMARK_EVENT_EXIT)
            } else if event == CMARK_EVENT_ENTER {
                enter(current, into: &html)
            } else {
                exit(current, into: &html)
            }
        }
        return html
    }

    private mutating func enter(_ node: CmarkNode, into html: inout String) {
        switch node.type {
        case CMARK_NODE_BLOCK_QUOTE: html += "<blockquote>\n"
        case CMARK_NODE_LIST:
            if node.isOrderedList {
                html += node.listStart == 1 ? "<ol>\n" : "<ol start=\"\(node.listStart)\">\n"
            } else {
                html += "<ul>\n"
            }
        case CMARK_NODE_ITEM: html += "<li>"
        case CMARK_NODE_CODE_BLOCK: html += codeBlock(node)
        case CMARK_NODE_CUSTOM_BLOCK: html += node.customBlock.opening(language: context.language)
        case CMARK_NODE_PARAGRAPH where !unwrapped(node): html += "<p>"
        case CMARK_NODE_HEADING: html += "<h\(heading(node))>"
        case CMARK_NODE_THEMATIC_BREAK: html += "<hr>"
        case CMARK_NODE_TEXT, CMARK_NODE_HTML_INLINE: html += HTML.escape(node.literal)
        case CMARK_NODE_SOFTBREAK: html += "\n"
        case CMARK_NODE_LINEBREAK: html += "<br>"
        case CMARK_NODE_CODE: html += codeSpan(node)
        case CMARK_NODE_EMPH: html += "<em>"
        case CMARK_NODE_STRONG: html += "<strong>"
        case CMARK_NODE_LINK: openLink(node, into: &html)
        case CMARK_NODE_IMAGE: openImage(node, into: &html)
        default: break // Raw HTML blocks are dropped, as in cmark's safe mode.
        }
    }

    private mutating func exit(_ node: CmarkNode, into html: inout String) {
        switch node.type {
        case CMARK_NODE_BLOCK_QUOTE: html += "</blockquote>\n"
        case CMARK_NODE_LIST: html += node.isOrderedList ? "</ol>\n" : "</ul>\n"
        case CMARK_NODE_ITEM: html += "</li>\n"
        case CMARK_NODE_CUSTOM_BLOCK:
            if node.customBlock == .topic, let target = TopicSections.target(of: node) {
                let summary = context.summarize(target)
                if !summary.isEmpty { html += "<p>" + summary + "</p>" }
            }
            html += node.customBlock.closing
        case CMARK_NODE_PARAGRAPH where !unwrapped(node): html += "</p>\n"
        case CMARK_NODE_HEADING: html += "</h\(heading(node))>\n"
        case CMARK_NODE_EMPH: html += "</em>"
        case CMARK_NODE_STRONG: html += "</strong>"
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE: html += closers.popLast() ?? ""
        default: break
        }
    }

    /// Whether a paragraph is written without `<p>`: in a tight list's item, a table's cell
    /// or a Topics item.
    private func unwrapped(_ paragraph: CmarkNode) -> Bool {
        guard let parent = paragraph.parent else { return false }
        if parent.type == CMARK_NODE_CUSTOM_BLOCK {
            switch parent.customBlock {
            case .cell, .topic: return true
            default: return false
            }
        }
        guard parent.type == CMARK_NODE_ITEM, let list = parent.parent else { return false }
        return list.isTightList
    }

    /// Doc comments open sections with `#` or `##` alike, so both start at the page's level.
    private func heading(_ node: CmarkNode) -> Int {
        min(6, context.headingLevel + max(0, node.headingLevel - 2))
    }

    /// A code block, highlighted by its fence's language (indented code has none).
    private func codeBlock(_ node: CmarkNode) -> String {
        let code = node.literal.hasSuffix("\n") ? String(node.literal.dropLast()) : node.literal
        return CodeListing(info: node.fenceInfo).html(code)
    }

    private func codeSpan(_ node: CmarkNode) -> String {
        let text = node.literal
        guard tree.isLink(node), let target = targets[text] else { return "<code>" + HTML.escape(text) + "</code>" }
        switch target {
        case .page(let href):
            let isTopic = node.parent?.parent.map { $0.type == CMARK_NODE_CUSTOM_BLOCK && $0.customBlock == .topic } ?? false
            return "<a class=\"symbol\" href=\"" + HTML.escape(href) + "\"><code>" + HTML.escape(isTopic ? TopicSections.title(of: text) : text) + "</code></a>"
        case .declarationWithoutPage:
            return "<code class=\"symbol\">" + HTML.escape(text) + "</code>"
        case .broken:
            return "<code class=\"symbol unresolved\">" + HTML.escape(text) + "</code>"
        }
    }

    private mutating func openLink(_ node: CmarkNode, into html: inout String) {
        if let problem = LinkProblems.problem(of: node, context: context) { missing.append(problem) }
        let url = node.url
        if url.hasPrefix("doc:") {
            let target = String(url.dropFirst(4).drop { $0 == "/" })
            // `<doc:GettingStarted>` is shown as what it names, as DocC shows it.
            let autolink = node.firstChild.map { $0.type == CMARK_NODE_TEXT && $0.next == nil && $0.literal == url } ?? false
            if let article = context.resolveArticle(target) {
                if autolink { node.firstChild?[.literal] = article.title }
                openAnchor("<a href=\"" + HTML.escape(article.href) + "\">", into: &html)
                return
            }
            if autolink { node.firstChild?[.literal] = String(target.split(separator: "/").last ?? Substring(target)) }
            switch context.resolveSymbol(LinkProblems.symbol(ofDocLink: target)) {
            case .page(let href):
                openAnchor("<a href=\"" + HTML.escape(href) + "\">", into: &html)
            case .declarationWithoutPage:
                html += "<span>"
                closers.append("</span>")
            case .broken:
                html += "<span class=\"unresolved\">"
                closers.append("</span>")
            }
        } else if let article = LinkProblems.markdownFileName(url) {
            // A guide of plain Markdown links its files to each other (`Guides/Setup.md`): each is an article.
            if let resolved = context.resolveArticle(article) {
                openAnchor("<a href=\"" + HTML.escape(resolved.href) + "\">", into: &html)
                return
            }
            html += "<span class=\"link\">"
            closers.append(" <span class=\"url\">(" + HTML.escape(url) + ")</span></span>")
        } else if let external = externalURL(url) {
            openAnchor("<a class=\"external\" rel=\"external noopener noreferrer nofollow\" href=\"" + HTML.escape(external) + "\">", into: &html)
        } else {
            // The text stays; the address is shown, never followed.
            html += "<span class=\"link\">"
            closers.append(url.isEmpty ? "</span>" : " <span class=\"url\">(" + HTML.escape(url) + ")</span></span>")
        }
    }

    /// An image the catalog has not is never loaded: its description stands in its place (a
    /// link to it only when external links are allowed).
    private mutating func openImage(_ node: CmarkNode, into html: inout String) {
        if let problem = LinkProblems.problem(of: node, context: context) { missing.append(problem) }
        if let external = externalURL(node.url) {
            openAnchor("<a class=\"external image\" rel=\"external noopener noreferrer nofollow\" href=\"" + HTML.escape(external) + "\">", into: &html)
        } else {
            html += "<span class=\"image\">"
            closers.append("</span>")
        }
    }

    /// The text under `node`, without markup: an image's description as its `alt`.
    private static func plainText(of node: CmarkNode) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(node.pointer) else { return text }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            let current = CmarkNode(pointer: cmark_iter_get_node(iterator))
            guard event == CMARK_EVENT_ENTER else { continue }
            switch current.type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += current.literal
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            default: break
            }
        }
        return text
    }

    /// Opens an `<a>` with `tag`, or a `<span>` while another `<a>` is open (an image in a
    /// link's text, a link in an image's description): HTML does not nest links.
    private mutating func openAnchor(_ tag: String, into html: inout String) {
        if closers.contains("</a>") {
            html += "<span>"
            closers.append("</span>")
        } else {
            html += tag
            closers.append("</a>")
        }
    }

    /// `url` when external links are allowed and it is `http:`, `https:` or `mailto:`.
    private func externalURL(_ url: String) -> String? {
        guard context.allowsExternalLinks else { return nil }
        let lower = url.lowercased()
        let allowed = lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:")
        return allowed ? url : nil
    }
}

/// The styles of DocC asides (their labels are in ``Vocabulary/aside(_:_:)``).
enum Aside {
    /// The theme class giving an aside its colour.
    static func style(_ tag: String) -> String {
        switch tag {
        case "warning", "bug", "attention": return "warning"
        case "important", "precondition", "postcondition", "requires", "invariant": return "important"
        case "tip", "experiment": return "tip"
        default: return "note"
        }
    }
}
