// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

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
        var info = info
        return info.withUTF8 { Self.isSwift(info: $0) }
    }

    /// Whether the code is only white space: an example left to be written.
    public var isBlank: Bool { code.utf8.allSatisfy(DocText.isWhitespace) }

    /// Whether a trimmed info string marks a Swift example: it is empty, or its first word is
    /// `swift` (it is `swift` or starts `swift `). No splitting: every audited doc comment's
    /// blocks are asked.
    static func isSwift<Info: Collection<UInt8>>(info: Info) -> Bool where Info.Index == Int {
        guard !info.isEmpty else { return true }
        let start = info.startIndex
        guard info.count >= 5, info[start] == UInt8(ascii: "s"), info[start + 1] == UInt8(ascii: "w"), info[start + 2] == UInt8(ascii: "i"),
              info[start + 3] == UInt8(ascii: "f"), info[start + 4] == UInt8(ascii: "t") else { return false }
        return info.count == 5 || info[start + 5] == UInt8(ascii: " ")
    }
}

/// Where a fenced code block lies in a doc comment's text, as byte ranges: what a
/// ``DocCodeBlock`` holds as strings, for readers of the bytes, which need no string made.
public struct DocCodeSpan: Sendable, Hashable {
    /// The info string after the fence, trimmed.
    public var info: Range<Int>
    /// The code between the fences; empty when there is none.
    public var code: Range<Int>
    /// The 0-based index, in the text's lines, of the opening fence.
    public var lineIndex: Int
    /// The heading (its text, without `#`, trimmed) that the block stands under, if any.
    public var heading: Range<Int>?

    /// Whether the block is a Swift usage example, as ``DocCodeBlock/isSwiftExample`` tells,
    /// its bytes read in `text`.
    ///
    /// ```swift
    /// let examples = spans.filter { $0.isSwiftExample(in: text) }
    /// ```
    public func isSwiftExample(in text: UnsafeBufferPointer<UInt8>) -> Bool {
        DocCodeBlock.isSwift(info: text[info])
    }

    /// Whether the code is only white space, as ``DocCodeBlock/isBlank`` tells, its bytes read
    /// in `text`.
    ///
    /// ```swift
    /// let unwritten = spans.contains { $0.isSwiftExample(in: text) && $0.isBlank(in: text) }
    /// ```
    public func isBlank(in text: UnsafeBufferPointer<UInt8>) -> Bool {
        text[code].allSatisfy(DocText.isWhitespace)
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
    /// The 0-based lines of the `- Parameters:` items, whose nested items name parameters.
    public var parameterLists: [Int] = []
    /// The fenced code blocks, in order.
    public var codeBlocks: [DocCodeBlock] = []

    /// Whether the text holds a usage example: a fenced block whose info string is empty or
    /// `swift`.
    public var hasUsageExample: Bool { codeBlocks.contains { $0.isSwiftExample } }

    /// Reads `text`, line by line over its UTF-8 bytes: it runs for every doc comment `check`
    /// looks at, so it makes strings only of what it keeps.
    public init(text: String) {
        var text = text
        self = text.withUTF8 { DocMarkup(lines: DocLines($0)) }
    }

    private init(lines: DocLines) {
        var spans: [DocCodeSpan] = []
        var summaryLines: [String] = []
        FieldWalk.read(lines, keepingText: true, spans: &spans, summaryLine: { summaryLines.append(lines.string($0)) }) { kind, field in
            switch kind {
            case .parameterList: parameterLists.append(field.lineIndex)
            case .parameters: parameters.append(field)
            case .returns: returns.append(field)
            case .throws: throwsFields.append(field)
            case .callouts: callouts.append(field)
            }
        }
        codeBlocks = spans.map(lines.block)
        summary = summaryLines.joined(separator: " ")
    }

    /// The fenced code blocks of `text`, as ``codeBlocks`` holds them, read without the summary
    /// and fields: most rules ask only for the usage examples.
    ///
    /// ```swift
    /// let examples = DocMarkup.codeBlocks(in: doc.text).filter(\.isSwiftExample)
    /// ```
    public static func codeBlocks(in text: String) -> [DocCodeBlock] {
        var text = text
        return text.withUTF8 { bytes in
            var spans: [DocCodeSpan] = []
            codeBlockSpans(in: bytes, into: &spans)
            return spans.map(DocLines(bytes).block)
        }
    }

    /// Appends to `spans` the fenced code blocks of the text whose bytes are `text`, as
    /// ``codeBlocks(in:)`` finds them, as byte ranges: a check reads every audited doc
    /// comment's blocks, and needs no string made of them.
    ///
    /// ```swift
    /// var spans: [DocCodeSpan] = []
    /// DocMarkup.codeBlockSpans(in: bytes, into: &spans)
    /// ```
    public static func codeBlockSpans(in text: UnsafeBufferPointer<UInt8>, into spans: inout [DocCodeSpan]) {
        let lines = DocLines(text)
        var blocks = CodeBlockReader()
        lines.forEach { line, index in _ = blocks.read(line, at: index, in: lines, into: &spans) }
        blocks.finish(into: &spans)
    }
}

/// What the DocC field rules check against a signature: the parameter names a doc comment's
/// fields document, in order, and whether it has `- Returns:` and `- Throws:` fields, read as
/// ``DocMarkup`` reads them but with no string made of anything else: the rules ask it of every
/// documented function.
///
/// ```swift
/// let fields = DocFields(text: "Loads.\n\n- Parameter id: The id.\n- Returns: A user.")
/// fields.parameterNames // ["id"]
/// fields.hasReturns     // true
/// ```
public struct DocFields: Sendable, Equatable {
    /// The documented parameters' names, from `- Parameter x:` and `- Parameters:` items.
    public var parameterNames: [String] = []
    /// Whether a `- Returns:` field is there.
    public var hasReturns = false
    /// Whether a `- Throws:` field is there.
    public var hasThrows = false

