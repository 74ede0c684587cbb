import DocAuditRules
import DocAuditCheck
import DocAuditCore
import Foundation

/// What a site is asked for, by a command line or any other caller; each setting left nil is
/// taken from the `site` section of the configuration in force, then from the defaults.
public struct SiteRequest: Sendable {
    /// The files and folders shown; at least one.
    public var paths: [String]
    /// The folder to write.
    public var output: String?
    /// The site's title (default: the project's name).
    public var title: String?
    /// The address the site is published at.
    public var baseURL: String?
    /// The address of a source file in its repository, with `{path}` and `{line}`.
    public var sourceURL: String?
    /// A theme folder replacing the default one.
    public var theme: String?
    /// The layers shown (default: interface and shared).
    public var layers: [Layer]?
    /// Whether doc comments' web links stay live.
    public var allowsExternalLinks = false
    /// Whether the site has `llms.txt` and a Markdown twin beside each documentation page.
    public var writesMarkdown = true
    /// Whether a type's members are shown in full on its page rather than on pages of their own.
    public var membersInline = false
    /// The language of labels and findings (default: the configuration's, then the locale's).
    public var language: Language?
    /// A configuration file for every file instead of the nearest `.docaudit.json`.
    public var configurationFile: String?
    /// Files checked at once for the coverage page.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount

    /// A request for the site of `paths`, every other setting left to the configuration.
    ///
    /// ```swift
    /// var request = SiteRequest(paths: ["Sources"])
    /// request.output = "site"
    /// ```
    public init(paths: [String]) {
        self.paths = paths
    }
}

/// Why a site cannot be built: a setting that is missing or wrong (`isUsage`, which a command
/// line reports as a usage error), or a file that cannot be read or written.
public struct SitePlanError: Error, CustomStringConvertible {
    /// What is wrong, naming the setting or the file.
    public var description: String
    /// Whether the caller asked for something it cannot have, rather than a file failing.
    public var isUsage: Bool
}

/// A site request settled against its configuration, its theme read and its output checked,
/// before the tree is walked: a mistyped folder is named at once, not after the whole check.
///
/// ```swift
/// let plan = try SitePlan(request, localeLanguage: .en, executable: Bundle.main.executablePath)
/// let tree = SourceWalker.tree(of: request.paths, noting: plan.notedConfigurationFile)
/// let site = try plan.build(tree)
/// ```
public struct SitePlan {
    /// The folder written.
    public let output: String
    /// The name under which the walk notes each folder's configuration, when no fixed one is used.
    public let notedConfigurationFile: String?
    private let request: SiteRequest
    private let layers: Set<Layer>
    private let options: SiteOptions
    private let theme: Theme
    /// The configured folders of plain Markdown guides, resolved.
    private let guideFolders: [String]

