/// What ``PlainCode/read(_:_:)`` meets outside string literals and comments.
public enum PlainCodePiece: Sendable {
    /// `(`, `[` or `{`.
    case opening
    /// `)`, `]` or `}`.
    case closing
    /// An identifier, `$0` and `$name` included.
    case identifier
    /// `#` and the identifier after it, as in `#expect`.
    case pound
    /// `@` and the identifier after it, as in `@MainActor`.
    case attribute
}

/// How a reading by ``PlainCode/read(_:_:)`` ended.
public enum PlainCodeReading: Sendable, Equatable {
    /// Every piece was visited.
    case finished
    /// The visitor asked to stop.
    case stopped
    /// The code holds something that only the ``Lexer`` reads; what was visited stands, but
    /// the rest is unknown.
    case needsLexer
}

/// A usage example read the quick way, byte by byte with no tokens made.
///
/// Nearly every example is plain code: ASCII, string literals on one line without `#` or
/// backslashes, comments that are `//` lines. Such code is read here in a fraction of the
/// instructions the ``Lexer`` takes (no token is made, no kind told apart but brackets and
/// names), and its brackets and identifiers stand where the lexer's tokens would. Anything else (a multi-line, raw or escaped string, a `/` that may open a regex, a
/// block comment, a backtick, a byte the lexer rejects, any byte beyond ASCII outside strings
/// and comments) ends the reading with ``PlainCodeReading/needsLexer``, and the caller lexes
/// the example.
public enum PlainCode {
    /// Calls `visit` with each piece of `code` and where it stands, in order, until it
    /// returns false.
    ///
    /// ```swift
    /// var words = 0
    /// let reading = PlainCode.read(code) { piece, _, _ in
    ///     if piece == .identifier { words += 1 }
    ///     return true
    /// }
    /// ```
    @inlinable @inline(__always)
    public static func read(_ code: UnsafeBufferPointer<UInt8>, _ visit: (PlainCodePiece, _ start: Int, _ end: Int) -> Bool) -> PlainCodeReading {
        var index = 0
        while index < code.count {
            let byte = code[index]
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                guard let end = identifierEnd(code, from: index + 1) else { return .needsLexer }
                guard visit(.identifier, index, end) else { return .stopped }
                index = end
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"),
                 UInt8(ascii: ";"), UInt8(ascii: "\\"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x00, 0x0B, 0x0C,
                 UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
                 UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
                 UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
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
                guard let end = Lexer.plainStringEnd(in: code, from: index) else { return .needsLexer }
                index = end
            case UInt8(ascii: "/"):
                guard index + 1 < code.count, code[index + 1] == UInt8(ascii: "/") else { return .needsLexer }
                while index < code.count, code[index] != 0x0A, code[index] != 0x0D { index += 1 }
            case UInt8(ascii: "#"), UInt8(ascii: "@"):
                // `#name` is a directive or a macro, `@name` an attribute; a bare `@` is one
                // too, but `#` before anything else may open a raw string or a regex.
                let piece = byte == UInt8(ascii: "#") ? PlainCodePiece.pound : .attribute
                guard index + 1 < code.count, Lexer.isIdentifierStart(code[index + 1]) else {
                    guard piece == .attribute else { return .needsLexer }
                    index += 1
                    continue
                }
                guard let end = identifierEnd(code, from: index + 1) else { return .needsLexer }
                guard visit(piece, index, end) else { return .stopped }
                index = end
            default:
                // Backticks, `'`, control bytes and bytes beyond ASCII.
                return .needsLexer
            }
        }
        return .finished
    }

    /// Where the identifier whose bytes from `start` on are its body ends, as the lexer ends
    /// it; nil when a byte beyond ASCII belongs to it.
    @inlinable @inline(__always)
    static func identifierEnd(_ code: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var end = start
        while end < code.count, isASCIIIdentifierByte(code[end]) { end += 1 }
        return end < code.count && code[end] >= 0x80 ? nil : end
    }

    /// A letter, digit, `_` or `$`, told by a bit of two words rather than five comparisons.
    @inlinable @inline(__always)
    static func isASCIIIdentifierByte(_ byte: UInt8) -> Bool {
        let low: UInt64 = 1 << 36 | 0x3FF << 48 // `$`, `0`…`9`
        let high: UInt64 = 0x07FF_FFFE | 1 << 31 | 0x07FF_FFFE << 32 // `A`…`Z`, `_`, `a`…`z`
        return byte < 0x80 && ((byte < 0x40 ? low : high) >> (byte & 0x3F)) & 1 != 0
    }
}
