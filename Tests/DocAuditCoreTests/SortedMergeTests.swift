import DocAuditCore
import Testing

@Suite struct SortedMergeTests {
    /// Everything comes out in order, each element with its source; among equal heads the
    /// first source's comes first, and empty sources are passed over.
    @Test func mergesInOrderFirstSourceFirstAmongEquals() {
        let sources = [[1, 3, 3, 9], [], [0, 3, 10], [3]]
        var merged = SortedMerge(sources.map { $0.makeIterator() }, by: <)
        var result: [(Int, Int)] = []
        while let (element, source) = merged.next() { result.append((element, source)) }
        #expect(result.map(\.0) == [0, 1, 3, 3, 3, 3, 9, 10])
        #expect(result.map(\.1) == [2, 0, 0, 0, 2, 3, 0, 2])
        #expect(merged.next() == nil)
    }

    @Test func mergesNoSourcesIntoNothing() {
        var merged = SortedMerge([IndexingIterator<[Int]>](), by: <)
        #expect(merged.next() == nil)
    }
}
