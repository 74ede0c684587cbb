import DocAuditCheck
import DocAuditCore
import DocAuditRules

/// A catalog's Markdown document, read: what it documents, its title and metadata, and its
/// directives, found once.
struct CatalogDocument {
    enum Kind: Equatable {
        /// `# ``Module```: the module's page.
        case landing
        /// `# Title`: a page of its own, named by its file (`<doc:GettingStarted>`).
        case article(name: String)
        /// `# ``Module/Symbol```: merged into the symbol's documentation.
        case symbolExtension(link: String)
    }

    /// The path as reached, for warnings.
    let path: String
    /// The text as written, for the columns of what is wrong in it.
    let source: String
    let kind: Kind
    /// The title as text: the `@DisplayName`, else the heading's text.
    let title: String
    let metadata: DocumentMetadata
    /// The text with its directives read.
    let directives: Directives
    /// What cmark parses: the directives' text with the title's line left blank.
    let body: String
    /// The first paragraph's text as written (Markdown and all), for lists and the search.
    let summary: String
    /// What reading the document found wrong, by line.
    let problems: [DocumentProblem]
    /// The 0-based line of the title (of the first line with text when there is none).
    let titleLineIndex: Int

    init(path: String, bytes: [UInt8], module: String) {
        self.path = path
        source = String(decoding: bytes, as: UTF8.self)
        directives = Directives(source)
        var problems = directives.problems
        metadata = DocumentMetadata(directives.read, problems: &problems)
        let name = Self.articleName(path)
        var lines = directives.text.lines
        let titleLine = lines.firstIndex { !$0.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") } }
        let heading = titleLine.flatMap { index -> Substring? in
            let text = lines[index].drop { $0 == " " }
            guard text.hasPrefix("# ") else { return nil }
            return text.dropFirst(2).trimmingTrailingBlanks
        }
        titleLineIndex = titleLine ?? 0
        if heading != nil, let titleLine {
            // The title's line is left blank, the others as they are: cmark's lines stay the file's.
            let title = lines[titleLine]
            body = String(directives.text[..<title.startIndex]) + String(directives.text[title.endIndex...])
            lines[titleLine] = ""
        } else {
            body = directives.text
        }
        summary = Self.summary(lines)
        guard let heading else {
            problems.append(DocumentProblem(lineIndex: titleLine ?? 0, problem: .noTitle))
            kind = .article(name: name)
            title = metadata.displayName ?? name
            self.problems = problems
            return
        }
        if heading.count > 4, heading.hasPrefix("``"), heading.hasSuffix("``") {
            let link = String(heading.dropFirst(2).dropLast(2))
            kind = link == module || link == "/" + module ? .landing : .symbolExtension(link: link)
            title = metadata.displayName ?? String(link.split(separator: "/").last ?? Substring(link))
        } else {
            kind = .article(name: name)
            title = metadata.displayName ?? CatalogDocument.plainText(heading)
        }
        self.problems = problems
    }

    /// The first paragraph's text of `lines` as written (Markdown and all), for lists and the
    /// search index.
    private static func summary(_ lines: [Substring]) -> String {
        var paragraph: [Substring] = []
        for line in lines {
            let text = line.drop { $0 == " " }.trimmingTrailingBlanks
            if text.isEmpty || text == Directives.marker {
                if paragraph.isEmpty { continue }
                break
            }
            // A paragraph may start with a code span, not with a fence.
            if paragraph.isEmpty, let first = text.first, "#@~<-|>".contains(first) || text.hasPrefix("```") { return "" }
            paragraph.append(text)
        }
        return paragraph.joined(separator: " ")
    }

    /// The name of the article at `path` in `<doc:…>` links: DocC names an article by its
    /// file, white space made `-` (`<doc:Running-Tests>`).
    static func articleName(_ path: String) -> String {
        String(fileStem(path).map { $0 == " " ? "-" : $0 })
    }

    /// A file's name without its folder and extension: an article's name in `<doc:…>` links.
    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }

