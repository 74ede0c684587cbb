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
        // Over bytes: every audited doc comment's blocks are asked, and splitting made Strings.
        let language = info.utf8.drop { $0 == 0x20 }.prefix { $0 != 0x20 }
        return language.isEmpty || language.elementsEqual("swift".utf8)
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

    /// Reads `text`, line by line over its UTF-8 bytes: it runs for every doc comment `check`
    /// looks at, so it makes strings only of what it keeps.
    public init(text: String) {
        let bytes = Array(text.utf8)
        let lines = DocLines(bytes)
        var summaryLines: [String] = []
        var summaryDone = false
        var heading: String?
        var fence: (marker: UInt8, length: Int, info: String, start: Int)?
        var fenceBody: [Range<Int>] = []
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
        func closeFence(_ open: (marker: UInt8, length: Int, info: String, start: Int)) {
            let code = fenceBody.map { lines.string($0) }.joined(separator: "\n")
            codeBlocks.append(DocCodeBlock(info: open.info, code: code, lineIndex: open.start, heading: heading))
        }

        for (index, line) in lines.ranges.enumerated() {
            if let open = fence {
                if lines.closesFence(line, marker: open.marker, length: open.length) {
                    closeFence(open)
                    fence = nil
                    fenceBody = []
                } else {
                    fenceBody.append(line)
                }
                continue
            }
            let content = lines.trimmed(line)
            if let opening = lines.opensFence(line) {
                closeField()
                summaryDone = true
                fence = (opening.marker, opening.length, opening.info, index)
                continue
            }
            if content.isEmpty {
                if !summaryLines.isEmpty { summaryDone = true }
                blankSinceField = true
                continue
            }
            if bytes[content.lowerBound] == UInt8(ascii: "#") {
                closeField()
                summaryDone = true
                var title = content.lowerBound
                while title < content.upperBound, bytes[title] == UInt8(ascii: "#") { title += 1 }
                heading = lines.string(lines.trimmed(title..<content.upperBound))
                continue
            }
            let indent = content.lowerBound - line.lowerBound
            if let item = lines.listItem(content), let (tag, rest) = lines.splitField(item) {
                if indent >= 2, inParameters {
                    open(.parameters, DocField(tag: "parameter", name: tag, text: rest, lineIndex: index))
                    continue
                }
                if indent < 2 {
                    summaryDone = true
                    inParameters = false
                    let lower = tag.lowercased()
                    let words = tag.split(separator: " ", maxSplits: 1)
                    if lower == "parameters" {
                        closeField()
                        inParameters = true
                    } else if words.count == 2, words[0].lowercased() == "parameter" {
                        open(.parameters, DocField(tag: "parameter", name: String(words[1]), text: rest, lineIndex: index))
                    } else if lower == "returns" || lower == "return" {
                        open(.returns, DocField(tag: "returns", name: "", text: rest, lineIndex: index))
                    } else if lower == "throws" || lower == "throw" {
                        open(.throws, DocField(tag: "throws", name: "", text: rest, lineIndex: index))
                    } else if DocMarkup.calloutTags.contains(lower.filter { $0 != " " }) {
                        open(.callouts, DocField(tag: lower.filter { $0 != " " }, name: "", text: rest, lineIndex: index))
                    } else {
                        closeField()
                    }
                    continue
                }
            }
            if case (let kind, var field)? = openField, !blankSinceField || indent >= 2 {
                let more = lines.string(content)
                field.text += field.text.isEmpty ? more : " " + more
                openField = (kind, field)
                continue
            }
            closeField()
            if !summaryDone { summaryLines.append(lines.string(content)) }
        }
        closeField()
        if let open = fence {
            // An unclosed fence runs to the end, as in CommonMark.
            closeFence(open)
        }
        summary = summaryLines.joined(separator: " ")
    }

    private enum FieldList { case parameters, returns, `throws`, callouts }
}

/// The lines of a doc comment's text as byte ranges, with the line-level reading DocC and
/// CommonMark need: trimming, list items, `Tag: text` fields and code fences.
private struct DocLines {
    let bytes: [UInt8]
    let ranges: [Range<Int>]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var ranges: [Range<Int>] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            ranges.append(start..<offset)
            start = offset + 1
        }
        ranges.append(start..<bytes.count)
        self.ranges = ranges
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// The item text of a `-`, `*` or `+` list line (given trimmed), or nil.
    func listItem(_ content: Range<Int>) -> Range<Int>? {
        guard content.count >= 2 else { return nil }
        let marker = bytes[content.lowerBound]
        guard marker == UInt8(ascii: "-") || marker == UInt8(ascii: "*") || marker == UInt8(ascii: "+"),
              isSpace(bytes[content.lowerBound + 1]) else { return nil }
        return trimmed(content.lowerBound + 1..<content.upperBound)
    }

    /// Splits `Tag: text` at its first colon; the tag must be one or two words, no code.
    func splitField(_ item: Range<Int>) -> (String, String)? {
        guard let colon = bytes[item].firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let tagRange = trimmed(item.lowerBound..<colon)
        guard !tagRange.isEmpty, !bytes[tagRange].contains(UInt8(ascii: "`")) else { return nil }
        let tag = string(tagRange)
        guard tag.split(separator: " ").count <= 2 else { return nil }
        return (tag, string(trimmed(colon + 1..<item.upperBound)))
    }

    /// The fence of a line that opens a fenced code block, as CommonMark reads it.
    func opensFence(_ line: Range<Int>) -> (marker: UInt8, length: Int, info: String)? {
        var start = line.lowerBound
        while start < line.upperBound, bytes[start] == 0x20 { start += 1 }
        guard start - line.lowerBound <= 3, start < line.upperBound else { return nil }
        let marker = bytes[start]
        guard marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { return nil }
        var end = start
        while end < line.upperBound, bytes[end] == marker { end += 1 }
        guard end - start >= 3 else { return nil }
        let info = trimmed(end..<line.upperBound)
        if marker == UInt8(ascii: "`"), bytes[info].contains(marker) { return nil }
        return (marker, end - start, string(info))
    }

    func closesFence(_ line: Range<Int>, marker: UInt8, length: Int) -> Bool {
        var start = line.lowerBound
        while start < line.upperBound, bytes[start] == 0x20 { start += 1 }
        guard start - line.lowerBound <= 3 else { return false }
        var end = start
        while end < line.upperBound, bytes[end] == marker { end += 1 }
        return end - start >= length && trimmed(end..<line.upperBound).isEmpty
    }
}