    /// No fields: a declaration without a doc comment's.
    ///
    /// ```swift
    /// let none = DocFields()
    /// ```
    public init() {}

    /// Reads the fields of the doc text whose bytes are `text`.
    ///
    /// ```swift
    /// let fields = Array(doc.text.utf8).withUnsafeBufferPointer(DocFields.init(reading:))
    /// ```
    public init(reading text: UnsafeBufferPointer<UInt8>) {
        var spans: [DocCodeSpan] = []
        FieldWalk.read(DocLines(text), keepingText: false, spans: &spans, summaryLine: { _ in }) { kind, field in
            switch kind {
            case .parameters: parameterNames.append(field.name)
            case .returns: hasReturns = true
            case .throws: hasThrows = true
            case .parameterList, .callouts: break
            }
        }
    }

    /// Reads the fields of `text`.
    ///
    /// ```swift
    /// DocFields(text: "- Throws: `IOError`.").hasThrows // true
    /// ```
    public init(text: String) {
        var text = text
        self = text.withUTF8(DocFields.init(reading:))
    }
}

/// The lists a field goes to; a `- Parameters:` item is reported as it opens, with no text.
private enum FieldList { case parameterList, parameters, returns, `throws`, callouts }

/// DocC's reading of a doc comment's lines into its first paragraph and its fields, shared by
/// ``DocMarkup`` and ``DocFields`` so that both find the same fields.
///
/// As DocC (`TaggedListItemExtractor` in swift-docc) takes them: fields are the items of
/// top-level lists; a parameter's name is the last word before the colon (`- Parameter x-y:`
/// names `x-y`); a `- Parameters:` item names parameters by the items of its own nested list,
/// not deeper ones, and ends where CommonMark ends it: at the next top-level item, or at a line
/// out of the list's indentation after a blank line, a fence or a heading.
private enum FieldWalk {
    /// Reads `lines`: `summaryLine` gets each line of the first paragraph, `field` each field
    /// as it closes, and `spans` the fenced code blocks. Without `keepingText`, a field's text
    /// is left empty and callouts are not told from other tags: the fields either way end in the
    /// same places, as any top-level item ends the field before it.
    static func read(_ lines: DocLines, keepingText: Bool, spans: inout [DocCodeSpan], summaryLine: (Range<Int>) -> Void,
                     field report: (FieldList, DocField) -> Void) {
        var blocks = CodeBlockReader()
        var summaryStarted = false
        var summaryDone = false
        /// The indentation of a `- Parameters:` item's first nested item while one is open (0
        /// before its first): items indented two more than it are a parameter's own content.
        var parameterIndent: Int?
        var openField: (kind: FieldList, field: DocField)?
        var blankSinceField = false

        func closeField() {
            guard let (kind, field) = openField else { return }
            report(kind, field)
            openField = nil
        }
        func open(_ kind: FieldList, _ field: DocField) {
            closeField()
            openField = (kind, field)
            blankSinceField = false
        }
        func text(_ range: Range<Int>) -> String {
            keepingText ? lines.string(range) : ""
        }

        lines.forEach { line, index in
            switch blocks.read(line, at: index, in: lines, into: &spans) {
            case .code:
                return
            case .fence, .heading:
                closeField()
                summaryDone = true
                if lines.indent(of: line) < 2 { parameterIndent = nil }
                return
            case .text:
                break
            }
            let content = lines.trimmed(line)
            if content.isEmpty {
                if summaryStarted { summaryDone = true }
                blankSinceField = true
                return
            }
            let indent = content.lowerBound - line.lowerBound
            if indent < 2, let item = lines.listItem(content) {
                // A top-level item ends the item before it, and a `- Parameters:` list.
                summaryDone = true
                parameterIndent = nil
                closeField()
                guard let (tagRange, restRange) = lines.splitField(item) else { return }
                let lastSpace = lines.bytes[tagRange].lastIndex(of: UInt8(ascii: " "))
                if lines.isWord("parameters", tagRange) {
                    parameterIndent = 0
                    report(.parameterList, DocField(tag: "parameters", name: "", text: "", lineIndex: index))
                } else if let lastSpace, lines.startsWithWord("parameter", tagRange) {
                    open(.parameters, DocField(tag: "parameter", name: lines.string(lastSpace + 1..<tagRange.upperBound), text: text(restRange), lineIndex: index))
                } else if lines.isWord("returns", tagRange) || lines.isWord("return", tagRange) {
                    open(.returns, DocField(tag: "returns", name: "", text: text(restRange), lineIndex: index))
                } else if lines.isWord("throws", tagRange) || lines.isWord("throw", tagRange) {
                    open(.throws, DocField(tag: "throws", name: "", text: text(restRange), lineIndex: index))
                } else if keepingText, lines.words(in: tagRange) <= 2,
                          case let callout = lines.string(tagRange).lowercased().filter({ $0 != " " }), DocMarkup.calloutTags.contains(callout) {
                    open(.callouts, DocField(tag: callout, name: "", text: text(restRange), lineIndex: index))
                }
                return
            }
            if let listIndent = parameterIndent, listIndent == 0 || indent < listIndent + 2,
               let item = lines.listItem(content), let (tagRange, restRange) = lines.splitField(item) {
                if listIndent == 0 { parameterIndent = indent }
                let lastSpace = lines.bytes[tagRange].lastIndex(of: UInt8(ascii: " "))
                let name = lastSpace.map { $0 + 1..<tagRange.upperBound } ?? tagRange
                open(.parameters, DocField(tag: "parameter", name: lines.string(name), text: text(restRange), lineIndex: index))
                return
            }
            if case (let kind, var field)? = openField, !blankSinceField || indent >= 2 {
                if keepingText {
                    let more = lines.string(content)
                    field.text += field.text.isEmpty ? more : " " + more
                    openField = (kind, field)
                }
                return
            }
            closeField()
            // Past a blank line, a line out of the list's indentation ends the list.
            if indent < 2, blankSinceField { parameterIndent = nil }
            if !summaryDone {
                summaryStarted = true
                summaryLine(content)
            }
        }
        closeField()
        blocks.finish(into: &spans)
    }
}

/// The fenced code blocks of a text, read line by line with the headings they stand under.
private struct CodeBlockReader {
    /// What a line is, for the code blocks.
    enum Line {
        /// A line inside a fenced block, or its closing fence.
        case code
        /// An opening fence.
        case fence
        /// A `#` heading.
        case heading
        /// Any other line.
        case text
    }

