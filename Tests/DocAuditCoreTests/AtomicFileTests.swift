import Foundation
import Testing
@testable import DocAuditCore
import TestScratch

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// A fresh folder holding `name` with `contents`; returns the file's path.
private func temporaryFile(_ name: String = "File.swift", _ contents: String = "/// A.\nlet a = 1\n") throws -> String {
    let folder = Scratch.url("atomic")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    return path
}

private func contents(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
}

private func permissions(_ path: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! NSNumber).intValue
}

/// The names in the file's folder: a failed or finished write leaves no temporary file behind.
private func folderListing(_ path: String) throws -> [String] {
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

    @Test func writesANewFileWithTheModeANewFileGets() throws {
        let folder = (try temporaryFile() as NSString).deletingLastPathComponent
        let path = folder + "/report.json"
        try AtomicFile.write(path, bytes: bytes("{}\n"))
        #expect(try contents(path) == "{}\n")
        // A file the system makes with 0666 gets the umask's share; the written one matches it.
        let made = folder + "/made"
        close(open(made, O_WRONLY | O_CREAT, 0o666))
        #expect(try permissions(path) == permissions(made))
        #expect(try folderListing(path) == ["File.swift", "made", "report.json"])
    }

    /// `create` writes a file where nothing stands, in place; it leaves whatever stands at the
    /// path (a file, a link to nothing) untouched and says so, and removes a file it failed to write.
    @Test func createsOnlyWhereNothingStands() throws {
        let old = try temporaryFile("old.html", "old\n")
        let folder = (old as NSString).deletingLastPathComponent
        let write: (Int32) -> Bool = { descriptor in Array("new\n".utf8).withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) } }
        #expect(try AtomicFile.create(folder + "/new.html", write))
        #expect(try contents(folder + "/new.html") == "new\n")
        #expect(try !AtomicFile.create(old, write))
        #expect(try contents(old) == "old\n")
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.html", withDestinationPath: "nowhere.html")
        #expect(try !AtomicFile.create(folder + "/link.html", write))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.html") == "nowhere.html")
        #expect(throws: FileWriteError.self) {
            try AtomicFile.create(folder + "/failed.html") { descriptor in
                _ = Array("half".utf8).withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
                return false
            }
        }
        #expect(try folderListing(old) == ["link.html", "new.html", "old.html"])
    }

    @Test func writesThroughALinkUnlessToldNotTo() throws {
        let target = try temporaryFile("Target.json", "old\n")
        let folder = (target as NSString).deletingLastPathComponent
        let link = folder + "/Link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Target.json")
        try AtomicFile.write(link, bytes: bytes("followed\n"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "Target.json")
        #expect(try contents(target) == "followed\n")
        try AtomicFile.write(link, bytes: bytes("replaced\n"), options: AtomicFile.Options(followsLinks: false))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == nil)
        #expect(try contents(link) == "replaced\n")
        #expect(try contents(target) == "followed\n")
    }

    @Test func aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
        let path = try temporaryFile("out.sarif", "the old report\n")
        #expect(throws: FileWriteError.self) {
            try AtomicFile.write(path, options: AtomicFile.Options(syncs: true)) { descriptor in
                _ = Array("half".utf8).withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
                return false
            }
        }
        #expect(try contents(path) == "the old report\n")
        #expect(try folderListing(path) == ["out.sarif"])
    }

    @Test func anErrorNamesTheFileAndTheReason() throws {
        let folder = (try temporaryFile() as NSString).deletingLastPathComponent
        let path = folder + "/Missing/out.json"
        #expect(throws: FileWriteError(path: path, reason: "cannot create a temporary file in its folder: No such file or directory")) {
            try AtomicFile.write(path, bytes: bytes("{}\n"))
        }
        #expect(AtomicFile.problem(writing: path) == "its folder \(folder)/Missing does not exist")
        #expect(AtomicFile.problem(writing: folder) == "it is a folder")
        #expect(AtomicFile.problem(writing: folder + "/new.json") == nil)
    }

    @Test func writesADeviceInPlace() throws {
        try AtomicFile.write("/dev/null", bytes: bytes("discarded\n"))
        #expect(AtomicFile.problem(writing: "/dev/null") == nil)
    }
}
