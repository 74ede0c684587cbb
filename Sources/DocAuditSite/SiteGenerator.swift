import DocAuditRules
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
    /// Where each declaration's source location links to; nil: it is shown as text.
    public var sourceLinks: SourceLinks?
    /// The path a page shows for a source file: from its project's root, as `check` reports
    /// it, once the project is known; as reached otherwise.
    public var sourcePaths = ReportPaths(project: nil)
    /// Whether the site has `llms.txt` and a Markdown twin beside each documentation page.
    public var writesMarkdown = true
    /// Whether a type's members are shown in full on its page (one page a type, members by
    /// anchor) rather than each on a page of its own, as DocC shows them.
    public var membersInline = false

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
    /// The problems of the catalogs' documents, sorted by file and line.
    public var warnings: [SiteWarning]
}

/// What a site written as it was built (``SiteGenerator/write(_:options:theme:findings:coverage:to:)``) holds.
public struct WrittenSite: Sendable {
    /// How many HTML pages the site has.
    public var pageCount: Int
    /// The symbol links that resolve to nothing, sorted by file and line.
    public var unresolvedLinks: [Diagnostic]
    /// The problems of the catalogs' documents, sorted by file and line.
    public var warnings: [SiteWarning]
}

/// Builds the site: pages, search index and theme assets.
public enum SiteGenerator {
    /// Builds the site of `sources` in memory, with `check`'s figures on it: its `coverage` per
    /// module (the home, module and coverage pages, and the `coverage.svg` badge) and its
    /// `findings` (the coverage page); the symbol links that lead to no page are returned.
    ///
    /// ```swift
    /// let check = CheckEngine.run(request)
    /// let site = SiteGenerator.generate(SiteSources(files), options: options, theme: try Theme.builtIn(),
    ///                                   findings: check.diagnostics, coverage: check.coverage)
    /// try SiteWriter(output: "docs").write(site)
    /// ```
    public static func generate(_ sources: SiteSources, options: SiteOptions, theme: Theme, findings: [Diagnostic], coverage: CoverageReport) -> GeneratedSite {
        var memory = MemoryDestination()
        // Memory takes every file: nothing can fail.
        let built = try! build(sources, options: options, theme: theme, findings: findings, coverage: coverage, into: &memory)
        return GeneratedSite(files: memory.files, pageCount: built.pageCount, unresolvedLinks: built.unresolvedLinks, warnings: built.warnings)
    }

    /// Builds the site of `sources` as ``generate(_:options:theme:findings:coverage:)`` does,
    /// each file written by `writer` as soon as it is made: a site's memory is its model and
    /// the page in flight, not every page.
    ///
    /// ```swift
    /// var writer = SiteWriter(output: "docs")
    /// let site = try SiteGenerator.write(sources, options: options, theme: try Theme.builtIn(),
    ///                                    findings: check.diagnostics, coverage: check.coverage, to: &writer)
    /// ```
    public static func write(_ sources: SiteSources, options: SiteOptions, theme: Theme, findings: [Diagnostic], coverage: CoverageReport,
                             to writer: inout SiteWriter) throws -> WrittenSite {
        try build(sources, options: options, theme: theme, findings: findings, coverage: coverage, into: &writer)
    }

    /// The site's `llms.txt`, at its root as llmstxt.org asks.
    static let llmsText = "llms.txt"

