import DocAuditCheck
import DocAuditCore

/// How a site is built, beyond its sources and theme.
public struct SiteOptions: Sendable {
    /// The site's title: the home page's heading and every page title's end.
    public var title: String
    /// The address the site is published at (`https://…/`), for canonical links and the
    /// sitemap; nil when unknown.
    public var baseURL: String?
    /// Whether doc comments' `http:`, `https:` and `mailto:` links stay live.
    public var allowsExternalLinks: Bool
    /// The language of the interface's labels and of `<html lang>`; English by default.
    public var language: Language

    /// Creates options.
    ///
    /// ```swift
    /// let options = SiteOptions(title: "MyApp", baseURL: nil, allowsExternalLinks: false, language: .ko)
    /// ```
    public init(title: String, baseURL: String?, allowsExternalLinks: Bool, language: Language = .en) {
        self.title = title
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.allowsExternalLinks = allowsExternalLinks
        self.language = language
    }

    /// Why `baseURL` cannot be the site's address, naming where it came from as `origin`
    /// (`--base-url`, or a configuration file's `site.baseURL`); nil when it can.
    ///
    /// ```swift
    /// SiteOptions.baseURLProblem("docs/", origin: "--base-url")
    /// // "--base-url must start with https:// or http://, found 'docs/'"
    /// ```
    public static func baseURLProblem(_ baseURL: String, origin: String) -> String? {
        guard !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) else { return nil }
        return "\(origin) must start with https:// or http://, found '\(baseURL)'"
    }
}

/// One file of a generated site: its path from the site root and its bytes.
public struct SiteFile: Sendable {
    /// The path from the site root, `/`-separated.
    public var path: String
    /// The whole content.
    public var bytes: [UInt8]
}

/// A generated site, in memory until ``SiteWriter`` writes it.
public struct GeneratedSite: Sendable {
    /// Every file, sorted by path.
    public var files: [SiteFile]
    /// How many HTML pages the site has.
    public var pageCount: Int
    /// The symbol links that resolve to nothing, sorted by file and line.
    public var unresolvedLinks: [Diagnostic]
}

/// Builds the whole site in memory: pages, search index and theme assets.
public enum SiteGenerator {
    /// Builds the site of `files`, with `check`'s figures on it: its `coverage` per module (the
    /// home, module and coverage pages, and the `coverage.svg` badge) and its `findings` (the
    /// coverage page); the symbol links that lead to no page are returned.
    ///
    /// ```swift
    /// let check = CheckEngine.run(request)
    /// let site = SiteGenerator.generate(files, options: options, theme: try Theme.builtIn(),
    ///                                   findings: check.diagnostics, coverage: check.coverage)
    /// try SiteWriter(output: "docs").write(site)
    /// ```
    public static func generate(_ files: [SiteSourceFile], options: SiteOptions, theme: Theme, findings: [Diagnostic], coverage: CoverageReport) -> GeneratedSite {
        let catalog = SiteCatalog(files: files, coverage: coverage)
        let (locations, anchors) = locate(catalog)
        var index = SymbolIndex()
        for file in files {
            index.add(file.scanned.declarations, module: file.module)
        }
        let resolver = index.table()
        func context(_ page: String, _ module: String) -> PageContext {
            PageContext(catalog: catalog, resolver: resolver, locations: locations, anchors: anchors, options: options, page: page, module: module)
        }
        var pages: [Page] = []
        var unresolved = Set<Diagnostic>()
        for module in catalog.modules {
            var moduleContext = context(SiteMap.module(module.name), module.name)
            pages.append(ModulePages.module(module, context: &moduleContext))
            unresolved.formUnion(moduleContext.findings)
            for type in module.types {
                var page = context(SiteMap.type(type.path, module: module.name), module.name)
                pages.append(SymbolPages.type(type, in: module, context: &page))
                unresolved.formUnion(page.findings)
            }
            for type in module.extensions {
                var page = context(SiteMap.extensionPage(type.path, module: module.name), module.name)
                pages.append(SymbolPages.extensionPage(type, in: module, context: &page))
                unresolved.formUnion(page.findings)
            }
            for function in module.functions {
                var page = context(SiteMap.function(function.name, module: module.name), module.name)
                pages.append(SymbolPages.function(function, in: module, context: &page))
                unresolved.formUnion(page.findings)
            }
        }
        let sortedUnresolved = distinct(unresolved.sorted(by: Diagnostic.reportOrder))
        let allFindings = findings.sorted(by: Diagnostic.reportOrder)
        pages.append(ModulePages.home(catalog, context: context(SiteMap.home, "")))
        pages.append(ModulePages.coverage(catalog, overall: coverage.overall, findings: allFindings, context: context(SiteMap.coverage, "")))
        pages.append(ModulePages.search(context: context(SiteMap.search, "")))

        var output = pages.map { SiteFile(path: $0.path, bytes: Array(layout($0, theme: theme, options: options).utf8)) }
        let searchIndex = SearchIndex.json(catalog, anchors: anchors, language: options.language)
        output.append(SiteFile(path: SiteMap.searchIndexJSON, bytes: Array((searchIndex + "\n").utf8)))
        output.append(SiteFile(path: SiteMap.searchIndexScript, bytes: Array(("window.docauditSearchIndex = " + searchIndex + ";\n").utf8)))
        output.append(SiteFile(path: SiteMap.coverageBadge, bytes: Array(CoverageBadge.svg(for: coverage.overall).utf8)))
        output += theme.assets.map { SiteFile(path: "assets/" + $0.path, bytes: $0.bytes) }
        if let baseURL = options.baseURL {
            output.append(SiteFile(path: "sitemap.xml", bytes: Array(sitemap(pages.map(\.path), baseURL: baseURL).utf8)))
        }
        output.sort { $0.path < $1.path }
        return GeneratedSite(files: output, pageCount: pages.count, unresolvedLinks: sortedUnresolved)
    }

