import DocAuditCheck
import Testing
@testable import DocAuditSite

/// The site resolves symbol links in the check's index, among the files it shows only.
@Suite struct SiteSourcesTests {
    func file(_ path: String, _ module: String, _ source: String) -> SiteSourceFile {
        SiteSourceFile(path: path, module: module, group: "Shared", bytes: Array(source.utf8))
    }

    /// The check's index holds a file the site does not show (an app's, earliest of all) and
    /// the shown ones in a worker's order; a shown file the check did not read (the ignored
    /// layer's) is added by the site. A same-named type resolves to the earliest shown file's
    /// module, and nothing resolves to the file or module not shown.
    @Test func linksResolveAmongTheShownFilesInTheirOrder() throws {
        let app = file("App/Token.swift", "App", "public struct Token {}\npublic struct Secret {}\n")
        let login = file("Auth/Login.swift", "Auth", "/// Signs in with a ``Token`` or an ``Extra``, never ``Secret`` or ``App/Token``.\npublic struct Login {}\n")
        let session = file("Session/Token.swift", "Session", "/// A session's token.\npublic struct Token {}\n")
        let vault = file("Vault/Token.swift", "Vault", "/// A vault's token.\npublic struct Token {}\n")
        let extra = file("Tests/Extra.swift", "Tests", "/// Read by the site alone.\npublic struct Extra {}\n")
        var index = SymbolIndex()
        for (position, file) in [(0, app), (3, vault), (1, login), (2, session)] {
            index.add(file.scanned.declarations, source: file.bytes, module: file.module, file: position)
        }
        var sources = SiteSources(index: index)
        for (position, file) in [(1, login), (2, session), (3, vault), (4, extra)] { sources.append(file, position: position) }

        let site = SiteGenerator.generate(sources, options: Fixtures.options, theme: try Theme.builtIn(), findings: [], coverage: CoverageReport())
        let page = try #require(Fixtures.page(site, SiteMap.type("Login", module: "Auth")))
        #expect(page.contains("<a class=\"symbol\" href=\"../../../" + SiteMap.type("Token", module: "Session") + "\"><code>Token</code></a>"))
        #expect(page.contains("<a class=\"symbol\" href=\"../../../" + SiteMap.type("Extra", module: "Tests") + "\"><code>Extra</code></a>"))
        #expect(site.unresolvedLinks.map(\.message) == ["Secret", "App/Token"].map { "symbol link ``\($0)`` resolves to no page of the site" })
    }
}
