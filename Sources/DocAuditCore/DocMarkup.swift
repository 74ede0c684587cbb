/// A fenced code block of a doc comment.
public struct DocCodeBlock: Sendable, Hashable {
    /// The info string after the fence, trimmed (`swift`, or empty).
    public var info: String
    /// The code between the fences.
    public var code: String
    /// The 0-based index, in the doc text's lines, of the opening fence.
    public var lineIndex: Int
    /// The heading (its text, without `#`) that the block stands under, if any.
    public var heading: String?

    /// Whether this block is a Swift usage example: its info string is empty or `swift`.
    public var isSwiftExample: Bool {
        let language = info.split(separator: " ").first.map(String.init) ?? ""
        return language.isEmpty || language == "swift"
    }
}

/// One DocC field: `- Parameter x:`, a `- Parameters:` item, `- Returns:`, `- Throws:` or a
/// callout such as `- Note:`.
public struct DocField: Sendable, Hashable {
    /// The field's tag, lowercased: `parameter`, `returns`, `throws`, `note`, `warning`, …
    public var tag: String
    /// The parameter name for `parameter` fields; empty otherwise.
    public var name: String
    /// The field's text, continuation lines included.
    public var text: String
    /// The 0-based index, in the doc text's lines, where the field starts.
    public var lineIndex: Int
}

/// The DocC structure of a doc comment's text, read line by line the way DocC reads it.
///
/// ```swift
/// let markup = DocMarkup(text: "Loads a user.\n\n- Parameter id: The user's id.")
/// markup.summary          // "Loads a user."
/// markup.parameters[0]    // DocField(tag: "parameter", name: "id", …)
/// ```
public struct DocMarkup: Sendable {
    /// The callout tags DocC renders as asides.
    public static let calloutTags: Set<String> = [
        "attention", "author", "authors", "bug", "complexity", "copyright", "date", "experiment",
        "important", "invariant", "mutatingvariant", "nonmutatingvariant", "note", "postcondition",
        "precondition", "remark", "remarks", "requires", "seealso", "since", "tip", "todo", "version",
        "warning",
    ]

    /// The first paragraph, its lines joined by spaces.
    public var summary: String = ""
    /// Documented parameters, from `- Parameter x:` and `- Parameters:` items, in order.
    public var parameters: [DocField] = []
    /// The `- Returns:` fields.
    public var returns: [DocField] = []
    /// The `- Throws:` fields.
    public var throwsFields: [DocField] = []
    /// The callouts (`- Note:`, `- Warning:`, …), in order.
    public var callouts: [DocField] = []
    /// The fenced code blocks, in order.
    public var codeBlocks: [DocCodeBlock] = []

    /// Whether the text holds a usage example: a fenced block whose info string is empty or
    /// `swift`.
    public var hasUsageExample: Bool { codeBlocks.contains { $0.isSwiftExample } }

