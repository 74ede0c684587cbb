import Foundation
import Testing
@testable import DocAuditFix
import TestScratch

/// A fresh folder holding `name` with `contents`; returns the file's path.
func temporaryFile(_ name: String = "File.swift", _ contents: String = "/// A.\nlet a = 1\n") throws -> String {
    let folder = Scratch.url("atomic")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    return path
}

func contents(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
}

func permissions(_ path: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! NSNumber).intValue
}

/// The names in the file's folder: a failed or finished write leaves no temporary file behind.
func folderListing(_ path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent).sorted()
}

@Suite struct AtomicFileTests {
    @Test func replacesTheWholeFileKeepingItsPermissions() throws {
        let path = try temporaryFile()
        try FileManager.default.setAttributes([.posixPermissions: 0o751], ofItemAtPath: path)
        let snapshot = try AtomicFile.snapshot(path)
        #expect(snapshot.bytes == bytes("/// A.\nlet a = 1\n"))
        try AtomicFile.replace(snapshot, with: bytes("// A.\nlet a = 1\n"))
        #expect(try contents(path) == "// A.\nlet a = 1\n")
        #expect(try permissions(path) == 0o751)
        #expect(try folderListing(path) == ["File.swift"])
    }

    @Test func followsASymbolicLinkAndKeepsIt() throws {
        let target = try temporaryFile("Target.swift")
        let link = (target as NSString).deletingLastPathComponent + "/Link.swift"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Target.swift")
        try AtomicFile.replace(try AtomicFile.snapshot(link), with: bytes("// A.\n"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "Target.swift")
        #expect(try contents(target) == "// A.\n")
    }

    @Test func refusesAReadOnlyFile() throws {
        let path = try temporaryFile()
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let snapshot = try AtomicFile.snapshot(path)
        #expect(throws: FileWriteError(path: path, reason: "read-only; not written")) {
            try AtomicFile.replace(snapshot, with: bytes("// A.\n"))
        }
        #expect(try contents(path) == "/// A.\nlet a = 1\n")
        #expect(try folderListing(path) == ["File.swift"])
    }

    @Test func refusesAFileChangedSinceItWasRead() throws {
        let path = try temporaryFile()
        let snapshot = try AtomicFile.snapshot(path)
        // Same size, so only the content (or the modification time) tells.
        try Data("/// B.\nlet a = 1\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: FileWriteError(path: path, reason: "changed while being fixed; left as it was")) {
            try AtomicFile.replace(snapshot, with: bytes("// A.\n"))
        }
        #expect(try contents(path) == "/// B.\nlet a = 1\n")
    }

    @Test func refusesAFileDeletedSinceItWasRead() throws {
        let path = try temporaryFile()
        let snapshot = try AtomicFile.snapshot(path)
        try FileManager.default.removeItem(atPath: path)
        #expect(throws: FileWriteError(path: path, reason: "disappeared while being fixed; not written")) {
            try AtomicFile.replace(snapshot, with: bytes("// A.\n"))
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try folderListing(path) == [])
    }

    @Test func refusesWhatIsNotARegularFile() throws {
        let folder = (try temporaryFile() as NSString).deletingLastPathComponent
        #expect(throws: FileWriteError(path: folder, reason: "not a regular file")) { try AtomicFile.snapshot(folder) }
        #expect(throws: FileWriteError.self) { try AtomicFile.snapshot(folder + "/Missing.swift") }
    }

    @Test func readsLargeFilesWhole() throws {
        let large = String(repeating: "let a = 1 // padding padding padding\n", count: 10_000)
        let path = try temporaryFile("Large.swift", large)
        #expect(try AtomicFile.snapshot(path).bytes == bytes(large))
    }
}
