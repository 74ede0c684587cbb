import DocAuditCore
import Foundation

/// What went wrong asking git: the message names what was asked, and git's own words.
public struct GitError: Error, Sendable, CustomStringConvertible {
    public var description: String

    /// An error saying `description`.
    ///
    /// ```swift
    /// throw GitError(description: "unknown revision 'v9'")
    /// ```
    public init(description: String) {
        self.description = description
    }
}

/// Runs git for the commands that read a repository (`diff`, `check --changed-since`).
public enum Git {
    /// What `git arguments` prints on standard output; an error naming `what` (with git's own
    /// message) when it fails, or when git cannot be run.
    ///
    /// ```swift
    /// let top = try Git.output(["-C", ".", "rev-parse", "--show-toplevel"], what: "the repository of '.'")
    /// ```
    public static func output(_ arguments: [String], what: String) throws(GitError) -> [UInt8] {
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
            throw GitError(description: "git cannot be run to read \(what): \(error.localizedDescription)")
        }
        // Errors are few; reading them after the output cannot block git on a full pipe.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw GitError(description: "git could not read \(what)" + (reason.isEmpty ? "" : ": " + reason))
        }
        return [UInt8](data)
    }
}

/// A revision's files, read from git's object database without checking anything out: the
/// tree listed once (`git ls-tree -r -z`) and the blobs read through one `git cat-file --batch`
/// process into memory. Only what the check and the project model read is kept: Swift files
/// (manifests among them), `.docaudit.json`, Xcode projects' `project.pbxproj` and workspaces'
/// `contents.xcworkspacedata`.
public enum GitSnapshot {
    /// The repository holding `folder`: its top folder and `folder`'s path below it (`""` at the
    /// top, else ending in `/`).
    ///
    /// ```swift
    /// let (top, prefix) = try GitSnapshot.repository(holding: ".") // ("/work/app", "")
    /// ```
    public static func repository(holding folder: String) throws(GitError) -> (top: String, prefix: String) {
        let top = try text(Git.output(["-C", folder, "rev-parse", "--show-toplevel"], what: "the repository of '\(folder)'"))
        let prefix = try text(Git.output(["-C", folder, "rev-parse", "--show-prefix"], what: "the repository of '\(folder)'"))
        return (top, prefix)
    }

    /// The commit `revision` names in the repository at `top`, as a full hash; an unknown
    /// revision is an error naming it.
    ///
    /// ```swift
    /// let commit = try GitSnapshot.commit("v1.2.0", in: top)
    /// ```
    public static func commit(_ revision: String, in top: String) throws(GitError) -> String {
        do {
            return try text(Git.output(["-C", top, "rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], what: revision))
        } catch {
            throw GitError(description: "unknown revision '\(revision)': git knows no commit by that name in \(top)")
        }
    }

    /// The files of `commit` that the check reads, at the paths a checkout at `top` would
    /// give them.
    ///
    /// ```swift
    /// let tree = try GitSnapshot.files(of: commit, in: top).tree(of: top, noting: ".docaudit.json")
    /// ```
    public static func files(of commit: String, in top: String) throws -> RevisionFiles {
        let listing = try Git.output(["-C", top, "ls-tree", "-r", "-z", "--full-tree", commit], what: "the files of \(commit)")
        let blobs = wantedBlobs(listing)
        let contents = try catFile(blobs.map(\.object), in: top)
        var files: [String: [UInt8]] = [:]
        for (blob, bytes) in zip(blobs, contents) { files[blob.path] = bytes }
        return RevisionFiles(top: top, files: files)
    }

    /// The working tree's files under `folder` (in the repository at `top`) as git sees them:
    /// tracked and untracked ones, not those it ignores (Tuist's `Derived/`, build products),
    /// nor tracked ones deleted since; read from disk.
    ///
    /// ```swift
    /// let head = try GitSnapshot.workingTree(top, in: top, noting: ".docaudit.json")
    /// ```
    public static func workingTree(_ folder: String, in top: String, noting noted: String?) throws(GitError) -> SourceWalker.Tree {
        let listing = try Git.output(["-C", top, "ls-files", "-z", "--cached", "--others", "--exclude-standard"], what: "the files of the working tree")
        let prefix = folder == top ? "" : String(folder.dropFirst(top.count + 1)) + "/"
        let disk = DiskFiles()
        let paths = listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            .filter { $0.hasPrefix(prefix) && ($0.hasSuffix(".swift") || noted.map($0.hasSuffix) == true) && disk.isFolder(top + "/" + $0) == false }
        return SourceWalker.tree(listing: paths.map { String($0.dropFirst(prefix.count)) }, root: folder, noting: noted, source: disk)
    }

    /// One blob of the listing the check reads: its object name and path.
    struct Blob {
        var object: String
        var path: String
    }

    /// The regular files of an `ls-tree -r -z` listing (`mode type object\tpath\0`) that the
    /// check reads; none below a hidden folder or one the walk skips.
    static func wantedBlobs(_ listing: [UInt8]) -> [Blob] {
        var blobs: [Blob] = []
        for entry in listing.split(separator: 0) {
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = entry[..<tab].split(separator: UInt8(ascii: " "))
                        // Regular files only (`100644`, `100755`): not links, nor submodules' commits.
            guard fields.count == 3, fields[0].starts(with: "100".utf8) else { continue }
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            let components = path.split(separator: "/")
            guard let name = components.last, isRead(name),
                  !components.dropLast().contains(where: { $0.hasPrefix(".") || SourceWalker.skippedFolders.contains(String($0)) }) else { continue }
            blobs.append(Blob(object: String(decoding: fields[2], as: UTF8.self), path: path))
        }
        return blobs
    }

    private static func isRead(_ name: Substring) -> Bool {
        name.hasSuffix(".swift") || name == ".docaudit.json" || name == "project.pbxproj" || name == "contents.xcworkspacedata"
    }

    /// The contents of `objects`, in order, from one `git cat-file --batch`: the names are
    /// written from another thread while the answers are read, so neither pipe fills up.
    static func catFile(_ objects: [String], in top: String) throws -> [[UInt8]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", top, "cat-file", "--batch"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw GitError(description: "git cannot be run to read \(top): \(error.localizedDescription)")
        }
        let names = Data(objects.map { $0 + "\n" }.joined().utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(names)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let answer = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        var contents: [[UInt8]] = []
        contents.reserveCapacity(objects.count)
        var offset = 0
        for object in objects {
            // `<object> blob <size>\n<bytes>\n`
            guard let newline = answer[offset...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = answer[offset..<newline].split(separator: UInt8(ascii: " "))
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)), newline + 1 + size <= answer.count else {
                throw GitError(description: "git cat-file did not give the object \(object)")
            }
            contents.append(Array(answer[(newline + 1)..<(newline + 1 + size)]))
            offset = newline + 2 + size
        }
        guard contents.count == objects.count, process.terminationStatus == 0 else {
            throw GitError(description: "git cat-file --batch failed in \(top)")
        }
        return contents
    }

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