    static func build(_ sources: SiteSources, options: SiteOptions, theme: Theme, findings: [Diagnostic], coverage: CoverageReport,
                      into destination: inout some SiteDestination) throws -> WrittenSite {
        let relationships = SiteRelationships(files: sources.files)
        let resolver = sources.symbolTable()
        let catalogs = CatalogIndex(sources.catalogs, resolver: resolver, moduleNames: Set(sources.files.map(\.module)))
        let catalog = SiteCatalog(files: sources.files, coverage: coverage, relationships: relationships, membersInline: options.membersInline,
                                  guides: catalogs.guides)
        let locations = locate(catalog)
        let navigator = Navigator(catalog: catalog, catalogs: catalogs, relationships: relationships, resolver: resolver, language: options.language)
        func context(_ page: String, _ module: String) -> PageContext {
            PageContext(catalog: catalog, resolver: resolver, locations: locations, catalogs: catalogs, relationships: relationships,
                        options: options, page: page, module: module)
        }
        let assets = theme.assets.map { SiteFile(path: "assets/" + $0.path, bytes: $0.bytes) }
        let images = catalogs.modules.values.flatMap(\.images.files)
        var fixedFiles = [SiteMap.searchIndexJSON, SiteMap.searchIndexScript, SiteMap.coverageBadge] + assets.map(\.path) + images.map(\.path)
        if options.baseURL != nil { fixedFiles.append(SiteMap.sitemap) }
        let pagePaths = pagePaths(catalog, catalogs: catalogs)
        // The coverage report and the search form have no content a twin would carry.
        let twins = options.writesMarkdown ? pagePaths.filter { $0 != SiteMap.coverage && $0 != SiteMap.search }.map(MarkdownTwins.path(ofPage:)) + [llmsText] : []
        try destination.begin(listing: Set(pagePaths + fixedFiles + twins))

        var failure: Error?
        var pages: [String] = []
        /// Writes `page`, which belongs to `module` (nil: a site-wide page) and to the type of
        /// dotted path `type` (its own page or a member's), with its navigator: the way to it
        /// alone for a `member`'s page (a top-level function's or variable's too).
        // Declarations alike in every part (a member declared twice, which the compiler rejects as
        // a redeclaration) have one page: the first is written, never two files at one path.
        var written = Set<String>()
        func emit(_ page: Page, in module: ModuleEntry?, type: String? = nil, member: Bool = false, _ content: (HTMLStream) -> Void) {
            guard failure == nil, written.insert(page.path).inserted else { return }
            pages.append(page.path)
            do {
                let navigation = navigator.html(module: module, page: page.path, type: type, wayOnly: member)
                try destination.file(page.path) { layout(page, navigator: navigation, theme: theme, options: options, content: content, into: $0) }
            } catch {
                failure = error
            }
        }
        /// Writes the Markdown twin of the page of `context` beside it.
        func twin(_ context: PageContext, _ markdown: (PageContext) -> String) {
            guard options.writesMarkdown, failure == nil, written.insert(MarkdownTwins.path(ofPage: context.page)).inserted else { return }
            do {
                try destination.file(MarkdownTwins.path(ofPage: context.page)) { $0 += markdown(context) }
            } catch {
                failure = error
            }
        }
        var unresolved = Set<Diagnostic>()
        var warnings = Set(catalogs.warnings + catalogs.problems.map { SiteWarning(file: $0.path, $0.problem, language: options.language) })
        func collect(_ page: PageContext) {
            unresolved.formUnion(page.findings)
            warnings.formUnion(page.warnings)
        }
        for module in catalog.modules {
            var moduleContext = context(SiteMap.module(module.name), module.name)
            ModulePages.module(module, context: &moduleContext) { emit($0, in: module, $1) }
            twin(moduleContext) { MarkdownTwins.module(module, context: $0) }
            collect(moduleContext)
            for article in catalogs.modules[module.name]?.articles ?? [] {
                var page = context(article.page, module.name)
                CatalogPages.article(article.document, in: module, context: &page) { emit($0, in: module, $1) }
                twin(page) { MarkdownTwins.article(article.document, context: $0) }
                collect(page)
            }
            for extended in module.extendedModules {
                let types = extended.types.map { module.extensions[$0] }
                let page = context(extended.page, module.name)
                ModulePages.extendedModule(extended.name, types: types, in: module, context: page) { emit($0, in: module, $1) }
                twin(page) { MarkdownTwins.extendedModule(extended.name, types: types, in: module, context: $0) }
            }
            for type in module.types + module.extensions {
                var page = context(type.page, module.name)
                if type.definitions.isEmpty {
                    SymbolPages.extensionPage(type, in: module, context: &page) { emit($0, in: module, type: type.path, $1) }
                    twin(page) { MarkdownTwins.extensionPage(type, in: module, context: $0) }
                } else {
                    SymbolPages.type(type, in: module, context: &page) { emit($0, in: module, type: type.path, $1) }
                    twin(page) { MarkdownTwins.type(type, in: module, context: $0) }
                }
                collect(page)
                for member in type.members where !member.declaration.kind.isType {
                    guard let path = member.page else { continue }
                    var page = context(path, module.name)
                    SymbolPages.symbol(member, of: type, in: module, context: &page) { emit($0, in: module, type: type.path, member: true, $1) }
                    twin(page) { MarkdownTwins.symbol(member, of: type, in: module, context: $0) }
                    collect(page)
                }
                for copy in type.inherited {
                    var page = context(copy.page, module.name)
                    SymbolPages.inherited(copy.member, of: type, in: module, context: &page) { emit($0, in: module, type: type.path, member: true, $1) }
                    twin(page) { MarkdownTwins.inherited(copy.member, of: type, context: $0) }
                    collect(page)
                }
                for collection in type.collections {
                    var page = context(collection.page, module.name)
                    SymbolPages.collection(collection.protocolName, of: type, in: module, context: &page) { emit($0, in: module, type: type.path, member: true, $1) }
                    twin(page) { MarkdownTwins.collection(collection.protocolName, of: type, in: module, context: $0) }
                    collect(page)
                }
            }
            for symbol in module.functions.flatMap(\.overloads) + module.variables {
                guard let path = symbol.page else { continue }
                var page = context(path, module.name)
                SymbolPages.symbol(symbol, of: nil, in: module, context: &page) { emit($0, in: module, member: true, $1) }
                twin(page) { MarkdownTwins.symbol(symbol, of: nil, in: module, context: $0) }
                collect(page)
            }
        }
        let sortedUnresolved = distinct(unresolved.sorted(by: Diagnostic.reportOrder))
        ModulePages.home(catalog, context: context(SiteMap.home, "")) { emit($0, in: nil, $1) }
        twin(context(SiteMap.home, "")) { MarkdownTwins.home(catalog, context: $0) }
        ModulePages.coverage(catalog, overall: coverage.overall, findings: findings.sorted(by: Diagnostic.reportOrder), context: context(SiteMap.coverage, "")) { emit($0, in: nil, $1) }
        ModulePages.search(context: context(SiteMap.search, "")) { emit($0, in: nil, $1) }
        if let failure { throw failure }

        let searchIndex = SearchIndex.json(catalog, catalogs: catalogs, language: options.language)
        try destination.file(SiteMap.searchIndexJSON) { $0 += searchIndex + "\n" }
        try destination.file(SiteMap.searchIndexScript) { $0 += "window.docauditSearchIndex = " + searchIndex + ";\n" }
        try destination.file(SiteMap.coverageBadge) { $0 += CoverageBadge.svg(for: coverage.overall) }
        if options.writesMarkdown {
            try destination.file(llmsText) { $0 += MarkdownTwins.llms(catalog, catalogs: catalogs, context: context(SiteMap.home, "")) }
        }
        for asset in assets + images {
            try destination.file(asset.path) { $0.append(asset.bytes) }
        }
        if let baseURL = options.baseURL {
            try destination.file(SiteMap.sitemap) { $0 += sitemap(pages, baseURL: baseURL) }
        }
        try destination.finish()
        let sortedWarnings = warnings.sorted { ($0.file, $0.line, $0.message) < ($1.file, $1.line, $1.message) }
        return WrittenSite(pageCount: pages.count, unresolvedLinks: sortedUnresolved, warnings: sortedWarnings)
    }

