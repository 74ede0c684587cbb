import DocAuditRules

/// The navigator every page carries, as DocC's sidebar: the site's modules, the page's own
/// module open with its articles, its types by kind (nested types under theirs), functions and
/// extended types, the page marked and the way to it open. Static HTML (nested lists and
/// `<details>`), so it works without JavaScript; on a narrow screen a checkbox folds it away.
///
/// Only the page's own type lists its members: every type's members on every page would make a
/// large module's site grow with the square of its size.
struct Navigator {
    private let catalog: SiteCatalog
    private let catalogs: CatalogIndex
    private let relationships: SiteRelationships
    private let language: Language
    /// Per module (by name): its top-level types by kind in the module page's order, and the
    /// types nested directly in each (indices into ``ModuleEntry/types``).
    private var trees: [String: ModuleTree]

    private struct ModuleTree {
        var kinds: [(kind: String, types: [Int])] = []
        var nested: [Int: [Int]] = [:]
        /// The tree's lines as every page of the module's folder shows those not on its way.
        var unmarkedLines: [String] = []
    }

    init(catalog: SiteCatalog, catalogs: CatalogIndex, relationships: SiteRelationships, language: Language) {
        self.catalog = catalog
        self.catalogs = catalogs
        self.relationships = relationships
        self.language = language
        var trees: [String: ModuleTree] = [:]
        for module in catalog.modules {
            var tree = ModuleTree()
            var byKind: [String: [Int]] = [:]
            // Sorted by path, an enclosing type comes before the types nested in it.
            var indexOfPath: [String: Int] = [:]
            for (index, type) in module.types.enumerated() {
                indexOfPath[type.path] = index
                if let dot = type.path.lastIndex(of: "."), let enclosing = indexOfPath[String(type.path[..<dot])] {
                    tree.nested[enclosing, default: []].append(index)
                } else if !type.path.contains(".") {
                    byKind[Vocabulary.kind(type.definitions[0].declaration), default: []].append(index)
                }
            }
            tree.kinds = Vocabulary.typeOrder.compactMap { kind in byKind[kind].map { (kind, $0) } }
            trees[module.name] = tree
        }
        self.trees = trees
        for module in catalog.modules {
            // The folder itself is no page: no line is marked or open.
            let lines = contents(module, tree: trees[module.name]!, writer: PageLinks(page: SiteMap.folder(module.name))).lines
            self.trees[module.name]?.unmarkedLines = lines
        }
    }

    /// The navigator of the page at `page`, which belongs to `module` (nil for a site-wide page).
    func html(module: ModuleEntry?, page: String) -> String {
        let label = HTML.escape(Label.navigator.in(language))
        let filter = HTML.escape(Label.navigatorFilter.in(language))
        var html = "<input type=\"checkbox\" id=\"navigator-toggle\" class=\"navigator-toggle\">\n"
        html += "<label for=\"navigator-toggle\" class=\"navigator-button\">" + label + "</label>\n"
        html += "<nav class=\"navigator\" id=\"navigator\" aria-label=\"" + label + "\">\n"
        html += "<input id=\"navigator-filter\" class=\"navigator-filter\" type=\"search\" placeholder=\"" + filter + "\" aria-label=\"" + filter + "\" hidden>\n"
        html += "<ul class=\"nav-tree\">\n"
        let writer = PageLinks(page: page)
        for entry in catalog.modules {
            if entry.name == module?.name, let tree = trees[entry.name] {
                html += "<li><details open><summary>" + writer.link(SiteMap.module(entry.name), entry.name) + "</summary>\n<ul>\n"
                let inFolder = page.hasPrefix(SiteMap.folder(entry.name))
                html += contents(entry, tree: tree, writer: writer, unmarked: inFolder ? tree.unmarkedLines : nil).html
                html += "</ul>\n</details></li>\n"
            } else {
                html += "<li>" + writer.link(SiteMap.module(entry.name), entry.name) + "</li>\n"
            }
        }
        return html + "</ul>\n</nav>\n"
    }

