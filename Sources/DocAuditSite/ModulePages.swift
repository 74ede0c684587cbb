import DocAuditCheck
import DocAuditCore

/// The site-wide pages: home, modules, coverage and search.
enum ModulePages {
    /// The home page: the modules by group, with their documentation coverage.
    static func home(_ catalog: SiteCatalog, context: PageContext) -> Page {
        var html = "<h1>" + HTML.escape(context.options.title) + "</h1>\n"
        if catalog.modules.isEmpty {
            html += "<p>No documented declarations were found.</p>\n"
        }
        var groups: [(String, [ModuleEntry])] = []
        for module in catalog.modules {
            if groups.last?.0 == module.group { groups[groups.count - 1].1.append(module) } else { groups.append((module.group, [module])) }
        }
        for (group, modules) in groups {
            html += "<section>\n<h2>" + HTML.escape(group) + "</h2>\n<ul class=\"topic-list\">\n"
            for module in modules {
                let count = module.types.count + module.functions.count
                html += "<li>" + context.link(SiteMap.module(module.name), module.name, code: true)
                html += "<p>\(count) " + (count == 1 ? "symbol" : "symbols") + " · " + module.coverage.formattedPercent + " documented</p></li>\n"
            }
            html += "</ul>\n</section>\n"
        }
        return Page(path: context.page, title: [], breadcrumbs: [], content: html)
    }

    /// A module's page: its types by kind, functions, variables and the types it extends.
    static func module(_ module: ModuleEntry, context: inout PageContext) -> Page {
        var html = SymbolPages.header(eyebrow: "Module · " + module.group, title: module.name, abstract: nil)
        html += "<p>\(module.coverage.documented) of \(module.coverage.documentable) declarations documented (" + module.coverage.formattedPercent + ").</p>\n"
        var kinds: [String: [Symbol]] = [:]
        for type in module.types where !type.path.contains(".") {
            kinds[Vocabulary.kind(type.definitions[0].declaration), default: []].append(type.definitions[0])
        }
        for kind in Vocabulary.typeOrder {
            guard let symbols = kinds[kind] else { continue }
            html += "<section>\n<h2>" + Vocabulary.plural(kind) + "</h2>\n" + topicList(symbols, module: module.name, context: context) + "</section>\n"
        }
        if !module.functions.isEmpty {
            html += "<section>\n<h2>Functions</h2>\n<ul class=\"topic-list\">\n"
            for function in module.functions {
                html += "<li>" + context.link(SiteMap.function(function.name, module: module.name), function.overloads[0].declaration.name, code: true)
                html += paragraph(context.abstract(function.overloads[0])) + "</li>\n"
            }
            html += "</ul>\n</section>\n"
        }
        if !module.variables.isEmpty {
            html += "<section>\n<h2>Global Variables</h2>\n"
            for variable in module.variables { html += SymbolPages.member(variable, level: 3, context: &context) }
            html += "</section>\n"
        }
        if !module.extensions.isEmpty {
            html += "<section>\n<h2>Extended Types</h2>\n<ul class=\"topic-list\">\n"
            for entry in module.extensions {
                html += "<li>" + context.link(SiteMap.extensionPage(entry.path, module: module.name), entry.path, code: true)
                html += "<p>\(entry.members.count) " + (entry.members.count == 1 ? "member" : "members") + "</p></li>\n"
            }
            html += "</ul>\n</section>\n"
        }
        return Page(path: context.page, title: [module.name], breadcrumbs: [(module.name, context.page)], content: "<article>\n" + html + "</article>\n")
    }

    /// Links to types' pages, with their summaries.
    static func topicList(_ symbols: [Symbol], module: String, context: PageContext) -> String {
        var html = "<ul class=\"topic-list\">\n"
        for symbol in symbols {
            let path = SiteMap.type(symbol.declaration.symbolPath, module: module)
            html += "<li>" + context.link(path, symbol.declaration.name, code: true) + paragraph(context.abstract(symbol)) + "</li>\n"
        }
        return html + "</ul>\n"
    }

    private static func paragraph(_ content: String) -> String {
        content.isEmpty ? "" : "<p>" + content + "</p>"
    }

