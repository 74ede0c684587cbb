// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// What ``CodePieces`` visits of a usage example: the tokens its rules look at, outside string
/// literals and comments.
public enum CodePiece: Sendable {
    /// `(`, `[` or `{`.
    case opening
    /// `)`, `]` or `}`.
    case closing
    /// An identifier, `$0` and `$name` included; one in backticks without them.
    case identifier
    /// `#` and the identifier after it, as in `#expect`.
    case pound
    /// `@` and the identifier after it, as in `@MainActor`.
    case attribute
    /// An operator, as in `a + b` or `0..<n`.
    case `operator`
}

/// The pieces of a usage example, where the lexer's tokens stand, read the quick way where the
/// code is plain.
///
/// Nearly every example is plain code: ASCII, string literals on one line without `#` or
/// backslashes, comments that are `//` lines, no `/` but theirs. Such code is read in one byte
/// loop, in a fraction of the instructions the ``Lexer`` takes (no token is made, no kind told
/// apart but the pieces'). From the first thing that loop does not read on (a multi-line, raw
/// or escaped string, a `/` that may open a regex, a block comment, a backtick, a byte the
/// lexer rejects, any byte beyond ASCII outside strings and comments), the lexer's tokens are
/// read instead.
public enum CodePieces {
    /// How ``forEach(in:_:)`` ended.
    public enum Ending: Sendable, Equatable {
        /// The visitor asked to stop.
        case stopped
        /// Every piece was visited, and the code lexes without a problem.
        case lexed
        /// Every piece was visited, but the code does not lex: a literal or comment never
        /// ends, or a byte starts no token.
        case lexedWithProblem
    }

    /// How ``readPlain(_:_:)`` ended.
    public enum PlainReading: Sendable, Equatable {
        /// Every piece was visited.
        case finished
        /// The visitor asked to stop.
        case stopped
        /// The token starting at this offset is one only the lexer reads: the pieces before it
        /// were all visited, the rest were not.
        case needsLexer(from: Int)
    }

    /// Whether a piece of `code` passes `test`, which is given each piece and its text in turn,
    /// in order, until one does.
    ///
    /// ```swift
    /// let callsLoad = CodePieces.contains(in: example.code) { piece, text in piece == .identifier && text == "load" }
    /// ```
    public static func contains(in code: Substring, where test: (CodePiece, Substring) -> Bool) -> Bool {
        var bytes = code
        let start = code.utf8.startIndex
        return bytes.withUTF8 { bytes in
            forEach(in: bytes) { piece, from, to in
                let lower = code.utf8.index(start, offsetBy: from)
                return !test(piece, code[lower..<code.utf8.index(lower, offsetBy: to - from)])
            } == .stopped
        }
    }

    /// Calls `visit` with each piece of `code` and where it stands, once each, in order, until
    /// it returns false.
    ///
    /// ```swift
    /// let callsLoad = CodePieces.forEach(in: code) { piece, start, end in
    ///     !(piece == .identifier && ByteSearch.equal(UnsafeBufferPointer(rebasing: code[start..<end]), name))
    /// } == .stopped
    /// ```
    @inlinable @inline(__always)
    public static func forEach(in code: UnsafeBufferPointer<UInt8>, _ visit: (CodePiece, _ start: Int, _ end: Int) -> Bool) -> Ending {
        let from: Int
        switch readPlain(code, visit) {
        case .finished: return .lexed
        case .stopped: return .stopped
        case let .needsLexer(offset): from = offset
        }
        // Lexed from the start, as what a token is may depend on the tokens before it, but the
        // pieces before `from` were visited already.
        var lexer = Lexer(code)
        while case let token = lexer.next(), token.kind != .endOfFile {
            guard token.start >= from, let piece = piece(of: token, in: code) else { continue }
            guard visit(piece.kind, piece.start, piece.end) else { return .stopped }
        }
        return lexer.problems.isEmpty ? .lexed : .lexedWithProblem
    }

    /// The piece a lexer's token stands for, if any: the name inside backticks, and an `@`
    /// alone is none, as for ``readPlain(_:_:)``.
    @usableFromInline
    static func piece(of token: Token, in code: UnsafeBufferPointer<UInt8>) -> (kind: CodePiece, start: Int, end: Int)? {
        switch token.kind {
        case .leftParen, .leftBracket, .leftBrace: (.opening, token.start, token.end)
        case .rightParen, .rightBracket, .rightBrace: (.closing, token.start, token.end)
        case .identifier: (.identifier, token.start, token.end)
        case .backtickIdentifier: (.identifier, token.start + 1, token.end - 1)
        case .poundDirective: (.pound, token.start, token.end)
        case .attribute where token.end - token.start > 1: (.attribute, token.start, token.end)
        case .operator: (.operator, token.start, token.end)
        default: nil
        }
    }

