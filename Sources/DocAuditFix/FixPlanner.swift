import DocAuditCheck
import DocAuditCore

/// Turns the findings of `docaudit check` on one file into fixes: only findings of the fixable
/// rules, each fix tied to the finding it answers.
///
/// - `enum-case-doc`, `property-doc`, `unneeded-doc`: the doc comment becomes a plain comment.
/// - `detached-doc`, when only blank lines stand between a doc comment and its declaration:
///   the blank lines go. Doc comments that document nothing are left for a person to judge.
/// - With scaffolding, `missing-type-doc` and `missing-function-doc`: a ``DocTemplate`` goes
///   above the declaration.
public struct FixPlanner: Sendable {
    /// The rules whose doc comments are demoted to plain comments.
    public static let demotingRules: Set<String> = ["enum-case-doc", "property-doc", "unneeded-doc"]
    /// The rule whose blank lines are closed.
    public static let detachedRule = "detached-doc"
    /// The rule a scaffolded function's usage section answers.
    public static let exampleRule = "missing-usage-example"
    /// The rules that scaffolding answers with a doc template.
    public static let scaffoldingRules: Set<String> = ["missing-type-doc", "missing-function-doc"]

    /// The language of summaries and templates.
    public let language: Language
    /// Whether undocumented declarations get a doc template.
    public let scaffold: Bool

    /// Creates a planner.
    ///
    /// ```swift
    /// let planner = FixPlanner(language: .en, scaffold: false)
    /// ```
    public init(language: Language, scaffold: Bool) {
        self.language = language
        self.scaffold = scaffold
    }

    /// The rules whose findings this planner may fix.
    public var fixableRules: Set<String> {
        var rules = Self.demotingRules
        rules.insert(Self.detachedRule)
        if scaffold { rules.formUnion(Self.scaffoldingRules) }
        return rules
    }

    /// The fixes for `diagnostics`, the findings of check on `source` (scanned as `scanned`);
    /// `examples` tells which scaffolded functions get a usage example section.
    ///
    /// ```swift
    /// let fixes = planner.plan(result.diagnostics, scanned: scanned, source: bytes, examples: policy)
    /// ```
    public func plan(_ diagnostics: [Diagnostic], scanned: ScannedFile, source: [UInt8], examples: UsageExamplePolicy?) -> [PlannedFix] {
        let index = DeclarationIndex(scanned.declarations)
        let relevant = diagnostics.filter { fixableRules.contains($0.rule) }
        var demotedDocs = Set<Int>()
        var fixes: [PlannedFix] = []
        for diagnostic in relevant where Self.demotingRules.contains(diagnostic.rule) {
            guard let declaration = index.withDoc(at: diagnostic), let doc = declaration.doc,
                  demotedDocs.insert(doc.start.offset).inserted else { continue }
            fixes.append(fix(diagnostic, summary: Summaries.demoted, edits: DocCommentEdits.demote(doc, in: source)))
        }
        for diagnostic in relevant where diagnostic.rule == Self.detachedRule {
            guard let declaration = index.withDoc(at: diagnostic), let doc = declaration.doc,
                  doc.separation == .blankLine, !demotedDocs.contains(doc.start.offset),
                  let edit = DocCommentEdits.closeBlankLines(after: doc, before: declaration.start.offset, in: source) else { continue }
            fixes.append(fix(diagnostic, summary: Summaries.closed, edits: [edit]))
        }
        let template = DocTemplate(language: examples?.language ?? language)
        lazy var suppressions = Suppressions(source: source, scanned: scanned, knownRules: RuleRegistry.idSet)
        for diagnostic in relevant where Self.scaffoldingRules.contains(diagnostic.rule) {
            // A blank doc comment counts as none; one with text is left alone.
            guard let declaration = index.withKeyword(at: diagnostic), declaration.doc?.isBlank ?? true,
                  declaration.doc?.separation ?? .adjacent == .adjacent else { continue }
            // No usage section where a directive silences the rule that would ask for it.
            let wantsExample = examples?.requiresExample(declaration) == true
                && !suppressions.suppresses(Self.exampleRule, line: declaration.keyword.line)
            let heading = wantsExample ? examples?.heading ?? template.usageHeading : nil
            guard let edit = DocTemplate.insertion(of: template.lines(usageHeading: heading), above: declaration, in: source) else { continue }
            fixes.append(fix(diagnostic, summary: Summaries.scaffolded, edits: [edit]))
        }
        return fixes.sorted { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
    }

    private func fix(_ diagnostic: Diagnostic, summary: LocalizedText, edits: [SourceEdit]) -> PlannedFix {
        PlannedFix(rule: diagnostic.rule, line: diagnostic.line, column: diagnostic.column, summary: summary.in(language), edits: edits)
    }

    private enum Summaries {
        static let demoted = LocalizedText(en: "doc comment turned into a plain comment", ko: "문서화 주석을 일반 주석으로 바꿨습니다")
        static let closed = LocalizedText(en: "blank lines between the doc comment and its declaration removed", ko: "문서화 주석과 선언 사이의 빈 줄을 지웠습니다")
        static let scaffolded = LocalizedText(en: "doc template inserted; write its text", ko: "문서 템플릿을 넣었습니다. 내용을 쓰세요")
    }
}

/// Finds the declaration a diagnostic stands at: by its doc comment's first line, or by its
/// keyword, as check places them.
private struct DeclarationIndex {
    private var byDocStart: [Position: Declaration] = [:]
    private var byKeyword: [Position: Declaration] = [:]

    private struct Position: Hashable {
        var line: Int
        var column: Int
    }

    init(_ declarations: [Declaration]) {
        // `case a, b` and `var a, b` share one doc comment: the first declaration stands for it.
        for declaration in declarations {
            if let doc = declaration.doc {
                let start = Position(line: doc.start.line, column: doc.start.column)
                if byDocStart[start] == nil { byDocStart[start] = declaration }
            }
            byKeyword[Position(line: declaration.keyword.line, column: declaration.keyword.column)] = declaration
        }
    }

    func withDoc(at diagnostic: Diagnostic) -> Declaration? {
        byDocStart[Position(line: diagnostic.line, column: diagnostic.column)]
    }

    func withKeyword(at diagnostic: Diagnostic) -> Declaration? {
        byKeyword[Position(line: diagnostic.line, column: diagnostic.column)]
    }
}
