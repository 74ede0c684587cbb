import DocAuditCore

// Unchecked buffers: findings and records are written and read as bytes in place, one file after another; a range past its end traps in debug builds, where the tests run.

/// The symbol links of one file that wait for the whole tree's index, encoded as the check
/// finds them, with no value made per link. Most links resolve, and of those only the query
/// (``LinkQuery``) is ever read again; the text, place and symbol are read back for the few
/// left broken.
struct WaitingLinks {
    /// The links one after another: 1 and a length-prefixed symbol path, or 0 when the link
    /// names the symbol of the one before (the links of one doc comment share it); the line,
    /// the column and the column in characters as varints; the link's length-prefixed text;
    /// its query, whose keys are in ``keys``.
    private(set) var bytes = ByteBuffer()
    /// The keys of the queries, one after another: every key the links may look up, which the
    /// table keeps.
    private(set) var keys: [UInt64] = []

    /// Whether no link waits.
    var isEmpty: Bool { bytes.isEmpty }

    /// Drops every link, keeping the room they took for the next file's.
    mutating func removeAll() {
        bytes.removeAll()
        keys.removeAll(keepingCapacity: true)
    }

    /// The symbol a link's diagnostic names: `name` in `scope`, spelled as a finding's symbol
    /// is (``SpillCoding/writePath(of:in:length:to:)``); an empty name at file scope is none.
    struct Symbol {
        let scope: ScopePath?
        let name: String
    }

    /// Appends the link whose text is `text`, standing at `position`, of a doc comment in the
    /// scope hashed as `scopePrefixes`; `symbol` is nil when it is the last link's.
    mutating func append(_ text: UnsafeBufferPointer<UInt8>, at position: SourcePosition, characterColumn: Int, symbol: Symbol?, scopePrefixes: [PathHash]) {
        let pathLength = symbol.map { SpillCoding.pathLength(of: $0.name, in: $0.scope) } ?? 0
        // Written whole, then appended at once.
        bytes.write(atMost: 1 + ByteWriter.varintRoom + pathLength + 4 * ByteWriter.varintRoom + text.count) { writer in
            if let symbol {
                writer.byte(1)
                SpillCoding.writePath(of: symbol.name, in: symbol.scope, length: pathLength, to: &writer)
            } else {
                writer.byte(0)
            }
            writer.varint(position.line)
            writer.varint(position.column)
            writer.varint(characterColumn)
            writer.text(text)
        }
        // Room for a file's usual links at once: grown step by step, the keys would be copied again and again.
        if keys.isEmpty { keys.reserveCapacity(64) }
        LinkQuery.encode(text, scopePrefixes: scopePrefixes, into: &bytes, keys: &keys)
    }

    /// Appends the links to `spill`: the length of their bytes, the bytes, then their keys.
    func write(to spill: inout [UInt8]) {
        Varint.append(bytes.count, to: &spill)
        bytes.withUnsafeBufferPointer { spill.append(contentsOf: $0) }
        keys.withUnsafeBytes { spill.append(contentsOf: $0) }
    }

    /// Calls `body` with each link, as ``write(to:)`` put them in `bytes`, that `table` does
    /// not resolve.
    static func forEachBroken(in bytes: UnsafeBufferPointer<UInt8>, table: SymbolTable, _ body: (BrokenLink) -> Void) {
        var start = 0
        let length = Varint.read(bytes, at: &start)
        var reader = SpillReader(bytes: UnsafeBufferPointer(rebasing: bytes[start..<start + length]))
        var keys = SpillReader(bytes: UnsafeBufferPointer(rebasing: bytes[(start + length)...]))
        var symbol = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        while !reader.isAtEnd {
            if reader.byte() == 1 { symbol = reader.textBytes() }
            let (line, column, characterColumn) = (reader.varint(), reader.varint(), reader.varint())
            let text = reader.textBytes()
            guard !table.resolvesQuery(at: &reader, keys: &keys) else { continue }
            body(BrokenLink(text: String(decoding: text, as: UTF8.self), line: line, column: column, characterColumn: characterColumn,
                            symbol: String(decoding: symbol, as: UTF8.self)))
        }
    }
}

/// A symbol link that resolves to nothing, read back for its diagnostic.
struct BrokenLink {
    /// The text between the double backticks.
    var text: String
    /// The 1-based line and byte column in the file.
    var line: Int
    var column: Int
    /// The column in Unicode code points.
    var characterColumn: Int
    /// The symbol path its diagnostic names.
    var symbol: String
}
