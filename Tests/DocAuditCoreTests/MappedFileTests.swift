import Foundation
import Testing
import DocAuditCore
import TestScratch

@Suite struct MappedFileTests {
    /// The bytes read through the mapping are the file's, pages handed back along the way
    /// included, and a missing file or a folder is a problem naming it.
    @Test func readsTheFileAndHandsPagesBack() throws {
        let path = Scratch.url("mapped").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let contents = (0..<3_500_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 12) }
        try Data(contents).write(to: URL(fileURLWithPath: path))
        let sums = try MappedFile.read(path) { bytes, release in
            var sum = 0
            for offset in stride(from: 0, to: bytes.count, by: 4096) {
                sum &+= Int(bytes[offset])
                release(offset)
            }
            return (sum, bytes.reduce(0) { $0 &+ Int($1) }, bytes.count)
        }
        #expect(sums.0 == stride(from: 0, to: contents.count, by: 4096).reduce(0) { $0 &+ Int(contents[$1]) })
        #expect(sums.1 == contents.reduce(0) { $0 &+ Int($1) } && sums.2 == contents.count)
        #expect(throws: PathProblem(path: path + "-missing", message: "no such file or directory")) {
            try MappedFile.read(path + "-missing") { bytes, _ in bytes.count }
        }
        #expect(throws: PathProblem(path: "/tmp", message: "is a directory")) {
            try MappedFile.read("/tmp") { bytes, _ in bytes.count }
        }
        #expect(try MappedFile.read("/dev/null") { bytes, _ in bytes.count } == 0)
    }
}
