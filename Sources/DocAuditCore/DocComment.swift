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
public enum DocText {
    /// Extracts the text of `pieces`: strips `///`, `/**`, `*/` and a leading `*` column, then
    /// removes the indentation common to all non-blank lines.
    ///
    /// ```swift
    /// let text = DocText.extract(pieces: doc.pieces, source: bytes)
    /// ```
    public static func extract(pieces: [DocCommentPiece], source: UnsafeBufferPointer<UInt8>) -> String {
        var lines: [Substring] = []
        for piece in pieces {
            let raw = String(decoding: UnsafeBufferPointer(rebasing: source[piece.range]), as: UTF8.self)
            if piece.isBlock {
                lines.append(contentsOf: blockLines(raw))
            } else {
                lines.append(raw.dropFirst(3))
            }
        }
        return removeCommonIndentation(lines).joined(separator: "\n")
    }

    /// The lines of a `/** … */` block without its delimiters and its `*` column.
    static func blockLines(_ raw: String) -> [Substring] {
        var body = Substring(raw.dropFirst(3))
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        var lines = splitLines(body)
        let continuation = lines.dropFirst()
        let starred = !continuation.isEmpty && continuation.allSatisfy { line in
            let rest = line.drop { $0 == " " || $0 == "\t" }
            return rest.isEmpty || rest.first == "*"
        }
        if starred {
            for index in lines.indices.dropFirst() {
                let rest = lines[index].drop { $0 == " " || $0 == "\t" }
                if rest.first == "*" { lines[index] = rest.dropFirst() }
            }
        }
        // The rest of the `/**` line and the line of `*/` carry no text when blank.
        if let first = lines.first, trim(first).isEmpty { lines.removeFirst() }
        if let last = lines.last, trim(last).isEmpty { lines.removeLast() }
        return lines
    }

    /// Splits on LF, CRLF and lone CR.
    static func splitLines(_ text: Substring) -> [Substring] {
        var lines: [Substring] = []
        var lineStart = text.startIndex
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == "\n" || c == "\r" || c == "\r\n" {
                lines.append(text[lineStart..<i])
                lineStart = text.index(after: i)
            }
            i = text.index(after: i)
        }
        lines.append(text[lineStart..<text.endIndex])
        return lines
    }

    static func removeCommonIndentation(_ lines: [Substring]) -> [Substring] {
        var common = Int.max
        for line in lines where !trim(line).isEmpty {
            common = min(common, line.prefix { $0 == " " || $0 == "\t" }.count)
        }
        guard common != Int.max, common > 0 else { return lines.map { trimTrailing($0) } }
        return lines.map { trim($0).isEmpty ? "" : trimTrailing($0.dropFirst(common)) }
    }

    static func trimTrailing(_ line: Substring) -> Substring {
        var end = line.endIndex
        while end > line.startIndex {
            let before = line.index(before: end)
            guard line[before] == " " || line[before] == "\t" || line[before] == "\r" else { break }
            end = before
        }
        return line[line.startIndex..<end]
    }

    /// Trims spaces and tabs at both ends.
    ///
    /// ```swift
    /// DocText.trim("  a b ") // "a b"
    /// ```
    public static func trim<S: StringProtocol>(_ line: S) -> String {
        let chars = Array(line)
        var lower = 0
        var upper = chars.count
        while lower < upper, chars[lower].isWhitespace { lower += 1 }
        while upper > lower, chars[upper - 1].isWhitespace { upper -= 1 }
        return String(chars[lower..<upper])
    }
}
