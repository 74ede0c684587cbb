import DocAuditCore

/// `example-syntax`: usage examples that are not even lexically well-formed Swift.
struct ExampleSyntaxRule: Rule {
    static let id = "example-syntax"
    static let defaultSeverity = Severity.warning
    static let description = LocalizedText(
        en: "A usage example (a ```swift or bare ``` block) that does not lex, or whose (), [] and {} do not balance. It catches examples cut short in editing; it does not compile them.",
        ko: "어휘 분석이 되지 않거나 (), [], {}의 짝이 맞지 않는 사용 예시(```swift 또는 정보 문자열 없는 ``` 블록). 편집 중 잘린 예시를 잡아내며, 컴파일하지는 않습니다."
    )
    static let passingExamples = [
        RuleExample("/// Loads.\n///\n/// ```swift\n/// let user = try await client.load(id: 42) { progress in print(progress) }\n/// ```\npublic func load() {}"),
        RuleExample("/// Shell usage.\n///\n/// ```sh\n/// make run (\n/// ```\npublic func run() {}"),
    ]
    static let firingExamples = [
        RuleExample("↓/// Loads.\n///\n/// ```swift\n/// client.load(id: 42\n/// ```\npublic func load(id: Int) {}"),
        RuleExample("↓/// Greets.\n///\n/// ```\n/// greet(\"hello)\n/// ```\npublic func greet(_ text: String) {}"),
    ]

    init(options: RuleOptions) {}

    func check(_ file: RuleContext) {
        let declarations = file.declarations
        for index in file.auditedWithDoc where declarations[index].isDocumented {
            // The first example with a problem.
            var problem: ExampleProblem?
            for block in file.codeBlocks(of: index) where block.isSwiftExample {
                problem = ExampleSyntax.problem(in: block.code)
                if problem != nil { break }
            }
            guard let problem, let start = declarations[index].docStart else { continue }
            file.report(Self.id, at: start, about: index, .malformedExample(of: declarations[index].name, problem: problem))
        }
    }
}
