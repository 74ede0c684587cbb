import DocAuditCore
import DocAuditRules

/// SARIF 2.1.0, for GitHub code scanning and IDEs: the tool's version and the rules' metadata
/// (a one-sentence `shortDescription`, the whole description, help and a link to the rule's
/// documentation), and one result per diagnostic with its location, symbol and fingerprint
/// (``Fingerprints``). Locations are relative to `%SRCROOT%`, the project's root, which
/// `originalUriBaseIds` gives when it is known.
enum SARIFReporter: Reporter {
    static let name = "sarif"

    /// The tool's home.
    static let informationURI = "https://github.com/docaudit/docaudit"

    /// The base every relative location names.
    static let sourceRoot = "%SRCROOT%"

    static func write(_ report: Report, to output: ReportOutput) {
        let language = report.language
        let rules = RuleRegistry.all.map { rule in
            "        " + JSONText.object([
                ("id", JSONText.quoted(rule.id)),
                ("shortDescription", JSONText.object([("text", JSONText.quoted(rule.summary(in: language)))])),
                ("fullDescription", JSONText.object([("text", JSONText.quoted(rule.description.in(language)))])),
                ("help", JSONText.object([("text", JSONText.quoted(help(rule, in: language)))])),
                ("defaultConfiguration", JSONText.object([("level", JSONText.quoted(level(rule.defaultSeverity)))]
                    + (rule.defaultSeverity == .off ? [("enabled", "false")] : []))),
                ("helpUri", JSONText.quoted(rule.documentationURL(in: language))),
            ])
        }
        let driver = JSONText.object([
            ("name", JSONText.quoted("docaudit")),
            ("version", JSONText.quoted(docauditVersion)),
            ("semanticVersion", JSONText.quoted(docauditVersion)),
            ("informationUri", JSONText.quoted(informationURI)),
            ("rules", "[\n" + rules.joined(separator: ",\n") + "\n      ]"),
        ])
        let baseIds = report.sourceRoot.map {
            "\n    \"originalUriBaseIds\": " + JSONText.object([(sourceRoot, JSONText.object([("uri", JSONText.quoted(folderURI($0)))]))]) + ","
        } ?? ""
        output.write("""
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "version": "2.1.0",
              "runs": [{
                "tool": {"driver": \(driver)},\(baseIds)
                "columnKind": "unicodeCodePoints",
                "results": [
            """)
        var fingerprints = Fingerprints()
        for (index, diagnostic) in report.diagnostics.enumerated() {
            output.write((index == 0 ? "\n        " : ",\n        ")
                + result(diagnostic, ruleIndex: RuleRegistry.indexes[diagnostic.rule] ?? 0, fingerprint: fingerprints.next(diagnostic)))
        }
        output.write("""
            \(report.diagnostics.isEmpty ? "" : "\n      ")]
              }]
            }

            """)
    }

    /// A rule's help: its description, its notes, and where its options and examples are.
    static func help(_ rule: any Rule.Type, in language: Language) -> String {
        let more = LocalizedText(en: "Options and examples: docaudit explain \(rule.id)", ko: "옵션과 예시: docaudit explain \(rule.id)")
        return ([rule.description, rule.notes, more].compactMap { $0?.in(language) }).joined(separator: "\n\n")
    }

    /// One result: the diagnostic's rule, level, message, location and fingerprint.
    static func result(_ diagnostic: Diagnostic, ruleIndex: Int, fingerprint: String) -> String {
        var members: [(String, String)] = [
            ("ruleId", JSONText.quoted(diagnostic.rule)),
            ("ruleIndex", String(ruleIndex)),
            ("level", JSONText.quoted(level(diagnostic.severity))),
            ("message", message(diagnostic)),
            ("locations", "[" + JSONText.object([
                ("physicalLocation", JSONText.object([
                    ("artifactLocation", artifactLocation(diagnostic.file)),
                    ("region", JSONText.object([("startLine", String(diagnostic.line)), ("startColumn", String(diagnostic.characterColumn))])),
                ])),
            ] + (diagnostic.symbol.isEmpty ? [] : [("logicalLocations", "[" + JSONText.object([("fullyQualifiedName", JSONText.quoted(diagnostic.symbol))]) + "]")])) + "]"),
        ]
        members.append(("partialFingerprints", JSONText.object([("docaudit/v2", JSONText.quoted(fingerprint))])))
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

    /// Where a file is: a relative path from `%SRCROOT%`; an absolute one (typed so, with
    /// `--paths-as-typed`) as a `file` URI of its own.
    static func artifactLocation(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return JSONText.object([("uri", JSONText.quoted("file://" + uri(path)))]) }
        return JSONText.object([("uri", JSONText.quoted(uri(path))), ("uriBaseId", JSONText.quoted(sourceRoot))])
    }

    /// An absolute folder as a `file` URI ending in `/`, as SARIF asks of a base.
    static func folderURI(_ folder: String) -> String {
        "file://" + uri(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// A relative path as a URI reference: `/`-separated, with spaces and reserved characters
    /// percent-encoded. Byte by byte: a `Character` made of each byte cost a fifth of a report.
    static func uri(_ path: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var result: [UInt8] = []
        for byte in FilePaths.normalized(path).utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.append(byte)
            default:
                result += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
