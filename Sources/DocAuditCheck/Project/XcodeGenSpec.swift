import DocAuditCore

/// An XcodeGen spec (`project.yml`): the targets it declares, each with its type and the
/// paths it builds, and the specs it includes. XcodeGen makes the `.xcodeproj` from it, and
/// teams that use it commit no project, so the spec is what says which code each target builds.
///
/// Target templates (`targetTemplates`, `templates:`) of the same spec give a target the type
/// it does not give itself, and their sources before its own. Only the part of YAML that specs
/// are written in is read: block maps and lists by their indentation, flow lists (`["."]`),
/// quoted and plain scalars, lines ended by `\n` or `\r\n`. Block scalars (`script: |`) and
/// flow maps are stepped over; what the reader does not know it leaves alone.
public struct XcodeGenSpec: Sendable, Equatable {
    /// One target, or one spec's part of it: XcodeGen merges the targets of a name across the
    /// included specs.
    public struct Target: Sendable, Equatable {
        /// Its key under `targets`.
        public var name: String
        /// Its `type` (`framework`, `app-extension`, `bundle.unit-test`); nil where another spec
        /// gives it.
        public var type: String?
        /// Its `sources`, its templates' first.
        public var sources: [Source]
    }

    /// One entry of a target's `sources`: a folder or a file, relative to the spec's folder,
    /// and what it takes in and leaves out, relative to the entry.
    public struct Source: Sendable, Equatable {
        /// The folder or file.
        public var path: String
        /// Its `excludes`: paths and globs.
        public var excludes: [String]
        /// Its `includes`: the paths and globs it takes alone; none, the whole folder.
        public var includes: [String] = []
    }

    /// The targets, in the spec's order.
    public var targets: [Target]
    /// The specs it includes, relative to its folder.
    public var includes: [String]

    /// Reads a spec's bytes.
    ///
    /// ```swift
    /// let spec = XcodeGenSpec.read(Array("targets:\n  Kit:\n    type: framework\n    sources: [Kit]\n".utf8))
    /// spec.targets[0].sources[0].path // "Kit"
    /// ```
    public static func read(_ bytes: [UInt8]) -> XcodeGenSpec {
        var reader = YAMLBlockReader(String(decoding: bytes, as: UTF8.self))
        let root = reader.read()
        var spec = XcodeGenSpec(targets: [], includes: [])
        let templates = root.map(forKey: "targetTemplates")?.pairs ?? []
        for (name, body) in root.map(forKey: "targets")?.pairs ?? [] {
            let own = body.value(forKey: "sources")
            var target = Target(name: name, type: body.value(forKey: "type")?.scalar, sources: own.map(Self.sources) ?? [])
            // A target's own type comes before its templates' (`${target_name}` its name). XcodeGen
            // merges a template's list of sources with the target's, the template's first;
            // where either is a single path, the target's replace the template's.
            for template in body.value(forKey: "templates")?.items.compactMap(\.scalar) ?? [] {
                guard let body = templates.first(where: { $0.0 == template })?.1 else { continue }
                target.type = target.type ?? body.value(forKey: "type")?.scalar
                guard let listed = body.value(forKey: "sources"), own == nil || own?.isList == true && listed.isList else { continue }
                target.sources.insert(contentsOf: Self.sources(listed).map { Source(path: $0.path.replacingOccurrences(of: "${target_name}", with: name), excludes: $0.excludes, includes: $0.includes) }, at: 0)
            }
            spec.targets.append(target)
        }
        spec.includes = root.value(forKey: "include")?.items.compactMap { $0.scalar ?? $0.value(forKey: "path")?.scalar } ?? []
        return spec
    }

    /// The entries of a `sources` value that it compiles: a path, a list of paths, or of maps
    /// with a `path`, less those of another `buildPhase` (`none`, `resources`: snapshots, a
    /// README beside the code).
    private static func sources(_ value: YAMLNode) -> [Source] {
        value.items.compactMap { item in
            if let path = item.scalar { return Source(path: path, excludes: []) }
            guard let path = item.value(forKey: "path")?.scalar else { return nil }
            if let phase = item.value(forKey: "buildPhase"), phase.scalar != "sources" { return nil }
            return Source(path: path, excludes: item.value(forKey: "excludes")?.items.compactMap(\.scalar) ?? [],
                          includes: item.value(forKey: "includes")?.items.compactMap(\.scalar) ?? [])
        }
    }
}

