import DocAuditCore

/// `doc-throws`: `- Throws:` on exactly the functions that throw.
struct DocThrowsRule: Rule {
    static let id = "doc-throws"
    static let defaultSeverity = Severity.off
    static let description = LocalizedText(
        en: "A documented function, init or subscript that throws (or rethrows) without a `- Throws:` field, or one that cannot throw with one.",
        ko: "오류를 던지면서(throws, rethrows) `- Throws:` 필드가 없는, 또는 던지지 않으면서 그 필드가 있는 문서화된 함수, init, subscript."
    )
    static let passingExamples = [
        RuleExample("/// Loads.\n///\n/// - Throws: `LoadError` when offline.\npublic func load() throws {}"),
        RuleExample("/// Resets.\npublic func reset() {}"),
    ]
    static let firingExamples = [
        RuleExample("/// Loads.\npublic ↓func load() async throws {}"),
        RuleExample("/// Resets.\n///\n/// - Throws: Never.\npublic ↓func reset() {}"),
    ]

    init(options: RuleOptions) {}

    func check(_ file: RuleContext) {
        let declarations = file.declarations
        DocFieldCheck.forEachMismatch(in: file, kinds: DocFieldCheck.functions, field: \.hasThrows, signatureHas: { declarations[$0].isThrowing }) { index, throwing in
            let name = declarations[index].name
            file.report(Self.id, at: declarations[index].keyword, about: index, throwing ? .missingThrows(function: name) : .throwsOfNonThrowing(function: name))
        }
    }
}
