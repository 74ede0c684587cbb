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
    /// Whether a link leaves nothing to look for, so that no file may be passed over.
    private var anyFileMayDeclare = false

    private static let maximumLength = 64

    /// What the files declaring the targets of the waiting links that `table` does not resolve
    /// must hold; nil when it resolves them all. Only the files with a broken link have their
    /// links' texts read back: few have one.
    ///
    /// ```swift
    /// if let names = LinkTargetNames(brokenIn: total.waitingLinks, table: table) { … }
    /// ```
    init?(brokenIn waiting: some Sequence<SpilledLinks>, table: SymbolTable) {
        var found = false
        for file in waiting where file.queries().contains(where: { !table.resolves($0) }) {
            for pending in file.read() where !table.resolves(pending.query) {
                found = true
                ask(for: pending.link)
            }
        }
        guard found else { return nil }
    }

    /// Asks for what the file declaring the target of `link` must hold.
    private mutating func ask(for link: SymbolLink) {
        let components = link.components
        // Each name as written in the source: no signature, no backticks; ASCII only.
        let names = components.dropFirst(components.count > 1 ? 1 : 0).compactMap { component -> [UInt8]? in
            let name = Array(component.utf8.prefix { $0 != UInt8(ascii: "(") }.filter { $0 != UInt8(ascii: "`") })
            return name.isEmpty || name.contains { $0 >= 0x80 } ? nil : name
        }
        let runs = names.flatMap { $0.split(whereSeparator: { !Self.isRunByte($0) }) }
        if let longest = runs.max(by: { $0.count < $1.count }) {
            Array(longest).withUnsafeBufferPointer { insert($0) }
        } else if let name = names.last {
            operators.insert(String(decoding: name, as: UTF8.self))
        } else {
            anyFileMayDeclare = true
        }
    }

    /// Whether `bytes` may declare a link's target: they hold one of the names' identifier runs
    /// as a whole run, or one of their operators.
    ///
    /// ```swift
    /// if names.mayBeDeclared(in: bytes) { index(Scanner.scan(bytes)) }
    /// ```
    func mayBeDeclared(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if anyFileMayDeclare || operators.contains(where: { ByteSearch.contains($0, in: bytes) }) { return true }
        guard !hashes.isEmpty else { return false }
        var index = 0
        while index < bytes.count {
            guard Self.isRunByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            index += 1
            while index < bytes.count, Self.isRunByte(bytes[index]) { index += 1 }
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

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = PathHash()
        hash.combine(bytes)
        return hash.value
    }

    /// A byte of an identifier's run: an ASCII letter, digit, `_` or `$`.
    @inline(__always) private static func isRunByte(_ byte: UInt8) -> Bool {
        SymbolLink.isWordByte(byte) || byte == UInt8(ascii: "$")
    }
}
