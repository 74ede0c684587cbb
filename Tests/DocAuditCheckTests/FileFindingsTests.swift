import DocAuditCore
import Testing
@testable import DocAuditRules
@testable import DocAuditCheck

@Suite struct FileFindingsTests {
    private func rule(_ id: String) -> Int { RuleRegistry.indexes[id]! }

    /// Appends a finding whose message's one argument is `word`, which tells it apart.
    private func append(_ findings: inout FileFindings, line: Int, column: Int, _ id: String, _ word: String, symbol: FileFindings.Symbol = .text("")) {
        findings.append(line: line, column: column, characterColumn: column, endLine: line, endColumn: column, rule: rule(id), severity: .error,
                        message: .unknownSuppressedRule(word), in: .en, symbol: symbol, signature: "")
    }

    /// Report order is line, column, then rule id as text (not the registry's order), and of
    /// several findings of one rule at one place the first reported stays.
    @Test func reportOrderSortsByPlaceThenRuleIdAndKeepsTheFirstAtAPlace() {
        var findings = FileFindings()
        append(&findings, line: 9, column: 1, "missing-type-doc", "late")
        append(&findings, line: 2, column: 5, "property-doc", "property")
        append(&findings, line: 2, column: 5, "detached-doc", "detached")
        append(&findings, line: 2, column: 5, "property-doc", "second property")
        append(&findings, line: 2, column: 1, "enum-case-doc", "first column")
        #expect(RuleRegistry.indexes["property-doc"]! < RuleRegistry.indexes["detached-doc"]!)
        let reported = findings.diagnostics(file: "A.swift")
        #expect(reported.map(\.messageArguments) == [["first column"], ["detached"], ["property"], ["late"]])
        #expect(reported.allSatisfy { $0.file == "A.swift" })
        // The spill keeps them in that order too, whether sorted before or by the spill.
        var unsorted = findings
        #expect(DiagnosticSpill().append(&unsorted).read(file: "A.swift") == reported)
        findings.sortIntoReportOrder()
        #expect(findings.count == 4)
        #expect(DiagnosticSpill().append(&findings).read(file: "A.swift") == reported)
    }

    /// Findings spilled and read back into entries keep their places, severities and texts.
    @Test func decodedFindingsKeepEveryField() {
        var findings = FileFindings()
        findings.append(line: 70_000, column: 3, characterColumn: 2, endLine: 70_002, endColumn: 9, rule: rule("broken-symbol-link"), severity: .warning,
                        message: .unresolvedLink("사용자 🙂"), in: .ko, symbol: .text("사용자.저장(_:)"), signature: "-swift.method(이름)->Bool")
        append(&findings, line: 1, column: 1, "missing-type-doc", "", symbol: .fileScope)
        let spill = DiagnosticSpill()
        let spilled = spill.append(&findings)
        let decoded = spilled.bytes.withBytes(FileFindings.init(decoding:))
        #expect(decoded.count == 2)
        #expect(decoded.diagnostics(file: "B.swift") == findings.diagnostics(file: "B.swift"))
        #expect(decoded.diagnostics(file: "B.swift").map(\.symbol) == ["", "사용자.저장(_:)"])
        #expect(decoded.diagnostics(file: "B.swift").map(\.symbolSignature) == ["", "-swift.method(이름)->Bool"])
        #expect(decoded.diagnostics(file: "B.swift").map { [$0.endLine, $0.endColumn] } == [[1, 1], [70_002, 9]])
        #expect(decoded.diagnostics(file: "B.swift").map(\.message) == ["unknown rule id '' in a docaudit comment; run 'docaudit rules' for the ids",
                                                                         "심볼 링크 ``사용자 🙂``가 검사한 트리의 어떤 선언으로도 해석되지 않습니다"])
        #expect(decoded.diagnostics(file: "B.swift").map(\.messageKey) == ["invalid-suppression.unknown-rule", "broken-symbol-link.unresolved"])
        #expect(decoded.diagnostics(file: "B.swift").map(\.messageArguments) == [[""], ["사용자 🙂"]])
        #expect(spilled.counts == DiagnosticCounts(total: 2, errors: 1, warnings: 1))
    }

    /// A declaration's symbol is its scopes' names from the outermost in, then its own.
    @Test func aDeclarationIsNamedByItsDottedPath() {
        let source = Array("public enum 바깥 {\n    public struct Inner {\n        public func load(id: Int) {}\n    }\n}\n".utf8)
        let load = Scanner.scan(source).declarations.first { $0.name == "load(id:)" }!
        var findings = FileFindings()
        append(&findings, line: 3, column: 21, "missing-function-doc", "x", symbol: .path(scope: load.scope, name: load.name))
        #expect(findings.diagnostics(file: "A.swift").map(\.symbol) == ["바깥.Inner.load(id:)"])
        #expect(findings.diagnostics(file: "A.swift").map(\.symbol) == [load.symbolPath])
    }

    /// An interpolated finding text holds the same UTF-8 as the same `String` interpolation.
    @Test func findingTextSpellsWhatAStringWould() {
        let name = "저장(_:)"
        let count = 3
        let what: FindingText = "public func '\(name)'"
        let text: FindingText = "\(what) has \(count) parameters 🙂"
        #expect(text.utf8 == Array("public func '\(name)' has \(count) parameters 🙂".utf8))
        #expect(("plain" as FindingText).utf8 == Array("plain".utf8))
    }

    /// A message longer than the room a finding text has in itself keeps every byte, in order,
    /// whether it grows past that room piece by piece or comes whole.
    @Test func aLongFindingTextKeepsEveryByte() {
        let name = String(repeating: "긴이름", count: 40)
        let text: FindingText = "public func '\(name)' is not documented; \(name.count) characters"
        #expect(text.utf8 == Array("public func '\(name)' is not documented; \(name.count) characters".utf8))
        #expect(("\(name + name)" as FindingText).utf8 == Array((name + name).utf8))
        let nested: FindingText = "\(text) and \(text)"
        #expect(nested.utf8.count == 2 * text.utf8.count + 5)
    }
}
