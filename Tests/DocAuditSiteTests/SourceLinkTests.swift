import Testing
import DocAuditCheck
@testable import DocAuditSite

/// `--source-url`: each declaration's source location links to the file in its repository.
@Suite struct SourceLinkTests {
    static let template = "https://github.com/owner/repo/blob/v1.0/{path}#L{line}"

    @Test func aTemplateNeedsPathAndKnownPlaceholdersOnly() {
        #expect(SourceLinks.problem(Self.template, origin: "--source-url") == nil)
        #expect(SourceLinks.problem("https://example.com/{path}", origin: "--source-url") == nil)
        #expect(SourceLinks.problem("https://github.com/o/r/blob/main/#L{line}", origin: "--source-url")
            == "--source-url must contain {path} (the file's path from the project root), found 'https://github.com/o/r/blob/main/#L{line}'")
        #expect(SourceLinks.problem("https://example.com/{path}#{lines}", origin: ".docaudit.json: site.sourceURL")
            == ".docaudit.json: site.sourceURL has an unknown placeholder '{lines}' (known: {path}, {line}), found 'https://example.com/{path}#{lines}'")
        #expect(SourceLinks.problem("javascript:alert({path})", origin: "--source-url")
            == "--source-url must start with https:// or http://, found 'javascript:alert({path})'")
    }

    @Test func aLinkNamesThePathFromTheRootEncoded() {
        let links = SourceLinks(template: Self.template, root: "/work/app/")
        #expect(links.url(path: "/work/app/Sources/Net/Client.swift", line: 12) == "https://github.com/owner/repo/blob/v1.0/Sources/Net/Client.swift#L12")
        #expect(links.url(path: "/work/app/My Files/#1+ü.swift", line: 3) == "https://github.com/owner/repo/blob/v1.0/My%20Files/%231%2B%C3%BC.swift#L3")
        #expect(links.url(path: "/work/other/A.swift", line: 1) == nil, "a file outside the root has no address")
    }

    @Test func declarationsLinkTheirSourceLine() throws {
        var options = Fixtures.options
        options.sourceLinks = SourceLinks(template: Self.template, root: "/")
        let root = Fixtures.site(Fixtures.network, options: options)
        let client = try #require(Fixtures.page(root, SiteMap.type("Client", module: "NetworkInterface")))
        let path = FilePaths.absolute("Projects/Core/Network/Interface/Client.swift").dropFirst()
        #expect(client.contains("<p class=\"source\"><a href=\"https://github.com/owner/repo/blob/v1.0/" + path + "#L11\" rel=\"external\">Projects/Core/Network/Interface/Client.swift:11</a></p>"), "\(client)")
        let plain = try #require(Fixtures.page(Fixtures.site(Fixtures.network), SiteMap.type("Client", module: "NetworkInterface")))
        #expect(plain.contains("<p class=\"source\">Projects/Core/Network/Interface/Client.swift:11</p>"))
    }
}
