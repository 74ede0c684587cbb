import DocAuditRules
import DocAuditCheck
import DocAuditCore

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// What every page needs while it is written: the catalog, where symbols live, the options,
/// and its own path, to make relative links.
struct PageContext {
    let catalog: SiteCatalog
    /// Resolves symbol links as `check` does.
    let resolver: SymbolTable
    let locations: PageLocations
    let catalogs: CatalogIndex
    /// What the symbol graph says of the declarations: relationships, requirements, constraints.
    let relationships: SiteRelationships
    let options: SiteOptions
    /// The page's path from the site root.
    let page: String
    /// The module the page belongs to; empty for site-wide pages.
    let module: String
    /// The unresolved symbol links met on the page.
    var findings: [Diagnostic] = []
    /// The problems of the catalog documents rendered on the page.
    var warnings: [SiteWarning] = []

    init(catalog: SiteCatalog, resolver: SymbolTable, locations: PageLocations, catalogs: CatalogIndex, relationships: SiteRelationships,
         options: SiteOptions, page: String, module: String) {
        self.catalog = catalog
        self.resolver = resolver
        self.locations = locations
        self.catalogs = catalogs
        self.relationships = relationships
        self.options = options
        self.page = page
        self.module = module
    }

    /// The symbol declared at `key`.
    func symbol(at key: DeclarationKey) -> Symbol {
        catalog.symbol(at: key)
    }

    /// The language of the site's labels.
    var language: Language { options.language }

    /// A label in the site's language, not escaped.
    func text(_ label: Label) -> String { label.in(options.language) }

    /// The name of a kind key (``Vocabulary/kind(_:)``) in the site's language.
    func kindName(_ kind: String) -> String { Vocabulary.kindName(kind, options.language) }

    /// The plural heading of a kind key in the site's language.
    func plural(_ kind: String) -> String { Vocabulary.plural(kind, options.language) }

    /// The `href` of a site path (with an optional fragment) from this page.
    func href(_ target: String) -> String {
        if target.hasPrefix(page + "#") { return String(target.dropFirst(page.count)) }
        return SiteMap.href(from: page, to: target)
    }

    /// An `<a>` to a site path, its text escaped.
    func link(_ target: String, _ text: String, code: Bool = false) -> String {
        let body = code ? "<code>" + HTML.escape(text) + "</code>" : HTML.escape(text)
        return "<a href=\"" + HTML.escape(href(target)) + "\">" + body + "</a>"
    }

    /// The anchor of a member or function overload on its page.
    func anchor(_ symbol: Symbol) -> String {
        symbol.anchor ?? PageName.anchor(kind: symbol.declaration.kind.rawValue, name: symbol.declaration.name)
    }

    /// The symbol's documentation rendered for this page: its doc comment, followed by its
    /// catalog extension file (or replaced, when that says `mergeBehavior: override`); nil when
    /// it has neither. Unresolved symbol links are recorded as findings, the extension file's
    /// problems as warnings.
    mutating func doc(_ symbol: Symbol, headingLevel: Int) -> RenderedDoc? {
        let own = comment(symbol, headingLevel: headingLevel)
        guard let document = catalogs.extensionDocument(path: symbol.doccPath, module: module) else { return own }
        let added = render(document, scope: scope(of: symbol), headingLevel: headingLevel)
        guard var merged = own, !document.metadata.overrides else { return added }
        merged.parameters += added.parameters
        merged.returns += added.returns
        merged.throwsText += added.throwsText
        // DocC reads an appended file's first paragraph as discussion, not as a second abstract.
        merged.discussion += (added.abstract.isEmpty ? "" : "<p>" + added.abstract + "</p>\n") + added.discussion
        merged.topics += added.topics
        merged.curated += added.curated
        return merged
    }

    /// The declarations that the Topics section of `doc` curates, resolved as its links are
    /// from the documentation of `symbol` (nil: a module's landing page): those DocC leaves out
    /// of the groups it makes of the rest.
    func curated(_ doc: RenderedDoc?, of symbol: Symbol?) -> Set<DeclarationKey> {
        var keys = Set<DeclarationKey>()
        let scope = symbol.map(scope(of:)) ?? ""
        for link in doc?.curated ?? [] {
            guard let (path, module) = resolve(link, scope: scope), let symbol = locations.symbol(at: path, module: module) else { continue }
            keys.insert(symbol.key)
        }
        return keys
    }

