import DocAuditCheck
import DocAuditCore
import DocAuditRules

// Unchecked buffers: a page's navigator is copied a run at a time between its marks; each range is within the text's own bytes.

/// The navigator every page carries, as DocC's sidebar: the site's modules, the page's own
/// module open with the Topics groups of its landing page (the articles and types each
/// curates, in the author's order), its other articles, its other types by kind (nested types
/// under theirs), functions and extended types, the page marked and the way to it open. Static HTML (nested lists and
/// `<details>`), so it works without JavaScript; on a narrow screen a checkbox folds it away.
///
/// Only the page's own type lists its members: every type's members on every page would make a
/// large module's site grow with the square of its size. For the same reason a member's page
/// (and a top-level function's, variable's or implementations group's) shows only the way to it
/// in its module — its type and the types around that one, its type's members — and lists its
/// siblings only when its type has at most ``siblingLimit`` members; else the member alone
/// stands under its type. The whole tree is on the module's, articles' and types' pages.
///
/// Links are written from the page's module folder (or from `documentation/`, for the other
/// modules) after a marker byte, which each page replaces by its way back to that folder: pages
/// stand at every depth of `documentation/`, and the lines of a module made once serve them all.
struct Navigator {
    /// The most members a member's page lists around it.
    static let siblingLimit = 100
    /// The levels of nested types listed whole: real code nests 2–4, and a generated chain
    /// hundreds deep must not make every page's navigator as long as the chain.
    static let depthLimit = 8
    /// The levels shown at each end of a way to a page deeper than ``depthLimit``, as DocC's
    /// breadcrumbs keep their ends around a `…`.
    static let wayEnd = depthLimit / 2
    /// The line standing for nested types left out below ``depthLimit``.
    private static let elided = "<li>…</li>\n"
    private let catalog: SiteCatalog
    private let catalogs: CatalogIndex
    private let relationships: SiteRelationships
    private let language: Language
    /// Per module (by name): its top-level types by kind in the module page's order, and the
    /// types nested directly in each (indices into ``ModuleEntry/types``).
    private var trees: [String: ModuleTree]
    /// Each module's line as the pages of the other modules show it (a link from `documentation/`).
    private var moduleLines: [String: String] = [:]

    private struct ModuleTree {
        /// The module's groups in order: its landing page's Topics groups, its other articles,
        /// its other top-level types by kind.
        var groups: [(title: String, entries: [Entry])] = []
        var nested: [Int: [Int]] = [:]
        /// The tree's lines as every page shows those not on its way.
        var unmarkedLines: [String] = []
        /// By type's page, its members' lines as a page that is none of them shows them, each
        /// with the member's index in ``TypeEntry/members``: a type's pages all list its
        /// members, and only the line of the page's own member differs.
        var memberLines: [String: [(member: Int, line: String)]] = [:]
        /// Each top-level type's group and index, by its name: the one a member's page shows.
        var topLevel: [String: (group: String, index: Int)] = [:]
    }

    /// What a group lists: an article (its index in ``ModuleCatalog/articles``) or a type (in
    /// ``ModuleEntry/types``), with the types nested in it.
    private enum Entry {
        case article(Int)
        case type(Int)
    }

