import DocAuditRules
import DocAuditCheck
import DocAuditCore
import DocAuditFix
import Foundation

/// `docaudit fix`: makes the mechanical, behaviour-free fixes the rules allow.
enum FixCommand {
    static let dryRun = CommandOption("--dry-run", help: "print a unified diff of the fixes and change nothing")
    static let stdinPath = CommandOption("--stdin-path", value: "PATH",
                                         help: "fix the source on standard input as the file PATH and print the result (for editors that format buffers)")
    static let scaffold = CommandOption("--scaffold", help: "also insert a doc template above each visible type and function without documentation; check reports the template (placeholder-doc) until its text is written")
    static let config = CommandOption.config
    static let language = CommandOption.language("messages and templates", default: "the configuration, then LANG")
    static let jobs = CommandOption.jobs()
    static let quiet = CommandOption("--quiet", help: "print only problems")

    static let syntax = CommandSyntax(
        command: "fix", positionals: "[PATH…]",
        about: """
            Fixes what check finds and a machine can fix without changing behaviour, in the Swift
            files under each PATH (default: .), under the same configuration as check:
              enum-case-doc, property-doc, unneeded-doc  the doc comment becomes a plain comment
                                                         (/// → //, /** */ → /* */): no text is lost
              detached-doc   the blank lines between a doc comment and its declaration go
            It never writes documentation. Only comments and blank lines change; the code's tokens
            are checked to be identical before a file is written, whole, in place of the old one.
            """,
        options: [dryRun, stdinPath, scaffold, config, language, jobs, quiet],
        footer: """
            exit status: 0 when done (or nothing to fix), 1 with --dry-run when something would
            change, 2 when a file could not be fixed or written (it is left as it was) or for a
            usage or configuration error.
            """)

    /// The options of one run, read from the command line.
    struct Options {
        var dryRun: Bool
        var stdinPath: String?
        var scaffold: Bool
        var config: String?
        var language: Language?
        var jobs: Int?
        var quiet: Bool
        var paths: [String]

        init(_ arguments: [String]) throws {
            let arguments = try syntax.parse(arguments)
            dryRun = arguments.flag(FixCommand.dryRun)
            stdinPath = arguments.value(FixCommand.stdinPath)
            scaffold = arguments.flag(FixCommand.scaffold)
            config = arguments.value(FixCommand.config)
            language = arguments.language(FixCommand.language)
            jobs = try arguments.positiveNumber(FixCommand.jobs)
            quiet = arguments.flag(FixCommand.quiet)
            paths = arguments.positionals
            if stdinPath != nil, !paths.isEmpty {
                throw UsageError(description: "--stdin-path fixes standard input only; it takes no PATH")
            }
            if stdinPath != nil, dryRun {
                throw UsageError(description: "--stdin-path and --dry-run do not go together")
            }
            if paths.isEmpty { paths = ["."] }
        }
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try Options(arguments)
        if let path = options.stdinPath {
            guard let resolver = Environment.configurationsOrReport(config: options.config) else { return 2 }
            return fixStandardInput(as: path, fixer: fixer(options, resolver: resolver, files: 1), options: options)
        }
        // The walk notes the folders' configurations, as check's does: placing a file asks the disk less.
        guard let (tree, resolver) = Environment.walkWithConfigurationsOrReport(options.paths, config: options.config),
              LeftOutArguments.anyLeftAfterReporting(tree) else { return 2 }
        let fixer = fixer(options, resolver: resolver, files: tree.files.count)
        let language = fixer.planner.language
        let report = fixer.run(tree.files, write: !options.dryRun, within: options.paths)
        let problems = tree.problems.map(\.description) + report.problems
        if options.dryRun {
            Output.standardOutput(report.files.map { UnifiedDiff.make(old: $0.original, new: $0.fixed, path: $0.path) }.joined())
        }
        if !options.quiet {
            let listing = report.files.map { fixLines($0, dryRun: options.dryRun) }.joined() + summary(report, dryRun: options.dryRun, language: language)
            // In a dry run standard output carries the diff alone, for `git apply`.
            if options.dryRun { Output.standardError(listing) } else { Output.standardOutput(listing) }
        }
        Output.standardError(problems.map { "docaudit: \($0)\n" }.joined())
        if !problems.isEmpty { return 2 }
        return options.dryRun && !report.files.isEmpty ? 1 : 0
    }

    /// The fixer of `options` for `files` files, its messages in the language asked for, else
    /// the configuration's of the first path, else the locale's.
    private static func fixer(_ options: Options, resolver: ConfigurationResolver, files: Int) -> Fixer {
        let language = options.language
            ?? Environment.configuredLanguage(for: options.stdinPath ?? options.paths.first, resolver: resolver)
            ?? Environment.localeLanguage
        return Fixer(configurations: resolver, planner: FixPlanner(language: language, scaffold: options.scaffold), jobs: Environment.jobs(options.jobs, files: files))
    }

    /// Prints the fixed source, or the source unchanged when it cannot be fixed, so that an
    /// editor replacing its buffer with the output never loses text.
    private static func fixStandardInput(as path: String, fixer: Fixer, options: Options) -> Int32 {
        let source = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        do {
            let fileFix = try fixer.fix(source, as: path)
            Output.standardOutput(fileFix.fixed)
            if !options.quiet { Output.standardError(fixLines(fileFix, dryRun: false)) }
            return 0
        } catch {
            Output.standardOutput(source)
            Output.standardError("docaudit: \(error)\n")
            return 2
        }
    }

    /// `path:line:column: fixed: summary [rule]` (`would fix:` in a dry run), one line per fix,
    /// as editors read locations: the path as reached, less a leading `./`, as the dry run's
    /// diff names it for `git apply` where it runs.
    private static func fixLines(_ fileFix: FileFix, dryRun: Bool) -> String {
        let verb = dryRun ? "would fix" : "fixed"
        let path = FilePaths.normalized(fileFix.path)
        return fileFix.fixes.map { "\(path):\($0.line):\($0.column): \(verb): \($0.summary) [\($0.rule)]\n" }.joined()
    }

    private static func summary(_ report: FixReport, dryRun: Bool, language: Language) -> String {
        let fixes = report.files.reduce(0) { $0 + $1.fixes.count }
        let files = report.files.count
        guard fixes > 0 else { return LocalizedText(en: "Nothing to fix.\n", ko: "고칠 것이 없습니다.\n").in(language) }
        if dryRun {
            return LocalizedText(en: "Would fix \(fixes) finding\(fixes == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s").\n",
                                 ko: "파일 \(files)개에서 \(fixes)건을 고칠 수 있습니다.\n").in(language)
        }
        return LocalizedText(en: "Fixed \(fixes) finding\(fixes == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s").\n",
                             ko: "파일 \(files)개에서 \(fixes)건을 고쳤습니다.\n").in(language)
    }
}
