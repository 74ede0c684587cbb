import Foundation
import Testing
import DocAuditCore
import TestScratch

@Suite struct FileDescriptorIOTests {
    /// The size hint is only a hint: a file that grew or shrank since it was measured is read
    /// whole, past the hint in pieces.
    @Test(arguments: [0, 1, 4_095, 9_999, 10_000, 10_001, 20_000, 100_000])
    func readsEverythingWhateverTheHint(sizeHint: Int) throws {
        let path = Scratch.url("read").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let contents = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(contents).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        #expect(FileDescriptorIO.readAll(descriptor, sizeHint: sizeHint) == contents)
    }
}
