// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

extension DocComment {
    /// The byte offset in `source` where each line of ``text`` starts, so that a place in the
    /// text (a symbol link, a code block) can be reported at its place in the file.
    ///
    /// ```swift
    /// let starts = doc.textLineOffsets(source: bytes)
    /// let position = lines.position(of: starts[2] + 4) // line 3 of the text, byte 4
    /// ```
    public func textLineOffsets(source: UnsafeBufferPointer<UInt8>) -> [Int] {
        DocText.textLines(pieces: pieces, source: source).map(\.lowerBound)
    }

    /// Where each line of the text starts, read in a file's bytes.
    ///
    /// ```swift
    /// let starts = doc.textLineOffsets(source: bytes)
    /// ```
    public func textLineOffsets(source: [UInt8]) -> [Int] {
        source.withUnsafeBufferPointer { textLineOffsets(source: $0) }
    }
}

/// Where the lines of one doc comment's text start in its file, for placing its symbol links.
/// A comment of `///` lines alone, as most are, is one piece a line: a line's start is found
/// from its piece and the indentation every line loses, with no list of the lines made.
public struct TextLineStarts {
    private let pieces: [DocCommentPiece]
    /// The indentation stripped from every line, when every piece is a `///` line.
    private let strip: Int?
    /// Each line's start otherwise: a `/** */` block's lines are found by reading it.
    private let starts: [Int]

    /// The line starts of `doc`'s text in `source`.
    ///
    /// ```swift
    /// let starts = TextLineStarts(doc, source: bytes)
    /// let offset = starts.offset(ofLine: 2, source: bytes) // line 3 of the text
    /// ```
    public init(_ doc: DocComment, source: UnsafeBufferPointer<UInt8>) {
        pieces = doc.pieces
        strip = DocText.slashLinesIndentation(pieces, source)
        starts = strip == nil ? doc.textLineOffsets(source: source) : []
    }

    /// Where line `line` of the text starts; nil past its last line.
    ///
    /// ```swift
    /// let position = lines.position(of: (starts.offset(ofLine: link.line, source: bytes) ?? doc.start.offset) + link.column)
    /// ```
    public func offset(ofLine line: Int, source: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let strip else { return line < starts.count ? starts[line] : nil }
        return line < pieces.count ? DocText.stripped(DocText.slashLine(pieces[line], source), strip, source).lowerBound : nil
    }
}
