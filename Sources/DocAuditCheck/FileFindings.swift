import DocAuditCore
import DocAuditRules

// Unchecked buffers: findings and records are written and read as bytes in place, one file after another; a range past its end traps in debug builds, where the tests run.

/// One file's findings as the rules report them: each encoded once, as a check's temporary
/// files keep findings (``SpillCoding``), beside a small entry giving its place. Ordering,
/// suppressing and spilling them moves entries and copies bytes; no ``Diagnostic`` is made.
struct FileFindings {
    /// Where a finding stands, and where its encoding lies in ``bytes``.
    struct Entry {
        var place: FindingPlace
        var severity: Severity
        var bytes: Range<Int>
        /// The finding's fix: its position in ``fixes``, or -1 for none.
        var fix = -1
    }

    /// The findings' encodings, one after another in the order reported.
    private(set) var bytes = ByteBuffer()
    /// The findings in the order reported.
    private(set) var entries: [Entry] = []
    /// The fixes the rules attached, for `docaudit fix`; a spill keeps none.
    private(set) var fixes: [FindingFix] = []

    /// What ``Diagnostic/symbol`` of a finding holds.
    enum Symbol {
        /// The dotted path of a declaration: its scope's, then its name.
        case path(scope: ScopePath?, name: String)
        /// None: the finding stands at file scope.
        case fileScope
        /// A path already spelled.
        case text(String)
    }

    /// No findings yet.
    init() {}

    /// The findings encoded in `encoded`, as a spill keeps one file's: their texts are not read.
    init(decoding encoded: UnsafeBufferPointer<UInt8>) {
        bytes = ByteBuffer(encoded)
        entries = SpillCoding.findingEntries(encoded)
    }

    var isEmpty: Bool { entries.isEmpty }

    /// How many findings there are.
    var count: Int { entries.count }

    /// Adds a finding of the rule at `rule` in ``RuleRegistry/ids``, its message written in
    /// `language`, about `symbol` whose ``SymbolSignature`` is `signature`.
    mutating func append(line: Int, column: Int, characterColumn: Int, endLine: Int, endColumn: Int, rule: Int, severity: Severity, message: FindingMessage,
                         in language: Language, symbol: Symbol, signature: String, fix: FindingFix? = nil) {
        // Most files with findings have several: room for some at once.
        if entries.isEmpty { entries.reserveCapacity(16) }
        let start = bytes.count
        let pathLength = if case .path(let scope, let name) = symbol { SpillCoding.pathLength(of: name, in: scope) } else { 0 }
        let key = message.key
        var arguments = (count: 0, room: ByteWriter.varintRoom)
        message.forEachArgument {
            arguments.count += 1
            arguments.room += ByteWriter.varintRoom + $0.utf8.count
        }
        // Written whole, then appended at once.
        message.text(in: language).withUTF8 { text in
            let room = SpillCoding.headRoom + ByteWriter.varintRoom + text.count + ByteWriter.varintRoom + Self.length(of: symbol, pathLength: pathLength)
                + ByteWriter.varintRoom + signature.utf8.count + ByteWriter.varintRoom + key.utf8.count + arguments.room
            bytes.write(atMost: room) { writer in
                SpillCoding.writeHead(line: line, column: column, characterColumn: characterColumn, endLine: endLine, endColumn: endColumn, rule: rule, severity: severity,
                                      to: &writer)
                writer.text(text)
                switch symbol {
                case .path(let scope, let name): SpillCoding.writePath(of: name, in: scope, length: pathLength, to: &writer)
                case .fileScope: writer.varint(0)
                case .text(let text): writer.text(text)
                }
                writer.text(signature)
                SpillCoding.writeMessage(message, key: key, argumentCount: arguments.count, to: &writer)
            }
        }
        var entry = Entry(place: FindingPlace(line: line, column: column, rule: rule), severity: severity, bytes: start..<bytes.count)
        if let fix {
            entry.fix = fixes.count
            fixes.append(fix)
        }
        entries.append(entry)
    }

    /// Adds the findings a file's rules reported, each about one of `declarations` or none,
    /// their messages written in `language`; with the file's bytes as `source`, each carries
    /// its symbol's signature.
    mutating func append(_ reported: [ReportedFinding], about declarations: [Declaration], source: [UInt8]?, in language: Language) {
        for finding in reported {
            let symbol: Symbol = finding.subject.map { .path(scope: declarations[$0].scope, name: declarations[$0].name) } ?? .fileScope
            let signature = source.flatMap { source in finding.subject.map { Self.signature(of: declarations[$0], source: source) } } ?? ""
            append(line: finding.line, column: finding.column, characterColumn: finding.characterColumn, endLine: finding.endLine, endColumn: finding.endColumn,
                   rule: finding.rule, severity: finding.severity, message: finding.message, in: language, symbol: symbol, signature: signature, fix: finding.fix)
        }
    }

