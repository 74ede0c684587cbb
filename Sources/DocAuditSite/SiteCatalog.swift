import DocAuditRules
import DocAuditCheck
import DocAuditCore

/// One Swift file to document: its source, what the scanner found in it, and the module and
/// group it belongs to.
public struct SiteSourceFile: Sendable {
    /// The path as reached from the command-line argument, shown on pages.
    public var path: String
    /// The module's name, e.g. `NetworkInterface`.
    public var module: String
    /// The layer group the module is listed under on the home page: `Core`, `Domain`, …
    public var group: String
    /// The file's bytes.
    public var bytes: [UInt8]
    /// The scanner's result for the bytes.
    public var scanned: ScannedFile
    /// What the rules in force for the file require documented, as coverage counts it: a
    /// declaration none requires (a property, an enum case, under the default rules) shows no
    /// "No documentation.". Nil when unknown: every undocumented declaration then says so.
    public var documentationRequirements: [any DocumentationRequirement]?

    /// Creates a file, scanning `bytes`.
    ///
    /// ```swift
    /// let file = SiteSourceFile(path: "Sources/Net/A.swift", module: "Net", group: "Shared", bytes: bytes)
    /// ```
    public init(path: String, module: String, group: String, bytes: [UInt8]) {
        self.init(path: path, module: module, group: group, bytes: bytes, scanned: Scanner.scan(bytes))
    }

    /// A file scanned already, as the check scanned it.
    ///
    /// ```swift
    /// let file = SiteSourceFile(path: kept.path, module: "Net", group: "Shared", bytes: kept.bytes, scanned: kept.scanned)
    /// ```
    public init(path: String, module: String, group: String, bytes: [UInt8], scanned: ScannedFile) {
        self.path = path
        self.module = module
        self.group = group
        self.bytes = bytes
        self.scanned = scanned
    }
}

/// A declaration on the site, with the file it comes from.
struct Symbol {
    /// Its file's declarations, shared, and its place among them: a symbol costs a few words,
    /// not a copy of its declaration, on a site of a million declarations.
    private let declarations: [Declaration]
    private let index: Int
    /// The index of its file in ``SiteCatalog/files``.
    let file: Int
    /// Its anchor on the page that lists it in full; nil for a type, which has a page of its own.
    private(set) var anchor: String?
    /// Its own page; nil for a member shown in full on its type's page (``SiteOptions/membersInline``).
    var page: String?

    init(_ declarations: [Declaration], _ index: Int, file: Int) {
        self.declarations = declarations
        self.index = index
        self.file = file
    }

    var declaration: Declaration { declarations[index] }

    /// Where a link to it leads: its own page, or its anchor on `listing`, the page showing it in full.
    func target(on listing: String) -> String {
        page ?? listing + "#" + (anchor ?? "")
    }

    /// Its place, as the symbol graph's relationships name it.
    var key: DeclarationKey { DeclarationKey(file: file, declaration: index) }

    /// Its DocC path, as symbol links resolve to it: `User/Profile`, `User/load(id:)`.
    var doccPath: String {
        let declaration = declaration
        if declaration.kind.isType { return PageLocations.doccPath(declaration.symbolPath) }
        return declaration.parent.isEmpty ? declaration.name : PageLocations.doccPath(declaration.parent) + "/" + declaration.name
    }

    /// `symbols`, as one page lists them, with their anchors: the kind and name, numbered
    /// from the second of the same kind and name on the page.
    static func anchored(_ symbols: [Symbol]) -> [Symbol] {
        var used: [String: Int] = [:]
        return symbols.map { symbol in
            let declaration = symbol.declaration
            guard !declaration.kind.isType else { return symbol }
            let base = PageName.anchor(kind: (declaration.isStatic ? "static-" : "") + declaration.kind.rawValue, name: declaration.name)
            let count = used[base, default: 0] + 1
            used[base] = count
            var anchored = symbol
            anchored.anchor = count == 1 ? base : base + "-\(count)"
            return anchored
        }
    }
}

