import DocAuditCore
import DocAuditRules

/// Everything a report shows: the diagnostics and the summary.
public struct Report: Sendable {
    /// The diagnostics, in report order; a reporter goes through them once, as it writes.
    public var diagnostics: Diagnostics
    /// How many files were audited.
    public var files: Int
    /// How many files were read: the audited ones and the app code that only the App layer's
    /// rules look at.
    public var read: Int
    /// Baseline entries that no longer match a finding.
    public var staleBaselineEntries: [BaselineEntry]
    /// The language of the summary.
    public var language: Language
    /// The module of each file with findings, for the counts by module; empty where unknown.
    public var modules: [String: String] = [:]
    /// The absolute folder the reported paths start from (SARIF's `%SRCROOT%`); nil when unknown.
    public var sourceRoot: String?
    /// The fixes the findings carry, for the formats that suggest them (rdjson).
    public var fixes = SuggestedFixes()

    /// Creates a report.
    ///
    /// ```swift
    /// let report = Report(diagnostics: result.diagnostics, files: 12, read: 15, staleBaselineEntries: [], language: .en)
    /// ```
    public init(diagnostics: Diagnostics, files: Int, read: Int? = nil, staleBaselineEntries: [BaselineEntry], language: Language) {
        self.diagnostics = diagnostics
        self.files = files
        self.read = read ?? files
        self.staleBaselineEntries = staleBaselineEntries
        self.language = language
    }

    /// Creates a report of the diagnostics in an array.
    ///
    /// ```swift
    /// let report = Report(diagnostics: [finding], files: 1, staleBaselineEntries: [], language: .en)
    /// ```
    public init(diagnostics: [Diagnostic], files: Int, staleBaselineEntries: [BaselineEntry], language: Language) {
        self.init(diagnostics: Diagnostics(diagnostics), files: files, staleBaselineEntries: staleBaselineEntries, language: language)
    }

    /// The number of error diagnostics, counted when they were gathered.
    /// The findings counted by rule and by module, the largest first, as lines for a person;
    /// empty without findings, and for the check of one file (an editor's, on save).
    ///
    /// ```swift
    /// print(report.breakdown + report.summary)
    /// ```
    public var breakdown: String {
        guard !diagnostics.isEmpty, read > 1 else { return "" }
        var counts = Tally()
        for diagnostic in diagnostics { counts.count(diagnostic, modules: modules) }
        return breakdown(of: counts)
    }

    /// The findings counted by rule and by module, as a reporter that reads them anyway counts
    /// them on its way (``breakdown``): reading them again would decode every one twice.
    struct Tally {
        var rules: [String: Int] = [:]
        var byModule: [String: Int] = [:]
        /// The last finding's file and its module: findings come file by file, and a path is
        /// long to hash.
        private var last: (file: String, module: String?)?

        mutating func count(_ diagnostic: Diagnostic, modules: [String: String]) {
            rules[diagnostic.rule, default: 0] += 1
            if last?.file != diagnostic.file { last = (diagnostic.file, modules[diagnostic.file]) }
            if let module = last?.module { byModule[module, default: 0] += 1 }
        }
    }

    /// ``breakdown`` of findings already counted.
    func breakdown(of counts: Tally) -> String {
        guard !diagnostics.isEmpty, read > 1 else { return "" }
        let (rules, byModule) = (counts.rules, counts.byModule)
        func table(_ title: LocalizedText, _ counts: [String: Int]) -> String {
            guard !counts.isEmpty else { return "" }
            let rows = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            let width = rows.map(\.key.count).max()!
            return title.in(language) + "\n" + rows.map { "  " + padded($0.key, to: width) + "  \($0.value)\n" }.joined()
        }
        return table(LocalizedText(en: "by rule:", ko: "규칙별:"), rules) + table(LocalizedText(en: "by module:", ko: "모듈별:"), byModule)
    }

    /// `name` padded with spaces to `width` UTF-16 units, as Foundation's `padding(toLength:)`
    /// pads it: that bridges to `NSString`, which for a table's few rows cost more than
    /// writing every finding. A longer name it cuts, so it is left to it.
    private func padded(_ name: String, to width: Int) -> String {
        let missing = width - name.utf16.count
        return missing >= 0 ? name + String(repeating: " ", count: missing) : name.padding(toLength: width, withPad: " ", startingAt: 0)
    }

    public var errors: Int { diagnostics.errors }
    /// The number of warning diagnostics, counted when they were gathered.
    public var warnings: Int { diagnostics.warnings }

    /// The one-line summary: counts, and stale baseline entries if any.
    public var summary: String {
        var line = LocalizedText(
            en: "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s") audited"
                + (read == files ? "" : " of \(read) read"),
            ko: (read == files ? "" : "읽은 파일 \(read)개 중 ") + "검사한 파일 \(files)개에서 오류 \(errors)개, 경고 \(warnings)개"
        ).in(language)
        if !staleBaselineEntries.isEmpty {
            let count = staleBaselineEntries.count
            line += LocalizedText(
                en: "; \(count) baseline entr\(count == 1 ? "y is" : "ies are") stale (fixed): update the baseline with --write-baseline",
                ko: "; 기준선 항목 \(count)개가 더 이상 맞지 않습니다(해결됨). --write-baseline으로 기준선을 갱신하세요"
            ).in(language)
        }
        return line
    }
}

/// A report format: `--format NAME` and `--report NAME:FILE`.
public protocol Reporter: Sendable {
    /// The format's name on the command line.
    static var name: String { get }
    /// Writes the report's text to `output`, one diagnostic at a time.
    ///
    /// ```swift
    /// let output = ReportOutput(descriptor: 1)
    /// Reporters.named("json")?.write(report, to: output)
    /// _ = output.finish()
    /// ```
    static func write(_ report: Report, to output: ReportOutput)
}

extension Reporter {
    /// The report's whole text, written to memory.
    ///
    /// ```swift
    /// let text = Reporters.named("text")?.render(report)
    /// ```
    public static func render(_ report: Report) -> String {
        let output = ReportOutput()
        write(report, to: output)
        _ = output.finish()
        return output.text
    }
}

/// The report formats, by name.
public enum Reporters {
    /// Every format, in the order `--help` lists them.
    public static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self, JUnitReporter.self, CheckstyleReporter.self, CodeClimateReporter.self,
        RDJSONReporter.self, MarkdownReporter.self,
    ]

    /// The format called `name`, if any.
    ///
    /// ```swift
    /// Reporters.named("sarif")?.render(report)
    /// ```
    public static func named(_ name: String) -> (any Reporter.Type)? {
        all.first { $0.name == name }
    }

    /// Every format's name.
    public static var names: [String] { all.map { $0.name } }

    /// The formats that give findings fingerprints (``Fingerprints``), which need the check's
    /// ``CheckRequest/carriesSignatures``.
    public static let fingerprinting: Set<String> = [SARIFReporter.name, CodeClimateReporter.name]
}

/// Escapes text for XML attributes and content.
enum XMLText {
    static func escaped(_ text: String) -> String {
        TextEscaping.escaped(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            case "\n": return "&#10;"
            // XML 1.0 allows no other control character, not even as a reference.
            case let c where c.value < 0x20 && c != "\t" && c != "\r": return "\u{FFFD}"
            case "\r": return "&#13;"
            default: return nil
            }
        }
    }
}
