import DocAuditRules
import DocAuditCheck
import DocAuditCore

/// Chooses, among the fixes the rules attached to one file's findings, those `docaudit fix`
/// applies: the safe ones, and doc templates with scaffolding; one per doc comment or
/// declaration, of the first kind in ``FindingFix/Kind``'s order (a demoted doc comment needs
/// no blank line closed).
public struct FixPlanner: Sendable {
    /// The language of summaries, and of templates when the configuration names none.
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

    /// The fixes a check must attach to its findings for this planner.
    public var fixes: FixCollection { scaffold ? .scaffolding(language: language) : .safe }

    /// The fixes to apply of `findings`, one file's in report order, in source order.
    ///
    /// ```swift
    /// let fixes = planner.plan(result.fixableFindings)
    /// ```
    public func plan(_ findings: [FixableFinding]) -> [PlannedFix] {
        var chosen: [Int: FixableFinding] = [:]
        for finding in findings where scaffold || finding.fix.kind != .scaffold {
            if let known = chosen[finding.fix.subject], known.fix.kind.rawValue <= finding.fix.kind.rawValue { continue }
            chosen[finding.fix.subject] = finding
        }
        return chosen.values
            .map { PlannedFix(rule: $0.diagnostic.rule, line: $0.diagnostic.line, column: $0.diagnostic.column, summary: $0.fix.summary.in(language), edits: $0.fix.edits) }
            .sorted { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
    }
}
