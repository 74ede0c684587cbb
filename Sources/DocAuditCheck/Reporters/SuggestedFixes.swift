/// The edits of the fixes findings carry, placed by lines and columns, for the reports that
/// offer a reviewer a change to accept (rdjson's `suggestions`): a review tool replaces a
/// range of lines and columns where `docaudit fix` replaces bytes at offsets. Only the safe
/// fixes, those `docaudit fix` makes without asking.
public struct SuggestedFixes: Sendable {
    /// One replacement: `text` in place of the range from `start` up to `end`, not included,
    /// each a 1-based line and UTF-8 column.
    public struct Edit: Sendable, Equatable {
        public var start: Position
        public var end: Position
        public var text: String
    }

    /// A 1-based line and column; the column counts UTF-8 bytes.
    public struct Position: Sendable, Equatable {
        public var line: Int
        public var column: Int
    }

    /// Where a finding stands, as reports name it.
    private struct Place: Hashable {
        var file: String
        var line: Int
        var column: Int
        var rule: String
    }

    private var edits: [Place: [Edit]] = [:]

    /// No fixes: what a report has unless it offers them.
    public init() {}

    /// The fixes of `findings`, their files named by `paths`, each file's bytes read through
    /// `source` (the bytes the check read); a file `source` cannot read has its fixes left out.
    ///
    /// ```swift
    /// report.fixes = SuggestedFixes(result.fixableFindings, paths: reportPaths) { FileManager.default.contents(atPath: $0).map(Array.init) }
    /// ```
    public init(_ findings: [FixableFinding], paths: ReportPaths, source: (String) -> [UInt8]?) {
        // Findings come file by file: each file is read, and its lines found, once.
        var lines: (file: String, starts: [Int]?)?
        for finding in findings {
            let diagnostic = finding.diagnostic
            if lines?.file != diagnostic.file { lines = (diagnostic.file, source(diagnostic.file).map(Self.lineStarts)) }
            guard let starts = lines?.starts else { continue }
            let place = Place(file: paths.path(of: diagnostic.file), line: diagnostic.line, column: diagnostic.column, rule: diagnostic.rule)
            edits[place] = finding.fix.edits.map { edit in
                Edit(start: Self.position(of: edit.range.lowerBound, lineStarts: starts), end: Self.position(of: edit.range.upperBound, lineStarts: starts),
                     text: String(decoding: edit.replacement, as: UTF8.self))
            }
        }
    }

    /// The edits of the fix `diagnostic` carries; empty when it carries none.
    func edits(of diagnostic: Diagnostic) -> [Edit] {
        edits[Place(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column, rule: diagnostic.rule)] ?? []
    }

    /// The offset where each line of `source` starts.
    private static func lineStarts(_ source: [UInt8]) -> [Int] {
        [0] + source.indices.filter { source[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    /// The line and column of the byte at `offset`.
    private static func position(of offset: Int, lineStarts starts: [Int]) -> Position {
        // The last line starting at or before the offset.
        var (low, high) = (0, starts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return Position(line: low + 1, column: offset - starts[low] + 1)
    }
}
