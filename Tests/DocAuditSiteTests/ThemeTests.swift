import DocAuditCheck
import Foundation
import Testing
@testable import DocAuditSite
import TestScratch

@Suite struct ThemeTests {
    /// The repository's `Site/` folder.
    static let siteFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Site").path

    @Test func builtInThemeIsTheSiteFolder() throws {
        let folder = try Theme.load(folder: ThemeTests.siteFolder)
        let builtIn = try Theme.builtIn()
        #expect(folder.assets.map(\.path) == builtIn.assets.map(\.path))
        for (a, b) in zip(folder.assets, builtIn.assets) {
            #expect(a.bytes == b.bytes, "\(a.path) differs from the built-in copy: run Scripts/embed-theme.sh")
        }
        let page = try #require(FileManager.default.contents(atPath: ThemeTests.siteFolder + "/page.html"))
        #expect(EmbeddedTheme.files.first { $0.path == "page.html" }?.text == String(decoding: page, as: UTF8.self),
                "page.html differs from the built-in copy: run Scripts/embed-theme.sh")
    }

    @Test func unknownPlaceholdersAndMissingContentAreErrors() {
        #expect(throws: ThemeError.self) { try Theme(origin: "t", layout: "{{content}} {{nonsense}}", assets: []) }
        #expect(throws: ThemeError.self) { try Theme(origin: "t", layout: "<main></main>", assets: []) }
    }

    @Test func aThemeFolderReplacesTheDefault() throws {
        let folder = Scratch.url("theme").path
        try FileManager.default.createDirectory(atPath: folder + "/assets", withIntermediateDirectories: true)
        try Data("<!DOCTYPE html>\n<title>{{title}}</title><main>{{content}}</main>".utf8).write(to: URL(fileURLWithPath: folder + "/page.html"))
        try Data("body{}".utf8).write(to: URL(fileURLWithPath: folder + "/assets/style.css"))
        let theme = try Theme.locate(folder: folder, executable: nil)
        let site = SiteGenerator.generate(SiteSources(), options: SiteOptions(title: "T", baseURL: nil, allowsExternalLinks: false), theme: theme, findings: [], coverage: CoverageReport())
        #expect(site.files.map(\.path).filter { $0.hasPrefix("assets/") } == ["assets/style.css"])
        #expect(Fixtures.page(site, "index.html")?.hasPrefix("<!DOCTYPE html>\n<title>T</title><main>") == true)
    }

    @Test func theInstalledThemeIsFoundNextToTheBinary() throws {
        let prefix = Scratch.url("prefix").path
        let folders = Theme.defaultFolders(executable: prefix + "/bin/docaudit")
        #expect(folders.first == prefix + "/share/docaudit/Site")
        #expect(folders.last == ThemeTests.siteFolder)
    }
}
