import DocAuditCore

/// The pages of catalogs: articles, and the landing page's part of a module's page.
enum CatalogPages {
    /// An article's page: its title, abstract and content, directives laid out.
    static func article(_ document: CatalogDocument, in module: ModuleEntry, context: inout PageContext, emit: PageEmitter) {
        let crumbs: [(text: String, path: String?)] = [(module.title, SiteMap.module(module.name)), (document.title, context.page)]
        emit(Page(path: context.page, title: [document.title, module.title], breadcrumbs: crumbs)) { html in
            let doc = context.render(document, scope: "", headingLevel: 2)
            let kind = document.metadata.pageKind == "sampleCode" ? context.text(.sampleCode) : context.text(.article)
            html += "<article>\n"
            html += header(document, eyebrow: kind + " · " + module.title, abstract: doc.abstract, context: context)
            html += content(doc, context: context)
            html += "</article>\n"
        }
    }

    /// A document's header: its eyebrow (`@TitleHeading`, else `eyebrow`), icon and title.
    static func header(_ document: CatalogDocument, eyebrow: String, abstract: String, context: PageContext) -> String {
        SymbolPages.header(eyebrow: document.metadata.titleHeading ?? eyebrow, title: document.title, abstract: abstract, icon: context.icon(document.metadata))
    }

    /// What follows a document's abstract: DocC's fields where an article has some (no text is
    /// lost), then its content, then its Topics.
    static func content(_ doc: RenderedDoc, context: PageContext) -> String {
        SymbolPages.fields(doc, level: 2, context: context) + doc.discussion + SymbolPages.topics(doc, context: context)
    }

    /// The articles of a module's catalog its landing page does not link to (by `doc:`, or by
    /// their file in a guide of plain Markdown), with their summaries: DocC lists the articles
    /// no Topics group curates.
    static func uncuratedArticles(_ catalog: ModuleCatalog, level: Int, context: PageContext) -> String {
        let landing = catalog.landing?.body ?? ""
        let listed = catalog.articles.filter { article in
            guard case .article(let name) = article.document.kind else { return false }
            let file = CatalogDocument.fileStem(article.document.path) + ".md"
            return !(landing.contains("doc:" + name + ">") || landing.contains("doc:" + name + ")") || landing.contains("/" + name + ">")
                || landing.contains("(" + file) || landing.contains("/" + file))
        }
        guard !listed.isEmpty else { return "" }
        var html = "<section>\n<h\(level)>" + HTML.escape(context.text(.articles)) + "</h\(level)>\n<ul class=\"topic-list\">\n"
        for article in listed {
            html += "<li>" + context.link(article.page, article.document.title)
            let summary = context.abstract(of: article.document)
            if !summary.isEmpty { html += "<p>" + summary + "</p>" }
            html += "</li>\n"
        }
        return html + "</ul>\n</section>\n"
    }
}
