#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the files a command reads come from: the disk, or a revision's files held in memory
/// (`docaudit diff`). The walk, the project model, the configurations and the check all read
/// through the source of the tree they were given, so a revision is read exactly as a checkout
/// of it would be, without one.
public protocol FileSource: Sendable {
    /// The Swift files under `folder`, noting the folders that hold a file named `noted`:
    /// ``SourceWalker/tree(of:noting:)`` for the disk.
    func tree(of folder: String, noting noted: String?) -> SourceWalker.Tree
    /// The bytes of the file at `path`.
    func read(_ path: String) throws(PathProblem) -> [UInt8]
    /// Whether `path` is a folder (true), another file (false), or nothing (nil).
    func isFolder(_ path: String) -> Bool?
    /// The names in `folder`, each with whether it is a folder; none when it cannot be listed.
    func entries(of folder: String) -> [(name: String, isFolder: Bool)]
    /// ``isFolder(_:)`` of each of `names` in `folder`, asked at once.
    func kinds(of names: [String], in folder: String) -> [Bool?]
}

extension FileSource {
    /// ``isFolder(_:)`` of each of `names` in `folder`, one by one.
    ///
    /// ```swift
    /// let kinds = files.kinds(of: ["Package.swift", ".git"], in: "/work/app") // [false, true]
    /// ```
    public func kinds(of names: [String], in folder: String) -> [Bool?] {
        names.map { isFolder((folder == "/" ? "" : folder) + "/" + $0) }
    }
}

/// The files on disk, read with the POSIX calls.
public struct DiskFiles: FileSource {
    /// The disk.
    ///
    /// ```swift
    /// let bytes = try DiskFiles().read("Package.swift")
    /// ```
    public init() {}

    /// The walk of `folder` (``SourceWalker/tree(of:noting:)``).
    ///
    /// ```swift
    /// let tree = DiskFiles().tree(of: "Sources", noting: nil)
    /// ```
    public func tree(of folder: String, noting noted: String?) -> SourceWalker.Tree {
        SourceWalker.tree(of: [folder], noting: noted)
    }

    /// The file's bytes (``SourceWalker/read(_:)``).
    ///
    /// ```swift
    /// let bytes = try DiskFiles().read("Sources/A.swift")
    /// ```
    public func read(_ path: String) throws(PathProblem) -> [UInt8] {
        try SourceWalker.read(path)
    }

    /// What `stat` says `path` is, through links.
    ///
    /// ```swift
    /// DiskFiles().isFolder("Sources") // true
    /// ```
    public func isFolder(_ path: String) -> Bool? {
        FileInfo(path, followingLinks: true)?.isDirectory
    }

    /// What `stat` says each of `names` in `folder` is, through links, each looked up from the
    /// open folder: the project root's search asks this of many folders, and a whole path
    /// looked up again for each name costs more than the name. All nil when the folder cannot
    /// be opened.
    ///
    /// ```swift
    /// DiskFiles().kinds(of: ["Package.swift", ".git"], in: ".") // [false, true]
    /// ```
    public func kinds(of names: [String], in folder: String) -> [Bool?] {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return names.map { _ in nil } }
        defer { close(descriptor) }
        return names.map { name in
            var status = stat()
            guard fstatat(descriptor, name, &status, 0) == 0 else { return nil }
            return status.st_mode & S_IFMT == S_IFDIR
        }
    }

    /// The entries `readdir` lists, a link taken for what it leads to.
    ///
    /// ```swift
    /// let projects = DiskFiles().entries(of: ".").filter { $0.name.hasSuffix(".xcodeproj") }
    /// ```
    public func entries(of folder: String) -> [(name: String, isFolder: Bool)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var entries: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(directory) {
            // Read in place, its end found by `strlen`: copying the name's field and scanning it
            // through a generic slice cost more than the call (the project search lists hundreds
            // of folders).
            let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) { String(cString: $0) }
            }
            guard name != ".", name != ".." else { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_LNK) || entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                isFolder = self.isFolder((folder == "/" ? "" : folder) + "/" + name) == true
            }
            entries.append((name, isFolder))
        }
        return entries
    }
}