    /// A heading's text without Markdown's code and emphasis marks.
    static func plainText(_ heading: Substring) -> String {
        String(heading.filter { $0 != "`" && $0 != "*" })
    }
}

/// What a document's `@Metadata` says, of what the site shows.
struct DocumentMetadata {
    var displayName: String?
    /// `@TitleHeading`: the eyebrow over the title.
    var titleHeading: String?
    /// `@PageKind(article)` or `@PageKind(sampleCode)`.
    var pageKind: String?
    /// `@PageImage(purpose: icon, source:, alt:)`: shown beside the title.
    var icon: (source: String, alt: String)?
    /// `@DocumentationExtension(mergeBehavior: override)`: the extension file replaces the doc
    /// comment instead of following it.
    var overrides = false
    /// `@TechnologyRoot`: the article is the landing page of a catalog that documents no module.
    var technologyRoot = false

    /// The directives DocC reads inside `@Metadata` and `@Options`: known, and not shown.
    private static let known: Set<String> = [
        "DisplayName", "TitleHeading", "PageKind", "PageImage", "DocumentationExtension", "PageColor",
        "CallToAction", "Available", "SupportedLanguage", "Redirected", "AlternateRepresentation",
        "AutomaticSeeAlso", "AutomaticTitleHeading", "AutomaticArticleSubheading", "TopicsVisualStyle",
    ]

    init() {}

    init(_ read: [Directive], problems: inout [DocumentProblem]) {
        for directive in read where directive.name == "Metadata" || directive.name == "Options" {
            let inner = Directives(directive.bodyText)
            // The body's lines, by their place in the body: each inner directive's own line.
            let lines = directive.body.map(\.lineIndex)
            for child in inner.met {
                let line = lines.indices.contains(child.lineIndex) ? lines[child.lineIndex] : directive.lineIndex
                switch child.name {
                case "DisplayName": displayName = child.argument("")
                case "TitleHeading": titleHeading = child.argument("")
                case "PageKind": pageKind = child.argument("")
                case "PageImage" where child.argument("purpose") == "icon":
                    icon = (child.argument("source") ?? "", child.argument("alt") ?? "")
                case "DocumentationExtension": overrides = child.argument("mergeBehavior") == "override"
                case "TechnologyRoot": technologyRoot = true
                case let name where Self.known.contains(name): break
                default: problems.append(DocumentProblem(lineIndex: line, problem: .unknownDirective(child.name, inside: directive.name)))
                }
            }
        }
    }
}

/// A module's catalog, read: its landing page, articles, extension files and images. A guide's
/// landing page is its `@TechnologyRoot` article, as DocC takes it, or a `# ``Guide``` document.
struct ModuleCatalog {
    let module: String
    /// Whether the catalog is a guide's, which documents no module.
    let isGuide: Bool
    var landing: CatalogDocument?
    /// The articles, by title.
    var articles: [(document: CatalogDocument, page: String)] = []
    var extensions: [CatalogDocument] = []
    /// Documents another one of the same page displaces, and why.
    var leftOut: [(document: CatalogDocument, reason: CatalogProblem)] = []
    let images: CatalogImages
    let snippets: [String: String]

    init(_ source: CatalogSource) {
        module = source.module
        isGuide = source.isGuide
        images = CatalogImages(source.images, module: source.module)
        snippets = source.snippets
        var articlePaths: [String: String] = [:]
        for file in source.documents {
            let document = CatalogDocument(path: file.path, bytes: file.bytes, module: source.module)
            switch document.kind {
            case .landing:
                guard let first = landing else {
                    landing = document
                    continue
                }
                leftOut.append((document, .secondLanding(module: module, first: first.path)))
            case .symbolExtension: extensions.append(document)
            case .article where source.isGuide && (document.metadata.technologyRoot || file.path == source.landing) && landing == nil:
                landing = document
            case .article(let name):
                if let first = articlePaths[name] {
                    leftOut.append((document, .secondArticle(name: name, first: first)))
                    continue
                }
                articlePaths[name] = document.path
                articles.append((document, SiteMap.article(name, module: module)))
            }
        }
        articles.sort { ($0.document.title, $0.page) < ($1.document.title, $1.page) }
    }

