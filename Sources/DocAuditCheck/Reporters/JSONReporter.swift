import DocAuditCore

/// `{"version": 1, "diagnostics": […], "summary": {…}}`, one diagnostic per line.
enum JSONReporter: Reporter {
    static let name = "json"

    static func write(_ report: Report, to output: ReportOutput) {
        output.write("{\n  \"version\": 1,\n  \"diagnostics\": [")
        for (index, diagnostic) in report.diagnostics.enumerated() {
            output.write((index == 0 ? "\n    " : ",\n    ") + JSONText.object([
                ("file", JSONText.quoted(diagnostic.file)),
                ("line", String(diagnostic.line)),
                ("column", String(diagnostic.column)),
                ("endLine", String(diagnostic.endLine)),
                ("endColumn", String(diagnostic.endColumn)),
                ("rule", JSONText.quoted(diagnostic.rule)),
                ("severity", JSONText.quoted(diagnostic.severity.rawValue)),
                ("message", JSONText.quoted(diagnostic.message)),
                ("symbol", JSONText.quoted(diagnostic.symbol)),
            ]))
        }
        output.write(report.diagnostics.isEmpty ? "]" : "\n  ]")
        output.write(",\n  \"summary\": {\"files\":\(report.files),\"read\":\(report.read),\"errors\":\(report.errors),\"warnings\":\(report.warnings),\"staleBaselineEntries\":[")
        for (index, entry) in report.staleBaselineEntries.enumerated() {
            output.write((index == 0 ? "" : ",") + JSONText.object([("file", JSONText.quoted(entry.file)), ("rule", JSONText.quoted(entry.rule)), ("symbol", JSONText.quoted(entry.symbol))]))
        }
        output.write("]}\n}\n")
    }
}
