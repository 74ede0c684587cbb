import DocAuditCheck
import Foundation

/// The files `--changed-since REV` audits: changed since REV (committed, staged or not) and
/// untracked ones, as absolute paths.
enum ChangedFiles {
    struct GitError: Error, CustomStringConvertible {
        var description: String
    }

    static func since(_ revision: String) throws -> Set<String> {
        let top = try git(["rev-parse", "--show-toplevel"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let changed = try git(["-C", top, "diff", "--name-only", "--no-renames", revision, "--"])
        let untracked = try git(["-C", top, "ls-files", "--others", "--exclude-standard"])
        let names = (changed + "\n" + untracked).split(separator: "\n").filter { !$0.isEmpty }
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
            throw GitError(description: "--changed-since: git \(arguments.filter { $0 != "-C" }.first ?? "") failed: \(reason)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
