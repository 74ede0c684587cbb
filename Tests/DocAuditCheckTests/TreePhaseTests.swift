import DocAuditCore
import Testing
@testable import DocAuditRules
@testable import DocAuditCheck

/// A rule's tree phase: what it keeps of each file comes back once the tree is indexed, with a
/// view of the tree's symbols, and what it reports there becomes the file's findings.
@Suite struct TreePhaseTests {
    /// A tree rule of the tests' own: it reports the links that do resolve, the opposite of
    /// `broken-symbol-link`, and keeps only the links of types' doc comments.
    struct ResolvedLinkRule: TreeRule {
        static let id = "resolved-link"
        static let defaultSeverity = Severity.warning
        static let description = LocalizedText(en: "A symbol link that resolves.", ko: "해석되는 심볼 링크.")
        static let passingExamples: [RuleExample] = []
        static let firingExamples: [RuleExample] = []

        init(options: RuleOptions) {}

        func check(_ file: RuleContext) {
            for index in file.auditedWithDoc where file.declarations[index].kind.isType {
                file.keepLinksForTheTree(ofDeclarationAt: index, for: Self.id)
            }
        }

        func finish(_ file: TreeFile, with tree: any TreeSymbols) {
            for link in file.links where tree.resolution(of: link) == .resolved {
                // A message of the tables that no other rule here reports.
                file.report(at: link, .linkWithoutPage(link.text))
            }
        }
    }

    static let source = """
        /// A cache, filled by ``Loader``; see ``Cache/evict()`` and ``Cache/clear()``.
        public struct Cache {
            /// Empties it, unlike ``Cache/fill()``; see ``Cache``.
            public func evict() {}
        }
        """

    /// Runs the check pass of `rules`, each at its position among them, on `source` as a file of
    /// module `Shop`, then their tree phase with the file's declarations as the tree.
    static func findings(of rules: [any TreeRule], language: Language = .en) -> [Diagnostic] {
        let bytes = Array(source.utf8)
        let scanned = Scanner.scan(bytes)
        let calls = rules.enumerated().map { TreeRuleCall(rule: $1, finding: RuleFinding(id: type(of: $1).id, index: $0, severity: .warning)) }
        let file = RuleContext(path: "Cache.swift", layer: .shared, module: "Shop", scanned: scanned, source: bytes, language: language,
                               severities: Dictionary(uniqueKeysWithValues: calls.map { ($0.finding.id, Severity.warning) }))
        file.runningRules = calls.map(\.finding)
        for (position, call) in calls.enumerated() {
            file.runningRule = position
            call.rule.check(file)
        }
        var links = WaitingLinks()
        TreePhase.collect(file, signatures: true, into: &links)
        var index = SymbolIndex()
        index.add(scanned.declarations, source: bytes, module: "Shop", file: 0)
        let spill = DiagnosticSpill()
        var findings = FileFindings()
        var written: [UInt8] = []
        links.write(to: &written)
        TreePhase.finish(written, rules: calls, language: language, table: index.table(keeping: nil), into: &findings)
        return spill.append(&findings).read(file: "Cache.swift")
    }

    @Test func aTreeRuleReportsWhatItFindsInTheTree() {
        let found = Self.findings(of: [ResolvedLinkRule(options: RuleOptions())])
        #expect(found.map { "\($0.line):\($0.column) \($0.messageKey) \($0.messageArguments) \($0.symbol)" }
            == ["1:40 broken-symbol-link.no-page [\"Cache/evict()\"] Cache"])
        #expect(found.map(\.message) == ["symbol link ``Cache/evict()`` resolves to no page of the site"])
        // The finding carries its symbol's signature, as the rule's own findings do.
        #expect(found.map(\.symbolSignature) == ["-swift.struct"])
        #expect(Self.findings(of: [ResolvedLinkRule(options: RuleOptions())], language: .ko).map(\.message) == ["심볼 링크 ``Cache/evict()``가 사이트의 어떤 페이지로도 해석되지 않습니다"])
    }

    @Test func eachTreeRuleFinishesWithTheLinksItKept() {
        let found = Self.findings(of: [ResolvedLinkRule(options: RuleOptions()), BrokenSymbolLinkRule(options: RuleOptions())])
        #expect(found.map { "\($0.line):\($0.column) \($0.message)" } == [
            "1:24 symbol link ``Loader`` resolves to no declaration of the checked tree",
            "1:40 symbol link ``Cache/evict()`` resolves to no page of the site",
            "1:62 symbol link ``Cache/clear()`` resolves to no declaration of the checked tree",
            "3:28 symbol link ``Cache/fill()`` resolves to no declaration of the checked tree",
        ])
    }
}
