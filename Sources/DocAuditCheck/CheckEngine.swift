import DocAuditCore
import DocAuditRules
import Foundation

// Unchecked access: the check's hot path reads declarations and doc text in place rather than copying them per rule; ranges trap in debug builds, where the tests run.

/// What to check: the files, which of them to audit, and how.
public struct CheckRequest: Sendable {
    /// The files, as reached from the command-line arguments.
    public var files: PathList
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
    /// Whether documentation coverage is measured (`--coverage`, `--min-coverage`, the site):
    /// a check that reports none spends nothing on it.
    public var measuresCoverage: Bool
    /// Whether findings carry their symbols' signatures (``Diagnostic/symbolSignature``), which
    /// fingerprints read: only the reports with fingerprints ask, as spelling them for every
    /// finding is a noticeable share of a check with many (docs/Performance.md).
    public var carriesSignatures: Bool
    /// Which fixes the rules attach to their findings, for ``CheckResult/fixableFindings``:
    /// none but for `docaudit fix`.
    public var fixes: FixCollection
    /// The files (as in ``files``) whose bytes and scan the result keeps, for what shows them
    /// after the check (the site): each file is then read and scanned once.
    public var keepsScans: Set<String>
    /// Whether the result keeps the symbol index of the files scanned
    /// (``CheckResult/index``), for what resolves links after the check: a catalog's documents.
    public var keepsIndex = false

    /// Creates a request.
    ///
    /// ```swift
    /// let request = CheckRequest(files: files, jobs: 2, language: .en, configurations: ConfigurationResolver())
    /// ```
    public init(files: PathList, auditOnly: Set<String>? = nil, standardInput: (path: String, bytes: [UInt8])? = nil, jobs: Int, language: Language,
                configurations: ConfigurationResolver, measuresCoverage: Bool = false, carriesSignatures: Bool = false, fixes: FixCollection = .none,
                keepsScans: Set<String> = []) {
        self.files = files
        self.auditOnly = auditOnly
        self.standardInput = standardInput
        self.jobs = jobs
        self.language = language
        self.configurations = configurations
        self.measuresCoverage = measuresCoverage
        self.carriesSignatures = carriesSignatures
        self.fixes = fixes
        self.keepsScans = keepsScans
    }
}

/// Figures about one check, for `--stats`.
public struct CheckStatistics: Sendable, Equatable {
    /// Files read and checked, those of the App layer included.
    public var files = 0
    /// Those of them in an audited layer (interface, shared, implementation): the rest is app
    /// code, read only for the rules that look at the App layer.
    public var audited = 0
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
    public private(set) var diagnostics: Diagnostics
    /// The same diagnostics file by file, in report order, for what orders files its own way
    /// (a baseline).
    public private(set) var files: DiagnosticFiles
    /// Unreadable files, files that are not UTF-8, broken configurations (each named once): each
    /// makes the exit code 2, and the other files are still reported.
    public var problems: [String]
    /// Figures for `--stats`.
    public var statistics: CheckStatistics
    /// Documentation coverage of the audited files, by module; empty unless the request
    /// ``CheckRequest/measuresCoverage``.
    public var coverage: CoverageReport
    /// Damage the scanner met and read past (`path:line:col: unterminated string literal`):
    /// the findings of that file may be off, so the user is told; the exit code stays.
    public var damage: [String] = []
    /// The findings whose rules attached a fix, in report order file by file (suppressed ones
    /// aside); empty unless the request asks for ``CheckRequest/fixes``.
    public var fixableFindings: [FixableFinding] = []
    /// The files of ``CheckRequest/keepsScans`` the check read and scanned, in the order of
    /// the files; one it did not (unreadable, not UTF-8, excluded, of a layer no rule reads)
    /// is not among them.
    public var scannedFiles: [ScannedSource] = []
    /// The symbol index of every file the check scanned, each at its position among the
    /// request's ``CheckRequest/files``; empty unless the request ``CheckRequest/keepsScans``
    /// or ``CheckRequest/keepsIndex``, for what resolves links after the check (the site, a
    /// catalog's documents, through ``SymbolIndex/table(ofFiles:)``).
    public var index = SymbolIndex()

