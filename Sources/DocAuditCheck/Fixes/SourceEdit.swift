/// One replacement of a byte range of a file's source.
public struct SourceEdit: Sendable, Hashable {
    /// The bytes replaced; empty for an insertion.
    public var range: Range<Int>
    /// What stands there afterwards; empty for a deletion.
    public var replacement: [UInt8]

    /// Creates an edit.
    ///
    /// ```swift
    /// let edit = SourceEdit(range: 10..<13, replacement: Array("//".utf8))
    /// ```
    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

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
