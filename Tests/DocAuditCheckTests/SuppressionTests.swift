import Testing
@testable import DocAuditCheck

@Suite struct SuppressionTests {
    let undocumented = "public struct A {}\npublic struct B {}\npublic struct C {}\n"

    @Test func nextLineSilencesTheNextDeclarationEvenAcrossAttributesAndDocs() {
        let source = """
            // docaudit:disable-next-line missing-type-doc
            @MainActor
            public struct A {}
            // docaudit:disable-next-line missing-usage-example, missing-type-doc -- legacy
            /// Loads.
            public func load() {}
            public struct B {}
            """
        #expect(check(source).map { "\($0.line) \($0.rule)" } == ["7 missing-type-doc"])
    }

    @Test func regionsAndFileWideDirectives() {
        let region = "// docaudit:disable missing-type-doc\n" + undocumented + "// docaudit:enable missing-type-doc\npublic struct D {}\n"
        #expect(check(region).map(\.symbol) == ["D"])
        #expect(check("public struct A {}\n// docaudit:disable-file all\n").isEmpty)
        #expect(check("// docaudit:disable all\n" + undocumented).isEmpty)
    }

    @Test func unknownRulesAndCommandsAreWarningsAndTheKnownRulesStillApply() {
        let source = "// docaudit:disable-next-line missing-doc, missing-type-doc\npublic struct A {}\n// docaudit:ignore missing-type-doc\npublic struct B {}\n"
        let found = check(source).map { "\($0.line):\($0.column) \($0.severity) \($0.rule)" }
        #expect(found == ["1:1 warning invalid-suppression", "3:1 warning invalid-suppression", "4:8 error missing-type-doc"])
    }

    @Test func directivesInStringsOrDocCommentsAreNotDirectives() {
        let source = "/// // docaudit:disable-file all\npublic struct A {}\nlet s = \"// docaudit:disable-file all\"\npublic struct B {}\n"
        #expect(check(source).map(\.symbol) == ["B"])
    }
}

@Suite struct BaselineTests {
    func diagnostic(_ file: String, _ line: Int, _ rule: String, _ symbol: String) -> Diagnostic {
        Diagnostic(file: file, line: line, column: 1, rule: rule, severity: .error, message: "m", symbol: symbol)
    }

    @Test func matchesOnFileRuleAndSymbolNotLines() throws {
        let old = [diagnostic("A.swift", 3, "missing-type-doc", "A"), diagnostic("A.swift", 9, "detached-doc", "A"), diagnostic("A.swift", 12, "detached-doc", "A")]
        let baseline = Baseline(diagnostics: old, folder: FilePaths.absolute("."))
        let reread = try Baseline.load(from: baseline.jsonText)
        #expect(reread == baseline)
        let now = [diagnostic("A.swift", 30, "missing-type-doc", "A"), diagnostic("A.swift", 40, "detached-doc", "A"), diagnostic("B.swift", 1, "missing-type-doc", "B")]
        let (remaining, stale) = reread.filter(Diagnostics(now))
        #expect(remaining.map(\.symbol) == ["B"])
        #expect(stale == [BaselineEntry(file: "A.swift", rule: "detached-doc", symbol: "A")])
    }
}

extension Baseline {
    /// Reads baseline text through a temporary file, as `--baseline` does.
    static func load(from text: String) throws -> Baseline {
        let path = FilePaths.absolute(".") + "/.baseline-test-\(UInt64.random(in: 0...UInt64.max)).json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try load(path)
    }
}

import Foundation
