import Foundation
import Testing

/// The on-save script and the pre-commit hook, run as an editor and git run them.
@Suite struct ScriptsTests {
    static let scripts = Docaudit.packageRoot.appendingPathComponent("Scripts")

    /// Runs a script with `DOCAUDIT` set to the built binary.
    func run(_ script: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        try Terminal.run(Self.scripts.appendingPathComponent(script), arguments, in: folder,
                         environment: ["DOCAUDIT": Docaudit.executable.path, "LANG": "C"])
    }

    @Test func onSaveFixesThenChecksWithAndWithoutAConfiguration() throws {
        let source = "/// A screen.\npublic enum Route {\n    /// The home feed.\n    case home\n}\n"
        for configuration in [nil, #"{"rules": {"enum-case-doc": "warning"}}"#] {
            var files = ["Shared/Sources/Route.swift": source]
            files[".docaudit.json"] = configuration
            let root = try Docaudit.fixture(files)
            let result = try run("docaudit-on-save.sh", ["Shared/Sources/Route.swift"], in: root)
            #expect(result.status == 0, "\(result.output)")
            #expect(try String(contentsOf: root.appendingPathComponent("Shared/Sources/Route.swift"), encoding: .utf8).contains("    // The home feed."))
        }
        let root = try Docaudit.fixture(["Shared/Sources/A.swift": "public struct A {}\n"])
        let failing = try run("docaudit-on-save.sh", ["Shared/Sources/A.swift"], in: root)
        #expect(failing.status == 1)
        #expect(failing.output.contains("Shared/Sources/A.swift:1:8: error: "))
        #expect(try run("docaudit-on-save.sh", ["README.md"], in: root).status == 0)
        #expect(try run("docaudit-on-save.sh", ["Gone.swift"], in: root).status == 2)
    }

    @Test func preCommitChecksWhatIsStaged() throws {
        let root = try Docaudit.fixture(["My Dir/Shared/A b.swift": "/// A.\npublic struct A {}\n"])
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@t"] + arguments
            process.currentDirectoryURL = root
            try process.run()
            process.waitUntilExit()
        }
        try git("init", "-q")
        try git("add", ".")
        #expect(try run("pre-commit", [], in: root).status == 0)
        // An undocumented version staged, a documented one in the working tree: the staged one counts.
        try Data("public struct A {}\n".utf8).write(to: root.appendingPathComponent("My Dir/Shared/A b.swift"))
        try git("add", ".")
        try Data("/// A.\npublic struct A {}\n".utf8).write(to: root.appendingPathComponent("My Dir/Shared/A b.swift"))
        let staged = try run("pre-commit", [], in: root)
        #expect(staged.status == 1)
        #expect(staged.output.contains("My Dir/Shared/A b.swift:1:8: error: "))
        let outside = try run("pre-commit", [], in: FileManager.default.temporaryDirectory)
        #expect(outside.status == 1)
    }
}
