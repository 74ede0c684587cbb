import DocAuditCore

/// `doc-returns`: `- Returns:` on exactly the functions that return something.
struct DocReturnsRule: Rule {
    static let id = "doc-returns"
    static let defaultSeverity = Severity.off
    static let description = LocalizedText(
        en: "A documented func or subscript that returns a value (not Void, () or Never) without a `- Returns:` field, or one that returns nothing with one.",
        ko: "값(Void, (), Never 제외)을 반환하면서 `- Returns:` 필드가 없는, 또는 아무것도 반환하지 않으면서 그 필드가 있는 문서화된 func, subscript."
    )
    static let passingExamples = [
        RuleExample("/// Counts.\n///\n/// - Returns: The number of items.\npublic func count() -> Int { 0 }"),
        RuleExample("/// Resets.\npublic func reset() -> Void {}"),
    ]
    static let firingExamples = [
        RuleExample("/// Counts.\npublic ↓func count() -> Int { 0 }"),
        RuleExample("/// Resets.\n///\n/// - Returns: Nothing.\npublic ↓func reset() {}"),
    ]

    private static let nothing: Set<String> = ["Void", "()", "Never", "Swift.Void", "Swift.Never"]

    init(options: RuleOptions) {}

    func check(_ file: RuleContext) {
        let declarations = file.declarations
        let returnsValue = { (index: Int) in declarations[index].returnType.map { !Self.nothing.contains($0) } ?? false }
        DocFieldCheck.forEachMismatch(in: file, kinds: DeclarationKinds([.func, .subscript]), field: \.hasReturns, signatureHas: returnsValue) { index, returns in
            let name = declarations[index].name
            file.report(Self.id, at: declarations[index].keyword, about: index,
                        returns ? .missingReturns(function: name, type: declarations[index].returnType ?? "") : .returnsOfNothing(function: name))
        }
    }
}
