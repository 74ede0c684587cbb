import DocAuditRules
import DocAuditCheck
import DocAuditCore
import DocAuditSite
import Foundation

/// `docaudit check`: audits the documentation and reports what breaks the rules.
enum CheckCommand {
    static let format = CommandOption("--format", value: "FORMAT", help: "", allowed: Reporters.names, default: .value("text"))
    static let report = CommandOption("--report", value: "FORMAT:FILE", help: "also write a report to FILE", repeatable: true)
    static let config = CommandOption.config
    static let language = CommandOption.language("messages", default: "the configuration, then LANG")
    static let strict = CommandOption("--strict", help: "warnings fail the check too")
    static let baseline = CommandOption("--baseline", value: "FILE", help: "report only findings that FILE does not hold; list stale entries")
    static let writeBaseline = CommandOption("--write-baseline", value: "FILE", help: "write every finding to FILE, to adopt docaudit on existing code")
    static let changedSince = CommandOption("--changed-since", value: "REV", help: "audit only the files changed since the git revision REV (and untracked ones)")
    static let changedLines = CommandOption("--changed-lines", value: "REV",
                                            help: "report only findings on lines changed since the git revision REV (and in untracked files)")
    static let stdinPath = CommandOption("--stdin-path", value: "PATH",
                                         help: "read one file's source from standard input and audit it as PATH; symbol links resolve against it and the files under PATH…")
    static let jobs = CommandOption.jobs()
    static let stats = CommandOption("--stats", help: "print files, bytes, declarations and time to standard error")
    static let coverage = CommandOption("--coverage", help: "print documentation coverage (documented / to document) per module and overall: after the report in text format, else to standard error")
    static let minimumCoverage = CommandOption("--min-coverage", value: "PCT", help: "fail (exit 1) when overall coverage is under PCT percent")
    static let allowEmpty = CommandOption("--allow-empty", help: "pass when no file is audited (otherwise that exits 2)")
    static let pathsAsTyped = CommandOption("--paths-as-typed", help: "name files as reached from PATH (default: from the project root, however PATH was given)")

    static let syntax = CommandSyntax(
        command: "check", positionals: "[PATH…]",
        about: """
            Audits the DocC documentation of the Swift files under each PATH (default: .) against
            the team's rules, configured by the nearest .docaudit.json.
            """,
        options: [format, report, config, language, strict, baseline, writeBaseline, changedSince, changedLines, stdinPath, jobs, stats, coverage, minimumCoverage, allowEmpty, pathsAsTyped],
        footer: """
            exit status: 0 when no error remains, 1 when one does (or a warning, with --strict, or
            coverage under --min-coverage), 2 for a usage, configuration or I/O error, or when no
            file is audited (`docaudit project` shows why files are left out).
            """)

    /// The options of one run, read from the command line.
    struct Options {
        var format = "text"
        var reports: [(format: String, file: String)] = []
        var config: String?
        var language: Language?
        var strict = false
        var baseline: String?
        var writeBaseline: String?
        var changedSince: String?
        var changedLines: String?
        var stdinPath: String?
        var jobs: Int?
        var stats = false
        var coverage = false
        var minimumCoverage: Double?
        var allowsEmpty = false
        var pathsAsTyped = false
        var paths: [String] = []

        init(_ arguments: [String]) throws {
            let arguments = try syntax.parse(arguments)
            format = arguments.value(CheckCommand.format) ?? "text"
            for report in arguments.values(CheckCommand.report) {
                guard let colon = report.firstIndex(of: ":"), colon != report.startIndex, report.index(after: colon) != report.endIndex else {
                    throw UsageError(description: "--report needs FORMAT:FILE, found '\(report)'")
                }
                let name = try CheckCommand.format.validated(String(report[..<colon]))
                reports.append((name, String(report[report.index(after: colon)...])))
            }
            config = arguments.value(CheckCommand.config)
            language = arguments.language(CheckCommand.language)
            strict = arguments.flag(CheckCommand.strict)
            baseline = arguments.value(CheckCommand.baseline)
            writeBaseline = arguments.value(CheckCommand.writeBaseline)
            changedSince = arguments.value(CheckCommand.changedSince)
            changedLines = arguments.value(CheckCommand.changedLines)
            stdinPath = arguments.value(CheckCommand.stdinPath)
            jobs = try arguments.positiveNumber(CheckCommand.jobs)
            stats = arguments.flag(CheckCommand.stats)
            allowsEmpty = arguments.flag(CheckCommand.allowEmpty)
            pathsAsTyped = arguments.flag(CheckCommand.pathsAsTyped)
            coverage = arguments.flag(CheckCommand.coverage)
            if let value = arguments.value(CheckCommand.minimumCoverage) {
                let number = value.hasSuffix("%") ? String(value.dropLast()) : value
                guard let minimum = Double(number), (0...100).contains(minimum) else {
                    throw UsageError(description: "--min-coverage needs a percentage from 0 to 100, found '\(value)'")
                }
                minimumCoverage = minimum
            }
            paths = arguments.positionals
            if paths.isEmpty, stdinPath == nil { paths = ["."] }
        }
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let started = DispatchTime.now()
        let options = try Options(arguments)
        guard let (tree, resolver) = Environment.walkWithConfigurationsOrReport(options.paths, config: options.config) else { return 2 }
        // The files the options name are read or tried before the audit: a missing baseline or
        // a report with nowhere to go is named at once, not after a whole report.
        var baseline: Baseline?
        if let path = options.baseline {
            do {
                baseline = try Baseline.load(path)
            } catch {
                Output.standardError("docaudit: \(error)\n")
                return 2
            }
        }
        let destinations = options.reports.map { ($0.file, "the \($0.format) report") } + (options.writeBaseline.map { [($0, "the baseline")] } ?? [])
        let unwritable = destinations.compactMap { file, what in AtomicFile.problem(writing: file).map { "docaudit: \(file): cannot write \(what): \($0)\n" } }
        guard unwritable.isEmpty else {
            Output.standardError(unwritable.joined())
            return 2
        }
        var problems = tree.problems.map(\.description)
        let language = options.language ?? Environment.configuredLanguage(for: options.stdinPath ?? options.paths.first, resolver: resolver) ?? Environment.localeLanguage

