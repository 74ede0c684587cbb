import Foundation
import Testing
@testable import DocAuditSite

@Suite struct WriterTests {
    /// A fresh folder under the temporary directory.
    func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "docaudit-site-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func site(_ files: [(String, String)]) -> GeneratedSite {
        GeneratedSite(files: files.map { SiteFile(path: $0.0, bytes: Array($0.1.utf8)) }, pageCount: files.count, unresolvedLinks: [])
    }

    @Test func writesIntoANewFolderWithItsMarker() throws {
        let output = try temporaryFolder() + "/new/site"
        try SiteWriter(output: output).write(site([("index.html", "a"), ("modules/m/t.html", "b")]))
        #expect(FileManager.default.contents(atPath: output + "/modules/m/t.html") == Data("b".utf8))
        #expect(FileManager.default.fileExists(atPath: output + "/" + SiteMap.marker))
    }

    @Test func refusesAFolderItDidNotMake() throws {
        let output = try temporaryFolder()
        FileManager.default.createFile(atPath: output + "/thesis.tex", contents: Data("precious".utf8))
        #expect(throws: SiteWriteError.self) { try SiteWriter(output: output).write(site([("index.html", "a")])) }
        #expect(FileManager.default.contents(atPath: output + "/thesis.tex") == Data("precious".utf8))
        #expect(!FileManager.default.fileExists(atPath: output + "/index.html"))
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
