import DocAuditCore

// Unchecked access: the check's hot path reads declarations and doc text in place rather than copying them per rule; ranges trap in debug builds, where the tests run.

/// `example-unrelated`: a function's usage example that never names the function.
struct ExampleUnrelatedRule: Rule {
    static let id = "example-unrelated"
    static let defaultSeverity = Severity.warning
    static let description = LocalizedText(
        en: "A function's usage examples that never name it: a func by its base name, an init by its type's name or `init`, a subscript by a `[`, a macro by `#name` or `@name`. Often an example copied from a neighbour.",
        ko: "함수의 사용 예시가 그 함수를 한 번도 부르지 않음: func는 기본 이름, init은 타입 이름이나 `init`, subscript는 `[`, macro는 `#이름`이나 `@이름`. 이웃 함수의 예시를 복사했을 때 흔합니다."
    )
    static let passingExamples = [
        RuleExample("/// Loads a user.\n///\n/// ```swift\n/// let user = try await repository.load(id: 7)\n/// ```\npublic func load(id: Int) async throws {}"),
        RuleExample("/// A user.\npublic struct User {\n    /// Creates a user.\n    ///\n    /// ```swift\n    /// let user = User(name: \"Kim\")\n    /// ```\n    public init(name: String) {}\n}"),
        RuleExample("/// Adds vectors.\n///\n/// ```swift\n/// let sum = a + b\n/// ```\npublic func + (lhs: Vector, rhs: Vector) -> Vector { lhs }"),
    ]
    static let firingExamples = [
        RuleExample("↓/// Saves a user.\n///\n/// ```swift\n/// let user = try await repository.load(id: 7)\n/// ```\npublic func save(_ user: User) async throws {}"),
        RuleExample("/// A user.\npublic struct User {\n    ↓/// Creates a user.\n    ///\n    /// ```swift\n    /// let user = makeUser()\n    /// ```\n    public init(name: String) {}\n}"),
    ]

    init(options: RuleOptions) {}

    func check(_ file: FileContext) {
        // The examples are read where the cache keeps them, and the declarations lent through
        // a buffer: a filtered list or a copy of a declaration would cost more than the search.
        file.declarations.withUnsafeBufferPointer { declarations in
            for index in file.auditedWithDoc where Self.isFunction(declarations[index].kind) && declarations[index].isDocumented {
                // Unrelated when it has examples and none of them names it.
                let unrelated = file.withCodeBlocks(of: index) { spans, text in
                    var hasExample = false
                    for span in spans where span.isSwiftExample(in: text) {
                        if Self.names(declarations[index], in: UnsafeBufferPointer(rebasing: text[span.code])) { return false }
                        hasExample = true
                    }
                    return hasExample
                }
                guard unrelated, let start = declarations[index].docStart else { continue }
                let name = declarations[index].name
                file.report(Self.id, at: start, about: index,
                    en: "usage example of '\(name)' never uses it",
                    ko: "'\(name)'의 사용 예시가 이 선언을 사용하지 않습니다"
                )
            }
        }
    }

    private static func isFunction(_ kind: DeclarationKind) -> Bool {
        kind == .func || kind == .macro || kind == .`init` || kind == .subscript
    }

    /// Whether the code whose UTF-8 is `code` names `declaration` in a token, as a call or a
    /// reference would.
    static func names(_ declaration: borrowing Declaration, in code: UnsafeBufferPointer<UInt8>) -> Bool {
        // Compared as bytes: a name in backticks is the name, and examples are read token by token.
        var name = declaration.name
        // An init's type, found only for inits: splitting the scope costs more than the search.
        // The innermost scope's name ends with it, whatever encloses that scope.
        var typeName = declaration.kind == .`init` ? declaration.scope.map { SymbolIndex.lastComponent(ofScope: $0.name) } ?? "" : ""
        let kind = declaration.kind
        return name.withUTF8 { name in
            let baseName = unticked(UnsafeBufferPointer(rebasing: name.prefix { $0 != UInt8(ascii: "(") }))
            return typeName.withUTF8 { typeName in
                func isNamed(by piece: CodePiece, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
                    switch (kind, piece) {
                    case (.subscript, .opening): text.first == UInt8(ascii: "[")
                    case (.`init`, .identifier): ByteSearch.equal(text, initKeyword) || ByteSearch.equal(text, typeName)
                    case (.macro, .pound), (.macro, .attribute): ByteSearch.equal(UnsafeBufferPointer(rebasing: text.dropFirst()), baseName)
                    // A func named by an operator is called by it.
                    case (.func, .identifier), (.func, .operator): ByteSearch.equal(text, baseName)
                    default: false
                    }
                }
                // Read until a piece names it: examples are mostly plain code, read without the lexer.
                return CodePieces.forEach(in: code) { piece, start, end in !isNamed(by: piece, UnsafeBufferPointer(rebasing: code[start..<end])) } == .stopped
            }
        }
    }

    private static var initKeyword: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: StaticString("init").utf8Start, count: 4) }

    /// `name` without the backticks around it, if any.
    private static func unticked(_ name: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard name.count >= 2, name.first == UInt8(ascii: "`"), name.last == UInt8(ascii: "`") else { return name }
        return UnsafeBufferPointer(rebasing: name.dropFirst().dropLast())
    }
}
