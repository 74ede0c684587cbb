import DocAuditCheck
import DocAuditCore
import DocAuditFix
import DocAuditRules

/// The code actions of one document: for each finding on the lines asked about, the fix its
/// rule attaches (a doc template for an undocumented declaration, a demoted doc comment, a
/// closed blank line) and a suppression comment; and one action that applies every safe fix
/// of the file. Each is a `WorkspaceEdit` for the document's version.
struct CodeActions {
    let document: TextDocument
    let workspace: Workspace
    let language: Language
    let encoding: PositionEncoding

    func actions(forLines lines: ClosedRange<Int>) -> [JSONValue] {
        let findings = workspace.diagnostics(in: document.path).filter { lines.overlaps($0.line...$0.endLine) }
        let fixable = workspace.fixableFindings(in: document.path, fixes: .scaffolding(language: language))
        var actions: [JSONValue] = []
        for finding in findings {
            for fixed in fixable where fixed.diagnostic.line == finding.line && fixed.diagnostic.column == finding.column && fixed.diagnostic.rule == finding.rule {
                actions.append(action(title: Self.title(of: fixed.fix.kind).in(language), kind: "quickfix", edits: fixed.fix.edits, about: finding, preferred: fixed.fix.kind != .scaffold))
            }
            actions.append(action(title: language == .ko ? "이 줄에서 \(finding.rule) 끄기" : "Disable \(finding.rule) for this line", kind: "quickfix",
                                  edits: [suppression(of: finding)], about: finding, preferred: false))
        }
        let safe = FixPlanner(language: language, scaffold: false).plan(fixable.filter { $0.fix.kind != .scaffold })
        if !safe.isEmpty {
            actions.append(action(title: language == .ko ? "이 파일의 docaudit 문제 모두 고치기" : "Fix all docaudit findings in this file", kind: "source.fixAll.docaudit",
                                  edits: safe.flatMap(\.edits), about: nil, preferred: false))
        }
        return actions
    }

    /// What an editor's menu calls a fix of `kind`: what it will do, where `docaudit fix` says
    /// what it did.
    static func title(of kind: FindingFix.Kind) -> LocalizedText {
        switch kind {
        case .demote: LocalizedText(en: "Turn the doc comment into a plain comment", ko: "문서 주석을 일반 주석으로 바꾸기")
        case .closeBlankLines: LocalizedText(en: "Close the blank lines between the doc comment and the declaration", ko: "문서 주석과 선언 사이의 빈 줄 없애기")
        case .scaffold: LocalizedText(en: "Add a documentation template", ko: "문서 템플릿 추가")
        }
    }

    /// `// docaudit:disable-next-line RULE -- reason` above the finding's declaration (above
    /// its doc comment, where a comment between the two would detach it), else above its line.
    private func suppression(of finding: Diagnostic) -> SourceEdit {
        var line = finding.line
        if let scanned = workspace.source(of: document.path)?.scanned,
           let declaration = scanned.declarations.first(where: { $0.keyword.line == finding.line || $0.docStart?.line == finding.line }) {
            line = min(declaration.docStart?.line ?? declaration.start.line, declaration.start.line)
        }
        let start = document.lineStarts[min(line, document.lineStarts.count) - 1]
        let indentation = document.bytes[start...].prefix { $0 == 0x20 || $0 == 0x09 }
        let comment = Array(indentation) + Array("// docaudit:disable-next-line \(finding.rule) -- reason\n".utf8)
        return SourceEdit(range: start..<start, replacement: comment)
    }

    private func action(title: String, kind: String, edits: [SourceEdit], about finding: Diagnostic?, preferred: Bool) -> JSONValue {
        let textEdits = edits.map { edit in
            JSONValue.object([
                ("range", .range(document.position(ofOffset: edit.range.lowerBound, encoding: encoding), document.position(ofOffset: edit.range.upperBound, encoding: encoding))),
                ("newText", .string(String(decoding: edit.replacement, as: UTF8.self))),
            ])
        }
        let change = JSONValue.object([
            ("textDocument", .object([("uri", .string(document.uri)), ("version", .int(document.version))])),
            ("edits", .array(textEdits)),
        ])
        var members: [(key: String, value: JSONValue)] = [("title", .string(title)), ("kind", .string(kind))]
        if let finding {
            let range = JSONValue.range(document.position(line: finding.line, column: finding.column, encoding: encoding),
                                        document.position(line: finding.endLine, column: finding.endColumn, encoding: encoding))
            members.append(("diagnostics", .array([.object([("range", range), ("code", .string(finding.rule)), ("source", .string("docaudit")), ("message", .string(finding.message))])])))
        }
        if preferred { members.append(("isPreferred", .bool(true))) }
        members.append(("edit", .object([("documentChanges", .array([change]))])))
        return .object(members)
    }
}
