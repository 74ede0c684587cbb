/// Values kept for a few of many numbers (nodes, names, symbols, files), found by the number
/// without hashing: each number's slot is an index into the values, so that a table as long as
/// the numbers holds nothing to release, and only the values kept are.
struct SparseTable<Value> {
    private var slots: [Int32] = []
    private var values: [Value] = []

    /// The value kept for `number`, nil when none is. A value set replaces the one kept.
    subscript(number: Int) -> Value? {
        get {
            number < slots.count && slots[number] >= 0 ? values[Int(slots[number])] : nil
        }
        set {
            guard let newValue else { preconditionFailure("a value is replaced, never removed") }
            // At least doubled: numbers come a few more at a time.
            if slots.count <= number { slots.append(contentsOf: repeatElement(-1, count: Swift.max(number + 1, 2 * slots.count) - slots.count)) }
            if slots[number] >= 0 {
                values[Int(slots[number])] = newValue
            } else {
                slots[number] = Int32(values.count)
                values.append(newValue)
            }
        }
    }

    /// Changes the value kept for `number` in place, `initial` kept first when none is.
    mutating func update(_ number: Int, initial: @autoclosure () -> Value, _ change: (inout Value) -> Void) {
        if self[number] == nil { self[number] = initial() }
        change(&values[Int(slots[number])])
    }
}
