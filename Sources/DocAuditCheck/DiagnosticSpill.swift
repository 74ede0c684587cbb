import DocAuditCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the findings of one file went in a ``DiagnosticSpill``, and how many of each severity
/// they are: all a check keeps of them in memory.
struct SpilledFindings: Sendable {
    /// The spill holding the bytes.
    let spill: DiagnosticSpill
    /// Where the bytes start in the spill.
    let offset: Int
    /// How many bytes they take.
    let length: Int
    /// How many findings, errors and warnings they are.
    let counts: DiagnosticCounts

    /// The findings, read back with `file` as their path.
    func read(file: String) -> [Diagnostic] {
        spill.read(self, file: file)
    }
}

/// A check's findings kept out of memory as the files are checked, so that memory does not grow
/// with their number. Each file's findings are encoded compactly into a chunk that goes to an
/// anonymous temporary file (made under `TMPDIR`, removed at once, so nothing is left behind
/// even on a crash) each time it passes 256 KB. When no temporary file can be made, or one
/// cannot be written, the bytes stay in memory: still correct, only not bounded.
///
/// One worker appends to a spill while it checks; once the check is done, nothing is appended
/// any more and any thread may read (`pread` has no shared file position).
final class DiagnosticSpill: @unchecked Sendable {
    /// How many bytes gather in memory before they go to the temporary file.
    static let chunkSize = 256 * 1024

    /// The folder of the temporary file.
    private let folder: String
    /// The temporary file, made on the first flush.
    private var descriptor: Int32?
    /// Set once a temporary file could not be made or written: the chunk then keeps the rest.
    private var keepsInMemory = false
    /// How many bytes are in the temporary file; the bytes after them are in `chunk`.
    private var flushed = 0
    private var chunk: [UInt8] = []

    /// A spill whose temporary file goes in `folder`: `TMPDIR`, else `/tmp`.
    init(folder: String = DiagnosticSpill.temporaryFolder) {
        self.folder = folder
    }

    /// Closes the temporary file, which goes away with it.
    deinit {
        if let descriptor { close(descriptor) }
    }

    /// `TMPDIR` when set, else `/tmp`.
    static var temporaryFolder: String {
        guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp" }
        return String(cString: value)
    }

    /// Whether the spilled bytes went to a temporary file, all or in part.
    var usesFile: Bool { descriptor != nil }

    /// Encodes `diagnostics` (one file's, their path left out) at the end of the spill.
    func append(_ diagnostics: [Diagnostic]) -> SpilledFindings {
        let offset = flushed + chunk.count
        var counts = DiagnosticCounts()
        for diagnostic in diagnostics {
            SpillCoding.encode(diagnostic, rule: ruleIndex(of: diagnostic.rule), into: &chunk)
            counts.add(diagnostic.severity)
        }
        let findings = SpilledFindings(spill: self, offset: offset, length: flushed + chunk.count - offset, counts: counts)
        if chunk.count >= Self.chunkSize { flush() }
        return findings
    }

    /// The last rule encoded and its index: a file's findings come sorted, rule runs together.
    private var lastRule: (id: String, index: Int)?

    private func ruleIndex(of rule: String) -> Int {
        if let last = lastRule, last.id == rule { return last.index }
        guard let index = RuleRegistry.indexes[rule] else { preconditionFailure("a finding of an unknown rule '\(rule)'") }
        lastRule = (rule, index)
        return index
    }

    /// The findings at `findings`, with `file` as their path.
    func read(_ findings: SpilledFindings, file: String) -> [Diagnostic] {
        guard findings.offset < flushed else {
            let start = findings.offset - flushed
            return chunk.withUnsafeBufferPointer { SpillCoding.decode(UnsafeBufferPointer(rebasing: $0[start..<start + findings.length]), file: file) }
        }
        // A file's bytes are flushed whole, so they are all in the temporary file.
        guard let descriptor, let bytes = FileDescriptorIO.read(descriptor, count: findings.length, at: findings.offset) else {
            // Only an I/O error of the disk can cause this, half-way through a report that
            // cannot be finished: say so and stop with the exit status of I/O errors.
            let message = "docaudit: cannot read back the findings kept in a temporary file under \(folder)\n"
            _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
            exit(2)
        }
        return bytes.withUnsafeBufferPointer { SpillCoding.decode($0, file: file) }
    }

