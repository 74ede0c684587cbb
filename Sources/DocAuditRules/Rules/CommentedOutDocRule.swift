import DocAuditCore

/// `commented-out-doc`: a doc comment every line of which starts with a fourth slash. The
/// compiler reads `////` as a doc comment (the text after the third slash becomes the
/// symbol's summary), but teams write it to comment code out: `//// public var title: String`
/// would document the declaration below and silence `missing-type-doc`. While this rule is on,
/// such lines are not the declaration's documentation.
struct CommentedOutDocRule: Rule {
    static let id = "commented-out-doc"
    static let defaultSeverity = Severity.warning
    static let description = LocalizedText(
        en: "A doc comment whose every line starts with //// : code commented out, which the compiler still attaches as documentation. The fix makes it a plain // comment; while the rule is on, those lines do not document the declaration.",
        ko: "모든 줄이 //// 로 시작하는 문서화 주석: 주석 처리한 코드인데 컴파일러는 문서화 주석으로 붙입니다. 수정은 일반 // 주석으로 바꾸며, 이 규칙이 켜져 있으면 그 줄은 선언의 문서화로 보지 않습니다."
    )
    static let passingExamples = [
        RuleExample("/// A user.\npublic struct User {}"),
        RuleExample("// // public var title: String\n/// A user.\npublic struct User {}"),
        RuleExample("/// A user.\n/// //// Not every line.\npublic struct User {}"),
    ]
    static let firingExamples = [
        RuleExample("↓//// public var title: String\npublic struct User {}"),
        RuleExample("/// A user.\npublic struct User {\n    ↓////    public func rename() {}\n    ////    public func reset() {}\n    public func load() {}\n}"),
    ]

    init(options: RuleOptions) {}

    func check(_ file: RuleContext) {
        let declarations = file.declarations
        for index in file.auditedWithDoc where Self.isCommentedOut(declarations[index], in: file.source) {
            guard let doc = declarations[index].doc else { continue }
            file.report(Self.id, at: doc.start, about: index, .commentedOutDoc(of: declarations[index].name), fix: FindingFix.demoting(doc, in: file.source))
        }
    }

    /// Whether the doc comment of `declaration` is `////` lines alone. Its first line's bytes
    /// tell most declarations apart without copying the comment.
    static func isCommentedOut(_ declaration: borrowing Declaration, in source: [UInt8]) -> Bool {
        guard let start = declaration.docStart?.offset, startsWithFourSlashes(at: start, in: source), let doc = declaration.doc else { return false }
        return doc.pieces.allSatisfy { !$0.isBlock && startsWithFourSlashes(at: $0.range.lowerBound, in: source) }
    }

    private static func startsWithFourSlashes(at offset: Int, in source: [UInt8]) -> Bool {
        offset + 4 <= source.count && source[offset..<(offset + 4)].allSatisfy { $0 == UInt8(ascii: "/") }
    }
}
