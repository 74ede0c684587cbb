/// One replacement of a byte range of a file's source: what a rule's fix is made of
/// (``FindingFix``), applied by `docaudit fix`.
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
}
