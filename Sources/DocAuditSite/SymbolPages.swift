import DocAuditCore

/// A page's place and names, which the layout writes around its content.
struct Page {
    let path: String
    /// The `<title>` parts, most specific first; the site title is added.
    let title: [String]
    /// The trail below the home page: each step's text and path (nil: no page of its own);
    /// the last is the page itself.
    let breadcrumbs: [(text: String, path: String?)]
}

/// Writes `page`: the layout, with the content that the closure streams into it.
typealias PageEmitter = (Page, (HTMLStream) -> Void) -> Void

/// The pages of symbols: types, extended outside types, members, top-level functions and variables.
enum SymbolPages {
    /// A type's page: its declaration and documentation, then its members by kind.
    static func type(_ entry: TypeEntry, in module: ModuleEntry, context: inout PageContext, emit: PageEmitter) {
        let page = Page(path: context.page, title: [entry.title, module.name], breadcrumbs: trail(entry.path, module: module, page: entry.page))
        emit(page) { html in
            let primary = entry.definitions[0]
            let docs = entry.definitions.map { context.doc($0, headingLevel: 3) }
            html += "<article>\n"
            html += header(eyebrow: context.kindName(Vocabulary.kind(primary.declaration)) + " · " + module.name, title: entry.title,
                           abstract: docs[0]?.abstract)
            html += context.availabilityNote(primary)
            var topics = ""
            var curated = Set<DeclarationKey>()
            for (definition, doc) in zip(entry.definitions, docs) {
                html += body(definition, doc: doc, level: 2, context: &context, showsAbstract: false, showsTopics: false)
                topics += doc?.topics ?? ""
                curated.formUnion(context.curated(doc, of: definition))
            }
            if topics.isEmpty {
                members(entry, in: module, context: &context, into: html)
            } else {
                // As DocC shows them: the author's groups, then the groups made of the rest.
                html += "<section class=\"topics\">\n<h2>" + HTML.escape(context.text(.topics)) + "</h2>\n" + topics
                members(entry, in: module, context: &context, leaving: curated, level: 3, into: html)
                html += "</section>\n"
            }
            if let relations = context.relationships.types[primary.key] { html += relationships(relations, context: context) }
            html += "</article>\n"
        }
    }

    /// The page of an outside type the module extends (`View`, `String`): its members here.
    static func extensionPage(_ entry: TypeEntry, in module: ModuleEntry, context: inout PageContext, emit: PageEmitter) {
        let crumbs: [(text: String, path: String?)] = [(module.name, SiteMap.module(module.name)), (entry.path, context.page)]
        emit(Page(path: context.page, title: [entry.path, module.name], breadcrumbs: crumbs)) { html in
            html += "<article>\n"
            html += header(eyebrow: context.text(.extendedType) + " · " + module.name, title: entry.path, abstract: nil)
            html += "<p>" + Label.extensionIntro(module: HTML.escape(module.name), type: HTML.escape(entry.path), context.language) + "</p>\n"
            members(entry, in: module, context: &context, into: html)
            html += "</article>\n"
        }
    }

    /// The page of one member of `container` (nil: a top-level function or variable), as
    /// DocC gives each: its declaration and documentation, what it requires or implements,
    /// and the default implementations of a requirement, linked to their pages.
    static func symbol(_ symbol: Symbol, of container: TypeEntry?, in module: ModuleEntry, context: inout PageContext, emit: PageEmitter) {
        let name = symbol.declaration.name
        var crumbs = container.map { trail($0.path, module: module, page: $0.page) } ?? [(module.name, SiteMap.module(module.name))]
        crumbs.append((name, context.page))
        let title = container.map { [$0.title + "." + name, module.name] } ?? [name, module.name]
        emit(Page(path: context.page, title: title, breadcrumbs: crumbs)) { html in
            html += "<article>\n"
            html += header(eyebrow: context.kindName(Vocabulary.kind(symbol.declaration)) + " · " + (container?.title ?? module.name), title: name,
                           abstract: context.doc(symbol, headingLevel: 3)?.abstract)
            html += body(symbol, level: 2, context: &context, showsAbstract: false, notes: notes(symbol, context: context))
            let defaults = context.relationships.defaultImplementations[symbol.key] ?? []
            let onPage = defaults.compactMap { key in container?.members.first { $0.key == key } }
            if !onPage.isEmpty {
                html += "<section class=\"topic\">\n<h2>" + HTML.escape(context.text(.defaultImplementations)) + "</h2>\n"
                ModulePages.topicList(onPage, module: module, context: context, into: html)
                html += "</section>\n"
            }
            html += "</article>\n"
        }
    }

