import DocAuditCore

/// What a symbol link names, as an editor shows it: where the declaration stands, how it is
/// declared, and its summary (``Workspace/linkTarget(atOffset:in:)``).
public struct LinkTarget: Sendable {
    /// The declaring file, as the workspace was given its path.
    public var file: String
    /// The declaration's keyword: 1-based line and UTF-8 column.
    public var line: Int
    public var column: Int
    /// The dotted path (`Store.save(_:)`) and the module.
    public var symbol: String
    public var module: String
    /// The declaration as written, up to its body.
    public var declaration: String
    /// The first paragraph of its doc comment, if it has one.
    public var summary: String?
    /// Where the link itself stands in the linking file: its first byte and the byte after it.
    public var link: (start: SourcePosition?, end: SourcePosition?)
}