    /// Adds the findings of `files`, documents the check of Swift files does not read (a
    /// catalog's, ``CheckRequest/keepsIndex``), after the others.
    ///
    /// ```swift
    /// result.add(CatalogAudit.findings(for: modules, under: paths, symbols: table, configurations: resolver, language: .en).files)
    /// ```
    public mutating func add(_ files: [DiagnosticFile]) {
        guard !files.isEmpty else { return }
        self.files.append(files)
        diagnostics = Diagnostics(files: self.files)
    }
}

/// A file as the check read and scanned it.
public struct ScannedSource: Sendable {
    /// The file's position among the request's ``CheckRequest/files``, where
    /// ``CheckResult/index`` holds its declarations.
    public var position: Int
    public var path: String
    public var bytes: [UInt8]
    public var scanned: ScannedFile
}

/// A finding and the fix its rule attached.
public struct FixableFinding: Sendable, Hashable {
    public var diagnostic: Diagnostic
    public var fix: FindingFix
}

/// Checks files in parallel. The list of files (``PathList``), each worker's findings and
/// symbol links waiting for the whole tree's index (``DiagnosticSpill``), a fixed-size record of
/// each file with any, the ignored files left unread, and the symbol index's chunks all go to
/// temporary files as they are made; memory holds one file being checked per worker and the
/// keys that links may name, not the tree, its declarations or its findings.
public enum CheckEngine {
    /// Runs the check.
    ///
    /// ```swift
    /// let result = CheckEngine.run(CheckRequest(files: ["Sources/A.swift"], jobs: 2, language: .en,
    ///                                           configurations: ConfigurationResolver()))
    /// ```
    public static func run(_ request: CheckRequest) -> CheckResult {
        let (audited, others) = split(request)
        // Nothing reads the symbol index where no file looks up links and nothing shows the
        // files after the check: none is built then.
        let indexes = request.standardInput != nil || !request.keepsScans.isEmpty || request.keepsIndex || !request.configurations.noFileLooksUpLinks()
        // Which paths are documented only `inheritedDocs` asks: off, the index holds no more.
        let documentedPaths = indexes && request.configurations.someFileInheritsDocs()
        var total = parallelMap(audited.count, jobs: request.jobs) {
            var paths = audited.cursor()
            return { file, partial in
                let path = paths.path(at: file)
                let bytes = path == request.standardInput?.path ? request.standardInput?.bytes : nil
                check(path, at: file, source: bytes, request: request, indexing: indexes, documentedPaths: documentedPaths, into: &partial)
            }
        }
        // A Tuist project's modules are named by what the code imports, read while scanning:
        // the names given so far were provisional.
        let project = request.configurations.project
        if project.hasProvisionalNames { total.rename(project.learn(imports: total.imports.union(project.importsBeyond(request.files)))) }
        // The keys the links may name, found once: the table grows by the entries of the files
        // read for it, if more are.
        let wanted = total.keysWantedByLinks()
        var table = wanted.map { total.index.table(keeping: $0) }
        // The files not audited (ignored ones, and the rest with --changed-since) are read
        // only when a link resolves to nothing audited: they may declare what it names. The
        // ignored ones were placed already: their modules are kept, so they need no more.
        let unscanned = total.runs.map(\.unscanned.count).reduce(0, +)
        var readForLinks: SymbolIndex?
        if let wanted, let known = table, others.count + unscanned > 0, let names = LinkTargetNames(brokenIn: total.waitingLinks, table: known) {
            let runs = total.runs
            let indexed = parallelMap(others.count + unscanned, jobs: request.jobs) {
                var otherPaths = others.cursor()
                var auditedPaths = audited.cursor()
                return { item, partial in
                    // The others stand after the audited files.
                    if item < others.count {
                        index(otherPaths.path(at: item), at: audited.count + item, request: request, declaring: names, documentedPaths: documentedPaths, into: &partial)
                    } else {
                        let (position, module) = Run.unscannedFile(item - others.count, in: runs)
                        index(auditedPaths.path(at: position), at: position, module: module, from: request.configurations.project.source,
                              declaring: names, documentedPaths: documentedPaths, into: &partial)
                    }
                }
            }
            var extended = known
            indexed.index.extend(&extended, keeping: wanted)
            table = extended
            total.statistics.indexedOnly = indexed.statistics.indexedOnly
            readForLinks = indexed.index
        }
        if var known = table {
            InheritedLinks.resolve(total.waitingLinks, in: &known, indexes: [total.index] + (readForLinks.map { [$0] } ?? []))
            table = known
        }
        // Let go before the findings are read back, unless kept for what shows the files.
        let keptIndex = request.keepsScans.isEmpty && !request.keepsIndex ? SymbolIndex() : total.index
        total.index = SymbolIndex()
        let files = total.resolvedFiles(table: table, paths: audited, language: request.language)
        return CheckResult(diagnostics: Diagnostics(files: files), files: files, problems: Set(total.problems).sorted(), statistics: total.statistics, coverage: total.coverage,
                           damage: total.damage.sorted(), fixableFindings: total.fixableFindings.sorted { Diagnostic.reportOrder($0.diagnostic, $1.diagnostic) },
                           scannedFiles: total.scannedFiles.sorted { $0.position < $1.position }, index: keptIndex)
    }

