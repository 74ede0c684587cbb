import DocAuditRules
import DocAuditCheck
import DocAuditCore
import DocAuditSite
import Foundation

/// `docaudit site`: builds the static documentation website of the chosen layers.
enum SiteCommand {
    static let help = """
        usage: docaudit site [PATH…] --output DIR [options]

        Builds a static documentation website of the visible declarations under each PATH
        (default: .): a page per module, type and top-level function, a coverage page with
        every `check` finding, and a search that works from file:// and any static host.
        Options not given come from the `site` section of the nearest .docaudit.json.

        options:
          --output DIR        the folder to write (new, empty, or a site docaudit wrote before)
          --title TEXT        the site's title (default: the project's name)
          --base-url URL      the address the site is published at, for canonical links and
                              sitemap.xml
          --theme DIR         a theme folder (page.html and assets/) replacing the default one
          --layers LIST       the layers shown, comma-separated (default: interface,shared)
          --external-links    keep doc comments' http(s) and mailto links live (off: shown as text)
          --lang en|ko        the language of the site's labels and findings (default: the
                              configuration, then LANG)
          --config FILE       use FILE instead of the nearest .docaudit.json
          --jobs N            files checked at once for the coverage page (default: the cores)
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var arguments = Arguments(arguments)
        let outputOption = try arguments.option("--output")
        let titleOption = try arguments.option("--title")
        let baseURLOption = try arguments.option("--base-url")
        let themeOption = try arguments.option("--theme")
        let layersOption = try arguments.option("--layers").map(parseLayers)
        let externalLinks = arguments.flag("--external-links")
        let languageOption = try Environment.language(option: arguments.option("--lang"))
        let configOption = try arguments.option("--config")
        let jobs = try arguments.option("--jobs").map(parseJobs) ?? ProcessInfo.processInfo.activeProcessorCount
        var paths = try arguments.finish()
        if paths.isEmpty { paths = ["."] }
        // Before anything is read or written: a site without those paths would pass for a whole one.
        guard Environment.pathsExistOrReport(paths) else { return 2 }

        let resolver: ConfigurationResolver
        let configuration: Configuration?
        do {
            resolver = try configOption.map { ConfigurationResolver(fixed: try Configuration.load($0)) } ?? ConfigurationResolver()
            configuration = try resolver.configuration(forFile: probe(paths[0]))
        } catch {
            Output.standardError("docaudit: \(error)\n")
            return 2
        }
        let site = configuration?.site ?? SiteConfiguration()
        let folder = configuration?.folder ?? FilePaths.absolute(".")
        guard let output = outputOption ?? site.output.map({ resolve($0, in: folder) }) else {
            throw UsageError(description: "--output DIR is needed (or \"site\": {\"output\": …} in .docaudit.json)")
        }
        if let baseURLOption, let problem = SiteOptions.baseURLProblem(baseURLOption, origin: "--base-url") {
            throw UsageError(description: problem)
        }
        // A value from the file is reported as the file's other errors are: by file and key.
        if baseURLOption == nil, let configured = site.baseURL,
           let problem = SiteOptions.baseURLProblem(configured, origin: (configuration?.file ?? Configuration.fileName) + ": site.baseURL") {
            Output.standardError("docaudit: \(problem)\n")
            return 2
        }
        let baseURL = baseURLOption ?? site.baseURL
        let layers = Set(layersOption ?? site.layers ?? [.interface, .shared])
        let title = titleOption ?? site.title ?? defaultTitle(paths[0])
        // The theme is read, and the output checked, before the walk and the check: a
        // mistyped folder is named at once, not after the whole tree is read.
        let theme: Theme
        do {
            theme = try Theme.locate(folder: themeOption ?? site.theme.map { resolve($0, in: folder) }, executable: Bundle.main.executablePath)
            try SiteWriter(output: output).checkOutput()
        } catch {
            Output.standardError("docaudit: \(error)\n")
            return 2
        }

        var problems: [String] = []
        // The walk's list serves the check as it is: no second list of the same paths. Without
        // --config, it notes the folders' configurations, as check's does, and placing a file
        // then asks the disk less.
        let tree = SourceWalker.tree(of: paths, noting: configOption == nil ? Configuration.fileName : nil)
        guard LeftOutArguments.anyLeftAfterReporting(tree) else { return 2 }
        let configurations = try configOption.map { ConfigurationResolver(fixed: try Configuration.load($0), walked: tree) } ?? ConfigurationResolver(walked: tree)
        // The site names modules on every page: their names are learned before any is placed.
        configurations.project.learnImports(ofFiles: tree)
        problems += tree.problems.map(\.description)
        var shown: [(position: Int, path: String, placement: SitePlacement)] = []
        for (position, path) in tree.files.enumerated() {
            do {
                let placement = try SitePlacement(path: path, configurations: configurations)
                guard !placement.excluded, layers.contains(placement.layer) else { continue }
                shown.append((position, path, placement))
            } catch {
                problems.append("\(error)")
            }
        }
        let language = languageOption ?? configuration?.language ?? Environment.localeLanguage
        // The check keeps the shown files it reads: each is read and scanned once.
        let check = CheckEngine.run(CheckRequest(files: tree.files, jobs: jobs, language: language, configurations: configurations, measuresCoverage: true,
                                                 keepsScans: Set(shown.map(\.path))))
        var scanned: [String: ScannedSource] = [:]
        for file in check.scannedFiles { scanned[file.path] = file }
        // The check's index holds the files it scanned; the others shown are added to it.
        var sources = SiteSources(index: check.index)
        for (position, path, placement) in shown {
            do {
                if let kept = scanned[path] {
                    sources.append(SiteSourceFile(path: path, module: placement.module, group: placement.group, bytes: kept.bytes, scanned: kept.scanned), position: position)
                } else {
                    // A file no rule reads (of the ignored layer, or not UTF-8): the site reads it itself.
                    sources.append(SiteSourceFile(path: path, module: placement.module, group: placement.group, bytes: try SourceWalker.read(path)), position: position)
                }
            } catch {
                problems.append("\(error)")
            }
        }
        problems += check.problems

        let options = SiteOptions(title: title, baseURL: baseURL, allowsExternalLinks: externalLinks, language: language)
        let generated: WrittenSite
        do {
            var writer = SiteWriter(output: output)
            generated = try SiteGenerator.write(sources, options: options, theme: theme, findings: Array(check.diagnostics), coverage: check.coverage, to: &writer)
        } catch {
            Output.standardError("docaudit: \(error)\n")
            return 2
        }
        var report = ""
        for link in generated.unresolvedLinks {
            report += "\(link.file):\(link.line):\(link.column): warning: \(link.message) [\(link.rule)]\n"
        }
        report += problems.map { "docaudit: \($0)\n" }.joined()
        // Manifests the project model could not read: their folders kept the folder rules.
        report += configurations.project.problems.map { "docaudit: warning: \($0)\n" }.joined()
        Output.standardError(report)
        let modules = Set(sources.files.map(\.module)).count
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)" + (count == 1 ? "" : "s") }
        let summary = counted(generated.pageCount, "page") + " (" + counted(modules, "module") + ", " + counted(sources.files.count, "file") + ")"
        Output.standardOutput("docaudit site: wrote \(summary) to \(output)\nopen \(output)/index.html\n")
        return problems.isEmpty ? 0 : 2
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

    private static func parseLayers(_ value: String) throws -> [Layer] {
        try value.split(separator: ",").map { name in
            guard let layer = Layer(rawValue: String(name)) else {
                throw UsageError(description: "unknown layer '\(name)' (expected \(Layer.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return layer
        }
    }

    private static func parseJobs(_ value: String) throws -> Int {
        guard let count = Int(value), count > 0 else { throw UsageError(description: "--jobs needs a positive number, found '\(value)'") }
        return count
    }
}
