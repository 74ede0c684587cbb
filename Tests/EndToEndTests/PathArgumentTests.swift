import Foundation
import Testing

/// The PATH arguments of every command that reads Swift files: one that names nothing stops the
/// command before it reports, fixes or writes anything.
@Suite struct PathArgumentTests {
    /// Each command that walks PATHs, with the options it needs.
    static let commands: [[String]] = [["check"], ["project"], ["symbols"], ["fix"], ["site", "--output", "site"]]

    /// A tree with a finding `fix` would fix, so that a run that went on would show.
    static let tree = ["Sources/A.swift": "/// A.\npublic enum A {\n    /// The one case.\n    case one\n}\n"]

    /// A PATH that names nothing (a typo, a deleted file, a link to nothing) is named, each on
    /// its line, and the command exits 2 with no report: a report of the other paths would
    /// pass for a report of all of them.
    @Test(arguments: commands)
    func aMissingPathStopsTheCommandBeforeAnyReport(_ command: [String]) throws {
        let root = try Docaudit.fixture(Self.tree)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Link.swift").path, withDestinationPath: "Gone.swift")
        let result = try Docaudit.run(command + ["Sources", "Nowhere", "Link.swift"], in: root)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "docaudit: Nowhere: no such file or directory\ndocaudit: Link.swift: broken symbolic link\n")
        #expect(try String(contentsOf: root.appendingPathComponent("Sources/A.swift"), encoding: .utf8) == Self.tree["Sources/A.swift"])
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("site").path))
    }

    /// `init` names a folder that does not exist rather than failing to write into it.
    @Test func initOfAMissingFolderNamesIt() throws {
        let root = try Docaudit.fixture(Self.tree)
        let result = try Docaudit.run(["init", "Nowhere"], in: root)
        #expect(result.status == 2)
        #expect(result.standardError == "docaudit: Nowhere: no such file or directory\n")
    }

    /// A file argument that is not a Swift file is named and not counted: the Swift files
    /// beside it are checked as they would be without it.
    @Test func aFileThatIsNotSwiftIsNamedAndNotCounted() throws {
        let root = try Docaudit.fixture(Self.tree.merging(["README.md": "# A\n\n`public struct Readme {}`\n"]) { $1 })
        let result = try Docaudit.run(["check", "README.md", "Sources"], in: root, environment: ["LANG": "C"])
        #expect(result.status == 1)
        #expect(result.standardOutput.hasSuffix("1 error, 0 warnings in 1 file audited\n"))
        #expect(!result.standardOutput.contains("README.md"))
        #expect(result.standardError == "docaudit: warning: README.md: not a Swift file\n")
        let project = try Docaudit.run(["project", "README.md", "Sources"], in: root)
        #expect(project.status == 0)
        #expect(project.standardOutput.contains("  1 file "))
        #expect(project.standardError == "docaudit: warning: README.md: not a Swift file\n")
    }

    /// A check of files none of which is a Swift file audits nothing: it fails as such a check
    /// does, and its explanation names the files.
    @Test func aCheckOfNoSwiftFileFailsNamingTheFiles() throws {
        let root = try Docaudit.fixture(Self.tree.merging(["README.md": "# A\n"]) { $1 })
        let result = try Docaudit.run(["check", "README.md"], in: root, environment: ["LANG": "C"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "0 errors, 0 warnings in 0 files audited\n")
        #expect(result.standardError.hasPrefix("docaudit: no file was audited under README.md\n  README.md: not a Swift file\n"))
        let allowed = try Docaudit.run(["check", "--allow-empty", "README.md"], in: root, environment: ["LANG": "C"])
        #expect(allowed.status == 0)
        #expect(allowed.standardError == "docaudit: warning: README.md: not a Swift file\n")
    }

    /// The other commands, given no folder and no Swift file, have nothing to do: they name
    /// the files and exit 2, writing nothing.
    @Test(arguments: commands.dropFirst())
    func aCommandGivenNoSwiftFileNamesTheFilesAndStops(_ command: [String]) throws {
        let root = try Docaudit.fixture(Self.tree.merging(["README.md": "# A\n"]) { $1 })
        let result = try Docaudit.run(command + ["README.md"], in: root)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "docaudit: README.md: not a Swift file\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("site").path))
    }
}