/// A value of a YAML document, as far as ``YAMLBlockReader`` reads it.
enum YAMLNode {
    case scalar(String)
    case list([YAMLNode])
    case map([(String, YAMLNode)])
    /// A flow map or a block scalar, stepped over.
    case skipped

    var scalar: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    var isList: Bool {
        if case .list = self { return true }
        return false
    }

    /// The items of a list; a scalar is a list of one, as XcodeGen takes `sources: Kit`.
    var items: [YAMLNode] {
        switch self {
        case .list(let items): return items
        case .scalar: return [self]
        default: return []
        }
    }

    var pairs: [(String, YAMLNode)] {
        if case .map(let pairs) = self { return pairs }
        return []
    }

    func value(forKey key: String) -> YAMLNode? {
        pairs.first { $0.0 == key }?.1
    }

    func map(forKey key: String) -> YAMLNode? {
        value(forKey: key).flatMap { if case .map = $0 { return $0 } else { return nil } }
    }
}

/// Reads the block structure of a YAML document by its lines' indentation.
struct YAMLBlockReader {
    private struct Line {
        var indent: Int
        var text: Substring
    }

    private var lines: [Line] = []
    private var index = 0

    init(_ text: String) {
        var pending: Line?
        var depth = 0
        // `\r\n` is one character to Swift, which `\n` alone would not split.
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let content = Self.withoutComment(raw)
            let trimmed = content.drop { $0 == " " }
            if var open = pending {
                // A flow list or map continued over lines is one value.
                open.text += " " + trimmed
                depth += Self.bracketBalance(trimmed)
                pending = depth > 0 ? open : nil
                if depth <= 0 { lines.append(open) }
                continue
            }
            guard !trimmed.isEmpty, trimmed != "---" else { continue }
            let line = Line(indent: content.count - trimmed.count, text: trimmed)
            depth = Self.bracketBalance(trimmed)
            if depth > 0 { pending = line } else { lines.append(line) }
        }
        if let pending { lines.append(pending) }
    }

    /// The document's root value.
    mutating func read() -> YAMLNode {
        guard !lines.isEmpty else { return .map([]) }
        return block(indent: lines[0].indent)
    }

    /// How deep values nest at most; deeper ones (no spec's) are stepped over, so no input
    /// runs the reader's recursion out of stack.
    private static let deepest = 64
    private var depth = 0

    /// The value whose lines start at `indent`: a list where they start with `- `, else a map.
    private mutating func block(indent: Int) -> YAMLNode {
        guard index < lines.count else { return .skipped }
        guard depth < Self.deepest else {
            index += 1
            while index < lines.count, lines[index].indent >= indent { index += 1 }
            return .skipped
        }
        depth += 1
        defer { depth -= 1 }
        if Self.isItem(lines[index].text) {
            var items: [YAMLNode] = []
            while index < lines.count, lines[index].indent == indent, Self.isItem(lines[index].text) {
                let rest = lines[index].text.dropFirst().drop { $0 == " " }
                if rest.isEmpty {
                    index += 1
                    items.append(index < lines.count && lines[index].indent > indent ? block(indent: lines[index].indent) : .scalar(""))
                } else if Self.keyAndValue(rest) != nil {
                    // `- path: Kit` opens a map whose keys stand where `path` does.
                    lines[index] = Line(indent: indent + lines[index].text.count - rest.count, text: rest)
                    items.append(block(indent: lines[index].indent))
                } else {
                    index += 1
                    items.append(Self.value(rest))
                }
            }
            return .list(items)
        }
        var pairs: [(String, YAMLNode)] = []
        while index < lines.count, lines[index].indent >= indent {
            let line = lines[index]
            index += 1
            guard line.indent == indent, let (key, rest) = Self.keyAndValue(line.text) else { continue }
            if rest == "|" || rest == ">" || rest.hasPrefix("|") || rest.hasPrefix(">") {
                while index < lines.count, lines[index].indent > indent { index += 1 }
                pairs.append((key, .skipped))
            } else if !rest.isEmpty {
                pairs.append((key, Self.value(rest)))
            } else if index < lines.count, lines[index].indent > indent || lines[index].indent == indent && Self.isItem(lines[index].text) {
                // A list may stand at its key's indentation.
                pairs.append((key, block(indent: lines[index].indent)))
            } else {
                pairs.append((key, .scalar("")))
            }
        }
        return .map(pairs)
    }

    private static func isItem(_ text: Substring) -> Bool {
        text == "-" || text.hasPrefix("- ")
    }

    /// The key and the rest of a `key: value` line; nil for a line that is no pair.
    private static func keyAndValue(_ text: Substring) -> (String, Substring)? {
        var pair: (String, Substring)?
        forEachUnquoted(text) { position, character in
            if character == "[" || character == "{" { return false }
            guard character == ":" else { return true }
            let after = text.index(after: position)
            guard after == text.endIndex || text[after] == " " else { return true }
            pair = (unquoted(text[..<position]), text[after...].drop { $0 == " " })
            return false
        }
        return pair
    }

    /// A value written on its key's line: a flow list, a flow map (stepped over) or a scalar.
    private static func value(_ text: Substring) -> YAMLNode {
        if text.hasPrefix("{") { return .skipped }
        guard text.hasPrefix("["), text.hasSuffix("]") else { return .scalar(unquoted(text)) }
        var items: [YAMLNode] = []
        var depth = 0
        var start = text.index(after: text.startIndex)
        let end = text.index(before: text.endIndex)
        forEachUnquoted(text[start..<end]) { position, character in
            if character == "[" || character == "{" {
                depth += 1
            } else if character == "]" || character == "}" {
                depth -= 1
            } else if character == ",", depth == 0 {
                items.append(value(text[start..<position].drop { $0 == " " }))
                start = text.index(after: position)
            }
            return true
        }
        let last = text[start..<end].drop { $0 == " " }
        if !last.isEmpty { items.append(value(last)) }
        return .list(items)
    }

    /// `text` less its surrounding spaces and quotes.
    private static func unquoted(_ text: Substring) -> String {
        var text = text.drop { $0 == " " }
        while text.last == " " { text = text.dropLast() }
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            text = text.dropFirst().dropLast()
        }
        return String(text)
    }

    /// `line` less a comment: a `#` at its start or after a space, outside quotes.
    private static func withoutComment(_ line: Substring) -> Substring {
        var end = line.endIndex
        forEachUnquoted(line) { position, character in
            guard character == "#", position == line.startIndex || line[line.index(before: position)] == " " else { return true }
            end = position
            return false
        }
        return trimmedEnd(line[..<end])
    }

    private static func trimmedEnd(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, last == " " || last == "\r" || last == "\t" { text = text.dropLast() }
        return text
    }

    /// How many more brackets `text` opens than it closes, outside quotes.
    private static func bracketBalance(_ text: Substring) -> Int {
        var balance = 0
        forEachUnquoted(text) { _, character in
            if character == "[" || character == "{" { balance += 1 } else if character == "]" || character == "}" { balance -= 1 }
            return true
        }
        return balance
    }

    /// Calls `visit` with each character of `text` outside quotes and its place, until it
    /// returns false.
    private static func forEachUnquoted(_ text: Substring, _ visit: (Substring.Index, Character) -> Bool) {
        var quote: Character?
        for position in text.indices {
            let character = text[position]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if !visit(position, character) {
                return
            }
        }
    }
}