/// A type of a module, or an outside type the module extends, with its members from every file.
struct TypeEntry {
    /// The dotted name: `User`, `User.Profile`, `View`.
    let path: String
    /// Its page, from the site root.
    var page: String = ""
    /// The type's own declarations (more than one only across `#if` branches); empty for an
    /// outside type.
    var definitions: [Symbol] = []
    /// The members, from the type's body and from extensions, in file and source order.
    var members: [Symbol] = []
    /// The members the compiler copies into it from protocol extensions, each with its page.
    var inherited: [(member: InheritedMember, page: String)] = []
    /// DocC's "… Implementations" pages: by protocol, the members implementing its
    /// requirements that an extension declares or the compiler copies in.
    var collections: [(protocolName: String, page: String)] = []

    /// The dotted name as pages show it: a type nested deeper than ``Navigator/depthLimit``
    /// shows its first and last ``Navigator/wayEnd`` names around `…` (`T0.T1.T2.T3.….T7.T8.T9.T10`),
    /// as its navigator does, so that its pages do not grow with its depth.
    var title: String {
        let leading = DottedPath.dots(in: path, first: Navigator.depthLimit)
        guard leading.count == Navigator.depthLimit else { return path }
        let lastNames = path.utf8.index(after: DottedPath.dots(in: path, last: Navigator.wayEnd)[0])
        return path[..<leading[Navigator.wayEnd - 1]] + ".…." + path[lastNames...]
    }

    /// The last component of the dotted name.
    var name: Substring { path.utf8.lastIndex(of: UInt8(ascii: ".")).map { path[path.utf8.index(after: $0)...] } ?? Substring(path) }
}

/// The overloads of one top-level function or macro name, each with a page of its own.
struct FunctionEntry {
    /// The base name: `load`, `==`.
    let name: String
    var overloads: [Symbol] = []
}

/// One module's documented API, or a guide: a catalog of articles that documents no module.
struct ModuleEntry {
    let name: String
    /// The layer group; empty for a guide.
    let group: String
    /// Whether it is a guide, shown with its articles and no symbols or coverage.
    var isGuide = false
    /// The name shown for it: a guide's landing page's title, else the module's name.
    var title: String
    /// The module's own types, nested ones included, sorted by dotted name.
    var types: [TypeEntry] = []
    /// The outside types the module extends, sorted by name.
    var extensions: [TypeEntry] = []
    /// The modules whose types the module extends, sorted, each with its page (DocC's page of
    /// an extended module) and the indices of its types in ``extensions``.
    var extendedModules: [(name: String, page: String, types: [Int])] = []
    /// Top-level functions and macros, sorted by name.
    var functions: [FunctionEntry] = []
    /// Top-level variables and constants, in file order.
    var variables: [Symbol] = []
    /// The documented share, as `check --coverage` counts it.
    var coverage = DocCoverage()

    /// The page of the module's type of dotted name `path`; nil when the module defines no such type.
    func page(ofType path: String) -> String? {
        index(ofType: path).map { types[$0].page }
    }