    /// A module's articles, types by kind, functions and extended types, and each line (an
    /// entry with what is nested in it) as a page where none of them is the page shows it.
    /// `unmarked` holds those lines for a page of the module's folder, whose links read the
    /// same from every page there: only the lines on the way to the page are made again, so a
    /// module's navigators cost the bytes they copy, not a tree made per page.
    private func contents(_ module: ModuleEntry, tree: ModuleTree, writer: PageLinks, unmarked: [String]? = nil) -> (html: String, lines: [String]) {
        var html = ""
        var lines: [String] = []
        let current = (module.types + module.extensions).first { $0.page == writer.page }
        func line(onPath: Bool, _ make: () -> String) -> String {
            let made = unmarked.flatMap { !onPath ? $0[lines.count] : nil } ?? make()
            lines.append(made)
            return made
        }
        func group(_ title: String, _ items: String) {
            html += "<li class=\"nav-group\"><span>" + HTML.escape(title) + "</span>\n<ul>\n" + items + "</ul></li>\n"
        }
        if let articles = catalogs.modules[module.name]?.articles, !articles.isEmpty {
            group(Label.articles.in(language), articles.map { article in
                line(onPath: article.page == writer.page) { "<li>" + writer.link(article.page, article.document.title) + "</li>\n" }
            }.joined())
        }
        for (kind, types) in tree.kinds {
            group(Vocabulary.plural(kind, language), types.map { index in
                let type = module.types[index]
                let onPath = current.map { $0.path == type.path || $0.path.hasPrefix(type.path + ".") } ?? false
                return line(onPath: onPath) { item(type, index: index, in: module, tree: tree, current: current, writer: writer) }
            }.joined())
        }
        if !module.functions.isEmpty {
            group(Vocabulary.plural("Function", language), module.functions.map { function in
                let page = SiteMap.function(function.name, module: module.name)
                return line(onPath: page == writer.page) {
                    listItem(deprecated: isDeprecated(function.overloads[0])) + writer.link(page, function.overloads[0].declaration.name) + "</li>\n"
                }
            }.joined())
        }
        if !module.extensions.isEmpty {
            group(Label.extendedTypes.in(language), module.extensions.map { entry in
                line(onPath: entry.page == writer.page) {
                    entry.page == writer.page ? expanded(entry, children: members(entry, writer: writer), open: true, writer: writer)
                        : "<li>" + writer.link(entry.page, entry.path) + "</li>\n"
                }
            }.joined())
        }
        return (html, lines)
    }

    /// A type's entry: with its nested types below it, and its members when it is the page's.
    private func item(_ type: TypeEntry, index: Int, in module: ModuleEntry, tree: ModuleTree, current: TypeEntry?, writer: PageLinks) -> String {
        var children = (tree.nested[index] ?? []).map { item(module.types[$0], index: $0, in: module, tree: tree, current: current, writer: writer) }.joined()
        if type.page == writer.page { children += members(type, writer: writer) }
        let deprecated = type.definitions.first.map(isDeprecated) ?? false
        guard !children.isEmpty else { return listItem(deprecated: deprecated) + writer.link(type.page, String(type.name)) + "</li>\n" }
        let open = current.map { $0.path == type.path || $0.path.hasPrefix(type.path + ".") } ?? false
        return expanded(type, children: children, open: open, deprecated: deprecated, writer: writer)
    }

    private func expanded(_ type: TypeEntry, children: String, open: Bool, deprecated: Bool = false, writer: PageLinks) -> String {
        listItem(deprecated: deprecated) + "<details" + (open ? " open" : "") + "><summary>" + writer.link(type.page, String(type.name))
            + "</summary>\n<ul>\n" + children + "</ul>\n</details></li>\n"
    }

    /// The page's type's members, as links to their anchors; a default implementation shown
    /// under its requirement on the page is not listed apart.
    private func members(_ type: TypeEntry, writer: PageLinks) -> String {
        let onPage = Set(type.members.map(\.key))
        var html = ""
        for member in type.members where !member.declaration.kind.isType {
            if let requirement = relationships.implementedRequirement[member.key], onPage.contains(requirement) { continue }
            let anchor = member.anchor ?? PageName.anchor(kind: member.declaration.kind.rawValue, name: member.declaration.name)
            html += listItem(deprecated: isDeprecated(member)) + "<a href=\"#" + HTML.escape(anchor) + "\">" + HTML.escape(member.declaration.name) + "</a></li>\n"
        }
        return html
    }

    private func isDeprecated(_ symbol: Symbol) -> Bool {
        relationships.availability[symbol.key].map(AvailabilityBadges.isDeprecated) ?? false
    }

    private func listItem(deprecated: Bool) -> String {
        deprecated ? "<li class=\"deprecated\">" : "<li>"
    }
}

/// Links from one page: relative `href`s, the page itself marked as the current one.
private struct PageLinks {
    let page: String
    /// `../` per folder of the page.
    private let root: String
    /// The page's folder with its `/`: a page there is linked by its name alone, which keeps a
    /// navigator of hundreds of links small.
    private let folder: String

    init(page: String) {
        self.page = page
        root = SiteMap.rootPrefix(page)
        folder = page.lastIndex(of: "/").map { String(page[...$0]) } ?? ""
    }

    func link(_ target: String, _ text: String) -> String {
        // Bytes, not characters: a page's path is ASCII, and this runs for every link of every page.
        let name = target.utf8.dropFirst(folder.utf8.count)
        let sibling = !folder.isEmpty && target.hasPrefix(folder) && !name.contains(UInt8(ascii: "/"))
        let href = sibling ? String(decoding: name, as: UTF8.self) : root + target
        return "<a href=\"" + HTML.escape(href) + "\"" + (target == page ? " aria-current=\"page\"" : "") + ">" + HTML.escape(text) + "</a>"
    }
}
