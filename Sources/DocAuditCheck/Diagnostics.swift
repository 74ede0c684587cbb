import DocAuditRules
/// How many findings, and how many of them are errors and warnings: counted once, as the
/// findings are gathered, so that no one reads them all again to ask.
struct DiagnosticCounts: Sendable, Equatable {
    /// Every finding.
    var total = 0
    /// The `error` ones.
    var errors = 0
    /// The `warning` ones.
    var warnings = 0

    /// Counts one finding of `severity`.
    mutating func add(_ severity: Severity) {
        total += 1
        if severity == .error { errors += 1 }
        if severity == .warning { warnings += 1 }
    }

    /// Adds the counts of `other`.
    mutating func add(_ other: DiagnosticCounts) {
        total += other.total
        errors += other.errors
        warnings += other.warnings
    }
}

/// The findings of one file, in report order. A check's are read back from where it spilled
/// them each time ``diagnostics`` is asked for; built from an array, they are that array.
public struct DiagnosticFile: Sendable {
    /// The file, as reached from the command-line argument.
    public let path: String
    private let storage: Storage

    private enum Storage: Sendable {
        case array([Diagnostic], DiagnosticCounts)
        case spilled(SpilledFindings)
    }

    /// How many findings of each severity the file has.
    var counts: DiagnosticCounts {
        switch storage {
        case .array(_, let counts): return counts
        case .spilled(let spilled): return spilled.counts
        }
    }

    /// The findings `diagnostics` of the file at `path`.
    ///
    /// ```swift
    /// let file = DiagnosticFile(path: "A.swift", diagnostics: [finding])
    /// ```
    public init(path: String, diagnostics: [Diagnostic]) {
        self.path = path
        storage = .array(diagnostics, diagnostics.reduce(into: DiagnosticCounts()) { $0.add($1.severity) })
    }

    /// The findings of the file at `path` that a check spilled.
    init(path: String, spilled: SpilledFindings) {
        self.path = path
        storage = .spilled(spilled)
    }

    /// The findings, in report order: read back when spilled, so each call reads them again.
    public var diagnostics: [Diagnostic] {
        switch storage {
        case .array(let diagnostics, _): return diagnostics
        case .spilled(let spilled): return spilled.read(file: path)
        }
    }
}

/// A check's findings in report order, as every report goes through them: a sequence that can
/// be gone through again and again, file by file, holding only one file's findings at a time.
/// How many there are of each severity is known without going through them.
///
/// ```swift
/// for diagnostic in result.diagnostics where diagnostic.severity == .error { print(diagnostic.message) }
/// ```
public struct Diagnostics: Sequence, Sendable {
    let counts: DiagnosticCounts
    /// Starts a new pass over the findings.
    private let iterate: @Sendable () -> AnyIterator<Diagnostic>

    /// The findings in `diagnostics`, in their order.
    ///
    /// ```swift
    /// let report = Report(diagnostics: Diagnostics([finding]), files: 1, staleBaselineEntries: [], language: .en)
    /// ```
    public init(_ diagnostics: [Diagnostic]) {
        counts = diagnostics.reduce(into: DiagnosticCounts()) { $0.add($1.severity) }
        iterate = { AnyIterator(diagnostics.makeIterator()) }
    }

    /// The findings of `files`, file after file.
    ///
    /// ```swift
    /// let diagnostics = Diagnostics(files: [DiagnosticFile(path: "A.swift", diagnostics: [finding])])
    /// ```
    public init(files: [DiagnosticFile]) {
        self.init(counts: files.reduce(into: DiagnosticCounts()) { $0.add($1.counts) }) {
            var next = 0
            return Self.flattened {
                defer { next += 1 }
                return next < files.count ? files[next] : nil
            }
        }
    }

    /// The findings of a check's `files`, file after file.
    init(files: DiagnosticFiles) {
        self.init(counts: files.counts) {
            var iterator = files.makeIterator()
            return Self.flattened { iterator.next() }
        }
    }

    /// The findings of the files `nextFile` hands out, one file's at a time. Written out, not
    /// a lazy `flatMap`: the runtime would build that type's metadata on each process's first
    /// report, looking up conformances through the whole binary, a cost an editor's check of
    /// one file feels.
    private static func flattened(_ nextFile: @escaping () -> DiagnosticFile?) -> AnyIterator<Diagnostic> {
        var current: [Diagnostic] = []
        var index = 0
        return AnyIterator {
            while index == current.count {
                guard let file = nextFile() else { return nil }
                current = file.diagnostics
                index = 0
            }
            defer { index += 1 }
            return current[index]
        }
    }

    /// Findings that `iterate` goes through, as `counts` counts them.
    init(counts: DiagnosticCounts, iterate: @escaping @Sendable () -> AnyIterator<Diagnostic>) {
        self.counts = counts
        self.iterate = iterate
    }

    /// The findings `keeps` accepts, in their order: gone through once now to count them, and
    /// again, filtered, on each pass after.
    ///
    /// ```swift
    /// let errors = result.diagnostics.filtered { $0.severity == .error }
    /// ```
    public func filtered(_ keeps: @escaping @Sendable (Diagnostic) -> Bool) -> Diagnostics {
        var kept = DiagnosticCounts()
        for diagnostic in self where keeps(diagnostic) { kept.add(diagnostic.severity) }
        return Diagnostics(counts: kept) {
            let all = makeIterator()
            return AnyIterator {
                while let diagnostic = all.next() {
                    if keeps(diagnostic) { return diagnostic }
                }
                return nil
            }
        }
    }

    /// A new pass over the findings, from the first.
    ///
    /// ```swift
    /// var iterator = result.diagnostics.makeIterator()
    /// let first = iterator.next()
    /// ```
    public func makeIterator() -> AnyIterator<Diagnostic> {
        iterate()
    }

    /// How many findings there are.
    public var count: Int { counts.total }
    /// How many of them are errors.
    public var errors: Int { counts.errors }
    /// How many of them are warnings.
    public var warnings: Int { counts.warnings }
    /// Whether there are none.
    public var isEmpty: Bool { counts.total == 0 }
    /// The number of findings, so that an array made of them is sized once.
    public var underestimatedCount: Int { counts.total }
}
