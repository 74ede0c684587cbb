import DocAuditCore
import Testing
@testable import DocAuditRules
@testable import DocAuditCheck
@testable import DocAuditFix

/// Demotes every doc comment of `source` and returns the result as text.
func demoted(_ source: String) throws -> String {
    let original = bytes(source)
    return text(try SourceFixer.apply(demoteEveryDoc(original), to: original))
}

/// Closes every blank line between a doc comment and its declaration.
func closed(_ source: String) throws -> String {
    let original = bytes(source)
    return text(try SourceFixer.apply(closeEveryBlankLine(original), to: original))
}

@Suite struct DemoteTests {
    @Test func lineDocLosesOneSlash() throws {
        #expect(try demoted("enum E {\n    /// The home.\n    case home\n}\n") == "enum E {\n    // The home.\n    case home\n}\n")
    }

    @Test func everyLineOfAGroup() throws {
        #expect(try demoted("/// One.\n///\n/// Two.\nlet x = 1\n") == "// One.\n//\n// Two.\nlet x = 1\n")
    }

    @Test func blockDocKeepsItsClosingAndStarColumn() throws {
        let source = "enum E {\n    /**\n     * Settings.\n     *\n     * From the tab bar.\n     */\n    case settings\n}\n"
        let expected = "enum E {\n    /*\n     * Settings.\n     *\n     * From the tab bar.\n     */\n    case settings\n}\n"
        #expect(try demoted(source) == expected)
        #expect(try demoted("/** One line. */ let a = 1") == "/* One line. */ let a = 1")
    }

    @Test func fourSlashesAndThreeStarsGetASpace() throws {
        // The compiler reads `////`, `/***` and `/**/` as doc comments: dropping a byte would not do.
        #expect(try demoted("//// Brand\nlet a = 1\n") == "// // Brand\nlet a = 1\n")
        #expect(try demoted("/*** Accent ***/\nlet a = 1\n") == "/* ** Accent ***/\nlet a = 1\n")
        #expect(try demoted("/**/\nlet a = 1\n") == "/* */\nlet a = 1\n")
    }

    @Test func tabsAndIndentationStay() throws {
        #expect(try demoted("struct S {\n\t///\tTabbed.\n\tlet a = 1\n}\n") == "struct S {\n\t//\tTabbed.\n\tlet a = 1\n}\n")
        #expect(try demoted("\t/**\tTabbed. */\n\tlet a = 1\n") == "\t/*\tTabbed. */\n\tlet a = 1\n")
    }

    @Test func insideConditionalBlocks() throws {
        let source = "enum E {\n    #if DEBUG\n    /// Debug only.\n    case debug\n    #else\n    /** Release. */\n    case release\n    #endif\n}\n"
        let expected = "enum E {\n    #if DEBUG\n    // Debug only.\n    case debug\n    #else\n    /* Release. */\n    case release\n    #endif\n}\n"
        #expect(try demoted(source) == expected)
    }

    @Test func lineEndingsAndByteOrderMarkStay() throws {
        let source = bytes("/// A.\nenum E {\n    /** B. */\n    case b\n}\n")
        let expected = bytes("// A.\nenum E {\n    /* B. */\n    case b\n}\n")
        for ending in Fixtures.LineEnding.allCases {
            for bom in [false, true] {
                let original = Fixtures.variant(source, ending: ending, bom: bom)
                let fixed = try SourceFixer.apply(demoteEveryDoc(original), to: original)
                #expect(fixed == Fixtures.variant(expected, ending: ending, bom: bom), "\(ending), BOM \(bom)")
            }
        }
    }

    @Test func textOutsideCommentsIsNeverTouched() throws {
        let source = "let s = \"/// not a doc\"\n/// Doc.\nlet t = \"/** nor this */\"\n"
        #expect(try demoted(source) == "let s = \"/// not a doc\"\n// Doc.\nlet t = \"/** nor this */\"\n")
    }
}

@Suite struct CloseBlankLinesTests {
    @Test func removesEveryBlankLineBetween() throws {
        #expect(try closed("/// A user.\n\n\npublic struct User {}\n") == "/// A user.\npublic struct User {}\n")
        #expect(try closed("struct S {\n    /// A.\n    \n\t\n    @MainActor func a() {}\n}\n") == "struct S {\n    /// A.\n    @MainActor func a() {}\n}\n")
    }

