import DocAuditRules
import DocAuditCheck
import DocAuditCore

/// The site-wide pages: home, modules, coverage and search.
enum ModulePages {
    /// The home page: the modules by group, with their documentation coverage.
    static func home(_ catalog: SiteCatalog, context: PageContext, emit: PageEmitter) {
        emit(Page(path: context.page, title: [], breadcrumbs: [])) { html in
            html += "<h1>" + HTML.escape(context.options.title) + "</h1>\n"
            if catalog.modules.isEmpty {
                html += "<p>" + HTML.escape(context.text(.noDeclarations)) + "</p>\n"
            }
            var start = 0
            while start < catalog.modules.count {
                let group = catalog.modules[start].group
                let heading = catalog.modules[start].isGuide ? context.text(.guides) : group
                html += "<section>\n<h2>" + HTML.escape(heading) + "</h2>\n<ul class=\"topic-list\">\n"
                var index = start
                while index < catalog.modules.count, catalog.modules[index].group == group {
                    let module = catalog.modules[index]
                    guard !module.isGuide else {
                        html += "<li>" + context.link(SiteMap.module(module.name), module.title) + "<p>" + guideSummary(module, context: context) + "</p></li>\n"
                        index += 1
                        continue
                    }
                    let count = module.types.count + module.functions.count
                    html += "<li>" + context.link(SiteMap.module(module.name), module.name, code: true)
                    html += "<p>" + HTML.escape(Label.moduleSummary(symbols: count, percent: module.coverage.documentable > 0 ? module.coverage.formattedPercent : nil, context.language)) + "</p></li>\n"
                    index += 1
                }
                html += "</ul>\n</section>\n"
                start = index
            }
        }
    }

    /// A guide's line on the home page: its landing page's abstract, else how many articles it has.
    private static func guideSummary(_ guide: ModuleEntry, context: PageContext) -> String {
        let catalog = context.catalogs.modules[guide.name]
        let abstract = catalog?.landing.map { context.abstract(of: $0) } ?? ""
        return abstract.isEmpty ? HTML.escape(Label.articleCount(catalog?.articles.count ?? 0, context.language)) : abstract
    }

    /// A module's page: its types by kind, functions, variables and the types it extends; a
    /// guide's: its landing page and articles.
    static func module(_ module: ModuleEntry, context: inout PageContext, emit: PageEmitter) {
        emit(Page(path: context.page, title: [module.title], breadcrumbs: [(module.title, context.page)])) { html in
            html += "<article>\n"
            let eyebrow = module.isGuide ? context.text(.guide) : context.text(.module) + " · " + module.group
            // A guide documents no symbol: no share of them is documented.
            let coverage = module.isGuide ? "" : coverageLine(module, context: context)
            // The catalog's landing page (`# ``Module```) gives the page its title, abstract and
            // content, above the lists of symbols.
            let catalog = context.catalogs.modules[module.name]
            var topics = ""
            var curated = Set<DeclarationKey>()
            if let landing = catalog?.landing {
                let doc = context.render(landing, scope: "", headingLevel: 2)
                html += CatalogPages.header(landing, eyebrow: eyebrow, abstract: doc.abstract, context: context)
                html += coverage
                html += SymbolPages.fields(doc, level: 2, context: context) + doc.discussion
                topics = doc.topics
                curated = context.curated(doc, of: nil)
            } else {
                html += SymbolPages.header(eyebrow: eyebrow, title: module.name, abstract: nil)
                html += coverage
            }
            // As DocC shows them: the landing page's groups, then the groups made of the rest.
            let level = topics.isEmpty ? 2 : 3
            if !topics.isEmpty { html += "<section class=\"topics\">\n<h2>" + HTML.escape(context.text(.topics)) + "</h2>\n" + topics }
            if let catalog { html += CatalogPages.uncuratedArticles(catalog, level: level, context: context) }
            var kinds: [String: [Symbol]] = [:]
            for type in module.types where !type.path.contains(".") && !curated.contains(type.definitions[0].key) {
                kinds[Vocabulary.kind(type.definitions[0].declaration), default: []].append(type.definitions[0])
            }
            func group(_ title: String, _ list: () -> Void) {
                html += "<section>\n<h\(level)>" + HTML.escape(title) + "</h\(level)>\n"
                list()
                html += "</section>\n"
            }
            for kind in Vocabulary.typeOrder {
                guard let symbols = kinds[kind] else { continue }
                group(context.plural(kind)) { topicList(symbols, module: module, context: context, into: html) }
            }
            let functions = module.functions.flatMap(\.overloads).filter { !curated.contains($0.key) }
            if !functions.isEmpty { group(context.plural("Function")) { topicList(functions, module: module, context: context, into: html) } }
            let variables = module.variables.filter { !curated.contains($0.key) }
            if !variables.isEmpty { group(context.plural("Global Variable")) { topicList(variables, module: module, context: context, into: html) } }
            if !module.extensions.isEmpty { group(context.text(.extendedTypes)) { extendedTypeList(module.extensions, context: context, into: html) } }
            if !topics.isEmpty { html += "</section>\n" }
            html += "</article>\n"
        }
    }

