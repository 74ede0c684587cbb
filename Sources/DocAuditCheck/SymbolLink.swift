import DocAuditCore

/// A DocC symbol link in doc text: ``` ``Type`` ```, ``` ``Type/member(label:)`` ```,
/// ``` ``Module/Type`` ```, with optional disambiguation suffixes (`-swift.struct`, `-3xyz`).
public struct SymbolLink: Sendable, Hashable {
    /// The text between the double backticks, as written.
    public var text: String
    /// The 0-based line of the doc text the link stands on.
    public var line: Int
    /// The 0-based byte offset, in that line, of the opening backticks.
    public var column: Int

    /// Creates a link.
    ///
    /// ```swift
    /// let link = SymbolLink(text: "Cache/store(_:)", line: 0, column: 9)
    /// ```
    public init(text: String, line: Int, column: Int) {
        self.text = text
        self.line = line
        self.column = column
    }

    /// The path components with their disambiguation suffixes removed:
    /// `Cache/store(_:)-swift.method` is `["Cache", "store(_:)"]`.
    public var components: [String] {
        text.split(separator: "/", omittingEmptySubsequences: false).map { SymbolLink.removingDisambiguation($0) }
    }

    /// `name-swift.method`, `name-1a2b3`, `name-(Int)->Bool` are `name`. A leading `-` belongs to
    /// an operator's name, and a `-` inside the parameter list (`-(_:_:)`) is kept.
    static func removingDisambiguation(_ component: Substring) -> String {
        guard component.utf8.contains(UInt8(ascii: "-")) else { return String(component) }
        var depth = 0
        for index in component.indices where index > component.startIndex {
            switch component[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "-" where depth == 0:
                let before = component[component.index(before: index)]
                if before.isLetter || before.isNumber || before == ")" || before == "_" {
                    return String(component[..<index])
                }
            default: break
            }
        }
        return String(component)
    }

    /// The symbol links in doc `text`, in order, outside code blocks and code spans.
    ///
    /// ```swift
    /// let links = SymbolLink.links(in: "Stores values; see ``Cache/evict()``.")
    /// links[0].text // "Cache/evict()"
    /// ```
    public static func links(in text: String) -> [SymbolLink] {
        var links: [SymbolLink] = []
        var fence: (marker: UInt8, length: Int)?
        let bytes = Array(text.utf8)
        for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            if let open = fence {
                if let run = fenceRun(line), run.marker == open.marker, run.length >= open.length, run.isBare { fence = nil }
                continue
            }
            if let run = fenceRun(line), run.marker == UInt8(ascii: "~") || run.infoHasNoBacktick {
                fence = (run.marker, run.length)
                continue
            }
            if isIndentedCode(line) { continue }
            links += linksInLine(line, line: index)
        }
        return links
    }

    /// A fence line: up to three spaces, then three or more backticks or tildes.
    private static func fenceRun(_ line: ArraySlice<UInt8>) -> (marker: UInt8, length: Int, isBare: Bool, infoHasNoBacktick: Bool)? {
        let indent = line.prefix { $0 == 0x20 }.count
        guard indent <= 3, indent < line.count else { return nil }
        let start = line.startIndex + indent
        let marker = line[start]
        guard marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { return nil }
        let length = line[start...].prefix { $0 == marker }.count
        guard length >= 3 else { return nil }
        let rest = line[(start + length)...]
        return (marker, length, rest.allSatisfy { $0 == 0x20 || $0 == 0x09 }, !rest.contains(UInt8(ascii: "`")))
    }

    private static func isIndentedCode(_ line: ArraySlice<UInt8>) -> Bool {
        line.prefix { $0 == 0x20 }.count >= 4 && line.contains { $0 != 0x20 && $0 != 0x09 }
    }

    /// Code spans whose backtick runs have length two are links (when their text is a symbol
    /// path); the others are code.
    private static func linksInLine(_ bytes: ArraySlice<UInt8>, line: Int) -> [SymbolLink] {
        CodeSpan.spans(in: bytes).compactMap { span in
            guard span.runLength == 2 else { return nil }
            let inner = String(decoding: bytes[span.content], as: UTF8.self)
            return isSymbolPath(inner) ? SymbolLink(text: inner, line: line, column: span.opening - bytes.startIndex) : nil
        }
    }

    /// A link's text names a symbol: no spaces outside a parenthesized signature, not empty,
    /// and not a `<doc:…>` article link.
    private static func isSymbolPath(_ text: String) -> Bool {
        guard let first = text.first, first != " ", !text.hasPrefix("<doc:"), !text.hasPrefix("doc:") else { return false }
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 } else if character.isWhitespace && depth == 0 { return false }
        }
        return true
    }
}

