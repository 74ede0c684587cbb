import DocAuditCore

/// The Markdown twin of each documentation page, for assistants and for reading in a terminal:
/// the page's content as Markdown (its title, the declaration in a ```swift listing, the doc
/// comment's Markdown as written, members with their summaries, relationships), its links
/// going to other twins. The site's `llms.txt` lists them.
enum MarkdownTwins {
    /// The twin of the page at `page` (a path from the site root): the same path, `.md` for
    /// `.html`. The one place a twin's path is made, so twins follow wherever pages move.
    ///
    /// ```swift
    /// MarkdownTwins.path(ofPage: "modules/net/client_ub.html") // "modules/net/client_ub.md"
    /// ```
    static func path(ofPage page: String) -> String {
        (page.hasSuffix(".html") ? String(page.dropLast(5)) : page) + ".md"
    }

    /// A type's twin: its declarations and documentation, its members by kind, its relationships.
    static func type(_ entry: TypeEntry, in module: ModuleEntry, context: PageContext) -> String {
        let primary = entry.definitions[0]
        var markdown = "# " + entry.title + "\n\n" + context.kindName(Vocabulary.kind(primary.declaration)) + " · " + module.name + "\n\n"
        for definition in entry.definitions { markdown += declaration(definition, context: context) }
        markdown += members(entry.members, module: module, context: context)
        if let relations = context.relationships.types[primary.key], !relations.isEmpty {
            markdown += "## " + context.text(.relationships) + "\n\n"
            let lists: [(Label, [RelatedType])] = [(.inheritsFrom, relations.inheritsFrom), (.inheritedBy, relations.inheritedBy),
                                                    (.conformsTo, relations.conformsTo), (.conformingTypes, relations.conformingTypes)]
            for (label, types) in lists where !types.isEmpty {
                markdown += "### " + context.text(label) + "\n\n"
                for type in types {
                    markdown += "- " + (context.page(of: type).map { link(code(type.name), to: $0, context: context) } ?? code(type.name)) + "\n"
                }
                markdown += "\n"
            }
        }
        return markdown
    }

    /// The twin of an outside type's page: the module's members of it.
    static func extensionPage(_ entry: TypeEntry, in module: ModuleEntry, context: PageContext) -> String {
        "# " + entry.path + "\n\n" + context.text(.extendedType) + " · " + module.name + "\n\n" + members(entry.members, module: module, context: context)
    }

    /// The twin of a member's or a top-level function's or variable's page: its declaration
    /// and documentation.
    static func symbol(_ symbol: Symbol, of container: TypeEntry?, in module: ModuleEntry, context: PageContext) -> String {
        let name = symbol.declaration.name
        var markdown = "# " + (container.map { $0.title + "." + name } ?? name) + "\n\n"
        markdown += context.kindName(Vocabulary.kind(symbol.declaration)) + " · " + (container?.title ?? module.name) + "\n\n"
        return markdown + declaration(symbol, context: context)
    }

    /// The twin of a member a type gets from a protocol: where it comes from, and the
    /// project's declaration it copies, when the project declares it.
    static func inherited(_ copy: InheritedMember, of entry: TypeEntry, context: PageContext) -> String {
        var markdown = "# " + entry.title + "." + copy.name + "\n\n" + context.kindName(copy.kind.displayName) + " · " + entry.title + "\n\n"
        markdown += Label.inherited(from: code(copy.protocolName + "." + copy.name), context.language) + "\n\n"
        if let original = copy.original.map({ context.symbol(at: $0) }) { return markdown + declaration(original, context: context) }
        return markdown + "```swift\n" + copy.declaration + "\n```\n"
    }

    /// The twin of a type's "… Implementations" page: the members implementing the protocol's
    /// requirements, with their summaries.
    static func collection(_ protocolName: String, of entry: TypeEntry, in module: ModuleEntry, context: PageContext) -> String {
        let implementing = entry.members.filter { !$0.declaration.kind.isType && context.relationships.implementedProtocol[$0.key] == protocolName }
        return "# " + Label.implementations(of: protocolName, context.language) + "\n\n" + entry.title + " · " + module.name + "\n\n"
            + members(implementing, module: module, context: context)
    }