    /// The index of the module's type of dotted name `path` in the sorted ``types``.
    func index(ofType path: String) -> Int? {
        var low = 0
        var high = types.count
        while low < high {
            let middle = (low + high) / 2
            if types[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low < types.count && types[low].path == path ? low : nil
    }
}

/// The site's model: the visible declarations of the files, grouped by module, type and kind.
struct SiteCatalog {
    let files: [SiteSourceFile]
    /// The modules, sorted by group then name.
    let modules: [ModuleEntry]

    /// The symbol declared at `key`.
    func symbol(at key: DeclarationKey) -> Symbol {
        Symbol(files[key.file].scanned.declarations, key.declaration, file: key.file)
    }

    /// The catalog of `files`, with `coverage`'s figures per module; `relationships` tell the
    /// default implementations, which give way to their requirement when names collide, and the
    /// modules of the outside types extended. With `membersInline`, a type's members are shown
    /// in full on its page instead of on pages of their own. The `guides` come first, by name.
    init(files: [SiteSourceFile], coverage: CoverageReport, relationships: SiteRelationships, membersInline: Bool = false, guides: [(name: String, title: String)] = []) {
        self.files = files
        var builders: [String: ModuleBuilder] = [:]
        for (index, file) in files.enumerated() {
            builders[file.module, default: ModuleBuilder(name: file.module, group: file.group)].add(file, index: index)
        }
        let found = builders.values.map { builder in
            var module = builder.build(files: files, relationships: relationships, membersInline: membersInline)
            module.coverage = coverage.modules[module.name] ?? DocCoverage()
            return module
        }.sorted {
            ($0.group, $0.name) < ($1.group, $1.name)
        }
        modules = guides.map { ModuleEntry(name: $0.name, group: "", isGuide: true, title: $0.title) } + found
    }

    /// The most members a type gives pages of their own: past it, a type (an enum of a million
    /// generated cases) shows them in full on its page, as with ``SiteOptions/membersInline``,
    /// rather than make a folder for each.
    static let memberPageLimit = 2_000

    /// The base name of a function, operator or macro name: `load(id:)` → `load`.
    static func baseName(_ name: String) -> String {
        String(name.prefix { $0 != "(" })
    }
}

/// Collects one module's declarations file by file.
private struct ModuleBuilder {
    let name: String
    let group: String
    var definitions: [String: [Symbol]] = [:]
    var members: [String: [Symbol]] = [:]
    var functions: [String: [Symbol]] = [:]
    var variables: [Symbol] = []

    mutating func add(_ file: SiteSourceFile, index: Int) {
        let declarations = file.scanned.declarations
        for (position, declaration) in declarations.enumerated() where declaration.visible {
            let symbol = Symbol(declarations, position, file: index)
            switch declaration.kind {
            case .extension, .deinit: continue
            default: break
            }
            if declaration.kind.isType {
                definitions[declaration.symbolPath, default: []].append(symbol)
            }
            if !declaration.parent.isEmpty {
                members[declaration.parent, default: []].append(symbol)
            } else if declaration.kind == .func || declaration.kind == .macro {
                functions[SiteCatalog.baseName(declaration.name), default: []].append(symbol)
            } else if declaration.kind.isProperty {
                variables.append(symbol)
            }
        }
    }

    func build(files: [SiteSourceFile], relationships: SiteRelationships, membersInline: Bool) -> ModuleEntry {
        var module = ModuleEntry(name: name, group: group, title: name)
        func inline(_ path: String) -> Bool { membersInline || (members[path]?.count ?? 0) > SiteCatalog.memberPageLimit }
        let folder = SiteMap.folder(name)
        let typePaths = definitions.keys.sorted()
        let inherited = relationships.inherited[name] ?? [:]
        let extendedTypes = relationships.extendedTypes[name] ?? [:]
        let extensionPaths = Set(members.keys).union(inherited.keys).union(extendedTypes.keys).filter { definitions[$0] == nil }.sorted()
        var anchoredMembers: [String: [Symbol]] = [:]
        for (path, symbols) in members { anchoredMembers[path] = Symbol.anchored(symbols) }
        var overloads = functions.mapValues(Symbol.anchored)
        var globals = Symbol.anchored(variables)

        // Each folder's names, disambiguated among themselves as DocC does.
        let names = PageNames(files: files, module: name, relationships: relationships)
        var typeComponents: [String: String] = [:]
        var topLevel: [PageNames.Candidate] = typePaths.filter { definitions[$0]![0].declaration.parent.isEmpty }
            .map { .init(symbol: definitions[$0]![0], target: .type($0)) }
        for key in overloads.keys.sorted() {
            topLevel += overloads[key]!.indices.map { .init(symbol: overloads[key]![$0], target: .function(key, $0)) }
        }
        topLevel += globals.indices.map { .init(symbol: globals[$0], target: .variable($0)) }
        var containers = [topLevel]
        for path in typePaths + extensionPaths {
            var candidates: [PageNames.Candidate] = []
            var nested = Set<String>()
            for (index, member) in (anchoredMembers[path] ?? []).enumerated() {
                if member.declaration.kind.isType {
                    // A type declared in `#if` branches is one page.
                    if nested.insert(member.declaration.symbolPath).inserted { candidates.append(.init(symbol: member, target: .type(member.declaration.symbolPath))) }
                } else if !inline(path) {
                    candidates.append(.init(symbol: member, target: .member(path, index)))
                }
            }
            containers.append(candidates)
        }
        var memberComponents: [PageNames.Target: String] = [:]
        for container in containers {
            for (target, component) in names.disambiguate(container) {
                if case .type(let path) = target { typeComponents[path] = component } else { memberComponents[target] = component }
            }
        }
        // Folders from the outside in: sorted, an enclosing type comes before its nested types.
        var folders: [String: String] = [:]
        var depths: [String: Int] = [:]
        for path in extensionPaths {
            let extended = extendedTypes[path] ?? relationships.extendedModule(of: members[path]?.first?.key)
            folders[path] = SiteMap.folder(ofPage: SiteMap.extensionPage(path, extendedModule: extended, module: name))
        }
        for path in typePaths {
            let parent = definitions[path]![0].declaration.parent
            let component = typeComponents[path] ?? DocumentationPath.component(String(path.split(separator: ".").last ?? ""))
            let depth = parent.isEmpty ? 0 : (depths[parent] ?? 0) + 1
            depths[path] = depth
            folders[path] = SiteMap.nested(component, in: parent.isEmpty ? folder : folders[parent] ?? folder, depth: depth)
        }
        func page(_ target: PageNames.Target, in containerFolder: String) -> String? {
            memberComponents[target].map { containerFolder + $0 + "/" + SiteMap.pageFile }
        }
        func pageOf(_ member: Symbol, index: Int, container: String) -> String? {
            if member.declaration.kind.isType { return folders[member.declaration.symbolPath].map { $0 + SiteMap.pageFile } }
            return page(.member(container, index), in: folders[container]!)
        }
        /// The pages of the inherited members and of the collections of `entry`, beside its
        /// members' pages without taking their names.
        func addInherited(_ entry: inout TypeEntry) {
            guard !inline(entry.path) else { return }
            let folder = folders[entry.path]!
            var taken = Set(entry.members.compactMap { $0.page.map { SiteMap.folder(ofPage: $0) } })
            for member in inherited[entry.path] ?? [] {
                var component = DocumentationPath.component(member.name)
                if taken.contains(folder + component + "/") { component += "-" + DocumentationPath.hash((member.protocolName + "." + member.name).utf8) }
                taken.insert(folder + component + "/")
                entry.inherited.append((member, folder + component + "/" + SiteMap.pageFile))
            }
            var protocols = Set(entry.inherited.map(\.member.protocolName))
            for member in entry.members where !member.declaration.kind.isType {
                if let implemented = relationships.implementedProtocol[member.key] { protocols.insert(implemented) }
            }
            entry.collections = protocols.sorted().map { ($0, folder + DocumentationPath.component($0 + "-implementations") + "/" + SiteMap.pageFile) }
        }
        module.types = typePaths.map { path in
            var entry = TypeEntry(path: path, page: folders[path]! + SiteMap.pageFile, definitions: definitions[path] ?? [], members: anchoredMembers[path] ?? [])
            for index in entry.members.indices { entry.members[index].page = pageOf(entry.members[index], index: index, container: path) }
            addInherited(&entry)
            return entry
        }
        module.extensions = extensionPaths.map { path in
            var entry = TypeEntry(path: path, page: folders[path]! + SiteMap.pageFile, members: anchoredMembers[path] ?? [])
            for index in entry.members.indices { entry.members[index].page = pageOf(entry.members[index], index: index, container: path) }
            addInherited(&entry)
            return entry
        }
        var extended: [String: [Int]] = [:]
        for (index, entry) in module.extensions.enumerated() {
            guard let other = extendedTypes[entry.path] ?? relationships.extendedModule(of: entry.members.first?.key) else { continue }
            extended[other, default: []].append(index)
        }
        module.extendedModules = extended.keys.sorted().map { ($0, folder + DocumentationPath.component($0) + "/" + SiteMap.pageFile, extended[$0]!) }
        for key in overloads.keys {
            for index in overloads[key]!.indices { overloads[key]![index].page = page(.function(key, index), in: folder) }
        }
        module.functions = overloads.keys.sorted().map { FunctionEntry(name: $0, overloads: overloads[$0] ?? []) }
        for index in globals.indices { globals[index].page = page(.variable(index), in: folder) }
        module.variables = globals
        return module
    }
}

/// The names of the pages of one folder, as DocC disambiguates them: a name alone when no other
/// page of the folder has it (case aside); else the kind (`-swift.type.property`) when no other
/// of that name has that kind, else a hash (`-4p94d`). When names collide and all but one are
/// default implementations, that one (the requirement) keeps the bare name, as in DocC.
struct PageNames {
    /// What a page is for, within its module.
    enum Target: Hashable {
        /// A type, by dotted path.
        case type(String)
        /// The member at an index of a type's (or extended type's) members.
        case member(String, Int)
        /// The overload at an index of a top-level function name.
        case function(String, Int)
        /// The top-level variable at an index.
        case variable(Int)
    }

    /// A page to name: the symbol it shows.
    struct Candidate {
        let symbol: Symbol
        let target: Target
    }

    let files: [SiteSourceFile]
    let module: String
    let relationships: SiteRelationships

    /// The component of each candidate's page in their folder, distinct once case is ignored.
    func disambiguate(_ candidates: [Candidate]) -> [(Target, String)] {
        let bare = candidates.map { DocumentationPath.component(Self.name($0.symbol.declaration)) }
        var byName: [String: [Int]] = [:]
        for (index, name) in bare.enumerated() { byName[name, default: []].append(index) }
        var names = bare
        for group in byName.values where group.count > 1 {
            let favored = group.filter { relationships.implementedRequirement[candidates[$0].symbol.key] == nil }
            var kinds: [String: Int] = [:]
            for index in group { kinds[kind(candidates[index].symbol), default: 0] += 1 }
            var hashes: [String: Int] = [:]
            for index in group where !(favored.count == 1 && favored[0] == index) {
                let kind = kind(candidates[index].symbol)
                if kinds[kind] == 1 {
                    names[index] = bare[index] + "-" + kind
                    continue
                }
                // Overloads whose signatures read alike (constrained extensions, `#if` branches)
                // are numbered in source order.
                let identity = self.identity(candidates[index].symbol)
                let seen = hashes[identity, default: 0]
                hashes[identity] = seen + 1
                names[index] = bare[index] + "-" + DocumentationPath.hash((seen == 0 ? identity : identity + "#\(seen)").utf8)
            }
        }
        return candidates.indices.map { (candidates[$0].target, names[$0]) }
    }

    /// The name DocC gives a declaration's page: a case with associated values is named with
    /// their labels, as a function is (`help(_:)`, `user(id:)`).
    static func name(_ declaration: Declaration) -> String {
        guard declaration.kind == .case, !declaration.parameters.isEmpty else { return declaration.name }
        return declaration.name + "(" + declaration.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The symbol kind DocC names in a disambiguation: `swift.method`, `swift.type.property`.
    private func kind(_ symbol: Symbol) -> String {
        (SymbolKind(symbol.declaration) ?? .function).rawValue
    }

    /// What the hash is of: the module, path, kind and signature, as a symbol's identity spells them.
    private func identity(_ symbol: Symbol) -> String {
        let source = files[symbol.file].bytes
        let declaration = symbol.declaration
        let kind = SymbolKind(declaration) ?? .function
        let suffix = source.withUnsafeBufferPointer { SymbolSignature.suffix(of: declaration, kind: kind, source: $0) }
        return module + ":" + symbol.doccPath + suffix
    }
}
