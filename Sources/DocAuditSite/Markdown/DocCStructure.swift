import CCmark
import DocAuditCore

/// A DocC field item found in a doc comment's top-level list: what DocC takes out of the
/// discussion (`- Parameter x:`, `- Parameters:`, `- Returns:`, `- Throws:`) or shows as an
/// aside (`- Note:`, `- Warning:`, …).
enum DocCField {
    case parameter(name: String)
    case parameters
    case returns
    case `throws`
    case aside(tag: String)

    /// Reads the tag at the start of `text` (`Parameter id: …`), returning the field and the
    /// number of characters the tag and its colon take.
    static func read(_ text: String) -> (DocCField, Int)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let words = text[..<colon].split(separator: " ", omittingEmptySubsequences: true)
        guard !words.isEmpty, words.count <= 2,
              words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } })
        else { return nil }
        let first = words[0].lowercased()
        let length = text.distance(from: text.startIndex, to: colon) + 1
        if words.count == 2, first == "parameter" { return (.parameter(name: String(words[1])), length) }
        if words.count == 1 {
            switch first {
            case "parameters": return (.parameters, length)
            case "returns", "return": return (.returns, length)
            case "throws", "throw": return (.throws, length)
            default: break
            }
        }
        let tag = words.joined().lowercased()
        return DocMarkup.calloutTags.contains(tag) ? (.aside(tag: tag), length) : nil
    }
}

/// A doc comment's parts as DocC lays them out: the abstract, the parameters, the return value,
/// what it throws, and the discussion (with asides in place).
///
/// Built by rearranging the cmark tree: field items leave their lists, asides become custom
/// blocks, so the renderer then walks ordinary nodes.
struct DocCStructure {
    var abstract: CmarkNode?
    var parameters: [(name: String, content: CmarkNode)] = []
    var returns: [CmarkNode] = []
    var throwsItems: [CmarkNode] = []
    /// Nodes taken out of the tree, freed with it by ``free()``.
    private var detached: [CmarkNode] = []

    /// Rearranges `tree`'s top-level lists and block quotes, and takes out the abstract.
    init(_ tree: MarkdownTree) {
        for block in tree.root.children {
            switch block.type {
            case CMARK_NODE_LIST where !block.isOrderedList: splitFields(of: block)
            case CMARK_NODE_BLOCK_QUOTE: convertQuoteAside(block)
            default: break
            }
        }
        if let first = tree.root.firstChild, first.type == CMARK_NODE_PARAGRAPH {
            first.unlink()
            abstract = first
            detached.append(first)
        }
    }

    func free() {
        for node in detached { node.free() }
    }

    /// Moves each field item out of `list`: parameters, returns and throws to their sections,
    /// asides and what a `- Parameters:` item holds besides parameters before the list in
    /// order; the plain items stay, split around them.
    private mutating func splitFields(of list: CmarkNode) {
        let items = list.children
        guard items.contains(where: { DocCStructure.field(of: $0) != nil }) else { return }
        var plainRun: CmarkNode?
        for item in items {
            item.unlink()
            guard let field = DocCStructure.field(of: item) else {
                if plainRun == nil {
                    let run = list.emptyCopyOfList()
                    list.insertBefore(run)
                    plainRun = run
                }
                plainRun?.append(item)
                continue
            }
            DocCStructure.removeTag(field.length, from: item)
            switch field.kind {
            case .aside(let tag):
                let aside = CmarkNode.aside(tag)
                aside.adoptChildren(of: item)
                list.insertBefore(aside)
                item.free()
                plainRun = nil
            case .parameter(let name):
                parameters.append((name, item))
                detached.append(item)
            case .parameters:
                collectParameters(from: item)
                // What is no parameter (text after the tag, other items) stays in place.
                if item.firstChild != nil { plainRun = nil }
                while let block = item.firstChild {
                    block.unlink()
                    list.insertBefore(block)
                }
                item.free()
            case .returns:
                returns.append(item)
                detached.append(item)
            case .throws:
                throwsItems.append(item)
                detached.append(item)
            }
        }
        list.unlink()
        list.free()
    }