    /// The twin of the page of a module whose types the documented module extends: links to
    /// those types' twins.
    static func extendedModule(_ name: String, types: [TypeEntry], in module: ModuleEntry, context: PageContext) -> String {
        var markdown = "# " + name + "\n\n" + context.text(.extendedTypes) + " · " + module.name + "\n\n"
        for type in types { markdown += "- " + link(code(type.path), to: type.page, context: context) + "\n" }
        return markdown
    }

    /// An article's twin: its Markdown as written, without the directives DocC reads.
    static func article(_ document: CatalogDocument, context: PageContext) -> String {
        "# " + document.title + "\n" + text(document.body, context: context)
    }

    /// A module's twin: its landing page's Markdown, then links to its articles, types,
    /// functions and extended types, with their summaries.
    static func module(_ module: ModuleEntry, context: PageContext) -> String {
        let catalog = context.catalogs.modules[module.name]
        let eyebrow = module.isGuide ? context.text(.guide) : context.text(.module) + " · " + module.group
        var markdown = "# " + (catalog?.landing?.title ?? module.name) + "\n\n" + eyebrow + "\n"
        if let landing = catalog?.landing { markdown += text(landing.body, context: context) }
        markdown += "\n"
        if let articles = catalog?.articles, !articles.isEmpty {
            markdown += "## " + context.text(.articles) + "\n\n"
            for article in articles { markdown += item(link(article.document.title, to: article.page, context: context), article.document.summary) }
            markdown += "\n"
        }
        var kinds: [String: [TypeEntry]] = [:]
        for type in module.types where !type.path.contains(".") {
            kinds[Vocabulary.kind(type.definitions[0].declaration), default: []].append(type)
        }
        for kind in Vocabulary.typeOrder {
            guard let types = kinds[kind] else { continue }
            markdown += "## " + context.plural(kind) + "\n\n"
            for type in types { markdown += symbolItem(link(code(type.path), to: type.page, context: context), type.definitions[0], context: context) }
            markdown += "\n"
        }
        if !module.functions.isEmpty {
            markdown += "## " + context.plural("Function") + "\n\n"
            for overload in module.functions.flatMap(\.overloads) {
                guard let page = overload.page else { continue }
                markdown += symbolItem(link(code(overload.declaration.name), to: page, context: context), overload, context: context)
            }
            markdown += "\n"
        }
        if !module.variables.isEmpty {
            markdown += "## " + context.plural("Global Variable") + "\n\n"
            for variable in module.variables { markdown += member(variable, context: context) }
        }
        if !module.extensions.isEmpty {
            markdown += "## " + context.text(.extendedTypes) + "\n\n"
            for entry in module.extensions { markdown += item(link(code(entry.path), to: entry.page, context: context), "") }
            markdown += "\n"
        }
        return markdown
    }

    /// The home page's twin: the guides, then the modules by group.
    static func home(_ catalog: SiteCatalog, context: PageContext) -> String {
        var markdown = "# " + context.options.title + "\n\n"
        var group: String?
        for module in catalog.modules {
            if module.group != group {
                markdown += (group == nil ? "" : "\n") + "## " + (module.isGuide ? context.text(.guides) : module.group) + "\n\n"
                group = module.group
            }
            markdown += item(link(module.isGuide ? module.title : code(module.name), to: SiteMap.module(module.name), context: context), "")
        }
        return markdown
    }

