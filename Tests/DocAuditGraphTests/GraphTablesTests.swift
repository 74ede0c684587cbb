import Testing
@testable import DocAuditGraph

/// The graph's small tables by number: what is kept is found again, and a walk starts afresh.
@Suite struct GraphTablesTests {
    @Test func aSparseTableKeepsReplacesAndUpdatesValuesByNumber() {
        var table = SparseTable<String>()
        #expect(table[0] == nil && table[1_000] == nil)
        table[7] = "seven"
        table[1_000] = "thousand"
        table[7] = "SEVEN"
        #expect(table[7] == "SEVEN" && table[1_000] == "thousand")
        #expect(table[6] == nil && table[8] == nil && table[999] == nil)
        table.update(3, initial: "") { $0 += "a" }
        table.update(3, initial: "") { $0 += "b" }
        #expect(table[3] == "ab")
    }

    @Test func walkMarksForgetTheLastWalk() {
        var marks = WalkMarks()
        marks.startWalk()
        let first = [marks.insert(4), marks.insert(4), marks.insert(100)]
        marks.startWalk()
        let second = [marks.insert(4), marks.insert(100), marks.insert(100)]
        #expect(first == [true, false, true])
        #expect(second == [true, true, false])
    }
}
