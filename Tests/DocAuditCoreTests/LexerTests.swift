import Testing
@testable import DocAuditCore

/// Lexes `source` and returns each token's kind and text.
func lex(_ source: String) -> [(TokenKind, String)] {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
        var lexer = Lexer(buffer)
        var tokens: [(TokenKind, String)] = []
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            tokens.append((token.kind, String(decoding: UnsafeBufferPointer(rebasing: buffer[token.start..<token.end]), as: UTF8.self)))
        }
        return tokens
    }
}

func kinds(_ source: String) -> [TokenKind] { lex(source).map(\.0) }

/// Calls `body` with the UTF-8 of `source`.
func bytes(of source: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    Array(source.utf8).withUnsafeBufferPointer(body)
}

@Suite struct LexerTests {
    @Test func comments() {
        #expect(kinds("// a\n/// b\n//// c") == [.lineComment, .docLineComment, .docLineComment])
        #expect(kinds("/* a /* b */ c */ x") == [.blockComment, .identifier])
        #expect(kinds("/** doc */ /**/ /*** x */ /* x */") == [.docBlockComment, .docBlockComment, .docBlockComment, .blockComment])
    }

    @Test func stringsWithInterpolation() {
        let tokens = lex(#"let s = "a \(f("}", { x in "\(x)" })) b" + t"#)
        #expect(tokens.map(\.0) == [.identifier, .identifier, .operator, .stringLiteral, .operator, .identifier])
    }

    @Test func multilineAndRawStrings() {
        let source = "x = \"\"\"\n  a \" \"\" }\n  \"\"\" ; y = #\"a \" \\(no)\"# ; z = ##\"\"\"\n\"\"\"# \"\"\"##"
        #expect(kinds(source) == [.identifier, .operator, .stringLiteral, .semicolon, .identifier, .operator, .stringLiteral, .semicolon, .identifier, .operator, .stringLiteral])
        #expect(kinds(##"#"\#(a + ")")"#"##) == [.stringLiteral])
    }

    @Test func plainStringsAndTheirNeighbours() {
        // Plain one-line strings are skipped by a fast path; those with escapes, `"""` and line
        // ends take the general one: the tokens must not tell which.
        #expect(lex(#"f("", "a b", "c\"d", "e\(x)")"#).map(\.1) == ["f", "(", #""""#, ",", #""a b""#, ",", #""c\"d""#, ",", #""e\(x)""#, ")"])
        #expect(kinds("x = \"\" + \"\"\"\n\"\"\"") == [.identifier, .operator, .stringLiteral, .operator, .stringLiteral])
        #expect(lex("s = \"open\nt = \"shut\"").map(\.1) == ["s", "=", "\"open", "t", "=", "\"shut\""])
        bytes(of: "s = \"open\nt = \"shut\"") { buffer in
            var lexer = Lexer(buffer)
            while lexer.next().kind != .endOfFile {}
            #expect(lexer.problems.map(\.kind) == [.unterminatedString])
        }
    }

    @Test func regexLiterals() {
        #expect(kinds("let r = /a\\/b{2}/") == [.identifier, .identifier, .operator, .regexLiteral])
        #expect(kinds("let q = a / b / c") == [.identifier, .identifier, .operator, .identifier, .operator, .identifier, .operator, .identifier])
        #expect(kinds("x = #/ }/* /#") == [.identifier, .operator, .regexLiteral])
        #expect(kinds("f(/ x /)") == [.identifier, .leftParen, .operator, .identifier, .operator, .rightParen])
    }

    @Test func identifiersNumbersOperators() {
        #expect(lex("`class` $0 1_000.5e-3 0x1p4 a...b ..< x?.y!").map(\.1) == ["`class`", "$0", "1_000.5e-3", "0x1p4", "a", "...", "b", "..<", "x", "?", ".", "y", "!"])
        #expect(kinds("@available(*, unavailable) #if") == [.attribute, .leftParen, .operator, .comma, .identifier, .rightParen, .poundDirective])
    }

    @Test func damagedInputKeepsGoing() {
        let bytes: [UInt8] = Array("let a = \"open\nfunc f() {}\n".utf8) + [0x01, 0x00] + Array("/* never closed".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer)
            var count = 0
            while lexer.next().kind != .endOfFile { count += 1 }
            #expect(count > 5)
            #expect(lexer.problems.map(\.kind) == [.unterminatedString, .invalidByte, .unterminatedBlockComment])
        }
    }

    @Test func problemsAreInSourceOrderWhenALiteralEndsAfterThoseInside() {
        // The string's own problem is known at its end, after the comment's in its interpolation.
        bytes(of: "s = \"a\\(/* never closed") { buffer in
            var lexer = Lexer(buffer)
            while lexer.next().kind != .endOfFile {}
            #expect(lexer.problems.map(\.kind) == [.unterminatedString, .unterminatedBlockComment])
            #expect(lexer.problems.map(\.offset) == lexer.problems.map(\.offset).sorted())
        }
    }

    @Test func lineBreaksBefore() {
        let bytes = Array("a\r\nb\r\rc\n\n\nd".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer)
            let breaks = (0..<4).map { _ in lexer.next().lineBreaksBefore }
            #expect(breaks == [0, 1, 2, 2])
        }
    }

    @Test func byteOrderMarkIsSkipped() {
        #expect(lex("\u{FEFF}struct A {}").first?.1 == "struct")
    }
}

@Suite struct DotOperatorTests {
    @Test func dotOperatorsAndPeriods() {
        #expect(lex("a .. b .== c x?.y z!.w \\.count").map(\.1) == ["a", "..", "b", ".==", "c", "x", "?", ".", "y", "z", "!", ".", "w", "\\", ".", "count"])
    }

    @Test func operatorFunctionNames() {
        let found = Scanner.scan(Array("struct V { static func .. (l: V, r: V) -> V { l } }".utf8)).declarations
        #expect(found.map(\.name) == ["V", "..(_:_:)"])
    }
}

@Suite struct KeywordTests {
    /// The written-out spellings stay those of the cases, in their order.
    @Test func spellingsAreTheCasesNames() {
        #expect(Keyword.allCases.map(\.spelling) == Keyword.allCases.map { String(describing: $0) })
    }

    @Test func everySpellingMatchesItsKeyword() {
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.spelling.utf8)
            #expect(bytes.withUnsafeBufferPointer { Keyword.match($0, 0, $0.count) } == keyword)
        }
    }
}