    /// Writes the chunk to the temporary file, made on first use; on failure the chunk stays.
    private func flush() {
        guard !keepsInMemory, let descriptor = descriptor ?? makeTemporaryFile() else {
            keepsInMemory = true
            return
        }
        guard chunk.withUnsafeBytes({ FileDescriptorIO.writeAll(descriptor, $0) }) else {
            keepsInMemory = true
            return
        }
        flushed += chunk.count
        chunk.removeAll(keepingCapacity: true)
    }

    /// A new file in `folder`, already unlinked: it goes away with its descriptor.
    private func makeTemporaryFile() -> Int32? {
        var template = Array("\(folder)/docaudit-findings-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard made >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(made, F_SETFD, FD_CLOEXEC)
        descriptor = made
        return made
    }
}

/// The spill's encoding of a finding: varint line, column and character column, the rule as its
/// index in ``RuleRegistry/ids``, a severity byte, then the message and the symbol as
/// length-prefixed UTF-8. The path is the file's, kept once beside its findings.
enum SpillCoding {
    /// Appends `diagnostic`, whose rule stands at `rule` in ``RuleRegistry/ids``, to `bytes`.
    static func encode(_ diagnostic: Diagnostic, rule: Int, into bytes: inout [UInt8]) {
        appendVarint(diagnostic.line, to: &bytes)
        appendVarint(diagnostic.column, to: &bytes)
        appendVarint(diagnostic.characterColumn, to: &bytes)
        appendVarint(rule, to: &bytes)
        bytes.append(severityCode(diagnostic.severity))
        appendText(diagnostic.message, to: &bytes)
        appendText(diagnostic.symbol, to: &bytes)
    }

    /// The byte standing for `severity`: its place in `Severity.allCases`.
    private static func severityCode(_ severity: Severity) -> UInt8 {
        switch severity {
        case .off: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    /// The text's UTF-8 length, then its bytes.
    private static func appendText(_ text: String, to bytes: inout [UInt8]) {
        appendVarint(text.utf8.count, to: &bytes)
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// The findings encoded in `bytes`, each with `file` as its path.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> [Diagnostic] {
        var reader = Reader(bytes: bytes)
        var diagnostics: [Diagnostic] = []
        while !reader.isAtEnd {
            let line = reader.varint()
            let column = reader.varint()
            let characterColumn = reader.varint()
            let rule = RuleRegistry.ids[reader.varint()]
            let severity = Severity.allCases[Int(reader.byte())]
            let message = reader.text()
            diagnostics.append(Diagnostic(file: file, line: line, column: column, rule: rule, severity: severity, message: message, symbol: reader.text(), characterColumn: characterColumn))
        }
        return diagnostics
    }

    /// Seven bits a byte, low bits first; the high bit tells that more follow.
    private static func appendVarint(_ number: Int, to bytes: inout [UInt8]) {
        var value = UInt(bitPattern: number)
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Reads encoded findings front to back.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        /// Whether every finding has been read.
        var isAtEnd: Bool { position == bytes.count }

        /// The next byte.
        mutating func byte() -> UInt8 {
            defer { position += 1 }
            return bytes[position]
        }

        /// The next varint.
        mutating func varint() -> Int {
            var value: UInt = 0
            var shift: UInt = 0
            while true {
                let next = byte()
                value |= UInt(next & 0x7F) << shift
                if next < 0x80 { return Int(bitPattern: value) }
                shift += 7
            }
        }

        /// The next length-prefixed UTF-8 text.
        mutating func text() -> String {
            let count = varint()
            defer { position += count }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + count]), as: UTF8.self)
        }
    }
}
