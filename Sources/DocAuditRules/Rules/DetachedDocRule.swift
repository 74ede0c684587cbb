import DocAuditCore

/// `detached-doc`: doc comments that stand apart from what they document, or document nothing.
struct DetachedDocRule: Rule {
    static let id = "detached-doc"
    static let defaultSeverity = Severity.warning
    static let description = LocalizedText(
        en: "A doc comment that DocC attaches across a blank line or a plain comment, or one that documents nothing: before #if, before }, before import or a statement, at the end of the file, or an earlier group that a later one replaces.",
        ko: "빈 줄이나 일반 주석을 건너 선언에 붙는 문서화 주석, 또는 아무것도 문서화하지 않는 문서화 주석(#if 앞, } 앞, import나 문장 앞, 파일 끝, 뒤의 주석 묶음에 가려진 앞 묶음)."
    )
    static let passingExamples = [
        RuleExample("/// A user.\npublic struct User {}"),
        RuleExample("// MARK: - Models\n\n/// A user.\npublic struct User {}"),
        RuleExample("/// A user.\n// docaudit:disable-next-line missing-type-doc\npublic struct User {}"),
    ]
    static let firingExamples = [
        RuleExample("↓/// A user.\n\npublic struct User {}"),
        RuleExample("↓/// A user.\n// TODO: rename\npublic struct User {}"),
        RuleExample("↓/// Networking.\nimport Foundation"),
        RuleExample("↓/// Debug only.\n#if DEBUG\n/// A logger.\npublic struct Logger {}\n#endif"),
        RuleExample("/// A user.\npublic struct User {\n    /// A name.\n    public func rename() {}\n    ↓/// Left behind.\n}"),
        RuleExample("↓/// First draft.\n\n/// A user.\npublic struct User {}"),
    ]

    init(options: RuleOptions) {}

    func check(_ file: RuleContext) {
        let declarations = file.declarations
        for index in file.auditedWithDoc {
            // Most doc comments are adjacent: the declaration is only copied for the others.
            guard declarations[index].docSeparation != .adjacent, let doc = declarations[index].doc else { continue }
            let declaration = declarations[index]
            guard !Self.onlyDirectivesBetween(doc, declaration, in: file) else { continue }
            file.report(Self.id, at: doc.start, about: index,
                doc.separation == .blankLine ? .detachedAcrossBlankLine(of: declaration.name) : .detachedAcrossComment(of: declaration.name),
                // Across a plain comment, a person must judge what the comment is to the code.
                fix: doc.separation == .blankLine ? FindingFix.closingBlankLines(after: doc, before: declaration.start.offset, in: file.source) : nil
            )
        }
        for orphan in file.scanned.orphanDocs where file.auditsOrphan(at: orphan.doc.start.offset) {
            file.report(Self.id, at: orphan.doc.start, about: file.enclosingIndex(of: orphan.doc.start.offset), .documentsNothing(orphan.reason))
        }
    }

    /// `// docaudit:` directives between a doc comment and its declaration do not detach it.
    private static func onlyDirectivesBetween(_ doc: DocComment, _ declaration: Declaration, in file: RuleContext) -> Bool {
        guard doc.separation == .plainComment, doc.end < declaration.start.offset else { return false }
        let between = String(decoding: file.source[doc.end..<declaration.start.offset], as: UTF8.self)
        return Directive.onlyDirectives(Substring(between))
    }
}
