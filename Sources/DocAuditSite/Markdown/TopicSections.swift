import CCmark

/// DocC's Topics: under a `## Topics` heading, each `### Group` lists links to what it
/// curates, in the author's order (`- ``Symbol```, `- <doc:Article>`); `@Links` lists them
/// anywhere. DocC shows each as its title and summary; the lists made only of such links
/// become ``CustomBlock/topics`` of ``CustomBlock/topic`` items, which the renderer writes
/// with the summary after the link.
enum TopicSections {
    static func build(in root: CmarkNode) {
        var inTopics = false
        for block in root.children {
            if block.type == CMARK_NODE_HEADING, block.headingLevel <= 2 {
                inTopics = block.headingLevel == 2 && text(of: block) == "Topics"
            } else if block.type == CMARK_NODE_CUSTOM_BLOCK, block.customBlock == .links {
                block.children.forEach(curate)
            } else if inTopics {
                curate(block)
            }
        }
    }

    /// The groups of the Topics section of `text` (a catalog document's body), in order: each
    /// `### Group`'s title (empty for links right under `## Topics`) and what its topic items
    /// link to (``target(of:)``), read as the page renders them.
    static func groups(of text: String) -> [(title: String, targets: [String])] {
        let tree = MarkdownTree(text)
        defer { tree.free() }
        build(in: tree.root)
        var groups: [(title: String, targets: [String])] = []
        var inTopics = false
        var title = ""
        for block in tree.root.children {
            if block.type == CMARK_NODE_HEADING {
                if block.headingLevel <= 2 { inTopics = block.headingLevel == 2 && self.text(of: block) == "Topics" }
                title = block.headingLevel == 3 ? self.text(of: block) : ""
            } else if inTopics, block.type == CMARK_NODE_CUSTOM_BLOCK, block.customBlock == .topics {
                groups.append((title, block.children.compactMap(target)))
            }
        }
        return groups
    }

    /// Takes the `## Topics` section out of `root`, once ``build(in:)`` made its topic lists:
    /// its blocks up to the next heading of its level, without the heading, in a document of
    /// their own that the caller frees; nil when there is none.
    static func detach(from root: CmarkNode) -> CmarkNode? {
        var section: CmarkNode?
        var next = root.firstChild
        while let block = next {
            next = block.next
            if block.type == CMARK_NODE_HEADING, block.headingLevel <= 2 {
                if section != nil { break }
                guard block.headingLevel == 2, text(of: block) == "Topics" else { continue }
                section = CmarkNode.make(CMARK_NODE_DOCUMENT)
                block.unlink()
                block.free()
            } else if let section {
                block.unlink()
                section.append(block)
            }
        }
        return section
    }

    /// What the topic items of the lists in `section` (``detach(from:)``'s) link to, in order.
    static func targets(under section: CmarkNode) -> [String] {
        section.children.filter { $0.type == CMARK_NODE_CUSTOM_BLOCK && $0.customBlock == .topics }.flatMap { $0.children.compactMap(target) }
    }

    /// Makes `list` a topic list when it is a bulleted list of links only.
    private static func curate(_ list: CmarkNode) {
        guard list.type == CMARK_NODE_LIST, !list.isOrderedList, list.children.allSatisfy(isCuration) else { return }
        let topics = CustomBlock.topics.node
        for item in list.children {
            let topic = CustomBlock.topic.node
            topic.adoptChildren(of: item)
            topics.append(topic)
        }
        list.insertBefore(topics)
        list.unlink()
        list.free()
    }

    /// Whether a list item holds one link and nothing else: a symbol link's code span or a
    /// `doc:` link.
    private static func isCuration(_ item: CmarkNode) -> Bool {
        guard let paragraph = item.firstChild, paragraph.type == CMARK_NODE_PARAGRAPH, paragraph.next == nil,
              let link = paragraph.firstChild, link.next == nil else { return false }
        return link.type == CMARK_NODE_CODE || (link.type == CMARK_NODE_LINK && link.url.hasPrefix("doc:"))
    }

    /// What a topic item links to: a symbol link's text, or a `doc:` link's address.
    static func target(of topic: CmarkNode) -> String? {
        guard let link = topic.firstChild?.firstChild else { return nil }
        return link.type == CMARK_NODE_CODE ? link.literal : link.url
    }

    /// A symbol link as a topic shows it, as DocC does: its last name, without the suffix
    /// that tells overloads apart (`configuration-35km1` → `configuration`,
    /// `run()-7p2fr` → `run()`, `init(_:)-swift.init` → `init(_:)`).
    static func title(of link: String) -> String {
        var name = Substring(link)
        var depth = 0
        var lastSlash: Substring.Index?
        for index in name.indices {
            switch name[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "/" where depth == 0: lastSlash = index
            default: break
            }
        }
        if let lastSlash { name = name[name.index(after: lastSlash)...] }
        guard !name.isEmpty else { return link }
        let afterParentheses = name.lastIndex(of: ")").map(name.index(after:)) ?? name.index(after: name.startIndex)
        guard let dash = name[afterParentheses...].lastIndex(of: "-") else { return String(name) }
        let suffix = name[name.index(after: dash)...]
        let isHash = (1...6).contains(suffix.count) && suffix.allSatisfy { ($0.isLowercase || $0.isNumber) && $0.isASCII }
        return isHash || suffix.hasPrefix("swift.") ? String(name[..<dash]) : String(name)
    }

    private static func text(of node: CmarkNode) -> String {
        node.children.map { $0.type == CMARK_NODE_TEXT || $0.type == CMARK_NODE_CODE ? $0.literal : "" }.joined()
    }
}
