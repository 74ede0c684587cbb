import DocAuditCore

/// `example-unrelated`: a function's usage example that never names the function.
struct ExampleUnrelatedRule: Rule {
    static let id = "example-unrelated"
    static let defaultSeverity = Severity.warning
    static let description = LocalizedText(
        en: "A function's usage examples that never name it: a func by its base name (`callAsFunction` by a call of a value, `square(x)`), an init by its type's name, `init` or its attribute (`@Wrapper`), a subscript by a `[`, a macro by `#name` or `@name`. Often an example copied from a neighbour.",
        ko: "함수의 사용 예시가 그 함수를 한 번도 부르지 않음: func는 기본 이름(`callAsFunction`은 값의 호출, `square(x)`), init은 타입 이름, `init`이나 그 속성(`@Wrapper`), subscript는 `[`, macro는 `#이름`이나 `@이름`. 이웃 함수의 예시를 복사했을 때 흔합니다."
    )
    static let passingExamples = [
        RuleExample("/// Loads a user.\n///\n/// ```swift\n/// let user = try await repository.load(id: 7)\n/// ```\npublic func load(id: Int) async throws {}"),
        RuleExample("/// A user.\npublic struct User {\n    /// Creates a user.\n    ///\n    /// ```swift\n    /// let user = User(name: \"Kim\")\n    /// ```\n    public init(name: String) {}\n}"),
        RuleExample("/// A stored setting.\n@propertyWrapper\npublic struct Setting<Value> {\n    /// Reads the setting at `key`.\n    ///\n    /// ```swift\n    /// @Setting(\"volume\") var volume: Int\n    /// ```\n    public init(_ key: String) {}\n    public var wrappedValue: Value { fatalError() }\n}"),
        RuleExample("/// Adds vectors.\n///\n/// ```swift\n/// let sum = a + b\n/// ```\npublic func + (lhs: Vector, rhs: Vector) -> Vector { lhs }"),
        RuleExample("/// A function of the database.\npublic struct Function {\n    /// Applies the function.\n    ///\n    /// ```swift\n    /// let square = Function(\"square\")\n    /// let squared = square(score)\n    /// ```\n    public func callAsFunction(_ value: Int) -> Int { value }\n}"),
    ]
    static let firingExamples = [
        RuleExample("↓/// Saves a user.\n///\n/// ```swift\n/// let user = try await repository.load(id: 7)\n/// ```\npublic func save(_ user: User) async throws {}"),
        RuleExample("/// A user.\npublic struct User {\n    ↓/// Creates a user.\n    ///\n    /// ```swift\n    /// let user = makeUser()\n    /// ```\n    public init(name: String) {}\n}"),
    ]

    init(options: RuleOptions) {}

    func check(_ file: RuleContext) {
        let declarations = file.declarations
        for index in file.auditedWithDoc where Self.isFunction(declarations[index].kind) && declarations[index].isDocumented {
            // Unrelated when it has examples and none of them names it.
            let blocks = file.codeBlocks(of: index)
            guard blocks.contains(where: \.isSwiftExample), !blocks.contains(where: { $0.isSwiftExample && Self.names(declarations[index], in: $0.code) }),
                  let start = declarations[index].docStart else { continue }
            file.report(Self.id, at: start, about: index, .unrelatedExample(of: declarations[index].name))
        }
    }

    private static func isFunction(_ kind: DeclarationKind) -> Bool {
        kind == .func || kind == .macro || kind == .`init` || kind == .subscript
    }

    /// Whether `code` names `declaration` in a token, as a call or a reference would. Names are
    /// compared as the source spells them, byte for byte, in place: every example of every
    /// function is read, also at each keystroke in an editor.
    static func names(_ declaration: borrowing Declaration, in code: Substring) -> Bool {
        let kind = declaration.kind
        // An init's type, found only for inits: the innermost scope's name ends with it.
        let typeName = kind == .`init` ? declaration.scope.map { Array(ScopeNames.last(of: $0.name).utf8) } ?? [] : []
        var previous: (piece: CodePiece, end: Int)?
        var code = code
        // The base name read in place: made into an array, it cost as much as reading the example.
        var name = declaration.name
        return code.withUTF8 { bytes in
            name.withUTF8 { name in
                let baseName = unticked(UnsafeBufferPointer(rebasing: name[..<(name.firstIndex(of: UInt8(ascii: "(")) ?? name.count)]))
                // `callAsFunction` is called by calling a value: `square(x)`, an opening
                // parenthesis right after a name or a closing bracket.
                let callsValues = kind == .func && baseName.elementsEqual("callAsFunction".utf8)
                return typeName.withUnsafeBufferPointer { typeName in
                    CodePieces.forEach(in: bytes) { piece, start, end in
                        let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
                        defer { previous = (piece, end) }
                        if callsValues, piece == .opening, text.first == UInt8(ascii: "("), let previous, previous.end == start,
                           previous.piece == .identifier || previous.piece == .closing && bytes[previous.end - 1] != UInt8(ascii: "}") {
                            return false
                        }
                        let named = switch (kind, piece) {
                        case (.subscript, .opening): text.first == UInt8(ascii: "[")
                        case (.`init`, .identifier): text.elementsEqual("init".utf8) || ByteSearch.equal(text, typeName)
                        // A property wrapper's init is called by its attribute: `@Dependency(\.date) var date`.
                        case (.`init`, .attribute): !text.isEmpty && ByteSearch.equal(UnsafeBufferPointer(rebasing: text.dropFirst()), typeName)
                        case (.macro, .pound), (.macro, .attribute): !text.isEmpty && ByteSearch.equal(UnsafeBufferPointer(rebasing: text.dropFirst()), baseName)
                        // A func named by an operator is called by it.
                        case (.func, .identifier), (.func, .operator): ByteSearch.equal(text, baseName)
                        default: false
                        }
                        return !named
                    } == .stopped
                }
            }
        }
    }

    /// `name` without the backticks around it, if any.
    private static func unticked(_ name: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard name.count >= 2, name.first == UInt8(ascii: "`"), name.last == UInt8(ascii: "`") else { return name }
        return UnsafeBufferPointer(rebasing: name[1..<name.count - 1])
    }
}
