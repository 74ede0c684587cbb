extension DocComment {
    /// The byte offset in `source` where each line of ``text`` starts, so that a place in the
    /// text (a symbol link, a code block) can be reported at its place in the file.
    ///
    /// It retraces ``DocText/extract(pieces:source:)``: the same pieces, the same stripped
    /// delimiters and `*` columns, the same common indentation.
    ///
    /// ```swift
    /// let starts = doc.textLineOffsets(source: bytes)
    /// let position = lines.position(of: starts[2] + 4) // line 3 of the text, byte 4
    /// ```
    public func textLineOffsets(source: UnsafeBufferPointer<UInt8>) -> [Int] {
        var lines: [(offset: Int, indentation: Int, blank: Bool)] = []
        for piece in pieces {
            let raw = String(decoding: UnsafeBufferPointer(rebasing: source[piece.range]), as: UTF8.self)
            let pieceLines: [Substring] = piece.isBlock ? DocText.blockLines(raw) : [raw.dropFirst(3)]
            for line in pieceLines {
                let offset = piece.range.lowerBound + raw.utf8.distance(from: raw.startIndex, to: line.startIndex)
                let indentation = line.utf8.prefix { $0 == 0x20 || $0 == 0x09 }.count
                lines.append((offset, indentation, DocText.trim(line).isEmpty))
            }
        }
        let common = lines.filter { !$0.blank }.map(\.indentation).min() ?? 0
        return lines.map { $0.blank ? $0.offset : $0.offset + common }
    }
}
