#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Unchecked buffers: the system's calls take raw memory; each length passed is the buffer's own.

/// Why a file was not written; the file is then left exactly as it was.
public struct FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as the caller named it.
    public var path: String
    /// What went wrong, in plain words.
    public var reason: String

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}

/// What a file was when it was read: its bytes, and the facts that tell whether it changed
/// since (device, inode, size, modification time) and how to recreate it (mode and owner).
public struct FileSnapshot: Sendable {
    /// The file, as the caller named it.
    public let path: String
    /// Its bytes.
    public let bytes: [UInt8]
    fileprivate let identity: FileIdentity
}

/// The `stat` fields that change when a file is replaced or written.
private struct FileIdentity: Sendable, Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int
    var mode: UInt32
    var owner: UInt32
    var group: UInt32

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)  // dev_t is signed on Darwin
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modifiedSeconds = Int(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
        mode = UInt32(info.st_mode)
        owner = UInt32(info.st_uid)
        group = UInt32(info.st_gid)
    }

    var isRegularFile: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFREG) }
    var hasWritePermission: Bool { mode & 0o222 != 0 }
}

/// Writes files whole, the one way docaudit writes a file: the bytes go to a temporary file in
/// the same folder, which then takes the file's place by `rename`, so a reader (an editor, the
/// compiler, a CI step) sees the old file or the new one, never half of one. When anything
/// fails, the temporary file is removed, the file is left as it was, and the error names it.
///
/// A fix replaces a file it read (``snapshot(_:)``, ``replace(_:with:)``): the original's
/// permissions and owner are kept, and nothing is written when the file is read-only or
/// changed since. Reports, baselines, configurations, symbol graphs and site pages are written
/// afresh (``write(_:options:_:)``) with the mode a new file gets (0666 less the umask).
public enum AtomicFile {
    /// How ``write(_:options:_:)`` treats what stands at the path, and whether it waits for
    /// the disk.
    public struct Options: Sendable {
        /// Whether a symbolic link is followed (its target replaced, the link kept) and a
        /// device or pipe (`/dev/stdout`) written to in place, as for a path a user typed;
        /// otherwise whatever stands at the path is replaced, as in a folder the writer owns.
        public var followsLinks: Bool
        /// Whether the bytes reach the disk (`fsync`) before the rename, so that a crash just
        /// after it cannot leave an empty file: for files people wrote, like source.
        public var syncs: Bool

        /// Options for a path a user typed, unless told otherwise.
        ///
        /// ```swift
        /// let page = AtomicFile.Options(followsLinks: false)
        /// ```
        public init(followsLinks: Bool = true, syncs: Bool = false) {
            self.followsLinks = followsLinks
            self.syncs = syncs
        }
    }

