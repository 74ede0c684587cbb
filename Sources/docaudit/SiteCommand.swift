import DocAuditRules
import DocAuditCheck
import DocAuditCore
import DocAuditSite
import Foundation

/// `docaudit site`: builds the static documentation website of the chosen layers.
enum SiteCommand {
    static let output = CommandOption("--output", value: "DIR", help: "the folder to write (new, empty, or a site docaudit wrote before)")
    static let title = CommandOption("--title", value: "TEXT", help: "the site's title", default: .described("the project's name"))
    static let baseURL = CommandOption("--base-url", value: "URL", help: "the address the site is published at, for canonical links and sitemap.xml")
    static let sourceURL = CommandOption("--source-url", value: "TEMPLATE",
                                         help: "link each source location to its repository: an address with {path} (from the project root) and {line}")
    static let theme = CommandOption("--theme", value: "DIR", help: "a theme folder (page.html and assets/) replacing the default one")
    static let layers = CommandOption("--layers", value: "LIST", help: "the layers shown, comma-separated", default: .described("interface,shared"))
    static let externalLinks = CommandOption("--external-links", help: "keep doc comments' http(s) and mailto links live (off: shown as text)")
    static let noMarkdown = CommandOption("--no-markdown", help: "leave out llms.txt and the Markdown twin (X.md) beside each page")
    static let membersInline = CommandOption("--members-inline", help: "show each type's members in full on its page, one page a type (off: a page per member, as DocC)")
    static let language = CommandOption.language("the site's labels and findings", default: "the configuration, then LANG")
    static let config = CommandOption.config
    static let jobs = CommandOption.jobs(" for the coverage page")

    static let syntax = CommandSyntax(
        command: "site", positionals: "[PATH…]",
        about: """
            Builds a static documentation website of the visible declarations under each PATH
            (default: .) into --output DIR: a page per module, type, member and top-level function
            at DocC's addresses, a coverage page with every `check` finding, a search that works
            from file:// and any static host, and llms.txt with a Markdown twin of each page.
            Options not given come from the `site` section of the nearest .docaudit.json.
            """,
        options: [output, title, baseURL, sourceURL, theme, layers, externalLinks, noMarkdown, membersInline, language, config, jobs])

    static func run(_ arguments: [String]) throws -> Int32 {
        let arguments = try syntax.parse(arguments)
        var request = SiteRequest(paths: [])
        request.output = arguments.value(Self.output)
        request.title = arguments.value(Self.title)
        request.baseURL = arguments.value(Self.baseURL)
        request.sourceURL = arguments.value(Self.sourceURL)
        request.theme = arguments.value(Self.theme)
        request.layers = try arguments.value(Self.layers).map(parseLayers)
        request.allowsExternalLinks = arguments.flag(Self.externalLinks)
        request.writesMarkdown = !arguments.flag(Self.noMarkdown)
        request.membersInline = arguments.flag(Self.membersInline)
        request.language = arguments.language(Self.language)
        request.configurationFile = arguments.value(Self.config)
        if let jobs = try arguments.positiveNumber(Self.jobs) { request.jobs = jobs }
        request.paths = arguments.positionals
        if request.paths.isEmpty { request.paths = ["."] }
        // Before anything is read or written: a site without those paths would pass for a whole one.
        guard Environment.pathsExistOrReport(request.paths) else { return 2 }
        let site: BuiltSite
        let folder: String
        do {
            let plan = try SitePlan(request, localeLanguage: Environment.localeLanguage, executable: Bundle.main.executablePath)
            folder = plan.output
            let tree = SourceWalker.tree(of: request.paths, noting: plan.notedConfigurationFile)
            guard LeftOutArguments.anyLeftAfterReporting(tree) else { return 2 }
            site = try plan.build(tree)
        } catch {
            if error.isUsage { throw UsageError(description: error.description) }
            Output.standardError("docaudit: \(error)\n")
            return 2
        }
        var report = ""
        for link in site.unresolvedLinks {
            report += "\(link.file):\(link.line):\(link.column): warning: \(link.message) [\(link.rule)]\n"
        }
        report += site.warnings.map { "\($0)\n" }.joined()
        report += site.problems.map { "docaudit: \($0)\n" }.joined()
        report += site.projectProblems.map { "docaudit: warning: \($0)\n" }.joined()
        Output.standardError(report)
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)" + (count == 1 ? "" : "s") }
        let summary = counted(site.pageCount, "page") + " (" + counted(site.moduleCount, "module") + ", " + counted(site.fileCount, "file") + ")"
        Output.standardOutput("docaudit site: wrote \(summary) to \(folder)\nopen \(folder)/index.html\n")
        return site.problems.isEmpty ? 0 : 2
    }

    private static func parseLayers(_ value: String) throws -> [Layer] {
        try value.split(separator: ",").map { name in
            guard let layer = Layer(rawValue: String(name)) else {
                throw UsageError(description: "unknown layer '\(name)' (expected \(Layer.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return layer
        }
    }
}
