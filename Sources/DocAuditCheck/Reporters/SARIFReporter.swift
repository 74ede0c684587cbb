import DocAuditCore
import DocAuditRules

/// SARIF 2.1.0, for GitHub code scanning and IDEs: the rules' metadata, and one result per
/// diagnostic with its location and symbol.
enum SARIFReporter: Reporter {
    static let name = "sarif"

    /// Where `docaudit explain` output lives for a rule; SARIF viewers link to it.
    static let informationURI = "https://github.com/docaudit/docaudit#rules"

    static func write(_ report: Report, to output: ReportOutput) {
        let rules = RuleRegistry.all.map { rule in
            "        " + JSONText.object([
                ("id", JSONText.quoted(rule.id)),
                ("shortDescription", JSONText.object([("text", JSONText.quoted(rule.description.in(report.language)))])),
                ("defaultConfiguration", JSONText.object([("level", JSONText.quoted(level(rule.defaultSeverity)))]
                    + (rule.defaultSeverity == .off ? [("enabled", "false")] : []))),
                ("helpUri", JSONText.quoted(informationURI)),
            ])
        }
        let driver = JSONText.object([
            ("name", JSONText.quoted("docaudit")),
            ("informationUri", JSONText.quoted(informationURI)),
            ("rules", "[\n" + rules.joined(separator: ",\n") + "\n      ]"),
        ])
        output.write("""
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "version": "2.1.0",
              "runs": [{
                "tool": {"driver": \(driver)},
                "columnKind": "unicodeCodePoints",
                "results": [
            """)
        for (index, diagnostic) in report.diagnostics.enumerated() {
            output.write((index == 0 ? "\n        " : ",\n        ") + result(diagnostic, ruleIndex: RuleRegistry.indexes[diagnostic.rule] ?? 0))
        }
        output.write("""
            \(report.diagnostics.isEmpty ? "" : "\n      ")]
              }]
            }

            """)
    }

    /// One result: the diagnostic's rule, level, message, location and fingerprint.
    static func result(_ diagnostic: Diagnostic, ruleIndex: Int) -> String {
        var members: [(String, String)] = [
            ("ruleId", JSONText.quoted(diagnostic.rule)),
            ("ruleIndex", String(ruleIndex)),
            ("level", JSONText.quoted(level(diagnostic.severity))),
            ("message", message(diagnostic)),
            ("locations", "[" + JSONText.object([
                ("physicalLocation", JSONText.object([
                    ("artifactLocation", JSONText.object([("uri", JSONText.quoted(uri(diagnostic.file)))])),
                    ("region", JSONText.object([("startLine", String(diagnostic.line)), ("startColumn", String(diagnostic.characterColumn))])),
                ])),
            ] + (diagnostic.symbol.isEmpty ? [] : [("logicalLocations", "[" + JSONText.object([("fullyQualifiedName", JSONText.quoted(diagnostic.symbol))]) + "]")])) + "]"),
        ]
        members.append(("partialFingerprints", JSONText.object([("docaudit/v1", JSONText.quoted(diagnostic.file + "|" + diagnostic.rule + "|" + diagnostic.symbol))])))
        return JSONText.object(members)
    }

    /// The message: its text, which consumers show, with its key as `id` and its arguments.
    /// The text has no `{0}` placeholders, so the arguments replace nothing in it, and the id
    /// needs no `messageStrings` entry (SARIF 2.1.0 §3.11.7: a present `text` is used first);
    /// both are there for tools that match on them, as on JSON's `messageKey`.
    static func message(_ diagnostic: Diagnostic) -> String {
        var members = [("text", JSONText.quoted(diagnostic.message))]
        guard !diagnostic.messageKey.isEmpty else { return JSONText.object(members) }
        members.append(("id", JSONText.quoted(diagnostic.messageKey)))
        members.append(("arguments", "[" + diagnostic.messageArguments.map(JSONText.quoted).joined(separator: ",") + "]"))
        return JSONText.object(members)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .off: return "none"
        }
    }

    /// A relative path as a URI reference: `/`-separated, with spaces and reserved characters
    /// percent-encoded.
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in FilePaths.normalized(path).utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "/-._~".contains(character) {
                result.append(character)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
