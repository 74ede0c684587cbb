import DocAuditCore
@testable import DocAuditDiff
import Testing

/// How two revisions' symbols are told the same: sugared types, and the pairing of a changed
/// signature.
@Suite struct DiffPairingTests {
    @Test(arguments: [
        ("Optional<Int>", "Int?"),
        ("Array<Optional<String>>", "[String?]"),
        ("Dictionary<String, Array<Int>>", "[String: [Int]]"),
        ("Optional<() -> Void>", "(() -> Void)?"),
        ("Optional<(Int) -> Void>", "((Int) -> Void)?"),
        ("Optional<(Int, Int)>", "(Int, Int)?"),
        ("Value == Optional<T>", "Value == T?"),
        ("MyOptional<Int>", "MyOptional<Int>"),
        ("Swift.Optional<Int>", "Swift.Optional<Int>"),
        ("Result<Optional<Int>, Error>", "Result<Int?, Error>"),
    ])
    func typesAreSugared(_ written: String, _ sugared: String) {
        #expect(TypeSugar.sugared(written) == sugared)
    }

    static func function(_ name: String, _ parameters: [(String?, String, Bool)], returns: String? = nil) -> APISymbol {
        APISymbol(identity: "da:M:" + name + parameters.map(\.1).joined(separator: ","), module: "M", kind: .method, path: ["T", name], declaration: name,
                  comparedDeclaration: name, access: .public, availability: [], isDeprecated: false, extensionWhere: nil, constraints: [],
                  parameters: parameters.map { APIParameter(label: $0.0, type: $0.1, hasDefault: $0.2) }, returnType: returns,
                  file: "T.swift", line: 1, isDocumented: true, hasUsageExample: true, findings: [])
    }

    @Test func genericRequirementsAreReadOneByOne() {
        #expect(GenericConstraints.of(genericParameters: "<S: AsyncSequence & Sendable, T>", whereClauses: ["S.Element == Optional<T>, T: Hashable"])
                == ["S:AsyncSequence", "S:Sendable", "S.Element==T?", "T:Hashable"])
        #expect(GenericConstraints.of(genericParameters: "<F: Collection<(Int) -> Void>>", whereClauses: []) == ["F:Collection<(Int)->Void>"])
    }

    @Test func addedRequirementsBreakAndLoosenedOnesDoNot() {
        var old = Self.function("f(_:)", [(nil, "S", false)])
        var new = old
        old.constraints = ["S:AsyncSequence"]
        new.constraints = ["S:AsyncSequence", "S:Sendable"]
        new.comparedDeclaration = "func f<S: AsyncSequence & Sendable>(_: S)"
        #expect(APIDiff.compare(old, new).map { ($0.aspects, $0.breaking) } ?? ([], nil) == ([.constraintsAdded, .declaration], "generic requirements added"))
        #expect(APIDiff.compare(new, old).map { ($0.aspects, $0.breaking) } ?? ([], nil) == ([.declaration], nil))
    }

    @Test func onlyParametersWithDefaultsAddedKeepEveryCall() {
        let old = Self.function("f(a:)", [("a", "Int", false)])
        #expect(APIDiff.onlyAddsDefaults(old, Self.function("f(a:b:)", [("a", "Int", false), ("b", "Bool", true)])))
        #expect(APIDiff.onlyAddsDefaults(old, Self.function("f(z:a:)", [("z", "Bool", true), ("a", "Int", false)])))
        #expect(!APIDiff.onlyAddsDefaults(old, Self.function("f(a:b:)", [("a", "Int", false), ("b", "Bool", false)])))
        #expect(!APIDiff.onlyAddsDefaults(old, Self.function("f(a:b:)", [("a", "Int?", false), ("b", "Bool", true)])))
        #expect(!APIDiff.onlyAddsDefaults(old, Self.function("f(a:b:)", [("a", "Int", false), ("b", "Bool", true)], returns: "Int")))
    }

    @Test func aChangedSignatureIsOneChangeAndARenameTwo() {
        var base = APISnapshot()
        var head = APISnapshot()
        for symbol in [Self.function("f(a:)", [("a", "Int", false)]), Self.function("g(a:)", [("a", "Int", false)])] { base.symbols[symbol.identity] = symbol }
        for symbol in [Self.function("f(a:)", [("a", "Float", false)]), Self.function("h(a:)", [("a", "Int", false)])] { head.symbols[symbol.identity] = symbol }
        let diff = APIDiff(base: base, head: head)
        #expect(diff.changes.map { "\($0.symbol.dottedPath) \($0.kind) \($0.breaking ?? "")" } == [
            "T.f(a:) changed signature changed", "T.g(a:) removed removed", "T.h(a:) added ",
        ])
    }

    @Test func onlyTheFilesTheCheckReadsAreTakenFromTheTree() {
        let listing = [
            "100644 blob aaa\tSources/A.swift", "100755 blob bbb\tPackage.swift", "120000 blob ccc\tLink.swift",
            "160000 commit ddd\tVendor", "100644 blob eee\tREADME.md", "100644 blob fff\t.build/B.swift",
            "100644 blob ggg\tApp.xcodeproj/project.pbxproj", "100644 blob hhh\t.docaudit.json", "100644 blob iii\t.hidden/C.swift",
        ].joined(separator: "\0") + "\0"
        #expect(GitSnapshot.wantedBlobs(Array(listing.utf8)).map(\.path) == ["Sources/A.swift", "Package.swift", "App.xcodeproj/project.pbxproj", ".docaudit.json"])
    }
}
