import DocAuditCore
import CCmark
import DocAuditCheck

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// A borrowed view of one node of a cmark tree, with the few operations the site needs.
///
/// The tree belongs to its ``MarkdownTree``; a node is valid while the tree lives.
struct CmarkNode: Hashable {
    let pointer: OpaquePointer

    var type: cmark_node_type { cmark_node_get_type(pointer) }
    var firstChild: CmarkNode? { cmark_node_first_child(pointer).map(CmarkNode.init) }
    var next: CmarkNode? { cmark_node_next(pointer).map(CmarkNode.init) }
    var parent: CmarkNode? { cmark_node_parent(pointer).map(CmarkNode.init) }
    var children: [CmarkNode] {
        var result: [CmarkNode] = []
        var child = firstChild
        while let node = child {
            result.append(node)
            child = node.next
        }
        return result
    }

    /// The text of a text, code, code block or HTML node.
    var literal: String {
        get { cmark_node_get_literal(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { _ = cmark_node_set_literal(pointer, newValue) }
    }

    var url: String { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }
    var fenceInfo: String { cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? "" }
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    var isOrderedList: Bool { cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST }
    var listStart: Int { Int(cmark_node_get_list_start(pointer)) }
    var isTightList: Bool { cmark_node_get_list_tight(pointer) != 0 }
    var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
    var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }

    /// For the custom blocks the site makes, the word stored in them (an aside's kind).
    var customTag: String { cmark_node_get_on_enter(pointer).map { String(cString: $0) } ?? "" }

    /// A new detached node; the caller links it into a tree or frees it.
    static func make(_ type: cmark_node_type) -> CmarkNode { CmarkNode(pointer: cmark_node_new(type)) }

    /// A new custom block carrying `tag`, which the renderer reads as an aside's kind.
    static func aside(_ tag: String) -> CmarkNode {
        let node = make(CMARK_NODE_CUSTOM_BLOCK)
        _ = cmark_node_set_on_enter(node.pointer, tag)
        return node
    }

    /// A new list shaped like this one (type, start, tightness), without items.
    func emptyCopyOfList() -> CmarkNode {
        let copy = CmarkNode.make(CMARK_NODE_LIST)
        _ = cmark_node_set_list_type(copy.pointer, cmark_node_get_list_type(pointer))
        _ = cmark_node_set_list_delim(copy.pointer, cmark_node_get_list_delim(pointer))
        _ = cmark_node_set_list_start(copy.pointer, cmark_node_get_list_start(pointer))
        _ = cmark_node_set_list_tight(copy.pointer, cmark_node_get_list_tight(pointer))
        return copy
    }

    func insertBefore(_ sibling: CmarkNode) { _ = cmark_node_insert_before(pointer, sibling.pointer) }
    func append(_ child: CmarkNode) { _ = cmark_node_append_child(pointer, child.pointer) }
    func unlink() { cmark_node_unlink(pointer) }

    /// Moves every child of `other` to the end of this node.
    func adoptChildren(of other: CmarkNode) {
        while let child = other.firstChild {
            child.unlink()
            append(child)
        }
    }

    /// Frees a node that is no longer in a tree, and everything under it.
    func free() { cmark_node_free(pointer) }
}

/// A Markdown document parsed by libcmark, owned until ``free()``.
struct MarkdownTree {
    let root: CmarkNode
    /// The DocC symbol links of the text, found as `check` finds them, in order.
    let links: [SymbolLink]
    /// The index in ``links`` of each code span that is one of them.
    private let linkOfCode: [CmarkNode: Int]

    /// Parses `text` as CommonMark in cmark's safe mode, recording source positions.
    init(_ text: String) {
        let bytes = Array(text.utf8)
        let options = CMARK_OPT_SAFE | CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8
        root = CmarkNode(pointer: bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, options) }
        })
        links = SymbolLink.links(in: text)
        linkOfCode = links.isEmpty ? [:] : CodeSpanMatcher(bytes: bytes, links: links).match(root)
    }

    /// The index in ``links`` of the link the code span `node` was written as; nil for plain code.
    func linkIndex(of node: CmarkNode) -> Int? { linkOfCode[node] }

    func free() { root.free() }
}

/// Pairs the code spans of a cmark tree with the symbol links `check` finds in the same text.
///
/// cmark's inline columns are wrong on continuation lines (indented, lazy, in a quote), but
/// its lines are right; so on each line, cmark's code spans are matched in order, by their
/// text, to the code spans `check`'s scan sees on that line, and a span that scan took for a
/// link is one. A span cmark parses otherwise (across lines, after a `\`) matches nothing and
/// stays code.
private struct CodeSpanMatcher {
    let lines: [ArraySlice<UInt8>]
    /// The index of each link by its line and column.
    let linkAt: [Position: Int]

    struct Position: Hashable {
        let line: Int
        let column: Int
    }

    init(bytes: [UInt8], links: [SymbolLink]) {
        lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var linkAt: [Position: Int] = [:]
        for (index, link) in links.enumerated() { linkAt[Position(line: link.line, column: link.column)] = index }
        self.linkAt = linkAt
    }

    /// The link index of each code span of the tree under `root` that is a link.
    func match(_ root: CmarkNode) -> [CmarkNode: Int] {
        let linkLines = Set(linkAt.keys.map(\.line))
        var spansByLine: [Int: [(text: String, column: Int)]] = [:]
        var nextByLine: [Int: Int] = [:]
        var result: [CmarkNode: Int] = [:]
        for node in codeNodes(root) {
            let line = node.startLine - 1
            guard linkLines.contains(line) else { continue }
            let spans = spansByLine[line] ?? codeSpans(lines[line])
            spansByLine[line] = spans
            guard let found = spans[nextByLine[line, default: 0]...].firstIndex(where: { $0.text == node.literal }) else { continue }
            nextByLine[line] = found + 1
            if let index = linkAt[Position(line: line, column: spans[found].column)] { result[node] = index }
        }
        return result
    }

    /// The code spans of the tree, in document order.
    private func codeNodes(_ root: CmarkNode) -> [CmarkNode] {
        var nodes: [CmarkNode] = []
        guard let iterator = cmark_iter_new(root.pointer) else { return nodes }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            let node = CmarkNode(pointer: cmark_iter_get_node(iterator))
            if event == CMARK_EVENT_ENTER, node.type == CMARK_NODE_CODE { nodes.append(node) }
        }
        return nodes
    }

    /// The code spans of one line as `check`'s scan (``SymbolLink/links(in:)``) delimits them:
    /// a backtick run closed by the next run of its length. Each has the text cmark would give
    /// it and the column of its opening run.
    private func codeSpans(_ line: ArraySlice<UInt8>) -> [(text: String, column: Int)] {
        CodeSpan.spans(in: line).map { (Self.codeText(line[$0.content]), $0.opening - line.startIndex) }
    }

    /// cmark's text of a code span: one space stripped from each end when both ends have one
    /// and it is not all spaces.
    private static func codeText(_ bytes: ArraySlice<UInt8>) -> String {
        let space = UInt8(ascii: " ")
        guard bytes.count >= 2, bytes.first == space, bytes.last == space, bytes.contains(where: { $0 != space }) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self)
    }
}
