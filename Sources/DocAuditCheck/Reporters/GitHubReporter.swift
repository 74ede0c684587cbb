/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, which
/// annotate the pull request's diff.
enum GitHubReporter: Reporter {
    static let name = "github"

    static func write(_ report: Report, to output: ReportOutput) {
        for diagnostic in report.diagnostics {
            let properties = "file=\(property(diagnostic.file)),line=\(diagnostic.line),col=\(diagnostic.column),title=\(property("docaudit " + diagnostic.rule))"
            output.write("::\(diagnostic.severity.rawValue) \(properties)::\(data(diagnostic.message))\n")
        }
    }

    /// Escapes a message as the runner reads it.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a property value, where `:` and `,` are separators too.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