    /// The page of a module whose types the module extends, as DocC gives one
    /// (`documentation/argumentparser/swift`): those types, linked to their pages.
    static func extendedModule(_ name: String, types: [TypeEntry], in module: ModuleEntry, context: PageContext, emit: PageEmitter) {
        let crumbs: [(text: String, path: String?)] = [(module.name, SiteMap.module(module.name)), (name, context.page)]
        emit(Page(path: context.page, title: [name, module.name], breadcrumbs: crumbs)) { html in
            html += "<article>\n"
            html += SymbolPages.header(eyebrow: context.text(.extendedTypes) + " · " + module.name, title: name, abstract: nil)
            html += "<section>\n<h2>" + HTML.escape(context.text(.extendedTypes)) + "</h2>\n"
            extendedTypeList(types, context: context, into: html)
            html += "</section>\n</article>\n"
        }
    }

    /// Links to extended types' pages, with how many members the module adds to each.
    private static func extendedTypeList(_ types: [TypeEntry], context: PageContext, into html: HTMLStream) {
        html += "<ul class=\"topic-list\">\n"
        for entry in types {
            html += "<li>" + context.link(entry.page, entry.path, code: true)
            html += "<p>" + HTML.escape(Label.memberCount(entry.members.count, context.language)) + "</p></li>\n"
        }
        html += "</ul>\n"
    }

    private static func coverageLine(_ module: ModuleEntry, context: PageContext) -> String {
        "<p>" + HTML.escape(Label.moduleCoverage(documented: module.coverage.documented, of: module.coverage.documentable, percent: module.coverage.formattedPercent, context.language)) + "</p>\n"
    }

    /// Links to symbols' pages, with their summaries.
    static func topicList(_ symbols: [Symbol], module: ModuleEntry, context: PageContext, into html: HTMLStream) {
        html += "<ul class=\"topic-list\">\n"
        for symbol in symbols {
            let path = symbol.page ?? module.page(ofType: symbol.declaration.symbolPath) ?? SiteMap.type(symbol.declaration.symbolPath, module: module.name)
            html += (context.isDeprecated(symbol) ? "<li class=\"deprecated\">" : "<li>") + context.link(path, symbol.declaration.name, code: true)
                + paragraph(context.abstract(symbol)) + "</li>\n"
        }
        html += "</ul>\n"
    }

    private static func paragraph(_ content: String) -> String {
        content.isEmpty ? "" : "<p>" + content + "</p>"
    }

    /// The coverage page: each module's documented share, then every finding by file and line.
    static func coverage(_ catalog: SiteCatalog, overall total: DocCoverage, findings: [Diagnostic], context: PageContext, emit: PageEmitter) {
        let title = context.text(.coverageShort)
        emit(Page(path: context.page, title: [title], breadcrumbs: [(title, context.page)])) { html in
            coverageContent(catalog, overall: total, findings: findings, context: context, into: html)
        }
    }

