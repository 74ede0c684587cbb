import CCmark
import DocAuditRules

/// One DocC block directive of a catalog's Markdown: `@Name(arguments)`, with a body in
/// braces or none.
struct Directive {
    let name: String
    let arguments: [(label: String, value: String)]
    /// The 0-based line of the text where it is written.
    let lineIndex: Int
    /// What its body holds when the site reads it rather than renders it (``Directives/consumed``
    /// directives, and a body written on the directive's own line): each line with its index.
    var body: [(lineIndex: Int, text: String)] = []

    /// The value of the argument `label` (`""` for an unlabelled one).
    func argument(_ label: String) -> String? {
        arguments.first { $0.label == label }?.value
    }

    /// The body's text, for cmark or for reading its own directives.
    var bodyText: String { body.map(\.text).joined(separator: "\n") }
}

/// A problem met reading a catalog document: its 0-based line, its 0-based column when known
/// (a link's, an image's; else the line's first non-blank), and what is wrong.
struct DocumentProblem: Equatable {
    let lineIndex: Int
    var columnIndex: Int? = nil
    let problem: CatalogProblem
}

/// DocC's block directives in a catalog document, read before cmark parses it: cmark knows
/// none, and would show `@Row {` as text and indented bodies as code.
///
/// The pass keeps the text line for line, so cmark's lines stay the file's: a rendered
/// directive's opening and closing lines become marker lines (`<!--docaudit-->`, an HTML
/// block cmark keeps as a node, known as a marker by its line alone, so the text cannot forge
/// one), its body is unindented, and the body of a directive read rather than rendered
/// (`@Metadata`, `@Options`, `@Comment`, an unknown one) becomes blank lines. After the parse,
/// ``apply(to:snippet:hasImage:)`` gathers the blocks between each pair of markers into a
/// ``CustomBlock``. Fenced code and lines indented four columns or more are never directives.
struct Directives {
    /// The directives whose bodies are rendered in place.
    static let containers: Set<String> = ["Row", "Column", "TabNavigator", "Tab", "Links", "Small"]
    /// The directives read, never rendered (``Directive/body`` holds their bodies).
    static let consumed: Set<String> = ["Metadata", "Options", "Comment"]
    /// The directives without a body that stand for content.
    static let leaves: Set<String> = ["Snippet", "Image"]

    static let marker = "<!--docaudit-->"

    enum Marker {
        case open(Directive)
        case close
        case leaf(Directive)
    }

    /// The text for cmark: the document's, line for line, directives made markers.
    let text: String
    /// The markers by line.
    let markers: [Int: Marker]
    /// The directives read (`@Metadata`, `@Options`), with their bodies.
    let read: [Directive]
    /// Every directive outside those read, in order, known or not.
    let met: [Directive]
    private(set) var problems: [DocumentProblem]

