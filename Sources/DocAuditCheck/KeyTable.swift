// Unchecked buffers: findings and records are written and read as bytes in place, one file after another; a range past its end traps in debug builds, where the tests run.

/// 64-bit keys that are hashes already (symbol path keys, pattern names' FNV-1a) and a small
/// number for each: open addressing with linear probing over a power of two of slots, at most
/// half of them full. The keys' low bits place them as they are, where a `Dictionary` or a
/// `Set` would hash each one again: the table answers every candidate key of every symbol link,
/// and filters every entry of the index.
struct KeyTable: Sendable {
    /// The key in each slot; 0 marks an empty one.
    private var keys: [UInt64]
    private var values: [Int32]
    /// The value of key 0, which cannot stand in a slot (one chance in 2⁶⁴ that a path has it).
    private var zeroValue: Int32?
    /// How many keys the table holds.
    private(set) var count = 0

    /// An empty table with room for `room` keys before it grows: grown from a few slots, a
    /// table of some thousands of keys would place each several times over.
    init(room: Int = 8) {
        let slots = max(16, 1 << (Int.bitWidth - (2 * room - 1).leadingZeroBitCount))
        keys = Array(repeating: 0, count: slots)
        values = Array(repeating: 0, count: slots)
    }

    /// The value of `key`, if the table holds it.
    subscript(key: UInt64) -> Int32? {
        guard key != 0 else { return zeroValue }
        return keys.withUnsafeBufferPointer { keys in
            let mask = keys.count - 1
            var slot = Int(truncatingIfNeeded: key) & mask
            while keys[slot] != 0 {
                if keys[slot] == key { return values[slot] }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// Whether the table holds `key`.
    func contains(_ key: UInt64) -> Bool {
        self[key] != nil
    }

    /// Adds `key` with `value` unless the table holds it already.
    mutating func insert(_ key: UInt64, _ value: Int32 = 0) {
        guard key != 0 else {
            if zeroValue == nil { (zeroValue, count) = (value, count + 1) }
            return
        }
        if 2 * (count + 1) > keys.count { grow() }
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: key) & mask
        while keys[slot] != 0 {
            if keys[slot] == key { return }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        values[slot] = value
        count += 1
    }

    /// Gives `key`, which the table holds, the value `value`.
    mutating func replaceValue(of key: UInt64, with value: Int32) {
        guard key != 0 else { return zeroValue = value }
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: key) & mask
        while keys[slot] != key { slot = (slot + 1) & mask }
        values[slot] = value
    }

    /// Gives `key` the bits of `value` beside those it has, adding it when new; returns
    /// whether the table held it.
    mutating func formUnion(_ key: UInt64, bits value: Int32) -> Bool {
        guard let old = self[key] else {
            insert(key, value)
            return false
        }
        replaceValue(of: key, with: old | value)
        return true
    }

    /// Adds every key of `other` that this table lacks, with its value.
    mutating func formUnion(_ other: KeyTable) {
        other.forEach { insert($0, $1) }
    }

    /// Calls `body` with each key and its value, in no particular order.
    func forEach(_ body: (UInt64, Int32) -> Void) {
        if let zeroValue { body(0, zeroValue) }
        for slot in keys.indices where keys[slot] != 0 { body(keys[slot], values[slot]) }
    }

    /// Twice the slots, every key placed again.
    private mutating func grow() {
        let old = self
        keys = Array(repeating: 0, count: 2 * old.keys.count)
        values = Array(repeating: 0, count: 2 * old.keys.count)
        (count, zeroValue) = (0, nil)
        old.forEach { insert($0, $1) }
    }
}