    /// The path of every page the site makes, in the order they are written.
    static func pagePaths(_ catalog: SiteCatalog, catalogs: CatalogIndex) -> [String] {
        var paths: [String] = []
        for module in catalog.modules {
            paths.append(SiteMap.module(module.name))
            paths += catalogs.modules[module.name]?.articles.map(\.page) ?? []
            paths += module.extendedModules.map(\.page)
            for type in module.types + module.extensions {
                paths.append(type.page)
                paths += type.members.filter { !$0.declaration.kind.isType }.compactMap(\.page)
                paths += type.inherited.map(\.page) + type.collections.map(\.page)
            }
            paths += (module.functions.flatMap(\.overloads) + module.variables).compactMap(\.page)
        }
        return paths + [SiteMap.home, SiteMap.coverage, SiteMap.search]
    }

    /// `diagnostics` without repeats of the same place, rule and message: a doc comment shared
    /// by `case a, b` or `var x = 1, y = 2` is rendered once per name, but is one comment.
    static func distinct(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<[String]>()
        return diagnostics.filter { seen.insert([$0.file, String($0.line), String($0.column), $0.rule, $0.message]).inserted }
    }

    /// Records where each symbol lives: its page, or its anchor on its type's page.
    static func locate(_ catalog: SiteCatalog) -> PageLocations {
        var index = PageLocations()
        func place(_ symbols: [Symbol], on page: String, module: String) {
            for symbol in symbols where !symbol.declaration.kind.isType {
                let declaration = symbol.declaration
                let location = symbol.page.map { SymbolLocation(page: $0, anchor: nil) } ?? SymbolLocation(page: page, anchor: symbol.anchor)
                let prefix = declaration.parent.isEmpty ? "" : PageLocations.doccPath(declaration.parent) + "/"
                index.add(prefix + declaration.name, module: module, at: location, symbol: symbol)
                index.add(prefix + SiteCatalog.baseName(declaration.name), module: module, at: location, symbol: symbol)
                if declaration.kind == .case, !declaration.parameters.isEmpty {
                    // `check`'s resolver names a case with associated values `b(*)`, whatever
                    // labels the link spells (``E/b(_:)``).
                    index.add(prefix + declaration.name + "(*)", module: module, at: location)
                }
            }
        }
        for module in catalog.modules {
            let name = module.name
            for type in module.types + module.extensions {
                index.add(PageLocations.doccPath(type.path), module: name, at: SymbolLocation(page: type.page, anchor: nil), symbol: type.definitions.first)
            }
            for function in module.functions {
                place(function.overloads, on: SiteMap.module(name), module: name)
            }
            for type in module.types + module.extensions {
                place(type.members, on: type.page, module: name)
                // A member the type gets from its protocols has a page of its own in the type.
                let prefix = PageLocations.doccPath(type.path) + "/"
                for copy in type.inherited {
                    let location = SymbolLocation(page: copy.page, anchor: nil)
                    let original = copy.member.original.map(catalog.symbol(at:))
                    index.add(prefix + copy.member.name, module: name, at: location, symbol: original)
                    index.add(prefix + SiteCatalog.baseName(copy.member.name), module: name, at: location, symbol: original)
                }
            }
            place(module.variables, on: SiteMap.module(name), module: name)
        }
        return index
    }

