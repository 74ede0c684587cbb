// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

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
    /// The comment's text: delimiters, the `*` column of blocks and indentation removed.
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
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        while lineStart < utf8.endIndex {
            let lineEnd = utf8[lineStart...].firstIndex(of: 0x0A) ?? utf8.endIndex
            let line = text[lineStart..<lineEnd]
            if line.utf8.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) { return DocText.trim(line) }
            lineStart = lineEnd == utf8.endIndex ? lineEnd : utf8.index(after: lineEnd)
        }
        return ""
    }

    /// The DocC structure of the text: summary, fields, callouts and code blocks.
    public var markup: DocMarkup { DocMarkup(text: text) }

    /// The fenced code blocks of the text, as ``DocMarkup/codeBlocks`` holds them. Most doc
    /// comments have no ``` or ~~~ anywhere, and are not read further.
    ///
    /// ```swift
    /// let examples = doc.codeBlocks.filter(\.isSwiftExample)
    /// ```
    public var codeBlocks: [DocCodeBlock] {
        guard ByteSearch.contains("```", in: text) || ByteSearch.contains("~~~", in: text) else { return [] }
        return DocMarkup.codeBlocks(in: text)
    }

    /// Whether the text holds a usage example: a fenced block whose info string is empty or
    /// `swift`.
    public var hasUsageExample: Bool { codeBlocks.contains { $0.isSwiftExample } }

    /// The byte offset just past the last piece.
    public var end: Int { pieces.last?.range.upperBound ?? start.offset }
}

/// Turns doc comment pieces into their text, as the compiler and DocC read them.
///
/// It works on UTF-8 bytes: doc comments are a large share of real source, and this runs for
/// every one of them.
public enum DocText {
    /// Extracts the text of `pieces` as the compiler does (checked against its symbol graphs):
    /// strips `///` and `/**`…`*/`, the ` * ` column of a block whose `/**` ends its line, then
    /// the indentation of the first non-empty line from every line (at most a line's own).
    ///
    /// ```swift
    /// let text = DocText.extract(pieces: doc.pieces, source: bytes)
    /// ```
    public static func extract(pieces: [DocCommentPiece], source: UnsafeBufferPointer<UInt8>) -> String {
        // Written straight into the string, which holds every piece and a line break after
        // each; a comment of `///` lines alone, as most are, makes no list of its lines.
        let capacity = pieces.reduce(pieces.count) { $0 + $1.range.count }
        return String(unsafeUninitializedCapacity: capacity) { text in
            var count = 0
            var first = true
            func append(_ line: Range<Int>) {
                if !first {
                    text[count] = 0x0A
                    count += 1
                }
                first = false
                _ = UnsafeMutableBufferPointer(rebasing: text[count..<count + line.count]).initialize(from: UnsafeBufferPointer(rebasing: source[line]))
                count += line.count
            }
            if let strip = slashLinesIndentation(pieces, source) {
                for piece in pieces { append(stripped(slashLine(piece, source), strip, source)) }
            } else {
                for line in textLines(pieces: pieces, source: source) { append(line) }
            }
            return count
        }
    }

    /// The byte range in `source` of each line of the text ``extract(pieces:source:)`` makes, so
    /// a place in the text can be found in the file.
    ///
    /// ```swift
    /// let lines = DocText.textLines(pieces: doc.pieces, source: bytes)
    /// ```
    public static func textLines(pieces: [DocCommentPiece], source: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        // A `///` piece is one line: room for those at once, and the lines stripped in place,
        // for every audited comment asks.
        var lines: [Range<Int>] = []
        lines.reserveCapacity(pieces.count)
        for piece in pieces {
            if piece.isBlock {
                appendBlockLines(piece.range, source, to: &lines)
            } else {
                lines.append(slashLine(piece, source))
            }
        }
        let strip = indentationToStrip(lines, source)
        for index in lines.indices { lines[index] = stripped(lines[index], strip, source) }
        return lines
    }

    /// The line of a `///` piece, past its slashes.
    static func slashLine(_ piece: DocCommentPiece, _ source: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        trimmedLineEnd(piece.range.lowerBound + 3..<piece.range.upperBound, source)
    }

    /// The indentation stripped from every line of `pieces` when each is a `///` line, and so
    /// one line of the text; nil when a `/** */` block is among them.
    static func slashLinesIndentation(_ pieces: [DocCommentPiece], _ source: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !pieces.contains(where: \.isBlock) else { return nil }
        return indentationToStrip(pieces.lazy.map { slashLine($0, source) }, source)
    }

    /// The indentation stripped from every line: that of the first non-empty one.
    static func indentationToStrip(_ lines: some Sequence<Range<Int>>, _ source: UnsafeBufferPointer<UInt8>) -> Int {
        lines.first { !$0.isEmpty }.map { indentation($0, source) } ?? 0
    }

    /// `line` without the indentation stripped from every line, or as much of it as it has.
    static func stripped(_ line: Range<Int>, _ strip: Int, _ source: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        line.lowerBound + min(strip, indentation(line, source))..<line.upperBound
    }