    /// The site's `llms.txt` (llmstxt.org): its title, what it is, then a section per module
    /// listing the twins of its pages with one-line descriptions. With a base URL the links
    /// are absolute, as the format asks; else from the site's root.
    static func llms(_ catalog: SiteCatalog, catalogs: CatalogIndex, context: PageContext) -> String {
        let base = context.options.baseURL ?? ""
        func entry(_ title: String, _ page: String, _ description: String) -> String {
            "- [" + escaped(title) + "](" + base + destination(path(ofPage: page)) + ")" + (description.isEmpty ? "" : ": " + line(description)) + "\n"
        }
        let names = catalog.modules.filter { !$0.isGuide }.map(\.name)
        var text = "# " + context.options.title + "\n\n> The API documentation of " + (names.count == 1 ? "the module " + names[0] : "\(names.count) modules")
        text += ", generated from source by docaudit. Every page is linked below as Markdown; the HTML page of each is beside it (`.html` for `.md`).\n\n"
        text += entry(context.options.title, SiteMap.home, "the modules by group")
        for module in catalog.modules {
            text += "\n## " + module.name + "\n\n"
            let moduleCatalog = catalogs.modules[module.name]
            text += entry(module.name, SiteMap.module(module.name), moduleCatalog?.landing?.summary ?? "")
            for article in moduleCatalog?.articles ?? [] { text += entry(article.document.title, article.page, article.document.summary) }
            for type in module.types {
                let kind = context.kindName(Vocabulary.kind(type.definitions[0].declaration))
                text += entry(type.title, type.page, [kind, summary(type.definitions[0], context: context)].filter { !$0.isEmpty }.joined(separator: ": "))
            }
            for overload in module.functions.flatMap(\.overloads) {
                guard let page = overload.page else { continue }
                text += entry(overload.declaration.name, page, summary(overload, context: context))
            }
            for type in module.extensions { text += entry(type.path, type.page, context.text(.extendedType)) }
        }
        return text
    }

    /// A declaration's platforms and deprecation, the declaration in a ```swift listing, its
    /// source, then its doc comment as written and its catalog extension file's Markdown.
    private static func declaration(_ symbol: Symbol, context: PageContext) -> String {
        var markdown = context.availabilityText(symbol) + "```swift\n" + context.signatureText(symbol) + "\n```\n\n"
        let (location, url) = context.source(of: symbol)
        markdown += (url.map { "[" + code(location) + "](" + $0 + ")" } ?? code(location)) + "\n\n"
        let document = context.catalogs.extensionDocument(path: symbol.doccPath, module: context.module)
        if let comment = symbol.declaration.doc, symbol.declaration.isDocumented, document?.metadata.overrides != true {
            let text = comment.text.utf8
            let end = text.lastIndex { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }.map(text.index(after:)) ?? text.startIndex
            markdown += images(in: String(comment.text[..<end]), context: context) + "\n\n"
        }
        if let document { markdown += text(document.body, context: context).drop { $0 == "\n" } + "\n" }
        return markdown
    }

    /// A type's members by kind, each under its name with its declaration and summary; nested
    /// types as links to their twins.
    private static func members(_ members: [Symbol], module: ModuleEntry, context: PageContext) -> String {
        var groups: [String: [Symbol]] = [:]
        for member in members { groups[Vocabulary.kind(member.declaration), default: []].append(member) }
        var markdown = ""
        for kind in Vocabulary.memberOrder {
            guard let group = groups[kind] else { continue }
            markdown += "## " + context.plural(kind) + "\n\n"
            for symbol in group {
                guard symbol.declaration.kind.isType else {
                    markdown += member(symbol, context: context)
                    continue
                }
                let path = symbol.declaration.symbolPath
                let page = module.page(ofType: path) ?? SiteMap.type(path, module: module.name)
                markdown += symbolItem(link(code(symbol.declaration.name), to: page, context: context), symbol, context: context)
            }
            markdown += "\n"
        }
        return markdown
    }

    private static func member(_ symbol: Symbol, context: PageContext) -> String {
        var markdown = "### " + code(symbol.declaration.name) + "\n\n" + deprecationMark(symbol, context: context)
        markdown += "```swift\n" + context.signatureText(symbol) + "\n```\n\n"
        let summary = summary(symbol, context: context)
        if !summary.isEmpty { markdown += summary + "\n\n" }
        return markdown
    }