extension XcodeGenSpec {
    /// The project XcodeGen makes of the spec at `path` (relative to the project root `root`)
    /// and the specs it includes, with its paths relative to the spec's folder, and the specs
    /// read, the spec itself first. Each source and include path is taken from the folder of
    /// the spec that names it, as XcodeGen takes an included spec's; one that is nothing there,
    /// from the root (a spec kept in `Apps/Name/` and run from the root names its paths so). A
    /// folder is built whole, as a synchronized folder less its excludes, unless it takes some
    /// files alone (`includes`), leaves out a pattern, or another target builds part of it: then
    /// its Swift files are listed. A target's type may come from another
    /// of the specs. A target with the name and the code of one in `known` (made
    /// of another spec) is left out, and each one made is added there.
    ///
    /// ```swift
    /// var known = Set<String>()
    /// let (project, specs) = XcodeGenSpec.project(at: "project.yml", root: root, in: source, known: &known)
    /// ```
    static func project(at path: String, root: String, in source: any FileSource, known: inout Set<String>) -> (project: XcodeProject, specs: [String]) {
        func absolute(_ path: String) -> String { path.isEmpty ? root : XcodePaths.joined(root, path) }
        func resolved(_ path: String, namedIn folder: String) -> String {
            let besideSpec = XcodePaths.joined(folder, path)
            let fromRoot = XcodePaths.normalized(path)
            return source.isFolder(absolute(besideSpec)) == nil && source.isFolder(absolute(fromRoot)) != nil ? fromRoot : besideSpec
        }
        var queue = [path]
        var specs: [String] = []
        var targets: [Target] = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard !specs.contains(next), let bytes = try? source.read(absolute(next)) else { continue }
            specs.append(next)
            let folder = XcodePaths.folder(of: next)
            let spec = read(bytes)
            for target in spec.targets {
                let sources = target.sources.map { Source(path: resolved($0.path, namedIn: folder), excludes: $0.excludes, includes: $0.includes) }
                if let known = targets.firstIndex(where: { $0.name == target.name }) {
                    targets[known].type = targets[known].type ?? target.type
                    targets[known].sources += sources
                } else {
                    targets.append(Target(name: target.name, type: target.type, sources: sources))
                }
            }
            queue += spec.includes.map { resolved($0, namedIn: folder) }
        }
        let folder = XcodePaths.folder(of: path)
        let upward = String(repeating: "../", count: folder.isEmpty ? 0 : folder.split(separator: "/").count)
        func relative(_ path: String) -> String {
            folder.isEmpty || !path.hasPrefix(folder + "/") ? upward + path : String(path.dropFirst(folder.utf8.count + 1))
        }
        // Folders named with an extension (`Assets.xcassets`, `en.lproj`) hold resources.
        let code = targets.map { target in
            target.sources.filter { entry in
                switch source.isFolder(absolute(entry.path)) {
                case true?: return !FilePaths.name(of: entry.path).contains(".")
                case false?: return entry.path.hasSuffix(".swift")
                case nil: return false
                }
            }
        }
        var project = XcodeProject(targets: [], synchronizedFolders: [], localPackages: [])
        for (index, target) in targets.enumerated() {
            // Two apps' specs include one framework's: it is one target.
            guard known.insert(([target.name] + code[index].map(\.path)).joined(separator: "\u{0}")).inserted else { continue }
            var built = XcodeProject.Target(name: target.name, productType: target.type ?? "", product: XcodeProject.Product(type: target.type ?? ""),
                                            moduleName: XcodeProject.identifier(target.name), sources: [], synchronizedFolders: [])
            for entry in code[index] {
                if entry.path.hasSuffix(".swift") {
                    built.sources.append(relative(entry.path))
                } else if !entry.includes.isEmpty || entry.excludes.contains(where: Self.isPattern)
                            || code.indices.contains(where: { $0 != index && code[$0].contains { $0.path.hasPrefix(entry.path + "/") } }) {
                    // It takes some files alone (tests kept beside the code they test, taken by
                    // `includes: ["**/*Tests.*"]` and excluded so from the framework), leaves out
                    // a pattern (an Xcode exception names files, not globs), or another target
                    // builds some of its files (an extension a few of the app's): its files are
                    // listed one by one, as XcodeGen lists them in a group.
                    let folderPath = absolute(entry.path)
                    let includes = entry.includes.map { (path: $0, glob: Glob($0)) }
                    let excludes = entry.excludes.map { (path: $0, glob: Glob($0)) }
                    for file in source.tree(of: folderPath, noting: nil).files {
                        let inFolder = String(file.dropFirst(folderPath.utf8.count + 1))
                        guard includes.isEmpty || includes.contains(where: { Self.pattern($0, takes: inFolder) }),
                              !excludes.contains(where: { Self.pattern($0, takes: inFolder) }) else { continue }
                        built.sources.append(relative(entry.path.isEmpty ? inFolder : entry.path + "/" + inFolder))
                    }
                } else {
                    built.synchronizedFolders.append(project.synchronizedFolders.count)
                    let exceptions = entry.excludes.isEmpty ? [] : [XcodeProject.Exception(target: project.targets.count, paths: entry.excludes)]
                    project.synchronizedFolders.append(XcodeProject.SynchronizedFolder(path: relative(entry.path), exceptions: exceptions))
                }
            }
            project.targets.append(built)
        }
        return (project, specs)
    }

    private static func isPattern(_ path: String) -> Bool {
        path.contains { "*?[{".contains($0) }
    }

    /// Whether an `includes` or `excludes` entry takes the file at `path` (below its source
    /// folder): by its path, or by a folder holding it, which XcodeGen takes whole
    /// (`**/TestHelpers/*` takes `TestHelpers/Support/Info.swift`).
    private static func pattern(_ pattern: (path: String, glob: Glob), takes path: String) -> Bool {
        var path = Substring(path)
        while true {
            if path == pattern.path || pattern.glob.matches(String(path)) { return true }
            guard let slash = path.lastIndex(of: "/") else { return false }
            path = path[..<slash]
        }
    }
}
