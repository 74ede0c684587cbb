// Doc comment attachment and text, emulating what the Swift compiler does (see ATTACHMENT.md).
//
// The comments considered for a declaration are those between the previous token and the
// declaration's first token (its first attribute or modifier, or its keyword). In swift-syntax
// that is the previous token's TRAILING trivia plus the first token's LEADING trivia: the
// compiler attaches a doc comment that trails code on the line before (`case a /// doc`) to the
// NEXT declaration, and so do we.

import ReferenceCmark
import SwiftSyntax

/// One comment in the trivia before a declaration.
struct RawCommentPiece {
    /// Whether the compiler counts it as documentation: `///…` (also `////`) and `/**…` (also `/**/`).
    var isDoc: Bool
    var isBlock: Bool
    /// Byte range in the file.
    var start: Int
    var end: Int
    var startLine: Int
    /// Line of the comment's last byte.
    var endLine: Int
    /// 1-based byte column of the comment's first byte.
    var startColumn: Int
}

/// The doc comment attached to a declaration, as the fields of `docaudit symbols` need it.
struct AttachedDoc {
    var documented = false
    var example = false
    var summary = ""

    static let none = AttachedDoc()
}

/// Maps byte offsets to 1-based lines and columns. Line breaks: LF, CRLF and lone CR.
struct LineTable {
    private var starts: [Int] = [0]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0x0A {
                starts.append(i + 1)
            } else if b == 0x0D {
                if i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
    }

