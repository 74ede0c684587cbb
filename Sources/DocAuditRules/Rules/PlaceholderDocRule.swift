import DocAuditCore

/// `placeholder-doc`: doc comments that still hold template text, such as the templates that
/// `docaudit fix --scaffold` inserts.
///
/// Scaffolding must never turn a failing check green: the template's `<#…#>` placeholders and
/// its empty usage example fail the check until someone writes real text.
struct PlaceholderDocRule: Rule {
    static let id = "placeholder-doc"
    static let defaultSeverity = Severity.error
    static let description = LocalizedText(
        en: "A doc comment that still holds template text: an editor placeholder such as <#Summary#> (what `docaudit fix --scaffold` inserts), or a usage example whose ```swift block is empty.",
        ko: "템플릿 텍스트가 남아 있는 문서화 주석: <#요약#> 같은 편집기 플레이스홀더(`docaudit fix --scaffold`가 넣는 것), 또는 ```swift 블록이 비어 있는 사용 예시."
    )
    static let passingExamples = [
        RuleExample("/// Formats a price.\n///\n/// ## Usage\n///\n/// ```swift\n/// format(1200)\n/// ```\npublic func format(_ price: Int) -> String { \"\" }"),
        RuleExample("/// Compares with `<`, and `#` marks a fragment.\npublic struct Anchor {}"),
        RuleExample("/// Replaces each `<#placeholder#>` of a template.\npublic struct Filler {}"),
        RuleExample("/// Requires a default; the fix-it writes one:\n///\n/// ```swift\n/// var isFavorite: () -> Bool = { <#Bool#> }\n/// ```\npublic struct DependencyClient {}"),
    ]
    static let firingExamples = [
        RuleExample("↓/// <#Summary#>\npublic struct User {}"),
        RuleExample("/// A store.\npublic struct Store {\n    ↓/// <#요약#>\n    ///\n    /// ## 사용 예시\n    ///\n    /// ```swift\n    /// ```\n    public func save() {}\n}"),
        RuleExample("↓/// Formats a price.\n///\n/// ```swift\n///\n/// ```\npublic func format(_ price: Int) -> String { \"\" }"),
    ]

    init(options: RuleOptions) {}

    func check(_ file: RuleContext) {
        let declarations = file.declarations
        for index in file.auditedWithDoc {
            guard let start = declarations[index].docStart else { continue }
            // The name is read only for a finding: this runs for every audited doc comment.
            if let placeholder = file.placeholder(of: index) {
                file.report(Self.id, at: start, about: index, .placeholderLeft(in: declarations[index].name, placeholder: placeholder))
            } else if file.codeBlocks(of: index).contains(where: { $0.isSwiftExample && $0.isBlank }) {
                file.report(Self.id, at: start, about: index, .emptyExample(of: declarations[index].name))
            }
        }
    }
}
