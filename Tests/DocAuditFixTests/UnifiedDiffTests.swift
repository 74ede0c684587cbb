import Foundation
import Testing
@testable import DocAuditFix
import TestScratch

@Suite struct UnifiedDiffTests {
    @Test func matchesDiffU() {
        // Expected output from GNU `diff -u old new`, labels aside.
        let old = bytes("a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\n")
        let new = bytes("a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nl\nm\nn")
        #expect(UnifiedDiff.make(old: old, new: new, path: "Sources/A.swift") == """
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -1,5 +1,5 @@
             a
            -b
            +B
             c
             d
             e
            @@ -8,6 +8,6 @@
             h
             i
             j
            -k
             l
             m
            +n
            \\ No newline at end of file

            """)
    }

    @Test func nearbyChangesShareAHunk() {
        let diff = UnifiedDiff.make(old: bytes("1\n2\n3\n4\n5\n6\n7\n8\n"), new: bytes("1\nX\n3\n4\n5\n6\nY\n8\n"), path: "f")
        #expect(diff.components(separatedBy: "@@ -").count == 2)
        #expect(diff.contains("@@ -1,8 +1,8 @@\n"))
    }

    @Test func emptySidesAndEqualInputs() {
        #expect(UnifiedDiff.make(old: bytes("x\n"), new: bytes("x\n"), path: "f") == "")
        #expect(UnifiedDiff.make(old: [], new: bytes("x\n"), path: "f") == "--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+x\n")
        #expect(UnifiedDiff.make(old: bytes("x\n"), new: [], path: "f") == "--- a/f\n+++ b/f\n@@ -1 +0,0 @@\n-x\n")
    }

    @Test func keepsCarriageReturnsAndStripsAbsoluteLabels() {
        let diff = UnifiedDiff.make(old: bytes("/// A\r\nlet a = 1\r\n"), new: bytes("// A\r\nlet a = 1\r\n"), path: "/tmp/x.swift")
        #expect(diff == "--- a/tmp/x.swift\n+++ b/tmp/x.swift\n@@ -1,2 +1,2 @@\n-/// A\r\n+// A\r\n let a = 1\r\n")
    }

    @Test(arguments: Fixtures.variants.filter { !$0.name.contains("[CR") }.map(\.name))
    func gitAppliesIt(name: String) throws {
        let original = Fixtures.variants.first { $0.name == name }!.bytes
        let fixed = try SourceFixer.apply(demoteEveryDoc(original) + closeEveryBlankLine(original), to: original)
        guard fixed != original else { return }
        let folder = Scratch.url("diff")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(original).write(to: folder.appendingPathComponent("File.swift"))
        try Data(UnifiedDiff.make(old: original, new: fixed, path: "File.swift").utf8).write(to: folder.appendingPathComponent("fix.patch"))
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "apply", "--unsafe-paths", "--whitespace=nowarn", "fix.patch"]
        git.currentDirectoryURL = folder
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0)
        #expect(Array(try Data(contentsOf: folder.appendingPathComponent("File.swift"))) == fixed)
    }
}
