/// Why fixes to a file's source were refused; the file is then left exactly as it was.
public enum FixError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Two planned edits overlap: applying both would lose one.
    case overlappingEdits(offset: Int)
    /// The edits would change the code, not only comments and blank lines: the first token
    /// that differs starts at this byte offset of the original.
    case tokensChanged(offset: Int)
    /// The edits would change what the lexer reports as damaged (an unterminated comment).
    case lexProblemsChanged

    /// What went wrong, for a message that names the file before it.
    public var description: String {
        switch self {
        case .overlappingEdits(let offset):
            return "fixes overlap at byte \(offset); nothing was changed"
        case .tokensChanged(let offset):
            return "a fix would change the code at byte \(offset), not only comments; nothing was changed"
        case .lexProblemsChanged:
            return "a fix would change how the file lexes; nothing was changed"
        }
    }
}
