import DocAuditCore

/// `multiline-parameters`: Rules.md's code style for parameter lists.
struct MultilineParametersRule: Rule {
    static let id = "multiline-parameters"
    static let defaultSeverity = Severity.off
    static let description = LocalizedText(
        en: "Rules.md's code style: a func or init declared with two or more parameters puts each on its own line, after the line of the opening parenthesis. Applies to every file that is not ignored, App included.",
        ko: "Rules.md의 코드 스타일: 매개변수가 2개 이상인 func, init은 여는 괄호 다음 줄부터 매개변수마다 줄을 바꿉니다. 제외(ignored) 파일이 아닌 모든 파일(App 포함)에 적용합니다."
    )
    static let passingExamples = [
        RuleExample("func example(\n    a: Int,\n    b: Int\n) -> Int { a + b }"),
        RuleExample("func single(a: Int) {}"),
    ]
    static let firingExamples = [
        RuleExample("↓func example(a: Int, b: Int) {}"),
        RuleExample("struct Point {\n    ↓init(\n        x: Int, y: Int\n    ) {}\n}", path: "App/Sources/Point.swift"),
    ]

    init(options: RuleOptions) {}

    static let layers: Set<Layer> = [.interface, .shared, .implementation, .app]

    func check(_ file: RuleContext) {
        // The declarations' fields are read in place: a copy of each costs a count per field.
        let declarations = file.declarations
        for index in declarations.indices where declarations[index].kind == .func || declarations[index].kind == .`init` {
            let parameters = declarations[index].parameters
            guard parameters.count >= 2 else { continue }
            let lines = parameters.map(\.line)
            guard lines[0] == declarations[index].keyword.line || Set(lines).count != lines.count else { continue }
            file.report(Self.id, at: declarations[index].keyword, about: index, .parametersSharingLines(function: declarations[index].name, count: lines.count))
        }
    }
}
