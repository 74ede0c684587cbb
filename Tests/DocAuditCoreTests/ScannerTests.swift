import Testing
@testable import DocAuditCore

/// Scans `source` and returns its declarations.
func declarations(_ source: String) -> [Declaration] {
    Scanner.scan(Array(source.utf8)).declarations
}

/// `kind name` of each declaration, with its parent path when it has one.
func outline(_ source: String) -> [String] {
    declarations(source).map { "\($0.kind.rawValue) \($0.symbolPath)" }
}

/// The doc text attached to the declaration named `name`, without trailing white space.
func docText(_ source: String, _ name: String) -> String? {
    declarations(source).first { $0.name == name }?.doc.map { doc in
        String(doc.text.reversed().drop { $0 == " " || $0 == "\n" }.reversed())
    }
}

@Suite struct DeclarationKindsTests {
    @Test func everyKindAndName() {
        let source = """
            struct S<T>: P where T: Q {
                var a, b: Int
                let (x, _, y): (Int, Int, Int) = (1, 2, 3)
                init?(_ a: Int, b c: Int) {}
                deinit {}
                subscript(i: Int, j k: Int) -> Int { 0 }
                static func == (lhs: S, rhs: S) -> Bool { true }
                func `default`(for value: Int) {}
                typealias ID = Int
            }
            enum E { case a, b(Int), c = 3; case `class` }
            protocol P { associatedtype Q; func f() }
            actor A {}
            class C { class func m() {}; class var v: Int { 0 } }
            extension Array where Element == Int {}
            extension Dictionary<String, [Int: (Int) -> Void]>.Keys: Sendable {}
            public macro M(_ x: Int) -> Int = #externalMacro(module: "A", type: "B")
            """
        #expect(outline(source) == [
            "struct S", "var S.a", "var S.b", "let S.x", "let S.y", "init S.init(_:b:)", "deinit S.deinit",
            "subscript S.subscript(_:j:)", "func S.==(_:_:)", "func S.default(for:)", "typealias S.ID",
            "enum E", "case E.a", "case E.b", "case E.c", "case E.class",
            "protocol P", "associatedtype P.Q", "func P.f()",
            "actor A", "class C", "func C.m()", "var C.v",
            "extension Array", "extension Dictionary<String,[Int:(Int)->Void]>.Keys", "macro M(_:)",
        ])
    }

    @Test func nothingInsideBodies() {
        let source = """
            func outer() {
                struct Local {}
                let x = { func inner() {} }
                if case .a = y { }
            }
            var computed: Int {
                get { let z = 1; return z }
            }
            let closure = { (a: Int) in struct Hidden {} }
            struct After {}
            """
        #expect(outline(source) == ["func outer()", "var computed", "let closure", "struct After"])
    }

    @Test func aCommentBeforeADeclarationHidesNoLineBreak() {
        let source = """
            public var a: Int = 0
            /* note */ public var b: Int = 0
            let c = f(1) // trailing
            /* one */ /* two */ (d, e) = (1, 2)
            """
        #expect(outline(source) == ["var a", "var b", "let c"])
    }

    @Test func topLevelCodeIsNotDeclarations() {
        let source = """
            import struct Foundation.Date
            if let a = b, case .x = c { print(a) }
            guard let d = e else { fatalError() }
            let kept = 1
            for case let f in g {}
            """
        #expect(outline(source) == ["let kept"])
    }

    @Test func everyConditionalBranchIsScanned() {
        let source = """
            struct S {
            #if os(iOS)
                public func a() {}
            #elseif DEBUG
                public func b() {}
            #else
                public func c() {}
            #endif
            }
            """
        let found = declarations(source)
        #expect(found.map(\.name) == ["S", "a()", "b()", "c()"])
        #expect(found.map(\.inConditionalBlock) == [false, true, true, true])
    }

    @Test func tokensThatLookLikeDeclarationsInsideLiterals() {
        let source = #"""
            let s = "struct Fake { func no() }"
            let m = """
                } func no() {
                """
            let r = #/ } struct /#
            let i = "\(values.map { "func \($0) }" })"
            struct Real {}
            """#
        #expect(outline(source) == ["let s", "let m", "let r", "let i", "struct Real"])
    }

    @Test func positionsAreTheKeywordsAndTheFirstToken() {
        let source = "struct S {\n    @MainActor\n    public static func f() {}\n}"
        let f = declarations(source)[1]
        #expect(f.keyword.line == 3 && f.keyword.column == 19)
        #expect(f.start.line == 2 && f.start.column == 5)
    }

    @Test func signatureFacts() {
        let f = declarations("func load(id: Int, _ name: String) async throws(LoadError) -> [User: Int] where User: Sendable { }")[0]
        #expect(f.parameters.map(\.name) == ["id", "name"])
        #expect(f.isThrowing)
        #expect(f.returnType == "[User: Int]")
        let g = declarations("func g(x: Int)\nvar y = 2")[0]
        #expect(g.returnType == nil && !g.isThrowing)
    }
}

@Suite struct AccessTests {
    func facts(_ source: String) -> [String] {
        declarations(source).map { "\($0.symbolPath) \($0.access.rawValue) \($0.visible)" }
    }

    @Test func effectiveAccess() {
        let source = """
            public protocol P { func f() }
            public enum E { case a }
            public extension String { func g() {} }
            extension Int { public func h() {} }
            private extension Double { func i() {} }
            struct Hidden { public func j() {} }
            public struct S { private(set) public var k = 1; public internal(set) var l = 2 }
            """
        #expect(facts(source) == [
            "P public true", "P.f() public true", "E public true", "E.a public true",
            "String public true", "String.g() public true", "Int internal true", "Int.h() public true",
            "Double private false", "Double.i() private false", "Hidden internal false", "Hidden.j() public false",
            "S public true", "S.k public true", "S.l public true",
        ])
    }

    @Test func hiddenByAttributes() {
        let source = """
            @_spi(Internal) public func a() {}
            @_documentation(visibility: internal) public func b() {}
            @_documentation(visibility: public) public func c() {}
            @available(*, unavailable, message: "}") public func d() {}
            @available(iOS, deprecated: 13) public func e() {}
            @_spi(X) public struct T { public func f() {} }
            """
        #expect(declarations(source).map(\.visible) == [false, false, true, false, true, false, false])
    }

    @Test func contextualKeywordsAsNames() {
        let source = """
            let package = Package(name: "x")
            public struct S { public var open: Bool; var actor: Int }
            open class O { open func f() {} }
            """
        #expect(outline(source) == ["let package", "struct S", "var S.open", "var S.actor", "class O", "func O.f()"])
        #expect(declarations(source)[5].access == .open)
    }
}

@Suite struct DocAttachmentTests {
    @Test func lastGroupWins() {
        #expect(docText("/// A\n\n/// B\nfunc f() {}", "f()") == "B")
        let scanned = Scanner.scan(Array("/// A\n\n/// B\nfunc f() {}".utf8))
        #expect(scanned.orphanDocs.map(\.reason) == [.replaced])
    }

    @Test func acrossPlainCommentsAndBlankLines() {
        let source = "/// A\n// MARK: x\n\nfunc f() {}"
        #expect(docText(source, "f()") == "A")
        #expect(declarations(source)[0].doc?.separation == .blankLine)
        #expect(declarations("/// A\n// x\nfunc f() {}")[0].doc?.separation == .plainComment)
        #expect(docText("/// A\n// plain\n/// B\nfunc f() {}", "f()") == "A\nB")
    }

    @Test func lineAndBlockCommentsFormOneGroup() {
        #expect(docText("/// A\n/** B */\nfunc f() {}", "f()") == "A\nB")
    }

    @Test func blockCommentStarColumnAndIndentation() {
        let source = """
                /**
                 * Summary line.
                 *
                 *     code
                 */
                func f() {}
            """
        #expect(docText(source, "f()") == "Summary line.\n\n    code")
        // The compiler strips a `*` column only when `/**` ends its line and the stars align.
        #expect(docText("/** A\n * B */\nfunc f() {}", "f()") == "A\n* B")
        #expect(docText("/**\n  * misaligned\n  */\nfunc f() {}", "f()") == "* misaligned")
    }

    /// Declarations without attributes, parameters, return type or doc comment share one empty
    /// record of them; a change to one declaration's reaches no other.
    @Test func declarationsChangeTheirOwnDetailsOnly() {
        var found = declarations("enum E {\n    case a\n    case b\n}")
        #expect(found.map(\.name) == ["E", "a", "b"])
        found[1].attributes = ["available"]
        found[1].doc = declarations("/// Doc.\nfunc f() {}")[0].doc
        #expect(found[1].attributes == ["available"] && found[1].isDocumented)
        #expect(found[2].attributes.isEmpty && found[2].doc == nil && !found[2].isDocumented)
        #expect(declarations("enum E { case c }")[1].attributes.isEmpty)
    }

    @Test func compilerCountsFourSlashesAndThreeStarsAsDoc() {
        #expect(docText("//// four\nfunc f() {}", "f()") == "/ four")
        #expect(docText("/*** three */\nfunc f() {}", "f()") == "* three")
        #expect(declarations("/**/\nfunc f() {}")[0].isDocumented == false)
    }

    @Test func trailingDocCommentDocumentsTheNextDeclaration() {
        #expect(docText("enum E {\n  case a /// doc-a\n  case b\n}", "b") == "doc-a")
    }

    @Test func blankLineBreaksGroupsOnlyRightBeforeADocComment() {
        // A blank line before a plain comment does not break the group, as in the compiler.
        #expect(docText("/// A\n\n// plain\n/// B\nfunc f() {}", "f()") == "A\nB")
        #expect(docText("/// A\n// plain\n\n/// B\nfunc f() {}", "f()") == "B")
    }

    @Test func beforeConditionalBlockDocumentsNothing() {
        let scanned = Scanner.scan(Array("/// A\n#if DEBUG\nfunc f() {}\n#endif".utf8))
        #expect(scanned.declarations[0].doc == nil)
        #expect(scanned.orphanDocs.map(\.reason) == [.beforeConditionalBlock])
    }

    @Test func orphanReasons() {
        let source = """
            /// imports
            import Foundation
            struct S {
                func f() {}
                /// end of scope
            }
            /// statement
            print(1)
            /// eof
            """
        #expect(Scanner.scan(Array(source.utf8)).orphanDocs.map(\.reason) == [.beforeImport, .beforeClosingBrace, .beforeStatement, .endOfFile])
    }

    @Test func docBeforeAttributesAndModifiers() {
        let source = "/// Doc\n@available(*, deprecated)\n@MainActor public final class C {}"
        #expect(docText(source, "C") == "Doc")
    }

    @Test func whitespaceOnlyDocIsUndocumented() {
        let f = declarations("///   \n///\nfunc f() {}")[0]
        #expect(f.doc != nil)
        #expect(!f.isDocumented)
    }

    @Test func everyBindingAndCaseShareTheDoc() {
        let found = declarations("enum E {\n  /// Doc\n  case a, b\n}\n/// V\nvar x = 1, y = 2")
        #expect(found.map { $0.doc?.text ?? "-" } == ["-", "Doc", "Doc", "V", "V"])
    }
}

@Suite struct DocMarkupTests {
    @Test func fieldsCalloutsAndExamples() {
        let text = """
            Loads a user.
            More summary.

            Discussion.

            - Parameters:
              - id: The id.
              - cache: Whether to
                use the cache.
            - Parameter extra: More.
            - Returns: The user.
            - Throws: `LoadError`.
            - Note: Slow.

            ## 사용 예시
            ```swift
            let user = try await load(id: 1)
            ```
            ~~~ruby
            not swift
            ~~~
            """
        let markup = DocMarkup(text: text)
        #expect(markup.summary == "Loads a user. More summary.")
        #expect(markup.parameters.map(\.name) == ["id", "cache", "extra"])
        #expect(markup.parameters[1].text == "Whether to use the cache.")
        #expect(markup.returns.map(\.text) == ["The user."])
        #expect(markup.throwsFields.count == 1)
        #expect(markup.callouts.map(\.tag) == ["note"])
        #expect(markup.codeBlocks.map(\.info) == ["swift", "ruby"])
        #expect(markup.codeBlocks[0].heading == "사용 예시")
        #expect(markup.hasUsageExample)
        #expect(!DocMarkup(text: "~~~ruby\nx\n~~~").hasUsageExample)
        #expect(DocMarkup(text: "```\nx\n```").hasUsageExample)
    }

    /// As DocC (`splitNameAndContent` in swift-docc's `ListItemExtractor.swift`) names a
    /// parameter: by the last word before the colon, whatever its characters.
    @Test func aParameterIsNamedByTheLastWordBeforeTheColon() {
        let markup = DocMarkup(text: "Sum.\n\n- PARAMETER id: The id.\n- Parameter  spaced: Two spaces.\n- Parameter\tname: A tab.\n- Some long tag: Text.\n- Warning: Hot.\n- Parameter x-y: Dashed.\n- Parameter a b: Last.\n- Parameters:\n  - c d: Last too.")
        #expect(markup.parameters.map(\.name) == ["id", "spaced", "x-y", "b", "d"])
        #expect(markup.callouts.map(\.tag) == ["warning"])
        #expect(markup.parameters.map(\.text) == ["The id.", "Two spaces.", "Dashed.", "Last.", "Last too."])
    }

    /// A `- Parameters:` list ends where CommonMark ends it, and names parameters only by its
    /// own items, as DocC's `extractParameterOutline` reads them.
    @Test func aParametersListEndsWhereCommonMarkEndsIt() {
        let text = """
            - Parameters:
              - a: A.
                - deeper: content of a
            - Plain item.
              - b: nested in the plain item
            - Parameters:
              - c: C.

            Paragraph.

              - d: a new list
            - Parameters:
              - e: E.
            ```swift
            ```
              - f: after the fence
            """
        let markup = DocMarkup(text: text)
        #expect(markup.parameters.map(\.name) == ["a", "c", "e"])
        #expect(markup.parameterLists == [0, 5, 11])
        #expect(DocFields(text: text).parameterNames == ["a", "c", "e"])
    }

    /// Headings are CommonMark's ATX headings: `#tag` and seven `#` are text, a closing run of
    /// `#` is no part of the title.
    @Test func headingsAreCommonMarks() {
        let blocks = DocMarkup.codeBlocks(in: "## Usage ##\n```swift\n```\n#tag\n```swift\n```\n####### seven\n```swift\n```\n# C#\n```swift\n```")
        #expect(blocks.map(\.heading) == ["Usage", "Usage", "Usage", "C#"])
    }

    /// The field rules read fields alone (``DocFields``), with no text kept: they must find
    /// the fields the whole reading finds, callouts, code blocks and continuations around them.
    @Test(arguments: [
        "Loads.\n\n- Parameters:\n  - id: The id.\n  - cache: Whether to\n    use it.\n- Parameter extra: More.\n- Returns: A user.\n- Throws: `E`.\n- Note: Slow.",
        "Sum.\n\n- PARAMETER id: The id.\n- Parameter  spaced: Two.\n- Parameter\tname: Tab.\n- Some long tag: Text.\n- Warning: Hot.",
        "- Note: First.\n  - id: not a parameter, the list is a callout's\n- Parameters:\n  - a: A.\n\n  - b: After a blank line.\n- RETURN: x\n- throw: y",
        "```swift\n- Parameter hidden: in code\n- Returns: in code\n```\n- Parameter shown: out of code",
        "- Parameters:\n- x: not indented, no parameter\n  - y: indented again\n# Heading\n  - z: after a heading",
        "- Returns:\n- Throws:\n- Parameter `code`: no field\n- Parameter a b c: three words, no field\n- Parameter é: Unicode.",
        "Plain text only.\n\nNo fields at all.",
    ])
    func fieldsAloneMatchTheWholeParse(_ text: String) {
        let markup = DocMarkup(text: text)
        let fields = DocFields(text: text)
        #expect(fields.parameterNames == markup.parameters.map(\.name))
        #expect(fields.hasReturns == !markup.returns.isEmpty)
        #expect(fields.hasThrows == !markup.throwsFields.isEmpty)
    }

    @Test(arguments: [
        "Summary.\n\n## 사용 예시\n```swift\nlet a = 1\n\nlet b = 2\n```\n# Other\n~~~~ruby x\n~~~\n~~~~",
        "- Parameter x: A.\n  ```swift\n  f(x)\n  ```\n- Returns: B.",
        "```\nunclosed\nstill code",
        "``` swift title\n```\n````\n```\n````\n    ```\n    indented: no fence\n    ```",
        "``not`a`fence\n```swi`ft\nx\n```",
    ])
    func codeBlocksAloneMatchTheWholeParse(_ text: String) {
        let whole = DocMarkup(text: text).codeBlocks
        #expect(DocMarkup.codeBlocks(in: text) == whole)
        #expect(!whole.isEmpty)
    }

    @Test func languageIsTheInfoStringsFirstWord() {
        let blocks = DocMarkup.codeBlocks(in: "```\n```\n```swift\n```\n```swift title\n```\n```swiftui\n```\n```text\n```\n```swift\n \t\n```")
        #expect(blocks.map(\.isSwiftExample) == [true, true, true, false, false, true])
        #expect(blocks.map(\.isBlank) == [true, true, true, true, true, true])
        #expect(!DocMarkup.codeBlocks(in: "```\nf()\n```")[0].isBlank)
    }
}

@Suite struct DirectiveCommentTests {
    @Test func scannerNotesTheLineCommentsThatStartWithTheToolsName() {
        let source = """
            // docaudit:disable-next-line missing-type-doc\r
            public struct A {
                func f() {
                \t//\tdocaudit:disable all
                    let s = "// docaudit:enable all"
                    /* // docaudit:enable all */
                }
            }
            /// docaudit:not-a-directive
            //docaudit:enable all
            // docaudit
            // see docaudit:disable
            """
        let bytes = Array(source.utf8)
        let comments = Scanner.scan(bytes).directiveComments.map { String(decoding: bytes[$0], as: UTF8.self) }
        #expect(comments == ["// docaudit:disable-next-line missing-type-doc", "//\tdocaudit:disable all", "//docaudit:enable all"])
    }
}

@Suite struct DamagedInputTests {
    func scan(_ bytes: [UInt8]) -> ScannedFile { Scanner.scan(bytes) }

    @Test func invalidUTF8AndNULKeepDeclarations() {
        let bytes = Array("struct A {}\n".utf8) + [0xFF, 0xFE, 0x00] + Array(" func f() {}\n".utf8)
        let scanned = scan(bytes)
        #expect(scanned.declarations.map(\.name) == ["A", "f()"])
        #expect(scanned.problems.map(\.message) == ["invalid UTF-8"])
        #expect(scanned.problems[0].position.line == 2)
    }

    @Test func lineEndingsCRLFAndLoneCR() {
        let crlf = scan(Array("/// Doc\r\nfunc f() {}\r\n\r\nfunc g() {}".utf8))
        #expect(crlf.declarations.map(\.keyword.line) == [2, 4])
        #expect(crlf.declarations[0].doc?.text == "Doc")
        let cr = scan(Array("/// Doc\rfunc f() {}\r\rfunc g() {}".utf8))
        #expect(cr.declarations.map(\.keyword.line) == [2, 4])
    }

    @Test func unterminatedConstructsKeepWhatCameBefore() {
        let cases = ["struct A {}\nlet s = \"open", "struct A {}\n/* open", "struct A {}\nstruct B {\n func f() {", "struct A {}\nlet r = #/ open"]
        for source in cases {
            let scanned = scan(Array(source.utf8))
            #expect(scanned.declarations.first?.name == "A", "\(source)")
            #expect(!scanned.problems.isEmpty, "\(source)")
        }
    }

    @Test func deepNestingDoesNotRecurse() {
        let depth = 100_000
        let braces = String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
        #expect(scan(Array(braces.utf8)).problems.isEmpty)
        let types = String(repeating: "struct A {", count: 20_000) + String(repeating: "}", count: 20_000)
        let scanned = scan(Array(types.utf8))
        #expect(scanned.declarations.count == 20_000)
        #expect(scanned.declarations.last?.scope?.parent?.name == "A")
        let strings = "let s = " + String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)
        #expect(scan(Array(strings.utf8)).declarations.count == 1)
    }

    @Test func strayClosingBraceIsReported() {
        let scanned = scan(Array("}\nstruct A {}".utf8))
        #expect(scanned.declarations.map(\.name) == ["A"])
        #expect(scanned.problems.map(\.message) == ["unexpected '}'"])
    }
}

/// Cases met in real code bases (swift-nio, swift-syntax, TCA, Alamofire, Tuist apps) where an
/// earlier scanner disagreed with the compiler's parser.
@Suite struct RealCodeRegressionTests {
    @Test func genericInitializersAndDefaults() {
        let source = """
            struct S {
                public init?<C>(decoding bytes: C) where C: Collection {}
                init<Key>(_ base: Key) {}
                init(requestKey: String = key(), maxFrameSize: Int = 1 << 14, as: T.Type = Array<Int, String>.self) {}
                init(@ReducerBuilder<State, Action> child: () -> Child, fileID: StaticString = #fileID) {}
                func f(_: UnsafePointer<Int>?, _: Int) {}
            }
            """
        #expect(declarations(source).map(\.name) == [
            "S", "init(decoding:)", "init(_:)", "init(requestKey:maxFrameSize:as:)", "init(child:fileID:)", "f(_:_:)",
        ])
    }

    @Test func genericArgumentsInInitializersAreNotNewBindings() {
        let source = "class C {\n  private let subject = PassthroughSubject<Void, Never>()\n  let p = Protected<Result<Int, any Error>?>(nil)\n  let q = a < b, r = 1\n}"
        #expect(outline(source) == ["class C", "let C.subject", "let C.p", "let C.q", "let C.r"])
    }

    @Test func conditionalAttributesKeepTheDocComment() {
        let source = """
            struct S {
                /// Moves.
                #if compiler(>=6.3)
                @inline(always)
                #else
                @inline(__always)
                #endif
                public func move() {}
                /// Nothing.
                #if DEBUG
                @MainActor
                public func debug() {}
                #endif
            }
            """
        let found = declarations(source)
        #expect(found.map { $0.doc?.text ?? "-" } == ["-", "Moves.", "-"])
    }

    @Test func dollarIdentifiersAndRawStringsWithQuotes() {
        let source = """
            protocol P { var _$id: Int { get }; func _$willModify() }
            func g() { if x.advance(matching: #\"\"\"#) { } }
            struct After {}
            """
        #expect(outline(source) == ["protocol P", "var P._$id", "func P._$willModify()", "func g()", "struct After"])
    }

    @Test func statementsOfTopLevelCodeEndAnInitializer() {
        let source = "let input = readLine()\nguard\n  let input,\n  !input.isEmpty\nelse { fatalError() }\nlet kept = 1"
        #expect(outline(source) == ["let input", "let kept"])
    }
}

@Suite struct DocInsideDeclarationTests {
    @Test func docBetweenAttributesAndKeywordDocumentsNothing() {
        let scanned = Scanner.scan(Array("@MainActor\n/// Lost.\npublic func f(\n    /// Also lost.\n    a: Int\n) {}".utf8))
        #expect(scanned.declarations[0].doc == nil)
        #expect(scanned.orphanDocs.map(\.reason) == [.insideDeclaration, .insideDeclaration])
        #expect(scanned.orphanDocs.map(\.doc.start.line) == [2, 4])
    }
}

@Suite struct SignatureRangeTests {
    func signature(_ source: String, _ index: Int) -> String {
        let bytes = Array(source.utf8)
        let declaration = Scanner.scan(bytes).declarations[index]
        return String(decoding: bytes[declaration.start.offset..<declaration.signatureEnd], as: UTF8.self)
    }

    func name(_ source: String, _ index: Int) -> String {
        let bytes = Array(source.utf8)
        let declaration = Scanner.scan(bytes).declarations[index]
        return String(decoding: bytes[declaration.nameOffset...].prefix { $0 != 0x20 && $0 != 0x28 && $0 != 0x29 && $0 != 0x2C }, as: UTF8.self)
    }

    @Test func signaturesEndBeforeBodiesAndInitializers() {
        #expect(signature("@MainActor public final class C<T>: P where T: Q {}", 0) == "@MainActor public final class C<T>: P where T: Q")
        #expect(signature("func f(a: Int) async throws -> [Int] {}", 0) == "func f(a: Int) async throws -> [Int]")
        #expect(signature("public var x: Int = 1", 0) == "public var x: Int")
        #expect(signature("enum E { case a, b(Int) = 2 }", 2) == "case a, b(Int)")
    }

    @Test func everyElementHasItsOwnNameOffset() {
        let source = "enum E { case a, b(Int) }\nvar (x, y) = (1, 2)\nstruct S { init() {} }"
        #expect([1, 2, 3, 4, 5, 6].map { name(source, $0) } == ["a", "b", "x", "y", "S", "init"])
    }
}

@Suite struct CaseParameterTests {
    @Test func associatedValuesAreParameters() {
        let found = declarations("enum E { case a(code: Int, _ b: String), c([String], Int), d }")
        #expect(found[1].parameters.map { $0.label ?? "_" } == ["code", "_"])
        #expect(found[2].parameters.map { $0.label ?? "_" } == ["_", "_"])
        #expect(found[3].parameters.isEmpty)
    }
}

@Suite struct MacroAndAttributeTests {
    @Test func macroExpansionsAtFileAndTypeScope() {
        let source = """
            #warning("fix } this")
            #Preview("Light") {
                struct Hidden {}
                ContentView()
            }
            struct View {
                #Preview { Text("}") }
                var body: some View { Text("x") }
            }
            #sourceLocation(file: "a.swift", line: 1)
            public func after() {}
            """
        #expect(outline(source) == ["struct View", "var View.body", "func after()"])
    }

    @Test func attributesWithArgumentsWrappersAndBuilders() {
        let source = """
            @Reducer
            public struct Feature {
                @ObservableState
                public struct State: Equatable { @Presents var alert: AlertState<Action>? }
                @Dependency(\\.client) var client
                @available(iOS 17, *) @MainActor public var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
                @ViewBuilder public func content(@ViewBuilder label: () -> some View) -> some View { label() }
            }
            """
        let found = declarations(source)
        #expect(found.map(\.symbolPath) == ["Feature", "Feature.State", "Feature.State.alert", "Feature.client", "Feature.body", "Feature.content(label:)"])
        #expect(found[0].attributes == ["Reducer"])
        #expect(found[4].attributes == ["available", "MainActor"])
    }
}

@Suite struct ByteOrderMarkTests {
    @Test func columnsOnTheFirstLineCountFromAfterTheMark() {
        let found = Scanner.scan([0xEF, 0xBB, 0xBF] + Array("public func f() {}".utf8)).declarations
        #expect(found[0].start.column == 1)
        #expect(found[0].keyword.column == 8)
    }
}

@Suite struct ScopePathTests {
    /// Paths are written into one string from the end; names of any length and script.
    @Test func dottedAndSymbolPaths() {
        let outer = ScopePath(name: "화면", parent: nil)
        let inner = ScopePath(name: "Inner<T>", parent: outer)
        let innermost = ScopePath(name: "A", parent: inner)
        #expect(outer.dotted == "화면")
        #expect(inner.dotted == "화면.Inner<T>")
        #expect(innermost.dotted == "화면.Inner<T>.A")
        #expect([outer, inner, innermost].map(\.dottedLength) == [outer, inner, innermost].map(\.dotted.utf8.count))
        let source = Array("enum 화면 { struct 상태 { func 보기(_ x: Int) {} } }".utf8)
        #expect(Scanner.scan(source).declarations.map(\.symbolPath) == ["화면", "화면.상태", "화면.상태.보기(_:)"])
    }
}
