import DocAuditCore
import DocAuditRules

/// reviewdog's Diagnostic Format (`reviewdog -f=rdjson`): each finding with its range (UTF-8
/// columns, the end not included, as docaudit counts them), its rule as `code` with a link to
/// its documentation, and the edits of its fix as `suggestions`, which reviewdog posts as
/// suggested changes.
enum RDJSONReporter: Reporter {
    static let name = "rdjson"

    static func write(_ report: Report, to output: ReportOutput) {
        let source = JSONText.object([("name", JSONText.quoted("docaudit")), ("url", JSONText.quoted(SARIFReporter.informationURI))])
        output.write("{\n  \"source\": \(source),\n")
        // The highest severity found, as the result's own.
        if !report.diagnostics.isEmpty {
            output.write("  \"severity\": \(JSONText.quoted(severity(report.errors > 0 ? .error : .warning))),\n")
        }
        output.write("  \"diagnostics\": [")
        for (index, diagnostic) in report.diagnostics.enumerated() {
            output.write(index == 0 ? "\n    " : ",\n    ")
            let rule = RuleRegistry.indexes[diagnostic.rule].map { RuleRegistry.all[$0] }
            var code = [("value", JSONText.quoted(diagnostic.rule))]
            if let rule { code.append(("url", JSONText.quoted(rule.documentationURL(in: report.language)))) }
            var members = [
                ("message", JSONText.quoted(diagnostic.message)),
                ("location", JSONText.object([
                    ("path", JSONText.quoted(diagnostic.file)),
                    ("range", range(from: (diagnostic.line, diagnostic.column), to: (diagnostic.endLine, diagnostic.endColumn))),
                ])),
                ("severity", JSONText.quoted(severity(diagnostic.severity))),
                ("code", JSONText.object(code)),
            ]
            let edits = report.fixes.edits(of: diagnostic)
            if !edits.isEmpty {
                let suggestions = edits.map { edit in
                    JSONText.object([("range", range(from: (edit.start.line, edit.start.column), to: (edit.end.line, edit.end.column))), ("text", JSONText.quoted(edit.text))])
                }
                members.append(("suggestions", "[" + suggestions.joined(separator: ",") + "]"))
            }
            output.write(JSONText.object(members))
        }
        output.write(report.diagnostics.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// A range from `start` up to `end`, not included.
    static func range(from start: (line: Int, column: Int), to end: (line: Int, column: Int)) -> String {
        func position(_ place: (line: Int, column: Int)) -> String {
            JSONText.object([("line", String(place.line)), ("column", String(place.column))])
        }
        return JSONText.object([("start", position(start)), ("end", position(end))])
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "ERROR"
        case .warning: return "WARNING"
        case .off: return "INFO"
        }
    }
}
