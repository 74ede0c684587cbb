import Testing
@testable import DocAuditCore

/// `visible` is what the compiler's symbol graph holds: what DocC publishes. Each fixture was
/// compiled with Swift 6.3.1,
///
///     swiftc -emit-module -emit-symbol-graph -emit-symbol-graph-dir DIR -module-name M f.swift -o DIR/M.swiftmodule
///
/// (the default minimum access level is `public`), and the comments say which symbols the
/// graph held, by path. Every declaration in the fixtures carries a doc comment, as there.
/// `-skip-inherited-docs` changed nothing in them: an override or a protocol conformance
/// without a doc comment has none in the graph either way, and a synthesized copy (a protocol
/// extension's member in a conforming type) carries its declaration's own.
@Suite struct PublishedSetTests {
    /// The symbol paths of the visible declarations, extensions left out: the graph holds no
    /// symbol for an extension (one for another module's type only with
    /// `-emit-extension-block-symbols`).
    func published(_ source: String) -> [String] {
        declarations(source).filter { $0.visible && $0.kind != .extension }.map(\.symbolPath)
    }

    @Test func underscoredNamesAndWhatTheyHold() {
        let source = """
            /// Doc.
            public struct _Hidden {
                /// Doc.
                public var member: Int = 0
                /// Doc.
                public struct Nested {
                    /// Doc.
                    public func deep() {}
                }
            }
            /// Doc.
            extension _Hidden {
                /// Doc.
                public func extensionMember() {}
            }
            /// Doc.
            public extension _Hidden {
                /// Doc.
                func viaPublicExtension() {}
            }
            /// Doc.
            extension _Hidden.Nested {
                /// Doc.
                public func nestedExtensionMember() {}
            }
            /// Doc.
            public typealias Shown = _Hidden
            /// Doc.
            public func _free() {}
            /// Doc.
            public var _global = 0
            /// Doc.
            public class _Klass {
                /// Doc.
                public func method() {}
            }
            /// Doc.
            public class Sub: _Klass {
                /// Doc.
                public override func method() {}
            }
            /// Doc.
            public actor _Actor {}
            /// Doc.
            public enum _Enum {
                /// Doc.
                case one
            }
            /// Doc.
            public struct Outer {
                /// Doc.
                public struct _Inner {
                    /// Doc.
                    public func innerMember() {}
                }
            }
            /// Doc.
            extension Outer._Inner {
                /// Doc.
                public func innerExtension() {}
            }
            """
        // The graph: Shown, Sub, Sub.method(), Outer. Nothing of _Hidden, its members, its
        // nested type or any extension of them; a public type alias to it is published.
        #expect(published(source) == ["Shown", "Sub", "Sub.method()", "Outer"])
    }