/// The declarations a symbol link can resolve to, keyed by their DocC path
/// (`Type/member(label:)`), with the module each is declared in.
///
/// Resolution follows DocC: a link is tried relative to the scope of the documented symbol,
/// then each enclosing scope, then the module root; a first component that names a module of
/// the tree qualifies the rest. Functions are also found by their base name (`load` for
/// `load(from:)`), as DocC accepts an unambiguous base name.
///
/// Paths are kept as hashes of their components, so the index of a large tree stays small (a
/// few integers per declaration); the chance that two paths collide is negligible.
public struct SymbolIndex: Sendable {
    private var modules: [String] = []
    private var moduleNumbers: [String: Int32] = [:]
    /// The module of each path's first declaration; most paths are declared in one module.
    private var paths: [Int: Int32] = [:]
    /// The other modules of the few paths declared in several.
    private var otherModules: [Int: [Int32]] = [:]
    /// The last scope added and the hash state of its components, as consecutive declarations
    /// mostly share their scope.
    private var scopeHashers: [ObjectIdentifier: (scope: ScopePath, hasher: Hasher)] = [:]
    /// The module of the last declaration added, whose file likely has more.
    private var lastModule: (name: String, number: Int32)?

    /// Creates an empty index.
    ///
    /// ```swift
    /// var index = SymbolIndex()
    /// ```
    public init() {}

    /// The number of distinct paths.
    public var count: Int { paths.count }

    /// Adds a declaration of `module`. Extensions add nothing: their members are added with
    /// the extended type's path.
    ///
    /// ```swift
    /// index.add(declaration, module: "NetworkInterface")
    /// ```
    public mutating func add(_ declaration: Declaration, module: String) {
        guard declaration.kind != .extension else { return }
        let number = moduleNumber(module)
        let scope = scopeHasher(declaration)
        insert(SymbolIndex.key(scope, declaration.name), number)
        if let parenthesis = declaration.name.utf8.firstIndex(of: UInt8(ascii: "(")), parenthesis > declaration.name.startIndex {
            insert(SymbolIndex.key(scope, String(declaration.name[..<parenthesis])), number)
        }
        if declaration.kind == .case, !declaration.parameters.isEmpty {
            // DocC names a case with associated values like a function, `failed(_:)`; the
            // scanner keeps no labels for cases, so any signature matches.
            insert(SymbolIndex.key(scope, declaration.name + SymbolIndex.anySignature), number)
        }
    }

    /// Stands for any parameter list of an enum case with associated values.
    private static let anySignature = "(*)"

    /// The hasher of a declaration's scope, kept per scope node (the scanner gives all members
    /// of a type the same node), so each scope's dotted path is split once.
    private mutating func scopeHasher(_ declaration: Declaration) -> Hasher {
        guard let scope = declaration.scope else { return Hasher() }
        if let known = scopeHashers[ObjectIdentifier(scope)] { return known.hasher }
        var hasher = Hasher()
        for component in SymbolIndex.components(ofScope: scope.dotted) { hasher.combine(component) }
        // The cache holds each node, so no later node can take its identity while it is there.
        if scopeHashers.count >= 256 { scopeHashers.removeAll(keepingCapacity: true) }
        scopeHashers[ObjectIdentifier(scope)] = (scope, hasher)
        return hasher
    }

    private static func key(_ scope: Hasher, _ name: String) -> Int {
        var hasher = scope
        hasher.combine(name)
        return hasher.finalize()
    }

    private static func key(_ components: [String]) -> Int {
        var hasher = Hasher()
        for component in components { hasher.combine(component) }
        return hasher.finalize()
    }

    /// Adds every entry of `other`.
    ///
    /// ```swift
    /// index.merge(fileIndex)
    /// ```
    public mutating func merge(_ other: SymbolIndex) {
        let numbers = other.modules.map { moduleNumber($0) }
        for (path, number) in other.paths {
            insert(path, numbers[Int(number)])
            for each in other.otherModules[path, default: []] { insert(path, numbers[Int(each)]) }
        }
    }

