import Foundation
import Testing
import DocAuditCore
import TestScratch

@Suite struct SourceWalkerTests {
    /// A tree of folders and files whose names sort differently as names and as paths.
    private func makeTree() throws -> String {
        let root = Scratch.url("walk").path
        for file in ["A/x.swift", "A-b/y.swift", "AB.swift", "A/B/z.swift", "A/a.swift", "A/.hidden/h.swift", "A/.build/b.swift", "A/notes.md", "Z.swift", "A/.docaudit.json"] {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    /// The walk lists the Swift files in byte order of their whole paths (`A-b/y.swift` before
    /// `A/…`), skipping hidden and build folders, and notes the folders holding the noted file.
    @Test func listsSwiftFilesInPathOrder() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let tree = SourceWalker.tree(of: [root], noting: ".docaudit.json")
        #expect(Array(tree.files) == ["A-b/y.swift", "A/B/z.swift", "A/a.swift", "A/x.swift", "AB.swift", "Z.swift"].map { root + "/" + $0 })
        #expect(tree.notedFolders == [root + "/A"])
        #expect(tree.roots == [root] && tree.problems.isEmpty)
    }

    /// A DocC catalog's Swift files (a tutorial's code steps, which no target compiles) are
    /// not listed, in a walk or a listing; the catalog is noted.
    @Test func leavesOutTheSwiftFilesOfCatalogs() throws {
        let root = Scratch.url("walk-docc").path
        for file in ["Sources/Kit/Kit.swift", "Sources/Kit/Kit.docc/Kit.md", "Sources/Kit/Kit.docc/Resources/code/Step-01.swift"] {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: path))
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let tree = SourceWalker.tree(of: [root], noting: nil)
        #expect(Array(tree.files) == [root + "/Sources/Kit/Kit.swift"])
        #expect(tree.catalogFolders == [root + "/Sources/Kit/Kit.docc"])
        let listed = SourceWalker.tree(listing: ["Sources/Kit/Kit.docc/Resources/code/Step-01.swift", "Sources/Kit/Kit.swift"], root: root, noting: nil, source: DiskFiles())
        #expect(Array(listed.files) == [root + "/Sources/Kit/Kit.swift"])
    }

    /// The arguments that name nothing are found without a walk, in order, each with why.
    @Test func findsTheArgumentsThatNameNothing() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/Link.swift", withDestinationPath: "Gone.swift")
        let missing = SourceWalker.missing([root + "/A", root + "/Nowhere", root + "/Z.swift", root + "/Link.swift"])
        #expect(missing == [PathProblem(path: root + "/Nowhere", message: "no such file or directory"),
                            PathProblem(path: root + "/Link.swift", message: "broken symbolic link")])
    }

    /// A file argument that is not a Swift file is set apart, not listed: a folder's walk
    /// would never have listed it either.
    @Test func setsApartFileArgumentsThatAreNotSwiftFiles() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let tree = SourceWalker.tree(of: [root + "/A/notes.md", root + "/Z.swift", root + "/A/.docaudit.json"], noting: nil)
        #expect(Array(tree.files) == [root + "/Z.swift"])
        #expect(tree.fileArguments == [root + "/Z.swift"])
        #expect(tree.notSwiftFiles == [root + "/A/notes.md", root + "/A/.docaudit.json"])
    }

    /// The walk notes SwiftPM's and Tuist's manifests among the files, in the files' order and
    /// each once, also when given as arguments; a name that only ends like one is not one.
    @Test func notesManifests() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in ["Package.swift", "A/Project.swift", "A/B/Project.swift", "A/MyProject.swift", "A/Project.swift.swift"] {
            try Data().write(to: URL(fileURLWithPath: root + "/" + file))
        }
        let tree = SourceWalker.tree(of: [root + "/A/B/Project.swift", root, root + "/Package.swift"], noting: nil)
        #expect(tree.manifests == ["A/B/Project.swift", "A/Project.swift", "Package.swift"].map { root + "/" + $0 })
        #expect(tree.manifests.allSatisfy(Array(tree.files).contains))
    }

    /// Arguments that overlap or come out of order give each file once, in order; a missing
    /// one is a problem naming it; a link back up the tree is not followed into a loop.
    @Test func mergesArgumentsAndStopsAtLoops() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/A/B/up", withDestinationPath: root + "/A")
        let tree = SourceWalker.tree(of: [root + "/Z.swift", root + "/A/", root + "/missing", root + "/A/a.swift"], noting: nil)
        #expect(Array(tree.files) == ["A/B/z.swift", "A/a.swift", "A/x.swift", "Z.swift"].map { root + "/" + $0 })
        #expect(tree.problems == [PathProblem(path: root + "/missing", message: "no such file or directory")])
    }

    /// A folder given twice, spelled two ways, is walked under each spelling: the paths are
    /// reported as reached, and only the same spelling is one path.
    @Test func walksAFolderUnderEachSpelling() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let tree = SourceWalker.tree(of: [root + "/A/B", root + "/A/./B", root + "/A/B/"], noting: nil)
        #expect(Array(tree.files) == [root + "/A/./B/z.swift", root + "/A/B/z.swift"])
    }
}
