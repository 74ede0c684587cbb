@testable import DocAuditCore
import Testing

@Suite struct PartitioningIndexTests {
    /// Against a look from the front: every split point of sorted arrays with repeated values,
    /// empty ones included.
    @Test func findsWhereTheSuffixStarts() {
        for count in 0...9 {
            let values = (0..<count).map { $0 / 2 }
            for bound in -1...count {
                #expect(values.partitioningIndex { $0 > bound } == (values.firstIndex { $0 > bound } ?? values.count), "\(values) after \(bound)")
            }
        }
    }
}
