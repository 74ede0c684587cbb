import Testing
@testable import DocAuditCore

/// A piece as the tests compare them: its kind and text.
struct VisitedPiece: Equatable, CustomStringConvertible {
    let kind: CodePiece
    let start: Int
    let text: String

    var description: String { "\(kind) \(text.debugDescription) at \(start)" }
}

/// What `CodePieces.readPlain` visits in `source`, and how the reading ended.
func plainPieces(_ source: String) -> (pieces: [VisitedPiece], reading: CodePieces.PlainReading) {
    Array(source.utf8).withUnsafeBufferPointer { code in
        var pieces: [VisitedPiece] = []
        let reading = CodePieces.readPlain(code) { kind, start, end in
            pieces.append(VisitedPiece(kind: kind, start: start, text: String(decoding: UnsafeBufferPointer(rebasing: code[start..<end]), as: UTF8.self)))
            return true
        }
        return (pieces, reading)
    }
}

/// What `CodePieces.forEach` visits in `source`, and how it ended.
func allPieces(_ source: String) -> (pieces: [VisitedPiece], ending: CodePieces.Ending) {
    Array(source.utf8).withUnsafeBufferPointer { code in
        var pieces: [VisitedPiece] = []
        let ending = CodePieces.forEach(in: code) { kind, start, end in
            pieces.append(VisitedPiece(kind: kind, start: start, text: String(decoding: UnsafeBufferPointer(rebasing: code[start..<end]), as: UTF8.self)))
            return true
        }
        return (pieces, ending)
    }
}