    /// Takes the `name: text` (or `` `name`: text ``) items out of a `- Parameters:` item's
    /// nested lists; the other items stay, and a list left empty goes.
    private mutating func collectParameters(from item: CmarkNode) {
        for list in item.children where list.type == CMARK_NODE_LIST {
            for parameter in list.children {
                guard let name = DocCStructure.takeParameterName(from: parameter) else { continue }
                parameter.unlink()
                parameters.append((name, parameter))
                detached.append(parameter)
            }
            if list.firstChild == nil {
                list.unlink()
                list.free()
            }
        }
    }

    /// The name of a parameter item, `name: text` or `` `name`: text `` (DocC accepts both),
    /// removed with its colon from the item; nil, the item untouched, when it is no parameter.
    private static func takeParameterName(from item: CmarkNode) -> String? {
        guard let paragraph = item.firstChild, paragraph.type == CMARK_NODE_PARAGRAPH, let first = paragraph.firstChild else { return nil }
        if first.type == CMARK_NODE_CODE {
            guard let next = first.next, next.type == CMARK_NODE_TEXT, next.literal.hasPrefix(":"),
                  isParameterName(first.literal) else { return nil }
            let name = first.literal
            first.unlink()
            first.free()
            removeTag(1, from: item)
            return name
        }
        guard let prefix = leadingText(of: item), let colon = prefix.firstIndex(of: ":") else { return nil }
        let name = DocText.trim(prefix[..<colon])
        guard isParameterName(name) else { return nil }
        removeTag(prefix.distance(from: prefix.startIndex, to: colon) + 1, from: item)
        return name
    }

    private static func isParameterName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains(where: \.isWhitespace)
    }

    /// Turns `> Note: …` into an aside, as DocC does.
    private func convertQuoteAside(_ quote: CmarkNode) {
        guard let field = DocCStructure.field(of: quote), case .aside(let tag) = field.kind else { return }
        DocCStructure.removeTag(field.length, from: quote)
        let aside = CmarkNode.aside(tag)
        aside.adoptChildren(of: quote)
        quote.insertBefore(aside)
        quote.unlink()
        quote.free()
    }

    private static func field(of container: CmarkNode) -> (kind: DocCField, length: Int)? {
        guard let text = leadingText(of: container), let (kind, length) = DocCField.read(text) else { return nil }
        return (kind, length)
    }

    /// The text at the start of a list item's or quote's first paragraph, across the text
    /// nodes cmark splits it into (at `_` or `*`, say).
    private static func leadingText(of container: CmarkNode) -> String? {
        guard let paragraph = container.firstChild, paragraph.type == CMARK_NODE_PARAGRAPH else { return nil }
        var text = ""
        var node = paragraph.firstChild
        while let current = node, current.type == CMARK_NODE_TEXT {
            text += current.literal
            node = current.next
        }
        return text.isEmpty ? nil : text
    }

    /// Removes the first `count` characters (a field's tag and colon) and the white space after
    /// them from `container`'s first paragraph; a paragraph left empty goes.
    private static func removeTag(_ count: Int, from container: CmarkNode) {
        guard let paragraph = container.firstChild else { return }
        var remaining = count
        while remaining > 0, let node = paragraph.firstChild, node.type == CMARK_NODE_TEXT {
            let literal = node.literal
            if literal.count <= remaining {
                remaining -= literal.count
                node.unlink()
                node.free()
            } else {
                node.literal = String(literal.dropFirst(remaining))
                remaining = 0
            }
        }
        while let node = paragraph.firstChild {
            if node.type == CMARK_NODE_TEXT {
                let rest = node.literal.drop { $0 == " " || $0 == "\t" }
                guard rest.isEmpty else {
                    node.literal = String(rest)
                    break
                }
            } else if node.type != CMARK_NODE_SOFTBREAK {
                break
            }
            node.unlink()
            node.free()
        }
        if paragraph.firstChild == nil {
            paragraph.unlink()
            paragraph.free()
        }
    }
}
