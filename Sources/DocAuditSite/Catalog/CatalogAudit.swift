import DocAuditCheck
import DocAuditCore
import DocAuditRules

/// The documents of a tree's catalogs read and laid out as the site does, for the rules that
/// read catalogs (``CatalogRule``: `broken-catalog-doc`): what `docaudit check` reports of the
/// `.docc` folders beside the modules it checks. Each document takes the rules in force at its
/// path, as a Swift file there would (an override can turn them off for `**/*.docc/**`).
public enum CatalogAudit {
    /// The findings of the catalog rules on the catalogs of the modules of `tree` the check read
    /// (those of the audited layers, and app code), the guides under its folders and those the
    /// configuration names (`site.guides`), their symbol links and extension files resolved in
    /// the index `check` kept (``CheckRequest/keepsIndex``), in `language`; and the files that
    /// could not be read or placed.
    ///
    /// ```swift
    /// var result = CheckEngine.run(request) // request.keepsIndex = true
    /// let catalogs = CatalogAudit.findings(of: tree, checked: result, configurations: resolver, language: .en)
    /// result.add(catalogs.files)
    /// ```
    public static func findings(of tree: SourceWalker.Tree, checked result: CheckResult, configurations: ConfigurationResolver,
                                language: Language) -> (files: [DiagnosticFile], problems: [String]) {
        var guides: [String] = []
        var problems: [String] = []
        do {
            let configured = CatalogSource.guideFolders(of: try configuration(of: tree, configurations))
            guides = configured.folders
            problems += configured.problem.map { [$0] } ?? []
        } catch {
            problems.append("\(error)")
        }
        // The modules are those of the files the check read, as it named them.
        var modules: [(path: String, module: String)] = []
        var indexed: [Int] = []
        var paths = tree.files.cursor()
        for position in 0..<tree.files.count {
            guard let module = result.index.module(ofFileAt: position) else { continue }
            indexed.append(position)
            modules.append((paths.path(at: position), module))
        }
        let found = findings(for: modules, under: tree.roots, guides: guides, symbols: result.index.linkTable(ofFiles: indexed), configurations: configurations,
                             language: language)
        return (found.files, problems + found.problems)
    }

    /// Whether a check of `tree` has catalogs to read: its walk met a `.docc` folder or its
    /// configuration names guides, and a catalog rule may be on.
    ///
    /// ```swift
    /// request.keepsIndex = CatalogAudit.isWanted(for: tree, configurations: resolver)
    /// ```
    public static func isWanted(for tree: SourceWalker.Tree, configurations: ConfigurationResolver) -> Bool {
        let guides = (try? configuration(of: tree, configurations))??.site.guides ?? []
        return (!tree.catalogFolders.isEmpty || !guides.isEmpty) && configurations.someFileReadsCatalogs()
    }

    /// The configuration in force at the first folder walked, whose `site` section the site reads.
    private static func configuration(of tree: SourceWalker.Tree, _ configurations: ConfigurationResolver) throws(ConfigurationError) -> Configuration? {
        try configurations.configuration(forFile: FilePaths.absolute((tree.roots.first ?? ".") + "/" + Configuration.fileName))
    }

    /// The findings of the catalog rules on the catalogs of the modules of `files` (each file's
    /// path and module), the guides under the folders of `paths` and the folders of plain
    /// Markdown `guides`, their symbol links and extension files resolved in `symbols`, in
    /// `language`; and the files that could not be read.
    static func findings(for files: [(path: String, module: String)], under paths: [String], guides: [String] = [], symbols: SymbolTable,
                         configurations: ConfigurationResolver, language: Language) -> (files: [DiagnosticFile], problems: [String]) {
        var (sources, problems) = CatalogSource.find(for: files, under: paths, imageBytes: false)
        for folder in guides {
            let read = CatalogSource.guide(folder: folder, imageBytes: false)
            sources.append(read.guide)
            problems += read.problems
        }
        var findings: [DiagnosticFile] = []
        for document in documents(of: sources, symbols: symbols, moduleNames: Set(files.map(\.module))) {
            let active: ActiveRules
            do {
                let place = try Placement.of(document.path, resolver: configurations)
                guard !place.excluded else { continue }
                active = place.configuration.activeRules(overrides: place.overrides)
            } catch {
                problems.append("\(error)")
                continue
            }
            var diagnostics: [Diagnostic] = []
            for rule in active.rules {
                guard let catalogRule = rule.catalogPhase, let severity = active.severities[type(of: rule).id] else { continue }
                let context = CatalogDocumentContext(path: document.path, module: document.module, problems: document.problems)
                catalogRule.check(context)
                diagnostics += context.reported.map { line, column, message in
                    Diagnostic(file: document.path, line: line, column: column, rule: type(of: rule).id, severity: severity,
                               message: String(decoding: message.text(in: language).utf8, as: UTF8.self), symbol: "",
                               messageKey: message.key, messageArguments: message.arguments, characterColumn: document.characterColumn(line, column))
                }
            }
            if !diagnostics.isEmpty { findings.append(DiagnosticFile(path: document.path, diagnostics: diagnostics.sorted(by: Diagnostic.reportOrder))) }
        }
        return (findings.sorted { FilePaths.precedes($0.path, $1.path) }, problems)
    }

