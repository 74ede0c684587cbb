import DocAuditCore

/// Where each page of the site lives, as paths relative to the output folder.
///
/// Module pages sit in `modules/`, their type, function and extension pages in a folder named
/// after the module; every name goes through ``PageName/file(_:)``, so no name can reach
/// outside the output folder or collide with another on a case-insensitive file system.
enum SiteMap {
    static let home = "index.html"
    static let coverage = "coverage.html"
    static let search = "search.html"
    static let searchIndexJSON = "search-index.json"
    static let searchIndexScript = "search-index.js"
    static let marker = ".docaudit-site"

    static func module(_ module: String) -> String {
        "modules/" + PageName.file(module) + ".html"
    }

    static func type(_ path: String, module: String) -> String {
        folder(module) + path.split(separator: ".").map { PageName.file(String($0)) }.joined(separator: ".") + ".html"
    }

    static func extensionPage(_ path: String, module: String) -> String {
        folder(module) + "extension-" + path.split(separator: ".").map { PageName.file(String($0)) }.joined(separator: ".") + ".html"
    }

    static func function(_ baseName: String, module: String) -> String {
        folder(module) + "func-" + PageName.file(baseName) + ".html"
    }

    private static func folder(_ module: String) -> String {
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

/// Finds the page and anchor of every documented symbol, by module and dotted path.
struct SymbolIndex {
    /// Module name → dotted symbol path (`User`, `User.load(id:)`, `User.load`) → location.
    private(set) var modules: [String: [String: SymbolLocation]] = [:]

    /// Records `path` (and, for a function, its base name) unless an earlier symbol holds it.
    mutating func add(_ path: String, module: String, at location: SymbolLocation) {
        modules[module, default: [:]][path] = modules[module]?[path] ?? location
    }

    /// The location of a DocC link's target: ``` ``Type`` ```, ``` ``Type/member`` ```,
    /// ``` ``Module/Type`` ```, looked up from the innermost enclosing type outward, then as a
    /// module-qualified path.
    func location(of link: String, module: String, scope: String) -> SymbolLocation? {
        let components = link.split(separator: "/").map(String.init)
        guard !components.isEmpty else { return nil }
        let dotted = components.joined(separator: ".")
        if let symbols = modules[module] {
            for enclosing in SymbolIndex.enclosingScopes(scope) {
                if let found = symbols[enclosing.isEmpty ? dotted : enclosing + "." + dotted] { return found }
            }
        }
        if components.count >= 2, let symbols = modules[components[0]] {
            return symbols[components.dropFirst().joined(separator: ".")]
        }
        if components.count == 1, modules[components[0]] != nil {
            return SymbolLocation(page: SiteMap.module(components[0]), anchor: nil)
        }
        return nil
    }

    /// `A.B`, `A`, then the module scope (empty).
    private static func enclosingScopes(_ scope: String) -> [String] {
        var scopes: [String] = []
        var prefix = Substring(scope)
        while !prefix.isEmpty {
            scopes.append(String(prefix))
            prefix = prefix.lastIndex(of: ".").map { prefix[..<$0] } ?? ""
        }
        return scopes + [""]
    }
}