    @Test func keepsLineEndingsAndBOM() throws {
        let source = bytes("/// A user.\n\npublic struct User {}\n")
        let expected = bytes("/// A user.\npublic struct User {}\n")
        for ending in Fixtures.LineEnding.allCases {
            for bom in [false, true] {
                let original = Fixtures.variant(source, ending: ending, bom: bom)
                let fixed = try SourceFixer.apply(closeEveryBlankLine(original), to: original)
                #expect(fixed == Fixtures.variant(expected, ending: ending, bom: bom), "\(ending), BOM \(bom)")
            }
        }
    }

    @Test func blockDocAndTrailingSpaces() throws {
        #expect(try closed("/** A. */  \n\n  func a() {}\n") == "/** A. */  \n  func a() {}\n")
    }

    @Test func leavesAPlainCommentInBetweenAlone() throws {
        let source = bytes("/// A user.\n\n// TODO: rename\npublic struct User {}\n")
        let declaration = Scanner.scan(source).declarations[0]
        #expect(declaration.doc?.separation == .blankLine)
        #expect(DocCommentEdits.closeBlankLines(after: declaration.doc!, before: declaration.start.offset, in: source) == nil)
    }
}

@Suite struct SourceEditTests {
    @Test func appliesInsertionsReplacementsAndDeletions() throws {
        let edits = [
            SourceEdit(range: 4..<5, replacement: []),
            SourceEdit(range: 0..<0, replacement: bytes(">")),
            SourceEdit(range: 1..<3, replacement: bytes("XY")),
        ]
        #expect(text(try SourceEdit.apply(edits, to: bytes("abcdef"))) == ">aXYdf")
    }

    @Test func identicalEditsCountOnce() throws {
        let edit = SourceEdit(range: 2..<3, replacement: [])
        #expect(text(try SourceEdit.apply([edit, edit], to: bytes("///"))) == "//")
    }

    @Test func overlappingEditsAreRefused() {
        let edits = [SourceEdit(range: 0..<3, replacement: []), SourceEdit(range: 2..<4, replacement: bytes("x"))]
        #expect(throws: FixError.overlappingEdits(offset: 2)) { try SourceEdit.apply(edits, to: bytes("abcdef")) }
    }
}

@Suite struct TokenIdentityTests {
    @Test func commentAndBlankLineChangesPass() throws {
        try TokenIdentity.verify(original: bytes("/// A.\n\nlet a = 1 // x\n"), edited: bytes("// A.\nlet a = 1 // y\n"))
    }

    @Test func codeChangesAreRefused() {
        #expect(throws: FixError.tokensChanged(offset: 8)) {
            try TokenIdentity.verify(original: bytes("let a = 1\n"), edited: bytes("let a = 2\n"))
        }
        #expect(throws: FixError.tokensChanged(offset: 10)) {
            try TokenIdentity.verify(original: bytes("let a = 1\n"), edited: bytes("let a = 1\nlet b = 2\n"))
        }
        #expect(throws: FixError.tokensChanged(offset: 7)) {
            try TokenIdentity.verify(original: bytes("/// A.\nlet a = 1\n"), edited: bytes("/ A.\nlet a = 1\n"))
        }
    }

    @Test func joiningOrSplittingLinesOfCodeIsRefused() throws {
        // Swift reads line breaks: `a\n-b` is two statements, `a -b` one expression.
        #expect(throws: FixError.tokensChanged(offset: 10)) {
            try TokenIdentity.verify(original: bytes("let a = 1\nlet b = 2\n"), edited: bytes("let a = 1 let b = 2\n"))
        }
        #expect(throws: FixError.tokensChanged(offset: 8)) {
            try TokenIdentity.verify(original: bytes("let a = 1 + 2\n"), edited: bytes("let a = \n1 + 2\n"))
        }
        // A line break kept inside a comment that replaces one is still a line break.
        try TokenIdentity.verify(original: bytes("a\n/** x */ b\n"), edited: bytes("a /* x\n */ b\n"))
    }

    @Test func anUnterminatedCommentIsRefusedEvenAtTheEnd() {
        #expect(throws: FixError.lexProblemsChanged) {
            try TokenIdentity.verify(original: bytes("let a = 1\n/**/"), edited: bytes("let a = 1\n/*/"))
        }
    }
}
