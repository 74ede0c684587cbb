import DocAuditCore

/// `{"version": 1, "diagnostics": […], "summary": {…}}`, one diagnostic per line.
enum JSONReporter: Reporter {
    static let name = "json"

    static func write(_ report: Report, to output: ReportOutput) {
        output.write("{\n  \"version\": 1,\n  \"diagnostics\": [")
        for (index, diagnostic) in report.diagnostics.enumerated() {
            // Written field by field into the output: one object a line.
            output.write(index == 0 ? "\n    {\"file\":" : ",\n    {\"file\":")
            output.writeJSONString(diagnostic.file)
            output.write(",\"line\":")
            output.writeNumber(diagnostic.line)
            output.write(",\"column\":")
            output.writeNumber(diagnostic.column)
            output.write(",\"endLine\":")
            output.writeNumber(diagnostic.endLine)
            output.write(",\"endColumn\":")
            output.writeNumber(diagnostic.endColumn)
            output.write(",\"rule\":")
            output.writeJSONString(diagnostic.rule)
            output.write(",\"severity\":")
            output.writeJSONString(diagnostic.severity.rawValue)
            output.write(",\"message\":")
            output.writeJSONString(diagnostic.message)
            output.write(",\"messageKey\":")
            output.writeJSONString(diagnostic.messageKey)
            output.write(",\"messageArguments\":[")
            for (position, argument) in diagnostic.messageArguments.enumerated() {
                if position > 0 { output.write(",") }
                output.writeJSONString(argument)
            }
            output.write("],\"symbol\":")
            output.writeJSONString(diagnostic.symbol)
            output.write("}")
        }
        output.write(report.diagnostics.isEmpty ? "]" : "\n  ]")
        output.write(",\n  \"summary\": {\"files\":\(report.files),\"read\":\(report.read),\"errors\":\(report.errors),\"warnings\":\(report.warnings),\"staleBaselineEntries\":[")
        for (index, entry) in report.staleBaselineEntries.enumerated() {
            output.write((index == 0 ? "" : ",") + JSONText.object([("file", JSONText.quoted(entry.file)), ("rule", JSONText.quoted(entry.rule)), ("symbol", JSONText.quoted(entry.symbol))]))
        }
        output.write("]}\n}\n")
    }
}
