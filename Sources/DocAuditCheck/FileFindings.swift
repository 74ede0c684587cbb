import DocAuditCore

/// One file's findings as the rules report them: each encoded once, as a check's temporary
/// files keep findings (``SpillCoding``), beside a small entry giving its place. Ordering,
/// suppressing and spilling them moves entries and copies bytes; no ``Diagnostic`` is made.
struct FileFindings {
    /// Where a finding stands, and where its encoding lies in ``bytes``.
    struct Entry {
        var place: FindingPlace
        var severity: Severity
        var bytes: Range<Int>
    }

    /// The findings' encodings, one after another in the order reported.
    private(set) var bytes = ByteBuffer()
    /// The findings in the order reported.
    private(set) var entries: [Entry] = []

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

    /// Adds a finding of the rule at `rule` in ``RuleRegistry/ids``.
    mutating func append(line: Int, column: Int, characterColumn: Int, rule: Int, severity: Severity, message: FindingText, symbol: Symbol) {
        // Most files with findings have several: room for some at once.
        if entries.isEmpty { entries.reserveCapacity(16) }
        let start = bytes.count
        let pathLength = if case .path(let scope, let name) = symbol { SpillCoding.pathLength(of: name, in: scope) } else { 0 }
        // Written whole, then appended at once.
        message.withUTF8 { message in
            let room = SpillCoding.headRoom + ByteWriter.varintRoom + message.count + ByteWriter.varintRoom + Self.length(of: symbol, pathLength: pathLength)
            bytes.write(atMost: room) { writer in
                SpillCoding.writeHead(line: line, column: column, characterColumn: characterColumn, rule: rule, severity: severity, to: &writer)
                writer.text(message)
                switch symbol {
                case .path(let scope, let name): SpillCoding.writePath(of: name, in: scope, length: pathLength, to: &writer)
                case .fileScope: writer.varint(0)
                case .text(let text): writer.text(text)
                }
            }
        }
        entries.append(Entry(place: FindingPlace(line: line, column: column, rule: rule), severity: severity, bytes: start..<bytes.count))
    }

    /// Adds the findings of `other` after these.
    mutating func append(contentsOf other: FileFindings) {
        let shift = bytes.count
        other.bytes.withUnsafeBufferPointer { bytes.append($0) }
        entries += other.entries.map { Entry(place: $0.place, severity: $0.severity, bytes: ($0.bytes.lowerBound + shift)..<($0.bytes.upperBound + shift)) }
    }

    /// Drops the findings `suppressed` names.
    mutating func removeAll(where suppressed: (_ rule: String, _ line: Int) -> Bool) {
        entries.removeAll { suppressed(RuleRegistry.ids[$0.place.rule], $0.place.line) }
    }

    /// The entries in report order, the first reported of several that a rule made at one
    /// place kept.
    func inReportOrder() -> [Entry] {
        // One rule's findings come in source order: a file whose findings are all one rule's
        // needs no sort.
        if FindingPlace.isInReportOrder(entries, place: \.place) { return entries }
        return FindingPlace.reportOrder(entries, place: \.place).map { entries[$0] }
    }

    /// The findings in report order, with `file` as their path.
    func diagnostics(file: String) -> [Diagnostic] {
        inReportOrder().flatMap { entry in
            bytes.withUnsafeBufferPointer { SpillCoding.decode(UnsafeBufferPointer(rebasing: $0[entry.bytes]), file: file) }
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

    /// Whether `items` stand in report order already, no two at one place and rule.
    static func isInReportOrder<Item>(_ items: [Item], place: (Item) -> FindingPlace) -> Bool {
        let ranks = RuleRegistry.textRanks
        var previous: (line: Int, column: Int, rank: Int)?
        for item in items {
            let place = place(item)
            let next = (place.line, place.column, ranks[place.rule])
            if let previous, !(previous < next) { return false }
            previous = next
        }
        return true
    }

    /// The positions of `items` in report order, among items at one place only the first
    /// reported: `case a, b` under one doc comment is one finding. Places become plain numbers
    /// that sort as the places do (line and column packed in one, as a file's stay below 2³²,
    /// then the rule's rank as text), the items' positions breaking ties: no comparison closure.
    static func reportOrder<Item>(_ items: [Item], place: (Item) -> FindingPlace) -> [Int] {
        let ranks = RuleRegistry.textRanks
        var keyed = items.indices.map { index -> (position: UInt64, rank: Int, index: Int) in
            let place = place(items[index])
            return (UInt64(truncatingIfNeeded: place.line) << 32 | UInt64(truncatingIfNeeded: place.column), ranks[place.rule], index)
        }
        keyed.sort { $0 < $1 }
        var kept: [Int] = []
        kept.reserveCapacity(keyed.count)
        for (offset, item) in keyed.enumerated() where offset == 0 || (keyed[offset - 1].position, keyed[offset - 1].rank) != (item.position, item.rank) {
            kept.append(item.index)
        }
        return kept
    }
}
