import DocAuditRules
/// One finding of the check, as every report prints it.
public struct Diagnostic: Sendable, Hashable {
    /// The file as reached from the command-line argument.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int
    /// The rule's id, which never changes with the language.
    public var rule: String
    /// `error` or `warning`.
    public var severity: Severity
    /// The message, in the report's language.
    public var message: String
    /// The message's identity, the same in every language (``FindingMessage/key``):
    /// `missing-type-doc.undocumented`.
    public var messageKey: String
    /// What the message names, in the order of its case's values (``FindingMessage/arguments``).
    public var messageArguments: [String]
    /// The declaration's `parent.name` path; the enclosing scope's path for a doc comment that
    /// documents nothing (empty at file scope).
    public var symbol: String
    /// What tells the symbol apart from others of its path (``SymbolSignature``): its kind
    /// and, for a function, its parameter and return types, `-swift.method(Int)->String`;
    /// empty when the finding names no declaration, and unless the check was asked for it
    /// (``CheckRequest/carriesSignatures``). Fingerprints read it.
    public var symbolSignature: String
    /// The 1-based column in Unicode code points (``column`` counts UTF-8 bytes, as the
    /// compiler does); SARIF reports columns this way.
    public var characterColumn: Int
    /// Where the finding's range ends, after its last byte: the 1-based line and UTF-8 column.
    /// A range covers the declaration's name, the doc comment, or the link a finding is about.
    public var endLine: Int
    public var endColumn: Int

    /// Creates a diagnostic.
    ///
    /// ```swift
    /// let diagnostic = Diagnostic(file: "A.swift", line: 3, column: 8, rule: "missing-type-doc",
    ///                             severity: .error, message: "…", symbol: "Foo",
    ///                             messageKey: "missing-type-doc.undocumented", messageArguments: ["public", "struct", "Foo"])
    /// ```
    public init(file: String, line: Int, column: Int, rule: String, severity: Severity, message: String, symbol: String, messageKey: String = "", messageArguments: [String] = [],
                characterColumn: Int? = nil, endLine: Int? = nil, endColumn: Int? = nil, symbolSignature: String = "") {
        self.file = file
        self.line = line
        self.column = column
        self.rule = rule
        self.severity = severity
        self.message = message
        self.messageKey = messageKey
        self.messageArguments = messageArguments
        self.symbol = symbol
        self.symbolSignature = symbolSignature
        self.characterColumn = characterColumn ?? column
        self.endLine = endLine ?? line
        self.endColumn = endColumn ?? column
    }

    /// The report order: file, line, column, rule, then the rest so that the order is total.
    ///
    /// ```swift
    /// let sorted = diagnostics.sorted(by: Diagnostic.reportOrder)
    /// ```
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.file != b.file { return FilePaths.precedes(a.file, b.file) }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.symbol != b.symbol { return a.symbol < b.symbol }
        return a.message < b.message
    }
}
