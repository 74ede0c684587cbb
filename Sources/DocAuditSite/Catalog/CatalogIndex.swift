import DocAuditCheck
import DocAuditCore
import DocAuditRules

/// A problem of a catalog document, which the site is built without: what `docaudit site`
/// prints as a warning naming its file and line.
public struct SiteWarning: Sendable, Hashable, CustomStringConvertible {
    /// The document's path, as reached.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// What is wrong.
    public var message: String

    /// `file:line: warning: message`.
    public var description: String { "\(file):\(line): warning: \(message)" }

    /// A warning at `line` of `file`.
    init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// The warning of `problem` of the document at `file`, in `language`.
    init(file: String, _ problem: DocumentProblem, language: Language) {
        self.init(file: file, line: problem.lineIndex + 1, message: String(decoding: FindingMessage.catalog(problem.problem).text(in: language).utf8, as: UTF8.self))
    }
}

/// The site's catalogs, by module, with each extension file under the symbol it names: what
/// `doc:` links, images by name and the pages of documented symbols look up. A guide's catalog
/// is there under its name, as a module's.
struct CatalogIndex {
    let modules: [String: ModuleCatalog]
    /// The guides, the catalogs outside every module's folder, by name, each with its title:
    /// its landing page's, else its name.
    let guides: [(name: String, title: String)]
    /// The extension files by module and the DocC path of the symbol they extend.
    private var extensions: [String: [String: CatalogDocument]] = [:]
    /// What the site leaves out of the catalogs of its own accord: tutorials, a guide named as a module.
    private(set) var warnings: [SiteWarning] = []
    /// The documents left out for another of their page, and the extension files that name no
    /// symbol: problems of the catalogs, by document.
    private(set) var problems: [(path: String, problem: DocumentProblem)] = []
    /// The names of each module's tutorials (`.tutorial` files, not rendered yet): `doc:`
    /// links reach them in DocC.
    private var tutorials: [String: Set<String>] = [:]

    /// Reads `sources` (a module's several catalogs together), each extension file's symbol
    /// resolved by `resolver` as a symbol link from the module (or an outside type the module
    /// extends, as `extendedType` tells, which has no page). A guide named as one of
    /// `moduleNames` or as another guide is left out, with a warning.
    init(_ sources: [CatalogSource], resolver: SymbolTable, moduleNames: Set<String> = [], extendedType: (String) -> Bool = { _ in false }) {
        var merged: [String: CatalogSource] = [:]
        var guides: [String] = []
        for var source in sources {
            // `Documentation/Nuke.docc` whose landing page is `# ``Nuke```: outside the module's
            // folder, but the module's catalog, as DocC is given it.
            if source.isGuide, moduleNames.contains(source.module),
               source.documents.contains(where: { CatalogDocument(path: $0.path, bytes: $0.bytes, module: source.module).kind == .landing }) {
                source.isGuide = false
            }
            warnings += source.unrendered.map { SiteWarning(file: $0, line: 1, message: "tutorials are not rendered yet; this file is left out") }
            tutorials[source.module, default: []].formUnion(source.unrendered.map { CatalogDocument.articleName(String($0[..<($0.lastIndex(of: ".") ?? $0.endIndex)])) })
            if source.isGuide {
                guard !source.documents.isEmpty else { continue }
                let taken = moduleNames.contains(source.module) ? "a module" : merged[source.module].map { _ in "another guide" }
                if let taken {
                    warnings.append(SiteWarning(file: source.documents[0].path, line: 1, message: "\(taken) is named \(source.module) already; this guide catalog is left out"))
                    continue
                }
                guides.append(source.module)
                merged[source.module] = source
                continue
            }
            guard var known = merged[source.module] else {
                merged[source.module] = source
                continue
            }
            known.documents += source.documents
            known.images += source.images
            known.snippets.merge(source.snippets) { first, _ in first }
            merged[source.module] = known
        }
        modules = merged.mapValues(ModuleCatalog.init)
        let modules = self.modules
        self.guides = guides.sorted().map { name in (name, modules[name]?.landing?.title ?? name) }
        for (module, catalog) in modules.sorted(by: { $0.key < $1.key }) {
            for (document, reason) in catalog.leftOut {
                problems.append((document.path, DocumentProblem(lineIndex: document.titleLineIndex, problem: reason)))
            }
            for document in catalog.extensions {
                guard case .symbolExtension(let link) = document.kind else { continue }
                guard let (path, owner) = resolver.resolve(SymbolLink(text: link, line: 0, column: 0), scope: "", module: module) else {
                    // A member of an outside type the module extends (``SwiftUI/View/sheet(store:)``):
                    // DocC has its page, the site none yet.
                    if resolver.resolves(SymbolLink(text: link, line: 0, column: 0), scope: "", module: module) || extendedType(link) { continue }
                    problems.append((document.path, DocumentProblem(lineIndex: document.titleLineIndex, problem: .extensionOfNothing(link))))
                    continue
                }
                extensions[owner, default: [:]][path] = extensions[owner]?[path] ?? document
            }
        }
    }

    /// The extension file of the symbol at DocC path `path` of `module`.
    func extensionDocument(path: String, module: String) -> CatalogDocument? {
        extensions[module]?[path]
    }

    /// The article a `doc:` link names from a page of `module`: `GettingStarted`,
    /// `Module/GettingStarted`, `/documentation/Module/GettingStarted`, a `#fragment` aside.
    func article(_ target: String, from module: String) -> (document: CatalogDocument, page: String)? {
        var reference = Substring(target)
        if let hash = reference.firstIndex(of: "#") { reference = reference[..<hash] }
        if let range = reference.range(of: "documentation/") { reference = reference[range.upperBound...] }
        let parts = reference.split(separator: "/")
        guard let name = parts.last else { return nil }
        let owner = parts.count > 1 ? String(parts[parts.count - 2]) : module
        if let found = modules[owner]?.article(named: String(name)) ?? modules[module]?.article(named: String(name)) { return found }
        // `Article/Some-Heading`: a section of the article, which DocC reaches so too.
        guard parts.count > 1 else { return nil }
        let article = String(parts[parts.count - 2])
        let articleOwner = parts.count > 2 ? String(parts[parts.count - 3]) : module
        return modules[articleOwner]?.article(named: article) ?? modules[module]?.article(named: article)
    }

    /// The name of the tutorial a `doc:` link names from a page of `module` (`Lesson`,
    /// `Module/Lesson`, `/tutorials/Module/Lesson`, a `#fragment` aside), if the module's
    /// catalog has it; nil otherwise. The site renders no tutorial yet, but DocC links to them.
    func tutorial(_ target: String, from module: String) -> String? {
        var reference = Substring(target)
        if let hash = reference.firstIndex(of: "#") { reference = reference[..<hash] }
        let parts = reference.split(separator: "/").filter { $0 != "tutorials" && $0 != "documentation" }
        guard let name = parts.last.map(String.init) else { return nil }
        let owner = parts.count > 1 ? String(parts[parts.count - 2]) : module
        return tutorials[owner]?.contains(name) == true || tutorials[module]?.contains(name) == true ? name : nil
    }
}