    /// The ``SymbolSignature`` of `declaration`; empty for an extension, which is no symbol.
    static func signature(of declaration: Declaration, source: [UInt8]) -> String {
        guard let kind = SymbolKind(declaration) else { return "" }
        return source.withUnsafeBufferPointer { SymbolSignature.suffix(of: declaration, kind: kind, source: $0) }
    }

    /// Adds the findings of `other` after these.
    mutating func append(contentsOf other: FileFindings) {
        let shift = bytes.count
        other.bytes.withUnsafeBufferPointer { bytes.append($0) }
        let fixShift = fixes.count
        fixes += other.fixes
        entries += other.entries.map {
            Entry(place: $0.place, severity: $0.severity, bytes: ($0.bytes.lowerBound + shift)..<($0.bytes.upperBound + shift), fix: $0.fix < 0 ? -1 : $0.fix + fixShift)
        }
    }

    /// Drops every finding, keeping the room they took for the next file's.
    mutating func removeAll() {
        bytes.removeAll()
        entries.removeAll(keepingCapacity: true)
        if !fixes.isEmpty { fixes.removeAll() }
    }

    /// Drops the findings `suppressed` names.
    mutating func removeAll(where suppressed: (_ rule: String, _ line: Int) -> Bool) {
        entries.removeAll { suppressed(RuleRegistry.ids[$0.place.rule], $0.place.line) }
    }

    /// Puts the findings in report order, in place, keeping the first reported of several that
    /// a rule made at one place: `case a, b` under one doc comment is one finding.
    mutating func sortIntoReportOrder() {
        // One rule's findings come in source order: a file whose findings are all one rule's
        // needs no sort.
        guard !isInReportOrder else { return }
        let ranks = RuleRegistry.textRanks
        // Where a finding's bytes start tells the order it was reported in: among equals, the
        // first reported comes first, and is the one kept.
        entries.sort { a, b in
            (a.place.line, a.place.column, ranks[a.place.rule], a.bytes.lowerBound) < (b.place.line, b.place.column, ranks[b.place.rule], b.bytes.lowerBound)
        }
        var kept = 1
        for index in entries.indices.dropFirst() where entries[index].place != entries[kept - 1].place {
            entries[kept] = entries[index]
            kept += 1
        }
        entries.removeSubrange(kept...)
    }

    /// Whether the findings stand in report order already, no two at one place and rule.
    var isInReportOrder: Bool {
        let ranks = RuleRegistry.textRanks
        var previous: (line: Int, column: Int, rank: Int)?
        for entry in entries {
            let next = (entry.place.line, entry.place.column, ranks[entry.place.rule])
            if let previous, !(previous < next) { return false }
            previous = next
        }
        return true
    }

    /// The findings in report order, with `file` as their path.
    func diagnostics(file: String) -> [Diagnostic] {
        var sorted = self
        sorted.sortIntoReportOrder()
        return sorted.entries.flatMap { entry in
            bytes.withUnsafeBufferPointer { SpillCoding.decode(UnsafeBufferPointer(rebasing: $0[entry.bytes]), file: file) }
        }
    }

    /// The findings that carry a fix, in report order, with `file` as their path.
    func fixedFindings(file: String) -> [(diagnostic: Diagnostic, fix: FindingFix)] {
        guard !fixes.isEmpty else { return [] }
        var sorted = self
        sorted.sortIntoReportOrder()
        return sorted.entries.compactMap { entry in
            guard entry.fix >= 0 else { return nil }
            let decoded = bytes.withUnsafeBufferPointer { SpillCoding.decode(UnsafeBufferPointer(rebasing: $0[entry.bytes]), file: file) }
            return decoded.first.map { ($0, fixes[entry.fix]) }
        }
    }

    /// The UTF-8 length of `symbol`, `pathLength` when it is a path.
    private static func length(of symbol: Symbol, pathLength: Int) -> Int {
        switch symbol {
        case .path: pathLength
        case .fileScope: 0
        case .text(let text): text.utf8.count
        }
    }
}

/// Where a finding stands, as report order sorts findings: line, column, then rule id.
struct FindingPlace: Equatable {
    var line: Int
    var column: Int
    /// The rule's position in ``RuleRegistry/ids``.
    var rule: Int
}
