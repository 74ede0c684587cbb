import DocAuditCore

/// `missing-function-doc`: every visible function or macro of an audited file is documented.
struct MissingFunctionDocRule: Rule, DocumentationRequirement {
    static let id = "missing-function-doc"
    static let defaultSeverity = Severity.error
    static let description = LocalizedText(
        en: "A visible func or macro without documentation. Overrides are exempt: DocC shows the inherited documentation. Option `kinds` can add init and subscript.",
        ko: "문서화 주석이 없는 공개 func, macro. override는 상속된 문서를 DocC가 보여 주므로 제외합니다. `kinds` 옵션으로 init, subscript를 추가할 수 있습니다."
    )
    static let options = [FunctionKinds.option]
    static let passingExamples = [
        RuleExample("/// Loads the profile.\n///\n/// ```swift\n/// try await client.load()\n/// ```\npublic func load() async throws {}"),
        RuleExample("/// A view.\nopen class Screen {\n    override public func viewDidLoad() {}\n}"),
        RuleExample("/// A user.\npublic struct User {\n    public init(name: String) {}\n}"),
        RuleExample("func helper() {}"),
    ]
    static let firingExamples = [
        RuleExample("public ↓func load() {}"),
        RuleExample("/// A store.\npublic protocol Store {\n    ↓func save(_ value: Int)\n}"),
        RuleExample("public ↓macro Observable() = #externalMacro(module: \"M\", type: \"T\")"),
        RuleExample("/// A user.\npublic struct User {\n    public ↓init(name: String) {}\n}", options: RuleOptions(["kinds": .array([.string("init")])])),
    ]

    private let kinds: DeclarationKinds

    init(options: RuleOptions) {
        kinds = FunctionKinds.kinds(options)
    }

    var documentationRequirement: (any DocumentationRequirement)? { self }

    func check(_ file: RuleContext) {
        let declarations = file.declarations
        for index in file.auditedUndocumented where requiresDocumentation(declarations[index]) {
            // A protocol's requirement needs no usage example: its protocol's example shows it.
            let requirement = declarations[index].parentKind == .protocol
            let mention = DeclarationMention(index, in: declarations)
            file.report(Self.id, at: declarations[index].keyword, about: index, requirement ? .undocumentedRequirement(mention) : .undocumentedFunction(mention),
                        fix: file.scaffoldingFix(for: index))
        }
    }

    /// Visible functions of the audited kinds need documentation; overrides inherit theirs.
    @inline(__always)
    func requiresDocumentation(_ declaration: borrowing Declaration) -> Bool {
        kinds.contains(declaration.kind) && declaration.visible && !declaration.isOverride
    }
}