    /// The path and module of the declaration `link` resolves to, seen from a doc comment in
    /// `scope` (the dotted path of the documented symbol's parent) of `module`; nil when broken.
    ///
    /// ```swift
    /// index.resolve(link, scope: "Cache", module: "Storage") // ("Cache/evict()", "Storage")
    /// ```
    public func resolve(_ link: SymbolLink, scope: String, module: String) -> (path: String, module: String)? {
        let components = link.components
        guard !components.contains(where: \.isEmpty) else { return nil }
        var prefix = SymbolIndex.components(ofScope: scope)
        var candidates = [components]
        if let last = components.last, let parenthesis = last.firstIndex(of: "(") {
            candidates.append(Array(components.dropLast()) + [String(last[..<parenthesis]) + SymbolIndex.anySignature])
        }
        while true {
            for candidate in candidates {
                let path = prefix + candidate
                if let found = lookup(SymbolIndex.key(path), preferring: module) { return (path.joined(separator: "/"), found) }
            }
            if prefix.isEmpty { break }
            prefix.removeLast()
        }
        if let qualified = moduleNumbers[components[0]] {
            if components.count == 1 { return ("", components[0]) }
            let rest = Array(components.dropFirst())
            if modulesDeclaring(SymbolIndex.key(rest)).contains(qualified) { return (rest.joined(separator: "/"), components[0]) }
        }
        return nil
    }

    private func modulesDeclaring(_ key: Int) -> [Int32] {
        guard let first = paths[key] else { return [] }
        return [first] + otherModules[key, default: []]
    }

    private func lookup(_ key: Int, preferring module: String) -> String? {
        let numbers = modulesDeclaring(key)
        guard let first = numbers.first else { return nil }
        if let preferred = moduleNumbers[module], numbers.contains(preferred) { return module }
        return modules[Int(first)]
    }

    private mutating func insert(_ key: Int, _ number: Int32) {
        guard let first = paths[key] else {
            paths[key] = number
            return
        }
        if first != number, !otherModules[key, default: []].contains(number) { otherModules[key, default: []].append(number) }
    }

    private mutating func moduleNumber(_ module: String) -> Int32 {
        // A file's declarations come one after another, all of one module.
        if let last = lastModule, last.name == module { return last.number }
        let number = moduleNumbers[module] ?? Int32(modules.count)
        if number == Int32(modules.count) {
            modules.append(module)
            moduleNumbers[module] = number
        }
        lastModule = (module, number)
        return number
    }

    /// `Outer.Inner<T>` is `["Outer", "Inner"]`: generic arguments of extended types dropped.
    static func components(ofScope scope: String) -> [String] {
        guard !scope.isEmpty else { return [] }
        var components: [String] = []
        var current: [UInt8] = []
        var depth = 0
        for byte in scope.utf8 {
            switch byte {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"): depth -= 1
            case UInt8(ascii: ".") where depth == 0:
                components.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            default:
                if depth == 0 { current.append(byte) }
            }
        }
        components.append(String(decoding: current, as: UTF8.self))
        return components
    }
}

/// A code span of one line of Markdown, as CommonMark delimits it: a run of backticks closed by
/// the next run of the same length. `check` and `site` read symbol links through these spans,
/// so they find the same ones.
public struct CodeSpan: Sendable, Equatable {
    /// The index of the opening run's first backtick.
    public var opening: Int
    /// How many backticks open (and close) the span.
    public var runLength: Int
    /// The indices of the text between the runs.
    public var content: Range<Int>

    /// The code spans of `line`, in order; a run with no closing run is text.
    ///
    /// ```swift
    /// let spans = CodeSpan.spans(in: Array("a `b` ``C``".utf8)[...])
    /// spans.map(\.runLength) // [1, 2]
    /// ```
    public static func spans(in line: ArraySlice<UInt8>) -> [CodeSpan] {
        var spans: [CodeSpan] = []
        var index = line.startIndex
        while index < line.endIndex {
            guard line[index] == UInt8(ascii: "`") else { index += 1; continue }
            let opening = index
            let length = run(line, at: index)
            index += length
            guard let close = closingRun(line, from: index, length: length) else { continue }
            spans.append(CodeSpan(opening: opening, runLength: length, content: index..<close))
            index = close + length
        }
        return spans
    }

    private static func run(_ line: ArraySlice<UInt8>, at index: Int) -> Int {
        line[index...].prefix { $0 == UInt8(ascii: "`") }.count
    }

    /// Where the next run of exactly `length` backticks starts.
    private static func closingRun(_ line: ArraySlice<UInt8>, from start: Int, length: Int) -> Int? {
        var index = start
        while index < line.endIndex {
            let found = line[index] == UInt8(ascii: "`") ? run(line, at: index) : 0
            if found == length { return index }
            index += max(found, 1)
        }
        return nil
    }
}
