/// What lies between a doc comment and the declaration it documents.
public enum DocSeparation: String, Sendable {
    /// The doc comment stands right above the declaration.
    case adjacent
    /// A blank line lies between them; the compiler attaches the comment anyway.
    case blankLine
    /// A plain comment lies between them (and no blank line).
    case plainComment
}

/// One `///` line or one `/** */` block of a doc comment.
public struct DocCommentPiece: Sendable, Hashable {
    /// The byte range of the comment, delimiters included.
    public var range: Range<Int>
    /// Whether this piece is a `/** */` block.
    public var isBlock: Bool

    /// Creates a piece.
    ///
    /// ```swift
    /// let piece = DocCommentPiece(range: 0..<12, isBlock: false)
    /// ```
    public init(range: Range<Int>, isBlock: Bool) {
        self.range = range
        self.isBlock = isBlock
    }
}

/// A group of doc comments, as the compiler attaches it to a declaration.
public struct DocComment: Sendable {
    /// The `///` lines and `/** */` blocks of the group, in order.
    public var pieces: [DocCommentPiece]
    /// Where the first piece starts.
    public var start: SourcePosition
    /// The comment's text: delimiters, the `*` column of blocks and common indentation removed.
    public var text: String
    /// What lies between the comment and its declaration.
    public var separation: DocSeparation

    /// Creates a doc comment from its pieces, extracting the text from `source`.
    ///
    /// ```swift
    /// let doc = DocComment(pieces: pieces, start: start, separation: .adjacent, source: bytes)
    /// ```
    public init(pieces: [DocCommentPiece], start: SourcePosition, separation: DocSeparation, source: UnsafeBufferPointer<UInt8>) {
        self.pieces = pieces
        self.start = start
        self.separation = separation
        self.text = DocText.extract(pieces: pieces, source: source)
    }

    /// Whether the text is only white space, which is no documentation.
    public var isBlank: Bool { text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } }

    /// The first non-empty line of the text, trimmed; empty when there is none.
    public var summaryLine: String {
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = DocText.trim(line)
            if !trimmed.isEmpty { return trimmed }
        }
        return ""
    }

    /// The DocC structure of the text: summary, fields, callouts and code blocks.
    public var markup: DocMarkup { DocMarkup(text: text) }

    /// The byte offset just past the last piece.
    public var end: Int { pieces.last?.range.upperBound ?? start.offset }
}

/// Turns doc comment pieces into their text, as the compiler and DocC read them.
///
/// It works on UTF-8 bytes: doc comments are a large share of real source, and this runs for
/// every one of them.
public enum DocText {
    /// Extracts the text of `pieces`: strips `///`, `/**`, `*/` and a leading `*` column, then
    /// removes the indentation common to all non-blank lines.
    ///
    /// ```swift
    /// let text = DocText.extract(pieces: doc.pieces, source: bytes)
    /// ```
    public static func extract(pieces: [DocCommentPiece], source: UnsafeBufferPointer<UInt8>) -> String {
        var lines: [Range<Int>] = []
        for piece in pieces {
            if piece.isBlock {
                appendBlockLines(piece.range, source, to: &lines)
            } else {
                lines.append(trimmedTrailing(piece.range.lowerBound + 3..<piece.range.upperBound, source))
            }
        }
        var common = Int.max
        for line in lines where !isBlank(line, source) {
            common = min(common, indentation(line, source))
        }
        if common == Int.max { common = 0 }
        var text: [UInt8] = []
        text.reserveCapacity(pieces.reduce(0) { $0 + $1.range.count })
        for (index, line) in lines.enumerated() {
            if index > 0 { text.append(0x0A) }
            if !isBlank(line, source) {
                text.append(contentsOf: UnsafeBufferPointer(rebasing: source[line.lowerBound + common..<line.upperBound]))
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the lines of a `/** … */` block without its delimiters and its `*` column.
    static func appendBlockLines(_ range: Range<Int>, _ source: UnsafeBufferPointer<UInt8>, to lines: inout [Range<Int>]) {
        var end = range.upperBound
        if end - range.lowerBound >= 5, source[end - 2] == UInt8(ascii: "*"), source[end - 1] == UInt8(ascii: "/") { end -= 2 }
        var blockLines = splitLines(range.lowerBound + 3..<end, source)
        let starred = blockLines.count > 1 && blockLines.dropFirst().allSatisfy { line in
            let first = line.lowerBound + indentation(line, source)
            return first == line.upperBound || source[first] == UInt8(ascii: "*")
        }
        if starred {
            for index in blockLines.indices.dropFirst() {
                let line = blockLines[index]
                let first = line.lowerBound + indentation(line, source)
                if first < line.upperBound { blockLines[index] = first + 1..<line.upperBound }
            }
        }
        // The rest of the `/**` line and the line of `*/` carry no text when blank.
        if let first = blockLines.first, isBlank(first, source) { blockLines.removeFirst() }
        if let last = blockLines.last, isBlank(last, source) { blockLines.removeLast() }
        lines.append(contentsOf: blockLines.map { trimmedTrailing($0, source) })
    }

    /// Splits a byte range on LF, CRLF and lone CR.
    static func splitLines(_ range: Range<Int>, _ source: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = range.lowerBound
        var i = range.lowerBound
        while i < range.upperBound {
            let c = source[i]
            if c == 0x0A || c == 0x0D {
                lines.append(lineStart..<i)
                if c == 0x0D, i + 1 < range.upperBound, source[i + 1] == 0x0A { i += 1 }
                lineStart = i + 1
            }
            i += 1
        }
        lines.append(lineStart..<range.upperBound)
        return lines
    }

    @inline(__always) static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 }

    static func indentation(_ line: Range<Int>, _ source: UnsafeBufferPointer<UInt8>) -> Int {
        var i = line.lowerBound
        while i < line.upperBound, isSpace(source[i]) { i += 1 }
        return i - line.lowerBound
    }

    static func isBlank(_ line: Range<Int>, _ source: UnsafeBufferPointer<UInt8>) -> Bool {
        indentation(line, source) == line.count
    }

    static func trimmedTrailing(_ line: Range<Int>, _ source: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var end = line.upperBound
        while end > line.lowerBound, isSpace(source[end - 1]) || source[end - 1] == 0x0D { end -= 1 }
        return line.lowerBound..<end
    }

    /// Trims white space at both ends.
    ///
    /// ```swift
    /// DocText.trim("  a b ") // "a b"
    /// ```
    public static func trim<S: StringProtocol>(_ line: S) -> String {
        let text = String(line)
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !isWhitespace($0) }),
              let last = utf8.lastIndex(where: { !isWhitespace($0) }) else { return "" }
        return String(text[first...last])
    }

    @inline(__always) private static func isWhitespace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0B || c == 0x0C
    }
}