    /// Calls `visit` with each piece of `code` and where it stands, in order, until it returns
    /// false or the code holds something that only the lexer reads.
    ///
    /// ```swift
    /// let reading = CodePieces.readPlain(code) { piece, _, _ in piece != .closing }
    /// ```
    @inlinable @inline(__always)
    public static func readPlain(_ code: UnsafeBufferPointer<UInt8>, _ visit: (CodePiece, _ start: Int, _ end: Int) -> Bool) -> PlainReading {
        var index = 0
        while index < code.count {
            let byte = code[index]
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                guard let end = identifierEnd(code, from: index + 1) else { return .needsLexer(from: index) }
                guard visit(.identifier, index, end) else { return .stopped }
                index = end
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"),
                 UInt8(ascii: "\\"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x00, 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                guard visit(.opening, index, index + 1) else { return .stopped }
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard visit(.closing, index, index + 1) else { return .stopped }
                index += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                index = Lexer.numberEnd(in: code, from: index)
            case UInt8(ascii: "\""):
                guard let end = Lexer.plainStringEnd(in: code, from: index) else { return .needsLexer(from: index) }
                index = end
            case UInt8(ascii: "/"):
                guard index + 1 < code.count, code[index + 1] == UInt8(ascii: "/") else { return .needsLexer(from: index) }
                while index < code.count, code[index] != 0x0A, code[index] != 0x0D { index += 1 }
            case UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
                 UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
                 UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
                // A dot alone is a member access; before a dot or an operator character it
                // starts an operator that may hold more dots (`..<`, `.==`).
                let dotted = byte == UInt8(ascii: ".")
                if dotted, index + 1 == code.count || code[index + 1] != UInt8(ascii: ".") && !Lexer.isOperatorByte(code[index + 1]) {
                    index += 1
                    continue
                }
                guard let end = operatorEnd(code, from: index, dotted: dotted) else { return .needsLexer(from: index) }
                guard visit(.operator, index, end) else { return .stopped }
                index = end
            case UInt8(ascii: "#"), UInt8(ascii: "@"):
                // `#name` is a directive or a macro, `@name` an attribute; a bare `@` is one
                // too, but `#` before anything else may open a raw string or a regex, and `@`
                // before a backtick names an attribute in backticks.
                let piece = byte == UInt8(ascii: "#") ? CodePiece.pound : .attribute
                let next = index + 1 < code.count ? code[index + 1] : 0
                guard Lexer.isIdentifierStart(next) else {
                    guard piece == .attribute, next != UInt8(ascii: "`") else { return .needsLexer(from: index) }
                    index += 1
                    continue
                }
                guard let end = identifierEnd(code, from: index + 1) else { return .needsLexer(from: index) }
                guard visit(piece, index, end) else { return .stopped }
                index = end
            default:
                // Backticks, `'`, control bytes and bytes beyond ASCII.
                return .needsLexer(from: index)
            }
        }
        return .finished
    }

    /// Where the identifier whose bytes from `start` on are its body ends, as the lexer ends
    /// it; nil when a byte beyond ASCII belongs to it.
    @inlinable @inline(__always)
    static func identifierEnd(_ code: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var end = start
        while end < code.count, Lexer.isASCIIIdentifierByte(code[end]) { end += 1 }
        return end < code.count && code[end] >= 0x80 ? nil : end
    }

    /// Where the operator starting at `start` ends, as the lexer ends it (with dots when it
    /// starts with one); nil when a `/` follows, which the lexer may take into it.
    @inlinable @inline(__always)
    static func operatorEnd(_ code: UnsafeBufferPointer<UInt8>, from start: Int, dotted: Bool) -> Int? {
        var end = start + 1
        while end < code.count, code[end] != UInt8(ascii: "/"), Lexer.isOperatorByte(code[end]) || dotted && code[end] == UInt8(ascii: ".") { end += 1 }
        guard end < code.count, code[end] == UInt8(ascii: "/") else { return end }
        // A `//` comment ends the operator; any other `/` is the lexer's to place.
        return end + 1 < code.count && code[end + 1] == UInt8(ascii: "/") ? end : nil
    }
}
