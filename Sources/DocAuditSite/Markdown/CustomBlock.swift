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
    /// DocC's `@Row` and its `@Column(size:)`s.
    case gridRow
    case gridColumn(size: Int)
    /// DocC's `@TabNavigator` and its `@Tab("title")`s: without a script, every tab is shown,
    /// under its title.
    case tabNavigator
    case tab(title: String)
    /// DocC's `@Links` and `@Small`.
    case links
    case small
    /// A Topics group's list, and one curated link in it (``TopicSections``).
    case topics
    case topic

    init(tag: String) {
        let parts = tag.split(separator: ":", maxSplits: 1).map(String.init)
        switch parts.first ?? "" {
        case "table": self = .table
        case "head-row": self = .headRow
        case "row": self = .row
        case "th", "td": self = .cell(header: parts[0] == "th", alignment: TableAlignment(rawValue: parts.count > 1 ? parts[1] : "") ?? .none)
        case "grid-row": self = .gridRow
        case "grid-column": self = .gridColumn(size: Int(parts.count > 1 ? parts[1] : "") ?? 1)
        case "tab-navigator": self = .tabNavigator
        case "tab": self = .tab(title: parts.count > 1 ? parts[1] : "")
        case "links": self = .links
        case "small": self = .small
        case "topics": self = .topics
        case "topic": self = .topic
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
        case .gridRow: return "grid-row"
        case .gridColumn(let size): return "grid-column:\(size)"
        case .tabNavigator: return "tab-navigator"
        case .tab(let title): return "tab:" + title
        case .links: return "links"
        case .small: return "small"
        case .topics: return "topics"
        case .topic: return "topic"
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
        case .gridRow: return "<div class=\"grid-row\">\n"
        // A column's share of its row, as a class: the style sheet allows no inline style.
        case .gridColumn(let size): return "<div class=\"grid-column size-\(min(max(size, 1), 12))\">\n"
        case .tabNavigator: return "<div class=\"tab-navigator\">\n"
        case .tab(let title): return "<section class=\"tab\"><p class=\"tab-title\">" + HTML.escape(title) + "</p>\n"
        case .links: return "<div class=\"links\">\n"
        case .small: return "<div class=\"small\">\n"
        case .topics: return "<ul class=\"topic-list\">\n"
        case .topic: return "<li>"
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
        case .gridRow, .gridColumn, .tabNavigator, .links, .small: return "</div>\n"
        case .tab: return "</section>\n"
        case .topics: return "</ul>\n"
        case .topic: return "</li>\n"
        }
    }
}

/// A table column's alignment, from its delimiter cell (`:--`, `:-:`, `--:`).
enum TableAlignment: String {
    case none = ""
    case left, center, right
}
