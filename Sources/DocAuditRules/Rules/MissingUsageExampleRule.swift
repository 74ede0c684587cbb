import DocAuditCore

/// `missing-usage-example`: every documented visible function shows how to call it.
package struct MissingUsageExampleRule: Rule {
    package static let id = "missing-usage-example"
    package static let defaultSeverity = Severity.error
    package static let description = LocalizedText(
        en: "A visible, documented func or macro whose doc has no usage example: a fenced code block whose info string is empty or `swift`. Protocol requirements (the protocol's own example shows them), overrides, and witnesses of well-known protocols the type declares in the file (`==`, `hash(into:)`, `init(from:)`, `tableView(_:cellForRowAt:)`: their meaning is the protocol's) are exempt unless their options say otherwise; option `heading` requires the example under a given heading.",
        ko: "사용 예시(정보 문자열이 없거나 `swift`인 펜스 코드 블록)가 없는 문서화된 공개 func, macro. 프로토콜 요구사항(프로토콜의 예시가 보여 줌), override, 그리고 같은 파일에서 타입이 채택한 잘 알려진 프로토콜의 구현(`==`, `hash(into:)`, `init(from:)`, `tableView(_:cellForRowAt:)`: 의미는 프로토콜이 정함)은 옵션으로 켜지 않는 한 제외합니다. `heading` 옵션은 예시가 특정 제목 아래에 있기를 요구합니다."
    )
    package static let options = [
        RuleOption(name: "protocolRequirements", type: .bool, defaultValue: .bool(false), description: LocalizedText(
            en: "Require an example on protocol requirements too.",
            ko: "프로토콜 요구사항에도 사용 예시를 요구합니다."
        )),
        RuleOption(name: "overrides", type: .bool, defaultValue: .bool(false), description: LocalizedText(
            en: "Require an example on documented overrides too.",
            ko: "문서화된 override에도 사용 예시를 요구합니다."
        )),
        RuleOption(name: "witnesses", type: .bool, defaultValue: .bool(false), description: LocalizedText(
            en: "Require an example on members that witness a well-known protocol too.",
            ko: "잘 알려진 프로토콜을 구현하는 멤버에도 사용 예시를 요구합니다."
        )),
        FunctionKinds.option,
        RuleOption(name: "heading", type: .string, defaultValue: .string(""), description: LocalizedText(
            en: "When not empty, the example must stand under a heading with this text (e.g. \"사용 예시\").",
            ko: "비어 있지 않으면 예시가 이 제목(예: \"사용 예시\") 아래에 있어야 합니다."
        )),
    ]
    package static let passingExamples = [
        RuleExample("""
        /// 앱 전체에서 사용하는 네트워크 요청 프로토콜입니다.
        ///
        /// ## 사용 예시
        /// ```swift
        /// let provider: NetworkProviderProtocol = NetworkProvider()
        /// let user: User = try await provider.request(endpoint: UserEndpoint.profile)
        /// ```
        public protocol NetworkProviderProtocol {
            /// 공통 엔드포인트를 통해 서버에 데이터를 요청합니다.
            func request<T: Decodable>(endpoint: Endpoint) async throws -> T
        }
        """),
        RuleExample("/// Formats a price.\n///\n/// ```\n/// format(1200) // \"₩1,200\"\n/// ```\npublic func format(_ price: Int) -> String { \"\" }"),
        RuleExample("/// Formats a price.\n///\n/// ## 사용 예시\n/// ```swift\n/// format(1200)\n/// ```\npublic func format(_ price: Int) -> String { \"\" }", options: RuleOptions(["heading": .string("사용 예시")])),
        RuleExample("/// A price.\npublic struct Price: Hashable {\n    let won: Int\n}\n\nextension Price {\n    /// Hashes the amount.\n    public func hash(into hasher: inout Hasher) { hasher.combine(won) }\n}"),
        RuleExample("/// The list of orders.\npublic final class OrdersViewController: UIViewController, UITableViewDataSource {\n    /// One row per order.\n    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }\n}"),
        RuleExample("/// Shows full-screen ads.\npublic final class AdsManager: NSObject, GADFullScreenContentDelegate {\n    /// Loads the next ad.\n    public func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {}\n}"),
    ]
    package static let notes: LocalizedText? = LocalizedText(
        en: "Well-known protocols and the members that witness them:\n" + WellKnownWitnesses.listing,
        ko: "잘 알려진 프로토콜과 그 구현 멤버:\n" + WellKnownWitnesses.listing
    )
    package static let firingExamples = [
        RuleExample("/// Formats a price.\npublic ↓func format(_ price: Int) -> String { \"\" }"),
        RuleExample("/// Formats a price.\n///\n/// ```objc\n/// [formatter format:1200];\n/// ```\npublic ↓func format(_ price: Int) -> String { \"\" }"),
        RuleExample("/// A store.\npublic protocol Store {\n    /// Saves a value.\n    ↓func save(_ value: Int)\n}", options: RuleOptions(["protocolRequirements": .bool(true)])),
        RuleExample("/// Formats a price.\n///\n/// ```swift\n/// format(1200)\n/// ```\npublic ↓func format(_ price: Int) -> String { \"\" }", options: RuleOptions(["heading": .string("사용 예시")])),
        RuleExample("/// A price.\npublic struct Price: Hashable {\n    /// Hashes the amount.\n    public ↓func hash(into hasher: inout Hasher) {}\n}", options: RuleOptions(["witnesses": .bool(true)])),
        RuleExample("/// A price.\npublic struct Price {\n    /// Hashes the amount, though nothing asks it to.\n    public ↓func hash(into hasher: inout Hasher) {}\n}"),
    ]

    private let protocolRequirements: Bool
    private let overrides: Bool
    private let witnesses: Bool
    private let kinds: DeclarationKinds
    /// The heading examples must stand under; empty when any place will do.
    package let heading: String

    package init(options: RuleOptions) {
        protocolRequirements = options.bool("protocolRequirements", default: false)
        overrides = options.bool("overrides", default: false)
        witnesses = options.bool("witnesses", default: false)
        kinds = FunctionKinds.kinds(options)
        heading = DocText.trim(options.string("heading", default: ""))
    }

    package func check(_ file: RuleContext) {
        let declarations = file.declarations
        for index in file.auditedWithDoc where declarations[index].isDocumented && requiresExample(declarations[index]) {
            guard !file.codeBlocks(of: index).contains(where: isExample), !isExemptWitness(index, in: file) else { continue }
            let mention = DeclarationMention(index, in: declarations)
            file.report(Self.id, at: declarations[index].keyword, about: index,
                        heading.isEmpty ? .missingExample(mention) : .missingExampleUnderHeading(mention, heading: heading))
        }
    }

    /// Whether the rule would ask the declaration at `index` of `file` for an example once
    /// documented, its directives considered: what a doc template's usage section answers.
    package func wouldAsk(at index: Int, in file: RuleContext) -> Bool {
        requiresExample(file.declarations[index]) && file.suppressions?.suppresses(Self.id, line: file.declarations[index].keyword.line) != true
            && !isExemptWitness(index, in: file)
    }

    /// Whether the declaration at `index` is a witness of a well-known protocol its type
    /// declares in the file, and the options leave witnesses alone.
    private func isExemptWitness(_ index: Int, in file: RuleContext) -> Bool {
        // The name first: reading the conformances costs a file's every inheritance clause.
        !witnesses && WellKnownWitnesses.isMemberName(file.declarations[index].name)
            && WellKnownWitnesses.protocolWitnessed(by: file.declarations[index].name, among: file.declaredConformances(ofParentOf: index)) != nil
    }

    /// Whether a documented `declaration` needs an example: a visible function of the audited
    /// kinds, unless an exempt protocol requirement or override.
    @inline(__always)
    package func requiresExample(_ declaration: borrowing Declaration) -> Bool {
        kinds.contains(declaration.kind) && declaration.visible
            && (protocolRequirements || !declaration.isProtocolRequirement) && (overrides || !declaration.isOverride)
    }

    /// Whether `block` is a Swift example, under the configured heading if there is one.
    private func isExample(_ block: DocCodeBlocks.Block) -> Bool {
        block.isSwiftExample && (heading.isEmpty || block.heading.map { DocText.trim(String($0)) } == heading)
    }
}
