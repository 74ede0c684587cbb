import DocAuditCore
import DocAuditRules

// Unchecked buffers: findings and records are written and read as bytes in place, one file after another; a range past its end traps in debug builds, where the tests run.

/// What a check keeps of one audited file with findings or symbol links waiting for the whole
/// tree's index: where they went, in a fixed-size record.
struct FileRecord: SpilledRecord {
    static let size = 60
    /// The file's place in the audited list: its path, and its place in reports.
    var position: Int
    /// Which of the check's spills holds the findings and links.
    var spill: Int
    var findingsOffset: Int
    var findingsLength: Int
    var counts: DiagnosticCounts
    var linksOffset = 0
    /// 0 when no link waits.
    var linksLength = 0
    /// What ran on the file, whose tree rules finish its waiting links: a position in its
    /// run's list (``CheckEngine/Run/setups``).
    var setup = 0

    /// The record of the file at `position` whose findings went to `findings`, in spill `spill`.
    init(position: Int, spill: Int, findings: SpilledFindings) {
        self.position = position
        self.spill = spill
        findingsOffset = findings.bytes.offset
        findingsLength = findings.bytes.length
        counts = findings.counts
    }

    /// Whether links wait for the index.
    var hasLinks: Bool { linksLength > 0 }

    /// The findings, in `file`, the spill the record names.
    func findings(in file: SpillFile) -> SpilledFindings {
        SpilledFindings(bytes: SpilledBytes(spill: file, offset: findingsOffset, length: findingsLength), counts: counts)
    }

    /// The waiting links, in `file`, the spill the record names.
    func links(in file: SpillFile) -> SpilledLinks {
        SpilledLinks(bytes: SpilledBytes(spill: file, offset: linksOffset, length: linksLength))
    }

    func encode(into record: UnsafeMutableRawBufferPointer) {
        RecordField.store(position, as: UInt64.self, at: 0, in: record)
        RecordField.store(spill, as: UInt32.self, at: 8, in: record)
        RecordField.store(findingsOffset, as: UInt64.self, at: 12, in: record)
        RecordField.store(findingsLength, as: UInt64.self, at: 20, in: record)
        RecordField.store(counts.total, as: UInt32.self, at: 28, in: record)
        RecordField.store(counts.errors, as: UInt32.self, at: 32, in: record)
        RecordField.store(counts.warnings, as: UInt32.self, at: 36, in: record)
        RecordField.store(linksOffset, as: UInt64.self, at: 40, in: record)
        RecordField.store(linksLength, as: UInt64.self, at: 48, in: record)
        RecordField.store(setup, as: UInt32.self, at: 56, in: record)
    }

    init(decoding record: UnsafeRawBufferPointer) {
        position = RecordField.load(UInt64.self, at: 0, in: record)
        spill = RecordField.load(UInt32.self, at: 8, in: record)
        findingsOffset = RecordField.load(UInt64.self, at: 12, in: record)
        findingsLength = RecordField.load(UInt64.self, at: 20, in: record)
        counts = DiagnosticCounts(total: RecordField.load(UInt32.self, at: 28, in: record), errors: RecordField.load(UInt32.self, at: 32, in: record),
                                  warnings: RecordField.load(UInt32.self, at: 36, in: record))
        linksOffset = RecordField.load(UInt64.self, at: 40, in: record)
        linksLength = RecordField.load(UInt64.self, at: 48, in: record)
        setup = RecordField.load(UInt32.self, at: 56, in: record)
    }
}

/// An ignored file, left unread unless a symbol link needs its declarations: its place in the
/// audited list and its module, as a number in the worker's table of modules.
struct UnscannedRecord: SpilledRecord {
    static let size = 12
    var position: Int
    var module: Int

    init(position: Int, module: Int) {
        self.position = position
        self.module = module
    }

    func encode(into record: UnsafeMutableRawBufferPointer) {
        RecordField.store(position, as: UInt64.self, at: 0, in: record)
        RecordField.store(module, as: UInt32.self, at: 8, in: record)
    }

    init(decoding record: UnsafeRawBufferPointer) {
        position = RecordField.load(UInt64.self, at: 0, in: record)
        module = RecordField.load(UInt32.self, at: 8, in: record)
    }
}

/// A check's files with findings, in report order, each read back from where the check kept
/// it, its path from the check's list of files, as it is reached: going through them holds
/// one file at a time, however many there are.
///
/// ```swift
/// for file in result.files { print(file.path, file.diagnostics.count) }
/// ```
public struct DiagnosticFiles: Sequence, Sendable {
    private let records: RecordSpill<FileRecord>
    private let spills: [SpillFile]
    private let paths: PathList
    /// Files with findings found outside the check of Swift files (catalog documents), after the rest.
    private var added: [DiagnosticFile] = []
    /// How many findings of each severity the files have.
    private(set) var counts: DiagnosticCounts

    init(records: RecordSpill<FileRecord>, spills: [SpillFile], paths: PathList, counts: DiagnosticCounts) {
        self.records = records
        self.spills = spills
        self.paths = paths
        self.counts = counts
    }

    /// How many files there are.
    ///
    /// ```swift
    /// print("\(result.files.count) files with findings")
    /// ```
    public var count: Int { records.count + added.count }

    /// Adds `files`, found outside the check of Swift files, after the others.
    mutating func append(_ files: [DiagnosticFile]) {
        added += files
        for file in files { counts.add(file.counts) }
    }

    /// Goes through the files in report order.
    ///
    /// ```swift
    /// var iterator = result.files.makeIterator()
    /// let first = iterator.next()
    /// ```
    public func makeIterator() -> Iterator {
        Iterator(records: records.makeIterator(), spills: spills, paths: paths.cursor(), added: added)
    }

    /// Goes through a check's files with findings.
    public struct Iterator: IteratorProtocol {
        fileprivate var records: RecordSpill<FileRecord>.Iterator
        fileprivate let spills: [SpillFile]
        /// The files' positions rise: each path is decoded from the one before it.
        fileprivate var paths: PathList.Cursor
        fileprivate var added: [DiagnosticFile]
        fileprivate var nextAdded = 0

        /// The next file; nil after the last.
        ///
        /// ```swift
        /// while let file = iterator.next() { print(file.path) }
        /// ```
        public mutating func next() -> DiagnosticFile? {
            guard let record = records.next() else {
                defer { nextAdded += 1 }
                return nextAdded < added.count ? added[nextAdded] : nil
            }
            return DiagnosticFile(path: paths.path(at: record.position), spilled: record.findings(in: spills[record.spill]))
        }
    }
}
