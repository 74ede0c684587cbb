import CCmark
import DocAuditCore

/// Carries `check`'s reading of a doc comment's symbol links through cmark's parse, so that the
/// site renders as links exactly the code spans `check` reads as links, with no second reading.
///
/// Before cmark parses the text, a marker goes right after the opening backticks of each link
/// ``SymbolLink/links(in:)`` finds; after, every marker is taken out of the tree's texts, and a
/// code span whose text started with one is a link. The marker is a run of `~`, longer than
/// any the text's own could make in the tree (escapes and entities too: one more than the `~`
/// and `&` of the text together). CommonMark gives `~` no meaning, and counts it as
/// punctuation, as it counts the backtick before it, so cmark parses the marked text as it
/// parses the text (`SymbolLinkRenderingTests` compares the trees of 30,000 generated texts):
/// only a link label grows by the marker's length (one within that of cmark's 999 bytes would
/// pass the limit). A code span whose text starts with the marker opens with the link's own
/// run of two backticks, and cmark closes it where `check` does, at the first run of two after
/// it on the same line. A link whose first backtick is escaped (an odd number of `\` before
/// it) gets no marker: cmark reads its second backtick as a run of one, which may open a span
/// of its own. A link cmark parses otherwise (escaped, in raw HTML, in a code span across
/// lines) is shown as cmark shows it and still reported, as `check` reports it.
///
/// Positions could not tell this: cmark's inline columns are wrong on continuation lines.
struct LinkMarker {
    private static let tilde = UInt8(ascii: "~")
    /// How many `~` the marker is: a run of at least as many in the tree's texts holds one
    /// marker, and only one (backticks stand between any two).
    let length: Int

    /// The bytes of `text` with a marker after the opening backticks of each of `links`, which
    /// ``SymbolLink/links(in:)`` found in `text`, and the marker.
    static func mark(_ text: String, links: [SymbolLink]) -> (bytes: [UInt8], marker: LinkMarker) {
        // `\~` and `&#126;` are `~` too, once cmark has read them.
        let marker = LinkMarker(length: 1 + text.utf8.count { $0 == tilde || $0 == UInt8(ascii: "&") })
        let source = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count + links.count * marker.length)
        // A link's line and column are a byte offset: its line starts after as many line feeds.
        var line = 0
        var lineStart = 0
        var copied = 0
        for link in links {
            while line < link.line {
                lineStart = (source[lineStart...].firstIndex(of: 0x0A) ?? source.count) + 1
                line += 1
            }
            let opening = lineStart + link.column
            var backslashes = 0
            while opening - backslashes > lineStart, source[opening - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            guard backslashes.isMultiple(of: 2) else { continue }
            let content = opening + 2
            bytes += source[copied..<content]
            bytes += repeatElement(tilde, count: marker.length)
            copied = content
        }
        bytes += source[copied...]
        return (bytes, marker)
    }

    /// Takes every marker out of the texts of the tree under `root`, wherever cmark put it (a
    /// code span or block, text, raw HTML, an address, a title, an info string), and returns
    /// the code spans that are links. Walked with cmark's iterator: no recursion.
    func restore(_ root: CmarkNode) -> Set<CmarkNode> {
        var links: Set<CmarkNode> = []
        // A marker cmark made a text of its own (before a `_` it took for emphasis) leaves an
        // empty text, which the text without markers would not have: it goes, after the walk.
        var emptied: [CmarkNode] = []
        defer {
            for node in emptied {
                node.unlink()
                node.free()
            }
        }
        guard let iterator = cmark_iter_new(root.pointer) else { return links }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER else { continue }
            let node = CmarkNode(pointer: cmark_iter_get_node(iterator))
            switch node.type {
            case CMARK_NODE_CODE:
                let literal = node.literal
                if literal.utf8.prefix(length).elementsEqual(repeatElement(Self.tilde, count: length)) { links.insert(node) }
                restore(.literal, of: node)
            case CMARK_NODE_TEXT:
                let literal = node.literal
                restore(.literal, of: node)
                if !literal.isEmpty, node.literal.isEmpty { emptied.append(node) }
            case CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK:
                restore(.literal, of: node)
            case CMARK_NODE_CODE_BLOCK:
                restore(.literal, of: node)
                restore(.fenceInfo, of: node)
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                restore(.url, of: node)
                restore(.title, of: node)
            default:
                break
            }
        }
        return links
    }

    /// Sets `node`'s `field` without the marker of each run of at least ``length`` `~`, when
    /// it holds one.
    private func restore(_ field: CmarkNode.Text, of node: CmarkNode) {
        let text = node[field]
        var run = 0
        guard text.utf8.contains(where: {
            run = $0 == Self.tilde ? run + 1 : 0
            return run == length
        }) else { return }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        run = 0
        for byte in text.utf8 {
            if byte == Self.tilde {
                run += 1
                continue
            }
            bytes += repeatElement(Self.tilde, count: run >= length ? run - length : run)
            run = 0
            bytes.append(byte)
        }
        bytes += repeatElement(Self.tilde, count: run >= length ? run - length : run)
        node[field] = String(decoding: bytes, as: UTF8.self)
    }
}