    /// `diagnostics` without repeats of the same place, rule and message: a doc comment shared
    /// by `case a, b` or `var x = 1, y = 2` is rendered once per name, but is one comment.
    static func distinct(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<[String]>()
        return diagnostics.filter { seen.insert([$0.file, String($0.line), String($0.column), $0.rule, $0.message]).inserted }
    }

    /// Gives every member and overload its anchor, and records where each symbol lives.
    static func locate(_ catalog: SiteCatalog) -> (PageLocations, [SymbolKey: String]) {
        var index = PageLocations()
        var anchors: [SymbolKey: String] = [:]
        func place(_ symbols: [Symbol], on page: String, module: String, used: inout [String: Int]) {
            for symbol in symbols where !symbol.declaration.kind.isType {
                let declaration = symbol.declaration
                let base = PageName.anchor(kind: (declaration.isStatic ? "static-" : "") + declaration.kind.rawValue, name: declaration.name)
                let count = used[base, default: 0] + 1
                used[base] = count
                let anchor = count == 1 ? base : base + "-\(count)"
                anchors[SymbolKey(symbol)] = anchor
                let location = SymbolLocation(page: page, anchor: anchor)
                let prefix = declaration.parent.isEmpty ? "" : PageLocations.doccPath(declaration.parent) + "/"
                index.add(prefix + declaration.name, module: module, at: location)
                index.add(prefix + SiteCatalog.baseName(declaration.name), module: module, at: location)
                if declaration.kind == .case, !declaration.parameters.isEmpty {
                    // `check`'s resolver names a case with associated values `b(*)`, whatever
                    // labels the link spells (``E/b(_:)``).
                    index.add(prefix + declaration.name + "(*)", module: module, at: location)
                }
            }
        }
        for module in catalog.modules {
            let name = module.name
            for type in module.types {
                index.add(PageLocations.doccPath(type.path), module: name, at: SymbolLocation(page: SiteMap.type(type.path, module: name), anchor: nil))
            }
            for type in module.extensions {
                index.add(PageLocations.doccPath(type.path), module: name, at: SymbolLocation(page: SiteMap.extensionPage(type.path, module: name), anchor: nil))
            }
            for function in module.functions {
                let page = SiteMap.function(function.name, module: name)
                index.add(function.name, module: name, at: SymbolLocation(page: page, anchor: nil))
                var used: [String: Int] = [:]
                place(function.overloads, on: page, module: name, used: &used)
            }
            for type in module.types + module.extensions {
                let page = type.definitions.isEmpty ? SiteMap.extensionPage(type.path, module: name) : SiteMap.type(type.path, module: name)
                var used: [String: Int] = [:]
                place(type.members, on: page, module: name, used: &used)
            }
            var used: [String: Int] = [:]
            place(module.variables, on: SiteMap.module(name), module: name, used: &used)
        }
        return (index, anchors)
    }

    /// The page inside the theme's layout.
    static func layout(_ page: Page, theme: Theme, options: SiteOptions) -> String {
        let root = SiteMap.rootPrefix(page.path)
        let title = (page.title + [options.title]).joined(separator: " – ")
        var crumbs = ""
        if !page.breadcrumbs.isEmpty {
            crumbs = "<ol><li><a href=\"" + root + SiteMap.home + "\">" + HTML.escape(options.title) + "</a></li>"
            for (position, crumb) in page.breadcrumbs.enumerated() {
                if position == page.breadcrumbs.count - 1 {
                    crumbs += "<li aria-current=\"page\">" + HTML.escape(crumb.text) + "</li>"
                } else if let path = crumb.path {
                    crumbs += "<li><a href=\"" + HTML.escape(SiteMap.href(from: page.path, to: path)) + "\">" + HTML.escape(crumb.text) + "</a></li>"
                } else {
                    crumbs += "<li>" + HTML.escape(crumb.text) + "</li>"
                }
            }
            crumbs += "</ol>"
        }
        var head = ""
        if let baseURL = options.baseURL {
            head = "<link rel=\"canonical\" href=\"" + HTML.escape(baseURL + page.path) + "\">\n"
        }
        let language = options.language
        return theme.layout.fill([
            "title": HTML.escape(title), "site-title": HTML.escape(options.title), "root": root,
            "head": head, "breadcrumbs": crumbs, "content": page.content, "lang": language.rawValue,
            "skip-link": HTML.escape(Label.skipLink.in(language)), "search-label": HTML.escape(Label.searchLabel.in(language)),
            "search-placeholder": HTML.escape(Label.searchPlaceholder.in(language)),
            "breadcrumb-label": HTML.escape(Label.breadcrumbLabel.in(language)),
            "built-by": HTML.escape(Label.builtBy.in(language)), "coverage-link": HTML.escape(Label.coverageTitle.in(language)),
        ])
    }

    static func sitemap(_ pages: [String], baseURL: String) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages.sorted() { xml += "<url><loc>" + HTML.escape(baseURL + page) + "</loc></url>\n" }
        return xml + "</urlset>\n"
    }
}
