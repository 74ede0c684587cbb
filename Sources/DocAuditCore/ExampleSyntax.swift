// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// What is wrong with a usage example at the lexical level; each case knows its line in the
/// example (1-based).
public enum ExampleProblem: Sendable, Equatable {
    /// A literal or comment that never ends, or a byte that starts no token.
    case lexical(LexProblem.Kind, line: Int)
    /// A closing bracket with nothing open.
    case unmatched(closer: String, line: Int)
    /// A closing bracket of another kind than the one open.
    case mismatched(closer: String, line: Int, opener: String, openerLine: Int)
    /// An opening bracket never closed.
    case unclosed(opener: String, line: Int)
}

/// Checks that a usage example is well-formed Swift at the lexical level: it lexes without
/// problems and its `()`, `[]` and `{}` balance. It does not parse or type-check.
public enum ExampleSyntax {
    /// What is wrong with `code`, or nil when it lexes and balances.
    ///
    /// ```swift
    /// ExampleSyntax.problem(in: "let x = f(1") // .unclosed(opener: "(", line: 1)
    /// ```
    public static func problem(in code: String) -> ExampleProblem? {
        var code = code
        return code.withUTF8(problem(in:))
    }

    /// What is wrong with `code`, part of a text (a code block's code in its doc comment).
    ///
    /// ```swift
    /// let problem = ExampleSyntax.problem(in: block.code)
    /// ```
    public static func problem(in code: Substring) -> ExampleProblem? {
        var code = code
        return code.withUTF8(problem(in:))
    }

    /// What is wrong with the code whose UTF-8 is `buffer`, as for a string of it.
    ///
    /// ```swift
    /// let problem = Array("f(".utf8).withUnsafeBufferPointer(ExampleSyntax.problem(in:))
    /// ```
    public static func problem(in buffer: UnsafeBufferPointer<UInt8>) -> ExampleProblem? {
        // Nearly every example is well-formed: told so without a list of open brackets, whose
        // allocation would cost more than the lexing. Only an example with a problem, or nested
        // deeper than the fast check follows, is lexed again to say where.
        guard !isWellFormed(buffer) else { return nil }
        return firstProblem(in: buffer)
    }

    /// Whether `buffer` lexes without problems and its brackets balance, told with the open
    /// brackets' kinds as two bits each in a word: false also when they nest deeper than 32.
    private static func isWellFormed(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var brackets = OpenBrackets()
        let ending = CodePieces.forEach(in: buffer) { piece, start, _ in
            switch piece {
            case .opening: brackets.open(bits(of: buffer[start]))
            case .closing: brackets.close(bits(of: buffer[start]))
            default: true
            }
        }
        return ending == .lexed && brackets.isEmpty
    }

    /// The kinds of the brackets open, innermost last, two bits each in a word.
    private struct OpenBrackets {
        private var kinds: UInt64 = 0
        private var depth = 0

        var isEmpty: Bool { depth == 0 }

        /// Opens a bracket of kind `bits`; false when 32 are open already.
        mutating func open(_ bits: UInt64) -> Bool {
            guard depth < 32 else { return false }
            kinds = kinds << 2 | bits
            depth += 1
            return true
        }

        /// Closes a bracket of kind `bits`; false when none or another kind is open.
        mutating func close(_ bits: UInt64) -> Bool {
            guard depth > 0, kinds & 3 == bits else { return false }
            kinds >>= 2
            depth -= 1
            return true
        }
    }

    /// A bracket's kind in two bits, the same for its opening and closing forms.
    private static func bits(of byte: UInt8) -> UInt64 {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"): 1
        case UInt8(ascii: "["), UInt8(ascii: "]"): 2
        default: 3
        }
    }

    /// The first problem of `buffer` and where it stands.
    static func firstProblem(in buffer: UnsafeBufferPointer<UInt8>) -> ExampleProblem? {
        // Lines are counted only for a problem: nearly every example has none.
        func line(_ offset: Int) -> Int { LineTable(buffer).position(of: offset).line }
        var lexer = Lexer(buffer)
        var open: [Token] = []
        while case let token = lexer.next(), token.kind != .endOfFile {
            if let problem = lexer.problems.first {
                return .lexical(problem.kind, line: line(problem.offset))
            }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                open.append(token)
            case .rightParen, .rightBracket, .rightBrace:
                guard let opening = open.popLast() else { return .unmatched(closer: closer(token.kind), line: line(token.start)) }
                guard bits(of: buffer[opening.start]) == bits(of: buffer[token.start]) else {
                    return .mismatched(closer: closer(token.kind), line: line(token.start), opener: opener(opening.kind), openerLine: line(opening.start))
                }
            default:
                break
            }
        }
        if let problem = lexer.problems.first {
            return .lexical(problem.kind, line: line(problem.offset))
        }
        if let unclosed = open.last {
            return .unclosed(opener: opener(unclosed.kind), line: line(unclosed.start))
        }
        return nil
    }

    private static func opener(_ kind: TokenKind) -> String {
        kind == .leftParen ? "(" : kind == .leftBracket ? "[" : "{"
    }

    private static func closer(_ kind: TokenKind) -> String {
        kind == .rightParen ? ")" : kind == .rightBracket ? "]" : "}"
    }
}
