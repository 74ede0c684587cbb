import DocAuditCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Unchecked buffers: the system's calls take raw memory; each length passed is the buffer's own.

/// Why a file was not written; the file is then left exactly as it was.
public struct FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as reached from the command-line argument.
    public var path: String
    /// What went wrong, in plain words.
    public var reason: String

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}

/// What a file was when it was read: its bytes, and the facts that tell whether it changed
/// since (device, inode, size, modification time) and how to recreate it (mode and owner).
public struct FileSnapshot: Sendable {
    /// The file, as reached from the command-line argument.
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

/// Reads files and replaces them whole: the new bytes go to a temporary file in the same
/// folder, which then takes the original's place by `rename`, so a reader (an editor, the
/// compiler) sees either the old file or the new one, never half of it.
///
/// The temporary file gets the original's permissions (and owner, when allowed). A symbolic
/// link is followed: its target is replaced and the link stays. Nothing is written when the
/// file is read-only, or when it changed or disappeared since it was read.
public enum AtomicFile {
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

    /// Replaces the file of `snapshot` with `bytes`, unless it changed since it was read.
    ///
    /// ```swift
    /// let snapshot = try AtomicFile.snapshot(path)
    /// try AtomicFile.replace(snapshot, with: fixed)
    /// ```
    public static func replace(_ snapshot: FileSnapshot, with bytes: [UInt8]) throws(FileWriteError) {
        let path = snapshot.path
        let target = try resolvedPath(path)
        guard snapshot.identity.hasWritePermission, access(target, W_OK) == 0 else {
            throw FileWriteError(path: path, reason: "read-only; not written")
        }
        try ensureUnchanged(snapshot, at: target)
        let temporary = try writeTemporary(bytes, besides: target, like: snapshot)
        do throws(FileWriteError) {
            // Checked again at the last moment: an editor may have saved while we wrote.
            try ensureUnchanged(snapshot, at: target)
            guard rename(temporary, target) == 0 else { throw failure(path, "cannot replace") }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// The real path of `path` (symbolic links followed), or an error when it is gone.
    private static func resolvedPath(_ path: String) throws(FileWriteError) -> String {
        guard let resolved = realpath(path, nil) else { throw vanished(path) }
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

    /// Writes `bytes` to a new temporary file next to `target` with the snapshot's mode and
    /// owner, and returns its path.
    private static func writeTemporary(_ bytes: [UInt8], besides target: String, like snapshot: FileSnapshot) throws(FileWriteError) -> String {
        let slash = target.lastIndex(of: "/")!
        let folder = target[..<slash]
        let name = target[target.index(after: slash)...]
        var template = Array("\(folder)/.\(name).docaudit-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(snapshot.path, "cannot create a temporary file in its folder") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        defer {
            close(descriptor)
            if !succeeded { unlink(temporary) }
        }
        guard bytes.withUnsafeBytes({ FileDescriptorIO.writeAll(descriptor, $0) }) else {
            throw failure(snapshot.path, "cannot write a temporary file")
        }
        let identity = snapshot.identity
        guard fchmod(descriptor, mode_t(identity.mode & 0o7777)) == 0 else { throw failure(snapshot.path, "cannot set permissions") }
        if identity.owner != getuid() || identity.group != getgid() {
            // Only root can give a file away; anyone else keeps their own ownership.
            _ = fchown(descriptor, uid_t(identity.owner), gid_t(identity.group))
        }
        guard fsync(descriptor) == 0 else { throw failure(snapshot.path, "cannot write a temporary file") }
        succeeded = true
        return temporary
    }

    private static func vanished(_ path: String) -> FileWriteError {
        FileWriteError(path: path, reason: "disappeared while being fixed; not written")
    }

    /// An error naming the failed step and the system's reason.
    private static func failure(_ path: String, _ step: String) -> FileWriteError {
        FileWriteError(path: path, reason: "\(step): \(String(cString: strerror(errno)))")
    }
}
