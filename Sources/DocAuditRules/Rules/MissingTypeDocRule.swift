import DocAuditCore

/// `missing-type-doc`: every visible type of an audited file has a summary.
struct MissingTypeDocRule: Rule, DocumentationRequirement {
    static let id = "missing-type-doc"
    static let defaultSeverity = Severity.error
    static let description = LocalizedText(
        en: "A visible struct, class, enum, protocol, actor or typealias without documentation. An empty doc comment is no documentation.",
        ko: "문서화 주석이 없는 공개 struct, class, enum, protocol, actor, typealias. 비어 있는 문서화 주석은 문서화로 보지 않습니다."
    )
    static let passingExamples = [
        RuleExample("/// A user of the app.\npublic struct User {}"),
        RuleExample("struct InternalHelper {}"),
        RuleExample("public struct Screen {}", path: "App/Sources/Screen.swift"),
        RuleExample("public final class Client {}", path: "Core/Network/Tests/ClientTests.swift"),
    ]
    static let firingExamples = [
        RuleExample("public ↓struct User {}"),
        RuleExample("///\npublic ↓enum Route {}"),
        RuleExample("/// A client.\npublic final class Client {\n    public ↓typealias Completion = () -> Void\n}"),
        RuleExample("public ↓protocol Repository {}", path: "Domain/User/Interface/Repository.swift"),
    ]

    init(options: RuleOptions) {}

    var documentationRequirement: (any DocumentationRequirement)? { self }

    func check(_ file: RuleContext) {
        let declarations = file.declarations
        for index in file.auditedUndocumented where requiresDocumentation(declarations[index]) {
            file.report(Self.id, at: declarations[index].keyword, about: index, .undocumentedType(DeclarationMention(index, in: declarations)),
                        fix: file.scaffoldingFix(for: index))
        }
    }

    /// Visible types and type aliases need documentation.
    @inline(__always)
    func requiresDocumentation(_ declaration: borrowing Declaration) -> Bool {
        declaration.kind.isType && declaration.visible
    }
}
