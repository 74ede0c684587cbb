import DocAuditCore

/// The files of one git revision, held in memory at the paths a checkout of it would give them
/// (below the repository's top folder): what the walk, the project model, the configurations
/// and the check read when `diff` reads a revision. Paths outside the top are the disk's.
public struct RevisionFiles: FileSource {
    /// The repository's top folder, absolute, without a trailing `/`.
    let top: String
    /// Each file's bytes, by its path below the top.
    let files: [String: [UInt8]]
    /// Each folder's entries, by its path below the top (`""` for the top itself).
    let folders: [String: [(name: String, isFolder: Bool)]]

    /// The revision's `files` (bytes by path below `top`); its top holds a `.git` folder, as a
    /// checkout's does, so that the project's root is found where it would be.
    ///
    /// ```swift
    /// let files = RevisionFiles(top: "/work/app", files: ["Package.swift": bytes])
    /// ```
    public init(top: String, files: [String: [UInt8]]) {
        self.top = top.hasSuffix("/") && top.count > 1 ? String(top.dropLast()) : top
        self.files = files
        var folders: [String: [(name: String, isFolder: Bool)]] = ["": [(".git", true)], ".git": []]
        var known: Set<String> = [""]
        for path in files.keys.sorted() {
            var parent = ""
            let components = path.split(separator: "/")
            for (index, component) in components.enumerated() {
                let isFolder = index < components.count - 1
                let child = parent.isEmpty ? String(component) : parent + "/" + component
                if !isFolder || known.insert(child).inserted { folders[parent, default: []].append((String(component), isFolder)) }
                parent = child
            }
        }
        self.folders = folders
    }

    /// `path` below the top (`""` for the top), or nil when it is outside.
    private func relative(_ path: String) -> String? {
        if path == top { return "" }
        let prefix = top == "/" ? "/" : top + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// The revision's files under `folder` as a walk would find them; a folder outside the top
    /// is walked on disk.
    ///
    /// ```swift
    /// let tree = files.tree(of: "/work/app", noting: ".docaudit.json")
    /// ```
    public func tree(of folder: String, noting noted: String?) -> SourceWalker.Tree {
        guard let below = relative(folder) else { return DiskFiles().tree(of: folder, noting: noted) }
        let prefix = below.isEmpty ? "" : below + "/"
        let listing = files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        return SourceWalker.tree(listing: listing, root: folder, noting: noted, source: self)
    }

    /// The file's bytes in the revision.
    ///
    /// ```swift
    /// let manifest = try files.read("/work/app/Package.swift")
    /// ```
    public func read(_ path: String) throws(PathProblem) -> [UInt8] {
        guard let below = relative(path) else { return try DiskFiles().read(path) }
        guard let bytes = files[below] else {
            throw PathProblem(path: path, message: folders[below] != nil ? "is a directory" : "no such file or directory")
        }
        return bytes
    }

    /// Whether the revision has `path` as a folder, a file, or not at all.
    ///
    /// ```swift
    /// files.isFolder("/work/app/Projects") // true
    /// ```
    public func isFolder(_ path: String) -> Bool? {
        guard let below = relative(path) else { return DiskFiles().isFolder(path) }
        return folders[below] != nil ? true : files[below] != nil ? false : nil
    }

    /// The revision's entries of `folder`.
    ///
    /// ```swift
    /// let projects = files.entries(of: "/work/app").filter { $0.name.hasSuffix(".xcodeproj") }
    /// ```
    public func entries(of folder: String) -> [(name: String, isFolder: Bool)] {
        guard let below = relative(folder) else { return DiskFiles().entries(of: folder) }
        return folders[below] ?? []
    }
}
