import DocAuditCheck
import DocAuditDiff
import Foundation

/// The files `--changed-since REV` audits: changed since REV (committed, staged or not) and
/// untracked ones, as absolute paths.
enum ChangedFiles {
    struct GitError: Error, CustomStringConvertible {
        var description: String
    }

    /// The files changed since `revision` in the repository holding `folder`: compared with
    /// the point where the current branch left `revision` (as a pull request's diff is), so
    /// later commits on `revision`'s side are not counted. Names come NUL-separated, so no
    /// file name is quoted or lost.
    static func since(_ revision: String, in folder: String) throws -> Set<String> {
        let git = OptionGit(option: "--changed-since")
        let top = try git.topLevel(of: folder)
        let changed = try git.run(["-C", top, "diff", "-z", "--name-only", "--no-renames", git.base(of: revision, in: top), "--"])
        return Set(changed.split(separator: "\u{0}").map { FilePaths.absolute(top + "/" + $0) }).union(try git.untracked(in: top))
    }
}

/// git, run for an option (`--changed-since`, `--changed-lines`) that its errors name.
struct OptionGit {
    /// The option the errors name.
    let option: String

    /// The repository's top folder, for `folder` inside it.
    func topLevel(of folder: String) throws -> String {
        try run(["-C", folder, "rev-parse", "--show-toplevel"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The commit where the current branch left `revision`: their merge base, else `revision`.
    func base(of revision: String, in top: String) throws -> String {
        let base = (try? run(["-C", top, "merge-base", revision, "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? ""
        return base.isEmpty ? revision : base
    }

    /// The untracked files that are not ignored, as absolute paths.
    func untracked(in top: String) throws -> Set<String> {
        let names = try run(["-C", top, "ls-files", "-z", "--others", "--exclude-standard"])
        return Set(names.split(separator: "\u{0}").map { FilePaths.absolute(top + "/" + $0) })
    }

    /// What git prints for `arguments` (``Git/output(_:what:)``); an error naming the option
    /// and git's reason when it fails.
    func run(_ arguments: [String]) throws -> String {
        do {
            return String(decoding: try Git.output(arguments, what: "git " + (arguments.dropFirst(2).first ?? "")), as: UTF8.self)
        } catch {
            throw ChangedFiles.GitError(description: "\(option): " + error.description)
        }
    }
}
