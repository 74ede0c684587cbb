import DocAuditCore

/// `enum-case-doc`: the team writes no doc comments on enum cases.
struct EnumCaseDocRule: Rule {
    static let id = "enum-case-doc"
    static let defaultSeverity = Severity.error
    static let description = LocalizedText(
        en: "A doc comment on an enum case. The team's rules forbid documenting enum cases; say what a case means in the enum's own doc, or use a plain // comment.",
        ko: "enum case에 붙은 문서화 주석. 팀 규칙은 enum case 문서화를 금지합니다. case의 의미는 enum 자체의 문서에 쓰거나 일반 // 주석을 쓰세요."
    )
    static let passingExamples = [
        RuleExample("/// A route.\npublic enum Route {\n    case home\n    // The profile of the signed-in user.\n    case profile\n}"),
        RuleExample("enum Tab {\n    /// Internal notes are audited only in audited layers.\n    case feed\n}", path: "App/Sources/Tab.swift"),
    ]
    static let firingExamples = [
        RuleExample("/// A route.\npublic enum Route {\n    ↓/// The home screen.\n    case home\n}"),
        RuleExample("/// A route.\npublic enum Route {\n    ↓/** Two cases. */\n    case a, b\n}"),
    ]

    init(options: RuleOptions) {}

    func check(_ file: RuleContext) {
        let declarations = file.declarations
        for index in file.auditedWithDoc where declarations[index].kind == .case {
            guard let start = declarations[index].docStart else { continue }
            file.report(Self.id, at: start, about: index, .documentedCase(name: declarations[index].name),
                        fix: declarations[index].doc.map { FindingFix.demoting($0, in: file.source) })
        }
    }
}
