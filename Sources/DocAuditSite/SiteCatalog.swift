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
    /// Its anchor on the page that lists it; nil for a type, which has a page of its own.
    private(set) var anchor: String?

    init(_ declarations: [Declaration], _ index: Int, file: Int) {
        self.declarations = declarations
        self.index = index
        self.file = file
    }

    var declaration: Declaration { declarations[index] }

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
    let page: String
    /// The type's own declarations (more than one only across `#if` branches); empty for an
    /// outside type.
    var definitions: [Symbol] = []
    /// The members, from the type's body and from extensions, in file and source order.
    var members: [Symbol] = []

    /// The last component of the dotted name.
    var name: Substring { path.split(separator: ".").last ?? Substring(path) }
}

/// The overloads of one top-level function or macro name.
struct FunctionEntry {
    /// The base name: `load`, `==`.
    let name: String
    var overloads: [Symbol] = []
}

/// One module's documented API.
struct ModuleEntry {
    let name: String
    let group: String
    /// The module's own types, nested ones included, sorted by dotted name.
    var types: [TypeEntry] = []
    /// The outside types the module extends, sorted by name.
    var extensions: [TypeEntry] = []
    /// Top-level functions and macros, sorted by name.
    var functions: [FunctionEntry] = []
    /// Top-level variables and constants, in file order.
    var variables: [Symbol] = []
    /// The documented share, as `check --coverage` counts it.
    var coverage = DocCoverage()

    /// The page of the module's type of dotted name `path`, found in the sorted ``types``; nil
    /// when the module defines no such type.
    func page(ofType path: String) -> String? {
        var low = 0
        var high = types.count
        while low < high {
            let middle = (low + high) / 2
            if types[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low < types.count && types[low].path == path ? types[low].page : nil
    }
}

/// The site's model: the visible declarations of the files, grouped by module, type and kind.
struct SiteCatalog {
    let files: [SiteSourceFile]
    /// The modules, sorted by group then name.
    let modules: [ModuleEntry]

    init(files: [SiteSourceFile], coverage: CoverageReport) {
        self.files = files
        var builders: [String: ModuleBuilder] = [:]
        for (index, file) in files.enumerated() {
            builders[file.module, default: ModuleBuilder(name: file.module, group: file.group)].add(file, index: index)
        }
        modules = builders.values.map { builder in
            var module = builder.build()
            module.coverage = coverage.modules[module.name] ?? DocCoverage()
            return module
        }.sorted {
            ($0.group, $0.name) < ($1.group, $1.name)
        }
    }

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

    func build() -> ModuleEntry {
        var module = ModuleEntry(name: name, group: group)
        // Sorted, an enclosing type comes before the types inside it, whose page names are
        // made from its own.
        var stems: [String: NestedStem] = [:]
        module.types = definitions.keys.sorted().map { path in
            var stem: NestedStem
            if let dot = path.lastIndex(of: "."), let enclosing = stems[String(path[..<dot])] {
                stem = enclosing.nested(String(path[path.index(after: dot)...]))
            } else {
                stem = NestedStem(path: path)
            }
            stems[path] = stem
            return TypeEntry(path: path, page: SiteMap.type(stem, module: name), definitions: definitions[path] ?? [], members: Symbol.anchored(members[path] ?? []))
        }
        module.extensions = members.keys.filter { definitions[$0] == nil }.sorted().map { path in
            TypeEntry(path: path, page: SiteMap.extensionPage(path, module: name), members: Symbol.anchored(members[path] ?? []))
        }
        module.functions = functions.keys.sorted().map { FunctionEntry(name: $0, overloads: Symbol.anchored(functions[$0] ?? [])) }
        module.variables = Symbol.anchored(variables)
        return module
    }
}
