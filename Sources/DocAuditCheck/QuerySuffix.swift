import DocAuditCore
import DocAuditRules

// Unchecked buffers: queries are written and read as bytes in place; a range past its end traps in debug builds, where the tests run.

/// A link's disambiguation suffix (``LinkSuffix``) as its query holds it (``LinkQuery``), each
/// type of a signature hashed (``Signatures/key(_:)``), read back in place when a table answers
/// the query: a tag; the kind's ordinal plus one (0 for none) after a kind or a hash; after a
/// signature, the number of parameter types plus one (0 for none given) then their keys, and the
/// same of the return types.
struct QuerySuffix {
    private enum Tag: UInt8 {
        case none, kind, hash, signature, unmatched
    }

    private var tag = Tag.none
    private var kind: UInt8 = 0
    /// The query's bytes, where a signature's keys stand.
    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Where the parameter types' keys start and how many there are; nil when none are given.
    private var parameters: (start: Int, count: Int)?
    private var returns: (start: Int, count: Int)?

    /// Writes the suffix of the link whose text is `text` to `bytes`.
    static func encode(_ text: UnsafeBufferPointer<UInt8>, into bytes: inout ByteBuffer) {
        let (range, start) = SymbolLink.lastComponent(of: text)
        let component = UnsafeBufferPointer(rebasing: text[range])
        switch LinkSuffix(component, from: start) {
        case .none:
            bytes.write(atMost: 1) { $0.byte(Tag.none.rawValue) }
        case .unmatched:
            bytes.write(atMost: 1) { $0.byte(Tag.unmatched.rawValue) }
        case .kind(let kind):
            bytes.write(atMost: 2) { writer in
                writer.byte(Tag.kind.rawValue)
                writer.byte(kind.ordinal + 1)
            }
        case .hash(let kind):
            bytes.write(atMost: 2) { writer in
                writer.byte(Tag.hash.rawValue)
                writer.byte(kind.map { $0.ordinal + 1 } ?? 0)
            }
        case .signature(let parameters, let returns):
            bytes.write(atMost: 1) { $0.byte(Tag.signature.rawValue) }
            for list in [parameters, returns] { write(list, of: component, into: &bytes) }
        }
    }

    /// Writes the keys of a signature's list of types, or that the link gives none.
    private static func write(_ list: LinkSuffix.TypeList?, of component: UnsafeBufferPointer<UInt8>, into bytes: inout ByteBuffer) {
        guard let list else { return bytes.write(atMost: 1) { $0.varint(0) } }
        var count = 0
        LinkSuffix.forEachType(of: list, in: component) { _ in count += 1 }
        bytes.write(atMost: ByteWriter.varintRoom + 8 * count) { writer in
            writer.varint(count + 1)
            LinkSuffix.forEachType(of: list, in: component) { type in
                let key = Signatures.key(type)
                writer.fill(8) { UnsafeMutableRawBufferPointer($0).storeBytes(of: key, as: UInt64.self) }
            }
        }
    }

    /// Reads the suffix at `reader`, going past it.
    init(_ reader: inout SpillReader) {
        tag = Tag(rawValue: reader.byte()) ?? .unmatched
        switch tag {
        case .kind, .hash:
            kind = reader.byte()
        case .signature:
            bytes = reader.bytes
            parameters = Self.readList(&reader)
            returns = Self.readList(&reader)
        case .none, .unmatched:
            break
        }
    }

    private static func readList(_ reader: inout SpillReader) -> (start: Int, count: Int)? {
        let count = reader.varint() - 1
        guard count >= 0 else { return nil }
        defer { reader.position += 8 * count }
        return (reader.position, count)
    }

    /// Whether the link has no suffix.
    var isNone: Bool { tag == .none }

    /// What a path the link names resolves to, declared with the kinds `declared` (bits of
    /// ``SymbolKind/ordinal``, the top one set when several declarations have the path) and
    /// the signatures `signatures` (``Signatures`` records less their paths' keys); nil when the
    /// suffix rules out every declaration of the path.
    func resolution(declared: Int32, signatures: [UInt64]?) -> LinkResolution? {
        switch tag {
        case .none:
            return .resolved
        case .unmatched:
            return nil
        case .kind:
            return declares(kind) ? .resolved : nil
        case .hash:
            guard kind == 0 || declares(kind) else { return nil }
            return declared & SymbolTable.severalDeclarations != 0 ? .ambiguousHash : .resolved
        case .signature:
            return matchesAny(signatures ?? []) ? .resolved : nil
        }

        func declares(_ kind: UInt8) -> Bool {
            declared & (1 << Int32(kind - 1)) != 0
        }
    }

    /// Whether one of the records in `signatures` has the types the link names.
    private func matchesAny(_ signatures: [UInt64]) -> Bool {
        var offset = 0
        while offset < signatures.count {
            let head = signatures[offset]
            let counts = (parameters: Int(head >> 16 & 0xFFFF), returns: Int(head & 0xFFFF))
            if matches(parameters, signatures, from: offset + 1, count: counts.parameters),
               matches(returns, signatures, from: offset + 1 + counts.parameters, count: counts.returns) {
                return true
            }
            offset += 1 + counts.parameters + counts.returns
        }
        return false
    }

    /// Whether the link's list, when it gives one, has the `count` types whose keys start at
    /// `start` in `signatures`, a `_` matching any.
    private func matches(_ list: (start: Int, count: Int)?, _ signatures: [UInt64], from start: Int, count: Int) -> Bool {
        guard let list else { return true }
        guard list.count == count else { return false }
        var reader = SpillReader(bytes: bytes, position: list.start)
        for index in 0..<count {
            let key = reader.key()
            if key != Signatures.wildcard, key != signatures[start + index] { return false }
        }
        return true
    }
}