    /// 0-based index of the line holding `offset`.
    private func lineIndex(_ offset: Int) -> Int {
        var lo = 0
        var hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    func line(_ offset: Int) -> Int { lineIndex(offset) + 1 }

    func column(_ offset: Int) -> Int { offset - starts[lineIndex(offset)] + 1 }
}

enum DocComments {
    /// The comments between the token before `first` and `first` itself, in order.
    static func comments(before first: TokenSyntax, lines: LineTable) -> [RawCommentPiece] {
        var result: [RawCommentPiece] = []
        func collect(_ trivia: Trivia, from start: Int) {
            var offset = start
            for piece in trivia {
                let length = piece.sourceLength.utf8Length
                var isComment = false
                var isDoc = false
                var isBlock = false
                switch piece {
                case .lineComment, .docLineComment:
                    // The compiler: `///` starts a doc line comment, so `////` is one too.
                    isComment = true
                    if case .lineComment(let text) = piece { isDoc = text.utf8.starts(with: "///".utf8) } else { isDoc = true }
                case .blockComment(let text), .docBlockComment(let text):
                    // The compiler: `/**` starts a doc block, `/**/` included (swift-syntax says plain).
                    isComment = true
                    isBlock = true
                    isDoc = text.utf8.starts(with: "/**".utf8)
                default:
                    break
                }
                if isComment, length > 0 {
                    result.append(RawCommentPiece(
                        isDoc: isDoc, isBlock: isBlock, start: offset, end: offset + length,
                        startLine: lines.line(offset), endLine: lines.line(offset + length - 1),
                        startColumn: lines.column(offset)))
                }
                offset += length
            }
        }
        if let previous = first.previousToken(viewMode: .sourceAccurate) {
            collect(previous.trailingTrivia, from: previous.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        collect(first.leadingTrivia, from: first.position.utf8Offset)
        return result
    }

    /// The compiler's grouping: a doc comment that starts more than one line below the end of the
    /// comment before it (doc or plain) starts a new group; plain comments are skipped but count
    /// as "the comment before". The last group is the one attached.
    static func lastGroup(_ comments: [RawCommentPiece]) -> [RawCommentPiece] {
        var group: [RawCommentPiece] = []
        var previousEnd: Int? = nil
        for comment in comments {
            if comment.isDoc {
                if let end = previousEnd, end + 1 < comment.startLine { group.removeAll() }
                group.append(comment)
            }
            previousEnd = comment.endLine
        }
        return group
    }

    /// The text lines of a group, as the compiler's line list and the symbol graph's docComment
    /// have them: markers and (compiler-style) ASCII-art `*` columns removed, then the leading
    /// white space of the first non-empty line removed from every line (at most each line's own).
    static func textLines(_ group: [RawCommentPiece], bytes: UnsafeBufferPointer<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        for comment in group {
            var cleaned = ArraySlice(bytes[comment.start..<comment.end]).dropFirst(3)
            if !comment.isBlock {
                while let last = cleaned.last, last == 0x0A || last == 0x0D { cleaned = cleaned.dropLast() }
                lines.append(cleaned)
                continue
            }
            if cleaned.count >= 2, cleaned[cleaned.endIndex - 2] == 0x2A, cleaned.last == 0x2F {
                cleaned = cleaned.dropLast(2)
            } else if cleaned.last == 0x2F {
                cleaned = cleaned.dropLast()
            }
            let indent = comment.startColumn - 1
            var hasArt = false
            if let first = cleaned.first, first == 0x0A || first == 0x0D {
                // The compiler measures any newline here as one byte, so CRLF leaves a "\n".
                cleaned = cleaned.dropFirst()
                hasArt = measureArt(cleaned, indent) != 0
            }
            while !cleaned.isEmpty {
                var pos = cleaned.firstIndex { $0 == 0x0A || $0 == 0x0D }.map { $0 - cleaned.startIndex } ?? cleaned.count
                if hasArt {
                    let art = measureArt(cleaned, indent)
                    if art != 0 {
                        cleaned = cleaned.dropFirst(art)
                        pos -= art
                    }
                }
                lines.append(cleaned.prefix(pos))
                cleaned = cleaned.dropFirst(pos)
                if !cleaned.isEmpty { cleaned = cleaned.dropFirst() }
            }
        }
        // Symbol graph: strip the indentation of the first non-empty line from all lines.
        guard let firstNonEmpty = lines.first(where: { !$0.isEmpty }) else { return lines }
        let strip = leadingWhite(firstNonEmpty)
        return lines.map { $0.dropFirst(min(strip, leadingWhite($0))) }
    }

    /// The compiler's `measureASCIIArt`: `indent` spaces then ` * ` (or ` *` ending the line).
    static func measureArt(_ s: ArraySlice<UInt8>, _ indent: Int) -> Int {
        guard s.count >= indent else { return 0 }
        var i = s.startIndex
        for _ in 0..<indent {
            if s[i] != 0x20 { return 0 }
            i += 1
        }
        let rest = s[i...]
        if rest.starts(with: " * ".utf8) { return indent + 3 }
        if rest.starts(with: " *\n".utf8) || rest.starts(with: " *\n\r".utf8) { return indent + 2 }
        return 0
    }

    static func leadingWhite(_ s: ArraySlice<UInt8>) -> Int {
        var count = 0
        for b in s {
            if b == 0x20 || b == 0x09 { count += 1 } else { break }
        }
        return count
    }

    static func isWhite(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C }

    /// The attached doc of a declaration whose first token is `first`.
    static func attached(before first: TokenSyntax, bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) -> AttachedDoc {
        let group = lastGroup(comments(before: first, lines: lines))
        if group.isEmpty { return .none }
        let textLines = textLines(group, bytes: bytes)
        var doc = AttachedDoc()
        for line in textLines {
            guard let lo = line.firstIndex(where: { !isWhite($0) }) else { continue }
            let hi = line.lastIndex(where: { !isWhite($0) })!
            doc.documented = true
            doc.summary = String(decoding: line[lo...hi], as: UTF8.self)
            break
        }
        if doc.documented {
            var text: [UInt8] = []
            for (i, line) in textLines.enumerated() {
                if i > 0 { text.append(0x0A) }
                text.append(contentsOf: line)
            }
            doc.example = hasUsageExample(text)
        }
        return doc
    }

    /// Whether the Markdown text (parsed by cmark, CommonMark) has a fenced code block whose info
    /// string is empty or `swift`. cmark reports indented code blocks with an empty info string too,
    /// so a code block counts only when its first source line opens with ``` or ~~~.
    static func hasUsageExample(_ text: [UInt8]) -> Bool {
        guard text.contains(0x60) || text.contains(0x7E) else { return false }
        let sourceLines = text.split(separator: 0x0A, omittingEmptySubsequences: false)
        let document: OpaquePointer? = text.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parse_document($0, buffer.count, CMARK_OPT_DEFAULT)
            }
        }
        guard let document else { return false }
        defer { cmark_node_free(document) }
        guard let iterator = cmark_iter_new(document) else { return false }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                  cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK else { continue }
            let line = Int(cmark_node_get_start_line(node))
            let column = Int(cmark_node_get_start_column(node))
            guard line >= 1, line <= sourceLines.count else { continue }
            let source = sourceLines[line - 1]
            let from = source.startIndex + max(0, column - 1)
            guard from <= source.endIndex else { continue }
            let opener = source[from...].drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x3E }
            guard opener.starts(with: "```".utf8) || opener.starts(with: "~~~".utf8) else { continue }
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            let trimmed = info.trimmingWhitespace()
            if trimmed.isEmpty || trimmed == "swift" { return true }
        }
        return false
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropLast() }
        return String(s)
    }
}
