import DocAuditRules
import DocAuditCheck
import Foundation
import Testing

/// `docaudit rules --format markdown`: the rules' reference, committed as docs/Rules.md (and
/// docs/Rules.ko.md), held to what the command prints from the rules themselves.
@Suite struct RulesReferenceTests {
    /// The committed reference of each language.
    static let references = ["en": "docs/Rules.md", "ko": "docs/Rules.ko.md"]

    static func reference(_ language: String) throws -> String {
        let result = try Docaudit.run(["rules", "--format", "markdown", "--lang", language])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        return result.standardOutput
    }

    /// The committed file is the command's output, byte for byte; `DOCAUDIT_UPDATE_GOLDEN=1`
    /// rewrites it instead, as it does the other golden files.
    @Test(arguments: ["en", "ko"])
    func committedReferenceIsTheCommandsOutput(_ language: String) throws {
        let output = try Self.reference(language)
        let path = try #require(Self.references[language])
        let file = Docaudit.packageRoot.appendingPathComponent(path)
        if ProcessInfo.processInfo.environment["DOCAUDIT_UPDATE_GOLDEN"] == "1" {
            try Data(output.utf8).write(to: file)
        }
        let committed = try Data(contentsOf: file)
        #expect(committed == Data(output.utf8), """
            \(path) is not what 'docaudit rules --format markdown --lang \(language)' prints \
            (\(Self.firstDifference(String(decoding: committed, as: UTF8.self), output))): \
            regenerate it with `DOCAUDIT_UPDATE_GOLDEN=1 swift test --filter RulesReferenceTests` \
            (or `swift build && .build/debug/docaudit rules --format markdown --lang \(language) > \(path)`) and commit it
            """)
    }

    /// Where `committed` and `output` first differ: the line, and what each holds there.
    static func firstDifference(_ committed: String, _ output: String) -> String {
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = output.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        let shown = { (lines: [Substring]) in line < lines.count ? "\"\(lines[line])\"" : "nothing" }
        return "line \(line + 1): the file has \(shown(old)), the command prints \(shown(new))"
    }

    @Test func everyRuleHasARowAndASectionInRegistryOrder() throws {
        let text = try Self.reference("en")
        #expect(text.hasPrefix("# docaudit rules\n\n"))
        #expect(text.hasSuffix("```\n") && !text.hasSuffix("\n\n"))
        var previous = text.startIndex
        for rule in RuleRegistry.all {
            #expect(text.contains("| [`\(rule.id)`](#\(rule.id)) | `\(rule.defaultSeverity.rawValue)` |"), "\(rule.id)")
            let heading = try #require(text.range(of: "\n## \(rule.id)\n"), "no section for \(rule.id)")
            #expect(heading.lowerBound > previous, "\(rule.id) is out of registry order")
            previous = heading.lowerBound
            let section = text[heading.upperBound...]
            let next = RuleRegistry.ids.drop { $0 != rule.id }.dropFirst().first
            let end = next.flatMap { section.range(of: "\n## \($0)\n")?.lowerBound } ?? section.endIndex
            let body = section[..<end]
            #expect(body.contains("- Default severity: `\(rule.defaultSeverity.rawValue)`\n"), "\(rule.id)")
            for option in rule.options {
                #expect(body.contains("| `\(option.name)` |"), "\(rule.id): option \(option.name)")
            }
            for example in rule.passingExamples + rule.firingExamples {
                #expect(body.contains((rule.readsCatalogs ? "markdown\n" : "swift\n") + example.code + "\n`"), "\(rule.id): \(example.code)")
            }
        }
        // A catalog rule's examples hold `## Topics`: headings are counted outside code blocks.
        var inCode = false
        var headings = 0
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            if !inCode, line.hasPrefix("## ") { headings += 1 }
        }
        #expect(RuleRegistry.ids.count == headings)
    }

    @Test func firingExamplesKeepTheirMarkersAndTheIntroductionSaysWhatTheyMean() throws {
        let text = try Self.reference("en")
        #expect(text.contains("in a firing example, `↓` marks where each diagnostic lands"))
        #expect(text.contains("```swift\n/// Formats a price.\npublic ↓func format(_ price: Int) -> String { \"\" }\n```\n"))
        #expect(text.contains("Checked with `heading: \"사용 예시\"`:\n\n```swift\n"))
        #expect(text.contains("Checked as `App/Sources/Screen.swift` (layer `app`):\n\n```swift\npublic struct Screen {}\n```"))
        let korean = try Self.reference("ko")
        #expect(korean.contains("`↓`가 각 진단이 나오는 위치를 표시합니다"))
        #expect(korean.contains("\n## missing-type-doc\n\n- 기본 심각도: `error`\n"))
    }

    /// The layer a note gives an example's path is the one docaudit places that file in.
    @Test func examplePathsAreInTheLayersTheReferenceNames() throws {
        let paths = Set(RuleRegistry.all.filter { !$0.readsCatalogs }.flatMap { $0.passingExamples + $0.firingExamples }.map(\.path))
        let root = try Docaudit.fixture(Dictionary(uniqueKeysWithValues: paths.map { ($0, "struct A {}\n") } + [(".git/HEAD", "ref: refs/heads/main\n")]))
        for path in paths.sorted() {
            let result = try Docaudit.run(["project", path], in: root)
            #expect(result.standardOutput.contains("\nlayer: \(LayerClassifier.standard.layer(of: path).rawValue)\n"), "\(path): \(result.standardOutput)")
        }
    }

    @Test func textStaysTheDefaultAndUnknownFormatsAreRefused() throws {
        let text = try Docaudit.run(["rules", "--format", "text", "--lang", "en"])
        #expect(try Docaudit.run(["rules", "--lang", "en"]).standardOutput == text.standardOutput)
        #expect(text.standardOutput.hasPrefix("missing-type-doc "))
        let unknown = try Docaudit.run(["rules", "--format", "html"])
        #expect(unknown.status == 2)
        #expect(unknown.standardOutput == "")
        #expect(unknown.standardError == "docaudit rules: unknown format 'html' (expected text, markdown)\n")
    }
}
