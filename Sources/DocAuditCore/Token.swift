/// The lexical class of one token of Swift source.
///
/// Comments are tokens too: the declaration scanner needs them to find doc comments, and the
/// site's highlighter needs them to colour code.
public enum TokenKind: UInt8, Sendable {
    case identifier
    case backtickIdentifier
    /// `@name`: an attribute or a custom attribute such as a property wrapper.
    case attribute
    /// `#name`: a compiler directive (`#if`) or a macro expansion (`#Preview`).
    case poundDirective
    case stringLiteral
    case regexLiteral
    case number
    case `operator`
    case period
    case comma
    case colon
    case semicolon
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftBracket
    case rightBracket
    case backslash
    case lineComment
    case docLineComment
    case blockComment
    case docBlockComment
    /// A byte that starts no Swift token (a stray control character or invalid UTF-8).
    case unknown
    case endOfFile

    /// Whether this token is a comment of any kind.
    public var isComment: Bool {
        switch self {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
        default: return false
        }
    }

    /// Whether this token is a doc comment (`///` or `/** */`).
    public var isDocComment: Bool { self == .docLineComment || self == .docBlockComment }
}

/// One token: its kind, its byte range in the source, and the line breaks before it.
///
/// A token is a plain value of a few bytes, so lexing allocates nothing per token.
public struct Token: Sendable, Equatable {
    /// The lexical class.
    public var kind: TokenKind
    /// The offset of the token's first byte.
    public var start: Int
    /// The offset just past the token's last byte.
    public var end: Int
    /// How many line breaks stand in the white space before the token, capped at 2.
    ///
    /// 2 means a blank line lies between this token and the one before it.
    public var lineBreaksBefore: UInt8

    /// Creates a token.
    ///
    /// ```swift
    /// let token = Token(kind: .identifier, start: 0, end: 3, lineBreaksBefore: 0)
    /// ```
    public init(kind: TokenKind, start: Int, end: Int, lineBreaksBefore: UInt8) {
        self.kind = kind
        self.start = start
        self.end = end
        self.lineBreaksBefore = lineBreaksBefore
    }

    /// The number of bytes the token covers.
    public var length: Int { end - start }
}

/// A problem the lexer met in damaged source; lexing always goes on after one.
public struct LexProblem: Sendable, Equatable {
    /// What went wrong.
    public enum Kind: String, Sendable {
        case unterminatedString = "unterminated string literal"
        case unterminatedBlockComment = "unterminated block comment"
        case unterminatedRegex = "unterminated regex literal"
        case invalidByte = "invalid byte"
    }

    /// What went wrong.
    public var kind: Kind
    /// The byte offset where the damaged token starts.
    public var offset: Int
}
