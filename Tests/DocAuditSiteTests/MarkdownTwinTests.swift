import Foundation
import Testing
@testable import DocAuditSite

/// `llms.txt` and the Markdown twin beside each documentation page.
@Suite struct MarkdownTwinTests {
    let site = Fixtures.site(Fixtures.network + [RelationshipTests.shapes], catalogs: [Fixtures.guide])

    func file(_ path: String) -> String? { Fixtures.page(site, path) }

    @Test func aTwinsImagesLeadToTheirCopies() throws {
        let twin = try #require(file(MarkdownTwins.path(ofPage: SiteMap.module("NetworkInterface"))))
        let copy = "images/" + PageName.file("NetworkInterface") + "/flow.png"
        #expect(site.files.contains { $0.path == copy })
        #expect(twin.contains("![The flow of a request.](../../" + copy + ")"), "\(twin)")
        #expect(!twin.contains("](flow)"))
    }

    @Test func everyDocumentationPageHasATwinBesideIt() {
        let paths = Set(site.files.map(\.path))
        for page in paths where page.hasSuffix(".html") && page != SiteMap.coverage && page != SiteMap.search {
            #expect(paths.contains(String(page.dropLast(5)) + ".md"), "\(page) has no twin")
        }
        #expect(MarkdownTwins.path(ofPage: "documentation/net/client/index.html") == "documentation/net/client/index.md")
        #expect(MarkdownTwins.destination("../join(_:_:)/index.md") == "../join%28_:_:%29/index.md")
        #expect(!paths.contains("coverage.md") && !paths.contains("search.md"))
    }

    @Test func aTypesTwinHasItsDeclarationDocCommentMembersAndRelationships() throws {
        let client = try #require(file(MarkdownTwins.path(ofPage: SiteMap.type("Client", module: "NetworkInterface"))))
        #expect(client.hasPrefix("# Client\n\nClass · NetworkInterface\n\n```swift\npublic final class Client: Sendable\n```\n\n`Projects/Core/Network/Interface/Client.swift:11`\n\n"), "\(client)")
        #expect(client.contains("Sends requests; see ``Endpoint`` and ``Client/send(_:)``.\n\n## 사용 예시\n```swift\nlet client = Client()"), "the comment as written")
        #expect(client.contains("- Note: Thread-safe; share one ``Client``."))
        #expect(client.contains("## Instance Methods\n\n### `send(_:)`\n\n```swift\npublic func send(_ endpoint: Endpoint) async throws -> Data\n```\n\nSends a request.\n\n"), "\(client)")
        let square = try #require(file(MarkdownTwins.path(ofPage: SiteMap.type("Square", module: RelationshipTests.module))))
        #expect(square.contains("## Relationships\n\n### Conforms To\n\n- `CustomStringConvertible`\n- [`Named`](../../../documentation/shapesinterface/named/index.md)\n- [`Shape`](../../../documentation/shapesinterface/shape/index.md)\n"), "\(square)")
        let article = try #require(file(MarkdownTwins.path(ofPage: SiteMap.article("GettingStarted", module: "NetworkInterface"))))
        #expect(article.hasPrefix("# Getting Started with Network\n"))
        #expect(article.contains("| 1 | Make a ``Client`` |") && !article.contains(Directives.marker))
    }

    @Test func twinsLinkToTwinsThatExist() {
        let paths = Set(site.files.map(\.path))
        let link = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        var checked = 0
        for twin in site.files where twin.path.hasSuffix(".md") {
            let text = String(decoding: twin.bytes, as: UTF8.self)
            let folder = twin.path.split(separator: "/").dropLast().map(String.init)
            for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                // The Markdown as written keeps its own links (`![](flow)`, `<doc:…>`) as written.
                let target = String(text[Range(match.range(at: 1), in: text)!]).removingPercentEncoding!
                guard target.hasSuffix(".md") else { continue }
                var parts = folder
                for component in target.split(separator: "/") {
                    if component == ".." { parts.removeLast() } else { parts.append(String(component)) }
                }
                #expect(paths.contains(parts.joined(separator: "/")), "\(twin.path): \(target)")
                checked += 1
            }
        }
        #expect(checked > 10)
    }

    @Test func llmsTextListsEveryModulesPagesAsTheFormatAsks() throws {
        let text = try #require(file(SiteGenerator.llmsText))
        #expect(text.hasPrefix("# Fixture\n\n> The API documentation of 3 modules, generated from source by docaudit."))
        #expect(text.contains("\n## NetworkInterface\n\n- [NetworkInterface](documentation/networkinterface/index.md): Talks to the server.\n"), "\(text)")
        #expect(text.contains("- [Getting Started with Network](documentation/networkinterface/gettingstarted/index.md"))
        #expect(text.contains("- [Client](documentation/networkinterface/client/index.md): Class: Sends requests; see ``Endpoint`` and ``Client/send(_:)``.\n"))
        let paths = Set(site.files.map(\.path))
        for line in text.split(separator: "\n") where line.hasPrefix("- [") {
            let target = try #require(line.range(of: "](")).upperBound
            // Parentheses of a member's folder are percent-encoded: a `)` ends the link.
            let path = String(line[target...].prefix { $0 != ")" }).removingPercentEncoding!
            #expect(paths.contains(path), "\(line)")
        }
        var options = Fixtures.options
        options.baseURL = "https://example.com/docs/"
        let published = try #require(Fixtures.page(Fixtures.site(Fixtures.network, options: options), SiteGenerator.llmsText))
        #expect(published.contains("- [Client](https://example.com/docs/documentation/networkinterface/client/index.md)"))
    }

    @Test func twinsAndLlmsTextCanBeLeftOut() {
        var options = Fixtures.options
        options.writesMarkdown = false
        let site = Fixtures.site(Fixtures.network, options: options)
        #expect(!site.files.contains { $0.path.hasSuffix(".md") || $0.path == SiteGenerator.llmsText })
        #expect(site.files.contains { $0.path == SiteMap.home })
    }
}