    /// Appends the lines of a `/** … */` block without its delimiters and its `*` column.
    static func appendBlockLines(_ range: Range<Int>, _ source: UnsafeBufferPointer<UInt8>, to lines: inout [Range<Int>]) {
        var start = range.lowerBound + 3
        var end = range.upperBound
        if end - start >= 2, source[end - 2] == UInt8(ascii: "*"), source[end - 1] == UInt8(ascii: "/") {
            end -= 2
        } else if end > start, source[end - 1] == UInt8(ascii: "/") {
            end -= 1  // `/**/`
        }
        guard start < end else { return }
        // The compiler's ASCII-art rule: only a block whose `/**` ends its line has a `*` column,
        // and only at the column of the `/**` plus one.
        var hasArt = false
        let indent = column(of: range.lowerBound, source)
        if source[start] == 0x0A || source[start] == 0x0D {
            // The compiler skips one byte here even for CRLF, which then leaves no `*` column.
            start += 1
            hasArt = artLength(at: start, end, indent, source) > 0
        }
        for line in splitLines(start..<end, source) {
            let art = hasArt ? artLength(at: line.lowerBound, line.upperBound, indent, source) : 0
            lines.append(trimmedLineEnd(line.lowerBound + art..<line.upperBound, source))
        }
    }

    /// The length of `indent` spaces followed by ` * ` (or ` *` ending the line) at `offset`.
    static func artLength(at offset: Int, _ end: Int, _ indent: Int, _ source: UnsafeBufferPointer<UInt8>) -> Int {
        var i = offset
        while i < offset + indent {
            guard i < end, source[i] == 0x20 else { return 0 }
            i += 1
        }
        guard i + 1 < end, source[i] == 0x20, source[i + 1] == UInt8(ascii: "*") else { return 0 }
        if i + 2 == end || source[i + 2] == 0x0A || source[i + 2] == 0x0D { return indent + 2 }
        return source[i + 2] == 0x20 ? indent + 3 : 0
    }

    /// The 0-based column of `offset` in its line.
    static func column(of offset: Int, _ source: UnsafeBufferPointer<UInt8>) -> Int {
        var i = offset
        while i > 0, source[i - 1] != 0x0A, source[i - 1] != 0x0D { i -= 1 }
        return offset - i
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

    /// The line without a carriage return left at its end.
    static func trimmedLineEnd(_ line: Range<Int>, _ source: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var end = line.upperBound
        while end > line.lowerBound, source[end - 1] == 0x0D || source[end - 1] == 0x0A { end -= 1 }
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

    @inline(__always) static func isWhitespace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0B || c == 0x0C
    }

    /// The first `<#…#>` editor placeholder on one line of `text`, if any. One written inside a
    /// code span is text about placeholders, and one inside a fenced code block is code shown
    /// (a fix-it's result): neither is template text left, and the scaffold leaves its example
    /// block empty.
    ///
    /// ```swift
    /// let placeholder = DocText.firstPlaceholder(in: docText) // the template's summary, until it is written
    /// ```
    public static func firstPlaceholder(in text: String) -> String? {
        // This runs on every audited doc comment, and most have no `<#` at all.
        guard ByteSearch.contains("<#", in: text) else { return nil }
        var text = text
        return text.withUTF8 { bytes -> String? in
            var lineStart = 0
            var fence: (marker: UInt8, length: Int)?
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
                let line = bytes[lineStart..<lineEnd]
                if let open = fence {
                    if CodeFence.closes(line, marker: open.marker, length: open.length) { fence = nil }
                } else if let opening = CodeFence.opening(line) {
                    fence = (opening.marker, opening.length)
                } else if let found = placeholder(in: line, of: bytes) {
                    return found
                }
                lineStart = lineEnd + 1
            }
            return nil
        }
    }

    /// The first placeholder of `line` outside its code spans.
    private static func placeholder(in line: Slice<UnsafeBufferPointer<UInt8>>, of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var index = line.startIndex
        var openSpan = 0
        while index + 1 < line.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") {
                var run = 1
                while index + run < line.endIndex, bytes[index + run] == UInt8(ascii: "`") { run += 1 }
                openSpan = openSpan == 0 ? run : openSpan == run ? 0 : openSpan
                index += run
                continue
            } else if openSpan == 0, byte == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "#"),
                      let close = placeholderEnd(bytes, from: index) {
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[index...close]), as: UTF8.self)
            }
            index += 1
        }
        return nil
    }

    /// The offset of the `>` closing a placeholder that opens at `open`, on the same line.
    private static func placeholderEnd(_ bytes: UnsafeBufferPointer<UInt8>, from open: Int) -> Int? {
        var close = open + 3
        while close < bytes.count, bytes[close] != 0x0A {
            if bytes[close - 1] == UInt8(ascii: "#"), bytes[close] == UInt8(ascii: ">") { return close }
            close += 1
        }
        return nil
    }
}
