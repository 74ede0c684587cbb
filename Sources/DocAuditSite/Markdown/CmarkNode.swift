import DocAuditCore
import CCmark

// Unsafe: cmark is a C library; it parses the text's bytes through a pointer to them.

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

    /// The texts a node may carry, each with cmark's function that reads it and the one that
    /// writes it (a copy).
    enum Text {
        /// Of a text, code, code block or HTML node.
        case literal
        /// A link's or image's address and title.
        case url, title
        /// A fenced code block's info string.
        case fenceInfo

        var functions: (read: (OpaquePointer?) -> UnsafePointer<CChar>?, write: (OpaquePointer?, UnsafePointer<CChar>?) -> Int32) {
            switch self {
            case .literal: return (cmark_node_get_literal, cmark_node_set_literal)
            case .url: return (cmark_node_get_url, cmark_node_set_url)
            case .title: return (cmark_node_get_title, cmark_node_set_title)
            case .fenceInfo: return (cmark_node_get_fence_info, cmark_node_set_fence_info)
            }
        }
    }

    /// One of the node's texts; empty where it has none.
    subscript(text: Text) -> String {
        get { text.functions.read(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { _ = newValue.withCString { text.functions.write(pointer, $0) } }
    }

    var literal: String { self[.literal] }
    var url: String { self[.url] }
    var fenceInfo: String { self[.fenceInfo] }

    /// The 0-based line of the text where the block starts (cmark counts from 1): exact for
    /// blocks, where cmark's inline columns are not.
    var lineIndex: Int { Int(cmark_node_get_start_line(pointer)) - 1 }
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    var isOrderedList: Bool { cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST }
    var listStart: Int { Int(cmark_node_get_list_start(pointer)) }
    var isTightList: Bool { cmark_node_get_list_tight(pointer) != 0 }

    /// For the custom blocks the site makes, what they stand for.
    var customBlock: CustomBlock { CustomBlock(tag: cmark_node_get_on_enter(pointer).map { String(cString: $0) } ?? "") }
    var lastLineIndex: Int { Int(cmark_node_get_end_line(pointer)) - 1 }
    /// The 0-based column where the block's first line's content starts.
    var columnIndex: Int { max(0, Int(cmark_node_get_start_column(pointer)) - 1) }

    /// A new detached node; the caller links it into a tree or frees it.
    static func make(_ type: cmark_node_type) -> CmarkNode { CmarkNode(pointer: cmark_node_new(type)) }

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
    /// The DocC symbol links of the text, as `check` finds them, in order.
    let links: [SymbolLink]
    /// Which list items are fields, as `check` reads them.
    let blocks: DocBlockReading
    /// The code spans that are symbol links: those `check` reads as ``links``.
    private let linkCodes: Set<CmarkNode>

    /// Parses `text` as CommonMark in cmark's safe mode, its symbol links marked for cmark to
    /// carry to their code spans (``LinkMarker``), its pipe tables made tables
    /// (``PipeTables``), and reads its fields with the core.
    init(_ text: String) {
        links = SymbolLink.links(in: text)
        blocks = DocBlockReading(text)
        var codes: Set<CmarkNode>
        (root, codes) = Self.parse(text, links: links)
        PipeTables.build(in: root, text: text, linkCodes: &codes)
        linkCodes = codes
    }

    /// The cmark tree of `text`, with the code spans that are its symbol `links`.
    static func parse(_ text: String, links: [SymbolLink]) -> (root: CmarkNode, linkCodes: Set<CmarkNode>) {
        let (bytes, marker) = links.isEmpty ? (Array(text.utf8), nil) : LinkMarker.mark(text, links: links)
        let options = CMARK_OPT_SAFE | CMARK_OPT_VALIDATE_UTF8
        let root = CmarkNode(pointer: bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, options) }
        })
        return (root, marker?.restore(root) ?? [])
    }

    /// Whether the code span `node` is a symbol link; its text is then the link's.
    func isLink(_ node: CmarkNode) -> Bool { linkCodes.contains(node) }

    func free() { root.free() }
}
