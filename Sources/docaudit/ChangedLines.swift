import DocAuditCheck
import DocAuditCore

/// The lines `--changed-lines REV` reports findings on: those added or changed since REV in
/// the working tree (git's diff against the point where the current branch left REV, as
/// `--changed-since` compares), and every line of an untracked file. A finding counts when its
/// range touches one, as reviewdog filters a linter's output; lines only deleted leave nothing
/// to touch.
struct ChangedLines: Sendable {
    /// The changed lines of each changed file, by absolute path: 1-based ranges, in order.
    private var lines: [String: [ClosedRange<Int>]] = [:]
    /// The untracked files, every line of which counts.
    private var whole: Set<String> = []

    /// The files that have changed lines, as absolute paths: all that needs auditing.
    var files: Set<String> { whole.union(lines.keys) }

    /// The lines changed since `revision` in the repository holding `folder`. A `revision`
    /// that names no commit, or a folder outside git, is an error naming it.
    static func since(_ revision: String, in folder: String) throws -> ChangedLines {
        let git = OptionGit(option: "--changed-lines")
        guard (try? git.run(["-C", folder, "rev-parse", "--is-inside-work-tree"])) != nil else {
            throw ChangedFiles.GitError(description: "--changed-lines: \(folder) is not in a git repository")
        }
        let top = try git.topLevel(of: folder)
        guard (try? git.run(["-C", top, "rev-parse", "--verify", "--quiet", revision + "^{commit}"])) != nil else {
            throw ChangedFiles.GitError(description: "--changed-lines: '\(revision)' is not a git revision here (a branch, tag or commit; fetch it first in a shallow clone)")
        }
        // Prefixes and colours are set, so that no configuration changes what is read.
        let diff = try git.run(["-C", top, "diff", "--unified=0", "--no-color", "--no-ext-diff", "--src-prefix=a/", "--dst-prefix=b/", git.base(of: revision, in: top), "--"])
        var changed = ChangedLines(diff: diff, top: top)
        changed.whole = try git.untracked(in: top)
        return changed
    }

    /// The added lines of each file in `diff`, git's unified diff with no context lines, its
    /// paths from the folder `top`.
    init(diff: String, top: String) {
        var file: String?
        // The lines of the current hunk still to come: its own, which may start like headers.
        var hunkLines = 0
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if hunkLines > 0 {
                if line.hasPrefix("+") || line.hasPrefix("-") { hunkLines -= 1 }
            } else if line.hasPrefix("+++ ") {
                // `+++ b/path`, or `+++ /dev/null` for a file deleted; a tab ends a path that
                // holds a space.
                var written = line.dropFirst(4)
                if written.hasSuffix("\t") { written = written.dropLast() }
                let name = Self.unquoted(written)
                file = name.hasPrefix("b/") ? FilePaths.absolute(top + "/" + name.dropFirst(2)) : nil
            } else if line.hasPrefix("@@ "), let hunk = Self.hunk(line) {
                hunkLines = hunk.removed + hunk.added.count
                if let file, !hunk.added.isEmpty { lines[file, default: []].append(hunk.added.lowerBound...hunk.added.upperBound - 1) }
            }
        }
    }

    /// Whether the range of `diagnostic`, whose file is as walked, touches a changed line.
    func touches(_ diagnostic: Diagnostic) -> Bool {
        let path = FilePaths.absolute(diagnostic.file)
        if whole.contains(path) { return true }
        return lines[path]?.contains { $0.overlaps(diagnostic.line...max(diagnostic.line, diagnostic.endLine)) } ?? false
    }

    /// What a hunk header `@@ -a,b +c,d @@` says: `b` lines removed, and `d` lines added from
    /// line `c` (a count left out is one).
    static func hunk(_ header: Substring) -> (removed: Int, added: Range<Int>)? {
        let fields = header.split(separator: " ")
        guard fields.count >= 3, fields[1].hasPrefix("-"), fields[2].hasPrefix("+") else { return nil }
        func range(_ field: Substring) -> Range<Int>? {
            let numbers = field.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
            guard let start = Int(numbers[0]), let count = numbers.count > 1 ? Int(numbers[1]) : 1 else { return nil }
            return start..<start + count
        }
        guard let removed = range(fields[1]), let added = range(fields[2]) else { return nil }
        return (removed.count, added)
    }

    /// A path as git writes it in a diff's header: as it is, or in double quotes with C escapes
    /// (`\t`, `\"`, `\\`, octal bytes) when it holds a quote, a control or a non-ASCII byte.
    static func unquoted(_ text: Substring) -> String {
        let bytes = Array(text.utf8)
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else { return String(text) }
        var result: [UInt8] = []
        var index = 1
        while index < bytes.count - 1 {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < bytes.count - 1 else {
                result.append(byte)
                continue
            }
            let escaped = bytes[index]
            index += 1
            if let control = TextEscaping.controlCharacter(escapedAs: escaped) {
                result.append(control)
            } else if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(escaped) {
                // Three octal digits: one byte of a UTF-8 sequence.
                var value = Int(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 where index < bytes.count - 1 && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = value * 8 + Int(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                }
                result.append(UInt8(truncatingIfNeeded: value))
            } else {
                // `\"` and `\\`.
                result.append(escaped)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
