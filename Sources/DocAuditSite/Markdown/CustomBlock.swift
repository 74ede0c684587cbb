import CCmark
import DocAuditRules

/// What a custom block of the site's cmark trees stands for: cmark 0.30 has no tables and
/// knows no DocC, so the site's own passes make these, and the renderer writes them.
///
/// Stored as a word in the node (cmark's `on_enter` text, which the renderer never prints).
enum CustomBlock: Equatable {
    /// A DocC aside (`- Note:`, `> Warning:`), by its tag.
    case aside(String)
    /// A GFM pipe table, holding one ``headRow`` and its ``row``s.
    case table
    case headRow
    case row
    /// A table cell, holding one paragraph of its inline content.
    case cell(header: Bool, alignment: TableAlignment)

    init(tag: String) {
        let parts = tag.split(separator: ":", maxSplits: 1).map(String.init)
        switch parts.first ?? "" {
        case "table": self = .table
        case "head-row": self = .headRow
        case "row": self = .row
        case "th", "td": self = .cell(header: parts[0] == "th", alignment: TableAlignment(rawValue: parts.count > 1 ? parts[1] : "") ?? .none)
        default: self = .aside(parts.count > 1 ? parts[1] : "")
        }
    }

    var tag: String {
        switch self {
        case .aside(let kind): return "aside:" + kind
        case .table: return "table"
        case .headRow: return "head-row"
        case .row: return "row"
        case .cell(let header, let alignment): return (header ? "th:" : "td:") + alignment.rawValue
        }
    }

    /// A new detached node of this kind.
    var node: CmarkNode {
        let node = CmarkNode.make(CMARK_NODE_CUSTOM_BLOCK)
        _ = cmark_node_set_on_enter(node.pointer, tag)
        return node
    }

    /// The markup opening the block.
    func opening(language: Language) -> String {
        switch self {
        case .aside(let kind):
            return "<aside class=\"aside \(Aside.style(kind))\"><p class=\"aside-label\">" + HTML.escape(Vocabulary.aside(kind, language)) + "</p>"
        case .table: return "<div class=\"table-scroll\"><table class=\"markdown\">\n"
        case .headRow: return "<thead><tr>"
        case .row: return "<tr>"
        case .cell(let header, let alignment):
            let name = header ? "th" : "td"
            return alignment == .none ? "<\(name)>" : "<\(name) class=\"align-\(alignment.rawValue)\">"
        }
    }

    /// The markup closing the block.
    var closing: String {
        switch self {
        case .aside: return "</aside>\n"
        case .table: return "</tbody></table></div>\n"
        case .headRow: return "</tr></thead>\n<tbody>\n"
        case .row: return "</tr>\n"
        case .cell(let header, _): return header ? "</th>" : "</td>"
        }
    }
}

/// A table column's alignment, from its delimiter cell (`:--`, `:-:`, `--:`).
enum TableAlignment: String {
    case none = ""
    case left, center, right
}
