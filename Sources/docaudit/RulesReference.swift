import DocAuditRules
import DocAuditCheck

/// `docaudit rules --format markdown`: the reference of every rule (docs/Rules.md), made from
/// the rules' own descriptions, options and examples, so that it cannot tell otherwise.
enum RulesReference {
    /// The whole reference in `language`: a title and an introduction, a table of the rules,
    /// then a section for each, in registry order; the same text on every run, ending with one
    /// newline.
    ///
    /// ```swift
    /// Output.standardOutput(RulesReference.markdown(in: .en)) // "# docaudit rules\n\n…"
    /// ```
    static func markdown(in language: Language) -> String {
        var blocks = ["# " + Label.title.in(language), "<!-- " + Label.generated.in(language) + " -->"]
        blocks += Label.introduction.map { $0.in(language) }
        blocks.append(summary(in: language))
        for rule in RuleRegistry.all { blocks += section(of: rule, in: language) }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The table of the rules: id (a link to its section), default severity, layers and the
    /// description's first sentence.
    private static func summary(in language: Language) -> String {
        var rows = [Markdown.row(Label.summaryColumns.map { $0.in(language) }), Markdown.row(Array(repeating: "---", count: 4))]
        for rule in RuleRegistry.all {
            rows.append(Markdown.row([
                "[\(Markdown.code(rule.id))](#\(rule.id))",
                Markdown.code(rule.defaultSeverity.rawValue),
                layers(of: rule),
                Markdown.prose(rule.summary(in: language)),
            ]))
        }
        return rows.joined(separator: "\n")
    }

    /// The blocks of `rule`'s section: its heading, facts, description, options, notes and
    /// examples.
    private static func section(of rule: any Rule.Type, in language: Language) -> [String] {
        var blocks = [
            "## " + rule.id,
            "- " + Label.defaultSeverity.in(language) + ": " + Markdown.code(rule.defaultSeverity.rawValue)
                + "\n- " + Label.layers.in(language) + ": " + layers(of: rule),
            Markdown.prose(rule.description.in(language)),
            "### " + Label.options.in(language),
        ]
        if rule.options.isEmpty {
            blocks.append(Label.noOptions.in(language))
        } else {
            var rows = [Markdown.row(Label.optionColumns.map { $0.in(language) }), Markdown.row(Array(repeating: "---", count: 4))]
            for option in rule.options {
                rows.append(Markdown.row([
                    Markdown.code(option.name), Markdown.prose(option.type.description),
                    Markdown.code(option.defaultValue.jsonText), Markdown.prose(option.description.in(language)),
                ]))
            }
            blocks.append(rows.joined(separator: "\n"))
        }
        if let notes = rule.notes { blocks.append(notes.in(language)) }
        blocks.append("### " + Label.passing.in(language))
        blocks += rule.passingExamples.flatMap { examples($0, of: rule, in: language) }
        blocks.append("### " + Label.firing.in(language))
        blocks += rule.firingExamples.flatMap { examples($0, of: rule, in: language) }
        return blocks
    }

    /// An example's code block (markers kept), after a line saying how it is checked when that
    /// is not as the introduction says (another path, with its layer, or options set). A catalog
    /// rule's example is a Markdown document, checked at its path in the catalog.
    private static func examples(_ example: RuleExample, of rule: any Rule.Type, in language: Language) -> [String] {
        if rule.readsCatalogs {
            return [Label.checkedAsDocument(Markdown.code(example.path)).in(language), Markdown.codeBlock(example.code, language: "markdown")]
        }
        let varied = ExplainCommand.variations(of: example)
        let path = varied.path.map { (Markdown.code($0), Markdown.code(LayerClassifier.standard.layer(of: $0).rawValue)) }
        let note: String? = switch (path, varied.options.map(Markdown.code)) {
        case (nil, nil): nil
        case let ((path, layer)?, nil): Label.checkedAs(path, layer).in(language)
        case let (nil, options?): Label.checkedWith(options).in(language)
        case let ((path, layer)?, options?): Label.checkedAsWith(path, layer, options).in(language)
        }
        return (note.map { [$0] } ?? []) + [Markdown.codeBlock(example.code, language: "swift")]
    }

    /// The layers `rule` looks at, in their order of declaration.
    private static func layers(of rule: any Rule.Type) -> String {
        if rule.readsCatalogs { return Markdown.code(".docc") }
        return Layer.allCases.filter(rule.layers.contains).map { Markdown.code($0.rawValue) }.joined(separator: ", ")
    }

    /// The reference's own words, in both languages.
    private enum Label {
        static let title = LocalizedText(en: "docaudit rules", ko: "docaudit 규칙")
        static let generated = LocalizedText(
            en: "Generated by `docaudit rules --format markdown --lang en` from the rules' descriptions and examples: do not edit it; change the rules, then run `DOCAUDIT_UPDATE_GOLDEN=1 swift test --filter RulesReferenceTests`.",
            ko: "규칙의 설명과 예시로 `docaudit rules --format markdown --lang ko`가 만든 파일입니다. 직접 고치지 말고 규칙을 고친 뒤 `DOCAUDIT_UPDATE_GOLDEN=1 swift test --filter RulesReferenceTests`를 실행하세요."
        )
        static let introduction = [
            LocalizedText(
                en: "Every rule docaudit checks, with its default severity, the layers whose files it looks at, its options and its examples.",
                ko: "docaudit가 검사하는 모든 규칙과 각 규칙의 기본 심각도, 검사하는 파일의 계층, 옵션, 예시입니다."
            ),
            LocalizedText(
                en: "A rule's id names it in `.docaudit.json`, in `// docaudit:` suppressions and in reports. The configuration sets a rule's severity (`error`, `warning` or `off`), or an object with `severity` and the rule's options:",
                ko: "규칙 id는 `.docaudit.json`, `// docaudit:` 억제 주석, 보고서에서 규칙을 가리킵니다. 설정에는 규칙의 심각도(`error`, `warning`, `off`)를 쓰거나, `severity`와 규칙의 옵션을 담은 객체를 씁니다:"
            ),
            LocalizedText(
                en: "```json\n{\"rules\": {\"detached-doc\": \"error\", \"missing-usage-example\": {\"severity\": \"error\", \"heading\": \"Example\"}}}\n```",
                ko: "```json\n{\"rules\": {\"detached-doc\": \"error\", \"missing-usage-example\": {\"severity\": \"error\", \"heading\": \"사용 예시\"}}}\n```"
            ),
            LocalizedText(
                en: "A file's layer comes from its path and the project's layout (`docaudit project FILE` tells which, and why); a rule looks at no file of another layer.",
                ko: "파일의 계층은 경로와 프로젝트 구성으로 정해지며(`docaudit project FILE`이 어느 계층인지, 왜 그런지 알려 줍니다), 규칙은 다른 계층의 파일은 보지 않습니다."
            ),
            LocalizedText(
                en: "The examples are the rules' specification: the tests run every one. Each is checked as a file of a Shared module (`\(RuleExample("").path)`) with the default options, unless the line above it says otherwise. A passing example yields no diagnostic of its rule; in a firing example, `\(RuleExample.marker)` marks where each diagnostic lands (it is not part of the code).",
                ko: "예시는 규칙의 명세이며 테스트가 모두 실행합니다. 위에 따로 적지 않은 예시는 Shared 모듈의 파일(`\(RuleExample("").path)`)로, 기본 옵션으로 검사합니다. 통과하는 예에서는 그 규칙의 진단이 나오지 않고, 규칙이 걸리는 예에서는 `\(RuleExample.marker)`가 각 진단이 나오는 위치를 표시합니다(코드의 일부가 아닙니다)."
            ),
        ]
        static let summaryColumns = [
            LocalizedText(en: "Rule", ko: "규칙"), LocalizedText(en: "Default severity", ko: "기본 심각도"),
            LocalizedText(en: "Layers", ko: "계층"), LocalizedText(en: "What it reports", ko: "보고하는 것"),
        ]
        static let optionColumns = [
            LocalizedText(en: "Option", ko: "옵션"), LocalizedText(en: "Type", ko: "타입"),
            LocalizedText(en: "Default", ko: "기본값"), LocalizedText(en: "Description", ko: "설명"),
        ]
        static let defaultSeverity = LocalizedText(en: "Default severity", ko: "기본 심각도")
        static let layers = LocalizedText(en: "Layers", ko: "계층")
        static let options = LocalizedText(en: "Options", ko: "옵션")
        static let noOptions = LocalizedText(en: "None besides `severity`.", ko: "`severity` 외에는 없습니다.")
        static let passing = LocalizedText(en: "Passing examples", ko: "통과하는 예")
        static let firing = LocalizedText(en: "Firing examples", ko: "규칙이 걸리는 예")

        static func checkedAs(_ path: String, _ layer: String) -> LocalizedText {
            LocalizedText(en: "Checked as \(path) (layer \(layer)):", ko: "\(path)(\(layer) 계층)로 검사합니다:")
        }

        static func checkedAsDocument(_ path: String) -> LocalizedText {
            LocalizedText(en: "Checked as \(path):", ko: "\(path)로 검사합니다:")
        }

        static func checkedWith(_ options: String) -> LocalizedText {
            LocalizedText(en: "Checked with \(options):", ko: "옵션 \(options)로 검사합니다:")
        }

        static func checkedAsWith(_ path: String, _ layer: String, _ options: String) -> LocalizedText {
            LocalizedText(en: "Checked as \(path) (layer \(layer)), with \(options):", ko: "\(path)(\(layer) 계층)로, 옵션 \(options)로 검사합니다:")
        }
    }
}

/// The pieces of Markdown (CommonMark, with GitHub's tables) the rules' reference is made of.
enum Markdown {
    /// `text` as inline code, between as many backticks as none of its own runs has.
    ///
    /// ```swift
    /// Markdown.code("kinds") // "`kinds`"
    /// ```
    static func code(_ text: String) -> String {
        let runs = backtickRuns(text)
        let delimiter = String(repeating: "`", count: (1...).first { !runs.contains($0) }!)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return delimiter + padding + text + padding + delimiter
    }