    /// A document and what reading it met, each problem at its line and column.
    struct Document {
        let path: String
        let module: String
        let problems: [CatalogProblemSite]
        /// The document's lines, for columns in code points.
        let lines: [Substring]

        /// The 1-based column in Unicode code points of the UTF-8 `column` of `line`.
        func characterColumn(_ line: Int, _ column: Int) -> Int {
            guard lines.indices.contains(line - 1) else { return column }
            let text = lines[line - 1].utf8
            return String(decoding: text.prefix(column - 1), as: UTF8.self).unicodeScalars.count + 1
        }
    }

    /// Every document of `sources` that reading and laying out met a problem in, in path order.
    static func documents(of sources: [CatalogSource], symbols: SymbolTable, moduleNames: Set<String>) -> [Document] {
        let catalogs = CatalogIndex(sources, resolver: symbols, moduleNames: moduleNames) { symbols.namesExtendedType(SymbolLink(text: $0, line: 0, column: 0)) }
        var found: [String: [DocumentProblem]] = [:]
        var read: [String: CatalogDocument] = [:]
        var modules: [String: String] = [:]
        for (path, problem) in catalogs.problems { found[path, default: []].append(problem) }
        for (module, catalog) in catalogs.modules {
            let documents = (catalog.landing.map { [$0] } ?? []) + catalog.articles.map(\.document) + catalog.extensions + catalog.leftOut.map(\.document)
            for document in documents {
                read[document.path] = document
                modules[document.path] = module
                found[document.path, default: []] += document.problems + laidOut(document, module: module, catalogs: catalogs, symbols: symbols)
            }
        }
        return found.filter { !$0.value.isEmpty }.keys.sorted(by: FilePaths.precedes).compactMap { path in
            guard let document = read[path], let module = modules[path] else { return nil }
            let lines = document.source.lines
            let sites = found[path, default: []].map { problem in
                let text = lines.indices.contains(problem.lineIndex) ? lines[problem.lineIndex] : ""
                return CatalogProblemSite(line: problem.lineIndex + 1, column: column(of: problem, in: text) + 1, problem: problem.problem)
            }
            // A link to nothing written twice on a line is one problem, as the site warns once.
            var seen = Set<CatalogProblemSite>()
            let unique = sites.filter { seen.insert($0).inserted }
            return Document(path: path, module: module, problems: unique.sorted { ($0.line, $0.column) < ($1.line, $1.column) }, lines: lines)
        }
    }

    /// The 0-based UTF-8 column of `problem` in its line `text`. cmark counts an inline node's
    /// column from its paragraph's start on the paragraph's later lines: a link or image is
    /// found in its line by what it names instead. What has no column of its own (a directive,
    /// a title) stands at the line's first non-blank.
    private static func column(of problem: DocumentProblem, in text: Substring) -> Int {
        let line = text.utf8
        func offset(_ index: Substring.Index) -> Int { line.distance(from: line.startIndex, to: index) }
        switch problem.problem {
        case .unresolvedDocLink(let target):
            guard let found = text.range(of: "doc:" + target) else { break }
            return offset(found.lowerBound) - (text[..<found.lowerBound].last == "<" ? 1 : 0)
        case .missingImage(let name), .linkToNoArticle(let name):
            guard let found = text.range(of: "](" + name) else { break }
            let opening = text[..<found.lowerBound].range(of: "[", options: .backwards)?.lowerBound ?? found.lowerBound
            return offset(opening) - (text[..<opening].last == "!" ? 1 : 0)
        default:
            break
        }
        return problem.columnIndex ?? line.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
    }

    /// The problems laying `document` out meets, as the site lays it out: its directives'
    /// content, its `doc:` links, images and symbol links, resolved from its symbol's scope
    /// (an extension file's) or the module's.
    private static func laidOut(_ document: CatalogDocument, module: String, catalogs: CatalogIndex, symbols: SymbolTable) -> [DocumentProblem] {
        var scope = ""
        if case .symbolExtension(let link) = document.kind, let (path, _) = symbols.resolve(SymbolLink(text: link, line: 0, column: 0), scope: "", module: module) {
            scope = path.split(separator: "/").joined(separator: ".")
        }
        var context = LinkContext(
            resolveSymbol: { link in
                let symbol = SymbolLink(text: link, line: 0, column: 0)
                return symbols.resolves(symbol, scope: scope, module: module) || symbols.namesExtendedType(symbol) ? .declarationWithoutPage : .broken
            },
            allowsExternalLinks: false, headingLevel: 2)
        context.resolveArticle = { link in catalogs.article(link, from: module).map { ("", $0.document.title) } }
        context.namesTutorial = { link in catalogs.tutorial(link, from: module) != nil }
        let images = catalogs.modules[module]?.images
        context.resolveImage = { name in images?.lookup(name).map { _ in ImageSource(source: "", sourceSet: nil, dark: nil) } }
        let (problems, unresolved) = DocRenderer.problems(of: document, context: context) { catalogs.modules[module]?.snippet($0) }
        return problems + unresolved.map {
            DocumentProblem(lineIndex: $0.lineIndex, columnIndex: $0.column, problem: .unresolvedSymbolLink($0.text))
        }
    }
}
