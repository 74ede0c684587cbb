// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// A byte-level Swift lexer over UTF-8 source.
///
/// It reads the whole lexical grammar that matters for finding declarations: nested block
/// comments, every form of string literal (interpolations nested to any depth, raw strings
/// with any number of `#`), regex literals, backtick identifiers, numbers and operators.
/// A string literal is one token, interpolations included. Nesting is tracked on an explicit
/// stack, never by recursion, so hostile input cannot overflow the call stack.
///
/// The lexer borrows the bytes: keep the buffer alive while it runs.
///
/// ```swift
/// let source: [UInt8] = Array("let x = 1".utf8)
/// source.withUnsafeBufferPointer { bytes in
///     var lexer = Lexer(bytes)
///     while case let token = lexer.next(), token.kind != .endOfFile {
///         print(token.kind)
///     }
/// }
/// ```
public struct Lexer {
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline var position: Int
    /// Problems met so far, in source order.
    public private(set) var problems: [LexProblem] = []
    /// Adds `problem` in source order: a literal's own problem is known only at its end, after
    /// those met inside it (in an interpolation).
    private mutating func note(_ problem: LexProblem) {
        let index = problems.lastIndex { $0.offset <= problem.offset }.map { $0 + 1 } ?? 0
        problems.insert(problem, at: index)
    }

    /// The last token that is not a comment, whose ending an expression or not decides whether
    /// `/` starts a regex: worked out when a `/` asks, rather than a keyword lookup per identifier.
    private var previousKind = TokenKind.endOfFile
    private var previousStart = 0
    private var previousEnd = 0
    /// Reused by string skipping: the open string and interpolation frames. Made on the first
    /// string: the lexers of usage examples, two per example, mostly meet none.
    private var frames: [StringFrame] = []
    /// Where the string literal being skipped starts, for its problem report.
    private var stringStart = 0

