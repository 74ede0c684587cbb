import Foundation
import Testing

@Suite struct FixCommandTests {
    static let files = [
        "Shared/Sources/Route.swift": "/// A screen.\npublic enum Route {\n    /// The home feed.\n    case home\n}\n",
        "Shared/Sources/User.swift": "/// A user.\n\npublic struct User {}\n",
    ]

    @Test func fixesInPlaceAndListsEachFix() throws {
        let root = try Docaudit.fixture(Self.files)
        let result = try Docaudit.run(["fix", "Shared", "--lang", "en"], in: root)
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            Shared/Sources/Route.swift:3:5: fixed: doc comment turned into a plain comment [enum-case-doc]
            Shared/Sources/User.swift:1:1: fixed: blank lines between the doc comment and its declaration removed [detached-doc]
            Fixed 2 findings in 2 files.

            """)
        #expect(try String(contentsOf: root.appendingPathComponent("Shared/Sources/User.swift"), encoding: .utf8) == "/// A user.\npublic struct User {}\n")
        let again = try Docaudit.run(["fix", "Shared", "--lang", "en"], in: root)
        #expect(again.status == 0)
        #expect(again.standardOutput == "Nothing to fix.\n")
        #expect(try Docaudit.run(["check", "Shared", "--strict"], in: root).status == 0)
    }

    /// Run with no path, `fix` walks `.`: its lines name files as `check` does, without `./`.
    @Test func listsFilesWithoutTheWalksDot() throws {
        let root = try Docaudit.fixture(Self.files)
        let result = try Docaudit.run(["fix", "--lang", "en"], in: root)
        #expect(result.standardOutput.hasPrefix("Shared/Sources/Route.swift:3:5: fixed: "), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("./"))
    }

    /// `////` lines of commented-out code are no documentation while `commented-out-doc` runs;
    /// the fix makes them plain comments, after which the declaration is reported undocumented.
    @Test func commentedOutCodeIsNoDocumentation() throws {
        let source = "//// public var title: String\npublic struct Card {}\n"
        let root = try Docaudit.fixture(["Shared/Sources/Card.swift": source])
        let check = try Docaudit.run(["check", "Shared", "--lang", "en"], in: root)
        #expect(check.standardOutput.contains("Shared/Sources/Card.swift:1:1: warning: doc comment of 'Card' is commented-out code (////); make it a plain // comment [commented-out-doc]"))
        #expect(check.standardOutput.contains("Shared/Sources/Card.swift:2:8: error: public struct 'Card' is not documented"))
        try Data(#"{"rules": {"commented-out-doc": "off"}}"#.utf8).write(to: root.appendingPathComponent(".docaudit.json"))
        #expect(try Docaudit.run(["check", "Shared"], in: root).status == 0)
        try FileManager.default.removeItem(at: root.appendingPathComponent(".docaudit.json"))
        #expect(try Docaudit.run(["fix", "Shared"], in: root).status == 0)
        #expect(try String(contentsOf: root.appendingPathComponent("Shared/Sources/Card.swift"), encoding: .utf8) == "// // public var title: String\npublic struct Card {}\n")
    }

    @Test func neverWritesThroughALinkToOutsideThePathsGiven() throws {
        let root = try Docaudit.fixture(Self.files.merging(["Elsewhere/Route.swift": Self.files["Shared/Sources/Route.swift"]!]) { $1 })
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Shared/Sources/Linked.swift").path, withDestinationPath: "../../Elsewhere/Route.swift")
        let result = try Docaudit.run(["fix", "Shared", "--lang", "en"], in: root)
        #expect(result.status == 2)
        #expect(result.standardError.contains("Shared/Sources/Linked.swift: a symbolic link to "))
        #expect(try String(contentsOf: root.appendingPathComponent("Elsewhere/Route.swift"), encoding: .utf8) == Self.files["Shared/Sources/Route.swift"])
        #expect(result.standardOutput.contains("Shared/Sources/Route.swift:3:5: fixed"))
    }

    @Test func dryRunPrintsADiffThatGitApplies() throws {
        let root = try Docaudit.fixture(Self.files)
        let result = try Docaudit.run(["fix", "--dry-run", "Shared/Sources/Route.swift", "--lang", "en"], in: root)
        #expect(result.status == 1)
        #expect(result.standardOutput == """
            --- a/Shared/Sources/Route.swift
            +++ b/Shared/Sources/Route.swift
            @@ -1,5 +1,5 @@
             /// A screen.
             public enum Route {
            -    /// The home feed.
            +    // The home feed.
                 case home
             }

            """)
        #expect(result.standardError.contains("Shared/Sources/Route.swift:3:5: would fix: doc comment turned into a plain comment [enum-case-doc]\nWould fix 1 finding in 1 file.\n"))
        #expect(try String(contentsOf: root.appendingPathComponent("Shared/Sources/Route.swift"), encoding: .utf8) == Self.files["Shared/Sources/Route.swift"])
        try Data(result.standardOutput.utf8).write(to: root.appendingPathComponent("fix.patch"))
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "apply", "fix.patch"]
        git.currentDirectoryURL = root
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0)
        #expect(try Docaudit.run(["fix", "--dry-run", "Shared"], in: root).status == 1)  // User.swift is left
    }

    @Test func fixesStandardInputAsThePathItNames() throws {
        let root = try Docaudit.fixture([".docaudit.json": #"{"language": "ko"}"#])
        let source = "/// A screen.\r\npublic enum Route {\r\n    /** The home feed. */\r\n    case home\r\n}\r\n"
        let result = try Docaudit.run(["fix", "--stdin-path", "Shared/Sources/Route.swift"], in: root, input: source)
        #expect(result.status == 0)
        #expect(result.standardOutput == "/// A screen.\r\npublic enum Route {\r\n    /* The home feed. */\r\n    case home\r\n}\r\n")
        #expect(result.standardError == "Shared/Sources/Route.swift:3:5: fixed: 문서화 주석을 일반 주석으로 바꿨습니다 [enum-case-doc]\n")
        let damaged = "/// A screen.\npublic enum Route {\n    /// The home.\n    case home = \"unterminated\n}\n"
        let refused = try Docaudit.run(["fix", "--stdin-path", "Shared/Sources/Route.swift"], in: root, input: damaged)
        #expect(refused.status == 2)
        #expect(refused.standardOutput == damaged)
        #expect(refused.standardError.contains("Shared/Sources/Route.swift:4:"))
    }

    @Test func unwritableFilesExitTwoAndTheOthersAreStillFixed() throws {
        let root = try Docaudit.fixture(Self.files)
        let readOnly = root.appendingPathComponent("Shared/Sources/Route.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly.path)
        let result = try Docaudit.run(["fix", "Shared", "--quiet"], in: root)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "docaudit: Shared/Sources/Route.swift: read-only; not written\n")
        #expect(try String(contentsOf: readOnly, encoding: .utf8) == Self.files["Shared/Sources/Route.swift"])
        #expect(try String(contentsOf: root.appendingPathComponent("Shared/Sources/User.swift"), encoding: .utf8) == "/// A user.\npublic struct User {}\n")
    }

    @Test func scaffoldNeverTurnsAFailingCheckGreen() throws {
        let root = try Docaudit.fixture(["Shared/Sources/Price.swift": "public struct Price {\n    public func total() -> Int { 0 }\n}\n"])
        #expect(try Docaudit.run(["check", "."], in: root).status == 1)
        #expect(try Docaudit.run(["fix", "--scaffold", ".", "--quiet"], in: root).status == 0)
        let check = try Docaudit.run(["check", ".", "--lang", "en"], in: root)
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("Shared/Sources/Price.swift:1:1: error: doc comment of 'Price' still holds the placeholder <#Summary#>; write the real text [placeholder-doc]"))
    }

    @Test func usageErrors() throws {
        #expect(try Docaudit.run(["fix", "--stdin-path", "A.swift", "B.swift"]).status == 2)
        #expect(try Docaudit.run(["fix", "--frobnicate"]).standardError.contains("unknown option '--frobnicate'"))
        let missing = try Docaudit.run(["fix", "Nowhere"], in: try Docaudit.fixture(["README.md": ""]))
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("Nowhere: no such file or directory"))
        #expect(try Docaudit.run(["fix", "--help"]).standardOutput.contains("--scaffold"))
    }
}

@Suite struct CoverageCommandTests {
    @Test func printsCoverageAndFailsUnderTheMinimum() throws {
        let root = try Docaudit.fixture([
            "Projects/Shared/Util/Sources/Log.swift": "/// Logs.\npublic enum Log {\n    /// Writes.\n    ///\n    /// ```swift\n    /// Log.write()\n    /// ```\n    public static func write() {}\n}\n",
            "Projects/Core/Network/Interface/Client.swift": "/// A client.\npublic protocol Client {\n    func send()\n}\n",
        ])
        let result = try Docaudit.run(["check", "Projects", "--coverage", "--min-coverage", "80", "--lang", "en"], in: root)
        #expect(result.status == 1)
        #expect(result.standardOutput.hasSuffix("""
            Documentation coverage of 2 audited files (documented / to document):
              NetworkInterface  1 / 2   50.0%
              Util              2 / 2  100.0%
              overall           3 / 4   75.0%

            """))
        #expect(result.standardError == "docaudit: documentation coverage 75.0% is under the minimum 80%\n")
        let json = try Docaudit.run(["check", "Projects", "--coverage", "--format", "json", "--min-coverage", "75"], in: root)
        #expect(json.standardError.contains("overall           3 / 4   75.0%"))
        #expect(!json.standardOutput.contains("coverage"))
        #expect(try Docaudit.run(["check", "Projects", "--min-coverage", "101"], in: root).status == 2)
    }
}
