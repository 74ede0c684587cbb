import DocAuditCore

// Unchecked access: the check's hot path reads declarations and doc text in place rather than copying them per rule; ranges trap in debug builds, where the tests run.

/// `placeholder-doc`: doc comments that still hold template text, such as the templates that
/// `docaudit fix --scaffold` inserts.
///
/// Scaffolding must never turn a failing check green: the template's `<#…#>` placeholders and
/// its empty usage example fail the check until someone writes real text.
struct PlaceholderDocRule: Rule {
    static let id = "placeholder-doc"
    static let defaultSeverity = Severity.error
    static let description = LocalizedText(
        en: "A doc comment that still holds template text: an editor placeholder such as <#Summary#> (what `docaudit fix --scaffold` inserts), or a usage example whose ```swift block is empty.",
        ko: "템플릿 텍스트가 남아 있는 문서화 주석: <#요약#> 같은 편집기 플레이스홀더(`docaudit fix --scaffold`가 넣는 것), 또는 ```swift 블록이 비어 있는 사용 예시."
    )
    static let passingExamples = [
        RuleExample("/// Formats a price.\n///\n/// ## Usage\n///\n/// ```swift\n/// format(1200)\n/// ```\npublic func format(_ price: Int) -> String { \"\" }"),
        RuleExample("/// Compares with `<`, and `#` marks a fragment.\npublic struct Anchor {}"),
        RuleExample("/// Replaces each `<#placeholder#>` of a template.\npublic struct Filler {}"),
    ]
    static let firingExamples = [
        RuleExample("↓/// <#Summary#>\npublic struct User {}"),
        RuleExample("/// A store.\npublic struct Store {\n    ↓/// <#요약#>\n    ///\n    /// ## 사용 예시\n    ///\n    /// ```swift\n    /// ```\n    public func save() {}\n}"),
        RuleExample("↓/// Formats a price.\n///\n/// ```swift\n///\n/// ```\npublic func format(_ price: Int) -> String { \"\" }"),
    ]

    init(options: RuleOptions) {}

    func check(_ file: FileContext) {
        let declarations = file.declarations
        for index in file.auditedWithDoc {
            guard let start = declarations[index].docStart else { continue }
            // The name is read only for a finding: this runs for every audited doc comment.
            if file.docBytes(of: index).contains(.placeholder), let placeholder = Self.firstPlaceholder(in: declarations[index].docText ?? "") {
                file.report(Self.id, at: start, about: index,
                    en: "doc comment of '\(declarations[index].name)' still holds the placeholder \(placeholder); write the real text",
                    ko: "'\(declarations[index].name)'의 문서화 주석에 플레이스홀더 \(placeholder)가 남아 있습니다. 실제 내용을 쓰세요"
                )
            } else if file.withCodeBlocks(of: index, { spans, text in spans.contains { $0.isSwiftExample(in: text) && $0.isBlank(in: text) } }) {
                file.report(Self.id, at: start, about: index,
                    en: "usage example of '\(declarations[index].name)' is empty; show how to call it",
                    ko: "'\(declarations[index].name)'의 사용 예시가 비어 있습니다. 호출하는 코드를 쓰세요"
                )
            }
        }
    }

    /// The first `<#…#>` editor placeholder on one line of `text`, if any. One written inside a
    /// code span is text about placeholders, not a placeholder.
    static func firstPlaceholder(in text: String) -> String? {
        // This runs on every audited doc comment, and most have no `<#` at all.
        guard ByteSearch.contains("<#", in: text) else { return nil }
        var text = text
        return text.withUTF8 { bytes -> String? in
            var index = 0
            var openSpan = 0
            while index + 1 < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    openSpan = 0
                } else if byte == UInt8(ascii: "`") {
                    var run = 1
                    while index + run < bytes.count, bytes[index + run] == UInt8(ascii: "`") { run += 1 }
                    openSpan = openSpan == 0 ? run : openSpan == run ? 0 : openSpan
                    index += run
                    continue
                } else if openSpan == 0, byte == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "#"),
                          let close = placeholderEnd(bytes, from: index) {
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[index...close]), as: UTF8.self)
                }
                index += 1
            }
            return nil
        }
    }

    /// The offset of the `>` closing a placeholder that opens at `open`, on the same line.
    private static func placeholderEnd(_ bytes: UnsafeBufferPointer<UInt8>, from open: Int) -> Int? {
        var close = open + 3
        while close < bytes.count, bytes[close] != 0x0A {
            if bytes[close - 1] == UInt8(ascii: "#"), bytes[close] == UInt8(ascii: ">") { return close }
            close += 1
        }
        return nil
    }
}