    /// A catalog document of the page's module rendered for this page, symbol links resolved
    /// from `scope`; its problems are recorded as warnings.
    mutating func render(_ document: CatalogDocument, scope: String, headingLevel: Int) -> RenderedDoc {
        let module = catalogs.modules[self.module]
        let (rendered, laidOut) = DocRenderer.render(document, context: linkContext(scope: scope, headingLevel: headingLevel)) { module?.snippet($0) }
        for problem in document.problems + laidOut + rendered.missing {
            warnings.append(SiteWarning(file: document.path, problem, language: language))
        }
        for link in rendered.unresolvedLinks {
            warnings.append(SiteWarning(file: document.path, line: link.lineIndex + 1, message: String(decoding: FindingMessage.linkWithoutPage(link.text).text(in: language).utf8, as: UTF8.self)))
        }
        return rendered
    }

    /// The symbol's doc comment rendered for this page, or nil when it has none; unresolved
    /// symbol links are recorded as findings, `doc:` links and images that lead nowhere as
    /// warnings.
    private mutating func comment(_ symbol: Symbol, headingLevel: Int) -> RenderedDoc? {
        guard let comment = symbol.declaration.doc, symbol.declaration.isDocumented else { return nil }
        let rendered = DocRenderer.render(comment.text, context: linkContext(scope: scope(of: symbol), headingLevel: headingLevel))
        guard !rendered.unresolvedLinks.isEmpty || !rendered.missing.isEmpty else { return rendered }
        let file = catalog.files[symbol.file]
        let lineStarts = file.bytes.withUnsafeBufferPointer { comment.textLineOffsets(source: $0) }
        // `check` reads no `doc:` links or images in doc comments: the site's own warnings.
        for problem in rendered.missing {
            let start = lineStarts.indices.contains(problem.lineIndex) ? lineStarts[problem.lineIndex] : comment.start.offset
            warnings.append(SiteWarning(file: file.path, line: file.scanned.lines.position(of: start).line,
                                        message: String(decoding: FindingMessage.catalog(problem.problem).text(in: language).utf8, as: UTF8.self)))
        }
        for link in rendered.unresolvedLinks {
            let start = Self.offset(of: link, lineStarts: lineStarts, commentStart: comment.start.offset)
            let position = file.scanned.lines.position(of: start)
            let message = FindingMessage.linkWithoutPage(link.text)
            findings.append(Diagnostic(
                file: file.path, line: position.line, column: position.column, rule: RuleRegistry.linkRule?.id ?? "",
                severity: .warning, message: String(decoding: message.text(in: language).utf8, as: UTF8.self),
                symbol: symbol.declaration.symbolPath, messageKey: message.key, messageArguments: message.arguments))
        }
        return rendered
    }

    /// Where `link` stands in the source, from the start offsets of the comment's text lines,
    /// computed as `check` computes it (`RuleContext.position(in:line:column:)`), so that both
    /// report a link at the same place.
    static func offset(of link: UnresolvedLink, lineStarts: [Int], commentStart: Int) -> Int {
        let start = lineStarts.indices.contains(link.lineIndex) ? lineStarts[link.lineIndex] : commentStart
        return start + link.column
    }

    /// The symbol's summary (its first paragraph) as inline HTML, for lists of symbols; its
    /// links are reported where the whole comment is rendered.
    func abstract(_ symbol: Symbol) -> String {
        let comment = symbol.declaration.isDocumented ? symbol.declaration.doc : nil
        // An extension file's abstract is the symbol's when it replaces the comment or is alone.
        if let document = catalogs.extensionDocument(path: symbol.doccPath, module: module), comment == nil || document.metadata.overrides {
            // Its Topics' summaries are not asked for: two extension files listing each other
            // (swift-composable-architecture's) would ask for each other's without end.
            var context = linkContext(scope: scope(of: symbol), headingLevel: 6)
            context.summarize = { _ in "" }
            return DocRenderer.render(document, context: context) { _ in nil }.0.abstract
        }
        guard let comment else { return "" }
        let summary = comment.markup.summary
        guard !summary.isEmpty else { return "" }
        return DocRenderer.render(summary, context: linkContext(scope: scope(of: symbol), headingLevel: 6)).abstract
    }

    /// A catalog document's first paragraph as inline HTML, for lists; its problems are
    /// reported where the whole document is rendered.
    func abstract(of document: CatalogDocument) -> String {
        let summary = document.summary
        return summary.isEmpty ? "" : DocRenderer.render(summary, context: linkContext(scope: "", headingLevel: 6)).abstract
    }

    /// Where the symbol's documentation resolves symbol links from: its own scope for a type.
    private func scope(of symbol: Symbol) -> String {
        symbol.declaration.kind.isTypeWithBody ? symbol.declaration.symbolPath : symbol.declaration.parent
    }

