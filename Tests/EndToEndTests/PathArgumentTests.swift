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
}
