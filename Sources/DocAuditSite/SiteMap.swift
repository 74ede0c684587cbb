import DocAuditCore

/// Where each page of the site lives, as paths relative to the output folder.
///
/// Module pages sit in `modules/`, their type, function and extension pages in a folder named
/// after the module; every name goes through ``PageName/file(_:)``, so no name can reach
/// outside the output folder or collide with another on a case-insensitive file system.
enum SiteMap {
    static let home = "index.html"
    static let coverage = "coverage.html"
    static let coverageBadge = "coverage.svg"
    static let search = "search.html"
    static let searchIndexJSON = "search-index.json"
    static let searchIndexScript = "search-index.js"
    static let marker = ".docaudit-site"
    static let sitemap = "sitemap.xml"

    static func module(_ module: String) -> String {
        "modules/" + PageName.file(module) + ".html"
    }

    static func type(_ path: String, module: String) -> String {
        type(NestedStem(path: path), module: module)
    }

    static func type(_ stem: NestedStem, module: String) -> String {
        folder(module) + stem.stem + ".html"
    }

    static func extensionPage(_ path: String, module: String) -> String {
        folder(module) + NestedStem(path: path, prefix: "extension-").stem + ".html"
    }

    static func function(_ baseName: String, module: String) -> String {
        folder(module) + PageName.stem("func-" + PageName.file(baseName)) + ".html"
    }

    /// An article of the module's catalog, by its file's name: `doc-` cannot begin a type's
    /// page, whose names hold no `-`.
    static func article(_ name: String, module: String) -> String {
        folder(module) + PageName.stem("doc-" + PageName.file(name)) + ".html"
    }

    /// The folder of the module's type, function, extension and article pages, with its `/`.
    static func folder(_ module: String) -> String {
        "modules/" + PageName.file(module) + "/"
    }

    /// The `href` from the page at `from` to the path `to`, both relative to the site root.
    static func href(from: String, to: String) -> String {
        rootPrefix(from) + to
    }

    /// `../` once per folder of `page`: the way back to the site root.
    static func rootPrefix(_ page: String) -> String {
        String(repeating: "../", count: page.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) })
    }
}

/// A place a symbol link can point at: a page, and a member's anchor on it.
struct SymbolLocation: Hashable {
    let page: String
    let anchor: String?

    /// The location as a path from the site root, with its fragment.
    var target: String { anchor.map { page + "#" + $0 } ?? page }
}

/// Where every symbol with a page or an anchor lives, by module and DocC path
/// (`User`, `User/load(id:)`, `User/load`), the paths that symbol links resolve to.
struct PageLocations {
    private var modules: [String: [String: SymbolLocation]] = [:]
    /// The symbol at each path, for the summaries of Topics lists.
    private var symbols: [String: [String: Symbol]] = [:]

    /// Records `path` unless an earlier symbol holds it (the first overload keeps a base name).
    mutating func add(_ path: String, module: String, at location: SymbolLocation, symbol: Symbol? = nil) {
        modules[module, default: [:]][path] = modules[module]?[path] ?? location
        if let symbol, symbols[module]?[path] == nil { symbols[module, default: [:]][path] = symbol }
    }

    /// The symbol at `path` of `module`, if it has a page or an anchor.
    func symbol(at path: String, module: String) -> Symbol? {
        symbols[module]?[path]
    }

    /// The location of `path` in `module`; a module's own page for an empty path.
    func location(of path: String, module: String) -> SymbolLocation? {
        if path.isEmpty { return modules[module] != nil ? SymbolLocation(page: SiteMap.module(module), anchor: nil) : nil }
        return modules[module]?[path]
    }

    /// The DocC path of a dotted Swift path: `User.Profile` → `User/Profile`.
    static func doccPath(_ dotted: String) -> String {
        String(decoding: dotted.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "/") : $0 }, as: UTF8.self)
    }
}