        let jobs = Environment.jobs(options.jobs, files: tree.files.count)
        let formats = Set([options.format] + options.reports.map(\.format))
        // The reports with fingerprints have findings carry signatures; those that suggest fixes
        // have the rules attach the safe ones.
        var request = CheckRequest(files: tree.files, jobs: jobs, language: language, configurations: resolver,
                                   measuresCoverage: options.coverage || options.minimumCoverage != nil,
                                   carriesSignatures: !formats.isDisjoint(with: Reporters.fingerprinting), fixes: formats.contains("rdjson") ? .safe : .none)
        if let stdinPath = options.stdinPath {
            request.standardInput = (stdinPath, [UInt8](FileHandle.standardInput.readDataToEndOfFile()))
            request.auditOnly = []
        }
        var changedLines: ChangedLines?
        do {
            let folder = repositoryFolder(of: options.paths.first ?? ".")
            if let revision = options.changedSince {
                request.auditOnly = (request.auditOnly ?? []).union(try ChangedFiles.since(revision, in: folder))
            }
            if let revision = options.changedLines {
                // A file without a changed line can have no finding to report: it is not audited.
                let changed = try ChangedLines.since(revision, in: folder)
                request.auditOnly = (request.auditOnly ?? []).union(changed.files)
                changedLines = changed
            }
        } catch {
            Output.standardError("docaudit: \(error)\n")
            return 2
        }
        // A whole check reads the catalogs beside the modules too, their links resolved in its index.
        request.keepsIndex = request.auditOnly == nil && CatalogAudit.isWanted(for: tree, configurations: resolver)
        var result = CheckEngine.run(request)
        problems += result.problems
        if request.keepsIndex {
            let catalogs = CatalogAudit.findings(of: tree, checked: result, configurations: resolver, language: language)
            problems += catalogs.problems
            result.add(catalogs.files)
        }

        var diagnostics = result.diagnostics
        var stale: [BaselineEntry] = []
        if let baseline {
            (diagnostics, stale) = baseline.filter(result.diagnostics)
        }
        if let changedLines { diagnostics = diagnostics.filtered(changedLines.touches) }
        // The baseline to write records every finding, also those an old baseline hides.
        if let path = options.writeBaseline {
            let folder = FilePaths.folder(of: FilePaths.absolute(path))
            if let error = writeReport(path, with: { Baseline.write(result.files, folder: folder, to: $0) }) {
                problems.append("\(path): cannot write the baseline: \(error.reason)")
            }
        }

