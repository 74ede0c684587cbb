/// A unified diff of two versions of a file, as `diff -u` and `git diff` print it, for
/// `docaudit fix --dry-run`; `git apply` and `patch -p1` accept it.
///
/// Lines are compared with Myers' algorithm after trimming the common prefix and suffix; fixes
/// change a handful of lines, so the work stays close to linear.
public enum UnifiedDiff {
    /// The diff from `old` to `new` with `context` unchanged lines around each change, labelled
    /// `a/path` and `b/path`; empty when they are equal.
    ///
    /// ```swift
    /// let patch = UnifiedDiff.make(old: original, new: fixed, path: "Sources/A.swift")
    /// ```
    public static func make(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let operations = editScript(oldLines, newLines)
        let label = path.hasPrefix("./") ? String(path.dropFirst(2)) : path.hasPrefix("/") ? String(path.dropFirst()) : path
        // A tab after a name with a space tells `patch` where the name ends, as diff and git do.
        let end = label.contains(" ") ? "\t" : ""
        var text = "--- a/\(label)\(end)\n+++ b/\(label)\(end)\n"
        for hunk in hunks(operations, context: context) {
            text += header(operations[hunk])
            for operation in operations[hunk] {
                let (marker, line) = switch operation.kind {
                case .same: (" ", oldLines[operation.old])
                case .removed: ("-", oldLines[operation.old])
                case .added: ("+", newLines[operation.new])
                }
                text += marker + String(decoding: line.content, as: UTF8.self) + "\n"
                if !line.endsWithNewline { text += "\\ No newline at end of file\n" }
            }
        }
        return text
    }

    /// One line, without its `\n` (a `\r` before it stays, as in `diff`).
    struct Line: Hashable {
        var content: ArraySlice<UInt8>
        var endsWithNewline: Bool
    }

    /// One step of the edit script, with the old and new line indexes it stands at.
    struct Operation {
        enum Kind { case same, removed, added }
        var kind: Kind
        var old: Int
        var new: Int
    }

    static func lines(of bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            lines.append(Line(content: bytes[start..<index], endsWithNewline: true))
            start = index + 1
        }
        if start < bytes.count { lines.append(Line(content: bytes[start...], endsWithNewline: false)) }
        return lines
    }

    /// The shortest edit script from `a` to `b`.
    static func editScript(_ a: [Line], _ b: [Line]) -> [Operation] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var operations = (0..<prefix).map { Operation(kind: .same, old: $0, new: $0) }
        operations += myers(Array(a[prefix..<a.count - suffix]), Array(b[prefix..<b.count - suffix]), offset: prefix)
        let oldTail = a.count - suffix
        let newTail = b.count - suffix
        operations += (0..<suffix).map { Operation(kind: .same, old: oldTail + $0, new: newTail + $0) }
        return operations
    }

    /// Myers' O((N+M)·D) algorithm, keeping each round's frontier to trace the path back.
    static func myers(_ a: [Line], _ b: [Line], offset: Int) -> [Operation] {
        let n = a.count
        let m = b.count
        let limit = n + m
        var frontier = [Int](repeating: 0, count: 2 * limit + 2)
        var trace: [[Int]] = []
        search: for d in 0...limit {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && frontier[limit + k - 1] < frontier[limit + k + 1])
                    ? frontier[limit + k + 1]
                    : frontier[limit + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                frontier[limit + k] = x
                if x >= n, y >= m { break search }
            }
        }
        var operations: [Operation] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let cameFromAbove = k == -d || (k != d && previous[limit + k - 1] < previous[limit + k + 1])
            let previousK = cameFromAbove ? k + 1 : k - 1
            let previousX = previous[limit + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                operations.append(Operation(kind: .same, old: offset + x, new: offset + y))
            }
            guard d > 0 else { break }
            if cameFromAbove {
                y -= 1
                operations.append(Operation(kind: .added, old: offset + x, new: offset + y))
            } else {
                x -= 1
                operations.append(Operation(kind: .removed, old: offset + x, new: offset + y))
            }
        }
        return operations.reversed()
    }

    /// The ranges of `operations` that each hunk prints: the changes with up to `context`
    /// unchanged lines around them, merged when their context would touch.
    static func hunks(_ operations: [Operation], context: Int) -> [Range<Int>] {
        let changes = operations.indices.filter { operations[$0].kind != .same }
        var hunks: [Range<Int>] = []
        for change in changes {
            let start = max(0, change - context)
            let end = min(operations.count, change + 1 + context)
            if let last = hunks.last, start <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<end
            } else {
                hunks.append(start..<end)
            }
        }
        return hunks
    }

    /// `@@ -start,count +start,count @@` for one hunk; a count of one is left out, and an empty
    /// side starts at the line before it, as in `diff -u`.
    static func header(_ hunk: ArraySlice<Operation>) -> String {
        let first = hunk.first!
        let oldCount = hunk.count { $0.kind != .added }
        let newCount = hunk.count { $0.kind != .removed }
        func side(_ start: Int, _ count: Int) -> String {
            let line = count == 0 ? start : start + 1
            return count == 1 ? "\(line)" : "\(line),\(count)"
        }
        return "@@ -\(side(first.old, oldCount)) +\(side(first.new, newCount)) @@\n"
    }
}
