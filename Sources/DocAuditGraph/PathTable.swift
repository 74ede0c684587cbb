import DocAuditCore

/// Names and paths of names, each stored once and known by a number: the graph compares,
/// looks up and groups symbols by paths thousands of times, and a number is compared and
/// hashed at once where an array of strings is allocated, hashed and compared name by name.
///
/// A path is a node of a tree whose root is the empty path; a node's children extend it by one
/// name. `Outer.Inner` is the child `Inner` of the child `Outer` of the root. Both tables hash
/// with a multiply-and-shift of their own, not the standard library's seeded hasher: every
/// declaration's name goes through them, and a table private to one build needs no defence
/// against chosen collisions.
struct PathTable {
    /// The empty path.
    static let root: Int32 = 0

    /// Every name's UTF-8 bytes one after the other, and where each starts and ends: a name is
    /// spelled as a `String` only when asked (``name(_:)``), most never are.
    private var spellings: [UInt8] = []
    private var spellingEnds: [Int] = [0]
    private var nameHashes: [UInt64] = []
    private var nameSlots = [Int32](repeating: -1, count: 1024)
    /// Per node: its parent (-1 for the root) and its last name.
    private var parents: [Int32] = [-1]
    private var lastNames: [Int32] = [-1]
    /// A node's child by name: the key (parent and name in one number) and the child, by slot.
    private var childKeys = [UInt64](repeating: .max, count: 1024)
    private var childNodes = [Int32](repeating: -1, count: 1024)

    /// Makes room for about `count` names and nodes at once, rather than growing to them.
    mutating func reserve(_ count: Int) {
        var slots = 1024
        while slots < count * 2 { slots *= 2 }
        guard slots > childKeys.count, nameHashes.isEmpty, parents.count == 1 else { return }
        nameSlots = [Int32](repeating: -1, count: slots)
        childKeys = [UInt64](repeating: .max, count: slots)
        childNodes = [Int32](repeating: -1, count: slots)
        parents.reserveCapacity(count)
        lastNames.reserveCapacity(count)
    }

    /// The number of `name`, given one if it has none. Inlined: the string is then read where
    /// the caller holds it, not retained and released to be passed.
    @inline(__always)
    mutating func intern(_ name: String) -> Int32 {
        // Read in place: `withUTF8` needs a mutable copy of the string, retained and released.
        if let number = name.utf8.withContiguousStorageIfAvailable({ intern($0) }) { return number }
        var name = name
        return name.withUTF8 { intern($0) }
    }

