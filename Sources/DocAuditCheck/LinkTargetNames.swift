import DocAuditCore

/// What the files declaring the targets of the symbol links still broken after the audited
/// files must hold, so that a file read only for the index is scanned only when it can
/// declare one.
///
/// A declaration's name stands whole in its file, and so do the names of the types and
/// extensions it is nested in: an identifier as a run of letters, digits, `_` and `$`, an
/// operator as its characters, a name in backticks with all its runs. The file that declares
/// `Cache/store(_:)` holds the runs `Cache` and `store`; the one that declares `Cache` in module
/// `Storage`, linked as `Storage/Cache`, holds `Cache` and perhaps not `Storage`. So each link
/// asks for one run (the longest of its components but a first one, which may name a module),
/// or an operator, and a file that holds none of them declares no target; finding that out
/// takes one pass over its bytes, several times faster than scanning it. A name outside ASCII
/// may be spelled in other Unicode forms in the source: a link with nothing else to look for
/// has every file scanned.
struct LinkTargetNames: Sendable {
    /// For each run length (capped) and first byte, whether some link asks for a run of them:
    /// most identifiers of a file are passed over without being hashed.
    private var shapes = [UInt64](repeating: 0, count: Self.maximumLength * 128 / 64)
    private var hashes = Set<UInt64>()
    /// Operators, found anywhere in the bytes.
    private var operators = Set<String>()

    private static let maximumLength = 64

    /// What the files declaring the targets of the links of `links` that `table` does not
    /// resolve must hold; nil when a link leaves nothing to look for, so that no file may be
    /// passed over.
    ///
    /// ```swift
    /// let names = LinkTargetNames(brokenAmong: links, table: table)
    /// ```
    init?(brokenAmong links: some Sequence<PendingLink>, table: SymbolTable) {
        for pending in links where !table.resolves(pending.query) {
            let components = pending.link.components
            // Each name as written in the source: no signature, no backticks; ASCII only.
            let names = components.dropFirst(components.count > 1 ? 1 : 0).compactMap { component -> [UInt8]? in
                let name = Array(component.utf8.prefix { $0 != UInt8(ascii: "(") }.filter { $0 != UInt8(ascii: "`") })
                return name.isEmpty || name.contains { $0 >= 0x80 } ? nil : name
            }
            let runs = names.flatMap { $0.split(whereSeparator: { !IdentifierBytes.isRunByte($0) }) }
            if let longest = runs.max(by: { $0.count < $1.count }) {
                Array(longest).withUnsafeBufferPointer { insert($0) }
            } else if let name = names.last {
                operators.insert(String(decoding: name, as: UTF8.self))
            } else {
                return nil
            }
        }
    }

    /// Whether `bytes` may declare a link's target: they hold one of the names' identifier runs
    /// as a whole run, or one of their operators.
    ///
    /// ```swift
    /// if names.mayBeDeclared(in: bytes) { index(Scanner.scan(bytes)) }
    /// ```
    func mayBeDeclared(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if operators.contains(where: { ByteSearch.contains($0, in: bytes) }) { return true }
        guard !hashes.isEmpty else { return false }
        var index = 0
        while index < bytes.count {
            guard IdentifierBytes.isRunByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            index += 1
            while index < bytes.count, IdentifierBytes.isRunByte(bytes[index]) { index += 1 }
            let run = UnsafeBufferPointer(rebasing: bytes[start..<index])
            if hasShape(run), hashes.contains(Self.hash(run)) { return true }
        }
        return false
    }

    private mutating func insert(_ name: UnsafeBufferPointer<UInt8>) {
        let bit = Self.shapeBit(name)
        shapes[bit / 64] |= 1 << UInt64(bit % 64)
        hashes.insert(Self.hash(name))
    }

    private func hasShape(_ run: UnsafeBufferPointer<UInt8>) -> Bool {
        let bit = Self.shapeBit(run)
        return shapes[bit / 64] & (1 << UInt64(bit % 64)) != 0
    }

    private static func shapeBit(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        (min(name.count, maximumLength) - 1) * 128 + Int(name[0] & 0x7F)
    }

    /// FNV-1a: names are short, and a collision only costs a scan.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}

/// The bytes of ASCII identifiers.
private enum IdentifierBytes {
    /// A letter, a digit, `_` or `$`.
    @inline(__always) static func isRunByte(_ byte: UInt8) -> Bool {
        let letter = byte | 0x20
        return letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z")
            || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }
}