    /// What a member's page or entry says after its abstract: its platforms, the constraint of
    /// its extension, and whether a protocol requires it.
    static func notes(_ symbol: Symbol, context: PageContext) -> String {
        var notes = context.availabilityNote(symbol) + context.constraintNote(symbol)
        if context.relationships.requirements[symbol.key] == false {
            let required = (context.relationships.defaultImplementations[symbol.key] ?? []).isEmpty ? Label.required : .requiredWithDefault
            notes += "<p class=\"requirement\">" + HTML.escape(context.text(required)) + "</p>\n"
        }
        return notes
    }

    static func header(eyebrow: String, title: String, abstract: String?, icon: String = "") -> String {
        var html = "<header class=\"symbol-header\">\n<p class=\"eyebrow\">" + HTML.escape(eyebrow) + "</p>\n"
        html += "<h1>" + icon + HTML.escape(title) + "</h1>\n"
        if let abstract, !abstract.isEmpty { html += "<p class=\"abstract\">" + abstract + "</p>\n" }
        return html + "</header>\n"
    }

    /// A declaration's sections, DocC's way: declaration, parameters, return value, throws,
    /// discussion; section headings at `level`, the doc's own headings below them.
    /// `notes` (a requirement's, a constraint's) follow the abstract.
    static func body(_ symbol: Symbol, level: Int, context: inout PageContext, showsAbstract: Bool, notes: String = "") -> String {
        body(symbol, doc: context.doc(symbol, headingLevel: level + 1), level: level, context: &context, showsAbstract: showsAbstract, notes: notes)
    }

    /// ``body(_:level:context:showsAbstract:notes:)`` with the symbol's documentation rendered
    /// already (at `level + 1`); its Topics follow unless `showsTopics` is false (a type's page
    /// shows them with its members).
    static func body(_ symbol: Symbol, doc: RenderedDoc?, level: Int, context: inout PageContext, showsAbstract: Bool, notes: String = "",
                     showsTopics: Bool = true) -> String {
        var html = ""
        if showsAbstract, let abstract = doc?.abstract, !abstract.isEmpty {
            html += "<p class=\"abstract\">" + abstract + "</p>\n"
        }
        html += notes
        html += section(HTML.escape(context.text(.declaration)), level: level, context.signature(symbol) + context.sourceLine(symbol))
        guard let doc else {
            return context.isExempt(symbol) ? html : html + "<p class=\"undocumented\">" + HTML.escape(context.text(.noDocumentation)) + "</p>\n"
        }
        html += fields(doc, level: level, context: context)
        if !doc.discussion.isEmpty { html += section(HTML.escape(context.text(.discussion)), level: level, doc.discussion) }
        if showsTopics { html += topics(doc, level: level, context: context) }
        return html
    }

    /// The Topics section of `doc`, headed at `level`; empty when it has none.
    static func topics(_ doc: RenderedDoc, level: Int = 2, context: PageContext) -> String {
        doc.topics.isEmpty ? "" : section(HTML.escape(context.text(.topics)), level: level, doc.topics)
    }

    /// The parameters, return value and throws sections of `doc`, headed at `level`.
    static func fields(_ doc: RenderedDoc, level: Int, context: PageContext) -> String {
        var html = ""
        if !doc.parameters.isEmpty {
            var list = "<dl class=\"parameters\">\n"
            for parameter in doc.parameters {
                list += "<dt>" + HTML.escape(parameter.name) + "</dt>\n<dd>" + parameter.html + "</dd>\n"
            }
            html += section(HTML.escape(context.text(.parameters)), level: level, list + "</dl>\n")
        }
        if !doc.returns.isEmpty { html += section(HTML.escape(context.text(.returnValue)), level: level, doc.returns) }
        if !doc.throwsText.isEmpty { html += section(HTML.escape(context.text(.throwsSection)), level: level, doc.throwsText) }
        return html
    }

    static func section(_ title: String, level: Int, _ content: String) -> String {
        "<section>\n<h\(level)>" + title + "</h\(level)>\n" + content + "</section>\n"
    }

