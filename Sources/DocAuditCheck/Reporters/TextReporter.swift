/// The compiler's form, which Xcode, VS Code and vim read: `path:line:col: error: message [rule-id]`,
/// then one summary line.
enum TextReporter: Reporter {
    static let name = "text"

    static func render(_ report: Report) -> String {
        var text = ""
        for diagnostic in report.diagnostics {
            text += "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]\n"
        }
        return text + report.summary + "\n"
    }
}