    private static func coverageContent(_ catalog: SiteCatalog, overall total: DocCoverage, findings: [Diagnostic], context: PageContext, into html: HTMLStream) {
        func text(_ label: Label) -> String { HTML.escape(context.text(label)) }
        html += "<h1>" + text(.coverageTitle) + "</h1>\n"
        html += "<p><img src=\"" + HTML.escape(context.href(SiteMap.coverageBadge)) + "\" alt=\"docs: " + total.formattedPercent + "\" width=\"\(CoverageBadge.width(for: total))\" height=\"20\"></p>\n"
        html += "<div class=\"table-scroll\"><table>\n<caption class=\"visually-hidden\">" + text(.coverageCaption) + "</caption>\n"
        html += "<thead><tr><th scope=\"col\">" + text(.moduleColumn) + "</th><th scope=\"col\" class=\"optional\">" + text(.groupColumn)
        html += "</th><th scope=\"col\" class=\"number\">" + text(.documentedColumn) + "</th><th scope=\"col\" class=\"number\">" + text(.shareColumn) + "</th></tr></thead>\n<tbody>\n"
        for module in catalog.modules where !module.isGuide {
            html += "<tr><th scope=\"row\">" + context.link(SiteMap.module(module.name), module.name) + "</th>"
            html += "<td class=\"optional\">" + HTML.escape(module.group) + "</td>"
            html += "<td class=\"number\">\(module.coverage.documented) / \(module.coverage.documentable)</td>"
            html += "<td class=\"number\"><meter min=\"0\" max=\"100\" value=\"\(Int(module.coverage.percent))\"></meter> " + module.coverage.formattedPercent + "</td></tr>\n"
        }
        html += "</tbody>\n<tfoot><tr><th scope=\"row\">" + text(.allModules) + "</th><td class=\"optional\"></td><td class=\"number\">\(total.documented) / \(total.documentable)</td><td class=\"number\">" + total.formattedPercent + "</td></tr></tfoot>\n</table></div>\n"
        html += "<p>" + context.text(.coverageExplanation) + "</p>\n"
        html += "<section>\n<h2>" + text(.findings) + "</h2>\n"
        if findings.isEmpty {
            html += "<p>" + text(.noFindings) + "</p>\n"
        } else {
            findingTables(findings, language: context.language, into: html)
        }
        html += "</section>\n"
    }

    /// The findings as one table per file, in report order.
    private static func findingTables(_ findings: [Diagnostic], language: Language, into html: HTMLStream) {
        func text(_ label: Label) -> String { HTML.escape(label.in(language)) }
        var index = findings.startIndex
        while index < findings.endIndex {
            let file = findings[index].file
            html += "<h3 class=\"finding-file\"><code>" + HTML.escape(file) + "</code></h3>\n<div class=\"table-scroll\"><table>\n"
            html += "<thead><tr><th scope=\"col\" class=\"number\">" + text(.lineColumn) + "</th><th scope=\"col\">" + text(.severityColumn)
            html += "</th><th scope=\"col\">" + text(.messageColumn) + "</th><th scope=\"col\" class=\"optional\">" + text(.ruleColumn) + "</th></tr></thead>\n<tbody>\n"
            while index < findings.endIndex, findings[index].file == file {
                let finding = findings[index]
                let severity: String
                switch finding.severity {
                case .error: severity = text(.severityError)
                case .warning: severity = text(.severityWarning)
                case .off: severity = finding.severity.rawValue
                }
                html += "<tr><td class=\"number\">\(finding.line):\(finding.column)</td>"
                html += "<td class=\"finding-" + finding.severity.rawValue + "\">" + severity + "</td>"
                html += "<td>" + HTML.escape(finding.message) + "</td><td class=\"optional\"><code>" + HTML.escape(finding.rule) + "</code></td></tr>\n"
                index += 1
            }
            html += "</tbody>\n</table></div>\n"
        }
    }

    /// The search page: a field and a result list that the search script fills from the index;
    /// the status line carries the script's texts in the site's language.
    static func search(context: PageContext, emit: PageEmitter) {
        func text(_ label: Label) -> String { HTML.escape(context.text(label)) }
        let title = context.text(.search)
        let html = """
            <h1>\(HTML.escape(title))</h1>
            <form class="search-form" role="search" action="search.html" method="get">
            <label for="search-input">\(text(.searchField))</label>
            <input id="search-input" type="search" name="q" autocomplete="off" spellcheck="false">
            </form>
            <p id="search-status" role="status" aria-live="polite" data-prompt="\(text(.searchPrompt))" data-none="\(text(.searchNoResults))" data-one="\(text(.searchOneResult))" data-many="\(text(.searchResults))" data-first="\(text(.searchFirst))"></p>
            <ol id="search-results" class="search-results"></ol>
            <noscript><p>\(context.text(.searchNeedsScript))</p></noscript>
            <script src="\(SiteMap.searchIndexScript)" defer></script>

            """
        emit(Page(path: context.page, title: [title], breadcrumbs: [(title, context.page)])) { $0 += html }
    }
}