    /// The members of a type, grouped by kind, then those implementing another protocol's
    /// requirements under "P Implementations" (with the members the compiler copies in), as
    /// DocC groups them, each group's heading a link to its page; nested types as links to their
    /// pages. A default implementation whose requirement is on the page is shown under it. The
    /// members of `curated` with pages of their own are left out (a Topics group lists them),
    /// and groups are headed at `level`.
    static func members(_ entry: TypeEntry, in module: ModuleEntry, context: inout PageContext, leaving curated: Set<DeclarationKey> = [],
                        level: Int = 2, into html: HTMLStream) {
        let members = entry.members
        let relationships = context.relationships
        let onPage = Set(members.map(\.key))
        var implementations: [DeclarationKey: Symbol] = [:]
        var groups: [String: [Int]] = [:]
        var protocolGroups: [String: [Int]] = [:]
        for (index, member) in members.enumerated() {
            if curated.contains(member.key), member.page != nil || member.declaration.kind.isType { continue }
            if let requirement = relationships.implementedRequirement[member.key], onPage.contains(requirement) {
                implementations[member.key] = member
            } else if let implemented = relationships.implementedProtocol[member.key] {
                protocolGroups[implemented, default: []].append(index)
            } else {
                groups[Vocabulary.kind(member.declaration), default: []].append(index)
            }
        }
        for kind in Vocabulary.memberOrder {
            guard let group = groups[kind] else { continue }
            html += "<section class=\"topic\">\n<h\(level)>" + HTML.escape(context.plural(kind)) + "</h\(level)>\n"
            list(group.map { members[$0] }, implementations: implementations, module: module, context: &context, into: html)
            html += "</section>\n"
        }
        for name in Set(protocolGroups.keys).union(entry.inherited.map(\.member.protocolName)).sorted() {
            let title = HTML.escape(Label.implementations(of: name, context.language))
            let heading = entry.collections.first { $0.protocolName == name }.map { "<a href=\"" + HTML.escape(context.href($0.page)) + "\">" + title + "</a>" } ?? title
            html += "<section class=\"topic\">\n<h\(level)>" + heading + "</h\(level)>\n"
            implementationList(of: name, in: entry, groups: protocolGroups, module: module, context: &context, into: html)
            html += "</section>\n"
        }
    }

    /// The members of `entry` that implement the requirements of the protocol `name`: those an
    /// extension declares (`groups`), then those the compiler copies in.
    private static func implementationList(of name: String, in entry: TypeEntry, groups: [String: [Int]], module: ModuleEntry, context: inout PageContext, into html: HTMLStream) {
        if let group = groups[name] { list(group.map { entry.members[$0] }, implementations: [:], module: module, context: &context, into: html) }
        let copies = entry.inherited.filter { $0.member.protocolName == name }
        guard !copies.isEmpty else { return }
        html += "<ul class=\"topic-list\">\n"
        for copy in copies {
            let original = copy.member.original.map { context.symbol(at: $0) }
            html += "<li>" + context.link(copy.page, copy.member.name, code: true) + (original.map { context.abstract($0) }.map { $0.isEmpty ? "" : "<p>" + $0 + "</p>" } ?? "") + "</li>\n"
        }
        html += "</ul>\n"
    }

    /// The page of a member the compiler copies into `entry` from a protocol extension: where it
    /// comes from, and the project's declaration and documentation of it, or the standard
    /// library's declaration.
    static func inherited(_ copy: InheritedMember, of entry: TypeEntry, in module: ModuleEntry, context: inout PageContext, emit: PageEmitter) {
        var crumbs = trail(entry.path, module: module, page: entry.page)
        crumbs.append((copy.name, context.page))
        emit(Page(path: context.page, title: [entry.title + "." + copy.name, module.name], breadcrumbs: crumbs)) { html in
            html += "<article>\n"
            let original = copy.original.map { context.symbol(at: $0) }
            html += header(eyebrow: context.kindName(copy.kind.displayName) + " · " + entry.title, title: copy.name,
                           abstract: original.flatMap { context.doc($0, headingLevel: 3)?.abstract })
            html += "<p class=\"inherited\">" + Label.inherited(from: "<code>" + HTML.escape(copy.protocolName + "." + copy.name) + "</code>", context.language) + "</p>\n"
            if let original {
                html += body(original, level: 2, context: &context, showsAbstract: false, notes: context.availabilityNote(original) + context.constraintNote(original))
            } else {
                html += section(HTML.escape(context.text(.declaration)), level: 2, "<pre class=\"signature\"><code>" + HTML.escape(copy.declaration) + "</code></pre>\n")
            }
            html += "</article>\n"
        }
    }

