import DocAuditCore

/// A rule with a tree phase, for what one file cannot tell: whether a symbol link names a
/// declaration of the whole checked tree.
///
/// In the per-file pass (``Rule/check(_:)``) the rule keeps the symbol links it wants to look
/// up later, with ``RuleContext/keepLinksForTheTree(ofDeclarationAt:for:)``. Once every file is
/// scanned, the engine calls ``finish(_:with:)`` for each file that kept any, with those links
/// and the tree's symbols, and the rule reports its findings there.
public protocol TreeRule: Rule {
    /// Reports the findings of `file`'s kept links, looked up in `tree`; the engine calls it
    /// for each file where the rule kept any.
    ///
    /// ```swift
    /// rule.finish(file, with: tree) // reports with file.report(at: link, .unresolvedLink(link.text))
    /// ```
    func finish(_ file: TreeFile, with tree: any TreeSymbols)
}

extension TreeRule {
    /// A tree rule has a tree phase.
    public static var hasTreePhase: Bool { true }

    /// The rule itself.
    public var treePhase: (any TreeRule)? { self }
}

/// The whole tree's symbols, as a rule's tree phase sees them: read-only, and asked only
/// about the links the rule kept (the engine indexed what those may name, and no more).
public protocol TreeSymbols {
    /// What `link` names among the declarations and modules of the tree, resolved as DocC
    /// does from the scope of the doc comment it stands in.
    ///
    /// ```swift
    /// let broken = file.links.filter { tree.resolution(of: $0) == .broken }
    /// ```
    func resolution(of link: TreeLink) -> LinkResolution
}

/// What a symbol link names in the tree.
public enum LinkResolution: Sendable {
    /// One declaration or module, as its path and suffix ask.
    case resolved
    /// Nothing: no declaration has the path, or none of those that do has the kind or the
    /// types its suffix names.
    case broken
    /// Several declarations, which a hash suffix (`-1a2b3`) tells apart: docaudit cannot
    /// compute DocC's hash of the compiler's USR, so cannot tell which one it names.
    case ambiguousHash
}

/// A symbol link a rule kept for its tree phase, or a requirement path standing at its
/// declaration: its text and where it stands.
public struct TreeLink: Sendable {
    /// The text between the double backticks: `Cache/evict()`.
    public let text: String
    /// The 1-based line and byte column of the link in its file.
    public let line: Int
    public let column: Int
    /// The column in Unicode code points, as findings report it.
    package let characterColumn: Int
    /// The dotted path of the symbol whose doc comment holds the link, as its findings name it.
    package let symbol: String
    /// That symbol's signature (`SymbolSignature`), which its findings carry.
    package let symbolSignature: String
    /// Where the engine keeps what resolving the link asks, for its ``TreeSymbols``.
    package let query: Int
    package let queryKeys: Int
    /// Where a finding at a requirement path (``RuleContext/keepRequirementsForTheTree(ofDeclarationAt:paths:for:)``)
    /// ends, after its declaration's name; nil for a link, whose finding covers its text.
    package let end: (line: Int, column: Int)?

    package init(text: String, line: Int, column: Int, characterColumn: Int, symbol: String, symbolSignature: String, query: Int, queryKeys: Int, end: (line: Int, column: Int)?) {
        self.text = text
        self.line = line
        self.column = column
        self.characterColumn = characterColumn
        self.symbol = symbol
        self.symbolSignature = symbolSignature
        self.query = query
        self.queryKeys = queryKeys
        self.end = end
    }
}

/// One file in a rule's tree phase: the links the rule kept in it, and its findings.
public final class TreeFile {
    /// The links the rule kept, in source order, less those its directives silence.
    public let links: [TreeLink]
    /// What the rule's findings carry: its id, position among the rules, and severity here.
    private let rule: RuleFinding
    /// The findings reported, in the order reported, for the engine to keep.
    package private(set) var reported: [TreeFinding] = []

    package init(links: [TreeLink], rule: RuleFinding) {
        self.links = links
        self.rule = rule
    }

    /// Reports a finding at `link`, about the symbol whose doc comment holds it; the engine
    /// writes its text in the file's language.
    ///
    /// ```swift
    /// file.report(at: link, .unresolvedLink(link.text))
    /// ```
    public func report(at link: TreeLink, _ message: FindingMessage) {
        reported.append(TreeFinding(link: link, rule: rule.index, severity: rule.severity, message: message))
    }
}

/// A finding a rule reported in its tree phase, for the engine to keep.
package struct TreeFinding {
    package let link: TreeLink
    /// The rule's position in ``RuleRegistry/ids``.
    package let rule: Int
    package let severity: Severity
    package let message: FindingMessage
}
