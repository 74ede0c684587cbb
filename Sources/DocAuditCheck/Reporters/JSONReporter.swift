import DocAuditCore

/// `{"version": 1, "diagnostics": […], "summary": {…}}`, one diagnostic per line.
enum JSONReporter: Reporter {
    static let name = "json"

    static func render(_ report: Report) -> String {
        let diagnostics = report.diagnostics.map { diagnostic in
            "    " + JSONText.object([
                ("file", JSONText.quoted(diagnostic.file)),
                ("line", String(diagnostic.line)),
                ("column", String(diagnostic.column)),
                ("rule", JSONText.quoted(diagnostic.rule)),
                ("severity", JSONText.quoted(diagnostic.severity.rawValue)),
                ("message", JSONText.quoted(diagnostic.message)),
                ("symbol", JSONText.quoted(diagnostic.symbol)),
            ])
        }
        let stale = report.staleBaselineEntries.map { entry in
            JSONText.object([("file", JSONText.quoted(entry.file)), ("rule", JSONText.quoted(entry.rule)), ("symbol", JSONText.quoted(entry.symbol))])
        }
        let summary = JSONText.object([
            ("files", String(report.files)),
            ("errors", String(report.errors)),
            ("warnings", String(report.warnings)),
            ("staleBaselineEntries", "[" + stale.joined(separator: ",") + "]"),
        ])
        let list = diagnostics.isEmpty ? "[]" : "[\n" + diagnostics.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"version\": 1,\n  \"diagnostics\": \(list),\n  \"summary\": \(summary)\n}\n"
    }
}