    /// DocC's page of the members of `entry` implementing the requirements of `protocolName`.
    static func collection(_ protocolName: String, of entry: TypeEntry, in module: ModuleEntry, context: inout PageContext, emit: PageEmitter) {
        let title = Label.implementations(of: protocolName, context.language)
        var crumbs = trail(entry.path, module: module, page: entry.page)
        crumbs.append((title, context.page))
        emit(Page(path: context.page, title: [title, entry.title, module.name], breadcrumbs: crumbs)) { html in
            html += "<article>\n"
            html += header(eyebrow: entry.title, title: title, abstract: nil)
            var groups: [String: [Int]] = [:]
            for (index, member) in entry.members.enumerated() where !member.declaration.kind.isType {
                if context.relationships.implementedProtocol[member.key] == protocolName { groups[protocolName, default: []].append(index) }
            }
            implementationList(of: protocolName, in: entry, groups: groups, module: module, context: &context, into: html)
            html += "</article>\n"
        }
    }

    /// Members with pages of their own (and nested types) as links with their summaries; the
    /// others in full.
    private static func list(_ symbols: [Symbol], implementations: [DeclarationKey: Symbol], module: ModuleEntry, context: inout PageContext, into html: HTMLStream) {
        if symbols[0].declaration.kind.isType || symbols[0].page != nil {
            ModulePages.topicList(symbols, module: module, context: context, into: html)
        } else {
            for symbol in symbols { html += member(symbol, level: 3, implementations: implementations, context: &context) }
        }
    }

    /// One member in full, under a heading that is its anchor; a requirement says so, with its
    /// default implementations of `implementations` below it.
    static func member(_ symbol: Symbol, level: Int, implementations: [DeclarationKey: Symbol] = [:], context: inout PageContext) -> String {
        let anchor = HTML.escape(context.anchor(symbol))
        var html = "<section class=\"member\" id=\"" + anchor + "\">\n"
        let struck = context.isDeprecated(symbol) ? " class=\"deprecated\"" : ""
        html += "<h\(level)" + struck + "><a class=\"anchor\" href=\"#" + anchor + "\">" + HTML.escape(symbol.declaration.name) + "</a></h\(level)>\n"
        let defaults = (context.relationships.defaultImplementations[symbol.key] ?? []).compactMap { implementations[$0] }
        html += body(symbol, level: level + 1, context: &context, showsAbstract: true, notes: notes(symbol, context: context))
        if !defaults.isEmpty {
            var list = ""
            for implementation in defaults { list += member(implementation, level: level + 2, context: &context) }
            html += section(HTML.escape(context.text(.defaultImplementations)), level: level + 1, list)
        }
        return html + "</section>\n"
    }

    /// DocC's Relationships section: Inherits From, Inherited By, Conforms To, Conforming Types.
    static func relationships(_ relations: TypeRelations, context: PageContext) -> String {
        guard !relations.isEmpty else { return "" }
        var html = "<section class=\"relationships\">\n<h2>" + HTML.escape(context.text(.relationships)) + "</h2>\n"
        let lists: [(Label, [RelatedType])] = [(.inheritsFrom, relations.inheritsFrom), (.inheritedBy, relations.inheritedBy),
                                                (.conformsTo, relations.conformsTo), (.conformingTypes, relations.conformingTypes)]
        for (label, types) in lists where !types.isEmpty {
            html += "<h3>" + HTML.escape(context.text(label)) + "</h3>\n<ul class=\"related\">\n"
            for type in types { html += "<li>" + context.link(type) + "</li>\n" }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    /// Home › module › enclosing types › the type. A type nested more than four deep shows
    /// its outermost type, then `…`, then its two innermost enclosing types: a trail stays one
    /// line, and a page's size does not grow with the depth of every type around it.
    static func trail(_ path: String, module: ModuleEntry, page: String? = nil) -> [(text: String, path: String?)] {
        var crumbs: [(text: String, path: String?)] = [(module.name, SiteMap.module(module.name))]
        // The dots around the names shown: all, or the first and the last three.
        let leading = DottedPath.dots(in: path, first: 5)
        let elided = leading.count == 5
        let dots = elided ? [leading[0]] + DottedPath.dots(in: path, last: 3) : leading
        for position in 0...dots.count {
            if elided && position == 1 {
                crumbs.append(("…", nil))
                continue
            }
            let start = position == 0 ? path.startIndex : path.utf8.index(after: dots[position - 1])
            let end = position == dots.count ? path.endIndex : dots[position]
            crumbs.append((String(path[start..<end]), end == path.endIndex ? page ?? module.page(ofType: path) : module.page(ofType: String(path[..<end]))))
        }
        return crumbs
    }
}
