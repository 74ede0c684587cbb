import Foundation
import Testing
@testable import DocAuditSite

/// What the search index holds: summaries as text, and a bounded set of the discussion's and
/// articles' words. The ranking itself is the script's, tested in the browser (`BrowserTests`).
@Suite struct SearchIndexTests {
    @Test func summariesAreTextWithoutMarkdownsMarks() {
        #expect(SearchText.plain("Parses ``Option`` values *lazily*; see [the guide](guide.md).") == "Parses Option values lazily; see the guide.")
        #expect(SearchText.plain("Reads `snake_case` and __strong__ names, \\*literally\\*.") == "Reads snake_case and strong names, *literally*.")
        #expect(SearchText.plain("요청을 보낼 곳.") == "요청을 보낼 곳.")
    }

    @Test func wordsAreDistinctBoundedAndLeaveOutCodeAndCommonWords() {
        let text = """
            Closes the channel when the peer closes it.

            ```swift
            channel.close(promise: nil)
            ```
            A closed channel drops its writes: see issue 2118.
            """
        #expect(SearchText.words(of: text, known: ["closes"], limit: 10) == ["channel", "peer", "closed", "drops", "writes", "issue"])
        #expect(SearchText.words(of: text, known: [], limit: 2) == ["closes", "channel"])
        // A word beginning a longer one is found by a prefix search already.
        #expect(SearchText.words(of: "value values valued", known: [], limit: 10) == ["values", "valued"])
        // Korean words of two letters are words; particles stay on (the search matches prefixes).
        #expect(SearchText.words(of: "문서를 만들고 요청을 보냅니다.", known: [], limit: 10) == ["문서를", "만들고", "요청을", "보냅니다"])
    }

    @Test func theIndexCarriesTextSummariesAndDiscussionWords() throws {
        let site = Fixtures.site(Fixtures.network, catalogs: [Fixtures.guide])
        let json = try #require(site.files.first { $0.path == SiteMap.searchIndexJSON })
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [[String: String]])
        let client = try #require(entries.first { $0["t"] == "Client" })
        #expect(client["s"] == "Sends requests; see Endpoint and Client/send(_:).", "no raw backticks")
        let words = Set((client["w"] ?? "").split(separator: " ").map(String.init))
        #expect(words.isSuperset(of: ["사용", "예시", "thread", "safe", "share", "initializer"]), "\(words)")
        #expect(!words.contains("let") && !words.contains("await"), "the example's code is left out: \(words)")
        #expect(!words.contains("sends") && !words.contains("requests"), "the summary's words are not repeated")
        #expect(entries.allSatisfy { ($0["w"] ?? "").split(separator: " ").count <= SearchIndex.articleWords })
        let article = try #require(entries.first { $0["t"] == "Getting Started with Network" })
        #expect(article["w"]?.isEmpty == false)
    }
}
