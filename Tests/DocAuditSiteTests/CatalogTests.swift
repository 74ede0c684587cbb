import Foundation
import Testing
@testable import DocAuditSite
import TestScratch

@Suite struct CatalogTests {
    let site = Fixtures.site(Fixtures.network, catalogs: [Fixtures.guide])

    func page(_ path: String) -> String {
        site.files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
    }

    var article: String { page(SiteMap.article("GettingStarted", module: "NetworkInterface")) }

    @Test func anArticleHasAPageWithItsDirectivesLaidOut() {
        #expect(article.contains("<p class=\"eyebrow\">Guide</p>\n<h1>Getting Started with Network</h1>"))
        #expect(article.contains("<p class=\"abstract\">Send your first request with <a class=\"symbol\" href=\"" + SiteMap.href(from: SiteMap.article("GettingStarted", module: "NetworkInterface"), to: SiteMap.type("Client", module: "NetworkInterface")) + "\"><code>Client</code></a>.</p>"))
        #expect(article.contains("<th class=\"align-left\">Step</th><th class=\"align-right\">What</th>"))
        #expect(article.contains("<code class=\"language-shell\"><span class=\"prompt\">$</span> make run</code>"))
        #expect(article.contains("<div class=\"grid-row\">\n<div class=\"grid-column size-1\">\n<p>Left side.</p>\n</div>\n<div class=\"grid-column size-2\">\n<p>Right side, in <strong>bold</strong>.</p>\n<pre class=\"code\"><code>@Indented code, no directive</code></pre>\n</div>\n</div>"), "\(article)")
        #expect(article.contains("<div class=\"tab-navigator\">\n<section class=\"tab\"><p class=\"tab-title\">First</p>\n<p>One.</p>\n</section>\n</div>"))
        #expect(article.contains("<div class=\"small\">\n<p>Licensed under MIT.</p>\n</div>"))
        #expect(article.contains("<div class=\"links\">\n<ul class=\"topic-list\">\n<li><a class=\"symbol\" href=\""
            + SiteMap.href(from: SiteMap.article("GettingStarted", module: "NetworkInterface"), to: SiteMap.type("Endpoint", module: "NetworkInterface"))
            + "\"><code>Endpoint</code></a><p>Where requests go, replaced.</p></li>\n</ul>\n</div>"), "\(article)")
        // The snippet without its explanation and hidden lines, unindented.
        #expect(article.contains("<code class=\"language-swift\"><span class=\"kw\">let</span> client = <span class=\"type\">Client</span>()\nclient.start()</code>"), "\(article)")
        #expect(!article.contains("secret"))
        #expect(article.contains("<span class=\"attr\">@Option</span>"))
        for raw in ["@Row", "@Column", "@Comment", "Not shown", "@Metadata", "@Small", "@Snippet", "docaudit--"] {
            #expect(!article.contains(raw), "\(raw) reached the page")
        }
    }

    @Test func theLandingPageFillsTheModulePageAndLinksTheArticles() {
        let module = page(SiteMap.module("NetworkInterface"))
        #expect(module.contains("<h1>NetworkInterface</h1>\n<p class=\"abstract\">Talks to the server.</p>"))
        let articleHref = SiteMap.href(from: SiteMap.module("NetworkInterface"), to: SiteMap.article("GettingStarted", module: "NetworkInterface"))
        #expect(module.contains("Start with <a href=\"" + articleHref + "\">Getting Started with Network</a>, then"), "\(module)")
        #expect(module.contains("<picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"../../images/" + PageName.file("NetworkInterface") + "/flow_7edark.png 1x\"><img src=\"../../images/" + PageName.file("NetworkInterface") + "/flow.png\" srcset=\"../../images/" + PageName.file("NetworkInterface") + "/flow.png 1x, ../../images/" + PageName.file("NetworkInterface") + "/flow_402x.png 2x\" alt=\"The flow of a request.\"></picture>"), "\(module)")
        #expect(site.files.filter { $0.path.hasPrefix("images/") }.map(\.path)
            == ["images/" + PageName.file("NetworkInterface") + "/flow.png", "images/" + PageName.file("NetworkInterface") + "/flow_402x.png", "images/" + PageName.file("NetworkInterface") + "/flow_7edark.png"])
        // Articles the landing page does not curate are listed; the curated one is not repeated.
        let articles = module.split(separator: "<h3>Articles</h3>").last?.split(separator: "</section>").first ?? ""
        #expect(articles.contains(">Oops</a>"))
        #expect(!articles.contains(articleHref))
    }

    @Test func topicsListTheCuratedLinksInOrderWithTheirSummaries() {
        let module = page(SiteMap.module("NetworkInterface"))
        let from = SiteMap.module("NetworkInterface")
        #expect(module.contains("<h3>Essentials</h3>\n<ul class=\"topic-list\">\n<li><a href=\""
            + SiteMap.href(from: from, to: SiteMap.article("GettingStarted", module: "NetworkInterface"))
            + "\">Getting Started with Network</a><p>Send your first request with <a class=\"symbol\" href=\""
            + SiteMap.href(from: from, to: SiteMap.type("Client", module: "NetworkInterface")) + "\"><code>Client</code></a>.</p></li>\n<li><a class=\"symbol\" href=\""
            + SiteMap.href(from: from, to: SiteMap.type("Client", module: "NetworkInterface")) + "\"><code>Client</code></a><p>Sends requests; see"), "\(module)")
        #expect(TopicSections.title(of: "ParsableCommand/configuration-35km1") == "configuration")
        #expect(TopicSections.title(of: "run()-7p2fr") == "run()")
        #expect(TopicSections.title(of: "Flag/init(_:)-swift.init") == "init(_:)")
        #expect(TopicSections.title(of: "Endpoint/..<(_:_:)") == "..<(_:_:)")
        #expect(TopicSections.title(of: "Swift/Array/-(_:_:)") == "-(_:_:)")
        // As DocC reads it, `-data` would be a hash; `-Data` is part of the name.
        #expect(TopicSections.title(of: "load-Data") == "load-Data")
    }

    @Test func docCommentsLinkToArticlesAndAreWarnedAboutLinksToNothing() {
        let linked = ("Projects/Core/Network/Interface/Linked.swift", "/// Linked.\n///\n/// See <doc:GettingStarted> and\n/// <doc:Missing>.\npublic struct Linked {}\n")
        let site = Fixtures.site(Fixtures.network + [linked], catalogs: [Fixtures.guide])
        let page = String(decoding: site.files.first { $0.path == SiteMap.type("Linked", module: "NetworkInterface") }!.bytes, as: UTF8.self)
        #expect(page.contains("See <a href=\"" + SiteMap.href(from: SiteMap.type("Linked", module: "NetworkInterface"), to: SiteMap.article("GettingStarted", module: "NetworkInterface"))
            + "\">Getting Started with Network</a> and\n<span class=\"unresolved\">Missing</span>."), "\(page)")
        #expect(site.warnings.map(\.description).filter { $0.hasPrefix(linked.0) } == [linked.0 + ":4: warning: <doc:Missing> names no article or symbol"])
    }

    @Test func extensionFilesFollowOrReplaceTheDocComment() {
        let client = page(SiteMap.type("Client", module: "NetworkInterface"))
        #expect(client.contains("<p class=\"abstract\">Sends requests; see"))
        #expect(client.contains("<p>Share one client per app.</p>"))
        let endpoint = page(SiteMap.type("Endpoint", module: "NetworkInterface"))
        #expect(endpoint.contains("<p class=\"abstract\">Where requests go, replaced.</p>"))
        #expect(!endpoint.contains("A place to send requests"))
    }

    @Test func brokenDocumentsAreWarnedAboutByFileAndLine() {
        let folder = Fixtures.guideFolder + "/"
        #expect(site.warnings.map(\.description) == [
            folder + "Broken.md:1: warning: no title: a catalog document starts with '# Title' or '# ``Symbol``'",
            folder + "Extensions/Ghost.md:1: warning: this extension file's title ``Ghost`` names no symbol",
            folder + "More/GettingStarted.md:1: warning: " + folder + "Articles/GettingStarted.md is the article <doc:GettingStarted> already; this one is left out",
            folder + "More/NetworkInterface.md:1: warning: " + folder + "NetworkInterface.md is the landing page of NetworkInterface already; this one is left out",
            folder + "Oops.md:3: warning: <doc:Nowhere> names no article or symbol",
            folder + "Oops.md:3: warning: no image named 'missing' in the catalog",
            folder + "Oops.md:3: warning: symbol link ``Nothing`` resolves to no page of the site",
            folder + "Oops.md:5: warning: unknown directive '@Video' is left out",
            folder + "Oops.md:7: warning: unknown directive '@Unknown' is left out",
            folder + "Oops.md:13: warning: no image named 'gone' in the catalog",
            folder + "Oops.md:15: warning: <doc:Gone> names no article or symbol",
            folder + "Oops.md:17: warning: no image named 'none' in the catalog",
        ])
        let oops = page(SiteMap.article("Oops", module: "NetworkInterface"))
        #expect(!oops.contains("Hidden") && !oops.contains("intro.mp4"))
        #expect(oops.contains("<span class=\"image\">a missing image</span>"))
    }

    @Test func theCatalogsSiteIsWellFormedAndItsLinksResolve() {
        for file in site.files where file.path.hasSuffix(".html") {
            let checker = HTMLChecker(String(decoding: file.bytes, as: UTF8.self))
            #expect(checker.problems.isEmpty, "\(file.path): \(checker.problems)")
        }
        let (problems, _) = SiteTests().linkProblems(site)
        #expect(problems.isEmpty, "\(problems)")
        let index = String(decoding: site.files.first { $0.path == SiteMap.searchIndexJSON }!.bytes, as: UTF8.self)
        #expect(index.contains(#""t":"Getting Started with Network","n":"Getting Started with Network","k":"Article""#))
    }

    /// Catalog Markdown is untrusted like doc comments: no markup of its own reaches a page,
    /// and a marker line written in the text stays an HTML comment, dropped.
    @Test func hostileCatalogsYieldNoLiveMarkup() {
        let folder = "Projects/Core/Network/Interface/Evil.docc/"
        let evil = CatalogSource(module: "NetworkInterface", documents: [
            CatalogFile(path: folder + "Evil.md", bytes: Array(#"""
                # <script>alert(1)</script> Evil

                @Metadata { @DisplayName("<img src=x onerror=alert(2)>") }

                <div onclick="alert(3)">raw block</div>

                <!--docaudit-->

                @TabNavigator {
                    @Tab("\"><script>alert(4)</script>") {
                        Text <b onmouseover="alert(5)">bold</b>.
                    }
                }

                ![x](javascript:alert(6)) ![y](../../../etc/passwd) ![z](evil"><)

                [a](doc:"><script>alert(7)</script>)

                @Snippet(path: "../../etc/passwd")

                | <script>alert(8)</script> | b |
                |---|---|
                | <img src=x onerror=alert(9)> | `c` |
                """#.utf8)),
        ], images: [CatalogFile(path: folder + "evil\"><.png", bytes: Fixtures.bluePNG)])
        let site = Fixtures.site(Fixtures.network, catalogs: [evil])
        let page = String(decoding: site.files.first { $0.path == SiteMap.article("Evil", module: "NetworkInterface") }!.bytes, as: UTF8.self)
        for tag in HTMLChecker(page).tags where !tag.isClosing {
            #expect(!["iframe", "object", "embed", "style", "b", "div"].contains(tag.name) || tag.attributes.allSatisfy { $0.name == "class" }, "<\(tag.name)>")
            for attribute in tag.attributes { #expect(!attribute.name.hasPrefix("on"), "event attribute \(attribute.name)") }
            if tag.name == "script" { #expect(tag.attribute("src")?.hasSuffix("assets/search.js") == true) }
            for reference in ["href", "src", "srcset", "action"].compactMap(tag.attribute) {
                // DocC's names hold `:` (`init(id:)`), never where a scheme would end.
                #expect(reference.firstMatch(of: /^[A-Za-z][A-Za-z0-9+.\-]*:/) == nil && !reference.hasPrefix("//"), "foreign or scripted reference \(reference)")
            }
        }
        #expect(HTMLChecker(page).problems.isEmpty)
        for n in 1...9 { #expect(!page.contains("<script>alert(\(n))") && !page.contains("=alert(\(n))>")) }
        #expect(page.contains("<p class=\"tab-title\">&quot;&gt;&lt;script&gt;alert(4)&lt;/script&gt;</p>"))
        #expect(!page.contains("raw block"))
        #expect(site.files.contains { $0.path == "images/" + PageName.file("NetworkInterface") + "/" + PageName.file("evil\"><") + ".png" })
    }

    /// Directives, tables and Topics in any arrangement: every page is well-formed, and no
    /// marker, directive line or raw brace of a directive reaches it.
    @Test func anyArrangementOfDirectivesRendersCleanly() {
        let pieces = ["@Row {", "@Column(size: 2) {", "}", "```", "    ", "| a | b |", "|---|:-:|", "@Small { x }", "@Comment {", "@Metadata {",
                      "@Tab(\"t\") {", "@TabNavigator {", "@Links(visualStyle: list) {", "- <doc:GettingStarted>", "## Topics", "### G",
                      "- ``Client``", "text", "", "> Note: n", "@Snippet(path: \"x\")", "@Image(source: flow, alt: \"f\")", "@Odd(", "<!--docaudit-->", "    let indented = 1", "        deeper"]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<200 {
            let lines = (0..<Int.random(in: 1...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            let text = "# Doc \(round)\n\n" + lines.joined(separator: "\n")
            let catalog = CatalogSource(module: "NetworkInterface", documents: [CatalogFile(path: "R.docc/Doc.md", bytes: Array(text.utf8))], images: [])
            let site = Fixtures.site(Array(Fixtures.network.prefix(2)), catalogs: [catalog])
            let page = String(decoding: site.files.first { $0.path == SiteMap.article("Doc", module: "NetworkInterface") }!.bytes, as: UTF8.self)
            #expect(HTMLChecker(page).problems.isEmpty, "\(text)\n\(HTMLChecker(page).problems)")
            // Outside code listings, where the text may show them as code.
            let prose = (page.split(separator: "<main").last ?? "").split(separator: "<pre").map { $0.split(separator: "</pre>", maxSplits: 1).last ?? "" }
            #expect(!prose.contains { $0.contains("<!--") || $0.contains("@Row") || $0.contains("@Column") }, "\(text)")
        }
    }

    @Test func directivesKeepTheLinesAndLeaveCodeAlone() {
        let directives = Directives("""
            # Title
            @Row {
                @Column {
                    Text
                }
            }
            ```
            @Row {
            ```
                @Column
            @Options {
                @AutomaticSeeAlso(disabled)
            }
            @Links(visualStyle: list) {
            """)
        #expect(directives.text == """
            # Title
            <!--docaudit-->
            <!--docaudit-->
            Text
            <!--docaudit-->
            <!--docaudit-->
            ```
            @Row {
            ```
                @Column



            <!--docaudit-->
            <!--docaudit-->
            """)
        #expect(directives.read.map(\.name) == ["Options"])
        #expect(directives.read[0].body.map(\.text) == ["@AutomaticSeeAlso(disabled)"])
        #expect(directives.problems == [DocumentProblem(lineIndex: 13, problem: .unclosedDirective("Links"))])
        // What a directive read holds is read with it, closed or not: no marker for it.
        let unclosed = Directives("@Comment {\n@Row {\ntext")
        #expect(unclosed.text == "\n\n")
        #expect(unclosed.markers.isEmpty)
        #expect(unclosed.read.map { $0.body.map(\.text) } == [["@Row {", "text"]])
        #expect(unclosed.problems.map(\.problem) == [.unclosedDirective("Comment"), .unclosedDirective("Row")])
    }

    @Test func catalogsAreFoundBesideTheirModulesFiles() throws {
        let root = Scratch.url("catalogs").path
        let files = [
            "Package.swift": "// swift-tools-version:5.9",
            "Sources/Net/Client.swift": "public struct Client {}",
            "Sources/Net/Documentation.docc/Net.md": "# ``Net``\n\nNetworking.",
            "Sources/Net/Documentation.docc/Resources/flow@2x.png": "png",
            "Sources/Net/Documentation.docc/Info.plist": "<plist/>",
            "Sources/Net/Sub/Helpers.swift": "public func help() {}",
            "Sources/Other/Other.swift": "public struct Other {}",
            "Sources/.build/Stray.docc/Stray.md": "# Stray",
            "Snippets/Send.swift": "let x = 1",
        ]
        try Self.write(files, under: root)
        let sources = [("Sources/Net/Client.swift", "Net"), ("Sources/Net/Sub/Helpers.swift", "Net"), ("Sources/Other/Other.swift", "Other")].map {
            (path: root + "/" + $0.0, module: $0.1)
        }
        let found = CatalogSource.find(for: sources)
        #expect(found.problems.isEmpty)
        #expect(found.catalogs.map(\.module) == ["Net"])
        #expect(found.catalogs.first?.documents.map(\.path) == [root + "/Sources/Net/Documentation.docc/Net.md"])
        #expect(found.catalogs.first?.images.map(\.path) == [root + "/Sources/Net/Documentation.docc/Resources/flow@2x.png"])
        #expect(found.catalogs.first?.snippets == ["Send": "let x = 1"])
    }

    /// A catalog no shown module's folder holds, under the folders the site was asked for, is
    /// a guide named after its folder, `Tuist/` searched too; one in the folder of a module
    /// the site leaves out is not shown at all.
    @Test func aCatalogOutsideEveryModuleIsAGuide() throws {
        let root = Scratch.url("guides").path
        let files = [
            "Projects/Net/Interface/Client.swift": "public struct Client {}",
            "Projects/Net/Sources/Live.swift": "struct Live {}",
            "Projects/Net/Sources/Live.docc/Live.md": "# ``NetLive``",
            "Tuist/Helpers/Documentation/TuistGuide.docc/Rules.md": "# Rules",
            "Tuist/Helpers/Documentation/TuistGuide.docc/Tour.tutorial": "@Tutorials {}",
            "Docs.docc/Intro.md": "# Intro",
        ]
        try Self.write(files, under: root)
        let shown = [(path: root + "/Projects/Net/Interface/Client.swift", module: "NetInterface")]
        let found = CatalogSource.find(for: shown, under: [root + "/"], hidden: [(root + "/Projects/Net/Sources/Live.swift", "NetLive")])
        #expect(found.problems.isEmpty)
        #expect(found.catalogs.map(\.module) == ["Docs", "TuistGuide"])
        #expect(found.catalogs.allSatisfy { $0.isGuide })
        #expect(found.catalogs.last?.documents.map(\.path) == [root + "/Tuist/Helpers/Documentation/TuistGuide.docc/Rules.md"])
        #expect(found.catalogs.last?.unrendered == [root + "/Tuist/Helpers/Documentation/TuistGuide.docc/Tour.tutorial"])
    }

    /// A guide is listed first on the home page with its landing page's title and abstract (its
    /// `@TechnologyRoot` article), has no coverage, and its `doc:` links resolve from modules;
    /// a guide named as a module is left out with a warning.
    @Test func aGuideHasItsLandingPageAndArticles() {
        let landing = CatalogFile(path: "Guide.docc/Root.md", bytes: Array("# Team Guide\n\n@Metadata {\n    @TechnologyRoot\n}\n\nHow we work.\n".utf8))
        let article = CatalogFile(path: "Guide.docc/Rules.md", bytes: Array("# Rules\n\n`make` first, then <doc:Root>.\n".utf8))
        var guide = CatalogSource(module: "Guide", documents: [landing, article], images: [])
        guide.isGuide = true
        var clash = CatalogSource(module: "NetworkInterface", documents: [CatalogFile(path: "N.docc/A.md", bytes: Array("# A".utf8))], images: [])
        clash.isGuide = true
        let files = [("Projects/Core/Network/Interface/Client.swift", "/// Read <doc:Guide/Rules>.\npublic struct Client {}\n")]
        let site = Fixtures.site(files, catalogs: [guide, clash])
        func page(_ path: String) -> String { site.files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) } ?? "" }
        let home = page(SiteMap.home)
        #expect(home.contains("<h2>Guides</h2>\n<ul class=\"topic-list\">\n<li><a href=\"documentation/guide/index.html\">Team Guide</a><p>How we work.</p></li>"), "\(home)")
        let guidePage = page(SiteMap.module("Guide"))
        #expect(guidePage.contains("<p class=\"eyebrow\">Guide</p>\n<h1>Team Guide</h1>"), "\(guidePage)")
        #expect(guidePage.contains("<a href=\"../../documentation/guide/rules/index.html\">Rules</a><p><code>make</code> first"), "\(guidePage)")
        #expect(!guidePage.contains("documented"))
        // The landing page is reached by its file's name, as DocC reaches a technology root.
        #expect(page(SiteMap.article("Rules", module: "Guide")).contains("then <a href=\"../../../documentation/guide/index.html\">Team Guide</a>."))
        #expect(!page(SiteMap.coverage).contains("<th scope=\"row\"><a href=\"documentation/guide/index.html\">"))
        #expect(page(SiteMap.type("Client", module: "NetworkInterface")).contains("href=\"../../../documentation/guide/rules/index.html\">Rules</a>"))
        #expect(site.warnings.map(\.description) == ["N.docc/A.md:1: warning: a module is named NetworkInterface already; this guide catalog is left out"])
    }

    /// Two extension files that list each other in their Topics (as swift-composable-
    /// architecture's do) make each other's summaries without asking for them again: the site
    /// is built, each listing the other with its abstract.
    @Test func extensionFilesListingEachOtherEnd() {
        let folder = "Projects/Core/Network/Interface/NetworkInterface.docc/"
        let store = CatalogFile(path: folder + "Store.md", bytes: Array("# ``NetworkInterface/Store``\n\nHolds state.\n\n## Topics\n\n### Scoping\n\n- ``Scope``\n".utf8))
        let scope = CatalogFile(path: folder + "Scope.md", bytes: Array("# ``NetworkInterface/Scope``\n\nNarrows a store.\n\n## Topics\n\n### Stores\n\n- ``Store``\n".utf8))
        let files = [("Projects/Core/Network/Interface/Store.swift", "public struct Store {}\npublic struct Scope {}\n")]
        let site = Fixtures.site(files, catalogs: [CatalogSource(module: "NetworkInterface", documents: [store, scope], images: [])])
        let page = site.files.first { $0.path == SiteMap.type("Store", module: "NetworkInterface") }.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
        #expect(page.contains("Holds state.") && page.contains("Narrows a store."), "\(page)")
    }

    /// An extension file's Topics are the page's Topics, as DocC shows them (Pulse's
    /// `LoggerStore`): after the discussion, not in it; the author's groups first, then the
    /// groups made of the members none of them lists, which are not listed twice. The landing
    /// page's groups do the same for the module's types.
    @Test func topicsGroupTheirMembersOnceAfterTheDiscussion() {
        let folder = "Projects/Core/Network/Interface/NetworkInterface.docc/"
        let landing = CatalogFile(path: folder + "NetworkInterface.md", bytes: Array("# ``NetworkInterface``\n\nTalks.\n\n## Topics\n\n### Essentials\n\n- ``Store``\n".utf8))
        let store = CatalogFile(path: folder + "Store.md", bytes: Array("# ``NetworkInterface/Store``\n\nKeep one.\n\n## Topics\n\n### Saving\n\n- ``save()``\n".utf8))
        let files = [("Projects/Core/Network/Interface/Store.swift",
                      "/// Holds state.\npublic struct Store {\n    /// Saves.\n    public func save() {}\n    /// Loads.\n    public func load() {}\n}\n/// Other.\npublic struct Other {}\n")]
        let site = Fixtures.site(files, catalogs: [CatalogSource(module: "NetworkInterface", documents: [landing, store], images: [])])
        func page(_ path: String) -> String { site.files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) } ?? "" }
        let type = page(SiteMap.type("Store", module: "NetworkInterface"))
        let headings = type.split(separator: "<h").compactMap { $0.split(separator: "<").first }.filter { $0.first == "2" || $0.first == "3" }
        #expect(headings.map(String.init) == ["2>Declaration", "2>Discussion", "2>Topics", "3>Saving", "3>Instance Methods"], "\(type)")
        #expect(type.contains("<p>Keep one.</p>\n</section>\n<section class=\"topics\">"), "\(type)")
        let automatic = type.split(separator: "<h3>Instance Methods</h3>").last ?? ""
        #expect(automatic.contains(">load()<") && !automatic.contains(">save()<"), "\(type)")
        let module = page(SiteMap.module("NetworkInterface"))
        #expect(module.contains("<h2>Topics</h2>\n<h3>Essentials</h3>"), "\(module)")
        let structures = module.split(separator: "<h3>Structures</h3>").last?.split(separator: "</section>").first ?? ""
        #expect(structures.contains(">Other<") && !structures.contains(">Store<"), "\(module)")
    }

    /// Writes `files` (path below `root`: text) with their folders.
    private static func write(_ files: [String: String], under root: String) throws {
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
        }
    }
}
