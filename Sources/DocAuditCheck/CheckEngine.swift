import DocAuditCore
import Foundation

/// What to check: the files, which of them to audit, and how.
public struct CheckRequest: Sendable {
    /// The files, as reached from the command-line arguments, in sorted order.
    public var files: [String]
    /// When set, only the files whose absolute paths are in it are audited; the others only
    /// lend their declarations to symbol links (`--changed-since`, `--stdin-path`).
    public var auditOnly: Set<String>?
    /// A file whose source comes from standard input, audited under its path.
    public var standardInput: (path: String, bytes: [UInt8])?
    /// How many files are checked at once.
    public var jobs: Int
    /// The language of messages.
    public var language: Language
    /// Where each file's configuration comes from.
    public var configurations: ConfigurationResolver

    /// Creates a request.
    ///
    /// ```swift
    /// let request = CheckRequest(files: files, jobs: 2, language: .en, configurations: ConfigurationResolver())
    /// ```
    public init(files: [String], auditOnly: Set<String>? = nil, standardInput: (path: String, bytes: [UInt8])? = nil, jobs: Int, language: Language, configurations: ConfigurationResolver) {
        self.files = files
        self.auditOnly = auditOnly
        self.standardInput = standardInput
        self.jobs = jobs
        self.language = language
        self.configurations = configurations
    }
}

/// Figures about one check, for `--stats`.
public struct CheckStatistics: Sendable, Equatable {
    /// Files read and checked, those of the App layer included.
    public var files = 0
    /// Their bytes.
    public var bytes = 0
    /// Their declarations.
    public var declarations = 0
    /// Files excluded by a configuration.
    public var excluded = 0
    /// Files of the ignored layer (tests, examples, manifests): no rule looks at them, so they
    /// are read only when a symbol link may name one of their declarations.
    public var ignored = 0
    /// Files only read for the declarations that symbol links resolve to.
    public var indexedOnly = 0
}

/// What a check found.
public struct CheckResult: Sendable {
    /// The diagnostics, in report order, read back file by file from where the check kept them.
    public let diagnostics: Diagnostics
    /// The same diagnostics file by file, in report order, for what orders files its own way
    /// (a baseline).
    public let files: [DiagnosticFile]
    /// Unreadable files, files that are not UTF-8, broken configurations (each named once): each
    /// makes the exit code 2, and the other files are still reported.
    public var problems: [String]
    /// Figures for `--stats`.
    public var statistics: CheckStatistics
    /// Documentation coverage of the audited files, by module.
    public var coverage: CoverageReport
    /// Damage the scanner met and read past (`path:line:col: unterminated string literal`):
    /// the findings of that file may be off, so the user is told; the exit code stays.
    public var damage: [String] = []
}

/// Checks files in parallel. Each worker spills each file's findings and its symbol links
/// waiting for the whole tree's index to a temporary file (``DiagnosticSpill``), and its part
/// of the symbol index to another, keeping only where they are, never a scanned file: memory
/// grows with the number of files and of the keys links may name, not with the source, the
/// declarations or the findings.
public enum CheckEngine {
    /// Runs the check.
    ///
    /// ```swift
    /// let result = CheckEngine.run(CheckRequest(files: ["Sources/A.swift"], jobs: 2, language: .en,
    ///                                           configurations: ConfigurationResolver()))
    /// ```
    public static func run(_ request: CheckRequest) -> CheckResult {
        var paths = request.files
        if let input = request.standardInput { paths.removeAll { FilePaths.absolute($0) == FilePaths.absolute(input.path) } }
        var audited = paths
        var others: [String] = []
        if let auditOnly = request.auditOnly {
            audited = paths.filter { auditOnly.contains(FilePaths.absolute($0)) }
            let auditedSet = Set(audited)
            others = paths.filter { !auditedSet.contains($0) }
        }
        if let input = request.standardInput { audited.insert(input.path, at: 0) }

        var total = parallelMap(audited, jobs: request.jobs) { path, partial in
            let bytes = path == request.standardInput?.path ? request.standardInput?.bytes : nil
            check(path, source: bytes, request: request, audit: true, into: &partial)
        }
        // The keys the links may name, found once: the table is built again, the same way, if
        // more files are read for it.
        let wanted = total.keysWantedByLinks()
        var table = wanted.map { total.index.table(keeping: $0) }
        // The files not audited (ignored ones, and the rest with --changed-since) are read
        // only when a link resolves to nothing audited: they may declare what it names. The
        // ignored ones were placed already: their modules are kept, so they need no more.
        let unread: [(path: String, module: String?)] = others.map { ($0, nil) } + total.unscanned.map { ($0.path, $0.module) }
        if let known = table, !unread.isEmpty, total.files.contains(where: { $0.links?.queries().contains { !known.resolves($0) } == true }) {
            let indexed = parallelMap(unread, jobs: request.jobs) { file, partial in
                if let module = file.module {
                    index(file.path, module: module, into: &partial)
                } else {
                    check(file.path, source: nil, request: request, audit: false, into: &partial)
                }
            }
            total.index.merge(indexed.index)
            total.statistics.indexedOnly = indexed.statistics.indexedOnly
            table = wanted.map { total.index.table(keeping: $0) }
        }
        total.index = SymbolIndex()
        let files = total.resolvedFiles(table: table, language: request.language)
        return CheckResult(diagnostics: Diagnostics(files: files), files: files, problems: Set(total.problems).sorted(), statistics: total.statistics, coverage: total.coverage, damage: total.damage.sorted())
    }