    private var heading: Range<Int>?
    /// The open fence, in plain values that cost nothing to keep up line by line: its marker
    /// (0 while none is open) and length, the range of its info string, its line index, and
    /// the bytes its code lines span so far: they stand together in the text, so the code is
    /// one slice of it, not a string built line by line.
    private var fenceMarker: UInt8 = 0
    private var fenceLength = 0
    private var fenceInfo = 0..<0
    private var fenceLine = 0
    /// Where the first code line starts (-1 before it) and the last one ends.
    private var codeStart = -1
    private var codeEnd = 0

    /// Reads the line at `index` of `lines`, appending to `spans` a block it closes.
    mutating func read(_ line: Range<Int>, at index: Int, in lines: DocLines, into spans: inout [DocCodeSpan]) -> Line {
        if fenceMarker != 0 {
            if lines.closesFence(line, marker: fenceMarker, length: fenceLength) {
                closeFence(into: &spans)
            } else {
                if codeStart < 0 { codeStart = line.lowerBound }
                codeEnd = line.upperBound
            }
            return .code
        }
        if let opening = CodeFence.opening(lines.bytes[line]) {
            (fenceMarker, fenceLength, fenceInfo, fenceLine, codeStart) = (opening.marker, opening.length, opening.info, index, -1)
            return .fence
        }
        guard let title = lines.headingTitle(line) else { return .text }
        heading = title
        return .heading
    }

    /// Appends to `spans` a block still open at the end: it runs to the end, as in CommonMark.
    mutating func finish(into spans: inout [DocCodeSpan]) {
        if fenceMarker != 0 { closeFence(into: &spans) }
    }

