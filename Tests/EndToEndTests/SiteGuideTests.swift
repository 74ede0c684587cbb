import Foundation
import Testing
import TestScratch

/// A guide catalog outside every module (a Tuist workspace's `TuistGuide.docc` with Korean
/// articles and an image) and a configured folder of plain Markdown guides (`docs/`, its files
/// linked to each other), as `docaudit site .` renders them from the workspace's root:
/// `Fixtures/site-guides/expected-site.txt` holds what it prints, the files it writes, and the
/// guide's pages (their content, navigator and Markdown twins).
@Suite struct SiteGuideTests {
    static let fixture = Docaudit.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/site-guides")

    @Test func aGuideCatalogIsASectionOfItsOwn() throws {
        let root = Scratch.url("guides").appendingPathComponent("Guided")
        try FileManager.default.createDirectory(at: root.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: root)
        try? FileManager.default.removeItem(at: root.appendingPathComponent("expected-site.txt"))
        let result = try Docaudit.run(["site", ".", "--output", "site"], in: root, environment: ["LANG": "C"])
        let site = root.appendingPathComponent("site")
        var text = "status \(result.status)\n" + result.standardOutput + result.standardError.replacingOccurrences(of: root.path, with: "<root>")
        let files = try FileManager.default.subpathsOfDirectory(atPath: site.path).filter { !$0.hasPrefix("assets") && !$0.hasPrefix(".") }
        text += "\n## files\n" + files.filter { path in !files.contains { $0.hasPrefix(path + "/") } }.sorted().joined(separator: "\n") + "\n"
        func page(_ path: String) throws -> String { try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8) }
        func between(_ page: String, _ start: String, _ end: String) -> String {
            guard let from = page.range(of: start), let to = page.range(of: end, range: from.upperBound..<page.endIndex) else { return "(missing \(start))" }
            return String(page[from.lowerBound..<to.upperBound])
        }
        for guidePage in ["documentation/tuistguide/index", "documentation/tuistguide/dependencyrules/index", "documentation/tuistguide/makemoduleflow/index",
                          "documentation/docs/index", "documentation/docs/setup/index"] {
            let html = try page(guidePage + ".html")
            text += "\n## " + guidePage + ".html\n" + between(html, "<nav class=\"navigator\"", "</nav>") + "\n" + between(html, "<article>", "</article>") + "\n"
            text += "\n## " + guidePage + ".md\n" + (try page(guidePage + ".md"))
        }
        text += "\n## index.html\n" + between(try page("index.html"), "<section>", "</section>") + "\n"
        text += "\n## documentation/corenetworkinterface/endpoint/index.html\n"
        text += between(try page("documentation/corenetworkinterface/endpoint/index.html"), "<p class=\"abstract\">", "</p>") + "\n"
        let expected = Self.fixture.appendingPathComponent("expected-site.txt")
        if ProcessInfo.processInfo.environment["DOCAUDIT_UPDATE_GOLDEN"] == "1" {
            try Data(text.utf8).write(to: expected)
        }
        #expect(text == (try String(contentsOf: expected, encoding: .utf8)))
        let image = try Data(contentsOf: site.appendingPathComponent("images/tuistguide_ubb/layer.png"))
        #expect(image == (try Data(contentsOf: Self.fixture.appendingPathComponent("Tuist/ProjectDescriptionHelpers/Documentation/TuistGuide.docc/Resources/layer.png"))))
    }

    /// `check` reports what the site warns about in the guides, the configured folder's too,
    /// but the tutorial, which is valid DocC the site does not render yet.
    @Test func checkReportsTheGuidesProblems() throws {
        let result = try Docaudit.run(["check", "--format", "json"], in: Self.fixture, environment: ["LANG": "C"])
        let lines = result.standardOutput.split(separator: "\n").filter { $0.contains("broken-catalog-doc") }
        #expect(lines.map { line in ["file", "line", "column"].map { key in line.components(separatedBy: "\"\(key)\":")[1].prefix { $0 != "," } }.joined(separator: ":") } == [
            "\"Tuist/ProjectDescriptionHelpers/Documentation/TuistGuide.docc/DependencyRules.md\":16:1",
            "\"Tuist/ProjectDescriptionHelpers/Documentation/TuistGuide.docc/DependencyRules.md\":18:1",
            "\"Tuist/ProjectDescriptionHelpers/Documentation/TuistGuide.docc/DependencyRules.md\":20:21",
            "\"docs/README.md\":6:3",
        ])
    }
}