    /// Settles `request`: its configuration read, every setting chosen, the theme read and the
    /// output checked. `localeLanguage` is the language when neither the request nor the
    /// configuration names one; `executable` locates the default theme installed beside it.
    public init(_ request: SiteRequest, localeLanguage: Language, executable: String?) throws(SitePlanError) {
        self.request = request
        let configuration: Configuration?
        do {
            let resolver = try request.configurationFile.map { ConfigurationResolver(fixed: try Configuration.load($0)) } ?? ConfigurationResolver()
            configuration = try resolver.configuration(forFile: Self.probe(request.paths[0]))
        } catch {
            throw SitePlanError(description: "\(error)", isUsage: false)
        }
        let site = configuration?.site ?? SiteConfiguration()
        let folder = configuration?.folder ?? FilePaths.absolute(".")
        guard let output = request.output ?? site.output.map({ Self.resolve($0, in: folder) }) else {
            throw SitePlanError(description: "--output DIR is needed (or \"site\": {\"output\": …} in .docaudit.json)", isUsage: true)
        }
        if let baseURL = request.baseURL, let problem = SiteOptions.baseURLProblem(baseURL, origin: "--base-url") {
            throw SitePlanError(description: problem, isUsage: true)
        }
        // A value from the file is reported as the file's other errors are: by file and key.
        if request.baseURL == nil, let configured = site.baseURL,
           let problem = SiteOptions.baseURLProblem(configured, origin: (configuration?.file ?? Configuration.fileName) + ": site.baseURL") {
            throw SitePlanError(description: problem, isUsage: false)
        }
        var sourceLinks: SourceLinks?
        if let template = request.sourceURL ?? site.sourceURL {
            if let problem = SourceLinks.problem(template, origin: request.sourceURL != nil ? "--source-url" : (configuration?.file ?? Configuration.fileName) + ": site.sourceURL") {
                throw SitePlanError(description: problem, isUsage: request.sourceURL != nil)
            }
            sourceLinks = SourceLinks(template: template, root: SourceLinks.root(from: FilePaths.folder(of: Self.probe(request.paths[0]))))
        }
        do {
            theme = try Theme.locate(folder: request.theme ?? site.theme.map { Self.resolve($0, in: folder) }, executable: executable)
            try SiteWriter(output: output).checkOutput()
        } catch {
            throw SitePlanError(description: "\(error)", isUsage: false)
        }
        let guides = CatalogSource.guideFolders(of: configuration)
        if let problem = guides.problem { throw SitePlanError(description: problem, isUsage: false) }
        guideFolders = guides.folders
        self.output = output
        notedConfigurationFile = request.configurationFile == nil ? Configuration.fileName : nil
        layers = Set(request.layers ?? site.layers ?? [.interface, .shared])
        var options = SiteOptions(title: request.title ?? site.title ?? Self.defaultTitle(request.paths[0]), baseURL: request.baseURL ?? site.baseURL,
                                  allowsExternalLinks: request.allowsExternalLinks, language: request.language ?? configuration?.language ?? localeLanguage)
        options.sourceLinks = sourceLinks
        options.writesMarkdown = request.writesMarkdown
        options.membersInline = request.membersInline
        self.options = options
    }

    /// Checks the walked `tree` (the check keeps the files it shows, so each is read and
    /// scanned once) and writes the site of the files of the shown layers.
    ///
    /// ```swift
    /// let site = try plan.build(SourceWalker.tree(of: ["Sources"], noting: plan.notedConfigurationFile))
    /// print("\(site.pageCount) pages")
    /// ```
    public func build(_ tree: SourceWalker.Tree) throws(SitePlanError) -> BuiltSite {
        let configurations: ConfigurationResolver
        do {
            configurations = try request.configurationFile.map { ConfigurationResolver(fixed: try Configuration.load($0), walked: tree) } ?? ConfigurationResolver(walked: tree)
        } catch {
            throw SitePlanError(description: "\(error)", isUsage: false)
        }
        // The site names modules on every page: their names are learned before any is placed.
        configurations.project.learnImports(ofFiles: tree)
        var problems = tree.problems.map(\.description)
        var shown: [(position: Int, path: String, placement: SitePlacement)] = []
        // The files of the modules the site leaves out, whose catalogs are no guides.
        var hidden: [(path: String, module: String)] = []
        for (position, path) in tree.files.enumerated() {
            do {
                let placement = try SitePlacement(path: path, configurations: configurations)
                guard !placement.excluded, layers.contains(placement.layer) else {
                    if !placement.excluded, placement.layer != .ignored { hidden.append((path, placement.module)) }
                    continue
                }
                shown.append((position, path, placement))
            } catch {
                problems.append("\(error)")
            }
        }
        let check = CheckEngine.run(CheckRequest(files: tree.files, jobs: request.jobs, language: options.language, configurations: configurations,
                                                 measuresCoverage: true, keepsScans: Set(shown.map(\.path))))
        var scanned: [String: ScannedSource] = [:]
        for file in check.scannedFiles { scanned[file.path] = file }
        // The check's index holds the files it scanned; the others shown are added to it.
        var sources = SiteSources(index: check.index)
        for (position, path, placement) in shown {
            do {
                var file: SiteSourceFile
                if let kept = scanned[path] {
                    file = SiteSourceFile(path: path, module: placement.module, group: placement.group, bytes: kept.bytes, scanned: kept.scanned)
                } else {
                    // A file no rule reads (of the ignored layer, or not UTF-8): the site reads it itself.
                    file = SiteSourceFile(path: path, module: placement.module, group: placement.group, bytes: try SourceWalker.read(path))
                }
                file.documentationRequirements = try Self.documentationRequirements(of: path, configurations: configurations)
                sources.append(file, position: position)
            } catch {
                problems.append("\(error)")
            }
        }
        problems += check.problems
        let catalogs = CatalogSource.find(for: sources.files.map { ($0.path, $0.module) }, under: request.paths, hidden: hidden)
        sources.catalogs = catalogs.catalogs
        problems += catalogs.problems
        for folder in guideFolders {
            let read = CatalogSource.guide(folder: folder)
            sources.catalogs.append(read.guide)
            problems += read.problems
        }
        // Files are shown, and warned about, by their paths from their project's root, as `check` reports them.
        let paths = ReportPaths(project: configurations.project)
        var options = self.options
        options.sourcePaths = paths
        let written: WrittenSite
        do {
            var writer = SiteWriter(output: output)
            written = try SiteGenerator.write(sources, options: options, theme: theme, findings: Array(paths.renaming(check.diagnostics)), coverage: check.coverage, to: &writer)
        } catch {
            throw SitePlanError(description: "\(error)", isUsage: false)
        }
        return BuiltSite(pageCount: written.pageCount, moduleCount: Set(sources.files.map(\.module)).count, fileCount: sources.files.count,
                         unresolvedLinks: Array(paths.renaming(Diagnostics(written.unresolvedLinks))),
                         warnings: written.warnings.map { SiteWarning(file: paths.path(of: $0.file), line: $0.line, message: $0.message) },
                         problems: problems, projectProblems: configurations.project.problems)
    }

