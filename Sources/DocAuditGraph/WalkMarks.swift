/// Which numbers (types, nodes) one walk over the graph has met: a stamp per number, the walk's
/// own, so that a walk starts without clearing anything and marks a number without hashing it.
/// Walks that use one set of marks must not nest.
struct WalkMarks {
    private var stamps: [UInt32] = []
    private var walk: UInt32 = 0

    /// Starts a walk: no number is marked.
    mutating func startWalk() {
        walk &+= 1
        // After 2³² walks the stamps could repeat: cleared once.
        if walk == 0 {
            stamps = Array(repeating: 0, count: stamps.count)
            walk = 1
        }
    }

    /// Marks `number`, and answers whether this walk had not marked it yet.
    mutating func insert(_ number: Int) -> Bool {
        if stamps.count <= number { stamps.append(contentsOf: repeatElement(0, count: max(number + 1 - stamps.count, stamps.count))) }
        if stamps[number] == walk { return false }
        stamps[number] = walk
        return true
    }
}