    private mutating func closeFence(into spans: inout [DocCodeSpan]) {
        spans.append(DocCodeSpan(info: fenceInfo, code: codeStart < 0 ? 0..<0 : codeStart..<codeEnd, lineIndex: fenceLine, heading: heading))
        fenceMarker = 0
    }
}

/// The lines of a doc comment's text as byte ranges, with the line-level reading DocC and
/// CommonMark need: trimming, list items, `Tag: text` fields and code fences.
private struct DocLines {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Calls `body` with each line (without its line break) and its 0-based index.
    func forEach(_ body: (Range<Int>, Int) -> Void) {
        var start = 0
        var index = 0
        while let end = ByteSearch.firstIndex(of: 0x0A, in: bytes, from: start) {
            body(start..<end, index)
            start = end + 1
            index += 1
        }
        body(start..<bytes.count, index)
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The block `span` marks in these lines' text, its parts made strings.
    func block(_ span: DocCodeSpan) -> DocCodeBlock {
        DocCodeBlock(info: string(span.info), code: string(span.code), lineIndex: span.lineIndex, heading: span.heading.map(string))
    }

    func trimmed(_ range: Range<Int>) -> Range<Int> {
        CodeFence.trimmed(bytes[range])
    }

    /// The item text of a `-`, `*` or `+` list line (given trimmed), or nil.
    func listItem(_ content: Range<Int>) -> Range<Int>? {
        guard content.count >= 2 else { return nil }
        let marker = bytes[content.lowerBound]
        guard marker == UInt8(ascii: "-") || marker == UInt8(ascii: "*") || marker == UInt8(ascii: "+"),
              CodeFence.isSpace(bytes[content.lowerBound + 1]) else { return nil }
        return trimmed(content.lowerBound + 1..<content.upperBound)
    }

    /// Splits `Tag: text` at its first colon into the trimmed tag and text; the tag holds no
    /// code (DocC finds the colon in the item's first text, which a code span would end).
    func splitField(_ item: Range<Int>) -> (tag: Range<Int>, text: Range<Int>)? {
        guard let colon = bytes[item].firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let tagRange = trimmed(item.lowerBound..<colon)
        guard !tagRange.isEmpty, !bytes[tagRange].contains(UInt8(ascii: "`")) else { return nil }
        return (tagRange, trimmed(colon + 1..<item.upperBound))
    }

    /// The title of the ATX heading `line` is, as CommonMark reads one: up to three spaces, one
    /// to six `#`, then white space or the line's end; the title is trimmed, without a closing
    /// run of `#` after white space. Nil when the line is no heading (`#tag`, `#######`).
    func headingTitle(_ line: Range<Int>) -> Range<Int>? {
        let start = trimmed(line).lowerBound
        guard start - line.lowerBound <= 3 else { return nil }
        var marks = start
        while marks < line.upperBound, bytes[marks] == UInt8(ascii: "#") { marks += 1 }
        guard (1...6).contains(marks - start), marks == line.upperBound || CodeFence.isSpace(bytes[marks]) else { return nil }
        let title = trimmed(marks..<line.upperBound)
        var end = title.upperBound
        while end > title.lowerBound, bytes[end - 1] == UInt8(ascii: "#") { end -= 1 }
        return end == title.lowerBound || CodeFence.isSpace(bytes[end - 1]) ? trimmed(title.lowerBound..<end) : title
    }

    /// How many spaces and tabs start `line`.
    func indent(of line: Range<Int>) -> Int {
        trimmed(line).lowerBound - line.lowerBound
    }

    /// How many words, parted by spaces, `range` holds: counted over its bytes, where splitting
    /// a `String` into words would walk its characters and make a string of each.
    func words(in range: Range<Int>) -> Int {
        var count = 0
        var inWord = false
        for index in range {
            let isSpace = bytes[index] == UInt8(ascii: " ")
            if !isSpace, !inWord { count += 1 }
            inWord = !isSpace
        }
        return count
    }

    /// Whether the bytes of `range` spell `word`, a lowercase ASCII word, in any case: as
    /// `lowercased()` would compare them (no letter beyond ASCII lowercases to one of the field
    /// tags' letters), with no string made.
    func isWord(_ word: StaticString, _ range: Range<Int>) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        for offset in 0..<range.count where bytes[range.lowerBound + offset] | 0x20 != word.utf8Start[offset] { return false }
        return true
    }

    /// Whether the first word of `range` (up to its first space) spells `word`, as
    /// ``isWord(_:_:)`` compares.
    func startsWithWord(_ word: StaticString, _ range: Range<Int>) -> Bool {
        let space = bytes[range].firstIndex(of: UInt8(ascii: " ")) ?? range.upperBound
        return isWord(word, range.lowerBound..<space)
    }

    func closesFence(_ line: Range<Int>, marker: UInt8, length: Int) -> Bool {
        CodeFence.closes(bytes[line], marker: marker, length: length)
    }
}
