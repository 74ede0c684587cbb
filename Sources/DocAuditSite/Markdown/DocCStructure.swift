import CCmark
import DocAuditCore

/// A DocC field of a doc comment, as the core reads it (``DocMarkup``): what DocC takes out of
/// the discussion (`- Parameter x:`, `- Parameters:`, `- Returns:`, `- Throws:`) or shows as
/// an aside (`- Note:`, `- Warning:`, …).
enum DocCField: Equatable {
    case parameter(name: String)
    case parameters
    case returns
    case `throws`
    case aside(tag: String)
}

/// The core's reading of a doc comment's blocks, by the line each starts on: which list items
/// are fields, as `check` reads them.
///
/// The site parses the text again with cmark, for the inlines and the page's layout; cmark's
/// block start lines are exact, so each item is looked up here by its line instead of being
/// read a second time.
struct DocBlockReading {
    private var fields: [Int: DocCField] = [:]

    init(_ text: String) {
        let markup = DocMarkup(text: text)
        for field in markup.parameters { fields[field.lineIndex] = .parameter(name: field.name) }
        for line in markup.parameterLists { fields[line] = .parameters }
        for field in markup.returns { fields[field.lineIndex] = .returns }
        for field in markup.throwsFields { fields[field.lineIndex] = .throws }
        for field in markup.callouts { fields[field.lineIndex] = .aside(tag: field.tag) }
    }

    /// The field the list item `item` is, if any.
    func field(_ item: CmarkNode) -> DocCField? { fields[item.lineIndex] }
}

/// A doc comment's parts as DocC lays them out: the abstract, the parameters, the return value,
/// what it throws, and the discussion (with asides in place).
///
/// Built by rearranging the cmark tree: the items the core reads as fields leave their lists,
/// asides become custom blocks, so the renderer then walks ordinary nodes.
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
            case CMARK_NODE_LIST where !block.isOrderedList: splitFields(of: block, reading: tree.blocks)
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
    private mutating func splitFields(of list: CmarkNode, reading: DocBlockReading) {
        let items = list.children
        guard items.contains(where: { reading.field($0) != nil }) else { return }
        var plainRun: CmarkNode?
        for item in items {
            item.unlink()
            guard let field = reading.field(item) else {
                if plainRun == nil {
                    let run = list.emptyCopyOfList()
                    list.insertBefore(run)
                    plainRun = run
                }
                plainRun?.append(item)
                continue
            }
            DocCStructure.removeTag(from: item)
            switch field {
            case .aside(let tag):
                let aside = CustomBlock.aside(tag).node
                aside.adoptChildren(of: item)
                list.insertBefore(aside)
                item.free()
                plainRun = nil
            case .parameter(let name):
                parameters.append((name, item))
                detached.append(item)
            case .parameters:
                collectParameters(from: item, reading: reading)
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

    /// Takes the items the core reads as parameters out of a `- Parameters:` item's nested
    /// lists; the other items stay, and a list left empty goes.
    private mutating func collectParameters(from item: CmarkNode, reading: DocBlockReading) {
        for list in item.children where list.type == CMARK_NODE_LIST {
            for parameter in list.children {
                guard case .parameter(let name)? = reading.field(parameter) else { continue }
                DocCStructure.removeTag(from: parameter)
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

    /// Turns `> Note: …` into an aside, as DocC does. The core reads no block quotes, so the
    /// tag is read here: one or two words before the first colon, a callout's.
    private func convertQuoteAside(_ quote: CmarkNode) {
        guard let paragraph = quote.firstChild, paragraph.type == CMARK_NODE_PARAGRAPH,
              let first = paragraph.firstChild, first.type == CMARK_NODE_TEXT,
              let colon = first.literal.firstIndex(of: ":") else { return }
        let words = first.literal[..<colon].split(separator: " ")
        guard !words.isEmpty, words.count <= 2,
              words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } }) else { return }
        let tag = words.joined().lowercased()
        guard DocMarkup.calloutTags.contains(tag) else { return }
        DocCStructure.removeTag(from: quote)
        let aside = CustomBlock.aside(tag).node
        aside.adoptChildren(of: quote)
        quote.insertBefore(aside)
        quote.unlink()
        quote.free()
    }

    /// Removes a field's tag from `container`'s first paragraph: what stands before the first
    /// colon of its first line, the colon, and the white space after; a paragraph left empty
    /// goes.
    private static func removeTag(from container: CmarkNode) {
        guard let paragraph = container.firstChild, paragraph.type == CMARK_NODE_PARAGRAPH else { return }
        var tag: [CmarkNode] = []
        var node = paragraph.firstChild
        while let current = node, current.type != CMARK_NODE_SOFTBREAK, current.type != CMARK_NODE_LINEBREAK {
            let literal = current.literal
            if current.type == CMARK_NODE_TEXT, let colon = literal.firstIndex(of: ":") {
                for before in tag {
                    before.unlink()
                    before.free()
                }
                current[.literal] = String(literal[literal.index(after: colon)...])
                break
            }
            tag.append(current)
            node = current.next
        }
        while let node = paragraph.firstChild {
            if node.type == CMARK_NODE_TEXT {
                let rest = node.literal.drop { $0 == " " || $0 == "\t" }
                guard rest.isEmpty else {
                    node[.literal] = String(rest)
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