    /// Reads `path` with the facts needed to replace it safely later.
    ///
    /// ```swift
    /// let snapshot = try AtomicFile.snapshot("Sources/A.swift")
    /// ```
    public static func snapshot(_ path: String) throws(FileWriteError) -> FileSnapshot {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, "cannot read") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(path, "cannot read") }
        let identity = FileIdentity(info)
        guard identity.isRegularFile else { throw FileWriteError(path: path, reason: "not a regular file") }
        guard let bytes = FileDescriptorIO.readAll(descriptor, sizeHint: Int(identity.size)) else { throw failure(path, "cannot read") }
        return FileSnapshot(path: path, bytes: bytes, identity: identity)
    }

    /// Replaces the file of `snapshot` with `bytes`, synced to the disk, unless it changed
    /// since it was read.
    ///
    /// ```swift
    /// let snapshot = try AtomicFile.snapshot(path)
    /// try AtomicFile.replace(snapshot, with: fixed)
    /// ```
    public static func replace(_ snapshot: FileSnapshot, with bytes: [UInt8]) throws(FileWriteError) {
        let path = snapshot.path
        guard let target = resolvedPath(path) else { throw vanished(path) }
        guard snapshot.identity.hasWritePermission, access(target, W_OK) == 0 else {
            throw FileWriteError(path: path, reason: "read-only; not written")
        }
        try ensureUnchanged(snapshot, at: target)
        let identity = snapshot.identity
        try writeThenRename(target, reportedAs: path, syncs: true, prepare: { descriptor throws(FileWriteError) in
            guard fchmod(descriptor, mode_t(identity.mode & 0o7777)) == 0 else { throw failure(path, "cannot set permissions") }
            if identity.owner != getuid() || identity.group != getgid() {
                // Only root can give a file away; anyone else keeps their own ownership.
                _ = fchown(descriptor, uid_t(identity.owner), gid_t(identity.group))
            }
            // Checked again at the last moment: an editor may have saved while we wrote.
            try ensureUnchanged(snapshot, at: target)
        }) { descriptor in
            bytes.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
        }
    }

    /// Writes the file at `path` whole, new or in place of the old one: `body` writes its bytes
    /// to the descriptor it is given and returns whether every write succeeded.
    ///
    /// ```swift
    /// try AtomicFile.write("docaudit-baseline.json") { descriptor in
    ///     Array(text.utf8).withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
    /// }
    /// ```
    public static func write(_ path: String, options: Options = Options(), _ body: (Int32) -> Bool) throws(FileWriteError) {
        var target = path
        if options.followsLinks {
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
                // A device or pipe has no folder to make a file in; replacing it would be wrong.
                try writeInPlace(path, body)
                return
            }
            target = resolvedPath(path) ?? path
        }
        try writeThenRename(target, reportedAs: path, syncs: options.syncs, prepare: { _ throws(FileWriteError) in }, body)
    }

    /// Writes the file at `path` where nothing stands yet, in place: `body` writes its bytes to
    /// the descriptor it is given and returns whether every write succeeded. Nothing is there
    /// for a reader to see half-replaced, so no temporary file and rename are needed; when
    /// writing fails, the file is removed, and the error names it. Returns false, writing
    /// nothing, when something stands at `path` already (a link is never followed): the caller
    /// then replaces it with ``write(_:options:_:)``.
    ///
    /// ```swift
    /// if try !AtomicFile.create("site/index.html", body) { try AtomicFile.write("site/index.html", body) }
    /// ```
    public static func create(_ path: String, _ body: (Int32) -> Bool) throws(FileWriteError) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            if errno == EEXIST { return false }
            throw failure(path, "cannot create")
        }
        let written = body(descriptor)
        // A network file system may report a failed write only at close.
        guard close(descriptor) == 0, written else {
            let error = failure(path, "cannot write")
            unlink(path)
            throw error
        }
        return true
    }

    /// Writes `bytes` as the file at `path`, as ``write(_:options:_:)`` does.
    ///
    /// ```swift
    /// try AtomicFile.write(".docaudit.json", bytes: Array(configuration.utf8))
    /// ```
    public static func write(_ path: String, bytes: [UInt8], options: Options = Options()) throws(FileWriteError) {
        try write(path, options: options) { descriptor in bytes.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) } }
    }

    /// Why a file could not be written at `path`, as far as can be told before it is: a folder
    /// stands there, or the folder to hold it is missing or closed; nil when it looks writable.
    /// A command asks before long work, so that a mistyped path is named at once; a write can
    /// still fail later (a full disk), and then throws.
    ///
    /// ```swift
    /// if let problem = AtomicFile.problem(writing: "reports/out.sarif") { print(problem) }
    /// ```
    public static func problem(writing path: String) -> String? {
        var info = stat()
        if stat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { return "it is a folder" }
            if info.st_mode & S_IFMT != S_IFREG { return nil }
        }
        let folder = folder(of: resolvedPath(path) ?? path)
        guard stat(folder, &info) == 0 else { return "its folder \(folder) does not exist" }
        guard info.st_mode & S_IFMT == S_IFDIR else { return "\(folder) is not a folder" }
        guard access(folder, W_OK | X_OK) == 0 else { return "its folder \(folder) is not writable" }
        return nil
    }

    /// Writes a temporary file beside `target` with `body`, lets `prepare` set it up (and
    /// refuse), and renames it over `target`; on any failure the temporary file goes.
    private static func writeThenRename(_ target: String, reportedAs path: String, syncs: Bool,
                                        prepare: (Int32) throws(FileWriteError) -> Void, _ body: (Int32) -> Bool) throws(FileWriteError) {
        let (descriptor, temporary) = try makeTemporaryFile(besides: target, reportedAs: path)
        var isOpen = true
        do throws(FileWriteError) {
            guard body(descriptor) else { throw failure(path, "cannot write a temporary file") }
            if syncs, fsync(descriptor) != 0 { throw failure(path, "cannot write a temporary file") }
            try prepare(descriptor)
            isOpen = false
            // A network file system may report a failed write only at close.
            guard close(descriptor) == 0 else { throw failure(path, "cannot write a temporary file") }
            guard rename(temporary, target) == 0 else { throw failure(path, "cannot replace") }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// A new file `.NAME.docaudit-RANDOM` in the folder of `target`, made with the mode a new
    /// file gets (0666 less the umask, applied by the system), and its path.
    private static func makeTemporaryFile(besides target: String, reportedAs path: String) throws(FileWriteError) -> (Int32, String) {
        let name = target.lastIndex(of: "/").map { target[target.index(after: $0)...] } ?? Substring(target)
        let prefix = folder(of: target) + "/." + name + ".docaudit-"
        while true {
            let temporary = prefix + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, temporary) }
            guard errno == EEXIST else { throw failure(path, "cannot create a temporary file in its folder") }
        }
    }

    /// Writes a device or pipe as it is.
    private static func writeInPlace(_ path: String, _ body: (Int32) -> Bool) throws(FileWriteError) {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, "cannot open") }
        let written = body(descriptor)
        guard close(descriptor) == 0, written else { throw failure(path, "cannot write") }
    }

    /// The folder of `path`: `/` for a file at the root, `.` for a bare name.
    private static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    }

    /// The real path of `path` (symbolic links followed), or nil when nothing is there.
    private static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Throws unless the file at `target` is still the one `snapshot` read, bytes included.
    private static func ensureUnchanged(_ snapshot: FileSnapshot, at target: String) throws(FileWriteError) {
        var info = stat()
        guard stat(target, &info) == 0 else { throw vanished(snapshot.path) }
        let current = try Self.snapshot(target)
        guard FileIdentity(info) == snapshot.identity, current.bytes == snapshot.bytes else {
            throw FileWriteError(path: snapshot.path, reason: "changed while being fixed; left as it was")
        }
    }

    private static func vanished(_ path: String) -> FileWriteError {
        FileWriteError(path: path, reason: "disappeared while being fixed; not written")
    }

    /// An error naming the failed step and the system's reason.
    private static func failure(_ path: String, _ step: String) -> FileWriteError {
        FileWriteError(path: path, reason: "\(step): \(String(cString: strerror(errno)))")
    }
}
