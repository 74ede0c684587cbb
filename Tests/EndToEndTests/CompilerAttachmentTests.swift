import Foundation
import Testing

/// The doc comment cases checked against the Swift compiler's own symbol graphs
/// (`Tools/reference-symbols/ATTACHMENT.md`): `expected.jsonl.txt` is what the compiler attaches
/// to each declaration, as `docaudit symbols` prints it.
@Suite struct CompilerAttachmentTests {
    static let fixtures = Docaudit.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/compiler-attachment")

    @Test func symbolsAgreeWithTheCompilerOnEveryCase() throws {
        // Named as reached: the fixtures stand inside this repository, whose root names them otherwise.
        let result = try Docaudit.run(["symbols", ".", "--paths-as-typed"], in: Self.fixtures)
        let expected = try String(contentsOf: Self.fixtures.appendingPathComponent("expected.jsonl.txt"), encoding: .utf8)
        #expect(result.status == 0)
        // The file's module, layer and role are the project's, not the compiler's: left out.
        let actual = result.standardOutput.split(separator: "\n").map { $0.replacing(/,"module":.*\}$/, with: "}") }
        let wanted = expected.split(separator: "\n")
        #expect(actual.count == wanted.count)
        for (line, want) in zip(actual, wanted) where line != want {
            Issue.record("docaudit: \(line)\ncompiler: \(want)")
        }
    }
}
