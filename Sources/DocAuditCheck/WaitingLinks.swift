import DocAuditCore
import DocAuditRules

// Unchecked buffers: findings and records are written and read as bytes in place, one file after another; a range past its end traps in debug builds, where the tests run.

/// The symbol links of one file that rules keep for their tree phase, waiting for the whole
/// tree's index, encoded as the check finds them, with no value made per link until the tree
/// phase reads them back (``treeLinks(in:)``).
struct WaitingLinks {
    /// The links one after another: a byte of flags, then with ``Flags/newSymbol`` the keeping
    /// rule's position among the rules and a length-prefixed symbol path (without, the link is
    /// the one before's rule's and names its symbol: the links one rule keeps of one doc
    /// comment share them) and its length-prefixed signature; the line, the column and the column in characters as varints; with
    /// ``Flags/requirement`` the line and column its finding ends at; the link's
    /// length-prefixed text; its query, whose keys are in ``keys``.
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
    /// `signature` is its ``SymbolSignature``, which the diagnostic carries too.
    struct Symbol {
        let scope: ScopePath?
        let name: String
        var signature = ""
    }

    /// The bits of a link's first byte.
    private enum Flags {
        /// The rule and symbol follow: not the last link's.
        static let newSymbol: UInt8 = 1
        /// A requirement path, asked for as a documented declaration, whose finding's end follows.
        static let requirement: UInt8 = 2
    }

    /// Appends the link whose text is `text`, standing at `position`, of a doc comment in the
    /// scope hashed as `scopePrefixes`, kept by the rule at `rule` among the rules; `symbol`
    /// is nil when it and the rule are the last link's. With `requirementEnd`, `text` is a
    /// requirement path (``RuleContext/keepRequirementsForTheTree(ofDeclarationAt:paths:for:)``)
    /// whose finding ends there.
    mutating func append(_ text: UnsafeBufferPointer<UInt8>, at position: SourcePosition, characterColumn: Int, rule: Int, symbol: Symbol?, scopePrefixes: [PathHash],
                         requirementEnd: SourcePosition? = nil) {
        let pathLength = symbol.map { SpillCoding.pathLength(of: $0.name, in: $0.scope) } ?? 0
        let signatureLength = symbol.map { ByteWriter.varintRoom + $0.signature.utf8.count } ?? 0
        // Written whole, then appended at once.
        bytes.write(atMost: 1 + 2 * ByteWriter.varintRoom + pathLength + signatureLength + 6 * ByteWriter.varintRoom + text.count) { writer in
            writer.byte((symbol == nil ? 0 : Flags.newSymbol) | (requirementEnd == nil ? 0 : Flags.requirement))
            if let symbol {
                writer.varint(rule)
                SpillCoding.writePath(of: symbol.name, in: symbol.scope, length: pathLength, to: &writer)
                writer.text(symbol.signature)
            }
            writer.varint(position.line)
            writer.varint(position.column)
            writer.varint(characterColumn)
            if let requirementEnd {
                writer.varint(requirementEnd.line)
                writer.varint(requirementEnd.column)
            }
            writer.text(text)
        }
        // Room for a file's usual links at once: grown step by step, the keys would be copied again and again.
        if keys.isEmpty { keys.reserveCapacity(64) }
        LinkQuery.encode(text, scopePrefixes: scopePrefixes, documented: requirementEnd != nil, into: &bytes, keys: &keys)
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
        forEach(in: bytes) { link, reader, keys in
            guard table.resolution(ofQueryAt: &reader, keys: &keys, link: link.text) == .broken else { return }
            body(BrokenLink(text: String(decoding: link.text, as: UTF8.self), line: link.line, column: link.column, characterColumn: link.characterColumn,
                            symbol: String(decoding: link.symbol, as: UTF8.self)))
        }
    }

    /// Calls `body` with each key that a link, as ``write(to:)`` put them in `bytes`, looks up
    /// through what its types inherit, when `table` does not resolve it otherwise.
    static func forEachInheritedKey(in bytes: UnsafeBufferPointer<UInt8>, table: SymbolTable, inheritance: InheritanceTable, _ body: (UInt64) -> Void) {
        forEach(in: bytes) { link, reader, keys in
            SymbolTable.forEachInheritedKey(ofQueryAt: &reader, keys: &keys, link: link.text, table: table, inheritance: inheritance, body)
        }
    }

