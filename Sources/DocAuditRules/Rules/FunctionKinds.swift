import DocAuditCore

/// The `kinds` option shared by the function rules: `func` and `macro` by default, `init` and
/// `subscript` on request.
enum FunctionKinds {
    static let allowed = ["func", "macro", "init", "subscript"]

    static let option = RuleOption(
        name: "kinds",
        type: .stringList(allowed: allowed),
        defaultValue: .array([.string("func"), .string("macro")]),
        description: LocalizedText(
            en: "The declaration kinds audited: func and macro by default; add init and subscript to audit them too.",
            ko: "검사할 선언 종류: 기본은 func, macro이며 init, subscript를 추가할 수 있습니다."
        )
    )

    static func kinds(_ options: RuleOptions) -> DeclarationKinds {
        DeclarationKinds(options.strings("kinds", default: ["func", "macro"]).compactMap(DeclarationKind.init(rawValue:)))
    }
}
