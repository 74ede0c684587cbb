import DocAuditCheck
import DocAuditDiff
import Foundation

/// The files `--changed-since REV` audits: changed since REV (committed, staged or not) and
/// untracked ones, as absolute paths.
enum ChangedFiles {
    /// The files changed since `revision` in the repository holding `folder`: compared with
    /// the point where the current branch left `revision` (as a pull request's diff is), so
    /// later commits on `revision`'s side are not counted. Names come NUL-separated, so no
    /// file name is quoted or lost.
    static func since(_ revision: String, in folder: String) throws(GitError) -> Set<String> {
        let top = try git(["-C", folder, "rev-parse", "--show-toplevel"], what: "the repository of '\(folder)'").trimmingCharacters(in: .whitespacesAndNewlines)
        let base = (try? git(["-C", top, "merge-base", revision, "HEAD"], what: "").trimmingCharacters(in: .whitespacesAndNewlines)) ?? revision
        let changed = try git(["-C", top, "diff", "-z", "--name-only", "--no-renames", base.isEmpty ? revision : base, "--"], what: "the changes since \(revision)")
        let untracked = try git(["-C", top, "ls-files", "-z", "--others", "--exclude-standard"], what: "the untracked files")
        let names = (changed + "\u{0}" + untracked).split(separator: "\u{0}").filter { !$0.isEmpty }
        return Set(names.map { FilePaths.absolute(top + "/" + $0) })
    }

    /// ``Git/output(_:what:)`` as text, its error named as `--changed-since`'s.
    private static func git(_ arguments: [String], what: String) throws(GitError) -> String {
        do {
            return String(decoding: try Git.output(arguments, what: what), as: UTF8.self)
        } catch {
            throw GitError(description: "--changed-since: " + error.description)
        }
    }
}
