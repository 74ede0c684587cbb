import CCmark
import DocAuditCore

/// GitHub-flavoured pipe tables, which libcmark 0.30 parses as paragraphs: a paragraph whose
/// first line is a row of cells and whose second is a delimiter row (`| --- | :-: |`) becomes
/// a ``CustomBlock/table``, every line after them a row, as GFM reads it. Each cell's text
/// (split at unescaped `|`, `\|` kept as `|`) is parsed by cmark on its own, so its inline
/// content (code, emphasis, symbol and reference links) is rendered as anywhere else.
enum PipeTables {
    /// Replaces the table paragraphs under `root`, parsed from `text`; the symbol links of the
    /// cells join `linkCodes`, those of the paragraphs replaced leave it.
    static func build(in root: CmarkNode, text: String, linkCodes: inout Set<CmarkNode>) {
        guard text.utf8.contains(UInt8(ascii: "|")) else { return }
        let lines = text.lines
        var candidates: [CmarkNode] = []
        if let iterator = cmark_iter_new(root.pointer) {
            while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
                let node = CmarkNode(pointer: cmark_iter_get_node(iterator))
                if event == CMARK_EVENT_ENTER, node.type == CMARK_NODE_PARAGRAPH, node.lastLineIndex > node.lineIndex { candidates.append(node) }
            }
            cmark_iter_free(iterator)
        }
        var definitions: String?
        for paragraph in candidates {
            guard paragraph.lastLineIndex < lines.count else { continue }
            let rows = (paragraph.lineIndex...paragraph.lastLineIndex).map { index in
                contentOf(lines[index], column: paragraph.columnIndex, first: index == paragraph.lineIndex)
            }
            guard rows[0].contains("|") || rows[1].contains("|"), let alignments = delimiterRow(rows[1]) else { continue }
            let header = cells(rows[0])
            guard header.count == alignments.count else { continue }
            definitions = definitions ?? referenceDefinitions(lines)
            let table = CustomBlock.table.node
            for (position, row) in ([header] + rows.dropFirst(2).map(cells)).enumerated() {
                let rowNode = (position == 0 ? CustomBlock.headRow : CustomBlock.row).node
                for (column, alignment) in alignments.enumerated() {
                    let cell = CustomBlock.cell(header: position == 0, alignment: alignment).node
                    let line = paragraph.lineIndex + (position == 0 ? 0 : position + 1)
                    if column < row.count, let content = inlineContent(row[column], line: line, definitions: definitions ?? "", linkCodes: &linkCodes) {
                        cell.append(content)
                    }
                    rowNode.append(cell)
                }
                table.append(rowNode)
            }
            paragraph.insertBefore(table)
            paragraph.unlink()
            forget(paragraph, in: &linkCodes)
            paragraph.free()
        }
    }

    /// A paragraph line without its container's indentation or block-quote markers.
    private static func contentOf(_ line: Substring, column: Int, first: Bool) -> Substring {
        if first { return line.dropFirst(column) }
        var rest = line
        var dropped = 0
        while dropped < column, let character = rest.first, character == " " || character == ">" {
            rest = rest.dropFirst()
            dropped += 1
        }
        return rest
    }

    /// The alignments of a delimiter row, or nil when `line` is none.
    static func delimiterRow(_ line: Substring) -> [TableAlignment]? {
        var alignments: [TableAlignment] = []
        for cell in cells(line) {
            let left = cell.hasPrefix(":")
            let right = cell.hasSuffix(":") && cell.count > 1
            let dashes = cell.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return alignments.isEmpty ? nil : alignments
    }

    /// The cells of a row: split at each `|` no backslash escapes, the outer pipes and the
    /// white space around each cell dropped, `\|` made `|`.
    static func cells(_ line: Substring) -> [String] {
        var text = line.trimmingWhitespace
        if text.hasPrefix("|") { text = text.dropFirst() }
        if text.hasSuffix("|"), !text.hasSuffix("\\|") { text = text.dropLast() }
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in text {
            if character == "|", !escaped {
                cells.append(String(current.trimmingWhitespace))
                current = ""
                continue
            }
            if character == "|" { current.removeLast() }
            escaped = character == "\\" && !escaped
            current.append(character)
        }
        cells.append(String(current.trimmingWhitespace))
        return cells
    }

    /// The text's link reference definitions (`[#310]: https://…`), which a cell parsed on its
    /// own needs for its reference links.
    private static func referenceDefinitions(_ lines: [Substring]) -> String {
        lines.filter { line in
            let text = line.trimmingWhitespace
            guard text.hasPrefix("["), let close = text.firstIndex(of: "]") else { return false }
            return text[close...].hasPrefix("]:")
        }.joined(separator: "\n")
    }

    /// A cell's inline content as a detached paragraph; nil for an empty cell. Text that cmark
    /// would read as a block (`- `, `# `, `1.`) is escaped first; what still is no paragraph
    /// is kept as text. Led by a line feed for each line before its row, its nodes have the
    /// text's lines.
    private static func inlineContent(_ cell: String, line: Int, definitions: String, linkCodes: inout Set<CmarkNode>) -> CmarkNode? {
        guard !cell.isEmpty else { return nil }
        for attempt in [cell, escapingBlockStart(cell)] {
            let text = String(repeating: "\n", count: line) + attempt + (definitions.isEmpty ? "" : "\n\n" + definitions)
            let (root, codes) = MarkdownTree.parse(text, links: SymbolLink.links(in: text))
            defer { root.free() }
            // The definitions leave no node: a cell of inline content is one paragraph.
            guard let paragraph = root.firstChild, paragraph.type == CMARK_NODE_PARAGRAPH, paragraph.next == nil else { continue }
            paragraph.unlink()
            linkCodes.formUnion(codes)
            return paragraph
        }
        let paragraph = CmarkNode.make(CMARK_NODE_PARAGRAPH)
        let text = CmarkNode.make(CMARK_NODE_TEXT)
        text[.literal] = cell
        paragraph.append(text)
        return paragraph
    }

    /// `cell` with the character that would open a block escaped.
    private static func escapingBlockStart(_ cell: String) -> String {
        let digits = cell.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let next = cell.dropFirst(digits.count).first, next == "." || next == ")" {
            return digits + "\\" + cell.dropFirst(digits.count)
        }
        guard let first = cell.unicodeScalars.first, first.isASCII, first.properties.isPatternSyntax else { return cell }
        return "\\" + cell
    }

    /// Removes the code spans under `node` from `linkCodes`, before the node is freed.
    private static func forget(_ node: CmarkNode, in linkCodes: inout Set<CmarkNode>) {
        guard !linkCodes.isEmpty, let iterator = cmark_iter_new(node.pointer) else { return }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            linkCodes.remove(CmarkNode(pointer: cmark_iter_get_node(iterator)))
        }
    }
}

private extension StringProtocol {
    var trimmingWhitespace: SubSequence {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
