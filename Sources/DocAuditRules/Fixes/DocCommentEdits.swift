import DocAuditCore

/// The byte edits behind each fix: demoting a doc comment to a plain comment, and closing the
/// blank lines between a doc comment and its declaration.
///
/// Both leave every token of code where it was and keep the file's line endings: they remove
/// or insert bytes inside comment delimiters, or remove whole blank lines with their own line
/// breaks.
public enum DocCommentEdits {
    /// The edits that turn each piece of `doc` into a plain comment, keeping all its text:
    /// `///` becomes `//` and `/**` becomes `/*` (its `*/` and `*` column stay).
    ///
    /// The compiler also reads `////` and `/***` (and `/**/`) as doc comments; those get a
    /// space after `//` or `/*` instead, since dropping one delimiter byte would leave a doc
    /// comment.
    ///
    /// ```swift
    /// let edits = DocCommentEdits.demote(declaration.doc!, in: source)
    /// ```
    public static func demote(_ doc: DocComment, in source: [UInt8]) -> [SourceEdit] {
        doc.pieces.map { demote($0, in: source) }
    }

    /// The edit that turns one `///` line or `/** */` block into a plain comment.
    static func demote(_ piece: DocCommentPiece, in source: [UInt8]) -> SourceEdit {
        let third = piece.range.lowerBound + 2  // the `/` of `///` or the `*` of `/**`
        let fourth = third + 1 < piece.range.upperBound ? source[third + 1] : 0
        let keepsDoc = piece.isBlock
            ? fourth == UInt8(ascii: "*") || fourth == UInt8(ascii: "/")
            : fourth == UInt8(ascii: "/")
        if keepsDoc { return SourceEdit(range: third..<third, replacement: [0x20]) }
        return SourceEdit(range: third..<third + 1, replacement: [])
    }

    /// The edit that removes the blank lines between `doc` and the declaration starting at
    /// `declarationStart`, or nil when something other than white space stands between them
    /// (a plain comment: joining across it would still leave the doc detached).
    ///
    /// ```swift
    /// let edit = DocCommentEdits.closeBlankLines(after: doc, before: declaration.start.offset, in: source)
    /// ```
    public static func closeBlankLines(after doc: DocComment, before declarationStart: Int, in source: [UInt8]) -> SourceEdit? {
        let gap = doc.end..<declarationStart
        guard !gap.isEmpty, source[gap].allSatisfy(isWhitespace) else { return nil }
        let breaks = lineBreakEnds(in: gap, source)
        // The doc's own line ends at the first break and the declaration's line starts after the
        // last one: every whole line between those is blank.
        guard breaks.count >= 2 else { return nil }
        return SourceEdit(range: breaks[0]..<breaks[breaks.count - 1], replacement: [])
    }

    /// The offsets just past each line break (LF, CRLF or lone CR) in `range`.
    static func lineBreakEnds(in range: Range<Int>, _ source: [UInt8]) -> [Int] {
        var ends: [Int] = []
        var i = range.lowerBound
        while i < range.upperBound {
            if source[i] == 0x0D, i + 1 < range.upperBound, source[i + 1] == 0x0A { i += 1 }
            if source[i] == 0x0A || source[i] == 0x0D { ends.append(i + 1) }
            i += 1
        }
        return ends
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }
}
