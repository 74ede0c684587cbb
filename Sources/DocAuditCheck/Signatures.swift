import DocAuditCore

/// The type signatures of functions, initializers, subscripts and macros, as DocC's
/// type-signature link suffixes name them (`-(Int,_)->String`): each type spelled as DocC spells
/// it (``TypeSpelling``) and hashed, so a link's suffix is checked without the source.
///
/// Records one after another, in 64-bit words: the path's key; the file's position (high 32
/// bits), the number of parameter types and of return types (16 bits each); the parameter
/// types' keys, then the return types' (a tuple's elements; none for `Void`).
struct Signatures: Sendable {
    private(set) var words: [UInt64] = []
    /// The spelling of the type being hashed, reused from type to type.
    private var spelled: [UInt8] = []

    /// The key a type's spelling is compared by; a link's `_` matches any type.
    static func key(_ spelling: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = PathHash()
        hash.combine(spelling)
        return hash.value
    }

    static let wildcard: UInt64 = {
        var underscore = "_"
        return underscore.withUTF8(key)
    }()

    mutating func removeAll() {
        words.removeAll(keepingCapacity: true)
    }

    /// Appends the signature of the declaration at `path` (of the file at position 0 until
    /// ``append(_:file:)`` places it), its parameter types read in `source`.
    mutating func append(path: UInt64, parameters: [Parameter], returnType: String?, source: UnsafeBufferPointer<UInt8>) {
        words.append(path)
        let head = words.count
        words.append(0)
        for parameter in parameters {
            if let type = parameter.type {
                TypeSpelling.spell(UnsafeBufferPointer(rebasing: source[type]), into: &spelled)
            } else {
                spelled.removeAll(keepingCapacity: true)
            }
            words.append(spelled.withUnsafeBufferPointer(Self.key))
        }
        var returns = 0
        if var returnType {
            returnType.withUTF8 { TypeSpelling.spell($0, into: &spelled) }
            returns = appendReturnKeys()
        }
        words[head] = UInt64(min(parameters.count, 0xFFFF)) << 16 | UInt64(min(returns, 0xFFFF))
    }

    /// Appends the keys of the return type spelled: a tuple's elements, none for `Void`.
    private mutating func appendReturnKeys() -> Int {
        if spelled.isEmpty || spelled.elementsEqual("Void".utf8) || spelled.elementsEqual("()".utf8) { return 0 }
        guard TypeSpelling.isTuple(spelled) else {
            words.append(spelled.withUnsafeBufferPointer(Self.key))
            return 1
        }
        var count = 0
        spelled.withUnsafeBufferPointer { spelled in
            TypeSpelling.forEachElement(of: UnsafeBufferPointer(rebasing: spelled[1..<spelled.count - 1])) {
                words.append(Self.key($0))
                count += 1
            }
        }
        return count
    }

    /// Appends the records of `other`, one file's, as declared in the file at `file`.
    mutating func append(_ other: Signatures, file: Int32) {
        let start = words.count
        words += other.words
        other.forEachRecord { offset, _, _ in words[start + offset + 1] |= UInt64(UInt32(bitPattern: file)) << 32 }
    }

    /// Appends every record of `other`.
    mutating func append(contentsOf other: Signatures) {
        words += other.words
    }

    /// Calls `body` with where each record starts in ``words``, its path's key and its file.
    func forEachRecord(_ body: (Int, UInt64, Int32) -> Void) {
        var offset = 0
        while offset < words.count {
            let head = words[offset + 1]
            body(offset, words[offset], Int32(bitPattern: UInt32(head >> 32)))
            offset += 2 + Int(head >> 16 & 0xFFFF) + Int(head & 0xFFFF)
        }
    }

    /// The record at `offset` without its path's key: its counts, then its types' keys.
    func record(at offset: Int) -> ArraySlice<UInt64> {
        let head = words[offset + 1]
        return words[(offset + 1)..<(offset + 2 + Int(head >> 16 & 0xFFFF) + Int(head & 0xFFFF))]
    }
}