    @Test func underscoresInMembersAndParameters() {
        let source = """
            /// Doc.
            public struct a_b {
                /// Doc.
                public var c_d: Int = 0
                /// Doc.
                public var _e: Int = 0
                /// Doc.
                public func _f() {}
                /// Doc.
                public static func _g() {}
                /// Doc.
                public subscript(_ x: Int) -> Int { x }
                /// Doc.
                public subscript(_x x: String) -> Int { 0 }
                /// Doc.
                public subscript(y _y: Double) -> Int { 0 }
                /// Doc.
                public func f(_: Int) {}
                /// Doc.
                public func g(_ value: Int) {}
                /// Doc.
                public func h(for _error: Error) {}
                /// Doc.
                public func two(_ x: Int, _: Int) {}
                /// Doc.
                public func closure(x: (_ y: Int) -> Void) {}
                /// Doc.
                public func generic<_T>(x: _T) {}
                /// Doc.
                public init(_hiddenFromHelp: Bool) {}
                /// Doc.
                public init(from _decoder: Decoder) {}
                /// Doc.
                public init(_ _x: Int) {}
                /// Doc.
                public init(label name: Int) {}
                /// Doc.
                public init(a: Int, _b: Int) {}
                /// Doc.
                public func `_tick`() {}
                /// Doc.
                public func `_`() {}
                /// Doc.
                public var `_tock`: Int { 0 }
                /// Doc.
                public typealias _Alias = Int
                /// Doc.
                public static let (_t1, t2) = (1, 2)
                /// Doc.
                public static func - (_lhs: a_b, rhs: a_b) -> a_b { rhs }
            }
            """
        // The graph: a_b, c_d, subscript(_:) (the one with `_ x`), f(_:), g(_:), two(_:_:),
        // closure(x:), generic(x:), init(label:), t2. An underscore in the middle of a name,
        // a bare `_` label or name, a closure type's labels and a generic parameter hide
        // nothing; a label or name starting with `_` hides a function, initializer, subscript
        // or operator (`_ _x` too). `func _+` is no legal operator.
        #expect(published(source) == [
            "a_b", "a_b.c_d", "a_b.subscript(_:)", "a_b.f(_:)", "a_b.g(_:)", "a_b.two(_:_:)",
            "a_b.closure(x:)", "a_b.generic(x:)", "a_b.init(label:)", "a_b.t2",
        ])
    }

    @Test func enumCasesAndMacrosKeepUnderscoredLabels() {
        let source = """
            /// Doc.
            public enum E {
                /// Doc.
                case a
                /// Doc.
                case _b
                /// Doc.
                case c(_x: Int)
                /// Doc.
                case d(x: Int, _y: Int)
                /// Doc.
                case e(Int)
            }
            /// Doc.
            @freestanding(expression) public macro _m() -> Int = #externalMacro(module: "X", type: "Y")
            /// Doc.
            @freestanding(expression) public macro m(_x: Int) -> Int = #externalMacro(module: "X", type: "Y")
            /// Doc.
            @freestanding(expression) public macro n(_ x: Int) -> Int = #externalMacro(module: "X", type: "Y")
            """
        // The graph: E, E.a, E.c(_x:), E.d(x:_y:), E.e(_:), m(_x:), n(_:). An enum element's
        // and a macro's labels are not looked at; their names are.
        #expect(published(source) == ["E", "E.a", "E.c", "E.d", "E.e", "m(_x:)", "n(_:)"])
    }

    @Test func underscoredProtocolsAndTheirRequirements() {
        let source = """
            /// Doc.
            public protocol _P {
                /// Doc.
                func requirement()
                /// Doc.
                associatedtype Assoc
            }
            /// Doc.
            extension _P {
                /// Doc.
                public func extra() {}
            }
            /// Doc.
            public protocol Q {
                /// Doc.
                func _req()
                /// Doc.
                func req(_x: Int)
                /// Doc.
                func ok()
            }
            /// Doc.
            public struct ConformsToHidden: _P {
                /// Doc.
                public typealias _Assoc = Int
                /// Doc.
                public typealias Assoc = Int
                /// Doc.
                public func requirement() {}
            }
            """
        // The graph: Q, Q.ok(), ConformsToHidden, ConformsToHidden.Assoc,
        // ConformsToHidden.requirement(), and ConformsToHidden.extra(): a synthesized copy of
        // `extension _P`'s member, located there, kept even with
        // `-symbol-graph-skip-synthesized-members`. Nothing of _P itself. The members of an
        // extension of an underscored protocol are published on each public type that
        // conforms to it: an extension of a public protocol declared before it in the file
        // keeps them visible.
        #expect(published(source) == [
            "_P.extra()", "Q", "Q.ok()", "ConformsToHidden", "ConformsToHidden.Assoc", "ConformsToHidden.requirement()",
        ])
    }

    @Test func extensionsOfUnderscoredProtocolsAsFarAsOneFileTells() {
        let source = """
            /// Doc.
            public protocol _P {
                /// Doc.
                func req()
            }
            /// Doc.
            extension _P {
                /// Doc.
                public func req() {}
                /// Doc.
                public func extra() {}
            }
            /// Doc.
            public protocol Q: _P {}
            /// Doc.
            protocol _Internal {}
            /// Doc.
            extension _Internal {
                /// Doc.
                public func internalExtra() {}
            }
            /// Doc.
            extension _Later {
                /// Doc.
                public func laterExtra() {}
            }
            /// Doc.
            public protocol _Later {}
            """
        // The graph: Q alone. No public type conforms to _P (a refining protocol gets no
        // copies; a conformer that implements req() itself gets no copy of it): whether one
        // does is the module's to tell, so a scan of one file keeps _P's extension visible.
        // _Internal is no public protocol; _Later is declared after its extension, and a
        // protocol declared in another file is never known.
        #expect(published(source) == ["_P.req()", "_P.extra()", "Q"])
    }

    @Test func extensionsOfOtherModulesTypes() {
        let source = """
            /// Doc.
            extension Int {
                /// Doc.
                public var _hiddenInt: Int { 0 }
                /// Doc.
                public var shownInt: Int { 0 }
                /// Doc.
                public struct _IntNested {
                    /// Doc.
                    public var x: Int { 0 }
                }
            }
            /// Doc.
            extension Array where Element == Int {
                /// Doc.
                public var _hiddenArray: Int { 0 }
            }
            """
        // The graph (M@Swift.symbols.json): Int.shownInt; with -emit-extension-block-symbols
        // also the extension blocks of Int and Array.
        #expect(published(source) == ["Int.shownInt"])
        #expect(declarations(source).filter { $0.kind == .extension }.map(\.visible) == [true, true])
    }

    @Test func documentationVisibility() {
        let source = """
            /// Doc.
            @_documentation(visibility: internal) public func docInternal() {}
            /// Doc.
            @_documentation(visibility: package) public func packageVis() {}
            /// Doc.
            @_documentation(visibility: open) public func openVis() {}
            /// Doc.
            @_documentation(visibility: public) public func _docPublic() {}
            /// Doc.
            @_documentation(visibility: public) private func privateForced() {}
            /// Doc.
            @_documentation(visibility: private) public struct DocPrivateType {
                /// Doc.
                public func member() {}
            }
            /// Doc.
            @_documentation(visibility: public) struct InternalForcedType {
                /// Doc.
                public func publicMember() {}
                /// Doc.
                func internalMember() {}
                /// Doc.
                @_documentation(visibility: public) func forcedMember() {}
            }
            /// Doc.
            @_documentation(visibility: public) public struct _DocPublicType {
                /// Doc.
                public func member() {}
                /// Doc.
                public func _underMember() {}
                /// Doc.
                public struct Inner {}
            }
            /// Doc.
            public struct _Hidden {
                /// Doc.
                @_documentation(visibility: public) public func forcedInHidden() {}
            }
            /// Doc.
            @_documentation(visibility: public) extension _Hidden {
                /// Doc.
                public func a() {}
            }
            /// Doc.
            public protocol _HiddenProto {
                /// Doc.
                @_documentation(visibility: public) func forcedRequirement()
            }
            /// Doc.
            @_documentation(visibility: public) public protocol _ForcedProto {
                /// Doc.
                func requirement()
            }
            /// Doc.
            public struct S {
                /// Doc.
                @_documentation(visibility: public) public func _f(_x: Int) {}
                /// Doc.
                @_spi(X) @_documentation(visibility: public) public func spiForced() {}
                /// Doc.
                @_spi(X) public func spi() {}
                /// Doc.
                @available(*, unavailable) @_documentation(visibility: public) public func unavailableForced() {}
            }
            """
        // The graph: openVis(), _docPublic(), privateForced() (access private),
        // InternalForcedType (internal), its publicMember() and forcedMember() (internal),
        // _DocPublicType, its member() and Inner, _Hidden.a(), _ForcedProto and its
        // requirement(), S, S._f(_x:), S.spiForced(). `visibility: public` publishes a
        // declaration whatever its access, spelling or `@_spi`, not inside a hidden type
        // (though an extension of one with the attribute is published), not when unavailable.
        #expect(published(source) == [
            "openVis()", "_docPublic()", "privateForced()", "InternalForcedType",
            "InternalForcedType.publicMember()", "InternalForcedType.forcedMember()",
            "_DocPublicType", "_DocPublicType.member()", "_DocPublicType.Inner", "_Hidden.a()",
            "_ForcedProto", "_ForcedProto.requirement()", "S", "S._f(_x:)", "S.spiForced()",
        ])
    }

    @Test func literalConditionsDropTheBranchesNeverCompiled() {
        let source = """
            #if false
            /// Doc.
            public func inFalse() {}
            #else
            /// Doc.
            public func inFalseElse() {}
            #endif
            #if true
            /// Doc.
            public func inTrue() {}
            #else
            /// Doc.
            public func inTrueElse() {}
            #endif
            #if DEBUG_UNSET
            /// Doc.
            public func inFlag() {}
            #elseif false
            /// Doc.
            public func inElseifFalse() {}
            #elseif true
            /// Doc.
            public func inElseifTrue() {}
            #else
            /// Doc.
            public func inElseifElse() {}
            #endif
            #if false // TODO
            /// Doc.
            public func f1() {}
            #elseif true
            /// Doc.
            public func f2() {}
            #else
            /// Doc.
            public func f3() {}
            #endif
            /// Doc.
            public struct Members {
                #if false
                /// Doc.
                public var hidden: Int { 0 }
                #if os(Linux)
                public var nested: Int { 0 }
                #else
                public var nestedElse: Int { 0 }
                #endif
                #endif
                /// Doc.
                public var shown: Int { 0 }
                #if true
                /// Doc.
                public var shownToo: Int { 0 }
                #endif
            }
            """
        // The graph: inFalseElse(), inTrue(), inElseifTrue(), f2(), Members, Members.shown,
        // Members.shownToo (and, not known to a scan, inFlag() is not there: DEBUG_UNSET is
        // not set). A branch never compiled declares nothing at all: not even a declaration
        // that is not visible, so that no rule, coverage, fix or page sees it.
        #expect(outline(source) == [
            "func inFalseElse()", "func inTrue()", "func inFlag()", "func inElseifTrue()", "func f2()",
            "struct Members", "var Members.shown", "var Members.shownToo",
        ])
        let scanned = Scanner.scan(Array(source.utf8))
        #expect(scanned.orphanDocs.isEmpty && scanned.problems.isEmpty)
        #expect(scanned.declarations.map(\.inConditionalBlock) == [true, true, true, true, true, false, false, true])
    }

    @Test func compilerVersionConditionsAreReadAsSwift63ReadsThem() {
        let source = """
            #if compiler(>=6.2)
            public func newer() {}
            #else
            public func older() {}
            #endif
            #if compiler(<6.2)
            public func belowSixTwo() {}
            #elseif compiler(>=6.4)
            public func sixFour() {}
            #else
            public func between() {}
            #endif
            #if compiler(>=6)
            public func six() {}
            #endif
            #if compiler(>=6.2) && os(Linux)
            public func combined() {}
            #else
            public func combinedElse() {}
            #endif
            #if swift(>=6.0)
            public func languageMode() {}
            #else
            public func languageModeElse() {}
            #endif
            """
        // Checked with `swiftc -emit-symbol-graph` (Swift 6.3.1): newer(), between(), six()
        // and the branches of conditions docaudit does not evaluate: combined (a compound
        // condition) and `swift(…)`, which depends on the language mode a target builds in.
        #expect(outline(source) == [
            "func newer()", "func between()", "func six()", "func combined()", "func combinedElse()",
            "func languageMode()", "func languageModeElse()",
        ])
    }

    @Test func onlyTheFourLiteralsAreRead() {
        let source = """
            #if !false
            public func inNotFalse() {}
            #else
            public func inNotFalseElse() {}
            #endif
            #if (false)
            public func inParenFalse() {}
            #endif
            #if false || DEBUG_UNSET
            public func inFalseOr() {}
            #endif
            #if false /* block */
            public func afterBlockComment() {}
            #endif
            #if 0
            public func inZero() {}
            #else
            public func inZeroElse() {}
            #endif
            #if 1
            public func inOne() {}
            #else
            public func inOneElse() {}
            #endif
            """
        // The compiler evaluates every condition: it compiles inNotFalse() alone of the first
        // four blocks. Other conditions than the literals keep every branch here, as no build
        // settings are known. It rejects `#if 0` and `#if 1` ("'0' is not a valid conditional
        // compilation expression, use 'false'"): they are read as the literal it offers.
        #expect(outline(source) == [
            "func inNotFalse()", "func inNotFalseElse()", "func inParenFalse()", "func inFalseOr()",
            "func afterBlockComment()", "func inZeroElse()", "func inOne()",
        ])
    }

    @Test func inactiveDocCommentsAreNoOrphans() {
        let source = """
            public struct S {
            #if false
                /// An old version.
                public func f() {}

                /// Detached.

                /// Replaced.
                public func g() {}
                /// Before the end.
            #else
                /// The new one.
                public func f() -> Int { 0 }
            #endif
                /// Doc.
                public func h() {}
            }
            """
        // The graph: S, S.f() documented "The new one.", S.h().
        let scanned = Scanner.scan(Array(source.utf8))
        #expect(scanned.declarations.map(\.symbolPath) == ["S", "S.f()", "S.h()"])
        #expect(scanned.declarations[1].docText == "The new one.")
        #expect(scanned.orphanDocs.isEmpty && scanned.problems.isEmpty)
    }

    @Test func inactiveCodeNeedNotBalanceItsBraces() {
        // The compiler parses a branch it never compiles and rejects this; the scan of the
        // rest keeps its scopes.
        let source = """
            public struct S {
            #if false
                public func f() {
            #else
                /// The new one.
                public func f() -> Int {
            #endif
                    0
                }
                /// Doc.
                public func h() {}
            }
            /// Doc.
            public func after() {}
            """
        let scanned = Scanner.scan(Array(source.utf8))
        #expect(scanned.declarations.map(\.symbolPath) == ["S", "S.f()", "S.h()", "after()"])
        #expect(scanned.orphanDocs.isEmpty && scanned.problems.isEmpty)
    }

    @Test func anInactiveBranchLeftOpenEndsTheFile() {
        let found = declarations("public func a() {}\n#if false\npublic func b() {}\n#if X\n")
        #expect(found.map(\.name) == ["a()"])
        #expect(declarations("#if true\n#else\n#elseif true\nfunc a() {}\n#endif\nfunc b() {}").map(\.name) == ["b()"])
        // A stray `#elseif` or `#else`, its `#if` never seen, skips nothing.
        #expect(declarations("#elseif false\nfunc a() {}\n#else\nfunc b() {}\n#endif\n#endif").map(\.name) == ["a()", "b()"])
    }

    @Test func attributesNeverCompiled() {
        let source = """
            /// Doc.
            #if false
            @_spi(X)
            #else
            @available(*, deprecated)
            #endif
            public func attributed() {}
            /// Doc.
            @inlinable
            #if false
            @_spi(X)
            #endif
            public func second() {}
            """
        // The graph: attributed() and second(), documented "Doc.": the doc comment before a
        // `#if` of attributes is the declaration's, and `@_spi` after `#if false` is never
        // compiled.
        #expect(declarations(source).map { "\($0.name) \($0.visible) \($0.docText ?? "-")" } == [
            "attributed() true Doc.", "second() true Doc.",
        ])
        #expect(declarations(source)[0].attributes == ["available"])
    }

    @Test func anEmptyInactiveBranchBeforeADeclaration() {
        // The graph: shown documented "Doc.", as the comment stands right before it.
        let source = "struct S {\n    #if false\n    /// Gone.\n    var gone: Int\n    #endif\n    /// Doc.\n    public var shown: Int\n}\n"
        let scanned = Scanner.scan(Array(source.utf8))
        #expect(scanned.declarations.map { "\($0.name) \($0.docText ?? "-")" } == ["S -", "shown Doc."])
        #expect(scanned.orphanDocs.isEmpty)
    }

    @Test func lookaheadIntoAnInactiveBranchLeavesNoOrphans() {
        // Whether a `#if` holds attributes is told by looking ahead through it, which groups
        // its doc comments: a group replaced there is dropped with the branch.
        let source = "#if false\n/// A.\n\n/// B.\npublic func f() {}\n#endif\n/// C.\npublic func g() {}\n"
        let scanned = Scanner.scan(Array(source.utf8))
        #expect(scanned.declarations.map { "\($0.name) \($0.docText ?? "-")" } == ["g() C."])
        #expect(scanned.orphanDocs.isEmpty)
    }
}