    /// Creates a lexer over `bytes`, skipping a UTF-8 byte order mark.
    ///
    /// ```swift
    /// var lexer = Lexer(bytes)
    /// ```
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        position = hasBOM ? 3 : 0
    }

    @inline(__always) private func byte(_ offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    /// Lexes and returns the next token; at the end it returns `.endOfFile` forever.
    ///
    /// ```swift
    /// let token = lexer.next()
    /// ```
    public mutating func next() -> Token {
        let lineBreaks = skipWhitespace()
        let start = position
        guard start < bytes.count else {
            return Token(kind: .endOfFile, start: start, end: start, lineBreaksBefore: lineBreaks)
        }
        let kind = lexToken()
        if !kind.isComment {
            (previousKind, previousStart, previousEnd) = (kind, start, position)
        }
        return Token(kind: kind, start: start, end: position, lineBreaksBefore: lineBreaks)
    }

    private mutating func skipWhitespace() -> UInt8 {
        var breaks: UInt8 = 0
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                position += 1
            case 0x0A:
                breaks = breaks < 2 ? breaks + 1 : 2
                position += 1
            case 0x0D:
                breaks = breaks < 2 ? breaks + 1 : 2
                position += byte(position + 1) == 0x0A ? 2 : 1
            default:
                return breaks
            }
        }
        return breaks
    }

    private mutating func lexToken() -> TokenKind {
        let c = bytes[position]
        switch c {
        case UInt8(ascii: "/"):
            let n = byte(position + 1)
            if n == UInt8(ascii: "/") { return lexLineComment() }
            if n == UInt8(ascii: "*") { return lexBlockComment() }
            if !Lexer.endsExpression(previousKind, bytes, previousStart, previousEnd), let end = regexEnd(from: position, hashes: 0) {
                position = end
                return .regexLiteral
            }
            return lexOperator()
        case UInt8(ascii: "\""):
            skipString(hashes: 0)
            return .stringLiteral
        case UInt8(ascii: "#"):
            return lexPound()
        case UInt8(ascii: "@"):
            position += 1
            if Lexer.isIdentifierStart(byte(position)) { skipIdentifierBody() }
            else if byte(position) == UInt8(ascii: "`") { skipBacktick() }
            return .attribute
        case UInt8(ascii: "`"):
            if skipBacktick() { return .backtickIdentifier }
            return .unknown
        case UInt8(ascii: "("): position += 1; return .leftParen
        case UInt8(ascii: ")"): position += 1; return .rightParen
        case UInt8(ascii: "{"): position += 1; return .leftBrace
        case UInt8(ascii: "}"): position += 1; return .rightBrace
        case UInt8(ascii: "["): position += 1; return .leftBracket
        case UInt8(ascii: "]"): position += 1; return .rightBracket
        case UInt8(ascii: ","): position += 1; return .comma
        case UInt8(ascii: ":"): position += 1; return .colon
        case UInt8(ascii: ";"): position += 1; return .semicolon
        case UInt8(ascii: "\\"): position += 1; return .backslash
        case UInt8(ascii: "$"):
            position += 1
            skipIdentifierBody()
            return .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            skipNumber()
            return .number
        case UInt8(ascii: "."):
            // A dot followed by a dot or an operator character starts a dot operator (`..<`,
            // `...`, `..`, `.==`), which may hold further dots.
            let next = byte(position + 1)
            if next == UInt8(ascii: ".") || Lexer.isOperatorByte(next) {
                return lexOperator()
            }
            position += 1
            return .period
        default:
            if Lexer.isIdentifierStart(c) {
                skipIdentifierBody()
                return .identifier
            }
            if Lexer.isOperatorByte(c) { return lexOperator() }
            note(LexProblem(kind: .invalidByte, offset: position))
            position += 1
            return .unknown
        }
    }

    // MARK: Comments

    private mutating func lexLineComment() -> TokenKind {
        let start = position
        // `///` is a doc comment, and so is `////` for the compiler (not for swift-syntax).
        let isDoc = byte(start + 2) == UInt8(ascii: "/")
        position = endOfLine(from: position + 2)
        return isDoc ? .docLineComment : .lineComment
    }

    private func endOfLine(from offset: Int) -> Int {
        var i = offset
        while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
        return i
    }

    private mutating func lexBlockComment() -> TokenKind {
        let start = position
        // `/**` opens a doc comment for the compiler, `/**/` and `/***` included.
        let isDoc = byte(start + 2) == UInt8(ascii: "*")
        position = skipBlockComment(from: start)
        return isDoc ? .docBlockComment : .blockComment
    }

    /// Returns the offset past the block comment starting at `start`, nested comments included.
    private mutating func skipBlockComment(from start: Int) -> Int {
        var depth = 0
        var i = start
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
                depth += 1
                i += 2
            } else if c == UInt8(ascii: "*"), byte(i + 1) == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 { return i }
            } else {
                i += 1
            }
        }
        note(LexProblem(kind: .unterminatedBlockComment, offset: start))
        return bytes.count
    }

    // MARK: Identifiers, numbers, operators

    /// Whether an identifier may start with `c`: a letter, `_`, or any byte of a character
    /// beyond ASCII (not an operator's first byte, a digit or punctuation).
    ///
    /// ```swift
    /// Lexer.isIdentifierStart(UInt8(ascii: "l")) // true
    /// Lexer.isIdentifierStart(UInt8(ascii: "+")) // false
    /// ```
    @inlinable @inline(__always)
    public static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") || c == UInt8(ascii: "_") || c >= 0x80
    }

    @inlinable @inline(__always) static func isIdentifierByte(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "$")
    }

    /// A byte of an identifier that is ASCII: a letter, digit, `_` or `$`, told by a bit of two
    /// words rather than five comparisons. Numbers and ``CodePieces`` read such runs.
    @inlinable @inline(__always)
    static func isASCIIIdentifierByte(_ c: UInt8) -> Bool {
        let low: UInt64 = 1 << 36 | 0x3FF << 48 // `$`, `0`…`9`
        let high: UInt64 = 0x07FF_FFFE | 1 << 31 | 0x07FF_FFFE << 32 // `A`…`Z`, `_`, `a`…`z`
        return c < 0x80 && ((c < 0x40 ? low : high) >> (c & 0x3F)) & 1 != 0
    }

    @inlinable @inline(__always) static func isOperatorByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    private mutating func skipIdentifierBody() {
        while position < bytes.count, Lexer.isIdentifierByte(bytes[position]) { position += 1 }
    }

    /// Skips `` `name` `` on one line; returns false (consuming the backtick) when it is not closed.
    @discardableResult
    private mutating func skipBacktick() -> Bool {
        var i = position + 1
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "`") { position = i + 1; return true }
            if c == 0x0A || c == 0x0D { break }
            i += 1
        }
        position += 1
        return false
    }

    private mutating func skipNumber() {
        position = Lexer.numberEnd(in: bytes, from: position)
    }

    /// Where the number literal whose first digit is at `start` ends: ``CodePieces`` skips
    /// numbers as the lexer does.
    @usableFromInline
    static func numberEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
        let isHex = bytes[start] == UInt8(ascii: "0") && (byte(start + 1) | 0x20) == UInt8(ascii: "x")
        var position = start + 1
        while position < bytes.count {
            let c = bytes[position]
            if Lexer.isASCIIIdentifierByte(c) {
                let lower = c | 0x20
                position += 1
                let isExponent = isHex ? lower == UInt8(ascii: "p") : lower == UInt8(ascii: "e")
                if isExponent, byte(position) == UInt8(ascii: "+") || byte(position) == UInt8(ascii: "-") {
                    position += 1
                }
            } else if c == UInt8(ascii: "."), Lexer.isDigit(byte(position + 1)) || (isHex && Lexer.isHexDigit(byte(position + 1))) {
                position += 1
            } else {
                break
            }
        }
        return position
    }

    @inlinable @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    @inlinable @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || ((c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "f"))
    }

    private mutating func lexOperator() -> TokenKind {
        let dotted = bytes[position] == UInt8(ascii: ".")
        position += 1
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*") {
                break
            }
            if Lexer.isOperatorByte(c) || (dotted && c == UInt8(ascii: ".")) { position += 1 } else { break }
        }
        return .operator
    }

    // MARK: Pound: directives, raw strings, extended regexes

    private mutating func lexPound() -> TokenKind {
        var hashes = 0
        while byte(position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = byte(position + hashes)
        if after == UInt8(ascii: "\"") {
            position += hashes
            skipString(hashes: hashes)
            return .stringLiteral
        }
        if after == UInt8(ascii: "/"), let end = regexEnd(from: position + hashes, hashes: hashes) {
            position = end
            return .regexLiteral
        }
        position += 1
        if Lexer.isIdentifierStart(byte(position)) { skipIdentifierBody() }
        return .poundDirective
    }

    // MARK: Strings

    private enum StringFrame {
        /// An open string literal: its `#` count and whether it is `"""`.
        case string(hashes: Int, multiline: Bool)
        /// An open interpolation `\( … )`: its parenthesis depth.
        case interpolation(parens: Int)
    }

    /// Skips a string literal whose opening quote is at `position` (any `#` already consumed).
    ///
    /// Interpolations may hold strings, closures and comments to any depth; the frames stack
    /// tracks them without recursion.
    private mutating func skipString(hashes: Int) {
        stringStart = position - hashes
        // Mostly a one-line string without escapes: skipped without the frames, which a lexer
        // of a usage example would otherwise allocate.
        if hashes == 0, let end = Lexer.plainStringEnd(in: bytes, from: position) {
            position = end
            return
        }
        frames.removeAll(keepingCapacity: true)
        openString(hashes: hashes)
        while let top = frames.last, position < bytes.count {
            switch top {
            case let .string(hashes, multiline):
                stepInString(hashes: hashes, multiline: multiline)
            case let .interpolation(parens):
                stepInInterpolation(parens: parens)
            }
        }
        if !frames.isEmpty {
            note(LexProblem(kind: .unterminatedString, offset: stringStart))
        }
    }

    /// Where a one-line string literal without `#` whose first quote is at `start` ends, when
    /// no backslash or line break comes before its closing quote and it is not `"""`; nil
    /// otherwise.
    @usableFromInline
    static func plainStringEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start + 1
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\""), bytes[index + 1] == UInt8(ascii: "\"") { return nil }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): return index + 1
            case UInt8(ascii: "\\"), 0x0A, 0x0D: return nil
            default: index += 1
            }
        }
        return nil
    }

    /// Opens a string whose first quote is at `position`.
    private mutating func openString(hashes: Int) {
        var multiline = byte(position + 1) == UInt8(ascii: "\"") && byte(position + 2) == UInt8(ascii: "\"")
        if multiline, hashes > 0, rawStringClosesOnLine(from: position + 1, hashes: hashes) {
            // `#"""#` is a one-line raw string holding a quote, as in the compiler's lexer.
            multiline = false
        }
        position += multiline ? 3 : 1
        frames.append(.string(hashes: hashes, multiline: multiline))
    }

    /// Whether a `"` followed by `hashes` `#` stands between `offset` and the end of its line.
    private func rawStringClosesOnLine(from offset: Int, hashes: Int) -> Bool {
        var i = offset
        while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D {
            if bytes[i] == UInt8(ascii: "\""), hashesFollow(hashes, at: i + 1) { return true }
            i += 1
        }
        return false
    }

    private func hashesFollow(_ count: Int, at offset: Int) -> Bool {
        var i = 0
        while i < count {
            if byte(offset + i) != UInt8(ascii: "#") { return false }
            i += 1
        }
        return true
    }

    private mutating func stepInString(hashes: Int, multiline: Bool) {
        let c = bytes[position]
        switch c {
        case UInt8(ascii: "\""):
            let closes = multiline
                ? byte(position + 1) == UInt8(ascii: "\"") && byte(position + 2) == UInt8(ascii: "\"")
                : true
            let quoteLength = multiline ? 3 : 1
            if closes, hashesFollow(hashes, at: position + quoteLength) {
                position += quoteLength + hashes
                frames.removeLast()
            } else {
                position += 1
            }
        case UInt8(ascii: "\\") where hashesFollow(hashes, at: position + 1):
            position += 1 + hashes
            if byte(position) == UInt8(ascii: "(") {
                position += 1
                frames.append(.interpolation(parens: 1))
            } else if position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
                position += 1
            }
        case 0x0A where !multiline, 0x0D where !multiline:
            // A single-line string ends at the line's end: report it and resume lexing there.
            note(LexProblem(kind: .unterminatedString, offset: stringStart))
            frames.removeAll(keepingCapacity: true)
        default:
            position += 1
        }
    }

    private mutating func stepInInterpolation(parens: Int) {
        let c = bytes[position]
        switch c {
        case UInt8(ascii: "("):
            position += 1
            frames[frames.count - 1] = .interpolation(parens: parens + 1)
        case UInt8(ascii: ")"):
            position += 1
            if parens == 1 { frames.removeLast() } else { frames[frames.count - 1] = .interpolation(parens: parens - 1) }
        case UInt8(ascii: "\""):
            openString(hashes: 0)
        case UInt8(ascii: "#"):
            var hashes = 0
            while byte(position + hashes) == UInt8(ascii: "#") { hashes += 1 }
            if byte(position + hashes) == UInt8(ascii: "\"") {
                position += hashes
                openString(hashes: hashes)
            } else {
                position += hashes
            }
        case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "*"):
            position = skipBlockComment(from: position)
        case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "/"):
            position = endOfLine(from: position)
        default:
            position += 1
        }
    }

    // MARK: Regex literals

    /// Returns the end of a regex literal whose `/` is at `slash`, or nil when Swift would read
    /// the `/` as an operator. `hashes` counts the `#` before the slash of an extended literal.
    private mutating func regexEnd(from slash: Int, hashes: Int) -> Int? {
        let first = byte(slash + 1)
        if hashes == 0 {
            // A bare regex never starts with white space and never spans lines.
            if first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D || first == 0 { return nil }
        }
        let multiline = hashes > 0 && (first == 0x0A || first == 0x0D)
        var i = slash + 1
        var inClass = 0
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if (c == 0x0A || c == 0x0D) && !multiline { return nil }
            if c == UInt8(ascii: "[") { inClass += 1 }
            else if c == UInt8(ascii: "]"), inClass > 0 { inClass -= 1 }
            else if c == UInt8(ascii: ")"), hashes == 0, inClass == 0, !regexHasOpenParen(slash + 1, i) {
                // An unbalanced `)` means this `/` was a division or an operator.
                return nil
            } else if c == UInt8(ascii: "/"), inClass == 0, hashesFollow(hashes, at: i + 1) {
                if hashes == 0, i > slash + 1, bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 { return nil }
                return i + 1 + hashes
            }
            i += 1
        }
        if hashes > 0 {
            note(LexProblem(kind: .unterminatedRegex, offset: slash - hashes))
            return bytes.count
        }
        return nil
    }

    private func regexHasOpenParen(_ from: Int, _ to: Int) -> Bool {
        var depth = 0
        var i = from
        while i < to {
            let c = bytes[i]
            if c == UInt8(ascii: "\\") { i += 2; continue }
            if c == UInt8(ascii: "(") { depth += 1 } else if c == UInt8(ascii: ")") { depth -= 1 }
            i += 1
        }
        return depth > 0
    }

    /// Whether a token of `kind` can end an expression, so that a `/` after it is an operator.
    private static func endsExpression(_ kind: TokenKind, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        switch kind {
        case .identifier:
            // After a keyword that begins an expression, `/` starts a regex.
            return !Keyword.isExpressionIntroducer(bytes, start, end)
        case .backtickIdentifier, .stringLiteral, .regexLiteral, .number, .rightParen, .rightBracket, .rightBrace:
            return true
        case .operator:
            // A postfix `!` or `?` ends an expression (`x! / 2`).
            let last = bytes[end - 1]
            return end - start == 1 && (last == UInt8(ascii: "!") || last == UInt8(ascii: "?"))
        default:
            return false
        }
    }
}
