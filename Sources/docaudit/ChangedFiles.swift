import DocAuditCheck
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
        let top = try git(["-C", folder, "rev-parse", "--show-toplevel"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let base = (try? git(["-C", top, "merge-base", revision, "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? revision
        let changed = try git(["-C", top, "diff", "-z", "--name-only", "--no-renames", base.isEmpty ? revision : base, "--"])
        let untracked = try git(["-C", top, "ls-files", "-z", "--others", "--exclude-standard"])
        let names = (changed + "\u{0}" + untracked).split(separator: "\u{0}").filter { !$0.isEmpty }
        return Set(names.map { FilePaths.absolute(top + "/" + $0) })
    }

    private static func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw GitError(description: "--changed-since needs git: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw GitError(description: "--changed-since: git \(arguments.dropFirst(2).first ?? "") failed: \(reason)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
