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
        var request = SiteRequest(paths: [])
        request.output = try arguments.option("--output")
        request.title = try arguments.option("--title")
        request.baseURL = try arguments.option("--base-url")
        request.theme = try arguments.option("--theme")
        request.layers = try arguments.option("--layers").map(parseLayers)
        request.allowsExternalLinks = arguments.flag("--external-links")
        request.language = try Environment.language(option: arguments.option("--lang"))
        request.configurationFile = try arguments.option("--config")
        if let jobs = try arguments.option("--jobs").map(parseJobs) { request.jobs = jobs }
        request.paths = try arguments.finish()
        if request.paths.isEmpty { request.paths = ["."] }
        // Before anything is read or written: a site without those paths would pass for a whole one.
        guard Environment.pathsExistOrReport(request.paths) else { return 2 }
        let site: BuiltSite
        let output: String
        do {
            let plan = try SitePlan(request, localeLanguage: Environment.localeLanguage, executable: Bundle.main.executablePath)
            output = plan.output
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
        report += site.problems.map { "docaudit: \($0)\n" }.joined()
        report += site.projectProblems.map { "docaudit: warning: \($0)\n" }.joined()
        Output.standardError(report)
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)" + (count == 1 ? "" : "s") }
        let summary = counted(site.pageCount, "page") + " (" + counted(site.moduleCount, "module") + ", " + counted(site.fileCount, "file") + ")"
        Output.standardOutput("docaudit site: wrote \(summary) to \(output)\nopen \(output)/index.html\n")
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

    private static func parseJobs(_ value: String) throws -> Int {
        guard let count = Int(value), count > 0 else { throw UsageError(description: "--jobs needs a positive number, found '\(value)'") }
        return count
    }
}
