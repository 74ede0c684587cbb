import Testing
import DocAuditCore

@Suite struct PathListTests {
    /// Paths in byte order, a shorter one before a longer one that starts with it, as reports
    /// order files; a path given twice is kept once.
    @Test func sortsByBytesAndDropsDuplicates() {
        let paths: PathList = ["B/a.swift", "A/b.swift", "A-b.swift", "A/b.swift", "A.swift", "사용자.swift", "A/b.swiftx"]
        #expect(Array(paths) == ["A-b.swift", "A.swift", "A/b.swift", "A/b.swiftx", "B/a.swift", "사용자.swift"])
        #expect(paths.count == 6)
    }

    /// Reading one path decodes from the start of its block: every position, across several
    /// blocks, reads back what was given, as going through them in order does.
    @Test func readsEveryPositionAsGiven() {
        let given = (0..<100).map { "Projects/Feature/Module\($0 / 10)/Sources/File\(String(format: "%03d", $0)).swift" }
        let paths = PathList(given)
        #expect(Array(paths) == given)
        #expect(paths.indices.map { paths[$0] } == given)
        #expect(paths[99] == given[99] && paths[16] == given[16] && paths[15] == given[15])
    }

    /// Paths given in order are kept as given; given out of order, they come out sorted all
    /// the same, with the duplicates that were not neighbours dropped.
    @Test func sortsWhatIsGivenOutOfOrder() {
        var builder = PathList.Builder()
        for path in ["b/2.swift", "a/1.swift", "b/2.swift", "a/1.swift", "c.swift"] { builder.append(path) }
        #expect(Array(builder.list()) == ["a/1.swift", "b/2.swift", "c.swift"])
        #expect(PathList([String]()).isEmpty)
    }

    /// A path shares nothing with the one before it at the start of a block, and a long
    /// shared prefix or a long rest is written as a number of several bytes.
    @Test func keepsLongPathsWhole() {
        let long = String(repeating: "folder/", count: 100)
        let given = (0..<40).map { long + "\($0 < 10 ? "0" : "")\($0)" + String(repeating: "x", count: 200) + ".swift" }
        #expect(Array(PathList(given)) == given)
    }
}
