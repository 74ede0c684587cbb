import DocAuditCore

/// `invalid-suppression`: a `// docaudit:` comment with an unknown command or rule id, which
/// silences nothing and would hide the intent.
struct InvalidSuppressionRule: Rule {
    static let id = "invalid-suppression"
    static let defaultSeverity = Severity.warning
    static let description = LocalizedText(
        en: "A `// docaudit:` comment whose command is not disable-next-line, disable, enable or disable-file, or that names an unknown rule id. The known rules it names still apply.",
        ko: "명령이 disable-next-line, disable, enable, disable-file이 아니거나 알 수 없는 규칙 id를 쓴 `// docaudit:` 주석. 함께 쓴 알려진 규칙은 그대로 적용됩니다."
    )
    static let passingExamples = [
        RuleExample("// docaudit:disable-next-line missing-type-doc, enum-case-doc -- generated\npublic struct Token {}"),
        RuleExample("// docaudit:disable all\npublic struct Token {}\n// docaudit:enable all"),
    ]
    static let firingExamples = [
        RuleExample("↓// docaudit:disable-next-line missing-doc\npublic struct Token {}"),
        RuleExample("↓// docaudit:ignore missing-type-doc\npublic struct Token {}"),
    ]

    init(options: RuleOptions) {}

    /// Suppression comments are the team's own, in any file the tool reads for them.
    static let layers: Set<Layer> = [.interface, .shared, .implementation, .app]

    func check(_ file: FileContext) {
        for problem in file.suppressions.problems {
            let symbol = file.enclosingDeclaration(of: problem.position.offset)?.symbolPath ?? ""
            let message = problem.isRule
                ? LocalizedText(en: "unknown rule id '\(problem.word)' in a docaudit comment; run 'docaudit rules' for the ids",
                                ko: "docaudit 주석에 알 수 없는 규칙 id '\(problem.word)'가 있습니다. 'docaudit rules'로 id를 확인하세요")
                : LocalizedText(en: "unknown docaudit command '\(problem.word)' (expected disable-next-line, disable, enable or disable-file)",
                                ko: "알 수 없는 docaudit 명령 '\(problem.word)' (disable-next-line, disable, enable, disable-file 중 하나여야 합니다)")
            file.report(Self.id, at: problem.position, symbol: symbol, message: message)
        }
    }
}
