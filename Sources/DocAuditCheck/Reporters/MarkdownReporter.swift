import DocAuditCore
import DocAuditRules

/// A summary in GitHub-flavoured Markdown, for a pull request's comment or a job's summary
/// (`$GITHUB_STEP_SUMMARY`): a headline with the counts, the findings counted by rule and by
/// module, then the findings themselves in a table, folded into a `<details>` block when they
/// are many. Messages are escaped, so nothing in them is read as Markdown or HTML.
enum MarkdownReporter: Reporter {
    static let name = "markdown"

    /// The most findings listed: a pull request comment holds 65,536 characters.
    static let listed = 200
    /// Up to this many findings are shown open; more are folded.
    static let shownOpen = 10

    static func write(_ report: Report, to output: ReportOutput) {
        let language = report.language
        output.write("### docaudit: " + escaped(report.summary) + "\n")
        guard !report.diagnostics.isEmpty else {
            output.write("\n" + Label.noFindings.in(language) + "\n")
            return
        }
        // One pass: the findings are counted as they are listed.
        var counts = Report.Tally()
        var rows: [String] = []
        for diagnostic in report.diagnostics {
            counts.count(diagnostic, modules: report.modules)
            guard rows.count < listed else { continue }
            let place = "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)"
            rows.append("| " + (diagnostic.severity == .error ? "❌" : "⚠️") + " | " + code(place) + " | " + escaped(diagnostic.message) + " | " + code(diagnostic.rule) + " |\n")
        }
        output.write("\n" + table([Label.rule.in(language), Label.findings.in(language)], counts.rules) { rule in
            RuleRegistry.indexes[rule].map { "[\(code(rule))](\(RuleRegistry.all[$0].documentationURL(in: language)))" } ?? code(rule)
        })
        if !counts.byModule.isEmpty {
            output.write("\n" + table([Label.module.in(language), Label.findings.in(language)], counts.byModule, name: escaped))
        }
        let count = report.diagnostics.count
        let folded = count > shownOpen
        output.write("\n")
        if folded { output.write("<details><summary>" + Label.findingCount(count).in(language) + "</summary>\n\n") }
        output.write("| | " + Label.place.in(language) + " | " + Label.finding.in(language) + " | " + Label.rule.in(language) + " |\n|---|---|---|---|\n")
        output.write(rows.joined())
        if count > listed { output.write("\n" + Label.more(shown: listed, of: count).in(language) + "\n") }
        if folded { output.write("\n</details>\n") }
    }

    /// A table of counts, the largest first, each key shown by `name`.
    static func table(_ header: [String], _ counts: [String: Int], name: (String) -> String) -> String {
        let rows = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        return "| " + header.joined(separator: " | ") + " |\n|---|---:|\n" + rows.map { "| \(name($0.key)) | \($0.value) |\n" }.joined()
    }

    /// `text` as a code span, or escaped where a backtick in it would end one.
    static func code(_ text: String) -> String {
        text.contains("`") || text.contains("|") ? escaped(text) : "`" + text + "`"
    }

    /// `text` with every character that Markdown or HTML could read escaped, and line breaks
    /// as spaces: a message is one table cell.
    static func escaped(_ text: String) -> String {
        TextEscaping.escaped(text) { scalar in
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "#", "&", "!", "$": return "\\" + String(scalar)
            case "\n", "\r": return " "
            default: return nil
            }
        }
    }

    private enum Label {
        static let noFindings = LocalizedText(en: "No findings.", ko: "발견된 문제가 없습니다.")
        static let rule = LocalizedText(en: "Rule", ko: "규칙")
        static let module = LocalizedText(en: "Module", ko: "모듈")
        static let findings = LocalizedText(en: "Findings", ko: "개수")
        static let place = LocalizedText(en: "Where", ko: "위치")
        static let finding = LocalizedText(en: "Finding", ko: "내용")

        static func findingCount(_ count: Int) -> LocalizedText {
            LocalizedText(en: "\(count) finding\(count == 1 ? "" : "s")", ko: "발견 \(count)개")
        }

        static func more(shown: Int, of count: Int) -> LocalizedText {
            LocalizedText(en: "The first \(shown) of \(count) findings; `docaudit check` lists them all.",
                          ko: "발견 \(count)개 중 처음 \(shown)개입니다. `docaudit check`가 모두 보여 줍니다.")
        }
    }
}
