import DocAuditCore
import Foundation
import TestScratch
import Testing
@testable import DocAuditCheck
@testable import DocAuditRules
@testable import DocAuditSite

/// The examples of the rules that read catalogs (``CatalogRule``), as their notes describe
/// them: each document checked in `Sources/Kit/Kit.docc` beside a module that declares
/// `Loader` and `Loader/load()`, with the article `GettingStarted.md` and the image
/// `diagram.png`. A passing example yields none of the rule's findings, a firing one yields
/// them exactly at its `↓` markers, as `docaudit check` reports them.
@Suite struct CatalogRuleExampleTests {
    static let rules = RuleRegistry.catalogRules.map { RuleExampleCase(rule: $0) }

    struct RuleExampleCase: CustomTestStringConvertible, Sendable {
        let rule: any Rule.Type
        var testDescription: String { rule.id }
    }

    static let module = [
        "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
        "Sources/Kit/Loader.swift": "/// Loads.\npublic struct Loader {\n    /// Loads.\n    public func load() {}\n}\n",
        "Sources/Kit/Kit.docc/GettingStarted.md": "# Getting Started\n\nStart here.\n",
        "Sources/Kit/Kit.docc/Resources/diagram.png": "PNG",
    ]

    /// The positions of `rule`'s findings on `example`, checked with only `rule` on, as `check` runs.
    static func positions(of rule: any Rule.Type, in example: RuleExample, root: String = Scratch.url("catalog-rule").path) throws -> [String] {
        for (path, text) in module.merging([example.path: example.source], uniquingKeysWith: { $1 }) {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let catalogs = catalogAudit(under: root, rule: rule.id, setting: RuleSetting(severity: .error, options: example.options.values))
        #expect(catalogs.problems.isEmpty)
        return catalogs.files.flatMap(\.diagnostics).filter { $0.rule == rule.id && $0.file == root + "/" + example.path }.map { "\($0.line):\($0.column)" }
    }

    @Test(arguments: rules) func passingExamplesPass(_ ruleCase: RuleExampleCase) throws {
        #expect(!ruleCase.rule.passingExamples.isEmpty)
        for example in ruleCase.rule.passingExamples {
            #expect(try Self.positions(of: ruleCase.rule, in: example) == [], "\(example.code)")
        }
    }

    @Test(arguments: rules) func firingExamplesFireAtTheirMarkers(_ ruleCase: RuleExampleCase) throws {
        #expect(!ruleCase.rule.firingExamples.isEmpty)
        for example in ruleCase.rule.firingExamples {
            let expected = example.markedPositions.map { "\($0.line):\($0.column)" }
            #expect(!expected.isEmpty, "a firing example needs a ↓ marker: \(example.code)")
            #expect(try Self.positions(of: ruleCase.rule, in: example) == expected, "\(example.code)")
        }
    }

    /// A hostile document, every line broken, is read through: each problem reported once (a
    /// link to nothing written twice on a line is one problem, as the site warns once).
    @Test func everyProblemOfAHostileDocumentIsReportedOnce() throws {
        let lines = (0..<3_000).map { "@Unknown\($0)(x: 1)\n\nSee <doc:Gone> and <doc:Gone> and ``Gone``.\n" }
        let example = RuleExample("# Hostile\n\n" + lines.joined(separator: "\n"), path: "Sources/Kit/Kit.docc/Hostile.md")
        let found = try Self.positions(of: BrokenCatalogDocRule.self, in: example)
        #expect(found.count == 3_000 * 3)
        #expect(Set(found).count == found.count)
    }

    /// The rule reports what the site warns about, in the catalogs the site reads: one reading.
    @Test func checkReportsWhatTheSiteWarnsAbout() throws {
        let rule = BrokenCatalogDocRule.self
        let example = rule.firingExamples[1]
        let root = Scratch.url("catalog-rule-site").path
        #expect(try Self.positions(of: rule, in: example, root: root) == ["3:5", "3:29"])
        let loader = root + "/Sources/Kit/Loader.swift"
        var sources = SiteSources([SiteSourceFile(path: loader, module: "Kit", group: "Shared", bytes: Array(Self.module["Sources/Kit/Loader.swift"]!.utf8))])
        sources.catalogs = CatalogSource.find(for: [(loader, "Kit")]).catalogs
        let site = SiteGenerator.generate(sources, options: SiteOptions(title: "Kit", baseURL: nil, allowsExternalLinks: false), theme: try Theme.builtIn(),
                                          findings: [], coverage: CoverageReport())
        #expect(site.warnings.map { "\($0.line) \($0.message)" } == [
            "3 <doc:Caching-Rules> names no article or symbol",
            "3 symbol link ``Loader/reload()`` resolves to no page of the site",
        ])
    }
}
