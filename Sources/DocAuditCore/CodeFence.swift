// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// The fences of CommonMark's fenced code blocks, read on one line of doc text: the one reading
/// that code blocks (``DocMarkup``) and symbol links (which are never inside one) share.
public enum CodeFence {
    /// The fence `line` opens, if any: up to three spaces, then three or more backticks or
    /// tildes; the info string is what follows, trimmed, and holds no backtick after backticks.
    ///
    /// ```swift
    /// let fence = line.withUnsafeBufferPointer { CodeFence.opening($0[...]) } // "```swift": (`, 3, 3..<8)
    /// ```
    public static func opening(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> (marker: UInt8, length: Int, info: Range<Int>)? {
        guard let (marker, run) = markerRun(line) else { return nil }
        guard run.count >= 3 else { return nil }
        let info = trimmed(line[run.upperBound...])
        if marker == UInt8(ascii: "`"), line[info].contains(marker) { return nil }
        return (marker, run.count, info)
    }

    /// Whether `line` closes a fence of `length` `marker`s: up to three spaces, at least as
    /// many of the marker, then nothing but white space.
    ///
    /// ```swift
    /// let closes = line.withUnsafeBufferPointer { CodeFence.closes($0[...], marker: UInt8(ascii: "`"), length: 3) }
    /// ```
    public static func closes(_ line: Slice<UnsafeBufferPointer<UInt8>>, marker: UInt8, length: Int) -> Bool {
        guard let (found, run) = markerRun(line), found == marker, run.count >= length else { return false }
        return trimmed(line[run.upperBound...]).isEmpty
    }

    /// The run of backticks or tildes after at most three spaces, and which of them it is.
    private static func markerRun(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> (marker: UInt8, run: Range<Int>)? {
        var start = line.startIndex
        while start < line.endIndex, line[start] == 0x20 { start += 1 }
        guard start - line.startIndex <= 3, start < line.endIndex else { return nil }
        let marker = line[start]
        guard marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { return nil }
        var end = start
        while end < line.endIndex, line[end] == marker { end += 1 }
        return (marker, start..<end)
    }

    /// `text` without the spaces, tabs and carriage returns around it: white space within a
    /// doc comment's line, as fences and DocC's fields read it.
    static func trimmed(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Range<Int> {
        var lower = text.startIndex
        var upper = text.endIndex
        while lower < upper, isSpace(text[lower]) { lower += 1 }
        while upper > lower, isSpace(text[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// A space, tab or carriage return.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
}
