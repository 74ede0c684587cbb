import DocAuditCore

/// `property-doc`: the team writes no doc comments on variables and properties.
struct PropertyDocRule: Rule {
    static let id = "property-doc"
    static let defaultSeverity = Severity.error
    static let description = LocalizedText(
        en: "A doc comment on a var or let at file or type scope, protocol property requirements included. The team's rules forbid documenting variables and properties.",
        ko: "파일 또는 타입 범위의 var, let(프로토콜 프로퍼티 요구사항 포함)에 붙은 문서화 주석. 팀 규칙은 변수와 프로퍼티 문서화를 금지합니다."
    )
    static let passingExamples = [
        RuleExample("/// A user.\npublic struct User {\n    public let name: String\n    // Cached, never persisted.\n    var cache: [String: Int] = [:]\n}"),
        RuleExample("/// Loads.\n///\n/// ```swift\n/// load()\n/// ```\npublic func load() {\n    /// Not a property: a local in a body.\n    let x = 1\n}"),
    ]
    static let firingExamples = [
        RuleExample("/// A user.\npublic struct User {\n    ↓/// The user's name.\n    public let name: String\n}"),
        RuleExample("/// A session.\npublic protocol Session {\n    ↓/// The token.\n    var token: String { get }\n}"),
        RuleExample("↓/// The shared limit.\npublic let maximumRetries = 3"),
    ]

    init(options: RuleOptions) {}

    func check(_ file: RuleContext) {
        let declarations = file.declarations
        for index in file.auditedWithDoc where declarations[index].kind.isProperty {
            guard let start = declarations[index].docStart else { continue }
            file.report(Self.id, at: start, about: index, .documentedProperty(kind: declarations[index].kind, name: declarations[index].name),
                        fix: declarations[index].doc.map { FindingFix.demoting($0, in: file.source) })
        }
    }
}