    /// Reads the directives of `source`.
    init(_ source: String) {
        let lines = source.lines
        // The text for cmark, a line at a time, with no string made per line.
        var output = ""
        output.reserveCapacity(source.utf8.count)
        var outputLines = 0
        func put(_ line: some StringProtocol) {
            if outputLines > 0 { output += "\n" }
            output += line
            outputLines += 1
        }
        var markers: [Int: Marker] = [:]
        var read: [Directive] = []
        var met: [Directive] = []
        var problems: [DocumentProblem] = []
        struct Open {
            var directive: Directive
            /// Read, not rendered: its lines go to its ``Directive/body``.
            var isRead: Bool
            /// The indentation of the body's first line, unindented from every body line.
            var base: Int?
        }
        var stack: [Open] = []
        var fence: Substring?
        // Spaces are one byte: the lines are measured and cut over their UTF-8.
        for (index, line) in lines.enumerated() {
            let indent = line.utf8.prefix { $0 == UInt8(ascii: " ") }.count
            let isBlank = line.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            if !stack.isEmpty, stack[stack.count - 1].base == nil, !isBlank, line.droppingBytes(indent) != "}" {
                stack[stack.count - 1].base = indent
            }
            let dedent = min(indent, stack.last?.base ?? 0)
            let content = line.droppingBytes(dedent)
            let relative = indent - dedent
            let trimmed = content.droppingBytes(indent - dedent).trimmingTrailingBlanks
            // Inside a directive that is read, every line goes to the outermost such one's body.
            let reader = stack.firstIndex { $0.isRead }
            func emit(_ text: Substring) {
                if let reader {
                    stack[reader].directive.body.append((index, String(trimmed)))
                    put("")
                } else {
                    put(text)
                }
            }
            if let open = fence {
                if relative < 4, trimmed.utf8.starts(with: open.utf8), trimmed.utf8.allSatisfy({ $0 == open.utf8.first }) { fence = nil }
                emit(content)
                continue
            }
            if relative < 4, let opening = Self.fenceOpening(trimmed) {
                fence = opening
                emit(content)
                continue
            }
            if !stack.isEmpty, relative < 4, trimmed.utf8.count == 1, trimmed.utf8.first == UInt8(ascii: "}") {
                if let reader, reader < stack.count - 1 {
                    emit(content)
                    stack.removeLast()
                    continue
                }
                let open = stack.removeLast()
                if open.isRead {
                    put("")
                    read.append(open.directive)
                } else {
                    put(Self.marker)
                    markers[index] = .close
                }
                continue
            }
            guard relative < 4, trimmed.utf8.first == UInt8(ascii: "@"), let header = Self.header(trimmed, lineIndex: index) else {
                emit(content)
                continue
            }
            var directive = header.directive
            let name = directive.name
            let known = Self.containers.contains(name) || Self.consumed.contains(name) || Self.leaves.contains(name)
            if reader == nil { met.append(directive) }
            if reader == nil, !known {
                problems.append(DocumentProblem(lineIndex: index, problem: .unknownDirective(name, inside: nil)))
            }
            if let body = header.inlineBody { directive.body = [(index, String(body))] }
            if header.opensBody {
                // Read (`@Metadata`, an unknown one), rendered (`@Row`), or inside one read.
                let isRead = reader == nil && !Self.containers.contains(name)
                if reader != nil {
                    emit(content)
                } else if isRead {
                    put("")
                } else {
                    put(Self.marker)
                    markers[index] = .open(directive)
                }
                stack.append(Open(directive: directive, isRead: isRead, base: nil))
                continue
            }
            if reader != nil {
                emit(content)
            } else if Self.consumed.contains(name) {
                put("")
                read.append(directive)
            } else if known {
                put(Self.marker)
                markers[index] = .leaf(directive)
            } else {
                put("")
            }
        }
        let reader = stack.firstIndex { $0.isRead }
        for (position, open) in stack.enumerated().reversed() {
            problems.append(DocumentProblem(lineIndex: open.directive.lineIndex, problem: .unclosedDirective(open.directive.name)))
            if let reader, position > reader { continue }
            if open.isRead {
                read.append(open.directive)
            } else {
                markers[outputLines] = .close
                put(Self.marker)
            }
        }
        text = output
        self.markers = markers
        self.read = read
        self.met = met
        self.problems = problems.sorted { $0.lineIndex < $1.lineIndex }
    }

    /// A directive's first line: its name, arguments and what follows them (nothing, `{`, or
    /// `{ body }` on the line). Nil when the line is no directive (`@Argument is…`).
    private static func header(_ line: Substring, lineIndex: Int) -> (directive: Directive, opensBody: Bool, inlineBody: Substring?)? {
        var rest = line.dropFirst()
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.first, first.isLetter else { return nil }
        rest = rest.dropFirst(name.count)
        var arguments: [(label: String, value: String)] = []
        if rest.first == "(" {
            guard let (parsed, after) = parseArguments(rest) else { return nil }
            arguments = parsed
            rest = after
        }
        rest = rest.drop { $0 == " " }
        let directive = Directive(name: String(name), arguments: arguments, lineIndex: lineIndex)
        if rest.isEmpty { return (directive, false, nil) }
        guard rest.first == "{" else { return nil }
        let inside = rest.dropFirst().drop { $0 == " " }
        if inside.isEmpty { return (directive, true, nil) }
        guard inside.last == "}" else { return nil }
        return (directive, false, inside.dropLast().trimmingTrailingBlanks)
    }

