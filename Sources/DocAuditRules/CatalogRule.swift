import DocAuditCore

/// A rule on the Markdown documents of DocC catalogs (`.docc` folders: the landing page,
/// articles, extension files) instead of Swift files. Its examples are documents, checked at
/// their paths in a catalog of a module that declares `Kit` and `Kit/load()`.
///
/// The catalog reader lays each document out once, as the site would, and hands the rule what
/// it met there (``CatalogDocumentContext``); the rule reports findings in the document.
public protocol CatalogRule: Rule {
    /// Checks one catalog document, reporting findings to `document`.
    ///
    /// ```swift
    /// rule.check(document) // reports with document.report(at: problem, .catalog(problem.problem))
    /// ```
    func check(_ document: CatalogDocumentContext)
}

extension CatalogRule {
    /// A catalog rule reads no Swift file, of any layer.
    public static var layers: Set<Layer> { [] }

    /// A catalog rule reads catalog documents.
    public static var readsCatalogs: Bool { true }

    /// Never called: the engine gives a rule the files of its ``Rule/layers`` only, none here.
    ///
    /// ```swift
    /// rule.check(file) // reports nothing: no layer's Swift files reach a catalog rule
    /// ```
    public func check(_ file: RuleContext) {}

    /// The rule itself.
    public var catalogPhase: (any CatalogRule)? { self }
}

/// A problem the catalog reader met in a document, where it stands.
public struct CatalogProblemSite: Sendable, Hashable {
    /// The 1-based line and UTF-8 column.
    public let line: Int
    public let column: Int
    public let problem: CatalogProblem

    /// Creates a problem at `line` and `column`.
    ///
    /// ```swift
    /// let site = CatalogProblemSite(line: 3, column: 1, problem: .noTitle)
    /// ```
    public init(line: Int, column: Int, problem: CatalogProblem) {
        self.line = line
        self.column = column
        self.problem = problem
    }
}

/// One catalog document as a ``CatalogRule`` sees it: its path, its module, what reading it
/// met, and where the rule's findings go.
public final class CatalogDocumentContext {
    /// The document's path, as reached from the command-line argument.
    public let path: String
    /// The module the catalog documents (a guide's name for a catalog outside every module).
    public let module: String
    /// What the catalog reader met in the document, in the order of the text.
    public let problems: [CatalogProblemSite]
    /// The findings reported, in the order reported, for the engine to keep.
    package private(set) var reported: [(line: Int, column: Int, message: FindingMessage)] = []

    /// Creates the context of the document at `path`.
    ///
    /// ```swift
    /// let document = CatalogDocumentContext(path: "Kit.docc/Guide.md", module: "Kit", problems: [])
    /// ```
    public init(path: String, module: String, problems: [CatalogProblemSite]) {
        self.path = path
        self.module = module
        self.problems = problems
    }

    /// Reports a finding at `site`'s line and column; the engine writes its text.
    ///
    /// ```swift
    /// document.report(at: site, .catalog(site.problem))
    /// ```
    public func report(at site: CatalogProblemSite, _ message: FindingMessage) {
        reported.append((site.line, site.column, message))
    }
}
