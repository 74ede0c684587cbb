import Foundation
import Testing
@testable import DocAuditSite
import TestScratch

@Suite struct WriterTests {
    /// A fresh folder under the temporary directory.
    func temporaryFolder() throws -> String {
        let folder = Scratch.url("site").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func site(_ files: [(String, String)]) -> GeneratedSite {
        GeneratedSite(files: files.map { SiteFile(path: $0.0, bytes: Array($0.1.utf8)) }, pageCount: files.count, unresolvedLinks: [], warnings: [])
    }

    @Test func writesIntoANewFolderWithItsMarker() throws {
        let output = try temporaryFolder() + "/new/site"
        try SiteWriter(output: output).write(site([("index.html", "a"), ("modules/m/t.html", "b")]))
        #expect(FileManager.default.contents(atPath: output + "/modules/m/t.html") == Data("b".utf8))
        #expect(FileManager.default.fileExists(atPath: output + "/" + SiteMap.marker))
    }

    @Test func refusesAFolderItDidNotMake() throws {
        let output = try temporaryFolder()
        #expect(FileManager.default.createFile(atPath: output + "/thesis.tex", contents: Data("precious".utf8)))
        #expect(throws: SiteWriteError.self) { try SiteWriter(output: output).write(site([("index.html", "a")])) }
        #expect(FileManager.default.contents(atPath: output + "/thesis.tex") == Data("precious".utf8))
        #expect(!FileManager.default.fileExists(atPath: output + "/index.html"))
    }

    /// The output is checked without writing anything: a new folder is fine where its
    /// folders can be made, and is not made yet; a file, or a folder it did not make, is not.
    @Test func checksTheOutputWritingNothing() throws {
        let folder = try temporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder + "/notes.txt", contents: Data("notes".utf8)))
        try SiteWriter(output: folder + "/new/site").checkOutput()
        #expect(!FileManager.default.fileExists(atPath: folder + "/new"))
        #expect(throws: SiteWriteError.self) { try SiteWriter(output: folder + "/notes.txt").checkOutput() }
        #expect(throws: SiteWriteError.self) { try SiteWriter(output: folder + "/notes.txt/site").checkOutput() }
        #expect(throws: SiteWriteError.self) { try SiteWriter(output: folder).checkOutput() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
    }

    @Test func rewritesItsOwnSiteAndRemovesStalePages() throws {
        let output = try temporaryFolder()
        try SiteWriter(output: output).write(site([("index.html", "a"), ("modules/old/gone.html", "b")]))
        try SiteWriter(output: output).write(site([("index.html", "c")]))
        #expect(FileManager.default.contents(atPath: output + "/index.html") == Data("c".utf8))
        #expect(!FileManager.default.fileExists(atPath: output + "/modules"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.contains(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func removesOnlyFilesItsEarlierBuildListed() throws {
        let output = try temporaryFolder()
        try SiteWriter(output: output).write(site([("index.html", "a"), ("modules/m/gone.html", "b"), ("modules/m/kept.html", "c")]))
        // A gh-pages checkout: git's and the host's files live beside the site.
        try FileManager.default.createDirectory(atPath: output + "/.git", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: output + "/.git/x", contents: Data("git".utf8)))
        #expect(FileManager.default.createFile(atPath: output + "/CNAME", contents: Data("docs.example.com".utf8)))
        #expect(FileManager.default.createFile(atPath: output + "/.nojekyll", contents: Data()))
        #expect(FileManager.default.createFile(atPath: output + "/modules/m/notes.txt", contents: Data("mine".utf8)))
        try SiteWriter(output: output).write(site([("index.html", "d"), ("modules/m/kept.html", "e")]))
        #expect(!FileManager.default.fileExists(atPath: output + "/modules/m/gone.html"))
        #expect(FileManager.default.contents(atPath: output + "/modules/m/kept.html") == Data("e".utf8))
        #expect(FileManager.default.contents(atPath: output + "/.git/x") == Data("git".utf8))
        #expect(FileManager.default.contents(atPath: output + "/CNAME") == Data("docs.example.com".utf8))
        #expect(FileManager.default.fileExists(atPath: output + "/.nojekyll"))
        #expect(FileManager.default.contents(atPath: output + "/modules/m/notes.txt") == Data("mine".utf8))
        let marker = try String(contentsOfFile: output + "/" + SiteMap.marker, encoding: .utf8)
        #expect(marker == SiteWriter.markerHeader + "\nindex.html\nmodules/m/kept.html\n")
    }

    @Test func aMarkerWithoutAListRemovesNothing() throws {
        let output = try temporaryFolder()
        #expect(FileManager.default.createFile(atPath: output + "/" + SiteMap.marker, contents: Data("docaudit site: this folder is generated and rewritten by `docaudit site`.\n".utf8)))
        #expect(FileManager.default.createFile(atPath: output + "/old.html", contents: Data("old".utf8)))
        try SiteWriter(output: output).write(site([("index.html", "a")]))
        #expect(FileManager.default.contents(atPath: output + "/old.html") == Data("old".utf8))
        try SiteWriter(output: output).write(site([("other.html", "b")]))
        #expect(!FileManager.default.fileExists(atPath: output + "/index.html"))
        #expect(FileManager.default.fileExists(atPath: output + "/old.html"))
    }

    @Test func aListedPathCannotLeaveTheOutput() throws {
        let output = try temporaryFolder()
        let outside = try temporaryFolder()
        #expect(FileManager.default.createFile(atPath: outside + "/victim.html", contents: Data("v".utf8)))
        try FileManager.default.createSymbolicLink(atPath: output + "/linked", withDestinationPath: outside)
        let list = SiteWriter.markerHeader + "\nlinked/victim.html\n../" + (outside as NSString).lastPathComponent + "/victim.html\n" + outside + "/victim.html\n"
        #expect(FileManager.default.createFile(atPath: output + "/" + SiteMap.marker, contents: Data(list.utf8)))
        try SiteWriter(output: output).write(site([("index.html", "a")]))
        #expect(FileManager.default.contents(atPath: outside + "/victim.html") == Data("v".utf8))
    }

    @Test func anUnreadableOutputFolderIsAnError() throws {
        let output = try temporaryFolder()
        // Root reads every folder, so the listing itself is also checked on a path that is no folder.
        let error = #expect(throws: SiteWriteError.self) { try SiteWriter.entries(of: output + "/missing") }
        #expect(error?.description.contains(output + "/missing") == true)
        guard getuid() != 0 else { return }
        #expect(FileManager.default.createFile(atPath: output + "/" + SiteMap.marker, contents: Data()))
        chmod(output, 0o300)
        defer { chmod(output, 0o755) }
        let denied = #expect(throws: SiteWriteError.self) { try SiteWriter(output: output).write(site([("index.html", "a")])) }
        #expect(denied?.description.contains(output) == true)
    }

    @Test func neverWritesThroughASymbolicLink() throws {
        let output = try temporaryFolder()
        let outside = try temporaryFolder()
        try SiteWriter(output: output).write(site([("index.html", "a")]))
        try FileManager.default.createSymbolicLink(atPath: output + "/modules", withDestinationPath: outside)
        #expect(throws: SiteWriteError.self) { try SiteWriter(output: output).write(site([("modules/m.html", "x")])) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }

    @Test func refusesPathsOutsideTheOutput() throws {
        let output = try temporaryFolder()
        for path in ["../escape.html", "/etc/x", "a/../../b"] {
            #expect(throws: SiteWriteError.self) { try SiteWriter(output: output).write(site([(path, "x")])) }
        }
    }
}
