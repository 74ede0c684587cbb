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
