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

    /// Creates a file, scanning `bytes`.
    ///
    /// ```swift
    /// let file = SiteSourceFile(path: "Sources/Net/A.swift", module: "Net", group: "Shared", bytes: bytes)
    /// ```
    public init(path: String, module: String, group: String, bytes: [UInt8]) {
        self.path = path
        self.module = module
        self.group = group
        self.bytes = bytes
        self.scanned = Scanner.scan(bytes)
    }
}

/// A declaration on the site, with the file it comes from.
struct Symbol {
    let declaration: Declaration
    /// The index of its file in ``SiteCatalog/files``.
    let file: Int
}

/// A type of a module, or an outside type the module extends, with its members from every file.
struct TypeEntry {
    /// The dotted name: `User`, `User.Profile`, `View`.
    let path: String
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
        for declaration in file.scanned.declarations where declaration.visible {
            let symbol = Symbol(declaration: declaration, file: index)
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
        module.types = definitions.keys.sorted().map { path in
            TypeEntry(path: path, definitions: definitions[path] ?? [], members: members[path] ?? [])
        }
        module.extensions = members.keys.filter { definitions[$0] == nil }.sorted().map { path in
            TypeEntry(path: path, members: members[path] ?? [])
        }
        module.functions = functions.keys.sorted().map { FunctionEntry(name: $0, overloads: functions[$0] ?? []) }
        module.variables = variables
        return module
    }
}
