@testable import DocAuditCheck
import Testing

@Suite struct KeyTableTests {
    /// Against a dictionary: keys that share their low bits (so they probe past each other),
    /// key 0, repeated insertions that keep the first value, growth, and a union.
    @Test func holdsWhatADictionaryHolds() {
        var generator = SystemRandomNumberGenerator()
        var table = KeyTable()
        var reference: [UInt64: Int32] = [:]
        var keys: [UInt64] = [0, 1, 1 << 40, 2 << 40, 3 << 40]
        for _ in 0..<5_000 { keys.append(generator.next()) }
        for (index, key) in keys.enumerated() {
            table.insert(key, Int32(index))
            if reference[key] == nil { reference[key] = Int32(index) }
            table.insert(key, -1)
        }
        #expect(table.count == reference.count)
        for key in keys { #expect(table[key] == reference[key]) }
        for _ in 0..<5_000 {
            let absent = generator.next()
            #expect(table.contains(absent) == (reference[absent] != nil))
        }
        var union = KeyTable()
        union.insert(7, 70)
        union.formUnion(table)
        #expect(union.count == reference.count + 1 && union[7] == 70 && union[0] == 0 && union[keys[9]] == reference[keys[9]])
        var visited: [UInt64: Int32] = [:]
        table.forEach { visited[$0] = $1 }
        #expect(visited == reference)
    }
}