    /// The article named `name` (`GettingStarted`), if any; a guide's landing page is reached by
    /// its file's name too, as DocC reaches a technology root.
    func article(named name: String) -> (document: CatalogDocument, page: String)? {
        if isGuide, let landing, CatalogDocument.articleName(landing.path) == name { return (landing, SiteMap.module(module)) }
        return articles.first { $0.document.kind == .article(name: name) }
    }

    /// The code of the snippet at `path` (`Package/Snippets/Example`, or `Example`): the
    /// lines between `// snippet.hide` and `// snippet.show` and the leading comment (DocC's
    /// explanation of the snippet) left out, the rest unindented as much as all its lines are.
    func snippet(_ path: String) -> String? {
        let parts = path.split(separator: "/")
        let key = parts.firstIndex(of: "Snippets").map { parts[($0 + 1)...].joined(separator: "/") } ?? path
        guard let code = snippets[key] ?? snippets[String(parts.last ?? "")] else { return nil }
        var shown: [Substring] = []
        var hidden = false
        var leading = true
        for line in code.lines {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// snippet.hide") { hidden = true; continue }
            if trimmed.hasPrefix("// snippet.show") { hidden = false; continue }
            if leading, trimmed.hasPrefix("//") || trimmed.isEmpty { continue }
            leading = false
            if !hidden { shown.append(line) }
        }
        while shown.last?.allSatisfy({ $0 == " " }) == true { shown.removeLast() }
        while shown.first?.allSatisfy({ $0 == " " }) == true { shown.removeFirst() }
        let indent = shown.filter { !$0.allSatisfy { $0 == " " } }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return shown.map { $0.dropFirst(indent) }.joined(separator: "\n")
    }
}

/// A catalog's images by name, as DocC finds them: `![alt](repeat)` or `repeat.png` finds
/// `repeat.png`, `repeat@2x.png` and `repeat~dark.png` wherever they are in the catalog.
struct CatalogImages {
    /// One image's files: where each is copied in the site.
    struct Variants {
        var light: [Int: String] = [:]
        var dark: [Int: String] = [:]
    }

    private var byName: [String: Variants] = [:]
    /// The files to copy into the site, at their paths there.
    private(set) var files: [SiteFile] = []

    init(_ images: [CatalogFile], module: String) {
        for image in images {
            let name = CatalogDocument.fileStem(image.path)
            let type = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
            let base = name.dropLast(type.count + 1)
            var stem = base
            let dark = stem.hasSuffix("~dark")
            if dark { stem = stem.dropLast(5) }
            var scale = 1
            if let at = stem.lastIndex(of: "@"), stem[stem.index(after: at)...].hasSuffix("x"),
               let value = Int(stem[stem.index(after: at)...].dropLast()) {
                scale = value
                stem = stem[..<at]
            }
            let path = "images/" + PageName.file(module) + "/" + PageName.stem(PageName.file(String(base))) + "." + type
            if dark { byName[String(stem), default: Variants()].dark[scale] = path } else { byName[String(stem), default: Variants()].light[scale] = path }
            files.append(SiteFile(path: path, bytes: image.bytes))
        }
        files.sort { $0.path < $1.path }
    }

    var isEmpty: Bool { byName.isEmpty }

    /// The image a reference names (`repeat`, `repeat.png`), if the catalog has one.
    func lookup(_ reference: String) -> Variants? {
        let name = reference.split(separator: "/").last.map(String.init) ?? reference
        if let found = byName[name] { return found }
        guard let dot = name.lastIndex(of: "."), CatalogSource.imageExtensions.contains(name[name.index(after: dot)...].lowercased()) else { return nil }
        return byName[String(name[..<dot])]
    }
}
