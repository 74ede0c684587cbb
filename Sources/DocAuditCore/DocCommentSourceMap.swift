extension DocComment {
    /// The byte offset in `source` where each line of ``text`` starts, so that a place in the
    /// text (a symbol link, a code block) can be reported at its place in the file.
    ///
    /// It retraces ``DocText/extract(pieces:source:)``: the same lines, the same stripped
    /// delimiters, `*` columns and indentation.
    ///
    /// ```swift
    /// let starts = doc.textLineOffsets(source: bytes)
    /// let position = lines.position(of: starts[2] + 4) // line 3 of the text, byte 4
    /// ```
    public func textLineOffsets(source: UnsafeBufferPointer<UInt8>) -> [Int] {
        var lines: [Range<Int>] = []
        for piece in pieces {
            if piece.isBlock {
                DocText.appendBlockLines(piece.range, source, to: &lines)
            } else {
                lines.append(DocText.trimmedLineEnd(piece.range.lowerBound + 3..<piece.range.upperBound, source))
            }
        }
        let strip = lines.first { !$0.isEmpty }.map { DocText.indentation($0, source) } ?? 0
        return lines.map { $0.lowerBound + min(strip, DocText.indentation($0, source)) }
    }
}
