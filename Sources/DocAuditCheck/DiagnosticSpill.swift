import DocAuditCore
import DocAuditRules
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Unchecked buffers: findings and records are written and read as bytes in place, one file after another; a range past its end traps in debug builds, where the tests run.

/// Where something one file put in a ``DiagnosticSpill`` went.
struct SpilledBytes: Sendable {
    let spill: SpillFile
    let offset: Int
    let length: Int

    /// Calls `body` with the bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        spill.withBytes(at: offset, length: length, body)
    }
}

/// Where the findings of one file went in a ``DiagnosticSpill``, and how many of each severity
/// they are: all a check keeps of them in memory.
struct SpilledFindings: Sendable {
    let bytes: SpilledBytes
    /// How many findings, errors and warnings they are.
    let counts: DiagnosticCounts

    /// The findings, read back with `file` as their path.
    func read(file: String) -> [Diagnostic] {
        bytes.withBytes { SpillCoding.decode($0, file: file) }
    }
}

/// Where the symbol links of one file that wait for the whole tree's index went in a
/// ``DiagnosticSpill``: like findings, they are kept out of memory until the index is built.
struct SpilledLinks: Sendable {
    let bytes: SpilledBytes

    /// Calls `body` with each of the links that `table` does not resolve, read back.
    func forEachBroken(_ table: SymbolTable, _ body: (BrokenLink) -> Void) {
        bytes.withBytes { WaitingLinks.forEachBroken(in: $0, table: table, body) }
    }

    /// Whether `table` leaves some of the links broken.
    func hasBroken(_ table: SymbolTable) -> Bool {
        var found = false
        forEachBroken(table) { _ in found = true }
        return found
    }

    /// Calls `body` with each key the links `table` does not resolve look up through what
    /// their types inherit.
    func forEachInheritedKey(_ table: SymbolTable, inheritance: InheritanceTable, _ body: (UInt64) -> Void) {
        bytes.withBytes { WaitingLinks.forEachInheritedKey(in: $0, table: table, inheritance: inheritance, body) }
    }
}

/// A check's findings, and its symbol links waiting for the whole tree's index, kept out of
/// memory as the files are checked, so that memory does not grow with their number: each
/// file's are encoded compactly into a ``SpillFile``.
///
/// One worker appends to a spill while it checks; once the check is done, nothing is appended
/// any more and any thread may read.
final class DiagnosticSpill: @unchecked Sendable {
    /// Where the bytes go.
    let file: SpillFile

    /// A spill whose temporary file goes in `folder`: `TMPDIR`, else `/tmp`.
    init(folder: String = SpillFile.temporaryFolder) {
        file = SpillFile(folder: folder)
    }

    /// Whether the spilled bytes went to a temporary file, all or in part.
    var usesFile: Bool { file.usesFile }

    /// Copies one file's findings, already encoded, at the end of the spill in report order,
    /// into which they are sorted in place (``FileFindings/sortIntoReportOrder()``).
    func append(_ findings: inout FileFindings) -> SpilledFindings {
        findings.sortIntoReportOrder()
        var counts = DiagnosticCounts()
        let bytes = append { bytes in
            findings.bytes.withUnsafeBufferPointer { encoded in
                // Findings reported in report order (one rule's, mostly) lie one after another:
                // each run of them is copied at once.
                var run = 0..<0
                for entry in findings.entries {
                    counts.add(entry.severity)
                    if entry.bytes.lowerBound == run.upperBound {
                        run = run.lowerBound..<entry.bytes.upperBound
                        continue
                    }
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: encoded[run]))
                    run = entry.bytes
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: encoded[run]))
            }
        }
        return SpilledFindings(bytes: bytes, counts: counts)
    }

    /// Copies one file's waiting symbol links, already encoded, at the end of the spill.
    func appendLinks(_ links: WaitingLinks) -> SpilledLinks {
        SpilledLinks(bytes: append(links.write))
    }

    /// What `write` appends, and where it went.
    private func append(_ write: (inout [UInt8]) -> Void) -> SpilledBytes {
        let offset = file.append(write)
        return SpilledBytes(spill: file, offset: offset, length: file.count - offset)
    }
}

/// What a check's temporary files hold, encoded compactly. A finding is its varint line, column
/// and character column, its end's line (after its start's) and column, the rule as its index
/// in ``RuleRegistry/ids``, a severity byte, then the message's text, the symbol and its
/// signature as length-prefixed UTF-8, then the message's key and its arguments, their count
/// first; the path
/// is the file's, kept once beside its findings. Waiting symbol links (``WaitingLinks``) and a
/// baseline's entry texts are written with the same varints and texts.
enum SpillCoding {
    /// The room ``writeHead(line:column:characterColumn:endLine:endColumn:rule:severity:to:)`` may take.
    static let headRoom = 6 * ByteWriter.varintRoom + 1

    /// Writes what a finding's encoding starts with, before its message and symbol.
    @inline(__always)
    static func writeHead(line: Int, column: Int, characterColumn: Int, endLine: Int, endColumn: Int, rule: Int, severity: Severity, to writer: inout ByteWriter) {
        writer.varint(line)
        writer.varint(column)
        writer.varint(characterColumn)
        writer.varint(endLine - line)
        writer.varint(endColumn)
        writer.varint(rule)
        writer.byte(severity.code)
    }

