import Foundation
import Testing
import TestScratch

/// `docaudit site` shows the coverage figures `docaudit check --coverage` prints.
@Suite struct SiteCoverageTests {
    @Test func siteAndCheckShowTheSameCoverage() throws {
        let output = Scratch.url("site")
        defer { try? FileManager.default.removeItem(at: output) }
        let site = try Docaudit.run(["site", "Sample", "--output", output.path])
        #expect(site.status == 0, "\(site.standardError)")
        let check = try Docaudit.run(["check", "Sample", "--coverage", "--lang", "en"])
        let overall = try #require(check.standardOutput.split(separator: "\n").last { $0.hasPrefix("  overall") })
        let figures = overall.split(separator: " ").dropFirst()  // "71", "/", "79", "89.8%"
        let page = try String(contentsOf: output.appendingPathComponent("coverage.html"), encoding: .utf8)
        #expect(page.contains("<td class=\"number\">\(figures.prefix(3).joined(separator: " "))</td><td class=\"number\">\(figures.last!)</td></tr></tfoot>"))
        let badge = try String(contentsOf: output.appendingPathComponent("coverage.svg"), encoding: .utf8)
        let wholePercent = figures.last!.split(separator: ".").first!
        #expect(badge.contains("aria-label=\"docs: \(wholePercent)%\""))
    }

    /// Without `--title`, the site is named as the project names itself: its `Workspace.swift`'s
    /// or `Package.swift`'s `name:`, else its folder.
    @Test func theDefaultTitleIsTheProjectsName() throws {
        let workspace = try Docaudit.fixture(["Workspace.swift": "import ProjectDescription\n\nlet workspace = Workspace(\n    name: \"MemorySeal\",\n    projects: [\"Projects/**\"]\n)\n",
                                              "Projects/Shared/Kit/Sources/Kit.swift": "/// A kit.\npublic struct Kit {}\n"])
        let plain = try Docaudit.fixture(["Sources/Kit.swift": "/// A kit.\npublic struct Kit {}\n"])
        for (root, title) in [(workspace, "MemorySeal"), (plain, plain.lastPathComponent)] {
            let output = Scratch.url("site")
            defer { try? FileManager.default.removeItem(at: output) }
            // Named from a folder inside the project: the project's name all the same.
            let site = try Docaudit.run(["site", root == workspace ? root.appendingPathComponent("Projects").path : root.path, "--output", output.path])
            #expect(site.status == 0, "\(site.standardError)")
            let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(page.contains("<title>\(title)</title>"), "\(title)")
        }
    }

