import Foundation
import Testing
@testable import DocAuditSite
import TestScratch

/// The site in a real browser: headless Chromium opens a generated site from `file://`, types a
/// query into the search page, follows the result, and saves screenshots for review in
/// `.build/site-screenshots/`. `make test` installs Debian's `chromium` first; without a browser
/// the test is skipped, and says so.
@Suite(.serialized) struct BrowserTests {
    static let screenshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/site-screenshots").path

    @Test(.enabled(if: HeadlessBrowser.executable != nil, "SKIPPED: no Chromium found (install Debian's chromium, `make browser-deps`, or set DOCAUDIT_BROWSER)"),
          .timeLimit(.minutes(2)))
    func searchFindsTheSymbolAndPagesRender() throws {
        let folder = Scratch.url("browser").path
        let (browser, root) = try Self.browse(Fixtures.site(Fixtures.network), in: folder)

        try browser.navigate(root + "search.html")
        try browser.waitUntil("document.readyState === 'complete'")
        _ = try browser.evaluate("document.getElementById('search-input').focus()")
        try browser.call("Input.insertText", ["text": "send"])
        try browser.waitUntil("document.querySelectorAll('#search-results a').length > 0")
        let first = try browser.evaluate("document.querySelector('#search-results a').textContent") as? String
        #expect(first == "Client.send(_:)")
        let status = try browser.evaluate("document.getElementById('search-status').textContent") as? String
        #expect(status?.hasSuffix("result.") == true || status?.hasSuffix("results.") == true)

        _ = try browser.evaluateDuringNavigation("document.querySelector('#search-results a').click()")
        // The member's own page, at DocC's address.
        try browser.waitUntil("location.pathname.endsWith('/client/send(_:)/index.html') && document.readyState === 'complete'")
        #expect(try browser.evaluate("document.querySelector('main h1').textContent") as? String == "send(_:)")
        #expect(try browser.evaluate("document.querySelector('#navigator a[aria-current=page]').textContent") as? String == "send(_:)")

        try browser.navigate(root + "search.html?q=Endpoint")
        try browser.waitUntil("document.querySelectorAll('#search-results a').length > 0")
        #expect(try browser.evaluate("document.querySelector('#search-results a').textContent") as? String == "Endpoint")

        // A Korean site's search speaks Korean.
        try SiteWriter(output: folder + "/site-ko").write(Fixtures.site(Fixtures.network, options: SiteOptions(title: "Fixture", baseURL: nil, allowsExternalLinks: false, language: .ko)))
        try browser.navigate("file://" + folder + "/site-ko/search.html?q=send")
        try browser.waitUntil("document.querySelectorAll('#search-results a').length > 0")
        let korean = try browser.evaluate("document.getElementById('search-status').textContent") as? String
        #expect(korean?.hasPrefix("결과 ") == true && korean?.hasSuffix("개.") == true, "\(korean ?? "nil")")
        try browser.navigate("file://" + folder + "/site-ko/search.html?q=%EC%9A%94%EC%B2%AD")  // 요청
        try browser.waitUntil("document.querySelectorAll('#search-results a').length > 0")
        #expect(try browser.evaluate("document.querySelector('#search-results a').textContent") as? String == "Endpoint", "a Korean word of a summary, by its start")
        try browser.navigate("file://" + folder + "/site-ko/search.html?q=zzzzzz")
        try browser.waitUntil("document.getElementById('search-status').textContent.length > 0")
        #expect(try browser.evaluate("document.getElementById('search-status').textContent") as? String == "“zzzzzz”에 대한 결과가 없습니다.")

        try browser.navigate(root + "index.html")
        try browser.screenshot(BrowserTests.screenshots + "/home.png", width: 1280, mobile: false)
        try browser.navigate(root + SiteMap.type("Client", module: "NetworkInterface"))
        #expect(try browser.evaluate("getComputedStyle(document.querySelector('.kw')).color !== getComputedStyle(document.body).color") as? Bool == true,
                "the style sheet loads and colours keywords")
        try browser.screenshot(BrowserTests.screenshots + "/type.png", width: 1280, mobile: false)
        try browser.screenshot(BrowserTests.screenshots + "/type-phone.png", width: 390, mobile: true)
        try browser.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "dark"]]])
        try browser.screenshot(BrowserTests.screenshots + "/type-dark.png", width: 1280, mobile: false)

        #expect(Self.consoleErrors(browser).isEmpty, "console errors (a refused script or style?): \(Self.consoleErrors(browser))")
        let exceptions = browser.events.filter { $0["method"] as? String == "Runtime.exceptionThrown" }
        #expect(exceptions.isEmpty, "script errors: \(exceptions)")
        print("Screenshots for review: \(BrowserTests.screenshots)/{home,type,type-phone,type-dark}.png")
    }

    /// A catalog's pages: the landing page's image loads under the Content-Security-Policy, an
    /// article shows its table, its shell listing and its columns, and reads the same with
    /// JavaScript off.
    @Test(.enabled(if: HeadlessBrowser.executable != nil, "SKIPPED: no Chromium found (install Debian's chromium, `make browser-deps`, or set DOCAUDIT_BROWSER)"),
          .timeLimit(.minutes(2)))
    func catalogPagesRenderWithAndWithoutJavaScript() throws {
        let folder = Scratch.url("browser-catalog").path
        let (browser, root) = try Self.browse(Fixtures.site(Fixtures.network, catalogs: [Fixtures.guide]), in: folder)

        try browser.navigate(root + SiteMap.module("NetworkInterface"))
        try browser.waitUntil("document.readyState === 'complete'")
        #expect(try browser.evaluate("document.querySelector('main img').naturalWidth") as? Int == 4, "the catalog's image loads")
        #expect(try browser.evaluate("document.querySelector('main p.abstract').textContent") as? String == "Talks to the server.")
        try browser.screenshot(BrowserTests.screenshots + "/catalog-module.png", width: 1280, mobile: false)

        _ = try browser.call("Emulation.setScriptExecutionDisabled", ["value": true])
        // Scripts are off indeed: the search page fills no results.
        try browser.navigate(root + "search.html?q=send")
        try browser.waitUntil("document.readyState === 'complete'")
        #expect(try browser.evaluate("document.querySelectorAll('#search-results li').length") as? Int == 0)
        try browser.navigate(root + SiteMap.article("GettingStarted", module: "NetworkInterface"))
        try browser.waitUntil("document.readyState === 'complete'")
        #expect(try browser.evaluate("document.querySelector('h1').textContent") as? String == "Getting Started with Network")
        #expect(try browser.evaluate("getComputedStyle(document.querySelector('table.markdown td.align-right')).textAlign") as? String == "right")
        #expect(try browser.evaluate("document.querySelector('code.language-shell .prompt').textContent") as? String == "$")
        #expect(try browser.evaluate("getComputedStyle(document.querySelector('.grid-row')).display") as? String == "flex")
        #expect(try browser.evaluate("document.querySelectorAll('.tab-title').length") as? Int == 1)
        try browser.screenshot(BrowserTests.screenshots + "/article.png", width: 1280, mobile: false)
        try browser.screenshot(BrowserTests.screenshots + "/article-phone.png", width: 390, mobile: true)

        #expect(Self.consoleErrors(browser).isEmpty, "console errors (a refused image or style?): \(Self.consoleErrors(browser))")
        print("Screenshots for review: \(BrowserTests.screenshots)/{catalog-module,article,article-phone}.png")
    }

    /// A guide catalog outside every module (the end-to-end fixture's `TuistGuide.docc`): its
    /// landing page in the navigator by its Korean title, its article's image loading under the
    /// Content-Security-Policy and its table laid out.
    @Test(.enabled(if: HeadlessBrowser.executable != nil, "SKIPPED: no Chromium found (install Debian's chromium, `make browser-deps`, or set DOCAUDIT_BROWSER)"),
          .timeLimit(.minutes(2)))
    func aGuideRendersWithItsImage() throws {
        let folder = Scratch.url("browser-guide").path
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("EndToEndTests/Fixtures/site-guides/Tuist/ProjectDescriptionHelpers/Documentation").path
        var sources = Fixtures.sources(Fixtures.network)
        sources.catalogs = CatalogSource.find(for: [], under: [fixture]).catalogs
        let site = SiteGenerator.generate(sources, options: Fixtures.options, theme: try Theme.builtIn(), findings: [], coverage: Fixtures.coverage(Fixtures.network))
        let (browser, root) = try Self.browse(site, in: folder)

        try browser.navigate(root + SiteMap.module("TuistGuide"))
        try browser.waitUntil("document.readyState === 'complete'")
        #expect(try browser.evaluate("document.querySelector('main h1').textContent") as? String == "Tuist 가이드")
        #expect(try browser.evaluate("document.querySelector('.nav-tree [aria-current=page]').textContent") as? String == "Tuist 가이드")
        try browser.screenshot(BrowserTests.screenshots + "/guide.png", width: 1280, mobile: false)
        try browser.navigate(root + SiteMap.article("DependencyRules", module: "TuistGuide"))
        try browser.waitUntil("document.readyState === 'complete'")
        #expect(try browser.evaluate("document.querySelector('main img').naturalWidth") as? Int == 2, "the guide's image loads")
        #expect(try browser.evaluate("document.querySelectorAll('table.markdown tbody tr').length") as? Int == 2)
        try browser.screenshot(BrowserTests.screenshots + "/guide-article.png", width: 1280, mobile: false)
        #expect(Self.consoleErrors(browser).isEmpty, "console errors (a refused image or style?): \(Self.consoleErrors(browser))")
        print("Screenshots for review: \(BrowserTests.screenshots)/{guide,guide-article}.png")
    }

    /// The navigator and a Relationships section: the page is marked and its way open, the
    /// filter narrows the tree, a phone folds the navigator behind a button that needs no
    /// script, and with JavaScript off the tree is there without its filter.
    @Test(.enabled(if: HeadlessBrowser.executable != nil, "SKIPPED: no Chromium found (install Debian's chromium, `make browser-deps`, or set DOCAUDIT_BROWSER)"),
          .timeLimit(.minutes(2)))
    func navigatorAndRelationshipsWork() throws {
        let folder = Scratch.url("browser-navigator").path
        let (browser, root) = try Self.browse(Fixtures.site(Fixtures.network + [RelationshipTests.shapes]), in: folder)
        let square = root + SiteMap.type("Square", module: RelationshipTests.module)

        try browser.call("Emulation.setDeviceMetricsOverride", ["width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": false])
        try browser.navigate(square)
        try browser.waitUntil("document.readyState === 'complete'")
        #expect(try browser.evaluate("getComputedStyle(document.getElementById('navigator')).display") as? String == "block")
        #expect(try browser.evaluate("document.querySelector('#navigator a[aria-current=page]').textContent") as? String == "Square")
        #expect(try browser.evaluate("document.querySelector('#navigator a[aria-current=page]').closest('details').open") as? Bool == true)
        #expect(try browser.evaluate("[...document.querySelectorAll('.relationships h3')].map(h => h.textContent).join()") as? String == "Conforms To")
        try browser.screenshot(BrowserTests.screenshots + "/navigator-type.png", width: 1280, mobile: false)
        try browser.navigate(root + SiteMap.type("Shape", module: RelationshipTests.module))
        try browser.screenshot(BrowserTests.screenshots + "/navigator-protocol.png", width: 1280, mobile: false)

        try browser.navigate(square)
        _ = try browser.evaluate("document.getElementById('navigator-filter').focus()")
        try browser.call("Input.insertText", ["text": "nam"])
        let shown = "[...document.querySelectorAll('#navigator a')].filter(a => a.getClientRects().length > 0).map(a => a.textContent)"
        try browser.waitUntil(shown + ".indexOf('Square') === -1")
        #expect((try browser.evaluate(shown) as? [String])?.contains("Named") == true)

        try browser.navigate(square)
        try browser.call("Emulation.setDeviceMetricsOverride", ["width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": true])
        #expect(try browser.evaluate("getComputedStyle(document.getElementById('navigator')).display") as? String == "none")
        _ = try browser.evaluate("document.querySelector('.navigator-button').click()")
        #expect(try browser.evaluate("getComputedStyle(document.getElementById('navigator')).display") as? String == "block")
        try browser.screenshot(BrowserTests.screenshots + "/navigator-phone.png", width: 390, mobile: true)

        _ = try browser.call("Emulation.setScriptExecutionDisabled", ["value": true])
        try browser.call("Emulation.setDeviceMetricsOverride", ["width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": false])
        try browser.navigate(square)
        try browser.waitUntil("document.readyState === 'complete'")
        #expect(try browser.evaluate("document.getElementById('navigator-filter').hidden") as? Bool == true)
        #expect(try browser.evaluate("document.querySelectorAll('#navigator a').length > 5") as? Bool == true)

        #expect(Self.consoleErrors(browser).isEmpty, "console errors (a refused script or style?): \(Self.consoleErrors(browser))")
        print("Screenshots for review: \(BrowserTests.screenshots)/{navigator-type,navigator-protocol,navigator-phone}.png")
    }

    /// Names, humps and the words of summaries and discussions, as a reader types them.
    static let parsing = ("Projects/Core/Parsing/Interface/Parsing.swift", """
        /// How an array option reads its values.
        public struct ArrayParsingStrategy {}
        /// How a single value is read.
        public struct SingleValueParsingStrategy {}
        /// Help for an argument: its `abstract` and ``ArgumentHelp/discussion``.
        public struct ArgumentHelp {
            /// The longer text.
            public var discussion: String
        }
        /// Ends parsing cleanly.
        public enum CleanExit {
            /// Asks for the help screen.
            public static func helpRequest(_ command: String) -> CleanExit { .done }
            case done
        }
        /// Reads options.
        public struct Reader {
            /// Reads with the given parsing strategy.
            ///
            /// The tokenizer splits arguments lazily.
            public func read(strategy: ArrayParsingStrategy) {}
        }
        """)

    /// The search's ranking, run by the script in the browser: every word must match, names
    /// rank above summaries above discussions, camel-case humps match, results are text, and
    /// `/` reaches the search box from any page.
    @Test(.enabled(if: HeadlessBrowser.executable != nil, "SKIPPED: no Chromium found (install Debian's chromium, `make browser-deps`, or set DOCAUDIT_BROWSER)"),
          .timeLimit(.minutes(2)))
    func searchMatchesWordsAndHumpsNamesFirst() throws {
        let folder = Scratch.url("browser-search").path
        let (browser, root) = try Self.browse(Fixtures.site(Fixtures.network + [BrowserTests.parsing]), in: folder)
        let titles = "[...document.querySelectorAll('#search-results li > a')].map(a => a.textContent)"
        func results(_ query: String) throws -> [String] {
            try browser.navigate(root + "search.html?q=" + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query))
            try browser.waitUntil("document.getElementById('search-status').textContent.length > 0")
            return try browser.evaluate(titles) as? [String] ?? []
        }

        let strategies: Set = ["ArrayParsingStrategy", "SingleValueParsingStrategy"]
        let words = try results("parsing strategy")
        #expect(Set(words.prefix(2)) == strategies, "the names first: \(words)")
        #expect(words.contains("Reader.read(strategy:)"), "a label and a summary's word match too: \(words)")
        #expect(!words.contains("CleanExit"), "every word must match: \(words)")
        try browser.screenshot(BrowserTests.screenshots + "/search-words.png", width: 1280, mobile: false)
        let humps = try results("PS")
        #expect(Set(humps.prefix(2)) == strategies, "\(humps)")
        try browser.screenshot(BrowserTests.screenshots + "/search-humps.png", width: 1280, mobile: false)
        let help = try results("help")
        let type = try #require(help.firstIndex(of: "ArgumentHelp")), member = try #require(help.firstIndex(of: "CleanExit.helpRequest(_:)"))
        #expect(type < member, "\(help)")
        #expect(try results("tokenizer lazily") == ["Reader.read(strategy:)"], "the discussion's words are searched")
        #expect(try results("요청").first == "Endpoint", "Korean words of summaries, found by their start")
        #expect(try results("사용 예시") == ["Client"], "and of discussions")
        _ = try results("argument help")
        let summaries = try browser.evaluate("[...document.querySelectorAll('#search-results li p')].map(p => p.textContent).join('|')") as? String
        #expect(summaries?.contains("Help for an argument: its abstract and ArgumentHelp/discussion.") == true && summaries?.contains("`") == false, "\(summaries ?? "")")
        #expect(try browser.evaluate("[...document.querySelectorAll('#search-results .kind')].map(k => k.textContent)[0]") as? String == "Structure · ParsingInterface")

        try browser.navigate(root + SiteMap.type("Client", module: "NetworkInterface"))
        try browser.waitUntil("document.readyState === 'complete'")
        try browser.call("Input.dispatchKeyEvent", ["type": "keyDown", "key": "/", "code": "Slash", "text": "/"])
        try browser.call("Input.dispatchKeyEvent", ["type": "keyUp", "key": "/", "code": "Slash"])
        #expect(try browser.evaluate("document.activeElement.id") as? String == "site-search-input")
        #expect(try browser.evaluate("document.activeElement.value") as? String == "", "the `/` is not typed into the box")

        let exceptions = browser.events.filter { $0["method"] as? String == "Runtime.exceptionThrown" }
        #expect(exceptions.isEmpty, "script errors: \(exceptions)")
        print("Screenshots for review: \(BrowserTests.screenshots)/{search-words,search-humps}.png")
    }

    /// Writes `site` into `folder` and opens it in a headless browser's tab: the browser, and
    /// the site's `file://` address with a final slash.
    private static func browse(_ site: GeneratedSite, in folder: String) throws -> (HeadlessBrowser, String) {
        try SiteWriter(output: folder + "/site").write(site)
        try FileManager.default.createDirectory(atPath: screenshots, withIntermediateDirectories: true)
        let browser = try HeadlessBrowser(executable: HeadlessBrowser.executable!, profile: folder + "/profile")
        try browser.openTab()
        return (browser, "file://" + folder + "/site/")
    }

    /// The errors the pages logged to the console: a refused script, image or style among them.
    private static func consoleErrors(_ browser: HeadlessBrowser) -> [[String: Any]] {
        browser.events.filter { event in
            guard event["method"] as? String == "Log.entryAdded", let entry = (event["params"] as? [String: Any])?["entry"] as? [String: Any] else { return false }
            return entry["level"] as? String == "error"
        }
    }
}
