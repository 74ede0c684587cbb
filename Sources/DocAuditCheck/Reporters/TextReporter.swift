/// The compiler's form, which Xcode, VS Code and vim read: `path:line:col: error: message [rule-id]`,
/// then the counts by rule and by module, then one summary line.
enum TextReporter: Reporter {
    static let name = "text"

    static func write(_ report: Report, to output: ReportOutput) {
        var counts = Report.Tally()
        for diagnostic in report.diagnostics {
            output.write("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]\n")
            counts.count(diagnostic, modules: report.modules)
        }
        output.write(report.breakdown(of: counts) + report.summary + "\n")
    }
}
