import DocAuditCore
import Testing
@testable import DocAuditCheck
@testable import DocAuditRules

/// What a finding's range covers, as an editor underlines it.
@Suite struct FindingRangeTests {
    /// The text each finding's range covers, by rule.
    static func covered(_ source: String) -> [String: String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        var result: [String: String] = [:]
        for finding in check(source) {
            var text: [UInt8] = []
            for line in finding.line...finding.endLine {
                let bytes = lines[line - 1]
                let from = line == finding.line ? finding.column - 1 : 0
                let to = line == finding.endLine ? finding.endColumn - 1 : bytes.count
                text += bytes[from..<to] + (line == finding.endLine ? [] : [0x0A])
            }
            result[finding.rule] = String(decoding: text, as: UTF8.self)
        }
        return result
    }

    @Test func aDeclarationsFindingCoversItsKeywordAndName() {
        #expect(Self.covered("public struct 가격표 {}\n")[MissingTypeDocRule.id] == "struct 가격표")
        #expect(Self.covered("/// Adds.\npublic func + (a: Int, b: Int) -> Int { a }\n")[MissingUsageExampleRule.id] == "func +")
    }

    @Test func aDocCommentsFindingCoversTheComment() {
        let source = "/// A price.\npublic enum Price {\n    /// Free of charge:\n    /// nothing to pay.\n    case free\n}\n"
        #expect(Self.covered(source)[EnumCaseDocRule.id] == "/// Free of charge:\n    /// nothing to pay.")
    }

    @Test func aLinksFindingCoversTheLink() {
        #expect(Self.covered("/// Uses ``Missing`` here.\npublic struct Price {}\n")[BrokenSymbolLinkRule.id] == "``Missing``")
    }
}
