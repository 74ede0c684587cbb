import DocAuditCore

/// `missing-function-doc`: every visible function or macro of an audited file is documented;
/// with `inheritedDocs`, by its own doc comment or its requirement's.
package struct MissingFunctionDocRule: TreeRule, DocumentationRequirement {
    package static let id = "missing-function-doc"
    package static let defaultSeverity = Severity.error
    package static let description = LocalizedText(
        en: "A visible func or macro without documentation. Overrides are exempt: DocC shows the inherited documentation. Option `kinds` can add init and subscript; option `inheritedDocs` exempts a member that implements a documented requirement of a protocol its type declares. It sees the conformances declared in the member's file, not those an extension in another file adds.",
        ko: "문서화 주석이 없는 공개 func, macro. override는 상속된 문서를 DocC가 보여 주므로 제외합니다. `kinds` 옵션으로 init, subscript를 추가할 수 있고, `inheritedDocs` 옵션은 타입이 채택한 프로토콜의 문서화된 요구사항을 구현하는 멤버를 제외합니다. 멤버와 같은 파일에서 선언한 채택만 보며, 다른 파일의 extension이 추가한 채택은 보지 못합니다."
    )
    package static let options = [FunctionKinds.option, InheritedDocs.option]
    package static let treePhaseOption: String? = InheritedDocs.option.name
    package static let notes: LocalizedText? = LocalizedText(
        en: "With `inheritedDocs`, a member that inherits its requirement's doc is not asked for a usage example either: `missing-usage-example` judges the requirement's doc where it is declared (its option `protocolRequirements`). A protocol in the member's file is read there; one in another file is looked up once the whole tree is indexed. Without a doc comment of its own, `docaudit fix --scaffold` adds a template only where the member's file tells it inherits nothing.",
        ko: "`inheritedDocs`가 켜져 있으면 요구사항의 문서를 물려받은 멤버에는 사용 예시도 요구하지 않습니다. `missing-usage-example`은 요구사항의 문서를 그것이 선언된 곳에서 판단합니다(`protocolRequirements` 옵션). 멤버와 같은 파일의 프로토콜은 그 파일에서 읽고, 다른 파일의 프로토콜은 트리 전체를 색인한 뒤 찾습니다. `docaudit fix --scaffold`는 멤버의 파일만으로 물려받을 문서가 없다고 판단되는 경우에만 템플릿을 추가합니다."
    )
    package static let passingExamples = [
        RuleExample("/// Loads the profile.\n///\n/// ```swift\n/// try await client.load()\n/// ```\npublic func load() async throws {}"),
        RuleExample("/// A view.\nopen class Screen {\n    override public func viewDidLoad() {}\n}"),
        RuleExample("/// A user.\npublic struct User {\n    public init(name: String) {}\n}"),
        RuleExample("func helper() {}"),
        RuleExample("/// A store.\npublic protocol Store {\n    /// Saves a value.\n    func save(_ value: Int)\n}\n\n/// A store on disk.\npublic struct DiskStore: Store {\n    public func save(_ value: Int) {}\n}", options: RuleOptions(["inheritedDocs": .bool(true)])),
    ]
    package static let firingExamples = [
        RuleExample("public ↓func load() {}"),
        RuleExample("/// A store.\npublic protocol Store {\n    ↓func save(_ value: Int)\n}"),
        RuleExample("public ↓macro Observable() = #externalMacro(module: \"M\", type: \"T\")"),
        RuleExample("/// A user.\npublic struct User {\n    public ↓init(name: String) {}\n}", options: RuleOptions(["kinds": .array([.string("init")])])),
        RuleExample("/// A store.\npublic protocol Store {\n    /// Saves a value.\n    func save(_ value: Int)\n}\n\n/// A store on disk.\npublic struct DiskStore: Store {\n    public ↓func save(_ value: Int) {}\n}"),
        RuleExample("/// A store.\npublic protocol Store {\n    ↓func save(_ value: Int)\n}\n\n/// A store on disk.\npublic struct DiskStore: Store {\n    public ↓func save(_ value: Int) {}\n}", options: RuleOptions(["inheritedDocs": .bool(true)])),
        RuleExample("/// A store on disk.\npublic struct DiskStore: Store {\n    public ↓func save(_ value: Int) {}\n}", options: RuleOptions(["inheritedDocs": .bool(true)])),
    ]

    private let kinds: DeclarationKinds
    private let inheritedDocs: Bool

    package init(options: RuleOptions) {
        kinds = FunctionKinds.kinds(options)
        inheritedDocs = options.bool(InheritedDocs.option.name, default: false)
    }

    package var documentationRequirement: (any DocumentationRequirement)? { self }

    /// The tree phase runs only with `inheritedDocs`: off, the rule reads one file at a time.
    package var treePhase: (any TreeRule)? { inheritedDocs ? self : nil }

    package func check(_ file: RuleContext) {
        let declarations = file.declarations
        // Read on the first member that may inherit a doc.
        var localProtocols: InheritedDocs.LocalProtocols?
        for index in file.auditedUndocumented where requiresDocumentation(declarations[index]) {
            var lookup = InheritedDocs.Lookup.nothing
            if inheritedDocs {
                if localProtocols == nil { localProtocols = InheritedDocs.LocalProtocols(file) }
                lookup = InheritedDocs.lookup(at: index, in: file, local: localProtocols!)
            }
            switch lookup {
            case .nothing:
                // A protocol's requirement needs no usage example: its protocol's example shows it.
                let requirement = declarations[index].parentKind == .protocol
                let mention = DeclarationMention(index, in: declarations)
                file.report(Self.id, at: declarations[index].keyword, about: index, requirement ? .undocumentedRequirement(mention) : .undocumentedFunction(mention),
                            fix: file.scaffoldingFix(for: index))
            case .documented:
                continue
            case .undocumented(let paths):
                file.report(Self.id, at: declarations[index].keyword, about: index, .undocumentedImplementation(symbol: declarations[index].symbolPath, requirements: paths),
                            fix: file.scaffoldingFix(for: index))
            case .askTheTree(let paths):
                file.keepRequirementsForTheTree(ofDeclarationAt: index, paths: paths, for: Self.id)
            }
        }
    }

    /// Reports each kept member none of whose requirement paths is a documented declaration of
    /// the tree; a member's paths stand one after another, at its keyword.
    package func finish(_ file: TreeFile, with tree: any TreeSymbols) {
        let links = file.links
        var start = 0
        while start < links.count {
            var end = start + 1
            while end < links.count, links[end].line == links[start].line, links[end].column == links[start].column { end += 1 }
            let paths = links[start..<end]
            if paths.allSatisfy({ tree.resolution(of: $0) == .broken }) {
                file.report(at: links[start], .undocumentedImplementation(symbol: links[start].symbol, requirements: paths.map(\.text)))
            }
            start = end
        }
    }

    /// Visible functions of the audited kinds need documentation; overrides inherit theirs.
    @inline(__always)
    package func requiresDocumentation(_ declaration: borrowing Declaration) -> Bool {
        kinds.contains(declaration.kind) && declaration.visible && !declaration.isOverride
    }
}