    init(catalog: SiteCatalog, catalogs: CatalogIndex, relationships: SiteRelationships, resolver: SymbolTable, language: Language) {
        self.catalog = catalog
        self.catalogs = catalogs
        self.relationships = relationships
        self.language = language
        var trees: [String: ModuleTree] = [:]
        for module in catalog.modules {
            var tree = ModuleTree()
            let curated = Self.curatedGroups(module, catalogs: catalogs, resolver: resolver, language: language)
            let curatedTypes = Set(curated.flatMap(\.entries).compactMap { if case .type(let index) = $0 { index } else { nil } })
            let curatedArticles = Set(curated.flatMap(\.entries).compactMap { if case .article(let index) = $0 { index } else { nil } })
            tree.groups = curated
            let articles = catalogs.modules[module.name]?.articles.indices.filter { !curatedArticles.contains($0) } ?? []
            if !articles.isEmpty { tree.groups.append((Label.articles.in(language), articles.map(Entry.article))) }
            var byKind: [String: [Int]] = [:]
            // Sorted by path, an enclosing type comes before the types nested in it.
            var indexOfPath: [String: Int] = [:]
            for (index, type) in module.types.enumerated() {
                indexOfPath[type.path] = index
                if let dot = type.path.lastIndex(of: "."), let enclosing = indexOfPath[String(type.path[..<dot])] {
                    tree.nested[enclosing, default: []].append(index)
                } else if !type.path.contains("."), !curatedTypes.contains(index) {
                    let kind = Vocabulary.kind(type.definitions[0].declaration)
                    byKind[kind, default: []].append(index)
                    tree.topLevel[type.path] = (Vocabulary.plural(kind, language), index)
                }
            }
            tree.groups += Vocabulary.typeOrder.compactMap { kind in byKind[kind].map { (Vocabulary.plural(kind, language), $0.map(Entry.type)) } }
            for (title, entries) in curated {
                for case .type(let index) in entries where !module.types[index].path.contains(".") { tree.topLevel[module.types[index].path] = (title, index) }
            }
            trees[module.name] = tree
        }
        self.trees = trees
        let anyPage = PageLinks(page: SiteMap.home, module: nil)
        for module in catalog.modules {
            moduleLines[module.name] = "<li>" + anyPage.link(SiteMap.module(module.name), module.title) + "</li>\n"
        }
        for module in catalog.modules {
            // The folder itself is no page: no line is marked or open.
            let folder = PageLinks(page: SiteMap.folder(module.name), module: module.name)
            let lines = contents(module, tree: trees[module.name]!, writer: folder, type: nil).lines
            self.trees[module.name]?.unmarkedLines = lines
            var memberLines: [String: [(member: Int, line: String)]] = [:]
            for type in module.types + module.extensions {
                memberLines[type.page] = listedMembers(type).map { ($0, memberLine(type.members[$0], writer: folder)) }
            }
            self.trees[module.name]?.memberLines = memberLines
        }
    }

    /// The Topics groups of the landing page of `module`, each with the articles of its
    /// catalog and the module's types it curates, in order (a topic listed twice stands in its
    /// first group); the links to anything else (members, functions, other modules) are left
    /// to the pages, and a group left with nothing is not listed.
    private static func curatedGroups(_ module: ModuleEntry, catalogs: CatalogIndex, resolver: SymbolTable, language: Language) -> [(title: String, entries: [Entry])] {
        guard let catalog = catalogs.modules[module.name], let landing = catalog.landing else { return [] }
        var listed = Set<String>()
        var groups: [(title: String, entries: [Entry])] = []
        for (title, targets) in TopicSections.groups(of: landing.body) {
            var entries: [Entry] = []
            for target in targets {
                let entry: Entry?
                if target.hasPrefix("doc:") {
                    let name = String(target.dropFirst(4).drop { $0 == "/" })
                    let page = catalogs.article(name, from: module.name)?.page
                    entry = page.flatMap { page in catalog.articles.firstIndex { $0.page == page } }.map(Entry.article) ?? type(name, in: module, resolver: resolver)
                } else {
                    entry = type(target, in: module, resolver: resolver)
                }
                guard let entry else { continue }
                let key = switch entry {
                case .article(let index): "a\(index)"
                case .type(let index): "t\(index)"
                }
                if listed.insert(key).inserted { entries.append(entry) }
            }
            if !entries.isEmpty { groups.append((title.isEmpty ? Label.topics.in(language) : title, entries)) }
        }
        return groups
    }

    /// The type of `module` the symbol link `link` names, if it names one.
    private static func type(_ link: String, in module: ModuleEntry, resolver: SymbolTable) -> Entry? {
        guard let (path, owner) = resolver.resolve(SymbolLink(text: link, line: 0, column: 0), scope: "", module: module.name), owner == module.name else { return nil }
        return module.index(ofType: path.split(separator: "/").joined(separator: ".")).map(Entry.type)
    }

