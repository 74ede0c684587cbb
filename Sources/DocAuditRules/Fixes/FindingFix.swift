import DocAuditCore

/// The fix a rule attaches to one of its findings: the edits that answer it and what they do.
/// `docaudit fix` applies them as they are; the same edits serve any tool that offers fixes.
public struct FindingFix: Sendable, Hashable {
    /// What a fix does to its subject. Of several fixes of one subject, the one of the first
    /// kind in this order is applied: a demoted doc comment needs no blank line closed.
    public enum Kind: Int, Sendable {
        /// The doc comment becomes a plain comment.
        case demote
        /// The blank lines between the doc comment and its declaration go.
        case closeBlankLines
        /// A doc template goes above an undocumented declaration: only with `fix --scaffold`,
        /// since a person must then write its text.
        case scaffold
    }

    public var kind: Kind
    /// The first byte of what the edits change: the doc comment, or the declaration that gets
    /// one. One fix is applied per subject.
    public var subject: Int
    public var edits: [SourceEdit]
    /// What the fix does, in both languages.
    public var summary: LocalizedText

    /// Creates a fix.
    ///
    /// ```swift
    /// let fix = FindingFix(kind: .demote, subject: doc.start.offset, edits: DocCommentEdits.demote(doc, in: source),
    ///                      summary: LocalizedText(en: "demoted", ko: "바꿨습니다"))
    /// ```
    public init(kind: Kind, subject: Int, edits: [SourceEdit], summary: LocalizedText) {
        self.kind = kind
        self.subject = subject
        self.edits = edits
        self.summary = summary
    }

    /// The fix that turns `doc` into a plain comment, keeping its text.
    ///
    /// ```swift
    /// let fix = FindingFix.demoting(declaration.doc!, in: file.source)
    /// ```
    public static func demoting(_ doc: DocComment, in source: [UInt8]) -> FindingFix {
        FindingFix(kind: .demote, subject: doc.start.offset, edits: DocCommentEdits.demote(doc, in: source), summary: Summaries.demoted)
    }

    /// The fix that removes the blank lines between `doc` and the declaration starting at
    /// `declarationStart`; nil when anything but white space stands between them.
    ///
    /// ```swift
    /// let fix = FindingFix.closingBlankLines(after: doc, before: declaration.start.offset, in: file.source)
    /// ```
    public static func closingBlankLines(after doc: DocComment, before declarationStart: Int, in source: [UInt8]) -> FindingFix? {
        DocCommentEdits.closeBlankLines(after: doc, before: declarationStart, in: source).map {
            FindingFix(kind: .closeBlankLines, subject: doc.start.offset, edits: [$0], summary: Summaries.closed)
        }
    }

    /// The fix that inserts `lines` as a doc template above `declaration`; nil when code stands
    /// before it on its line.
    ///
    /// ```swift
    /// let fix = FindingFix.scaffolding(DocTemplate(language: .en).lines(usageHeading: nil), above: declaration, in: source)
    /// ```
    public static func scaffolding(_ lines: [String], above declaration: Declaration, in source: [UInt8]) -> FindingFix? {
        DocTemplate.insertion(of: lines, above: declaration, in: source).map {
            FindingFix(kind: .scaffold, subject: declaration.doc?.start.offset ?? declaration.start.offset, edits: [$0], summary: Summaries.scaffolded)
        }
    }

    private enum Summaries {
        static let demoted = LocalizedText(en: "doc comment turned into a plain comment", ko: "문서화 주석을 일반 주석으로 바꿨습니다")
        static let closed = LocalizedText(en: "blank lines between the doc comment and its declaration removed", ko: "문서화 주석과 선언 사이의 빈 줄을 지웠습니다")
        static let scaffolded = LocalizedText(en: "doc template inserted; write its text", ko: "문서 템플릿을 넣었습니다. 내용을 쓰세요")
    }
}

/// Which fixes a check attaches to its findings: none in a plain check, the safe ones for
/// `docaudit fix`, and doc templates too with `--scaffold`.
public enum FixCollection: Sendable, Equatable {
    case none
    case safe
    /// Safe fixes and doc templates; the templates' text in the file's configured language,
    /// else in `language`.
    case scaffolding(language: Language)
}