    /// What the workers gather.
    struct Partial {
        /// The findings of each audited file that has any.
        var files: [FileFindings] = []
        /// Where this worker's findings go as its files are checked.
        let spill = DiagnosticSpill()
        /// The ignored files, left unread, with their modules.
        var unscanned: [(path: String, module: String)] = []
        var index = SymbolIndex()
        var problems: [String] = []
        var damage: [String] = []
        var statistics = CheckStatistics()
        /// The placement of each folder, worked out once per worker.
        var placements = PlacementCache()
        /// Documentation coverage by module.
        var coverage = CoverageReport()
        /// The rules of each configuration and set of matching overrides, built once per worker.
        var activeRules: [RulesKey: ActiveRules] = [:]

        struct RulesKey: Hashable {
            var configuration: String
            var overrides: [Int]
        }

        /// The rules of the last file's key: the next file mostly shares it.
        var lastRules: (key: RulesKey, rules: ActiveRules)?

        /// The rules that run on a file, from the cache.
        mutating func rules(for place: Placement) -> ActiveRules {
            let key = RulesKey(configuration: place.configuration.file ?? "", overrides: place.overrides)
            if let last = lastRules, last.key == key { return last.rules }
            let rules = activeRules[key] ?? place.configuration.activeRules(overrides: place.overrides)
            activeRules[key] = rules
            lastRules = (key, rules)
            return rules
        }

        /// The keys the pending links may look up; nil when no link waits. Each file's links
        /// are read back in turn: only these keys are held at once.
        func keysWantedByLinks() -> Set<UInt64>? {
            guard files.contains(where: { $0.links != nil }) else { return nil }
            return SymbolIndex.keys(wantedBy: files.lazy.flatMap { $0.links?.queries() ?? [] })
        }

        /// The files with findings in report order, the broken symbol links added: a file
        /// with any has its findings read back, sorted with them and spilled again (its own
        /// come first among equals, as when all were sorted at once). Each file's are in report
        /// order on their own, so the report order costs no global sort. The pending links go
        /// with `files`, emptied here.
        mutating func resolvedFiles(table: SymbolTable?, language: Language) -> [DiagnosticFile] {
            files.sort { FilePaths.precedes($0.path, $1.path) }
            let resolved = files.map { file -> DiagnosticFile in
                guard let table, let severity = file.linkSeverity else { return DiagnosticFile(path: file.path, spilled: file.findings) }
                let broken = BrokenSymbolLinkRule.unresolved(file.pendingLinks, file: file.path, severity: severity, language: language, table: table)
                guard !broken.isEmpty else { return DiagnosticFile(path: file.path, spilled: file.findings) }
                return DiagnosticFile(path: file.path, spilled: spill.append(Self.inReportOrder(file.findings.read(file: file.path) + broken)))
            }
            files = []
            return resolved.filter { $0.counts.total > 0 }
        }

        /// One file's findings in report order, the first reported of several that a rule
        /// made at one place kept (`case a, b` under one doc comment is one finding).
        static func inReportOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            let order = diagnostics.indices.sorted { a, b in
                if diagnostics[a].line != diagnostics[b].line { return diagnostics[a].line < diagnostics[b].line }
                if diagnostics[a].column != diagnostics[b].column { return diagnostics[a].column < diagnostics[b].column }
                if diagnostics[a].rule != diagnostics[b].rule { return diagnostics[a].rule < diagnostics[b].rule }
                return a < b
            }
            var result: [Diagnostic] = []
            result.reserveCapacity(order.count)
            for index in order {
                let next = diagnostics[index]
                if let last = result.last, last.line == next.line, last.column == next.column, last.rule == next.rule { continue }
                result.append(next)
            }
            return result
        }