    /// The navigator of the page at `page`, which belongs to `module` (nil for a site-wide page)
    /// and to the type or extended type of dotted path `type`, whose members it lists; with
    /// `wayOnly`, the module shows only the lines on the way to the page.
    func html(module: ModuleEntry?, page: String, type: String? = nil, wayOnly: Bool = false) -> String {
        let label = HTML.escape(Label.navigator.in(language))
        let filter = HTML.escape(Label.navigatorFilter.in(language))
        var html = "<input type=\"checkbox\" id=\"navigator-toggle\" class=\"navigator-toggle\">\n"
        html += "<label for=\"navigator-toggle\" class=\"navigator-button\">" + label + "</label>\n"
        html += "<nav class=\"navigator\" id=\"navigator\" aria-label=\"" + label + "\">\n"
        html += "<input id=\"navigator-filter\" class=\"navigator-filter\" type=\"search\" placeholder=\"" + filter + "\" aria-label=\"" + filter + "\" hidden>\n"
        html += "<ul class=\"nav-tree\">\n"
        let writer = PageLinks(page: page, module: module?.name)
        for entry in catalog.modules {
            if entry.name == module?.name, let tree = trees[entry.name] {
                html += "<li><details open><summary>" + writer.link(SiteMap.module(entry.name), entry.title) + "</summary>\n<ul>\n"
                html += contents(entry, tree: tree, writer: writer, type: type, wayOnly: wayOnly, unmarked: wayOnly ? nil : tree.unmarkedLines).html
                html += "</ul>\n</details></li>\n"
            } else {
                html += moduleLines[entry.name] ?? ""
            }
        }
        html += "</ul>\n</nav>\n"
        return writer.resolvingMarks(html)
    }

    /// A module's articles, types by kind, functions and extended types, and each line (an
    /// entry with what is nested in it) as a page where none of them is the page shows it.
    /// `unmarked` holds those lines, whose links read the same from every page: only the lines
    /// on the way to the page are made again, so a module's navigators cost the bytes they
    /// copy, not a tree made per page. `type` is the dotted path of the page's type.
    private func contents(_ module: ModuleEntry, tree: ModuleTree, writer: PageLinks, type: String?, wayOnly: Bool = false,
                          unmarked: [String]? = nil) -> (html: String, lines: [String]) {
        var html = ""
        var lines: [String] = []
        let current = type.flatMap { path in module.index(ofType: path).map { module.types[$0] } ?? module.extensions.first { $0.path == path } }
        func line(onPath: Bool, _ make: () -> String) -> String {
            let made = wayOnly && !onPath ? "" : unmarked.flatMap { !onPath ? $0[lines.count] : nil } ?? make()
            lines.append(made)
            return made
        }
        func group(_ title: String, _ items: String) {
            guard !items.isEmpty else { return }
            html += "<li class=\"nav-group\"><span>" + HTML.escape(title) + "</span>\n<ul>\n" + items + "</ul></li>\n"
        }
        // The groups list top-level types (and curated nested ones): the one on the way is the
        // first name of the page's type's path, compared without making a string per type on
        // every page.
        let top = current.map { $0.path.prefix { $0 != "." } }
        if wayOnly {
            // The way alone: its top-level type under its group, looked up rather than sought
            // among every type of the module on each of their members' pages.
            if let top, let (title, index) = tree.topLevel[String(top)] {
                group(title, item(index, in: module, tree: tree, current: current, wayOnly: true, writer: writer))
            }
        }
        let articles = catalogs.modules[module.name]?.articles ?? []
        for (title, entries) in tree.groups where !wayOnly {
            group(title, entries.map { entry in
                switch entry {
                case .article(let index):
                    let article = articles[index]
                    return line(onPath: article.page == writer.page) { "<li>" + writer.link(article.page, article.document.title) + "</li>\n" }
                case .type(let index):
                    let type = module.types[index]
                    // A curated nested type is on the way when the page's type is it or in it.
                    let onPath = top.map { top in
                        !type.path.contains(".") ? type.path[...] == top : current.map { $0.path == type.path || $0.path.hasPrefix(type.path + ".") } ?? false
                    } ?? false
                    return line(onPath: onPath) { item(index, in: module, tree: tree, current: current, wayOnly: wayOnly, writer: writer) }
                }
            }.joined())
        }
        if !module.functions.isEmpty {
            group(Vocabulary.plural("Function", language), module.functions.flatMap(\.overloads).map { function in
                let page = function.page ?? ""
                return line(onPath: page == writer.page) {
                    listItem(deprecated: isDeprecated(function)) + writer.link(page, function.declaration.name) + "</li>\n"
                }
            }.joined())
        }
        if !module.extensions.isEmpty {
            group(Label.extendedTypes.in(language), module.extensions.map { entry in
                line(onPath: entry.path == current?.path) {
                    entry.path == current?.path ? expanded(entry, children: members(entry, tree: tree, writer: writer), open: true, writer: writer)
                        : "<li>" + writer.link(entry.page, entry.path) + "</li>\n"
                }
            }.joined())
        }
        return (html, lines)
    }