    /// `(label: value, "text", …)` at the start of `text`: each argument (quotes removed) and
    /// what follows the closing parenthesis; nil when it does not close on the line.
    private static func parseArguments(_ text: Substring) -> ([(label: String, value: String)], Substring)? {
        var arguments: [(label: String, value: String)] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        var depth = 0
        var index = text.index(after: text.startIndex)
        func finish() {
            let piece = current.trimmingCharacters(in: " ")
            current = ""
            guard !piece.isEmpty else { return }
            var label = ""
            var value = Substring(piece)
            if let colon = piece.firstIndex(of: ":"), !piece[..<colon].contains("\""),
               piece[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                label = String(piece[..<colon])
                value = piece[piece.index(after: colon)...].drop { $0 == " " }
            }
            if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
            arguments.append((label, String(value)))
        }
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            // `\"` and `\\` in a quoted argument are the characters themselves.
            if escaped {
                escaped = false
                current.append(character)
                continue
            }
            if inQuotes, character == "\\" {
                escaped = true
                continue
            }
            if character == "\"" { inQuotes.toggle() }
            if !inQuotes {
                if character == "(" { depth += 1 }
                if character == ")" {
                    if depth == 0 {
                        finish()
                        return (arguments, text[index...])
                    }
                    depth -= 1
                }
                if character == ",", depth == 0 {
                    finish()
                    continue
                }
            }
            current.append(character)
        }
        return nil
    }

    /// The fence a line opens (its run of three or more backticks or tildes), if it opens one.
    private static func fenceOpening(_ line: Substring) -> Substring? {
        guard let first = line.utf8.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return nil }
        let count = line.utf8.prefix { $0 == first }.count
        guard count >= 3, first == UInt8(ascii: "~") || !line.utf8.dropFirst(count).contains(UInt8(ascii: "`")) else { return nil }
        return line[..<line.utf8.index(line.utf8.startIndex, offsetBy: count)]
    }

    /// Gathers the blocks between the markers under `root` into custom blocks, puts leaf
    /// directives' content in their place, and removes the markers; `snippet` gives a
    /// `@Snippet`'s code by its path, `hasImage` tells whether an `@Image`'s source exists.
    mutating func apply(to root: CmarkNode, snippet: (String) -> String?, hasImage: (String) -> Bool) {
        var stack: [CmarkNode] = []
        func place(_ node: CmarkNode, at marker: CmarkNode) {
            if let top = stack.last { top.append(node) } else { marker.insertBefore(node) }
        }
        for node in root.children {
            guard node.type == CMARK_NODE_HTML_BLOCK, let marker = markers[node.lineIndex] else {
                if let top = stack.last {
                    node.unlink()
                    top.append(node)
                }
                continue
            }
            switch marker {
            case .open(let directive):
                let block = Self.block(directive).node
                place(block, at: node)
                stack.append(block)
            case .close:
                _ = stack.popLast()
            case .leaf(let directive):
                if let made = leaf(directive, snippet: snippet, hasImage: hasImage) { place(made, at: node) }
            }
            node.unlink()
            node.free()
        }
    }

    private static func block(_ directive: Directive) -> CustomBlock {
        switch directive.name {
        case "Row": return .gridRow
        case "Column": return .gridColumn(size: Int(directive.argument("size") ?? "") ?? 1)
        case "TabNavigator": return .tabNavigator
        case "Tab": return .tab(title: directive.argument("") ?? "")
        case "Links": return .links
        default: return .small
        }
    }

    /// The content of a directive without a body of its own: a snippet's code, an image, or
    /// a container written on one line (`@Small { … }`).
    private mutating func leaf(_ directive: Directive, snippet: (String) -> String?, hasImage: (String) -> Bool) -> CmarkNode? {
        switch directive.name {
        case "Snippet":
            let path = directive.argument("path") ?? ""
            guard let code = snippet(path) else {
                problems.append(DocumentProblem(lineIndex: directive.lineIndex, problem: .missingSnippet(path)))
                return nil
            }
            let block = CmarkNode.make(CMARK_NODE_CODE_BLOCK)
            block[.literal] = code
            block[.fenceInfo] = "swift"
            return block
        case "Image":
            let source = directive.argument("source") ?? ""
            if !hasImage(source) {
                problems.append(DocumentProblem(lineIndex: directive.lineIndex, problem: .missingImage(source)))
            }
            let paragraph = CmarkNode.make(CMARK_NODE_PARAGRAPH)
            let image = CmarkNode.make(CMARK_NODE_IMAGE)
            image[.url] = source
            let alt = CmarkNode.make(CMARK_NODE_TEXT)
            alt[.literal] = directive.argument("alt") ?? ""
            image.append(alt)
            paragraph.append(image)
            return paragraph
        default:
            let block = Self.block(directive).node
            // Led by as many line feeds as lines before it, its nodes have the file's lines.
            let (content, _) = MarkdownTree.parse(String(repeating: "\n", count: directive.lineIndex) + directive.bodyText, links: [])
            block.adoptChildren(of: content)
            content.free()
            return block
        }
    }
}

extension String {
    /// The text's lines, split at each line feed by its bytes: no grapheme breaking, which
    /// costs a catalog's pages more than their parsing.
    var lines: [Substring] {
        var text = self
        // The line feeds' offsets, found in the contiguous bytes: a native string's index at an
        // offset is found at once.
        let feeds = text.withUTF8 { bytes in bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") } }
        var lines: [Substring] = []
        lines.reserveCapacity(feeds.count + 1)
        var start = utf8.startIndex
        for feed in feeds {
            let end = utf8.index(utf8.startIndex, offsetBy: feed)
            lines.append(self[start..<end])
            start = utf8.index(after: end)
        }
        lines.append(self[start...])
        return lines
    }
}

extension Substring {
    var trimmingTrailingBlanks: Substring {
        var end = utf8.endIndex
        while end > utf8.startIndex {
            let before = utf8.index(before: end)
            guard utf8[before] == UInt8(ascii: " ") || utf8[before] == UInt8(ascii: "\t") || utf8[before] == UInt8(ascii: "\r") else { break }
            end = before
        }
        return self[..<end]
    }

    /// The text after its first `count` bytes: spaces, counted over the UTF-8.
    func droppingBytes(_ count: Int) -> Substring {
        self[(utf8.index(utf8.startIndex, offsetBy: count, limitedBy: utf8.endIndex) ?? utf8.endIndex)...]
    }
}

private extension String {
    func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
