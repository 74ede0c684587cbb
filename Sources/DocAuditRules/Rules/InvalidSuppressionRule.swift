import DocAuditCore

/// `invalid-suppression`: a `// docaudit:` comment with an unknown command or rule id, with no
/// rule at all, or an `enable` with no `disable` before it: each silences nothing and would
/// hide the intent.
struct InvalidSuppressionRule: Rule {
    static let id = "invalid-suppression"
    static let defaultSeverity = Severity.warning
    static let description = LocalizedText(
        en: "A `// docaudit:` comment whose command is not disable-next-line, disable, enable or disable-file, that names an unknown rule id or no rule at all, or that enables a rule no disable before it silenced. The known rules it names still apply.",
        ko: "명령이 disable-next-line, disable, enable, disable-file이 아니거나, 알 수 없는 규칙 id를 쓰거나 규칙을 하나도 쓰지 않았거나, 앞선 disable 없이 enable하는 `// docaudit:` 주석. 함께 쓴 알려진 규칙은 그대로 적용됩니다."
    )
    static let passingExamples = [
        RuleExample("// docaudit:disable-next-line missing-type-doc, enum-case-doc -- generated\npublic struct Token {}"),
        RuleExample("// docaudit:disable all\npublic struct Token {}\n// docaudit:enable all"),
    ]
    static let firingExamples = [
        RuleExample("↓// docaudit:disable-next-line missing-doc\npublic struct Token {}"),
        RuleExample("↓// docaudit:ignore missing-type-doc\npublic struct Token {}"),
        RuleExample("↓// docaudit:disable-next-line\n/// A token.\npublic struct Token {}"),
        RuleExample("/// A token.\npublic struct Token {}\n↓// docaudit:enable property-doc"),
    ]

    init(options: RuleOptions) {}

    /// Suppression comments are the team's own, in any file the tool reads for them.
    static let layers: Set<Layer> = [.interface, .shared, .implementation, .app]

    func check(_ file: RuleContext) {
        for problem in file.suppressions?.problems ?? [] {
            let message: FindingMessage = switch problem.kind {
            case .unknownRule(let word): .unknownSuppressedRule(word)
            case .unknownCommand(let word): .unknownSuppressionCommand(word)
            case .noRules(let command): .suppressionWithoutRules(command: command)
            case .enableWithoutDisable(let rule): .enableWithoutDisable(rule: rule)
            }
            file.report(Self.id, at: problem.position, about: file.enclosingIndex(of: problem.position.offset), message)
        }
    }
}
