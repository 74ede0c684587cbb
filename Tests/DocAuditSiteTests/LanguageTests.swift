import DocAuditCheck
import DocAuditCore
import Foundation
import Testing
@testable import DocAuditSite

/// The interface's labels follow `SiteOptions.language`: English by default, Korean on request.
@Suite struct LanguageTests {
    static let korean = SiteOptions(title: "Fixture", baseURL: nil, allowsExternalLinks: false, language: .ko)
    let site = Fixtures.site(Fixtures.network + Fixtures.hostile, options: LanguageTests.korean)

    @Test func aKoreanSiteSpeaksKorean() throws {
        for page in site.files where page.path.hasSuffix(".html") {
            let text = String(decoding: page.bytes, as: UTF8.self)
            #expect(text.hasPrefix("<!DOCTYPE html>\n<html lang=\"ko\">\n"), "\(page.path)")
            #expect(text.contains("본문으로 건너뛰기") && text.contains("placeholder=\"검색 · / 키\"") && text.contains(">문서화 커버리지</a>"), "\(page.path)")
            #expect(!text.contains("Skip to content") && !text.contains("Search · press /"), "\(page.path)")
            let checker = HTMLChecker(text)
            #expect(checker.problems.isEmpty, "\(page.path): \(checker.problems)")
        }
        let client = try #require(Fixtures.page(site, SiteMap.type("Client", module: "NetworkInterface")))
        #expect(client.contains("<p class=\"eyebrow\">클래스 · NetworkInterface</p>") || client.contains("<p class=\"eyebrow\">구조체 · NetworkInterface</p>")
                || client.contains("<p class=\"eyebrow\">액터 · NetworkInterface</p>"))
        #expect(client.contains("<h2>이니셜라이저</h2>"))
        #expect(client.contains("<h2>인스턴스 메서드</h2>"))
        #expect(client.contains("<h2>연산자</h2>"))
        #expect(client.contains("<aside class=\"aside note\"><p class=\"aside-label\">참고</p>"))
        let send = try #require(Fixtures.page(site, SiteMap.folder("NetworkInterface") + "client/send(_:)/index.html"))
        #expect(send.contains("<h2>선언</h2>"))
        #expect(send.contains("<h2>매개변수</h2>"))
        #expect(send.contains("<h2>반환 값</h2>\n<p>The decoded value.</p>\n</section>"))
        #expect(send.contains("<h2>오류</h2>"))
        for english in ["Declaration", "Parameters", "Return Value", "Throws", "Discussion", "Initializers", "Instance Methods", ">Note<"] {
            #expect(!client.contains(english) && !send.contains(english), "\(english)")
        }
        let module = try #require(Fixtures.page(site, SiteMap.module("NetworkInterface")))
        #expect(module.contains("<p class=\"eyebrow\">모듈 · "))
        #expect(module.contains("<h2>확장된 타입</h2>") && module.contains("<h2>함수</h2>"))
        #expect(module.contains("개 문서화됨 ("))
        let home = try #require(Fixtures.page(site, SiteMap.home))
        #expect(home.contains("<p>심볼 ") && home.contains(" 문서화됨</p>"))
        let coverage = try #require(Fixtures.page(site, SiteMap.coverage))
        #expect(coverage.contains("<h1>문서화 커버리지</h1>") && coverage.contains("<h2>발견된 문제</h2>") && coverage.contains("모든 모듈"))
        #expect(coverage.contains("<title>커버리지 – Fixture</title>"))
        #expect(!coverage.contains("Counted as"))
        let search = try #require(Fixtures.page(site, SiteMap.search))
        #expect(search.contains("<h1>검색</h1>") && search.contains("data-prompt=\"검색할 이름이나 단어를 입력하세요.\"") && search.contains("data-many=\"결과 {n}개{first}.\""))
        let json = try #require(site.files.first { $0.path == SiteMap.searchIndexJSON })
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [[String: String]])
        #expect(entries.contains { $0["t"] == "Client.send(_:)" && $0["k"] == "인스턴스 메서드" })
    }

    @Test func findingsAreLabelledInKorean() throws {
        let finding = Diagnostic(file: "A.swift", line: 1, column: 1, rule: "missing-type-doc", severity: .warning, message: "타입 문서 누락", symbol: "A")
        let generated = SiteGenerator.generate(SiteSources(), options: LanguageTests.korean, theme: try Theme.builtIn(), findings: [finding], coverage: CoverageReport())
        let coverage = try #require(Fixtures.page(generated, SiteMap.coverage))
        #expect(coverage.contains("<th scope=\"col\" class=\"number\">줄</th><th scope=\"col\">심각도</th><th scope=\"col\">메시지</th>"))
        #expect(coverage.contains("<td class=\"finding-warning\">경고</td>"))
        let home = try #require(Fixtures.page(generated, SiteMap.home))
        #expect(home.contains("<p>문서화된 선언을 찾지 못했습니다.</p>"))
    }

    @Test func englishIsTheDefault() throws {
        #expect(SiteOptions(title: "T", baseURL: nil, allowsExternalLinks: false).language == .en)
        let english = Fixtures.site(Fixtures.network)
        let home = try #require(Fixtures.page(english, SiteMap.home))
        #expect(home.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
        #expect(home.contains("<a class=\"skip-link\" href=\"#main\">Skip to content</a>"))
        #expect(home.contains("<label class=\"visually-hidden\" for=\"site-search-input\">Search the documentation</label>"))
        #expect(home.contains("placeholder=\"Search · press /\""))
        #expect(home.contains("<nav class=\"breadcrumbs\" aria-label=\"Breadcrumb\">"))
        #expect(home.contains("<p>Built from source by docaudit · <a href=\"coverage.html\">Documentation coverage</a></p>"))
        #expect(home.contains(" documented</p>"))
        let search = try #require(Fixtures.page(english, SiteMap.search))
        #expect(search.contains("data-prompt=\"Type names or words to search.\"") && search.contains("data-one=\"{n} result{first}.\""))
    }

    @Test func aKoreanSiteIsByteIdenticalAcrossBuilds() {
        let again = Fixtures.site(Fixtures.network + Fixtures.hostile, options: LanguageTests.korean)
        #expect(again.files.map(\.path) == site.files.map(\.path))
        for (a, b) in zip(again.files, site.files) { #expect(a.bytes == b.bytes, "\(a.path) differs") }
    }
}