    /// A type's entry: with its nested types below it (with `wayOnly`, those on the way to the
    /// page's type), and its members when it is the page's. Below ``depthLimit`` levels only the
    /// way to the page and the page's own nested types are listed, a `…` standing for the rest;
    /// a way longer than that shows its first and last ``wayEnd`` levels around a `…`.
    private func item(_ index: Int, in module: ModuleEntry, tree: ModuleTree, current: TypeEntry?, wayOnly: Bool, writer: PageLinks) -> String {
        func isOnWay(_ type: TypeEntry) -> Bool {
            current.map { $0.path == type.path || $0.path.hasPrefix(type.path + ".") } ?? false
        }
        func nested(_ index: Int) -> [Int] {
            let nested = tree.nested[index] ?? []
            guard wayOnly, current != nil else { return nested }
            return nested.filter { isOnWay(module.types[$0]) }
        }
        // Where the page's way, when too long, skips to (the type after the `…`): looked up, not
        // walked, so a page costs the same at every depth.
        var skip: Int?
        if let current, DottedPath.dots(in: current.path, first: Self.depthLimit).count == Self.depthLimit {
            skip = module.index(ofType: String(current.path[..<DottedPath.dots(in: current.path, last: Self.wayEnd - 1)[0]]))
        }
        // Written into one string with a stack of the open entries, not by recursion: types
        // nest as deep as the source nests them, and each level's text copied into its
        // parent's made a deep tree's navigator cost the cube of its depth.
        var html = ""
        var open: [(nested: [Int], next: Int, level: Int, end: String)] = []
        func start(_ index: Int, level: Int) {
            let type = module.types[index]
            let isCurrent = type.path == current?.path
            var inner = nested(index)
            var hidden = false
            if !isCurrent && level + 1 >= Self.depthLimit {
                let way = inner.filter { isOnWay(module.types[$0]) }
                hidden = way.count < inner.count
                inner = way
            }
            let memberLines = isCurrent ? members(type, tree: tree, writer: writer) : ""
            let deprecated = type.definitions.first.map(isDeprecated) ?? false
            guard !inner.isEmpty || !memberLines.isEmpty || hidden else {
                html += listItem(deprecated: deprecated) + writer.link(type.page, String(type.name)) + "</li>\n"
                return
            }
            html += expandedStart(type, open: isOnWay(type), deprecated: deprecated, writer: writer)
            open.append((inner, 0, level, (hidden ? Self.elided : "") + memberLines + Self.expandedEnd))
        }
        start(index, level: 0)
        while let last = open.last {
            guard last.next < last.nested.count else {
                html += last.end
                open.removeLast()
                continue
            }
            open[open.count - 1].next += 1
            let child = last.nested[last.next]
            if let skip, last.level + 1 == Self.wayEnd, isOnWay(module.types[child]) {
                html += "<li><span>…</span>\n<ul>\n"
                // Levels past the limit are alike: theirs is not counted.
                open.append(([skip], 0, Self.depthLimit - 1, "</ul></li>\n"))
            } else {
                start(child, level: last.level + 1)
            }
        }
        return html
    }

    private func expanded(_ type: TypeEntry, children: String, open: Bool, deprecated: Bool = false, writer: PageLinks) -> String {
        expandedStart(type, open: open, deprecated: deprecated, writer: writer) + children + Self.expandedEnd
    }

    private func expandedStart(_ type: TypeEntry, open: Bool, deprecated: Bool, writer: PageLinks) -> String {
        listItem(deprecated: deprecated) + "<details" + (open ? " open" : "") + "><summary>" + writer.link(type.page, String(type.name)) + "</summary>\n<ul>\n"
    }

    private static let expandedEnd = "</ul>\n</details></li>\n"


