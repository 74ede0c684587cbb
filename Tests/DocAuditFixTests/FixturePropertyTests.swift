import DocAuditCore
import Testing
@testable import DocAuditFix

/// Every fix on every fixture, in every line-ending and BOM variant: the code's tokens stay
/// identical, only comment text and blank lines change, and a second run changes nothing.
@Suite struct FixturePropertyTests {
    @Test(arguments: Fixtures.variants.map(\.name))
    func demotingKeepsTheCode(name: String) throws {
        let original = Fixtures.variants.first { $0.name == name }!.bytes
        let fixed = try SourceFixer.apply(demoteEveryDoc(original), to: original)
        try TokenIdentity.verify(original: original, edited: fixed)
        let before = commentTexts(original)
        let after = commentTexts(fixed)
        #expect(before.count == after.count)
        for (old, new) in zip(before, after) where old != new {
            // Only the delimiter changed: one `/` or `*` fewer, or a space after `//` or `/*`.
            #expect(old.count == new.count + 1 || old.count == new.count - 1, "\(old) → \(new)")
            #expect(new.hasPrefix("//") || new.hasPrefix("/*"))
            #expect(!new.hasPrefix("///") && !new.hasPrefix("/**"))
        }
        #expect(demoteEveryDoc(fixed).isEmpty, "a second run would change \(name) again")
        #expect(original.starts(with: [0xEF, 0xBB, 0xBF]) == fixed.starts(with: [0xEF, 0xBB, 0xBF]))
    }

    @Test(arguments: Fixtures.variants.map(\.name))
    func closingBlankLinesKeepsTheCode(name: String) throws {
        let original = Fixtures.variants.first { $0.name == name }!.bytes
        let fixed = try SourceFixer.apply(closeEveryBlankLine(original), to: original)
        try TokenIdentity.verify(original: original, edited: fixed)
        #expect(commentTexts(original) == commentTexts(fixed))
        #expect(closeEveryBlankLine(fixed).isEmpty, "a second run would change \(name) again")
        #expect(original.starts(with: [0xEF, 0xBB, 0xBF]) == fixed.starts(with: [0xEF, 0xBB, 0xBF]))
    }

    @Test func theFixturesHoldWhatTheyAreFor() {
        let all = Fixtures.stored.map { text($0.bytes) }.joined()
        for needle in ["/**\n     *", "\t///", "#if DEBUG\n    case", "////", "/***", "/**/", "\n\n\n/// Second"] {
            #expect(all.contains(needle), "no fixture holds \(needle.debugDescription)")
        }
        #expect(Fixtures.stored.contains { $0.name.hasPrefix("Sample/") })
    }
}
