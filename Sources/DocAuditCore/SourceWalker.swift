#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A problem with a path on the command line or in a walked tree.
public struct PathProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as reached from the argument.
    public var path: String
    /// What is wrong with it.
    public var message: String

    /// Creates a problem.
    ///
    /// ```swift
    /// let problem = PathProblem(path: "Sources/A.swift", message: "no such file or directory")
    /// ```
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}

/// Finds the Swift files under the paths given on a command line, and reads them.
///
/// Directories are walked recursively, skipping build products, dependency checkouts and hidden
/// folders; a symbolic link is followed once, never into a loop. It works on the POSIX calls
/// directly: a check of a large tree is mostly this walk and the scan.
public enum SourceWalker {
    /// Folder names never walked into.
    public static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage"]

    /// The Swift files under `paths`, each as reached from its argument, in sorted order without
    /// duplicates, and the problems met on the way.
    ///
    /// ```swift
    /// let (files, problems) = SourceWalker.swiftFiles(in: ["Sources"])
    /// // files == ["Sources/A/B.swift", …]
    /// ```
    public static func swiftFiles(in paths: [String]) -> (files: [String], problems: [PathProblem]) {
        let tree = tree(of: paths, noting: nil)
        return (tree.files, tree.problems)
    }

    /// What a walk found: the Swift files and problems of ``swiftFiles(in:)``, and which of the
    /// walked folders hold a file named as asked, so that nobody needs to ask the disk again.
    public struct Tree: Sendable {
        /// The Swift files, as reached from their arguments, sorted, without duplicates.
        public var files: [String]
        /// The problems met on the way.
        public var problems: [PathProblem]
        /// The folder arguments walked, as given, without a trailing `/`: every folder below
        /// them that holds a Swift file was listed.
        public var roots: [String]
        /// The listed folders holding a file of the noted name, spelled as the paths of
        /// ``files`` spell their folders.
        public var notedFolders: Set<String>
    }

    /// Walks `paths` as ``swiftFiles(in:)`` does, noting the folders that hold a file named
    /// `noted` (a configuration file, say).
    ///
    /// ```swift
    /// let tree = SourceWalker.tree(of: ["Projects"], noting: ".docaudit.json")
    /// tree.notedFolders // ["Projects/Feature"]
    /// ```
    public static func tree(of paths: [String], noting noted: String?) -> Tree {
        var files: [String] = []
        var problems: [PathProblem] = []
        var roots: [String] = []
        var notedFolders = Set<String>()
        for argument in paths {
            guard let info = FileInfo(argument, followingLinks: true) else {
                let message = FileInfo(argument, followingLinks: false) != nil ? "broken symbolic link" : "no such file or directory"
                problems.append(PathProblem(path: argument, message: message))
                continue
            }
            if info.isDirectory {
                roots.append(folderKey(of: argument))
                walk(argument, noting: noted, into: &files, notedFolders: &notedFolders, problems: &problems)
            } else {
                files.append(argument)
            }
        }
        // Sorted in place, duplicates (a file reached from two arguments) are neighbours: no
        // second list and no set of every path, which a large tree would feel.
        files.sort()
        var kept = 0
        for index in files.indices where kept == 0 || files[index] != files[kept - 1] {
            files.swapAt(kept, index)
            kept += 1
        }
        files.removeLast(files.count - kept)
        return Tree(files: files, problems: problems, roots: roots, notedFolders: notedFolders)
    }

    /// A folder as the paths of its files spell it up to their last `/`: without a trailing `/`.
    private static func folderKey(of folder: String) -> String {
        folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    /// Walks `root` with an explicit stack, so the depth of a tree never grows the call stack;
    /// folders already seen (by device and inode) are not entered again.
    private static func walk(_ root: String, noting noted: String?, into files: inout [String], notedFolders: inout Set<String>, problems: inout [PathProblem]) {
        var visited = Set<FileInfo.Identity>()
        var pending = [root]
        while let folder = pending.popLast() {
            guard let info = FileInfo(folder, followingLinks: true), visited.insert(info.identity).inserted else { continue }
            guard let directory = opendir(folder) else {
                problems.append(PathProblem(path: folder, message: "cannot read folder"))
                continue
            }
            defer { closedir(directory) }
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
                }
                if name == "." || name == ".." { continue }
                if name == noted { notedFolders.insert(folderKey(of: folder)) }
                let path = prefix + name
                var kind = entry.pointee.d_type
                if kind == UInt8(DT_LNK) || kind == UInt8(DT_UNKNOWN) {
                    guard let target = FileInfo(path, followingLinks: true) else {
                        if name.hasSuffix(".swift") { problems.append(PathProblem(path: path, message: "broken symbolic link")) }
                        continue
                    }
                    kind = target.isDirectory ? UInt8(DT_DIR) : UInt8(DT_REG)
                }
                if kind == UInt8(DT_DIR) {
                    if !name.hasPrefix("."), !skippedFolders.contains(name) { pending.append(path) }
                } else if name.hasSuffix(".swift") {
                    files.append(path)
                }
            }
        }
    }

    /// Reads a whole file's bytes.
    ///
    /// ```swift
    /// let bytes = try SourceWalker.read("Sources/A.swift")
    /// ```
    public static func read(_ path: String) throws(PathProblem) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            let message = errno == ENOENT ? "no such file or directory" : errno == EACCES ? "cannot read file (permission denied)" : "cannot read file"
            throw PathProblem(path: path, message: message)
        }
        defer { close(descriptor) }
        guard let info = FileInfo(descriptor: descriptor), !info.isDirectory else {
            throw PathProblem(path: path, message: "is a directory")
        }
        guard let bytes = FileDescriptorIO.readAll(descriptor, sizeHint: info.size) else {
            throw PathProblem(path: path, message: "cannot read file")
        }
        return bytes
    }
}

/// What `stat` says of a path: enough to walk a tree and read a file.
private struct FileInfo {
    /// Device and inode: what makes a folder the same folder, whatever the path to it.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    var isDirectory: Bool
    var size: Int
    var identity: Identity

    init?(_ path: String, followingLinks: Bool) {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        self.init(status)
    }

    init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    private init(_ status: stat) {
        isDirectory = status.st_mode & S_IFMT == S_IFDIR
        size = Int(status.st_size)
        identity = Identity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(status.st_ino))
    }
}
