import DocAuditRules
import Foundation
import Testing
@testable import DocAuditCheck

/// A finding of `rule` in `file` at `line`, about `symbol`.
private func finding(_ file: String = "Sources/A.swift", line: Int, rule: String = "missing-function-doc", severity: Severity = .error, message: String = "undocumented",
                     symbol: String = "Store.load(_:)", signature: String = "-swift.method(Int)") -> Diagnostic {
    Diagnostic(file: file, line: line, column: 5, rule: rule, severity: severity, message: message, symbol: symbol, endLine: line, endColumn: 9, symbolSignature: signature)
}

private func report(_ diagnostics: [Diagnostic]) -> Report {
    var report = Report(diagnostics: diagnostics, files: 3, staleBaselineEntries: [], language: .en)
    report.read = 3
    return report
}

/// The reports review tools read: fingerprints, Code Quality, rdjson's suggestions, Markdown.
@Suite struct ReviewReportTests {
    @Test func fingerprintsIgnoreLinesAndTellAlikeFindingsApartInOrder() {
        var first = Fingerprints()
        let printed = [finding(line: 3), finding(line: 9), finding(line: 12, signature: "-swift.method(String)"), finding("Sources/B.swift", line: 3)].map { first.next($0) }
        #expect(Set(printed).count == 4)
        // The same findings elsewhere in their files: the same fingerprints.
        var moved = Fingerprints()
        #expect([finding(line: 30), finding(line: 31), finding(line: 2, signature: "-swift.method(String)"), finding("Sources/B.swift", line: 40)].map { moved.next($0) } == printed)
        // FNV-1a's offset basis for no bytes: the digest is no seeded hash.
        #expect(Fingerprints.digest("") == "cbf29ce484222325")
    }

    @Test func codeQualityIssuesCarryGitLabsFields() throws {
        let text = CodeClimateReporter.render(report([finding(line: 3), finding(line: 8, rule: "detached-doc", severity: .warning, symbol: "Store", signature: "-swift.struct")]))
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(issues.map { $0["severity"] as? String } == ["major", "minor"])
        #expect(issues.map { $0["check_name"] as? String } == ["missing-function-doc", "detached-doc"])
        #expect(issues.allSatisfy { ($0["fingerprint"] as? String)?.count == 16 && $0["type"] as? String == "issue" && $0["description"] as? String == "undocumented" })
        let location = try #require(issues[0]["location"] as? [String: Any])
        #expect(location["path"] as? String == "Sources/A.swift")
        #expect(location["lines"] as? [String: Int] == ["begin": 3, "end": 3])
        #expect(CodeClimateReporter.render(report([])) == "[]\n")
    }

    /// A fix's byte ranges become lines and UTF-8 columns, the end not included, as rdjson
    /// counts them; a file that cannot be read has no suggestions.
    @Test func suggestionsPlaceAFixsEditsByLineAndByteColumn() throws {
        let source = Array("enum E {\n    /// 사용자\n    case a\n}\n".utf8)
        let slash = source.firstIndex(of: UInt8(ascii: "/"))!
        let diagnostic = finding(line: 2, rule: "enum-case-doc")
        let fix = FindingFix(kind: .demote, subject: slash, edits: [SourceEdit(range: slash..<slash + 1, replacement: []), SourceEdit(range: 9..<9, replacement: Array("// 한\n".utf8))],
                             summary: LocalizedText(en: "demoted", ko: "바꿨습니다"))
        let fixes = SuggestedFixes([FixableFinding(diagnostic: diagnostic, fix: fix)], paths: ReportPaths(project: nil)) { $0 == "Sources/A.swift" ? source : nil }
        var withFixes = report([diagnostic])
        withFixes.fixes = fixes
        let text = RDJSONReporter.render(withFixes)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let suggestions = try #require((document["diagnostics"] as? [[String: Any]])?.first?["suggestions"] as? [[String: Any]])
        #expect(suggestions.map { $0["text"] as? String } == ["", "// 한\n"])
        let ranges = suggestions.map { $0["range"] as? [String: [String: Int]] }
        #expect(ranges[0] == ["start": ["line": 2, "column": 5], "end": ["line": 2, "column": 6]])
        #expect(ranges[1] == ["start": ["line": 2, "column": 1], "end": ["line": 2, "column": 1]])
        let unread = SuggestedFixes([FixableFinding(diagnostic: diagnostic, fix: fix)], paths: ReportPaths(project: nil)) { _ in nil }
        #expect(unread.edits(of: diagnostic).isEmpty)
    }

    @Test func sarifLocationsArePercentEncodedFromTheSourceRoot() {
        #expect(SARIFReporter.uri("./Sources/사용자 뷰(1).swift") == "Sources/%EC%82%AC%EC%9A%A9%EC%9E%90%20%EB%B7%B0%281%29.swift")
        #expect(SARIFReporter.artifactLocation("Sources/A~b_c-d.swift") == #"{"uri":"Sources/A~b_c-d.swift","uriBaseId":"%SRCROOT%"}"#)
        #expect(SARIFReporter.artifactLocation("/work/app/A.swift") == #"{"uri":"file:///work/app/A.swift"}"#)
        #expect(SARIFReporter.folderURI("/work/my app") == "file:///work/my%20app/")
    }

    @Test func markdownEscapesMessagesAndFoldsLongLists() {
        let hostile = finding(line: 1, message: "a | b <script>x</script> *bold* ``Link`` [t](u)\nnext")
        let short = MarkdownReporter.render(report([hostile]))
        #expect(short.contains(#"| a \| b \<script\>x\</script\> \*bold\* \`\`Link\`\` \[t\](u) next |"#))
        #expect(!short.contains("<details>"))
        #expect(short.hasPrefix("### docaudit: 1 error, 0 warnings in 3 files audited\n"))
        let many = MarkdownReporter.render(report((1...250).map { finding(line: $0) }))
        #expect(many.contains("<details><summary>250 findings</summary>"))
        #expect(many.components(separatedBy: "| ❌ |").count - 1 == MarkdownReporter.listed)
        #expect(many.contains("The first 200 of 250 findings; `docaudit check` lists them all."))
        #expect(MarkdownReporter.render(report([])).hasSuffix("\nNo findings.\n"))
    }
}
