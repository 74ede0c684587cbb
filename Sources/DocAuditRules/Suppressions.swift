import DocAuditCore

/// The `// docaudit:` comments of one file and the diagnostics they silence.
///
/// - `// docaudit:disable-next-line RULE[, RULE]` silences the next line; when that line starts
///   a declaration (its doc comment or its first attribute), the declaration's keyword line too.
/// - `// docaudit:disable RULE` … `// docaudit:enable RULE` silences the lines in between.
/// - `// docaudit:disable-file RULE` silences the whole file.
///
/// `all` stands for every rule; text after `--` is a free comment.
public struct Suppressions: Sendable {
    /// A directive that names an unknown command or rule.
    public struct Problem: Sendable, Equatable {
        /// What is wrong with a directive.
        public enum Kind: Sendable, Equatable {
            /// A command other than the four.
            case unknownCommand(String)
            /// A rule id no rule has.
            case unknownRule(String)
            /// A command that names no rule, so it does nothing.
            case noRules(String)
            /// An `enable` of a rule that no `disable` before it silenced.
            case enableWithoutDisable(String)
        }

        /// Where the comment starts.
        public var position: SourcePosition
        /// What is wrong.
        public var kind: Kind
    }

    private static let all = "all"
    private var fileRules = Set<String>()
    private var lineRules: [Int: Set<String>] = [:]
    private var regions: [String: [ClosedRange<Int>]] = [:]
    /// Directives with unknown commands or rule ids, in source order.
    public private(set) var problems: [Problem] = []

    /// Whether the file has no directive at all.
    public var isEmpty: Bool { fileRules.isEmpty && lineRules.isEmpty && regions.isEmpty && problems.isEmpty }

    /// Reads the directives of a scanned file; `knownRules` are the valid rule ids.
    ///
    /// ```swift
    /// let suppressions = Suppressions(source: bytes, scanned: scanned, knownRules: Set(RuleRegistry.ids))
    /// ```
    public init(source: [UInt8], scanned: ScannedFile, knownRules: Set<String>) {
        guard !scanned.directiveComments.isEmpty else { return }
        var openRegions: [String: Int] = [:]
        for comment in scanned.directiveComments {
            guard let directive = Directive(comment: String(decoding: source[comment], as: UTF8.self)) else { continue }
            apply(directive, at: scanned.lines.position(of: comment.lowerBound), scanned: scanned, knownRules: knownRules, openRegions: &openRegions)
        }
        for (rule, start) in openRegions { regions[rule, default: []].append(start...Int.max) }
    }

    private mutating func apply(_ directive: Directive, at position: SourcePosition, scanned: ScannedFile, knownRules: Set<String>, openRegions: inout [String: Int]) {
        guard let command = Directive.Command(rawValue: directive.command) else {
            problems.append(Problem(position: position, kind: .unknownCommand(directive.command)))
            return
        }
        var rules: [String] = []
        for rule in directive.rules {
            if rule == Self.all || knownRules.contains(rule) {
                rules.append(rule)
            } else {
                problems.append(Problem(position: position, kind: .unknownRule(rule)))
            }
        }
        if directive.rules.isEmpty {
            problems.append(Problem(position: position, kind: .noRules(directive.command)))
        }
        switch command {
        case .disableFile:
            fileRules.formUnion(rules)
        case .disableNextLine:
            let next = position.line + 1
            if keywordLinesByStartLine == nil { keywordLinesByStartLine = Self.keywordLines(scanned) }
            for line in [next] + (keywordLinesByStartLine?[next] ?? []) { lineRules[line, default: []].formUnion(rules) }
        case .disable:
            for rule in rules where openRegions[rule] == nil { openRegions[rule] = position.line }
        case .enable:
            for rule in rules {
                guard let start = openRegions.removeValue(forKey: rule) else {
                    problems.append(Problem(position: position, kind: .enableWithoutDisable(rule)))
                    continue
                }
                regions[rule, default: []].append(start...position.line)
            }
        }
    }

    /// For each line where a declaration or its doc comment starts, the keyword lines of the
    /// declarations starting there: what a `disable-next-line` above that line covers. Built
    /// once per file, so many directives cost no more than one.
    private var keywordLinesByStartLine: [Int: [Int]]?

    private static func keywordLines(_ scanned: ScannedFile) -> [Int: [Int]] {
        var lines: [Int: [Int]] = [:]
        for declaration in scanned.declarations {
            lines[declaration.start.line, default: []].append(declaration.keyword.line)
            if let doc = declaration.doc, doc.start.line != declaration.start.line {
                lines[doc.start.line, default: []].append(declaration.keyword.line)
            }
        }
        return lines
    }

    /// Whether `rule` is silenced on `line`.
    ///
    /// ```swift
    /// suppressions.suppresses("missing-type-doc", line: 12)
    /// ```
    public func suppresses(_ rule: String, line: Int) -> Bool {
        for key in [rule, Self.all] {
            if fileRules.contains(key) { return true }
            if lineRules[line]?.contains(key) == true { return true }
            if regions[key]?.contains(where: { $0.contains(line) }) == true { return true }
        }
        return false
    }
}

/// One `// docaudit:COMMAND RULE, RULE -- comment` line comment.
struct Directive {
    enum Command: String {
        case disableNextLine = "disable-next-line"
        case disable
        case enable
        case disableFile = "disable-file"
    }

    static let prefix = ScannedFile.directivePrefix.description

    var command: String
    var rules: [String]

    /// Reads `comment` (with its `//`), or nil when it is no directive.
    init?(comment: String) {
        var body = Substring(comment.dropFirst(2)).drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(Self.prefix) else { return nil }
        body = body.dropFirst(Self.prefix.count)
        if let range = body.range(of: "--") { body = body[..<range.lowerBound] }
        let words = body.split { $0 == " " || $0 == "\t" || $0 == "," }.map(String.init)
        guard let command = words.first else { return nil }
        self.command = command
        rules = Array(words.dropFirst())
    }

    /// Whether every comment line in `text` is a directive: such comments between a doc comment
    /// and its declaration do not detach it.
    static func onlyDirectives(_ text: Substring) -> Bool {
        text.split(whereSeparator: \.isNewline).allSatisfy { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return trimmed.isEmpty || Directive(comment: String(trimmed)) != nil && trimmed.hasPrefix("//")
        }
    }
}