    /// The page's type's members, as links to their pages (or to their anchors on the type's
    /// page, when members are inline); a default implementation listed under its requirement
    /// is not listed apart. On a member's page of a type of more than ``siblingLimit`` members,
    /// that member alone. The lines come from ``ModuleTree/memberLines``, the page's own made again.
    private func members(_ type: TypeEntry, tree: ModuleTree, writer: PageLinks) -> String {
        if writer.page != type.page && type.members.count > Self.siblingLimit {
            return type.members.filter { !$0.declaration.kind.isType && $0.page == writer.page }.map { memberLine($0, writer: writer) }.joined()
        }
        var html = ""
        for (index, line) in tree.memberLines[type.page] ?? [] {
            let member = type.members[index]
            html += member.page != nil && member.page == writer.page ? memberLine(member, writer: writer) : line
        }
        return html
    }

    /// The indices of the members a type's navigator lists: not its nested types, nor a default
    /// implementation of a requirement the type's members hold.
    private func listedMembers(_ type: TypeEntry) -> [Int] {
        let onPage = Set(type.members.map(\.key))
        return type.members.indices.filter { index in
            let member = type.members[index]
            guard !member.declaration.kind.isType else { return false }
            return relationships.implementedRequirement[member.key].map { !onPage.contains($0) } ?? true
        }
    }

    /// A member's line: a link to its page, or to its anchor on its type's page.
    private func memberLine(_ member: Symbol, writer: PageLinks) -> String {
        let name = member.declaration.name
        if let page = member.page {
            return listItem(deprecated: isDeprecated(member)) + writer.link(page, name) + "</li>\n"
        }
        let anchor = member.anchor ?? PageName.anchor(kind: member.declaration.kind.rawValue, name: name)
        return listItem(deprecated: isDeprecated(member)) + "<a href=\"#" + HTML.escape(anchor) + "\">" + HTML.escape(name) + "</a></li>\n"
    }

    private func isDeprecated(_ symbol: Symbol) -> Bool {
        relationships.availability[symbol.key].map(AvailabilityBadges.isDeprecated) ?? false
    }

    private func listItem(deprecated: Bool) -> String {
        deprecated ? "<li class=\"deprecated\">" : "<li>"
    }
}

/// Links from one page, written after a mark for the folder they start from (``moduleMark``:
/// the page's module folder; ``documentationMark``: `documentation/`), which
/// ``resolvingMarks(_:)`` replaces by the page's way to that folder; the page itself is marked
/// as the current one.
private struct PageLinks {
    let page: String
    /// The folder of the page's module, with its `/`; empty for a site-wide page.
    private let moduleFolder: String
    /// Mark the ways to those folders in a navigator being made: no name holds them.
    static let moduleMark: UInt8 = 0x01
    static let documentationMark: UInt8 = 0x02
    private static let documentation = "documentation/"

    init(page: String, module: String?) {
        self.page = page
        moduleFolder = module.map { SiteMap.folder($0) } ?? ""
    }

    func link(_ target: String, _ text: String) -> String {
        // The mark is no text: it is kept out of the escaping, which would replace it.
        let href: String
        if !moduleFolder.isEmpty, target.hasPrefix(moduleFolder) {
            href = "\u{01}" + HTML.escape(target.dropFirst(moduleFolder.utf8.count))
        } else if target.hasPrefix(Self.documentation) {
            href = "\u{02}" + HTML.escape(target.dropFirst(Self.documentation.utf8.count))
        } else {
            href = HTML.escape(SiteMap.rootPrefix(page) + target)
        }
        return "<a href=\"" + href + "\"" + (target == page ? " aria-current=\"page\"" : "") + ">" + HTML.escape(text) + "</a>"
    }

    /// `html` with each mark replaced by the page's way to its folder.
    func resolvingMarks(_ html: String) -> String {
        let toModule = Array(way(to: moduleFolder).utf8), toDocumentation = Array(way(to: Self.documentation).utf8)
        var html = html
        return html.withUTF8 { text in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.count + 64 * toDocumentation.count)
            var start = 0
            // The text between marks is copied a run at a time.
            for index in text.indices where text[index] <= Self.documentationMark {
                let way = text[index] == Self.moduleMark ? toModule : text[index] == Self.documentationMark ? toDocumentation : nil
                guard let way else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index]))
                bytes += way
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `../` once per folder of the page below `folder` (which holds it), or the way from the
    /// root down to `folder` for a page outside it.
    private func way(to folder: String) -> String {
        guard !folder.isEmpty, page.hasPrefix(folder) else { return SiteMap.rootPrefix(page) + folder }
        return SiteMap.rootPrefix(String(page.dropFirst(folder.utf8.count)))
    }
}
