import CCmark
import DocAuditRules

/// What is wrong with the links and images of a catalog document as a page links them: a
/// `doc:` link to no article or symbol, a link to a Markdown file that is no article, an image
/// the catalog lacks. The renderer records them as it writes a page; `check` finds them without
/// writing one (``problems(under:context:)``): one reading.
enum LinkProblems {
    /// The problem of `node`, a link or an image, as `context` resolves it; nil when it has none.
    static func problem(of node: CmarkNode, context: LinkContext) -> DocumentProblem? {
        let url = node.url
        let found: CatalogProblem?
        switch node.type {
        case CMARK_NODE_LINK where url.hasPrefix("doc:"):
            let target = String(url.dropFirst(4).drop { $0 == "/" })
            let named = context.resolveArticle(target) != nil || context.namesTutorial(target) || context.resolveSymbol(symbol(ofDocLink: target)) != .broken
            found = named ? nil : .unresolvedDocLink(target)
        case CMARK_NODE_LINK:
            found = markdownFileName(url).flatMap { context.resolveArticle($0) == nil ? .linkToNoArticle(url) : nil }
        case CMARK_NODE_IMAGE:
            // An `@Image`'s node, made by the site, has no line: its directive reports it.
            found = !url.contains(":") && node.lineIndex >= 0 && context.resolveImage(url) == nil ? .missingImage(url) : nil
        default:
            found = nil
        }
        return found.map { DocumentProblem(lineIndex: node.lineIndex, columnIndex: node.columnIndex, problem: $0) }
    }

    /// The symbol link a `doc:` link's target (its `doc:` and leading `/` dropped) names:
    /// `Store#Caching` names a section of the page of `Store`, the symbol resolved; and
    /// `documentation/Kit/Store` is the address of the page of `Kit/Store`.
    static func symbol(ofDocLink target: String) -> String {
        var symbol = target.prefix { $0 != "#" }
        if symbol.hasPrefix("documentation/") { symbol = symbol.dropFirst("documentation/".count) }
        return String(symbol)
    }

    /// The problems of every link and image under `root`, in the order of the text.
    static func problems(under root: CmarkNode, context: LinkContext) -> [DocumentProblem] {
        var problems: [DocumentProblem] = []
        guard let iterator = cmark_iter_new(root.pointer) else { return problems }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            let node = CmarkNode(pointer: cmark_iter_get_node(iterator))
            guard event == CMARK_EVENT_ENTER, node.type == CMARK_NODE_LINK || node.type == CMARK_NODE_IMAGE else { continue }
            if let problem = problem(of: node, context: context) { problems.append(problem) }
        }
        return problems
    }

    /// The article name of a relative link to a Markdown file (`Guides/Set%20up.md#step` is
    /// `Set-up`, as DocC names the article of `Set up.md`); nil for any other link.
    static func markdownFileName(_ url: String) -> String? {
        let path = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? url
        guard !path.contains(":"), path.lowercased().hasSuffix(".md") else { return nil }
        return CatalogDocument.articleName(path.removingPercentEncoding ?? path)
    }
}
