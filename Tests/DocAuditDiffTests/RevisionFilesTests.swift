import DocAuditCheck
import DocAuditCore
@testable import DocAuditDiff
import Foundation
import Testing
import TestScratch

/// A revision's files in memory are read as the same files on disk are: the same tree, the
/// same project model and the same placements.
@Suite struct RevisionFilesTests {
    static let files: [String: String] = [
        "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"Core\"), .executableTarget(name: \"tool\")])\n",
        "Sources/Core/A.swift": "public struct A {}\n",
        "Sources/Core/Sub/B.swift": "public struct B {}\n",
        "Sources/Core/.docaudit.json": "{\"language\": \"ko\"}\n",
        "Sources/tool/main.swift": "print(1)\n",
        "Sources/Core-Extra.swift": "public struct C {}\n",
        "Tests/CoreTests/ATests.swift": "import Core\n",
        ".build/Gen.swift": "struct Generated {}\n",
    ]

    @Test func aRevisionIsReadAsItsCheckoutIs() throws {
        let root = Scratch.url("revision")
        for (path, text) in Self.files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let top = root.path
        let disk = SourceWalker.tree(of: [top], noting: Configuration.fileName)
        let revision = RevisionFiles(top: top, files: Self.files.mapValues { Array($0.utf8) })
        let memory = revision.tree(of: top, noting: Configuration.fileName)
        #expect(Array(memory.files) == Array(disk.files))
        #expect(memory.notedFolders == disk.notedFolders)
        #expect(memory.manifests == disk.manifests)
        #expect(memory.roots == disk.roots)
        #expect(revision.isFolder(top + "/.git") == true)
        #expect(revision.isFolder(top + "/Sources/Core/A.swift") == false)
        #expect(revision.isFolder(top + "/Nowhere") == nil)
        #expect(throws: PathProblem.self) { try revision.read(top + "/Nowhere.swift") }
        #expect(revision.entries(of: top + "/Sources").map(\.name).sorted() == ["Core", "Core-Extra.swift", "tool"])

        let onDisk = ConfigurationResolver(walked: disk)
        let inMemory = ConfigurationResolver(walked: memory)
        #expect(try Placement.of(top + "/Sources/tool/main.swift", resolver: inMemory).layer == .app)
        #expect(inMemory.project.roots.map(\.root) == onDisk.project.roots.map(\.root))
        for path in disk.files {
            let expected = try Placement.of(path, resolver: onDisk)
            let placed = try Placement.of(path, resolver: inMemory)
            #expect(placed.module == expected.module && placed.layer == expected.layer && placed.configuration.language == expected.configuration.language, "\(path)")
        }
    }
}