    /// A fenced code block of `code` with the info string `language`: its fence longer than
    /// any run of backticks that starts one of its lines, so that none of them closes it.
    ///
    /// ```swift
    /// Markdown.codeBlock("let a = 1", language: "swift") // "```swift\nlet a = 1\n```"
    /// ```
    static func codeBlock(_ code: String, language: String) -> String {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let longest = lines.map { (line: Substring) in line.drop { $0 == " " || $0 == "\t" }.prefix { $0 == "`" }.count }.max() ?? 0
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + language + "\n" + code + "\n" + fence
    }

    /// A description, written as plain text for the terminal, as Markdown that shows the same:
    /// code between single backticks stays inline code; a name between double backticks (DocC's
    /// link syntax) is shown with them; other backticks (such as a fence's three) and the
    /// characters that would start emphasis, a link or HTML are escaped.
    ///
    /// ```swift
    /// Markdown.prose("a ```swift block of `init`") // "a \\`\\`\\`swift block of `init`"
    /// ```
    static func prose(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let character = rest.first {
            guard character == "`" else {
                if "\\*_<[".contains(character) { result += "\\" }
                result.append(character)
                rest = rest.dropFirst()
                continue
            }
            let run = rest.prefix { $0 == "`" }
            let after = rest[run.endIndex...]
            if run.count <= 2, let close = closingRun(of: run.count, in: after) {
                let inside = after[..<close]
                result += run.count == 1 ? "`\(inside)`" : code("``\(inside)``")
                rest = after[close...].dropFirst(run.count)
            } else {
                result += String(repeating: "\\`", count: run.count)
                rest = after
            }
        }
        return result
    }

    /// A table row of `cells`, each cell's `|` escaped (GitHub reads one even in inline code).
    ///
    /// ```swift
    /// Markdown.row(["a", "b|c"]) // "| a | b\\|c |"
    /// ```
    static func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
    }

    /// Where in `text` the next run of exactly `count` backticks starts, if any.
    private static func closingRun(of count: Int, in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while let start = text[index...].firstIndex(of: "`") {
            let run = text[start...].prefix { $0 == "`" }
            if run.count == count { return start }
            index = run.endIndex
        }
        return nil
    }

    /// The lengths of the runs of backticks in `text`.
    private static func backtickRuns(_ text: String) -> Set<Int> {
        var runs = Set<Int>()
        var length = 0
        for character in text + " " {
            if character == "`" { length += 1 } else if length > 0 { runs.insert(length); length = 0 }
        }
        return runs
    }
}