    /// An output that cannot be made, or a theme that cannot be read, is named with why
    /// before the site is built, and nothing is written.
    @Test func anOutputOrThemeThatCannotServeIsNamedFirst() throws {
        let root = try Docaudit.fixture(["Sources/Kit.swift": "/// A kit.\npublic struct Kit {}\n", "README.md": "# Kit\n"])
        let output = try Docaudit.run(["site", "Sources", "--output", "README.md/site"], in: root)
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("docaudit: README.md/site: cannot create the output folder ("))
        #expect(output.standardError.hasSuffix("/README.md is not a folder)\n"))
        let theme = try Docaudit.run(["site", "Sources", "--output", "site", "--theme", "NoTheme"], in: root)
        #expect(theme.status == 2)
        #expect(theme.standardError == "docaudit: NoTheme/page.html: cannot read the theme's page layout\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("site").path))
    }

    /// `--source-url` (or `site.sourceURL`) links each declaration to its line in the
    /// repository, its path taken from the folder holding `.git`; a template without `{path}`
    /// or with an unknown placeholder is named with where it came from, and nothing is written.
    /// `--no-markdown` leaves out `llms.txt` and the twins.
    @Test func sourceLinksNameThePathFromTheRepositorysRoot() throws {
        let root = try Docaudit.fixture(["App/Sources/Kit.swift": "/// A kit.\npublic struct Kit {}\n", "App/.git/HEAD": "ref: refs/heads/main\n"])
        let template = "https://github.com/o/r/blob/main/{path}#L{line}"
        let site = try Docaudit.run(["site", "App/Sources", "--output", "site", "--source-url", template], in: root)
        #expect(site.status == 0, "\(site.standardError)")
        let pages = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("site").path)
        let texts = try pages.filter { $0.hasSuffix(".html") || $0.hasSuffix(".md") }.map { try String(contentsOf: root.appendingPathComponent("site/" + $0), encoding: .utf8) }
        #expect(texts.contains { $0.contains("<a href=\"https://github.com/o/r/blob/main/Sources/Kit.swift#L2\" rel=\"external\">") })
        #expect(texts.contains { $0.contains("](https://github.com/o/r/blob/main/Sources/Kit.swift#L2)") }, "the twin links too")
        #expect(pages.contains("llms.txt"))

        let missing = try Docaudit.run(["site", "App/Sources", "--output", "other", "--source-url", "https://github.com/o/r/blob/main/"], in: root)
        #expect(missing.status != 0)
        #expect(missing.standardError.contains("--source-url must contain {path} (the file's path from the project root), found 'https://github.com/o/r/blob/main/'"))
        try Data(#"{"site": {"sourceURL": "https://x.example/{path}#{lines}"}}"#.utf8).write(to: root.appendingPathComponent("App/.docaudit.json"))
        let configured = try Docaudit.run(["site", "App/Sources", "--output", "other"], in: root)
        #expect(configured.status == 2)
        #expect(configured.standardError.hasSuffix(".docaudit.json: site.sourceURL has an unknown placeholder '{lines}' (known: {path}, {line}), found 'https://x.example/{path}#{lines}'\n"), "\(configured.standardError)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("other").path))

        try FileManager.default.removeItem(at: root.appendingPathComponent("App/.docaudit.json"))
        let plain = try Docaudit.run(["site", "App/Sources", "--output", "plain", "--no-markdown"], in: root)
        #expect(plain.status == 0, "\(plain.standardError)")
        let written = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("plain").path)
        #expect(written.contains("index.html") && !written.contains("llms.txt") && !written.contains { $0.hasSuffix(".md") })
    }

    /// A module's catalog is rendered; what is wrong in it is a warning naming its file and
    /// line, and the rest of the site is built, with status 0. `check` reports the same
    /// problems as findings of `broken-catalog-doc`, at their columns, and an override turns
    /// the rule off for the catalog.
    @Test func aCatalogsProblemsAreWarningsAndTheSiteIsBuilt() throws {
        let root = try Docaudit.fixture([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
            "Sources/Kit/Kit.swift": "/// A kit.\npublic struct Kit {}\n",
            "Sources/Kit/Kit.docc/Kit.md": "# ``Kit``\n\nKits for all.\n\n- <doc:Guide>\n",
            "Sources/Kit/Kit.docc/Guide.md": "# Guide\n\nUse it.\n\n@Video(source: \"a.mp4\")\n\n![Flow](flow) and <doc:Missing>.\n",
            "Sources/Kit/Kit.docc/Extensions/Gone.md": "# ``Kit/Gone``\n\nNothing.\n",
        ])
        let site = try Docaudit.run(["site", "Sources", "--output", "site"], in: root)
        #expect(site.status == 0, "\(site.standardError)")
        #expect(site.standardError == """
            Sources/Kit/Kit.docc/Extensions/Gone.md:1: warning: this extension file's title ``Kit/Gone`` names no symbol
            Sources/Kit/Kit.docc/Guide.md:5: warning: unknown directive '@Video' is left out
            Sources/Kit/Kit.docc/Guide.md:7: warning: <doc:Missing> names no article or symbol
            Sources/Kit/Kit.docc/Guide.md:7: warning: no image named 'flow' in the catalog

            """)
        #expect(site.standardOutput.hasPrefix("docaudit site: wrote 6 pages (1 module, 1 file) to site\n"))
        let module = try String(contentsOf: root.appendingPathComponent("site/documentation/kit/index.html"), encoding: .utf8)
        #expect(module.contains("<p class=\"abstract\">Kits for all.</p>"))
        #expect(module.contains(">Guide</a>"))

        let check = try Docaudit.run(["check", "--strict"], in: root)
        #expect(check.status == 1)
        #expect(check.standardOutput == """
            Sources/Kit/Kit.docc/Extensions/Gone.md:1:1: warning: this extension file's title ``Kit/Gone`` names no symbol [broken-catalog-doc]
            Sources/Kit/Kit.docc/Guide.md:5:1: warning: unknown directive '@Video' is left out [broken-catalog-doc]
            Sources/Kit/Kit.docc/Guide.md:7:1: warning: no image named 'flow' in the catalog [broken-catalog-doc]
            Sources/Kit/Kit.docc/Guide.md:7:19: warning: <doc:Missing> names no article or symbol [broken-catalog-doc]
            0 errors, 4 warnings in 1 file audited

            """)
        try Data(#"{"overrides": [{"paths": ["**/*.docc/**"], "rules": {"broken-catalog-doc": "off"}}]}"#.utf8).write(to: root.appendingPathComponent(".docaudit.json"))
        let quiet = try Docaudit.run(["check", "--strict"], in: root)
        #expect(quiet.status == 0, "\(quiet.standardOutput)")
    }

    /// A page per member at DocC's address by default; `--members-inline` keeps them in full on
    /// their type's page.
    @Test func membersHavePagesUnlessKeptInline() throws {
        let root = try Docaudit.fixture([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
            "Sources/Kit/Kit.swift": "/// A kit.\npublic struct Kit {\n    /// Runs.\n    public func run() {}\n}\n",
        ])
        let split = try Docaudit.run(["site", "Sources", "--output", "split"], in: root)
        #expect(split.status == 0, "\(split.standardError)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("split/documentation/kit/kit/run()/index.html").path))
        let inline = try Docaudit.run(["site", "Sources", "--output", "inline", "--members-inline"], in: root)
        #expect(inline.status == 0, "\(inline.standardError)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("inline/documentation/kit/kit/run()").path))
        let type = try String(contentsOf: root.appendingPathComponent("inline/documentation/kit/kit/index.html"), encoding: .utf8)
        #expect(type.contains("<section class=\"member\" id=\"func-run()\">"))
    }
}