    /// The files to audit, the standard input's among them, and the others, only read for the
    /// declarations that symbol links may name. Each list holds a file once, in byte order.
    private static func split(_ request: CheckRequest) -> (audited: PathList, others: PathList) {
        guard request.auditOnly != nil || request.standardInput != nil else { return (request.files, []) }
        let input = request.standardInput.map { FilePaths.absolute($0.path) }
        var audited = PathList.Builder()
        var others = PathList.Builder()
        for path in request.files {
            let absolute = FilePaths.absolute(path)
            if absolute == input { continue }
            if request.auditOnly?.contains(absolute) == false { others.append(path) } else { audited.append(path) }
        }
        if let input = request.standardInput { audited.append(input.path) }
        return (audited.list(), others.list())
    }

    /// What the workers gather.
    struct Partial {
        /// What the workers merged here kept of their files; a worker keeps its own in the first.
        var runs = [Run()]
        var index = SymbolIndex()
        var problems: [String] = []
        var damage: [String] = []
        var statistics = CheckStatistics()
        /// What the worker reuses from one file to the next.
        var auditor = FileAuditor()
        /// Documentation coverage by module.
        var coverage = CoverageReport()
        /// The modules the scanned files import, when the project's names hang on them.
        var imports = Set<String>()
        /// The findings with fixes, when the request asks for them.
        var fixableFindings: [FixableFinding] = []
        /// The files kept for ``CheckResult/scannedFiles``.
        var scannedFiles: [ScannedSource] = []

        /// The keys the pending links may look up; nil when no link waits. The largest run's
        /// set takes in the others' keys, rather than every key going into a new set.
        func keysWantedByLinks() -> KeyTable? {
            guard runs.contains(where: { $0.filesWithLinks > 0 }) else { return nil }
            let largest = runs.indices.max { runs[$0].wantedKeys.count < runs[$1].wantedKeys.count }!
            var wanted = runs[largest].wantedKeys
            for run in runs.indices where run != largest { wanted.formUnion(runs[run].wantedKeys) }
            return wanted
        }

        /// Each file's symbol links waiting for the whole tree's index, file by file.
        var waitingLinks: some Sequence<SpilledLinks> {
            runs.lazy.flatMap { run in run.files.lazy.filter(\.hasLinks).map { $0.links(in: run.spill.file) } }
        }

