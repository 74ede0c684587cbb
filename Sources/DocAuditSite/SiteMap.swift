import DocAuditCore

/// Where each page of the site lives, as paths relative to the output folder.
///
/// Symbols and articles stand where DocC puts them, each page a folder's `index.html`:
/// `documentation/<module>/<type>/<member>/index.html`, every component written by
/// ``DocumentationPath``, so no name can reach outside the output folder, and names that
/// differ only in case are told apart by a disambiguation suffix, as DocC does. The home,
/// coverage and search pages stand at the root.
enum SiteMap {
    static let home = "index.html"
    static let coverage = "coverage.html"
    static let coverageBadge = "coverage.svg"
    static let search = "search.html"
    static let searchIndexJSON = "search-index.json"
    static let searchIndexScript = "search-index.js"
    static let marker = ".docaudit-site"
    static let sitemap = "sitemap.xml"
    /// Every page of a folder is its `index.html`.
    static let pageFile = "index.html"
    /// The most folders a type's path makes below its module's: a type nested deeper shares
    /// its ancestor's last folder, its names joined by `.` (`t7.t8.t9`, cut and hashed past
    /// 200 bytes). A path is then bounded, and so are the links to it, which every page of a
    /// chain of hundreds of nested types would otherwise make long with the whole chain.
    static let maximumTypeDepth = 8

    static func module(_ module: String) -> String {
        folder(module) + pageFile
    }

    /// The page of the module's type of dotted name `path` when no other name of its folder
    /// differs from it only in case: `User.Profile` → `documentation/m/user/profile/index.html`.
    static func type(_ path: String, module: String) -> String {
        var folder = folder(module)
        for (depth, name) in path.split(separator: ".", omittingEmptySubsequences: false).enumerated() {
            folder = nested(DocumentationPath.component(String(name)), in: folder, depth: depth)
        }
        return folder + pageFile
    }

    /// The folder of a type named `component` in the type whose folder is `folder`, `depth`
    /// types below the module (0: a top-level type, in the module's folder).
    static func nested(_ component: String, in folder: String, depth: Int) -> String {
        guard depth >= maximumTypeDepth, let slash = folder.dropLast().lastIndex(of: "/") else { return folder + component + "/" }
        let last = folder[folder.index(after: slash)..<folder.index(before: folder.endIndex)]
        return String(folder[...slash]) + DocumentationPath.capped(last + "." + component) + "/"
    }

    /// The page of the outside type of dotted name `path` that the module extends, under the
    /// module it is declared in (`documentation/m/swift/array/index.html`), or in the module's
    /// own folder when that is not known.
    static func extensionPage(_ path: String, extendedModule: String?, module: String) -> String {
        folder(module) + (extendedModule.map { DocumentationPath.component($0) + "/" } ?? "") + components(path) + pageFile
    }

    /// An article of the module's catalog, by its file's name.
    static func article(_ name: String, module: String) -> String {
        folder(module) + DocumentationPath.article(name) + "/" + pageFile
    }

    /// The folder of the module's pages, with its `/`.
    static func folder(_ module: String) -> String {
        "documentation/" + DocumentationPath.component(module) + "/"
    }

    /// The folder a page stands for, with its `/`: the page's path without its `index.html`.
    static func folder(ofPage page: String) -> String {
        page.hasSuffix("/" + pageFile) ? String(page.dropLast(pageFile.utf8.count)) : page
    }

    /// The address a published page is known by: its folder's, as a server serves `index.html`.
    static func publishedPath(_ page: String) -> String {
        page == home ? "" : folder(ofPage: page)
    }

    /// The components of a dotted path, each followed by `/`.
    private static func components(_ path: String) -> String {
        path.split(separator: ".", omittingEmptySubsequences: false).map { DocumentationPath.component(String($0)) + "/" }.joined()
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
