import Testing
@testable import DocAuditCore

/// What `PlainCode` visits in `source`, with each piece's text, and how the reading ended.
func plainPieces(_ source: String) -> (pieces: [(PlainCodePiece, String)], reading: PlainCodeReading) {
    Array(source.utf8).withUnsafeBufferPointer { code in
        var pieces: [(PlainCodePiece, String)] = []
        let reading = PlainCode.read(code) { piece, start, end in
            pieces.append((piece, String(decoding: UnsafeBufferPointer(rebasing: code[start..<end]), as: UTF8.self)))
            return true
        }
        return (pieces, reading)
    }
}

/// The lexer's tokens of `source` that stand for `PlainCode`'s pieces, and whether it met a problem.
func lexedPieces(_ source: String) -> (pieces: [(PlainCodePiece, String)], problems: Bool) {
    Array(source.utf8).withUnsafeBufferPointer { code in
        var lexer = Lexer(code)
        var pieces: [(PlainCodePiece, String)] = []
        while case let token = lexer.next(), token.kind != .endOfFile {
            let text = String(decoding: UnsafeBufferPointer(rebasing: code[token.start..<token.end]), as: UTF8.self)
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: pieces.append((.opening, text))
            case .rightParen, .rightBracket, .rightBrace: pieces.append((.closing, text))
            case .identifier: pieces.append((.identifier, text))
            case .poundDirective: pieces.append((.pound, text))
            // A bare `@` names nothing: the plain reading passes over it.
            case .attribute where text.count > 1: pieces.append((.attribute, text))
            default: break
            }
        }
        return (pieces, !lexer.problems.isEmpty)
    }
}

/// A generator of reproducible code: the same cases on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct PlainCodeTests {
    @Test func visitsBracketsAndNamesOutsideStringsAndComments() {
        let read = plainPieces("let user = try await repo.load(id: \"a)b\", n: 1.5e+3) // ]\n#expect(user[0] != nil) @MainActor $0")
        #expect(read.reading == .finished)
        #expect(read.pieces.map(\.1) == ["let", "user", "try", "await", "repo", "load", "(", "id", "n", ")", "#expect", "(", "user", "[", "0", "]", "nil", ")", "@MainActor", "$0"].filter { $0 != "0" })
        #expect(read.pieces.first { $0.1 == "#expect" }?.0 == .pound)
        #expect(read.pieces.first { $0.1 == "@MainActor" }?.0 == .attribute)
    }

    /// What only the lexer reads ends the plain reading, after what comes before it is visited.
    @Test(arguments: [
        "f(\"\"\"\n)\n\"\"\")", "f(\"a\\(b)\")", "f(#\"raw\"#)", "f(/ 2)", "f(/* ) */)", "f(`x`)",
        "f('a')", "f(화면)", "f(\"open", "f(\u{1})", "f(#/re/#)", "f(\"a\nb\")",
    ])
    func stopsAtWhatOnlyTheLexerReads(_ code: String) {
        let read = plainPieces(code)
        #expect(read.reading == .needsLexer)
        #expect(read.pieces.map(\.1) == ["f", "("])
    }

    @Test func stopsWhenTheVisitorAsks() {
        let reading = Array("a(b)".utf8).withUnsafeBufferPointer { code in
            PlainCode.read(code) { piece, _, _ in piece != .opening }
        }
        #expect(reading == .stopped)
    }

    /// On code made of fragments that the plain reading reads and fragments that only the lexer
    /// does, the plain reading visits what the lexer's tokens say, in order: all of them when it
    /// finishes (and the lexer then meets no problem), a first part of them when it gives up.
    @Test func agreesWithTheLexer() {
        let fragments = [
            "(", ")", "[", "]", "{", "}", " ", "\n", "\r\n", "\t", "load", "x1", "$0", "$name", "_a", "init", "#if", "#expect",
            "@Main", "@", "@ x", "1.5e+3", "0x1p-3", "1.e", "42", "1..<2", ".", "..<", "+", "=", "->", ",", ":", ";", "?", "!",
            "\"s\"", "\"\"", "\"(\"", "// c)\n", "//", "\\", "\\.path", "'", "`x`", "/", "/*", "*/", "#\"", "\"\"\"", "\"a\\\"", "é",
            "\u{7F}", "\u{0}", "#", "#(", "##", "@`x`", "a/b", "/ ", "+//c\n",
        ]
        var generator = SplitMix64(state: 3)
        var finished = 0
        for _ in 0..<20_000 {
            let code = (0..<Int.random(in: 0...10, using: &generator)).map { _ in fragments.randomElement(using: &generator)! }.joined()
            let plain = plainPieces(code)
            let lexed = lexedPieces(code)
            #expect(plain.reading != .stopped)
            if plain.reading == .finished {
                finished += 1
                #expect(!lexed.problems, "\(code.debugDescription)")
                #expect(plain.pieces.map(\.0) == lexed.pieces.map(\.0) && plain.pieces.map(\.1) == lexed.pieces.map(\.1), "\(code.debugDescription)")
            } else {
                let prefix = lexed.pieces.prefix(plain.pieces.count)
                #expect(plain.pieces.map(\.0) == prefix.map(\.0) && plain.pieces.map(\.1) == prefix.map(\.1), "\(code.debugDescription)")
            }
        }
        // Both endings are met often: the comparison covers them.
        #expect(finished > 2_000 && finished < 18_000)
    }

    /// A usage example's problem, read the quick way where it can be, is the one the lexer finds.
    @Test func exampleSyntaxAgreesWithTheLexerOnly() {
        let fragments = ["(", ")", "[", "]", "{", "}", " ", "\n", "f", "x", "\"(\"", "\"", "// )\n", "/", "'", "#if", "1.0", "`", "é"]
        var generator = SplitMix64(state: 7)
        for _ in 0..<20_000 {
            let code = (0..<Int.random(in: 0...12, using: &generator)).map { _ in fragments.randomElement(using: &generator)! }.joined()
            let lexed = Array(code.utf8).withUnsafeBufferPointer(ExampleSyntax.firstProblem(in:))
            #expect(ExampleSyntax.problem(in: code) == lexed, "\(code.debugDescription)")
        }
    }
}
