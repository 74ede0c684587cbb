import DocAuditCore

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// Checks that an edited source is the same code as the original: the same tokens, comments
/// aside, and the same lexing problems.
///
/// Every fix is meant to touch comments and blank lines only; this is the proof, made with the
/// same lexer the scanner uses, before anything is written.
public enum TokenIdentity {
    /// Throws when `edited` is not the same code as `original`.
    ///
    /// ```swift
    /// try TokenIdentity.verify(original: before, edited: after)
    /// ```
    public static func verify(original: [UInt8], edited: [UInt8]) throws(FixError) {
        let (originalTokens, originalProblems) = significantTokens(original)
        let (editedTokens, editedProblems) = significantTokens(edited)
        for (index, token) in originalTokens.enumerated() {
            guard index < editedTokens.count, sameToken(token, original, editedTokens[index], edited) else {
                throw FixError.tokensChanged(offset: token.start)
            }
        }
        if editedTokens.count > originalTokens.count {
            throw FixError.tokensChanged(offset: original.count)
        }
        if originalProblems != editedProblems { throw FixError.lexProblemsChanged }
    }

    /// The non-comment tokens of `source` (end of file included) and the kinds of the lexer's
    /// problems, in order.
    /// The code tokens of `source`, each with `lineBreaksBefore` set to 1 when a line break
    /// stands between it and the code token before it (in white space or inside a comment):
    /// Swift reads line breaks (statements, `#if` lines, operators), so they must stay too.
    static func significantTokens(_ source: [UInt8]) -> ([Token], [LexProblem.Kind]) {
        source.withUnsafeBufferPointer { bytes in
            var lexer = Lexer(bytes)
            var tokens: [Token] = []
            var lineBroke = false
            while true {
                var token = lexer.next()
                lineBroke = lineBroke || token.lineBreaksBefore > 0
                if token.kind.isComment {
                    lineBroke = lineBroke || bytes[token.start..<token.end].contains { $0 == 0x0A || $0 == 0x0D }
                } else {
                    token.lineBreaksBefore = lineBroke && !tokens.isEmpty ? 1 : 0
                    tokens.append(token)
                    lineBroke = false
                }
                if token.kind == .endOfFile { break }
            }
            return (tokens, lexer.problems.map(\.kind))
        }
    }

    private static func sameToken(_ a: Token, _ aSource: [UInt8], _ b: Token, _ bSource: [UInt8]) -> Bool {
        a.kind == b.kind && a.lineBreaksBefore == b.lineBreaksBefore && a.length == b.length
            && aSource[a.start..<a.end].elementsEqual(bSource[b.start..<b.end])
    }
}