    /// The coverage page: each module's documented share, then every finding by file and line.
    static func coverage(_ catalog: SiteCatalog, overall total: DocCoverage, findings: [Diagnostic], context: PageContext) -> Page {
        var html = "<h1>Documentation coverage</h1>\n"
        html += "<p><img src=\"" + HTML.escape(context.href(SiteMap.coverageBadge)) + "\" alt=\"docs: " + total.formattedPercent + "\" width=\"\(CoverageBadge.width(for: total))\" height=\"20\"></p>\n"
        html += "<div class=\"table-scroll\"><table>\n<caption class=\"visually-hidden\">Documented share per module</caption>\n"
        html += "<thead><tr><th scope=\"col\">Module</th><th scope=\"col\" class=\"optional\">Group</th><th scope=\"col\" class=\"number\">Documented</th><th scope=\"col\" class=\"number\">Share</th></tr></thead>\n<tbody>\n"
        for module in catalog.modules {
            html += "<tr><th scope=\"row\">" + context.link(SiteMap.module(module.name), module.name) + "</th>"
            html += "<td class=\"optional\">" + HTML.escape(module.group) + "</td>"
            html += "<td class=\"number\">\(module.coverage.documented) / \(module.coverage.documentable)</td>"
            html += "<td class=\"number\"><meter min=\"0\" max=\"100\" value=\"\(Int(module.coverage.percent))\"></meter> " + module.coverage.formattedPercent + "</td></tr>\n"
        }
        html += "</tbody>\n<tfoot><tr><th scope=\"row\">All modules</th><td class=\"optional\"></td><td class=\"number\">\(total.documented) / \(total.documentable)</td><td class=\"number\">" + total.formattedPercent + "</td></tr></tfoot>\n</table></div>\n"
        html += "<p>Counted as <code>docaudit check --coverage</code> counts: the visible types and functions that <code>missing-type-doc</code> and <code>missing-function-doc</code> audit under the configuration (not enum cases or properties, which the rules forbid documenting, nor overrides); a doc comment that still holds a template placeholder does not count. All modules: every audited module, also those this site does not list. The figure is also in <code>coverage.svg</code>, a badge for a README.</p>\n"
        html += "<section>\n<h2>Findings</h2>\n"
        html += findings.isEmpty ? "<p>None.</p>\n" : findingTables(findings)
        html += "</section>\n"
        return Page(path: context.page, title: ["Coverage"], breadcrumbs: [("Coverage", context.page)], content: html)
    }

    /// The findings as one table per file, in report order.
    private static func findingTables(_ findings: [Diagnostic]) -> String {
        var html = ""
        var index = findings.startIndex
        while index < findings.endIndex {
            let file = findings[index].file
            html += "<h3 class=\"finding-file\"><code>" + HTML.escape(file) + "</code></h3>\n<div class=\"table-scroll\"><table>\n"
            html += "<thead><tr><th scope=\"col\" class=\"number\">Line</th><th scope=\"col\">Severity</th><th scope=\"col\">Message</th><th scope=\"col\" class=\"optional\">Rule</th></tr></thead>\n<tbody>\n"
            while index < findings.endIndex, findings[index].file == file {
                let finding = findings[index]
                html += "<tr><td class=\"number\">\(finding.line):\(finding.column)</td>"
                html += "<td class=\"finding-" + finding.severity.rawValue + "\">" + finding.severity.rawValue + "</td>"
                html += "<td>" + HTML.escape(finding.message) + "</td><td class=\"optional\"><code>" + HTML.escape(finding.rule) + "</code></td></tr>\n"
                index += 1
            }
            html += "</tbody>\n</table></div>\n"
        }
        return html
    }

    /// The search page: a field and a result list that the search script fills from the index.
    static func search(context: PageContext) -> Page {
        let html = """
            <h1>Search</h1>
            <form class="search-form" role="search" action="search.html" method="get">
            <label for="search-input">Symbol name</label>
            <input id="search-input" type="search" name="q" autocomplete="off" spellcheck="false">
            </form>
            <p id="search-status" role="status" aria-live="polite"></p>
            <ol id="search-results" class="search-results"></ol>
            <noscript><p>Search needs JavaScript. Every module is listed on the <a href="index.html">home page</a>.</p></noscript>
            <script src="\(SiteMap.searchIndexScript)" defer></script>

            """
        return Page(path: context.page, title: ["Search"], breadcrumbs: [("Search", context.page)], content: html)
    }
}
