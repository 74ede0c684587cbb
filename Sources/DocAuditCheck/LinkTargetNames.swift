import DocAuditCore

// Unchecked buffers: findings and records are written and read as bytes in place, one file after another; a range past its end traps in debug builds, where the tests run.

/// What the files declaring the targets of the symbol links still broken after the audited
/// files must hold, so that a file read only for the index is scanned only when it can
/// declare one.
///
/// A declaration's name stands whole in its file, right after the keyword that introduces it
/// (`func store`, `case store`), or after a `,` or `(` in a list (`case a, store`,
/// `let (a, store)`). So each link asks for the run of letters, digits, `_` and `$` that its
/// target's name begins with, in such a place: the file that declares `Cache/store(_:)` holds
/// `func store`, where one that only calls `store` or names `String` in types declares neither.
/// Where the compiler allows more than the keyword and a space (a line break, a comment,
/// backticks), the place counts too: a file is passed over only when it surely declares no
/// target. A target named by its keyword (`init`, `subscript`, `deinit`) asks for the longest
/// run of its other components but a first one (which may name a module) anywhere, as does
/// an operator for its characters. Finding that out takes one pass over a file's bytes,
/// several times faster than scanning it. A name outside ASCII may be spelled in other Unicode
/// forms in the source: a link with nothing else to look for has every file scanned.
struct LinkTargetNames: Sendable {
    /// For each run length (capped) and first byte, whether some link asks for a run of them:
    /// most identifiers of a file are passed over without being hashed.
    private var shapes = [UInt64](repeating: 0, count: Self.maximumLength * 128 / 64)
    /// The runs asked for in a declaring place, and those asked for anywhere.
    private var declaredNames = Set<UInt64>()
    private var anywhereNames = Set<UInt64>()
    /// Operators, found anywhere in the bytes.
    private var operators = Set<String>()
    /// Whether a link leaves nothing to look for, so that no file may be passed over.
    private var anyFileMayDeclare = false

    private static let maximumLength = 64

    /// What the files declaring the targets of the waiting links that `table` does not resolve
    /// must hold; nil when it resolves them all. Only the broken links have their texts read
    /// back: few are.
    ///
    /// ```swift
    /// if let names = LinkTargetNames(brokenIn: total.waitingLinks, table: table) { … }
    /// ```
    init?(brokenIn waiting: some Sequence<SpilledLinks>, table: SymbolTable) {
        var found = false
        for file in waiting {
            file.forEachBroken(table) { broken in
                found = true
                ask(for: SymbolLink(text: broken.text, line: 0, column: 0))
            }
        }
        guard found else { return nil }
    }

    /// Asks for what the file declaring the target of `link` must hold.
    private mutating func ask(for link: SymbolLink) {
        let components = link.components
        // Each name as written in the source: no signature, no backticks; ASCII only.
        let names = components.dropFirst(components.count > 1 ? 1 : 0).map { component -> [UInt8]? in
            let name = Array(component.utf8.prefix { $0 != UInt8(ascii: "(") }.filter { $0 != UInt8(ascii: "`") })
            return name.isEmpty || name.contains { $0 >= 0x80 } ? nil : name
        }
        let target = names.last.flatMap { $0 }.map { $0.split(whereSeparator: { !Self.isRunByte($0) }) } ?? []
        if let name = target.first, !Self.keywordNamed.contains(Array(name)) {
            insert(Array(name), anywhere: false)
        } else if let longest = names.compactMap({ $0 }).flatMap({ $0.split(whereSeparator: { !Self.isRunByte($0) }) }).max(by: { $0.count < $1.count }) {
            insert(Array(longest), anywhere: true)
        } else if let name = names.last.flatMap({ $0 }) {
            operators.insert(String(decoding: name, as: UTF8.self))
        } else {
            anyFileMayDeclare = true
        }
    }

    /// The declarations whose name is their keyword.
    private static let keywordNamed: Set<[UInt8]> = [Array("init".utf8), Array("subscript".utf8), Array("deinit".utf8)]

    /// Whether `bytes` may declare a link's target: they hold one of the names asked for in a
    /// declaring place or anywhere, as a whole run, or one of the operators.
    ///
    /// ```swift
    /// if names.mayBeDeclared(in: bytes) { index(Scanner.scan(bytes)) }
    /// ```
    func mayBeDeclared(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if anyFileMayDeclare || operators.contains(where: { ByteSearch.contains($0, in: bytes) }) { return true }
        guard !declaredNames.isEmpty || !anywhereNames.isEmpty else { return false }
        return shapes.withUnsafeBufferPointer { shapes in
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
                let bit = Self.shapeBit(run)
                guard shapes[bit / 64] & (1 << UInt64(bit % 64)) != 0 else { continue }
                let hash = Self.hash(run)
                if anywhereNames.contains(hash) || declaredNames.contains(hash) && Self.isDeclaringPlace(before: start, in: bytes) { return true }
            }
            return false
        }
    }

    /// Whether a name starting at `start` may be a declaration's: after a declaring keyword, a
    /// `,` or a `(`, or after what this look does not read through (a line break, a comment's
    /// end, a backtick, the file's start).
    private static func isDeclaringPlace(before start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = start
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard end > 0 else { return true }
        switch bytes[end - 1] {
        case UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: "`"), UInt8(ascii: "/"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            return true
        default:
            var keywordStart = end
            while keywordStart > 0, isRunByte(bytes[keywordStart - 1]) { keywordStart -= 1 }
            guard let keyword = Keyword.match(bytes, keywordStart, end) else { return false }
            return declaringKeywords.contains(keyword)
        }
    }

    /// The keywords a declaration's name follows.
    private static let declaringKeywords: Set<Keyword> = [.struct, .class, .enum, .protocol, .actor, .typealias, .associatedtype, .func, .var, .let, .case, .macro]

    private mutating func insert(_ name: [UInt8], anywhere: Bool) {
        let (bit, hash) = name.withUnsafeBufferPointer { (Self.shapeBit($0), Self.hash($0)) }
        shapes[bit / 64] |= 1 << UInt64(bit % 64)
        if anywhere { anywhereNames.insert(hash) } else { declaredNames.insert(hash) }
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
