import DocAuditCore
import DocAuditRules

/// GitLab Code Quality (the Code Climate issue format GitLab reads): a JSON array of issues,
/// each with its `description`, `check_name` (the rule), `fingerprint` (``Fingerprints``),
/// `severity` and `location` (`path`, `lines.begin` and `end`), which the merge request's
/// widget and diff show.
enum CodeClimateReporter: Reporter {
    static let name = "codeclimate"

    static func write(_ report: Report, to output: ReportOutput) {
        output.write("[")
        var fingerprints = Fingerprints()
        for (index, diagnostic) in report.diagnostics.enumerated() {
            output.write(index == 0 ? "\n  " : ",\n  ")
            output.write(JSONText.object([
                ("type", JSONText.quoted("issue")),
                ("check_name", JSONText.quoted(diagnostic.rule)),
                ("description", JSONText.quoted(diagnostic.message)),
                ("categories", "[" + JSONText.quoted(category(of: diagnostic.rule)) + "]"),
                ("severity", JSONText.quoted(severity(diagnostic.severity))),
                ("fingerprint", JSONText.quoted(fingerprints.next(diagnostic))),
                ("location", JSONText.object([
                    ("path", JSONText.quoted(diagnostic.file)),
                    ("lines", JSONText.object([("begin", String(diagnostic.line)), ("end", String(diagnostic.endLine))])),
                ])),
            ]))
        }
        output.write(report.diagnostics.isEmpty ? "]\n" : "\n]\n")
    }

    /// GitLab's scale is info, minor, major, critical, blocker: an error fails the check, so it
    /// is major; a warning, which does not, minor. Blocker and critical are left to defects of
    /// the program itself.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .off: return "info"
        }
    }

    /// Code Climate's category: documentation is `Clarity`; the one rule about how code is
    /// laid out is `Style`.
    static func category(of rule: String) -> String {
        rule == "multiline-parameters" ? "Style" : "Clarity"
    }
}
