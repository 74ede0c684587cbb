// Unchecked buffers: a line's start is read eight bytes at a time in place; a range past its end traps in debug builds, where the tests run.

/// Columns as editors count them: Unicode code points, not the bytes the scanner counts.
public enum SourceColumns {
    /// The 1-based column of `position` in `source` in Unicode code points: the scalars that
    /// start before it on its line.
    ///
    /// ```swift
    /// let column = SourceColumns.characterColumn(of: declaration.keyword, in: bytes)
    /// ```
    public static func characterColumn(of position: SourcePosition, in source: [UInt8]) -> Int {
        let lineStart = max(0, position.offset - (position.column - 1))
        guard position.offset <= source.count else { return position.column }
        return source.withUnsafeBufferPointer { source in
            // Mostly the line's start is ASCII, eight bytes at a time: then columns are bytes.
            var index = lineStart
            let raw = UnsafeRawBufferPointer(source)
            while index + 8 <= position.offset, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { index += 8 }
            var column = 1 + index - lineStart
            for index in index..<position.offset where source[index] & 0xC0 != 0x80 { column += 1 }
            return column
        }
    }
}
