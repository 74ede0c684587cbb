// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// A significant token (not a comment) with the doc comment group that stands before it.
struct SignificantToken {
    var token: Token
    /// The last doc comment group in the comments before this token, if any.
    var doc: PendingDoc?
}

/// A conditional compilation directive.
enum ConditionalDirective {
    case `if`, `elseif`, `else`, endif
}

/// A doc comment group waiting for the token it stands before.
struct PendingDoc {
    var pieces: [DocCommentPiece]
    var separation: DocSeparation
}

/// Turns the lexer's tokens into significant tokens, grouping doc comments the way the
/// compiler does on the way: a doc comment that starts more than one line below the comment
/// before it (doc or plain) starts a new group; the last group before a token is offered to it
/// and earlier ones are orphans. A doc comment trailing code on the line before counts too, as
/// in the compiler.
struct TokenStream {
    private(set) var lexer: Lexer
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Lookahead: tokens lexed but not yet taken, oldest first from `head`.
    private var buffer: [SignificantToken] = []
    private var head = 0
    /// The doc group being gathered, and what has come since its first piece.
    private var group: [DocCommentPiece] = []
    /// Whether a blank line stands between the group's first piece and the current position.
    private var blankInGroup = false
    /// Whether a plain comment stands after the group's last piece.
    private var plainAfterGroup = false
    /// Doc groups that a later group before the same token replaces.
    var orphans: [[DocCommentPiece]] = []
    /// The line comments that hold a `docaudit:` directive.
    var directiveComments: [Range<Int>] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        lexer = Lexer(bytes)
        buffer.reserveCapacity(16)
    }

    /// The token `offset` places ahead (0 is the next one), without taking it.
    mutating func peek(_ offset: Int = 0) -> SignificantToken {
        while buffer.count - head <= offset { buffer.append(lexSignificant()) }
        return buffer[head + offset]
    }

    /// Takes the next token.
    mutating func next() -> SignificantToken {
        if head < buffer.count {
            let token = buffer[head]
            head += 1
            if head == buffer.count {
                buffer.removeAll(keepingCapacity: true)
                head = 0
            }
            return token
        }
        return lexSignificant()
    }

    /// Skips to the `}` matching an already taken `{`, ignoring everything inside, and returns
    /// the offset of that `}` (or the end of the file when it is missing).
    ///
    /// Bodies of functions, closures and accessors are most of a file: this loop runs over the
    /// raw lexer without looking at comments.
    mutating func skipBody() -> (end: Int, closed: Bool) {
        var depth = 1
        while head < buffer.count {
            let token = next().token
            if let result = step(token, &depth) { return result }
        }
        while true {
            let token = lexer.next()
            if token.kind.isComment {
                noteDirective(token)
                continue
            }
            if let result = step(token, &depth) {
                group.removeAll(keepingCapacity: true)
                return result
            }
        }
    }

    /// Skips a branch of a `#if` block that is never compiled, from `start` (the end of its
    /// directive), comments and all, up to the `#elseif`, `#else` or `#endif` that ends it,
    /// which stays the next token, without a doc comment: nothing in the branch is declared or
    /// documented, so its doc comments form no group and none is an orphan, not even one that
    /// lookahead into the branch found replaced. Nested `#if` blocks are skipped whole; a
    /// branch left open ends at the end of the file.
    mutating func skipInactiveBranch(after start: Int) {
        while let last = orphans.last, last[0].range.lowerBound >= start { orphans.removeLast() }
        var depth = 0
        // Lookahead first: its doc comments go with the tokens they were lexed before.
        while head < buffer.count {
            if endsInactiveBranch(buffer[head].token, &depth) {
                buffer[head].doc = nil
                return
            }
            _ = next()
        }
        while true {
            let token = lexer.next()
            if token.kind.isComment {
                noteDirective(token)
                continue
            }
            if endsInactiveBranch(token, &depth) {
                buffer.append(SignificantToken(token: token, doc: nil))
                return
            }
        }
    }

    @inline(__always)
    private func endsInactiveBranch(_ token: Token, _ depth: inout Int) -> Bool {
        switch conditionalDirective(token) {
        case .if?:
            depth += 1
        case .endif?:
            if depth == 0 { return true }
            depth -= 1
        case .elseif?, .else?:
            return depth == 0
        case nil:
            return token.kind == .endOfFile
        }
        return false
    }

    /// Which conditional compilation directive `token` is, told by its bytes.
    func conditionalDirective(_ token: Token) -> ConditionalDirective? {
        guard token.kind == .poundDirective else { return nil }
        switch token.length {
        case 3: return spells(token, "#if") ? .if : nil
        case 5: return spells(token, "#else") ? .else : nil
        case 6: return spells(token, "#endif") ? .endif : nil
        case 7: return spells(token, "#elseif") ? .elseif : nil
        default: return nil
        }
    }

    /// Whether `token` is spelled `word`, compared in place.
    func spells(_ token: Token, _ word: StaticString) -> Bool {
        guard token.length == word.utf8CodeUnitCount else { return false }
        for offset in 0..<token.length where bytes[token.start + offset] != word.utf8Start[offset] { return false }
        return true
    }

    @inline(__always)
    private func step(_ token: Token, _ depth: inout Int) -> (end: Int, closed: Bool)? {
        switch token.kind {
        case .leftBrace:
            depth += 1
        case .rightBrace:
            depth -= 1
            if depth == 0 { return (token.start, true) }
        case .endOfFile:
            return (token.start, false)
        default:
            break
        }
        return nil
    }

    private mutating func lexSignificant() -> SignificantToken {
        // Comments hide no line break: `/* note */ public var b` on a line of its own starts a
        // declaration, as the compiler reads it.
        var brokenBefore = false
        while true {
            var token = lexer.next()
            let blank = token.lineBreaksBefore >= 2
            if token.kind.isComment {
                if token.lineBreaksBefore > 0 { brokenBefore = true }
                if token.kind.isDocComment {
                    takeDocComment(token)
                } else {
                    noteDirective(token)
                    if !group.isEmpty {
                        plainAfterGroup = true
                        if blank { blankInGroup = true }
                    }
                }
                continue
            }
            if brokenBefore, token.lineBreaksBefore == 0 { token.lineBreaksBefore = 1 }
            var doc: PendingDoc?
            if !group.isEmpty {
                let separation: DocSeparation = blankInGroup || blank ? .blankLine : plainAfterGroup ? .plainComment : .adjacent
                doc = PendingDoc(pieces: group, separation: separation)
                restartGroup()
            }
            return SignificantToken(token: token, doc: doc)
        }
    }

    /// Notes `token` when it is a line comment whose text, after `//` and blanks, starts with
    /// `docaudit:`. Few comments are, and seeing them here spares the check a second lexing
    /// of every file that mentions the word.
    @inline(__always)
    private mutating func noteDirective(_ token: Token) {
        guard token.kind == .lineComment else { return }
        var index = token.start + 2
        while index < token.end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        let prefix = ScannedFile.directivePrefix
        guard token.end - index >= prefix.utf8CodeUnitCount else { return }
        for offset in 0..<prefix.utf8CodeUnitCount where bytes[index + offset] != prefix.utf8Start[offset] { return }
        directiveComments.append(token.start..<token.end)
    }

    private mutating func takeDocComment(_ token: Token) {
        let piece = DocCommentPiece(range: token.start..<token.end, isBlock: token.kind == .docBlockComment)
        if !group.isEmpty, token.lineBreaksBefore >= 2 {
            orphans.append(group)
            restartGroup()
        }
        if group.isEmpty { blankInGroup = false }
        group.append(piece)
        plainAfterGroup = false
    }

    /// Empties the group handed over. The next starts with as much room, up to a usual doc
    /// comment's lines: grown from empty, each would be allocated again at each doubling; a
    /// huge one's room, kept, would be given to every doc comment after it.
    private mutating func restartGroup() {
        if group.capacity > 16 { group = [] } else { group.removeAll(keepingCapacity: true) }
    }

    /// The problems the lexer met.
    var problems: [LexProblem] { lexer.problems }
}
