import DocAuditRules
import DocAuditCheck

/// A fix planned for one finding: the rule it answers, where that finding stands, and the edits.
public struct PlannedFix: Sendable, Equatable {
    /// The id of the rule whose finding this fixes.
    public var rule: String
    /// The 1-based line of the finding.
    public var line: Int
    /// The 1-based column of the finding.
    public var column: Int
    /// What the fix does, in the report's language: "demoted the doc comment to a plain comment".
    public var summary: String
    /// The byte edits.
    public var edits: [SourceEdit]

    /// Creates a planned fix.
    ///
    /// ```swift
    /// let fix = PlannedFix(rule: "enum-case-doc", line: 4, column: 5,
    ///                      summary: "demoted the doc comment", edits: DocCommentEdits.demote(doc, in: source))
    /// ```
    public init(rule: String, line: Int, column: Int, summary: String, edits: [SourceEdit]) {
        self.rule = rule
        self.line = line
        self.column = column
        self.summary = summary
        self.edits = edits
    }
}

/// Applies planned fixes to a source, refusing any result that is not the same code.
public enum SourceFixer {
    /// The source with every fix applied, after checking that its tokens (comments aside) are
    /// those of `source`; throws, changing nothing, otherwise.
    ///
    /// ```swift
    /// let fixed = try SourceFixer.apply(fixes, to: snapshot.bytes)
    /// ```
    public static func apply(_ fixes: [PlannedFix], to source: [UInt8]) throws(FixError) -> [UInt8] {
        let fixed = try SourceEdit.apply(fixes.flatMap(\.edits), to: source)
        try TokenIdentity.verify(original: source, edited: fixed)
        return fixed
    }
}

extension SourceEdit {
    /// Applies `edits` to `source`. Identical edits count once (two rules may ask for the same
    /// change); edits that overlap otherwise are refused.
    ///
    /// ```swift
    /// let fixed = try SourceEdit.apply([SourceEdit(range: 0..<3, replacement: Array("//".utf8))], to: bytes)
    /// ```
    public static func apply(_ edits: [SourceEdit], to source: [UInt8]) throws(FixError) -> [UInt8] {
        let sorted = Set(edits).sorted {
            ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
        }
        var result: [UInt8] = []
        result.reserveCapacity(source.count + sorted.reduce(0) { $0 + $1.replacement.count })
        var copied = 0
        for edit in sorted {
            // An insertion at the offset where a replacement ends is fine; anything that starts
            // before the previous edit's end overlaps it.
            guard edit.range.lowerBound >= copied, edit.range.upperBound <= source.count else {
                throw FixError.overlappingEdits(offset: edit.range.lowerBound)
            }
            result += source[copied..<edit.range.lowerBound]
            result += edit.replacement
            copied = edit.range.upperBound
        }
        result += source[copied...]
        return result
    }
}
