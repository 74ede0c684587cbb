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

    /// Ordered runs given one after another (one per command-line argument) are merged, and
    /// many runs, a list given backwards, sorted; either way, duplicates across runs go.
    @Test func mergesRunsAndSortsManyOfThem() {
        let runs = [["b/1.swift", "b/2.swift", "c/1.swift"], ["a/1.swift", "b/2.swift", "d.swift"], ["a/0.swift", "b/1.swift"]]
        #expect(Array(PathList(runs.joined())) == ["a/0.swift", "a/1.swift", "b/1.swift", "b/2.swift", "c/1.swift", "d.swift"])
        let backwards = (0..<500).map { "F\(String(format: "%04d", $0)).swift" }
        #expect(Array(PathList(backwards.reversed() + backwards)) == backwards)
    }

    /// A list past the spill's buffer reads back from the temporary file: in order, by
    /// position, and by a cursor at rising and at falling positions.
    @Test func readsALargeListBackFromItsFile() {
        let given = (0..<40_000).map { "Projects/Feature\(String(format: "%02d", $0 / 1_000))/Sources/\(String(format: "%05d", $0))-파일.swift" }
        let paths = PathList(given)
        #expect(paths.count == given.count)
        #expect(Array(paths) == given)
        var cursor = paths.cursor()
        for position in [0, 1, 17, 16, 39_999, 20_000, 20_001, 20_015, 20_016, 3] {
            #expect(cursor.path(at: position) == given[position])
        }
        #expect(paths[31_415] == given[31_415])
    }

    /// A path shares nothing with the one before it at the start of a block, and a long
    /// shared prefix or a long rest is written as a number of several bytes.
    @Test func keepsLongPathsWhole() {
        let long = String(repeating: "folder/", count: 100)
        let given = (0..<40).map { long + "\($0 < 10 ? "0" : "")\($0)" + String(repeating: "x", count: 200) + ".swift" }
        #expect(Array(PathList(given)) == given)
    }
}
