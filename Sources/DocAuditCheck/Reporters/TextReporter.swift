/// The compiler's form, which Xcode, VS Code and vim read: `path:line:col: error: message [rule-id]`,
/// then the counts by rule and by module, then one summary line.
enum TextReporter: Reporter {
    static let name = "text"

    static func write(_ report: Report, to output: ReportOutput) {
        var counts = Report.Tally()
        for diagnostic in report.diagnostics {
            // Piece by piece into the output: a line made as a string first costs as much again.
            output.write(diagnostic.file)
            output.write(":")
            output.writeNumber(diagnostic.line)
            output.write(":")
            output.writeNumber(diagnostic.column)
            output.write(": ")
            output.write(diagnostic.severity.rawValue)
            output.write(": ")
            output.write(diagnostic.message)
            output.write(" [")
            output.write(diagnostic.rule)
            output.write("]\n")
            counts.count(diagnostic, modules: report.modules)
        }
        output.write(report.breakdown(of: counts) + report.summary + "\n")
    }
}
