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

    /// The byte offset in `source` where line `line` of ``text`` starts, as
    /// ``textLineOffsets(source:)`` has it (the comment's start past its last line). A comment
    /// of `///` lines only, as most are, has each piece for a line of text: the line is found
    /// from its piece and the first line with text, not from every line.
    ///
    /// ```swift
    /// let start = doc.textLineStart(2, source: bytes)
    /// ```
    public func textLineStart(_ line: Int, source: UnsafeBufferPointer<UInt8>) -> Int {
        guard line < pieces.count, !pieces.contains(where: \.isBlock) else {
            let starts = textLineOffsets(source: source)
            return line < starts.count ? starts[line] : start.offset
        }
        let strip = DocText.indentationToStrip(pieces.lazy.map { DocText.slashLine($0, source) }, source)
        return DocText.stripped(DocText.slashLine(pieces[line], source), strip, source).lowerBound
    }
}