        /// The files with findings in report order, the tree rules' findings added: a file
        /// with any has its findings read back, ordered with them and spilled again (its own
        /// come first among equals, as when all were sorted at once). Each worker's records
        /// come in the order of the audited list, so merging them gives the report order, and
        /// each file's findings are in report order on their own: no global sort, and the
        /// records go from the workers' spills to the result's one by one.
        mutating func resolvedFiles(table: SymbolTable?, paths: PathList, language: Language) -> DiagnosticFiles {
            var resolved = RecordSpill<FileRecord>()
            var counts = DiagnosticCounts()
            var files = SortedMerge(runs.map { $0.files.makeIterator() }) { $0.position < $1.position }
            while let (next, run) = files.next() {
                var record = next
                record.spill = run
                if let table, record.hasLinks {
                    let spill = runs[run].spill.file
                    var found = FileFindings()
                    TreePhase.finish(record.links(in: spill).bytes.withBytes { Array($0) }, rules: runs[run].setups[record.setup].treeRules, language: language, table: table, into: &found)
                    if !found.isEmpty {
                        var findings = record.findings(in: spill).bytes.withBytes(FileFindings.init(decoding:))
                        findings.append(contentsOf: found)
                        record = FileRecord(position: record.position, spill: 0, findings: runs[0].spill.append(&findings))
                    }
                }
                guard record.counts.total > 0 else { continue }
                counts.add(record.counts)
                resolved.append(record)
            }
            return DiagnosticFiles(records: resolved, spills: runs.map(\.spill.file), paths: paths, counts: counts)
        }

        mutating func merge(_ other: Partial) {
            runs += other.runs
            index.merge(other.index)
            problems += other.problems
            damage += other.damage
            fixableFindings += other.fixableFindings
            scannedFiles += other.scannedFiles
            statistics.files += other.statistics.files
            statistics.audited += other.statistics.audited
            statistics.bytes += other.statistics.bytes
            statistics.declarations += other.statistics.declarations
            statistics.excluded += other.statistics.excluded
            statistics.ignored += other.statistics.ignored
            statistics.indexedOnly += other.statistics.indexedOnly
            coverage.merge(other.coverage)
            imports.formUnion(other.imports)
        }

        /// Gives the modules named provisionally their final names.
        mutating func rename(_ renames: [String: String]) {
            guard !renames.isEmpty else { return }
            index.renameModules(renames)
            coverage.renameModules(renames)
            for run in runs.indices { runs[run].modules.rename(renames) }
        }
    }