    /// The page inside the theme's layout, its content streamed where the layout has it, with
    /// its `navigator`. A trail's first step that the site's title already names (a site of one
    /// module named as it) is left out.
    static func layout(_ page: Page, navigator: String, theme: Theme, options: SiteOptions, content: (HTMLStream) -> Void, into html: HTMLStream) {
        let root = SiteMap.rootPrefix(page.path)
        let title = (page.title + [options.title]).joined(separator: " – ")
        var crumbs = ""
        let trail = page.breadcrumbs.count > 1 && page.breadcrumbs[0].text == options.title ? Array(page.breadcrumbs.dropFirst()) : page.breadcrumbs
        if !trail.isEmpty {
            crumbs = "<ol><li><a href=\"" + root + SiteMap.home + "\">" + HTML.escape(options.title) + "</a></li>"
            for (position, crumb) in trail.enumerated() {
                if position == trail.count - 1 {
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
            head = "<link rel=\"canonical\" href=\"" + HTML.escape(baseURL + SiteMap.publishedPath(page.path)) + "\">\n"
        }
        let language = options.language
        theme.layout.write([
            "title": HTML.escape(title), "site-title": HTML.escape(options.title), "root": root,
            "head": head, "breadcrumbs": crumbs, "navigator": navigator, "lang": language.rawValue,
            "skip-link": HTML.escape(Label.skipLink.in(language)), "search-label": HTML.escape(Label.searchLabel.in(language)),
            "search-placeholder": HTML.escape(Label.searchPlaceholder.in(language)),
            "breadcrumb-label": HTML.escape(Label.breadcrumbLabel.in(language)),
            "built-by": HTML.escape(Label.builtBy.in(language)), "coverage-link": HTML.escape(Label.coverageTitle.in(language)),
        ], content: content, into: html)
    }

    static func sitemap(_ pages: [String], baseURL: String) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages.sorted() { xml += "<url><loc>" + HTML.escape(baseURL + SiteMap.publishedPath(page)) + "</loc></url>\n" }
        return xml + "</urlset>\n"
    }
}