        mutating func merge(_ other: Partial) {
            files += other.files
            unscanned += other.unscanned
            index.merge(other.index)
            problems += other.problems
            damage += other.damage
            statistics.files += other.statistics.files
            statistics.bytes += other.statistics.bytes
            statistics.declarations += other.statistics.declarations
            statistics.excluded += other.statistics.excluded
            statistics.ignored += other.statistics.ignored
            statistics.indexedOnly += other.statistics.indexedOnly
            coverage.merge(other.coverage)
        }
    }

    /// Checks one file into a partial result; with `audit` false it only indexes it.
    static func check(_ path: String, source: [UInt8]?, request: CheckRequest, audit: Bool, into partial: inout Partial) {
        let place: Placement
        do {
            place = try partial.placements.placement(of: path, resolver: request.configurations)
        } catch {
            partial.problems.append(error.description)
            return
        }
        if place.excluded {
            partial.statistics.excluded += 1
            return
        }
        if audit, place.layer == .ignored {
            partial.statistics.ignored += 1
            partial.unscanned.append((path, place.module))
            return
        }
        guard audit else {
            index(path, module: place.module, into: &partial)
            return
        }
        guard let (bytes, scanned) = readAndScan(path, source: source, into: &partial) else { return }
        partial.index.add(scanned.declarations, module: place.module)
        partial.damage += scanned.problems.map { "\(path):\($0.position.line):\($0.position.column): \($0.message)" }
        partial.statistics.files += 1
        partial.statistics.bytes += bytes.count
        partial.statistics.declarations += scanned.declarations.count
        let active = partial.rules(for: place)
        let file = FileContext(path: path, layer: place.layer, module: place.module, scanned: scanned, source: bytes, language: request.language, severities: active.severities)
        for rule in active.rules(for: place.layer) { rule.check(file) }
        partial.coverage.add(DocCoverage.of(file, requirements: active.documentationRequirements), module: place.module)
        let suppressions = file.suppressions
        if !suppressions.isEmpty {
            file.filterDiagnostics { !suppressions.suppresses($0.rule, line: $0.line) }
            file.pendingLinks.removeAll { suppressions.suppresses(BrokenSymbolLinkRule.id, line: $0.position.line) }
        }
        let linkSeverity = file.pendingLinks.isEmpty ? nil : active.severities[BrokenSymbolLinkRule.id]
        if !file.diagnostics.isEmpty || linkSeverity != nil {
            let findings = partial.spill.append(Partial.inReportOrder(file.diagnostics))
            let links = linkSeverity == nil ? nil : partial.spill.appendLinks(file.pendingLinks)
            partial.files.append(FileFindings(path: path, findings: findings, links: links, linkSeverity: linkSeverity))
        }
    }

    /// Reads and scans a file only for the symbol index, its declarations standing in `module`.
    static func index(_ path: String, module: String, into partial: inout Partial) {
        guard let (_, scanned) = readAndScan(path, source: nil, into: &partial) else { return }
        partial.index.add(scanned.declarations, module: module)
        partial.statistics.indexedOnly += 1
    }

    /// The file's bytes (`source` when given) and what the scanner finds in them; nil, with the
    /// problem noted, when the file cannot be read or is not UTF-8.
    private static func readAndScan(_ path: String, source: [UInt8]?, into partial: inout Partial) -> (bytes: [UInt8], scanned: ScannedFile)? {
        let bytes: [UInt8]
        if let source {
            bytes = source
        } else {
            do {
                bytes = try SourceWalker.read(path)
            } catch {
                partial.problems.append(error.description)
                return nil
            }
        }
        let scanned = Scanner.scan(bytes)
        if let offset = scanned.invalidUTF8Offset {
            partial.problems.append("\(path): not valid UTF-8 (byte \(offset)); the file was not checked")
            return nil
        }
        return (bytes, scanned)
    }

    /// One audited file: where its findings were spilled, and its symbol links waiting for the
    /// whole tree's index.
    struct FileFindings {
        var path: String
        /// The findings in report order, in the spill of the worker that checked the file.
        var findings: SpilledFindings
        /// The symbol links waiting for the index, in the same spill; nil when none wait.
        var links: SpilledLinks?
        /// The severity of `broken-symbol-link` in this file; nil when it is off or no link waits.
        var linkSeverity: Severity?

        /// The waiting symbol links, read back.
        var pendingLinks: [PendingLink] { links?.read() ?? [] }
    }

    /// Runs `body` on every item with `jobs` workers pulling from a shared counter, each
    /// gathering into its own partial result; the partials are merged at the end.
    static func parallelMap<Item: Sendable>(_ items: [Item], jobs: Int, _ body: @escaping @Sendable (Item, inout Partial) -> Void) -> Partial {
        let workers = max(1, min(jobs, items.count))
        let state = WorkState(count: items.count, workers: workers)
        let group = DispatchGroup()
        for worker in 0..<workers {
            DispatchQueue.global().async(group: group) {
                var partial = Partial()
                while let index = state.nextIndex() { body(items[index], &partial) }
                state.store(partial, worker: worker)
            }
        }
        group.wait()
        return state.merged()
    }

    /// The counter and the per-worker results, behind a lock.
    private final class WorkState: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let count: Int
        private var partials: [Partial?]

        init(count: Int, workers: Int) {
            self.count = count
            partials = Array(repeating: nil, count: workers)
        }

        func nextIndex() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ partial: Partial, worker: Int) {
            lock.lock()
            partials[worker] = partial
            lock.unlock()
        }

        /// The partials merged into the first, each let go once merged: the whole tree's
        /// index and findings are never held twice.
        func merged() -> Partial {
            var result: Partial?
            for worker in partials.indices {
                guard let partial = partials[worker] else { continue }
                partials[worker] = nil
                if result == nil { result = partial } else { result?.merge(partial) }
            }
            return result ?? Partial()
        }
    }
}