    /// What the rules in force for the file at `path` require documented, as coverage asks
    /// them; none in a layer the rules do not audit.
    private static func documentationRequirements(of path: String, configurations: ConfigurationResolver) throws(ConfigurationError) -> [any DocumentationRequirement] {
        let place = try Placement.of(path, resolver: configurations)
        guard place.layer.audits(visible: true) else { return [] }
        return place.configuration.activeRules(overrides: place.overrides).rules.compactMap(\.documentationRequirement)
    }

    /// A path inside the first argument's folder (or the folder of a file argument), to find the
    /// configuration in force for the whole run.
    private static func probe(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        let absolute = FilePaths.absolute(path)
        let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue ? absolute + "/" + Configuration.fileName : absolute
    }

    /// A configured path, read relative to the configuration's folder.
    private static func resolve(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") ? path : folder + "/" + path
    }

    /// The name of the project the path stands in; a lone file's folder counts for it.
    private static func defaultTitle(_ path: String) -> String {
        let absolute = FilePaths.absolute(path)
        let folder = absolute.hasSuffix(".swift") ? FilePaths.folder(of: absolute) : absolute
        let root = ProjectRoot.find(from: folder)
        return root.marker == nil ? FilePaths.name(of: folder) : root.name
    }
}

/// A site written: what it holds, and what was met on the way.
public struct BuiltSite: Sendable {
    /// How many HTML pages it has.
    public var pageCount: Int
    /// How many modules it shows.
    public var moduleCount: Int
    /// How many source files it shows.
    public var fileCount: Int
    /// The symbol links that resolve to nothing, sorted by file and line.
    public var unresolvedLinks: [Diagnostic]
    /// The problems of the catalogs' documents (an unknown directive, a missing image, a
    /// `doc:` link to nothing), sorted by file and line: the site is built without them.
    public var warnings: [SiteWarning]
    /// Files that could not be read or placed: the site lacks them.
    public var problems: [String]
    /// Manifests the project model could not read: their folders kept the folder rules.
    public var projectProblems: [String]
}
