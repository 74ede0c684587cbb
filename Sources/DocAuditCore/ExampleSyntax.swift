/// Checks that a usage example is well-formed Swift at the lexical level: it lexes without
/// problems and its `()`, `[]` and `{}` balance. It does not parse or type-check.
public enum ExampleSyntax {
    /// What is wrong with `code`, or nil when it lexes and balances.
    ///
    /// ```swift
    /// ExampleSyntax.problem(in: "let x = f(1") // "'(' at line 1 is never closed"
    /// ```
    public static func problem(in code: String) -> String? {
        let bytes = Array(code.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let lines = LineTable(buffer)
            var lexer = Lexer(buffer)
            var open: [Token] = []
            while case let token = lexer.next(), token.kind != .endOfFile {
                if let problem = lexer.problems.first {
                    return "\(problem.kind.rawValue) at line \(lines.position(of: problem.offset).line)"
                }
                switch token.kind {
                case .leftParen, .leftBracket, .leftBrace:
                    open.append(token)
                case .rightParen, .rightBracket, .rightBrace:
                    let line = lines.position(of: token.start).line
                    guard let opening = open.popLast() else { return "unmatched '\(closer(token.kind))' at line \(line)" }
                    guard matches(opening.kind, token.kind) else {
                        return "'\(closer(token.kind))' at line \(line) does not close '\(opener(opening.kind))' of line \(lines.position(of: opening.start).line)"
                    }
                default:
                    break
                }
            }
            if let problem = lexer.problems.first {
                return "\(problem.kind.rawValue) at line \(lines.position(of: problem.offset).line)"
            }
            if let unclosed = open.last {
                return "'\(opener(unclosed.kind))' at line \(lines.position(of: unclosed.start).line) is never closed"
            }
            return nil
        }
    }

    private static func matches(_ opening: TokenKind, _ closing: TokenKind) -> Bool {
        switch (opening, closing) {
        case (.leftParen, .rightParen), (.leftBracket, .rightBracket), (.leftBrace, .rightBrace): return true
        default: return false
        }
    }

    private static func opener(_ kind: TokenKind) -> String {
        kind == .leftParen ? "(" : kind == .leftBracket ? "[" : "{"
    }

    private static func closer(_ kind: TokenKind) -> String {
        kind == .rightParen ? ")" : kind == .rightBracket ? "]" : "}"
    }
}