        // Placed by their walked paths, reported by their paths from the project root.
        let reportPaths = ReportPaths(project: options.pathsAsTyped ? nil : resolver.project)
        var report = Report(diagnostics: reportPaths.renaming(diagnostics), files: result.statistics.audited, read: result.statistics.files, staleBaselineEntries: stale, language: language)
        // Only the text and Markdown reports count by module: the others spare the findings' reading.
        if !formats.isDisjoint(with: ["text", "markdown"]) {
            report.modules = Dictionary(modules(of: result.files, configurations: resolver).map { (reportPaths.path(of: $0.key), $0.value) }) { first, _ in first }
        }
        if let first = options.stdinPath ?? tree.files.first { report.sourceRoot = reportPaths.root(of: first) }
        if !result.fixableFindings.isEmpty {
            let standardInput = request.standardInput
            report.fixes = SuggestedFixes(result.fixableFindings, paths: reportPaths) { path in
                path == standardInput?.path ? standardInput?.bytes : FileManager.default.contents(atPath: path).map(Array.init)
            }
        }
        let standardOutput = ReportOutput(descriptor: 1)
        if options.writeBaseline != nil, options.baseline == nil, options.format == "text" {
            // Adopting docaudit: what the baseline holds, counted, not every finding again.
            standardOutput.write(report.breakdown + report.summary + "\n")
        } else {
            Reporters.named(options.format)!.write(report, to: standardOutput)
        }
        _ = standardOutput.finish()
        for (format, file) in options.reports {
            if let error = writeReport(file, with: { Reporters.named(format)!.write(report, to: $0) }) {
                problems.append("\(file): cannot write the \(format) report: \(error.reason)")
            }
        }
        Output.standardError(problems.map { "docaudit: \($0)\n" }.joined())
        Output.standardError(resolver.project.problems.map { "docaudit: warning: \($0)\n" }.joined())
        // A gate that audits nothing passes whatever the code says: it fails instead, and its
        // explanation names the arguments left out.
        let failsAsEmpty = problems.isEmpty && result.statistics.files == 0 && options.stdinPath == nil && options.changedSince == nil && options.changedLines == nil
            && !options.allowsEmpty
        if !failsAsEmpty {
            Output.standardError(LeftOutArguments.lines(tree).map { "docaudit: warning: " + $0 + "\n" }.joined())
        }
        Output.standardError(result.damage.map { "\($0) (read past; findings of this file may be off)\n" }.joined())
        if options.stats {
            Output.standardError(statistics(result.statistics, since: started, jobs: jobs))
        }
        if options.coverage {
            let table = result.coverage.table(language: language)
            if options.format == "text" { Output.standardOutput(table) } else { Output.standardError(table) }
        }
        let overall = result.coverage.overall
        let underMinimum = options.minimumCoverage.map { overall.percent < $0 } ?? false
        if underMinimum, let minimum = options.minimumCoverage {
            Output.standardError(LocalizedText(
                en: "docaudit: documentation coverage \(overall.formattedPercent) is under the minimum \(minimum.formatted())%\n",
                ko: "docaudit: 문서화 커버리지 \(overall.formattedPercent)가 최소 기준 \(minimum.formatted())%보다 낮습니다\n"
            ).in(language))
        }
        if !problems.isEmpty { return 2 }
        if failsAsEmpty {
            Output.standardError(EmptyAudit.explanation(paths: options.paths, tree: tree, configurations: resolver))
            return 2
        }
        if underMinimum { return 1 }
        if options.writeBaseline != nil, options.baseline == nil { return 0 }
        let failing = report.errors > 0 || (options.strict && report.warnings > 0)
        return failing ? 1 : 0
    }

    /// Writes what `write` writes (a report, a baseline) whole to `path`, or leaves it as it
    /// was and names why.
    private static func writeReport(_ path: String, with write: (ReportOutput) -> Void) -> FileWriteError? {
        do {
            try AtomicFile.write(path) { descriptor in
                let output = ReportOutput(descriptor: descriptor)
                write(output)
                return output.finish()
            }
            return nil
        } catch {
            return error
        }
    }

    private static func statistics(_ statistics: CheckStatistics, since start: DispatchTime, jobs: Int) -> String {
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        // In the words and order of `docaudit project`'s count.
        var text = "docaudit: files \(statistics.audited) audited, \(statistics.files - statistics.audited) app code"
        if statistics.ignored > 0 { text += ", \(statistics.ignored) ignored" }
        if statistics.excluded > 0 { text += ", \(statistics.excluded) excluded" }
        text += "; \(statistics.bytes) bytes, \(statistics.declarations) declarations read"
        if statistics.indexedOnly > 0 { text += ", \(statistics.indexedOnly) read for symbol links only" }
        return text + " in " + String(format: "%.3f", seconds) + " s (\(jobs) job\(jobs == 1 ? "" : "s"))\n"
    }

    /// The module of each file with findings, placed as the check placed it. Files whose
    /// findings a baseline hides are placed too, which no count asks of: so their findings need
    /// no reading.
    private static func modules(of files: DiagnosticFiles, configurations: ConfigurationResolver) -> [String: String] {
        var modules: [String: String] = [:]
        var cache = PlacementCache()
        for file in files {
            if let place = try? cache.placement(of: file.path, resolver: configurations) { modules[file.path] = place.module }
        }
        return modules
    }

    /// The folder git is asked about for `--changed-since` and `--changed-lines`: the first
    /// PATH, or its folder.
    private static func repositoryFolder(of path: String) -> String {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        return exists && !isDirectory.boolValue ? FilePaths.folder(of: FilePaths.absolute(path)) : path
    }
}