/// The lexer's tokens of `source` that stand for pieces, written out here from the token kinds,
/// and whether it met a problem.
func lexedPieces(_ source: String) -> (pieces: [VisitedPiece], problems: Bool) {
    Array(source.utf8).withUnsafeBufferPointer { code in
        var lexer = Lexer(code)
        var pieces: [VisitedPiece] = []
        while case let token = lexer.next(), token.kind != .endOfFile {
            let text = String(decoding: UnsafeBufferPointer(rebasing: code[token.start..<token.end]), as: UTF8.self)
            let kind: CodePiece
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: kind = .opening
            case .rightParen, .rightBracket, .rightBrace: kind = .closing
            case .identifier: kind = .identifier
            case .backtickIdentifier:
                pieces.append(VisitedPiece(kind: .identifier, start: token.start + 1, text: String(text.dropFirst().dropLast())))
                continue
            case .poundDirective: kind = .pound
            case .attribute where text.count > 1: kind = .attribute
            case .operator: kind = .operator
            default: continue
            }
            pieces.append(VisitedPiece(kind: kind, start: token.start, text: text))
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

/// Code made of `count` fragments drawn from `fragments`.
func randomCode(from fragments: [String], upTo count: Int, using generator: inout SplitMix64) -> String {
    (0..<Int.random(in: 0...count, using: &generator)).map { _ in fragments.randomElement(using: &generator)! }.joined()
}

@Suite struct CodePiecesTests {
    @Test func visitsBracketsNamesAndOperatorsOutsideStringsAndComments() {
        let read = plainPieces("let user = try await repo.load(id: \"a)b\", n: 1.5e+3) // ]\n#expect(user[0] != nil) @MainActor $0 ..< 2")
        #expect(read.reading == .finished)
        #expect(read.pieces.map(\.text) == ["let", "user", "=", "try", "await", "repo", "load", "(", "id", "n", ")", "#expect", "(", "user", "[", "]", "!=", "nil", ")", "@MainActor", "$0", "..<"])
        #expect(read.pieces.map(\.kind) == [.identifier, .identifier, .operator, .identifier, .identifier, .identifier, .identifier, .opening, .identifier, .identifier, .closing,
                                           .pound, .opening, .identifier, .opening, .closing, .operator, .identifier, .closing, .attribute, .identifier, .operator])
    }

    /// What only the lexer reads ends the plain reading at its start, after what comes before
    /// it is visited.
    @Test(arguments: [
        "f(\"\"\"\n)\n\"\"\")", "f(\"a\\(b)\")", "f(#\"raw\"#)", "f(/ 2)", "f(/* ) */)", "f(`x`)", "f('a')", "f(화면)", "f(\"open",
        "f(\u{1})", "f(#/re/#)", "f(\"a\nb\")", "f(+/x)", "f(./x)", "f(@`x`)", "f(abé)",
    ])
    func stopsAtWhatOnlyTheLexerReads(_ code: String) {
        let read = plainPieces(code)
        #expect(read.reading == .needsLexer(from: 2))
        #expect(read.pieces.map(\.text) == ["f", "("])
    }

    @Test func stopsWhenTheVisitorAsks() {
        let code = Array("a(b) / c(d)".utf8)
        code.withUnsafeBufferPointer { code in
            #expect(CodePieces.readPlain(code) { piece, _, _ in piece != .opening } == .stopped)
            // Past the `/` the lexer reads on, and is stopped alike.
            var openings = 0
            #expect(CodePieces.forEach(in: code) { piece, _, _ in
                if piece == .opening { openings += 1 }
                return openings < 2
            } == .stopped)
        }
    }

    static let fragments = [
        "(", ")", "[", "]", "{", "}", " ", "\n", "\r\n", "\t", "load", "x1", "$0", "$name", "_a", "init", "#if", "#expect",
        "@Main", "@", "@ x", "1.5e+3", "0x1p-3", "1.e", "42", "1..<2", ".", "..<", "+", "=", "->", ",", ":", ";", "?", "!", "&&",
        "\"s\"", "\"\"", "\"(\"", "// c)\n", "//", "\\", "\\.path", "'", "`x`", "/", "/*", "*/", "#\"", "\"\"\"", "\"a\\\"", "é",
        "\u{7F}", "\u{0}", "#", "#(", "##", "@`x`", "a/b", "/ ", "+//c\n", "./", ".//", "+/", "x!.y", ".5",
    ]

    /// On code made of fragments that the plain reading reads and fragments that only the lexer
    /// does, the plain reading visits the lexer's pieces: all of them when it finishes (and the
    /// lexer then meets no problem), and those before the offset it gives when it gives up.
    @Test func plainReadingAgreesWithTheLexer() {
        var generator = SplitMix64(state: 3)
        var finished = 0
        for _ in 0..<20_000 {
            let code = randomCode(from: Self.fragments, upTo: 10, using: &generator)
            let plain = plainPieces(code)
            let lexed = lexedPieces(code)
            switch plain.reading {
            case .finished:
                finished += 1
                #expect(!lexed.problems, "\(code.debugDescription)")
                #expect(plain.pieces == lexed.pieces, "\(code.debugDescription)")
            case let .needsLexer(from):
                #expect(plain.pieces == lexed.pieces.filter { $0.start < from }, "\(code.debugDescription)")
            case .stopped:
                Issue.record("stopped without being asked: \(code.debugDescription)")
            }
        }
        // Both endings are met often: the comparison covers them.
        #expect(finished > 2_000 && finished < 18_000)
    }

    /// Whatever the code, every piece the lexer's tokens stand for is visited once, in order,
    /// and the ending says whether the code lexes.
    @Test func everyPieceIsVisitedOnce() {
        var generator = SplitMix64(state: 5)
        for _ in 0..<20_000 {
            let code = randomCode(from: Self.fragments, upTo: 10, using: &generator)
            let all = allPieces(code)
            let lexed = lexedPieces(code)
            #expect(all.pieces == lexed.pieces, "\(code.debugDescription)")
            #expect(all.ending == (lexed.problems ? .lexedWithProblem : .lexed), "\(code.debugDescription)")
        }
    }

    /// A usage example's problem, read the quick way where it can be, is the one the lexer finds.
    @Test func exampleSyntaxAgreesWithTheLexerOnly() {
        let fragments = ["(", ")", "[", "]", "{", "}", " ", "\n", "f", "x", "\"(\"", "\"", "// )\n", "/", "'", "#if", "1.0", "`", "é", "+", "..<"]
        var generator = SplitMix64(state: 7)
        for _ in 0..<20_000 {
            let code = randomCode(from: fragments, upTo: 12, using: &generator)
            let lexed = Array(code.utf8).withUnsafeBufferPointer(ExampleSyntax.firstProblem(in:))
            #expect(ExampleSyntax.problem(in: code) == lexed, "\(code.debugDescription)")
        }
    }
}