    /// Audits one file, at `position` in the audited list, into a partial result, and adds its
    /// declarations to the symbol index when `indexing`, the documented ones also under their
    /// ``DocumentedPath`` keys when `documentedPaths`.
    static func check(_ path: String, at position: Int, source: [UInt8]?, request: CheckRequest, indexing: Bool, documentedPaths: Bool, into partial: inout Partial) {
        guard let place = placeUnlessExcluded(path, request: request, into: &partial) else { return }
        if place.layer == .ignored {
            partial.statistics.ignored += 1
            partial.runs[0].addUnscanned(position, module: place.module)
            return
        }
        guard let bytes = source ?? read(path, from: request.configurations.project.source, into: &partial) else { return }
        // Generated code is ignored as `project` tells it: by its header, whatever its folder.
        if GeneratedSource.isMarked(bytes) {
            partial.statistics.ignored += 1
            partial.runs[0].addUnscanned(position, module: place.module)
            return
        }
        guard let scanned = scan(path, bytes, into: &partial) else { return }
        if !request.keepsScans.isEmpty, request.keepsScans.contains(path) { partial.scannedFiles.append(ScannedSource(position: position, path: path, bytes: bytes, scanned: scanned)) }
        if !scanned.imports.isEmpty {
            bytes.withUnsafeBufferPointer { bytes in
                for name in scanned.imports { partial.imports.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self)) }
            }
        }
        if indexing { partial.index.add(scanned.declarations, source: bytes, module: place.module, file: position, documentedPaths: documentedPaths) }
        if !scanned.problems.isEmpty {
            partial.damage += scanned.problems.map { "\(path):\($0.position.line):\($0.position.column): \($0.message)" }
        }
        partial.statistics.files += 1
        let audited = place.layer != .app
        if audited { partial.statistics.audited += 1 }
        partial.statistics.bytes += bytes.count
        partial.statistics.declarations += scanned.declarations.count
        let audit = partial.auditor.audit(path, bytes: bytes, scanned: scanned, place: place,
                                          options: FileAuditor.Options(language: request.language, fixes: request.fixes, measuresCoverage: request.measuresCoverage,
                                                                               carriesSignatures: request.carriesSignatures))
        if let coverage = audit.coverage { partial.coverage.add(coverage, module: place.module, audited: audited) }
        if request.fixes != .none {
            partial.fixableFindings += partial.auditor.findings.fixedFindings(file: path).map { FixableFinding(diagnostic: $0.diagnostic, fix: $0.fix) }
        }
        if !partial.auditor.findings.isEmpty || !partial.auditor.links.isEmpty {
            partial.runs[0].add(position, findings: &partial.auditor.findings, links: partial.auditor.links, setup: audit.setup)
        }
    }

    /// Reads and scans a file that is not audited only for the symbol index, at `position`
    /// there, unless its configuration excludes it.
    static func index(_ path: String, at position: Int, request: CheckRequest, declaring names: LinkTargetNames, documentedPaths: Bool, into partial: inout Partial) {
        guard let place = placeUnlessExcluded(path, request: request, into: &partial) else { return }
        index(path, at: position, module: place.module, from: request.configurations.project.source, declaring: names, documentedPaths: documentedPaths, into: &partial)
    }

    /// Where `path` stands; nil, with the problem or the exclusion counted, when its
    /// configuration is broken or excludes it.
    private static func placeUnlessExcluded(_ path: String, request: CheckRequest, into partial: inout Partial) -> Placement? {
        do {
            let place = try partial.auditor.place(path, resolver: request.configurations)
            guard !place.excluded else {
                partial.statistics.excluded += 1
                return nil
            }
            return place
        } catch {
            partial.problems.append(error.description)
            return nil
        }
    }

    /// Reads a file from `files` only for the symbol index, at `position` there, its
    /// declarations standing in `module`, and scans it unless it cannot declare what `names`
    /// asks for. Its module is known to the index either way: a link may name the module
    /// itself. With `documentedPaths`, as in ``check(_:at:source:request:indexing:documentedPaths:into:)``.
    static func index(_ path: String, at position: Int, module: String, from files: any FileSource, declaring names: LinkTargetNames, documentedPaths: Bool, into partial: inout Partial) {
        guard let bytes = read(path, from: files, into: &partial) else { return }
        if !bytes.withUnsafeBufferPointer(names.mayBeDeclared) {
            if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
                notUTF8(path, offset, into: &partial)
                return
            }
            partial.index.add([], source: [], module: module, file: position)
        } else {
            guard let scanned = scan(path, bytes, into: &partial) else { return }
            partial.index.add(scanned.declarations, source: bytes, module: module, file: position, documentedPaths: documentedPaths)
        }
        partial.statistics.indexedOnly += 1
    }

    /// The file's bytes in `files`; nil, with the problem noted, when it cannot be read.
    private static func read(_ path: String, from files: any FileSource, into partial: inout Partial) -> [UInt8]? {
        do {
            return try files.read(path)
        } catch {
            partial.problems.append(error.description)
            return nil
        }
    }

    /// What the scanner finds in the file's bytes; nil, with the problem noted, when they are
    /// not UTF-8.
    private static func scan(_ path: String, _ bytes: [UInt8], into partial: inout Partial) -> ScannedFile? {
        let scanned = Scanner.scan(bytes)
        if let offset = scanned.invalidUTF8Offset {
            notUTF8(path, offset, into: &partial)
            return nil
        }
        return scanned
    }

    private static func notUTF8(_ path: String, _ offset: Int, into partial: inout Partial) {
        partial.problems.append("\(path): not valid UTF-8 (byte \(offset)); the file was not checked")
    }

    /// What one worker kept of the files it checked, out of memory: their findings and waiting
    /// links, a record of each file with any, and the ignored files it left unread.
    struct Run {
        /// Where the findings and links go.
        let spill = DiagnosticSpill()
        /// A record of each file with findings or waiting links, in the order of the audited
        /// list; each names this run's spill as spill 0.
        var files = RecordSpill<FileRecord>()
        /// How many of them have waiting links.
        var filesWithLinks = 0
        /// What ran on the files with waiting links, whose tree rules finish them: each record
        /// names its file's by position here.
        var setups: [FileSetup] = []
        /// The keys the waiting links may look up, gathered as they are found: reading them
        /// back from the spill would cost more than the set, which holds each key once.
        var wantedKeys = KeyTable()
        /// The ignored files, left unread.
        var unscanned = RecordSpill<UnscannedRecord>()
        /// The modules of the ignored files, by number.
        var modules = ModuleNumbers()

        /// Keeps the findings of the file at `position`, put in report order, and its links
        /// waiting for the index, with the tree rules that finish them.
        mutating func add(_ position: Int, findings: inout FileFindings, links: WaitingLinks, setup: FileSetup) {
            var record = FileRecord(position: position, spill: 0, findings: spill.append(&findings))
            if !links.isEmpty {
                let spilled = spill.appendLinks(links).bytes
                // Files of one configuration and layer share their setup: kept once for them.
                if setups.last !== setup { setups.append(setup) }
                (record.linksOffset, record.linksLength, record.setup) = (spilled.offset, spilled.length, setups.count - 1)
                // Room for some hundreds of links' keys once links come: a check of a file without
                // any, as an editor's mostly is, makes none.
                if filesWithLinks == 0 { wantedKeys = KeyTable(room: 1024) }
                filesWithLinks += 1
                for key in links.keys { wantedKeys.insert(key) }
            }
            files.append(record)
        }

        /// Keeps the ignored file at `position`, of `module`, for the index if a link needs it.
        mutating func addUnscanned(_ position: Int, module: String) {
            unscanned.append(UnscannedRecord(position: position, module: Int(modules.number(of: module))))
        }

        /// The `index`-th ignored file of `runs`, counted across them: its place in the
        /// audited list and its module.
        static func unscannedFile(_ index: Int, in runs: [Run]) -> (position: Int, module: String) {
            var index = index
            for run in runs {
                guard index >= run.unscanned.count else {
                    let record = run.unscanned[index]
                    return (record.position, run.modules[Int32(record.module)])
                }
                index -= run.unscanned.count
            }
            preconditionFailure("no ignored file \(index) in the runs")
        }
    }

    /// Runs a body on every item `0..<count` with `jobs` workers pulling from a shared counter,
    /// each with its own body from `makeBody` (which may keep what one worker reuses) and
    /// gathering into its own partial result; the partials are merged at the end. One worker
    /// works on the calling thread: handing the work to another would cost a thread's wake-up
    /// and caches of another core, which an editor's check of one file feels.
    static func parallelMap(_ count: Int, jobs: Int, _ makeBody: @escaping @Sendable () -> (Int, inout Partial) -> Void) -> Partial {
        let workers = max(1, min(jobs, count))
        guard workers > 1 else {
            var partial = Partial()
            let body = makeBody()
            for index in 0..<count { body(index, &partial) }
            return partial
        }
        let state = WorkState(count: count, workers: workers)
        let group = DispatchGroup()
        for worker in 0..<workers {
            DispatchQueue.global().async(group: group) {
                var partial = Partial()
                let body = makeBody()
                while let index = state.nextIndex() { body(index, &partial) }
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
