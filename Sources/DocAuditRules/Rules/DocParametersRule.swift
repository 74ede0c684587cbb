import DocAuditCore

/// `doc-parameters`: a documented function's `- Parameter` fields match its signature.
struct DocParametersRule: Rule {
    static let id = "doc-parameters"
    static let defaultSeverity = Severity.off
    static let description = LocalizedText(
        en: "A documented func, init, subscript or macro whose DocC parameter fields do not match its signature: each parameter documented once, by its internal name, and none that does not exist. Unnamed (_) parameters need none.",
        ko: "DocC 매개변수 필드가 시그니처와 맞지 않는 문서화된 func, init, subscript, macro: 매개변수마다 내부 이름으로 한 번씩 문서화하고, 없는 매개변수는 적지 않습니다. 이름 없는(_) 매개변수는 필요 없습니다."
    )
    static let passingExamples = [
        RuleExample("/// Moves a file.\n///\n/// - Parameters:\n///   - source: Where it is.\n///   - destination: Where it goes.\npublic func move(from source: String, to destination: String) {}"),
        RuleExample("/// Logs.\n///\n/// - Parameter message: The text.\npublic func log(_ message: String, _: Int) {}"),
    ]
    static let firingExamples = [
        RuleExample("/// Moves a file.\n///\n/// - Parameter from: Where it is.\npublic ↓func move(from source: String, to destination: String) {}"),
        RuleExample("/// Logs.\n///\n/// - Parameter message: The text.\n/// - Parameter message: Again.\npublic ↓func log(_ message: String) {}"),
    ]

    init(options: RuleOptions) {}

    func check(_ file: RuleContext) {
        let declarations = file.declarations
        DocFieldCheck.forEachFunction(in: file, kinds: DocFieldCheck.functions) { index, fields in
            let parameters = declarations[index].parameters
            let documented = fields.parameterNames
            // Read in place, with no list made until a problem is found: most documented
            // functions document each parameter once.
            let isParameter = { (name: String) in name != "_" && parameters.contains { $0.name == name } }
            var problems: [ParameterProblem] = []
            for parameter in parameters where parameter.name != "_" && !documented.contains(parameter.name) {
                problems.append(.undocumented(parameter.name))
            }
            for (position, name) in documented.enumerated() {
                if !isParameter(name) {
                    problems.append(.notAParameter(name))
                } else if documented[..<position].contains(name) {
                    problems.append(.documentedTwice(name))
                }
            }
            guard !problems.isEmpty else { return }
            file.report(Self.id, at: declarations[index].keyword, about: index, .parameterMismatch(function: declarations[index].name, problems: problems))
        }
    }
}

/// What the DocC field rules (`doc-parameters`, `doc-returns`, `doc-throws`) look at: the
/// documented functions among a file's audited declarations, with their doc's DocC fields.
enum DocFieldCheck {
    /// Every kind of function.
    static let functions = DeclarationKinds([.func, .`init`, .subscript, .macro])

    /// Calls `body` with the index of each documented, audited declaration of `kinds` in
    /// `file`, and its doc's fields.
    static func forEachFunction(in file: RuleContext, kinds: DeclarationKinds, _ body: (_ index: Int, DocFields) -> Void) {
        let declarations = file.declarations
        for index in file.auditedWithDoc where kinds.contains(declarations[index].kind) && declarations[index].isDocumented {
            body(index, file.docFields(of: index))
        }
    }

    /// Calls `body` with the index of each documented function of `kinds` in `file` whose doc
    /// has the field `field` tells of where its signature has no call for one, or lacks it where
    /// it has (as `signatureHas` tells), and with what the signature has.
    static func forEachMismatch(in file: RuleContext, kinds: DeclarationKinds, field: KeyPath<DocFields, Bool>, signatureHas: (Int) -> Bool,
                                _ body: (_ index: Int, _ signatureHas: Bool) -> Void) {
        forEachFunction(in: file, kinds: kinds) { index, fields in
            let has = signatureHas(index)
            if has != fields[keyPath: field] { body(index, has) }
        }
    }
}