    /// How documentation links from `scope`: symbol links resolved as `check` does, `doc:`
    /// links to articles, images by name from the module's catalog.
    private func linkContext(scope: String, headingLevel: Int) -> LinkContext {
        var context = LinkContext(
            resolveSymbol: { link in target(of: link, scope: scope) },
            allowsExternalLinks: options.allowsExternalLinks,
            headingLevel: headingLevel,
            language: options.language)
        context.resolveArticle = { link in
            catalogs.article(link, from: module).map { (href($0.page), $0.document.title) }
        }
        // A tutorial is no page of the site, but DocC links to it: not a link to nothing.
        context.namesTutorial = { link in catalogs.tutorial(link, from: module) != nil }
        context.summarize = { link in summary(of: link, scope: scope) }
        if let images = catalogs.modules[module]?.images, !images.isEmpty {
            context.resolveImage = { name in images.lookup(name).map(imageSource) }
        }
        return context
    }

    /// The `@PageImage(purpose: icon)` of a document's metadata, as an image; empty when the
    /// catalog has no such image.
    func icon(_ metadata: DocumentMetadata) -> String {
        guard let icon = metadata.icon, let variants = catalogs.modules[module]?.images.lookup(icon.source) else { return "" }
        return "<span class=\"page-icon\">" + imageSource(variants).html(alt: icon.alt) + "</span>"
    }

    /// The summary of what a Topics item links to: an article's, or a symbol's.
    private func summary(of link: String, scope: String) -> String {
        if link.hasPrefix("doc:") {
            let target = String(link.dropFirst(4).drop { $0 == "/" })
            if let article = catalogs.article(target, from: module) { return abstract(of: article.document) }
            return symbolSummary(target, scope: scope)
        }
        return symbolSummary(link, scope: scope)
    }

    private func symbolSummary(_ link: String, scope: String) -> String {
        guard let (path, module) = resolve(link, scope: scope), let symbol = locations.symbol(at: path, module: module) else { return "" }
        return abstract(symbol)
    }

    /// The site path of the module's catalog image named `name` (`layer`, `layer.png`) as an
    /// `<img>` shows it first: its light file at the smallest scale; nil when there is none.
    func imageFile(named name: String) -> String? {
        catalogs.modules[module]?.images.lookup(name).map(Self.firstFile)
    }

    private static func firstFile(_ variants: CatalogImages.Variants) -> String {
        let light = variants.light.isEmpty ? variants.dark : variants.light
        return light.min { $0.key < $1.key }?.value ?? ""
    }

    /// An image's files as `src`, `srcset` and the dark variant's `srcset`, from this page.
    private func imageSource(_ variants: CatalogImages.Variants) -> ImageSource {
        func sourceSet(_ scales: [Int: String]) -> String {
            scales.sorted { $0.key < $1.key }.map { href($0.value) + " \($0.key)x" }.joined(separator: ", ")
        }
        let light = variants.light.isEmpty ? variants.dark : variants.light
        return ImageSource(source: href(Self.firstFile(variants)), sourceSet: light.count > 1 ? sourceSet(light) : nil,
                           dark: variants.light.isEmpty || variants.dark.isEmpty ? nil : sourceSet(variants.dark))
    }

    /// Resolves a symbol link as `check` does, then finds the page of what it names.
    /// The path and module `link` names from `scope`, as `check` resolves it: a member a type
    /// gets from its protocols has a page in the type.
    private func resolve(_ link: String, scope: String) -> (path: String, module: String)? {
        let symbolLink = SymbolLink(text: link, line: 0, column: 0)
        return resolver.resolve(symbolLink, scope: scope, module: module) ?? resolver.resolveInherited(symbolLink, scope: scope, module: module)
    }

    private func target(of link: String, scope: String) -> SymbolLinkTarget {
        guard let (path, module) = resolve(link, scope: scope) else { return .broken }
        guard let location = locations.location(of: path, module: module) else { return .declarationWithoutPage }
        return .page(href(location.target))
    }

    /// The declaration as written, highlighted, in a `<pre>`.
    func signature(_ symbol: Symbol) -> String {
        let declaration = symbol.declaration
        let source = catalog.files[symbol.file].bytes
        let code = source.withUnsafeBufferPointer { bytes in
            let ranges = signatureRanges(declaration, in: bytes)
            return SwiftHighlighter.signature(bytes, ranges, name: nameOffset(declaration, bytes, end: ranges.last?.upperBound ?? 0)) { type in
                guard case .page(let href) = target(of: type, scope: declaration.parent), !href.contains("#"), !href.isEmpty else { return nil }
                return href
            }
        }
        return "<pre class=\"signature\"><code>" + code + "</code></pre>\n"
    }

    /// The declaration as ``signature(_:)`` shows it, as plain text.
    func signatureText(_ symbol: Symbol) -> String {
        catalog.files[symbol.file].bytes.withUnsafeBufferPointer { bytes in
            SwiftHighlighter.signatureText(bytes, signatureRanges(symbol.declaration, in: bytes))
        }
    }

