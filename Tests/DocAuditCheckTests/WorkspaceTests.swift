import DocAuditCore
import Foundation
import Testing
@testable import DocAuditCheck
@testable import DocAuditRules
import TestScratch

@Suite struct WorkspaceTests {
    /// The repository's folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The bundled sample and every end-to-end project layout, each as a check from its folder sees it.
    static let projects: [String] = {
        let layouts = repository + "/Tests/EndToEndTests/Fixtures/project-layouts"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: layouts)) ?? []
        return [repository + "/Sample"] + names.sorted().map { layouts + "/" + $0 }
    }()

    @Test(arguments: projects)
    func findsWhatTheCheckFinds(project: String) {
        let walked = SourceWalker.tree(of: [project], noting: Configuration.fileName)
        let check = CheckEngine.run(CheckRequest(files: walked.files, jobs: 2, language: .en, configurations: ConfigurationResolver(walked: walked)))
        let tree = SourceWalker.tree(of: [project], noting: Configuration.fileName)
        let workspace = Workspace(configurations: ConfigurationResolver(walked: tree), language: .en)
        workspace.open(tree.files)
        #expect(Array(workspace.diagnostics()) == Array(check.diagnostics))
        #expect(workspace.problems == check.problems)
    }

    /// A generated file lends its declarations to links, as in a check, and is not audited.
    @Test func aGeneratedFileIsNotAudited() throws {
        let folder = try Self.folder(["Shared/Sources/Query.swift": "// @generated\npublic struct Query {}\n",
                                      "Shared/Sources/Client.swift": "/// Sends a ``Query``.\npublic struct Client {}\n"])
        let workspace = Self.workspace(folder)
        #expect(workspace.diagnostics(in: folder + "/Shared/Sources/Query.swift").isEmpty)
        #expect(workspace.diagnostics(in: folder + "/Shared/Sources/Client.swift").isEmpty)
    }

    @Test func aChangedFileIsAuditedAgainAndItsLinksFollowTheOthers() throws {
        let folder = try Self.folder(["Shared/Sources/Store.swift": "/// Keeps ``Item`` values.\npublic struct Store {}\n",
                                      "Shared/Sources/Item.swift": "/// A thing kept.\npublic struct Item {}\n"])
        let (store, item) = (folder + "/Shared/Sources/Store.swift", folder + "/Shared/Sources/Item.swift")
        let workspace = Self.workspace(folder)
        #expect(workspace.diagnostics(in: store).isEmpty)

        workspace.remove(item)
        #expect(workspace.diagnostics(in: store).map(\.rule) == [BrokenSymbolLinkRule.id])
        #expect(workspace.files == [store])

        workspace.update(item, bytes: Array("/// A thing kept.\npublic struct Item {}\n".utf8))
        #expect(workspace.diagnostics(in: store).isEmpty)

        workspace.update(store, bytes: Array("/// Keeps ``Item`` values.\npublic struct Store {\n    public func add(_ item: Item) {}\n}\n".utf8))
        #expect(workspace.diagnostics(in: store).map(\.rule) == [MissingFunctionDocRule.id])
        // The file on disk is as it was.
        workspace.reload(store)
        #expect(workspace.diagnostics(in: store).isEmpty)
    }

    /// An update replaces only the keys the edit changed: a name taken away stops resolving,
    /// one added resolves, and a name another file declares too stays declared.
    @Test func anUpdateKeepsTheKeysItDidNotChange() throws {
        let folder = try Self.folder(["Shared/Sources/Store.swift": "/// Keeps ``Item`` and ``Spare`` values.\npublic struct Store {}\n",
                                      "Shared/Sources/Item.swift": "/// A thing kept.\npublic struct Item {}\n",
                                      "Shared/Sources/Other.swift": "/// A spare.\npublic struct Spare {}\n"])
        let (store, item, other) = (folder + "/Shared/Sources/Store.swift", folder + "/Shared/Sources/Item.swift", folder + "/Shared/Sources/Other.swift")
        let workspace = Self.workspace(folder)
        #expect(workspace.diagnostics(in: store).isEmpty)

        workspace.update(item, bytes: Array("/// A thing kept.\npublic struct Thing {}\n/// A spare too.\npublic struct Spare {}\n".utf8))
        #expect(workspace.diagnostics(in: store).map(\.rule) == [BrokenSymbolLinkRule.id])
        #expect(workspace.diagnostics(in: store).first?.message.contains("Item") == true)

        workspace.update(item, bytes: Array("/// A thing kept.\npublic struct Item {}\n".utf8))
        #expect(workspace.diagnostics(in: store).isEmpty)

        workspace.remove(other)
        #expect(workspace.diagnostics(in: store).map(\.rule) == [BrokenSymbolLinkRule.id])
        #expect(workspace.diagnostics(in: store).first?.message.contains("Spare") == true)
    }

    /// A link to a member a type gets from its protocol resolves in the workspace as in the
    /// check, and breaks when the file that makes the type conform stops doing so.
    @Test func aLinkToAnInheritedMemberFollowsTheConformance() throws {
        let shape = "/// A shape.\npublic protocol Shape {}\n\nextension Shape {\n    /// Describes it.\n    ///\n    /// ```swift\n    /// square.describe()\n    /// ```\n    public func describe() -> String { \"\" }\n}\n"
        let folder = try Self.folder(["Shared/Sources/Shape.swift": shape,
                                      "Shared/Sources/Square.swift": "/// A square; see ``Square/describe()``.\npublic struct Square {}\n",
                                      "Shared/Sources/Conformance.swift": "extension Square: Shape {}\n"])
        let (square, conformance) = (folder + "/Shared/Sources/Square.swift", folder + "/Shared/Sources/Conformance.swift")
        let workspace = Self.workspace(folder)
        #expect(workspace.diagnostics(in: square).isEmpty)
        let walked = SourceWalker.tree(of: [folder], noting: Configuration.fileName)
        let check = CheckEngine.run(CheckRequest(files: walked.files, jobs: 2, language: .en, configurations: ConfigurationResolver(walked: walked)))
        #expect(Array(workspace.diagnostics()) == Array(check.diagnostics))

        workspace.update(conformance, bytes: Array("extension Square {}\n".utf8))
        #expect(workspace.diagnostics(in: square).map(\.rule) == [BrokenSymbolLinkRule.id])
    }

    /// With `inheritedDocs`, a member counts as documented by its requirement's doc in another
    /// file, and follows that file's changes, as the check does.
    @Test func anImplementationFollowsItsRequirementsDocAcrossFiles() throws {
        let documented = "/// Keeps values.\npublic protocol Store {\n    /// Saves a value.\n    func save(_ value: Int)\n}\n"
        let folder = try Self.folder([".docaudit.json": "{ \"rules\": { \"missing-function-doc\": { \"inheritedDocs\": true } } }",
                                      "Shared/Sources/Store.swift": documented,
                                      "Shared/Sources/DiskStore.swift": "/// Keeps values on disk.\npublic struct DiskStore: Store {\n    public func save(_ value: Int) {}\n}\n"])
        let (store, disk) = (folder + "/Shared/Sources/Store.swift", folder + "/Shared/Sources/DiskStore.swift")
        let workspace = Self.workspace(folder)
        #expect(workspace.diagnostics(in: disk).isEmpty)

        workspace.update(store, bytes: Array(documented.replacingOccurrences(of: "    /// Saves a value.\n", with: "").utf8))
        #expect(workspace.diagnostics(in: disk).map(\.message) == ["'DiskStore.save(_:)' is not documented, and no documented requirement lends it a doc (looked for Store/save(_:)); add a /// summary"])
        let walked = SourceWalker.tree(of: [folder], noting: Configuration.fileName)
        try String(decoding: try #require(workspace.source(of: store)).bytes, as: UTF8.self).write(toFile: store, atomically: true, encoding: .utf8)
        let check = CheckEngine.run(CheckRequest(files: walked.files, jobs: 2, language: .en, configurations: ConfigurationResolver(walked: walked)))
        #expect(Array(check.diagnostics) == Array(workspace.diagnostics()))

        workspace.update(store, bytes: Array(documented.utf8))
        #expect(workspace.diagnostics(in: disk).isEmpty)
    }

    /// A file checked alone (`--changed-since`) finds its requirement's doc in a file only read
    /// for the index; a directive silences the tree phase's finding as it does the others.
    @Test func anImplementationCheckedAloneFindsItsRequirementsDoc() throws {
        let folder = try Self.folder([".docaudit.json": "{ \"rules\": { \"missing-function-doc\": { \"inheritedDocs\": true } } }",
                                      "Shared/Sources/Store.swift": "/// Keeps values.\npublic protocol Store {\n    /// Saves a value.\n    func save(_ value: Int)\n\n    func load() -> Int\n}\n",
                                      "Shared/Sources/DiskStore.swift": """
                                          /// Keeps values on disk.
                                          public struct DiskStore: Store {
                                              public func save(_ value: Int) {}

                                              public func load() -> Int { 0 }

                                              // docaudit:disable-next-line missing-function-doc -- pending
                                              public func flush() {}
                                          }

                                          """])
        let disk = folder + "/Shared/Sources/DiskStore.swift"
        let walked = SourceWalker.tree(of: [folder], noting: Configuration.fileName)
        let check = CheckEngine.run(CheckRequest(files: walked.files, auditOnly: [disk], jobs: 1, language: .en, configurations: ConfigurationResolver(walked: walked)))
        #expect(check.diagnostics.map { "\($0.line):\($0.column)-\($0.endLine):\($0.endColumn) \($0.messageKey)" } == ["5:12-5:21 missing-function-doc.no-inherited-doc"])
    }

    @Test func aFileGivenAgainAndAgainTakesItsPlaceOnce() throws {
        let folder = try Self.folder(["Shared/Sources/Item.swift": "/// A thing.\npublic struct Item {\n    /// Its name.\n    public func name() -> String { \"\" }\n}\n"])
        let item = folder + "/Shared/Sources/Item.swift"
        let workspace = Self.workspace(folder)
        let (size, findings) = (workspace.size, workspace.diagnostics(in: item))
        let bytes = try #require(workspace.source(of: item)).bytes
        for round in 0..<1_000 {
            // Every other round adds a member, then takes it away again.
            let text = round.isMultiple(of: 2) ? String(decoding: bytes, as: UTF8.self) + "extension Item { public static let spare = 1 }\n" : String(decoding: bytes, as: UTF8.self)
            workspace.update(item, bytes: Array(text.utf8))
        }
        #expect(workspace.size == size)
        #expect(workspace.diagnostics(in: item) == findings)
    }

    @Test func aNewConfigurationPlacesTheFilesAgain() throws {
        let folder = try Self.folder(["Shared/Sources/Item.swift": "public struct Item {}\n"])
        let item = folder + "/Shared/Sources/Item.swift"
        let workspace = Self.workspace(folder)
        #expect(workspace.diagnostics(in: item).map(\.rule) == [MissingTypeDocRule.id])
        try "{ \"exclude\": [\"Shared/**\"] }".write(toFile: folder + "/.docaudit.json", atomically: true, encoding: .utf8)
        workspace.reconfigure(ConfigurationResolver(walked: SourceWalker.tree(of: [folder], noting: Configuration.fileName)))
        #expect(workspace.diagnostics(in: item).isEmpty)
        #expect(workspace.files.isEmpty)
    }

    @Test func unreadableAndBrokenFilesAreNamedNotFatal() throws {
        let folder = try Self.folder(["Shared/Sources/Item.swift": "public struct Item {}\n"])
        let workspace = Self.workspace(folder)
        workspace.update(folder + "/Shared/Sources/Bad.swift", bytes: [0x2F, 0x2F, 0xFF, 0x0A])
        workspace.reload(folder + "/Shared/Sources/Gone.swift")
        #expect(workspace.problems.count == 2)
        #expect(workspace.problems.allSatisfy { $0.contains("Bad.swift") || $0.contains("Gone.swift") })
        #expect(workspace.diagnostics(in: folder + "/Shared/Sources/Item.swift").count == 1)
    }

    /// A folder holding `files` (paths relative to it, and their text).
    static func folder(_ files: [String: String]) throws -> String {
        let folder = Scratch.url("workspace").path
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: FilePaths.folder(of: folder + "/" + path), withIntermediateDirectories: true)
            try text.write(toFile: folder + "/" + path, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// A workspace of every file under `folder`.
    static func workspace(_ folder: String) -> Workspace {
        let tree = SourceWalker.tree(of: [folder], noting: Configuration.fileName)
        let workspace = Workspace(configurations: ConfigurationResolver(walked: tree), language: .en)
        workspace.open(tree.files)
        return workspace
    }
}