    /// The links, as ``write(to:)`` put them in `bytes`, each with its rule's position among
    /// the rules; a link's query is found at its ``TreeLink/query`` and ``TreeLink/queryKeys``
    /// in the same bytes (``KeptLinkSymbols``).
    static func treeLinks(in bytes: UnsafeBufferPointer<UInt8>) -> [(rule: Int, link: TreeLink)] {
        var links: [(rule: Int, link: TreeLink)] = []
        // The symbol of a doc comment's first link is made once and shared by the others.
        var symbol = (bytes: UnsafeBufferPointer<UInt8>(start: nil, count: 0), text: "", signature: "")
        forEach(in: bytes) { link, reader, keys in
            if link.symbol.baseAddress != symbol.bytes.baseAddress {
                symbol = (link.symbol, String(decoding: link.symbol, as: UTF8.self), String(decoding: link.signature, as: UTF8.self))
            }
            links.append((link.rule, TreeLink(text: String(decoding: link.text, as: UTF8.self), line: link.line, column: link.column, characterColumn: link.characterColumn,
                                             symbol: symbol.text, symbolSignature: symbol.signature, query: reader.position, queryKeys: keys.position, end: link.end)))
            LinkQuery.skip(at: &reader, keys: &keys)
        }
        return links
    }

    /// Calls `body` with each link as ``write(to:)`` put them in `bytes`, read in place up to
    /// its query, and the readers of its query and keys, which `body` must read past.
    private static func forEach(in bytes: UnsafeBufferPointer<UInt8>, _ body: (EncodedLink, inout SpillReader, inout SpillReader) -> Void) {
        var start = 0
        let length = Varint.read(bytes, at: &start)
        var reader = SpillReader(bytes: UnsafeBufferPointer(rebasing: bytes[start..<start + length]))
        var keys = SpillReader(bytes: UnsafeBufferPointer(rebasing: bytes[(start + length)...]))
        var (rule, symbol, signature) = (0, UnsafeBufferPointer<UInt8>(start: nil, count: 0), UnsafeBufferPointer<UInt8>(start: nil, count: 0))
        while !reader.isAtEnd {
            let flags = reader.byte()
            if flags & Flags.newSymbol != 0 { (rule, symbol, signature) = (reader.varint(), reader.textBytes(), reader.textBytes()) }
            let (line, column, characterColumn) = (reader.varint(), reader.varint(), reader.varint())
            let end = flags & Flags.requirement != 0 ? (line: reader.varint(), column: reader.varint()) : nil
            body(EncodedLink(rule: rule, symbol: symbol, signature: signature, line: line, column: column, characterColumn: characterColumn, end: end, text: reader.textBytes()), &reader, &keys)
        }
    }

    /// A link as the bytes hold it, its texts in place.
    private struct EncodedLink {
        let rule: Int
        let symbol: UnsafeBufferPointer<UInt8>
        let signature: UnsafeBufferPointer<UInt8>
        let line: Int
        let column: Int
        let characterColumn: Int
        /// Where a requirement path's finding ends; nil for a link.
        let end: (line: Int, column: Int)?
        let text: UnsafeBufferPointer<UInt8>
    }
}

/// The tree's symbols as a rule's tree phase asks them about the links one file kept: the
/// check's table, and the file's kept bytes, where each link's query stands.
struct KeptLinkSymbols: TreeSymbols {
    let table: SymbolTable
    /// The file's links as ``WaitingLinks/write(to:)`` put them.
    let bytes: [UInt8]

    func resolution(of link: TreeLink) -> LinkResolution {
        bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            let length = Varint.read(bytes, at: &start)
            var reader = SpillReader(bytes: UnsafeBufferPointer(rebasing: bytes[start..<start + length]), position: link.query)
            var keys = SpillReader(bytes: UnsafeBufferPointer(rebasing: bytes[(start + length)...]), position: link.queryKeys)
            var text = link.text
            return text.withUTF8 { table.resolution(ofQueryAt: &reader, keys: &keys, link: $0) }
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
