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

/// `make artifactbundle`'s packing: a zip SwiftPM reads as an executable artifact bundle, the
/// binary inside runnable, its triples listed.
@Suite struct ArtifactBundleTests {
    @Test func theBundleHoldsTheBinaryAndItsInfo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("artifactbundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A stand-in binary: the script copies whatever it is given.
        let binary = folder.appendingPathComponent("docaudit")
        try "#!/bin/sh\necho docaudit 9.9.9\n".write(to: binary, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
        let script = ScriptsTests.scripts.appendingPathComponent("make-artifactbundle.sh")
        let made = try Terminal.run(script, [binary.path, "9.9.9", "x86_64-unknown-linux-gnu,aarch64-unknown-linux-gnu", folder.path + "/out"], in: folder)
        #expect(made.status == 0 && made.output.hasSuffix("out/docaudit.artifactbundle.zip\n"), "\(made.output)")
        let unzip = URL(fileURLWithPath: "/usr/bin/env")
        let listed = try Terminal.run(unzip, ["unzip", "-o", "-q", "out/docaudit.artifactbundle.zip", "-d", "unpacked"], in: folder)
        #expect(listed.status == 0, "\(listed.output)")
        let bundle = folder.appendingPathComponent("unpacked/docaudit.artifactbundle")
        let info = try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json"))) as? [String: Any]
        let artifact = (info?["artifacts"] as? [String: Any])?["docaudit"] as? [String: Any]
        #expect(info?["schemaVersion"] as? String == "1.0" && artifact?["type"] as? String == "executable" && artifact?["version"] as? String == "9.9.9")
        let variant = (artifact?["variants"] as? [[String: Any]])?.first
        #expect(variant?["supportedTriples"] as? [String] == ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"])
        let packed = bundle.appendingPathComponent(variant?["path"] as? String ?? "")
        let ran = try Terminal.run(packed, [], in: folder)
        #expect(ran.output == "docaudit 9.9.9\n")
        // Not an executable: named, exit 2, nothing written.
        let refused = try Terminal.run(script, [folder.path + "/missing", "1.0", "x", folder.path + "/none"], in: folder)
        #expect(refused.status == 2 && refused.output.contains("missing is not an executable"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/none"))
    }
}