    /// The summary of a symbol as written: its doc comment's first paragraph, else its
    /// catalog extension file's.
    private static func summary(_ symbol: Symbol, context: PageContext) -> String {
        if let comment = symbol.declaration.doc, symbol.declaration.isDocumented {
            let summary = comment.markup.summary
            if !summary.isEmpty { return summary }
        }
        return context.catalogs.extensionDocument(path: symbol.doccPath, module: context.module)?.summary ?? ""
    }

    /// `**Deprecated.**` before a deprecated member in a list, as the HTML strikes it through;
    /// its page's twin has the whole notice.
    private static func deprecationMark(_ symbol: Symbol, context: PageContext) -> String {
        context.isDeprecated(symbol) ? "**" + context.text(.deprecated) + ".**\n\n" : ""
    }

    /// A list item linking to a symbol's twin, with its summary, marked when it is deprecated.
    private static func symbolItem(_ link: String, _ symbol: Symbol, context: PageContext) -> String {
        let summary = summary(symbol, context: context)
        guard context.isDeprecated(symbol) else { return item(link, summary) }
        return item(link, "**" + context.text(.deprecated) + ".**" + (summary.isEmpty ? "" : " " + summary))
    }

    private static func item(_ link: String, _ summary: String) -> String {
        "- " + link + (summary.isEmpty ? "" : ": " + line(summary)) + "\n"
    }

    /// A link from the page of `context` to the twin of the page at `page`.
    private static func link(_ text: String, to page: String, context: PageContext) -> String {
        let target = page.split(separator: "#", maxSplits: 1).first.map(String.init) ?? page
        return "[" + text + "](" + destination(SiteMap.href(from: path(ofPage: context.page), to: path(ofPage: target))) + ")"
    }

    /// A link's destination with its parentheses, spaces and angle brackets percent-encoded: a
    /// member's folder is named like `join(_:_:)`, which a reader of Markdown would take for
    /// the end of the link.
    ///
    /// ```swift
    /// MarkdownTwins.destination("join(_:)/index.md") // "join%28_:%29/index.md"
    /// ```
    static func destination(_ target: String) -> String {
        var encoded = ""
        for scalar in target.unicodeScalars {
            switch scalar {
            case "(": encoded += "%28"
            case ")": encoded += "%29"
            case " ": encoded += "%20"
            case "<": encoded += "%3C"
            case ">": encoded += "%3E"
            default: encoded.unicodeScalars.append(scalar)
            }
        }
        return encoded
    }

    /// `text` as inline code, fenced with more backticks than it holds.
    static func code(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        return fence + (longest > 0 ? " " + text + " " : text) + fence
    }

    /// A title inside a link's brackets.
    private static func escaped(_ title: String) -> String {
        var result = ""
        for character in title {
            if character == "[" || character == "]" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// Text on one line, for a list item.
    private static func line(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }

    /// A catalog document's body without the marker lines that stand for its directives, its
    /// images leading to their copies.
    private static func text(_ body: String, context: PageContext) -> String {
        images(in: body.split(separator: "\n", omittingEmptySubsequences: false).filter { $0 != Substring(Directives.marker) }.joined(separator: "\n"),
               context: context)
    }

    /// `markdown` with each image named by the module's catalog (`![A layer](layer)`) leading to
    /// its copy in the site, from the twin, as the HTML page's `<img>` does; other images as
    /// written. Images in code are not told apart.
    static func images(in markdown: String, context: PageContext) -> String {
        var result = ""
        var rest = markdown[...]
        while let opener = rest.range(of: "!["), let middle = rest[opener.upperBound...].range(of: "](") {
            let start = middle.upperBound
            let end = rest[start...].firstIndex { $0 == ")" || $0 == " " || $0 == "\n" } ?? rest.endIndex
            result += rest[..<start]
            if let file = context.imageFile(named: String(rest[start..<end])) {
                result += destination(SiteMap.href(from: path(ofPage: context.page), to: file))
            } else {
                result += rest[start..<end]
            }
            rest = rest[end...]
        }
        return result + rest
    }
}