    /// What a page shows of the declaration: what the compiler's interface leaves out cut.
    private func signatureRanges(_ declaration: Declaration, in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var cuts = SignatureRange.omittedAttributes(of: declaration, in: bytes)
        if declaration.kind.isType, !relationships.unpublishedTypes.isEmpty {
            cuts += SignatureRange.hiddenInheritance(of: declaration, in: bytes) { relationships.unpublishedTypes.contains(DeclarationHeader.text($0, in: bytes)) }
        }
        return SignatureRange.cutting(cuts, from: SignatureRange.of(declaration, in: bytes))
    }

    /// Where the declared name stands: the first token after the keyword spelling the base name.
    private func nameOffset(_ declaration: Declaration, _ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int? {
        let base = SiteCatalog.baseName(declaration.name)
        guard declaration.keyword.offset < end else { return nil }
        var lexer = Lexer(UnsafeBufferPointer(rebasing: bytes[declaration.keyword.offset..<end]))
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { return nil }
            let start = token.start + declaration.keyword.offset
            let spelling = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(token.end + declaration.keyword.offset)]), as: UTF8.self)
            if spelling == base || spelling == "`" + base + "`" { return start }
        }
    }

    /// A link to a related type's page, or its name when it has none (an outside type).
    func link(_ type: RelatedType) -> String {
        guard let page = page(of: type) else { return "<code>" + HTML.escape(type.name) + "</code>" }
        return link(page, type.name, code: true)
    }

    /// The page of a related type, from the site root; nil for an outside type.
    func page(of type: RelatedType) -> String? {
        guard let key = type.key else { return nil }
        return locations.location(of: PageLocations.doccPath(type.name), module: catalog.files[key.file].module)?.target
    }

    /// "Available when Value conforms to ExpressibleByArgument.": the `where` clause of the
    /// extension declaring `symbol`, read requirement by requirement; empty when it has none.
    func constraintNote(_ symbol: Symbol) -> String {
        guard let range = relationships.constraints[symbol.key] else { return "" }
        let text = catalog.files[symbol.file].bytes.withUnsafeBufferPointer { DeclarationHeader.text(range, in: $0) }
        let requirements = WhereClause.requirements(text).map { requirement in
            let left = "<code>" + HTML.escape(requirement.left) + "</code>", right = "<code>" + HTML.escape(requirement.right) + "</code>"
            return requirement.isSameType ? Label.constraint(left, is: right, language) : Label.constraint(left, conformsTo: right, language)
        }
        return requirements.isEmpty ? "" : "<p class=\"constraint\">" + Label.availableWhen(requirements, language) + "</p>\n"
    }

    /// The symbol's platform badges and deprecation notice; empty when it has no `@available`.
    func availabilityNote(_ symbol: Symbol) -> String {
        relationships.availability[symbol.key].map { AvailabilityBadges.html($0, language) } ?? ""
    }

    /// ``availabilityNote(_:)`` in plain Markdown, for the page's twin.
    func availabilityText(_ symbol: Symbol) -> String {
        relationships.availability[symbol.key].map { AvailabilityBadges.markdown($0, language) } ?? ""
    }

    /// Whether the symbol is deprecated, which lists show struck through.
    func isDeprecated(_ symbol: Symbol) -> Bool {
        relationships.availability[symbol.key].map(AvailabilityBadges.isDeprecated) ?? false
    }

    /// Whether the rules in force for the symbol's file require no documentation of it, so its
    /// page does not call it undocumented.
    func isExempt(_ symbol: Symbol) -> Bool {
        guard let requirements = catalog.files[symbol.file].documentationRequirements else { return false }
        let declaration = symbol.declaration
        return !requirements.contains { $0.requiresDocumentation(declaration) }
    }

    /// `path:line` of a declaration, a link to the file in its repository with `--source-url`.
    func sourceLine(_ symbol: Symbol) -> String {
        let (location, url) = source(of: symbol)
        guard let url else { return "<p class=\"source\">" + HTML.escape(location) + "</p>\n" }
        return "<p class=\"source\"><a href=\"" + HTML.escape(url) + "\" rel=\"external\">" + HTML.escape(location) + "</a></p>\n"
    }

    /// Where a declaration stands, as pages show it (`Sources/Kit/Loader.swift:12`, from the
    /// project's root), and its address in the repository with `--source-url`.
    func source(of symbol: Symbol) -> (location: String, url: String?) {
        let path = catalog.files[symbol.file].path, line = symbol.declaration.keyword.line
        return (options.sourcePaths.path(of: path) + ":\(line)", options.sourceLinks?.url(path: path, line: line))
    }
}