    /// The number of the name spelled by `bytes` (UTF-8), given one if it has none.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = Self.hash(bytes)
        var slot = Int(truncatingIfNeeded: hash) & (nameSlots.count - 1)
        while nameSlots[slot] >= 0 {
            let known = Int(nameSlots[slot])
            if nameHashes[known] == hash, spells(known, bytes) { return Int32(known) }
            slot = (slot + 1) & (nameSlots.count - 1)
        }
        let number = Int32(nameHashes.count)
        spellings.append(contentsOf: bytes)
        spellingEnds.append(spellings.count)
        nameHashes.append(hash)
        nameSlots[slot] = number
        if nameHashes.count * 2 > nameSlots.count { growNames() }
        return number
    }

    /// The name numbered `number`.
    func name(_ number: Int32) -> String {
        let start = spellingEnds[Int(number)]
        let end = spellingEnds[Int(number) + 1]
        return spellings.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    /// Whether the name numbered `known` is spelled `bytes`.
    private func spells(_ known: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = spellingEnds[known]
        let end = spellingEnds[known + 1]
        guard end - start == bytes.count else { return false }
        return spellings.withUnsafeBufferPointer { ByteSearch.equal(UnsafeBufferPointer(rebasing: $0[start..<end]), bytes) }
    }

    private mutating func growNames() {
        nameSlots = [Int32](repeating: -1, count: nameSlots.count * 2)
        for number in nameHashes.indices {
            var slot = Int(truncatingIfNeeded: nameHashes[number]) & (nameSlots.count - 1)
            while nameSlots[slot] >= 0 { slot = (slot + 1) & (nameSlots.count - 1) }
            nameSlots[slot] = Int32(number)
        }
    }

    /// The node `parent` extended by `name`, made if it is new. Inlined: asked for every
    /// declaration and symbol, its call cost a third of its work.
    @inline(__always)
    mutating func child(_ parent: Int32, _ name: Int32) -> Int32 {
        let key = Self.key(parent, name)
        var slot = childSlot(key)
        while childNodes[slot] >= 0 {
            if childKeys[slot] == key { return childNodes[slot] }
            slot = (slot + 1) & (childKeys.count - 1)
        }
        let node = Int32(parents.count)
        parents.append(parent)
        lastNames.append(name)
        childKeys[slot] = key
        childNodes[slot] = node
        if parents.count * 2 > childKeys.count { growChildren() }
        return node
    }

    /// The node `parent` extended by `name`, nil when no path is that.
    func existingChild(_ parent: Int32, _ name: Int32) -> Int32? {
        let key = Self.key(parent, name)
        var slot = childSlot(key)
        while childNodes[slot] >= 0 {
            if childKeys[slot] == key { return childNodes[slot] }
            slot = (slot + 1) & (childKeys.count - 1)
        }
        return nil
    }

    private func childSlot(_ key: UInt64) -> Int {
        // The product's high half folded in: its bits 20 and up, taken alone, saw only the
        // parent's lowest bits, and one name under many parents (`init`, `id`) probed long chains.
        let product = key &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product ^ product >> 32) & (childKeys.count - 1)
    }

    private mutating func growChildren() {
        let keys = childKeys
        let nodes = childNodes
        childKeys = [UInt64](repeating: .max, count: keys.count * 2)
        childNodes = [Int32](repeating: -1, count: keys.count * 2)
        for index in keys.indices where nodes[index] >= 0 {
            var slot = childSlot(keys[index])
            while childNodes[slot] >= 0 { slot = (slot + 1) & (childKeys.count - 1) }
            childKeys[slot] = keys[index]
            childNodes[slot] = nodes[index]
        }
    }

    /// The node of `names` below `parent`, made as needed.
    mutating func node(_ names: [String], under parent: Int32 = root) -> Int32 {
        var node = parent
        for name in names { node = child(node, intern(name)) }
        return node
    }

    /// The node of the names `names` below `parent`, nil when there is none.
    func existingNode(_ names: [Int32], under parent: Int32) -> Int32? {
        var node = parent
        for name in names {
            guard let next = existingChild(node, name) else { return nil }
            node = next
        }
        return node
    }

    func parent(_ node: Int32) -> Int32 {
        parents[Int(node)]
    }

    /// The number of a node's last name (-1 for the root).
    func lastName(_ node: Int32) -> Int32 {
        lastNames[Int(node)]
    }

    /// A node's last name, empty for the root.
    func lastString(_ node: Int32) -> String {
        node == Self.root ? "" : name(lastNames[Int(node)])
    }

    /// How many names there are: their numbers are `0..<nameCount`.
    var nameCount: Int { nameHashes.count }

    /// The names from the root to `node`, outermost first, each name's `String` made once into
    /// `spelled` (by name number) and shared by every path that holds it.
    func components(_ node: Int32, spelled: inout [String?]) -> [String] {
        components(node) { number in
            if let known = spelled[Int(number)] { return known }
            let text = name(number)
            spelled[Int(number)] = text
            return text
        }
    }

    private func components(_ node: Int32, spelling spell: (Int32) -> String) -> [String] {
        var depth = 0
        var current = node
        while current > Self.root {
            depth += 1
            current = parents[Int(current)]
        }
        current = node
        return [String](unsafeUninitializedCapacity: depth) { buffer, count in
            for index in stride(from: depth - 1, through: 0, by: -1) {
                (buffer.baseAddress! + index).initialize(to: spell(lastNames[Int(current)]))
                current = parents[Int(current)]
            }
            count = depth
        }
    }

    /// The numbers of the names from the root to `node`, outermost first, written over `names`.
    func nameNumbers(_ node: Int32, into names: inout [Int32]) {
        names.removeAll(keepingCapacity: true)
        var current = node
        while current > Self.root {
            names.append(lastNames[Int(current)])
            current = parents[Int(current)]
        }
        names.reverse()
    }

    /// The names of `node` joined by dots, their bytes copied into the string from the last
    /// name back: no array of names or of bytes made.
    func dotted(_ node: Int32) -> String {
        var length = -1
        var current = node
        while current > Self.root {
            let name = Int(lastNames[Int(current)])
            length += spellingEnds[name + 1] - spellingEnds[name] + 1
            current = parents[Int(current)]
        }
        guard length > 0 else { return "" }
        return String(unsafeUninitializedCapacity: length) { buffer in
            spellings.withUnsafeBufferPointer { spelled in
                var end = length
                var current = node
                while current > Self.root {
                    let name = Int(lastNames[Int(current)])
                    let start = spellingEnds[name]
                    let count = spellingEnds[name + 1] - start
                    end -= count
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[end..<end + count]).initialize(from: spelled[start..<start + count])
                    if end > 0 {
                        end -= 1
                        buffer[end] = UInt8(ascii: ".")
                    }
                    current = parents[Int(current)]
                }
            }
            return length
        }
    }

    private static func key(_ parent: Int32, _ name: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: parent)) << 32 | UInt64(UInt32(bitPattern: name))
    }

    /// The bytes eight at a time, each word mixed in by multiplying (as splitmix64 mixes),
    /// then the rest: names are short, and a byte at a time costs as much as the lookup.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress else { return hash }
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            offset += 8
        }
        var rest: UInt64 = 0
        if offset < bytes.count, bytes.count >= 8 {
            // The last eight bytes at once, some of them hashed already.
            rest = UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self)
        } else {
            while offset < bytes.count {
                rest = rest << 8 | UInt64(base[offset])
                offset += 1
            }
        }
        hash = (hash ^ rest) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 29)
    }
}