    /// The UTF-8 length of the dotted path of `name` in `scope` (`Outer.Inner.name`).
    static func pathLength(of name: String, in scope: ScopePath?) -> Int {
        name.utf8.count + (scope.map { $0.dottedLength + 1 } ?? 0)
    }

    /// Writes the dotted path of `name` in `scope`, `length` bytes long
    /// (``pathLength(of:in:)``), length first: from the end, as the scope's names are found
    /// from the innermost out, in a loop however deep the scopes nest. Findings and waiting
    /// links name their symbols so.
    @inline(__always)
    static func writePath(of name: String, in scope: ScopePath?, length: Int, to writer: inout ByteWriter) {
        writer.varint(length)
        writer.fill(length) { path in
            var end = length
            func put(_ text: borrowing String) {
                // Read in place, as native strings are stored; others are copied first.
                let count = text.utf8.count
                end -= count
                let target = UnsafeMutableBufferPointer(rebasing: path[end..<end + count])
                if text.utf8.withContiguousStorageIfAvailable({ _ = target.initialize(fromContentsOf: $0) }) == nil {
                    _ = target.initialize(fromContentsOf: Array(text.utf8))
                }
            }
            put(name)
            unowned(unsafe) var node = scope
            while let current = node {
                end -= 1
                path[end] = UInt8(ascii: ".")
                put(current.name)
                node = current.parent
            }
        }
    }

    /// Writes what a finding's encoding ends with: `message`'s `key`, then the count of its
    /// arguments and each.
    @inline(__always)
    static func writeMessage(_ message: FindingMessage, key: String, argumentCount: Int, to writer: inout ByteWriter) {
        writer.text(key)
        writer.varint(argumentCount)
        message.forEachArgument { writer.text($0) }
    }

    /// Appends the text's UTF-8 length, then its bytes.
    static func appendText(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(writingAtMost: ByteWriter.varintRoom + text.utf8.count) { $0.text(text) }
    }

    /// The texts of `appendText` encoded in `bytes`, one after another.
    static func decodeTexts(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var reader = SpillReader(bytes: bytes)
        var texts: [String] = []
        while !reader.isAtEnd { texts.append(reader.text()) }
        return texts
    }

    /// Where each finding encoded in `bytes` stands, its severity and the bytes it takes; its
    /// texts are skipped.
    static func findingEntries(_ bytes: UnsafeBufferPointer<UInt8>) -> [FileFindings.Entry] {
        var reader = SpillReader(bytes: bytes)
        var entries: [FileFindings.Entry] = []
        while !reader.isAtEnd {
            let start = reader.position
            let head = reader.findingHead()
            for _ in 0..<4 { reader.skipText() }
            for _ in 0..<reader.varint() { reader.skipText() }
            entries.append(FileFindings.Entry(place: FindingPlace(line: head.line, column: head.column, rule: head.rule), severity: head.severity, bytes: start..<reader.position))
        }
        return entries
    }

    /// The findings encoded in `bytes`, each with `file` as its path.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> [Diagnostic] {
        var reader = SpillReader(bytes: bytes)
        var diagnostics: [Diagnostic] = []
        while !reader.isAtEnd {
            let head = reader.findingHead()
            let (message, symbol, signature, key) = (reader.text(), reader.text(), reader.text(), reader.text())
            let arguments = (0..<reader.varint()).map { _ in reader.text() }
            diagnostics.append(Diagnostic(file: file, line: head.line, column: head.column, rule: RuleRegistry.ids[head.rule], severity: head.severity, message: message,
                                          symbol: symbol, messageKey: key, messageArguments: arguments, characterColumn: head.characterColumn, endLine: head.endLine,
                                          endColumn: head.endColumn, symbolSignature: signature))
        }
        return diagnostics
    }
}

/// Reads what ``SpillCoding`` encodes (findings, links, texts) front to back.
struct SpillReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    /// Whether everything has been read.
    var isAtEnd: Bool { position == bytes.count }

    /// What a finding's encoding starts with, as ``SpillCoding/writeHead(line:column:characterColumn:endLine:endColumn:rule:severity:to:)`` wrote it.
    mutating func findingHead() -> (line: Int, column: Int, characterColumn: Int, endLine: Int, endColumn: Int, rule: Int, severity: Severity) {
        let (line, column, characterColumn) = (varint(), varint(), varint())
        return (line, column, characterColumn, line + varint(), varint(), varint(), Severity(code: byte()))
    }

    /// The next byte.
    mutating func byte() -> UInt8 {
        defer { position += 1 }
        return bytes[position]
    }

    /// The next varint.
    mutating func varint() -> Int {
        Varint.read(bytes, at: &position)
    }

    /// The next eight-byte key, in the machine's byte order: keys are spilled and read back by
    /// one process.
    mutating func key() -> UInt64 {
        precondition(position + 8 <= bytes.count, "a key past the end of the kept bytes")
        defer { position += 8 }
        return UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: position, as: UInt64.self)
    }

    /// The next length-prefixed UTF-8 text.
    mutating func text() -> String {
        String(decoding: textBytes(), as: UTF8.self)
    }

    /// The bytes of the next length-prefixed text, in place.
    mutating func textBytes() -> UnsafeBufferPointer<UInt8> {
        let count = varint()
        defer { position += count }
        return UnsafeBufferPointer(rebasing: bytes[position..<position + count])
    }

    /// Goes past the next length-prefixed text.
    mutating func skipText() {
        position += varint()
    }
}