    /// Reads `text`.
    public init(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var summaryLines: [String] = []
        var summaryDone = false
        var heading: String?
        var fence: (marker: Character, length: Int, info: String, start: Int)?
        var fenceBody: [Substring] = []
        var inParameters = false
        var openField: (kind: FieldList, field: DocField)?
        var blankSinceField = false

        func closeField() {
            guard let (kind, field) = openField else { return }
            switch kind {
            case .parameters: parameters.append(field)
            case .returns: returns.append(field)
            case .throws: throwsFields.append(field)
            case .callouts: callouts.append(field)
            }
            openField = nil
        }
        func open(_ kind: FieldList, _ field: DocField) {
            closeField()
            openField = (kind, field)
            blankSinceField = false
        }

        for (index, line) in lines.enumerated() {
            if let open = fence {
                if DocMarkup.closesFence(line, marker: open.marker, length: open.length) {
                    codeBlocks.append(DocCodeBlock(info: open.info, code: fenceBody.joined(separator: "\n"), lineIndex: open.start, heading: heading))
                    fence = nil
                    fenceBody = []
                } else {
                    fenceBody.append(line)
                }
                continue
            }
            let trimmed = DocText.trim(line)
            if let opening = DocMarkup.opensFence(line) {
                closeField()
                summaryDone = true
                fence = (opening.marker, opening.length, opening.info, index)
                continue
            }
            if trimmed.isEmpty {
                if !summaryLines.isEmpty { summaryDone = true }
                blankSinceField = true
                continue
            }
            if trimmed.hasPrefix("#") {
                closeField()
                summaryDone = true
                heading = DocText.trim(trimmed.drop { $0 == "#" })
                continue
            }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            if let item = DocMarkup.listItem(trimmed) {
                if indent >= 2, inParameters, let (name, rest) = DocMarkup.splitField(item) {
                    open(.parameters, DocField(tag: "parameter", name: name, text: rest, lineIndex: index))
                    continue
                }
                if indent < 2, let (tag, rest) = DocMarkup.splitField(item) {
                    closeField()
                    summaryDone = true
                    inParameters = false
                    let lower = tag.lowercased()
                    let words = lower.split(separator: " ", maxSplits: 1)
                    if lower == "parameters" {
                        inParameters = true
                    } else if words.count == 2, words[0] == "parameter" {
                        let name = String(tag.split(separator: " ", maxSplits: 1)[1])
                        open(.parameters, DocField(tag: "parameter", name: DocText.trim(name), text: rest, lineIndex: index))
                    } else if lower == "returns" || lower == "return" {
                        open(.returns, DocField(tag: "returns", name: "", text: rest, lineIndex: index))
                    } else if lower == "throws" || lower == "throw" {
                        open(.throws, DocField(tag: "throws", name: "", text: rest, lineIndex: index))
                    } else if DocMarkup.calloutTags.contains(lower.replacingOccurrences(of: " ", with: "")) {
                        open(.callouts, DocField(tag: lower.replacingOccurrences(of: " ", with: ""), name: "", text: rest, lineIndex: index))
                    }
                    continue
                }
            }
            if case (let kind, var field)? = openField, !blankSinceField || indent >= 2 {
                field.text += field.text.isEmpty ? trimmed : " " + trimmed
                openField = (kind, field)
                continue
            }
            closeField()
            if !summaryDone { summaryLines.append(trimmed) }
        }
        closeField()
        if let open = fence {
            // An unclosed fence runs to the end, as in CommonMark.
            codeBlocks.append(DocCodeBlock(info: open.info, code: fenceBody.joined(separator: "\n"), lineIndex: open.start, heading: heading))
        }
        summary = summaryLines.joined(separator: " ")
    }

    private enum FieldList { case parameters, returns, `throws`, callouts }

    /// The item text of a `-`, `*` or `+` list line, or nil.
    static func listItem(_ trimmed: String) -> Substring? {
        guard let first = trimmed.first, first == "-" || first == "*" || first == "+" else { return nil }
        let rest = trimmed.dropFirst()
        guard rest.first == " " || rest.first == "\t" else { return nil }
        return rest.drop { $0 == " " || $0 == "\t" }
    }

    /// Splits `Tag: text` at its first colon; the tag must be a word or two.
    static func splitField(_ item: Substring) -> (String, String)? {
        guard let colon = item.firstIndex(of: ":") else { return nil }
        let tag = DocText.trim(item[item.startIndex..<colon])
        guard !tag.isEmpty, tag.split(separator: " ").count <= 2,
              !tag.contains("`") else { return nil }
        return (tag, DocText.trim(item[item.index(after: colon)...]))
    }

    /// The fence of a line that opens a fenced code block, as CommonMark reads it.
    static func opensFence(_ line: Substring) -> (marker: Character, length: Int, info: String)? {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard let marker = rest.first, marker == "`" || marker == "~" else { return nil }
        let length = rest.prefix { $0 == marker }.count
        guard length >= 3 else { return nil }
        let info = DocText.trim(rest.dropFirst(length))
        if marker == "`", info.contains("`") { return nil }
        return (marker, length, info)
    }

    static func closesFence(_ line: Substring, marker: Character, length: Int) -> Bool {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return false }
        let rest = line.dropFirst(indent)
        let count = rest.prefix { $0 == marker }.count
        return count >= length && DocText.trim(rest.dropFirst(count)).isEmpty
    }
}
