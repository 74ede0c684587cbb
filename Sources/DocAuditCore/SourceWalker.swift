#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

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

    /// What a walk found: the Swift files, the problems met on the way, and which of the walked
    /// folders hold a file named as asked, so that nobody needs to ask the disk again.
    public struct Tree: Sendable {
        /// The Swift files, as reached from their arguments, in byte order, without duplicates.
        public var files: PathList
        /// The problems met on the way, argument by argument, each folder's as it is listed.
        public var problems: [PathProblem]
        /// The folder arguments walked, as given, without a trailing `/`: every folder below
        /// them that holds a Swift file was listed.
        public var roots: [String]
        /// The listed folders holding a file of the noted name, spelled as the paths of
        /// ``files`` spell their folders.
        public var notedFolders: Set<String>
        /// The file arguments, as given: files found without walking a folder.
        public var fileArguments: [String]
        /// The file arguments whose names do not end in `.swift`, as given: left out of
        /// ``files`` and ``fileArguments``, for the command to name.
        public var notSwiftFiles: [String] = []
        /// The files of ``files`` named `Package.swift`, `Project.swift`, `Workspace.swift` or
        /// `Tuist.swift`, SwiftPM's and Tuist's manifests, in byte order: the project model reads
        /// these without going through every path.
        public var manifests: [String] = []
        /// Where the files are read from: the disk, unless the tree was made from a listing.
        public var source: any FileSource = DiskFiles()
        /// The DocC catalogs (folders named `*.docc`) the walk went through, in byte order:
        /// without any, nothing needs to look for catalogs.
        public var catalogFolders: [String] = []
        /// What the walk met in the folders it listed that the project model looks for, by
        /// folder as ``files`` spell them: a folder listed and missing here has nothing of it.
        /// Nil when the tree was made from a listing, which the model lists again.
        public var projectEntries: [String: FolderEntries]?
    }

    /// What a walk met in one listed folder that an Xcode project search looks for: the model
    /// reads it from the walk instead of listing the folder again.
    public struct FolderEntries: Sendable, Equatable {
        /// Its `.xcodeproj` and `.xcworkspace` folders and XcodeGen specs, by name.
        public var projectFiles: [String] = []
        /// Its subfolders that are neither hidden nor skipped, for a walked folder and the
        /// folders just below it; nil for a deeper folder, whose subfolders were not noted.
        public var subfolders: [String]?
    }

    /// The tree of the folder `root` whose files are `listing` (paths below it, `/`-separated,
    /// in any order), as a walk of `root` would find them, read from `source`: a revision's
    /// files, which are on no disk.
    ///
    /// ```swift
    /// let tree = SourceWalker.tree(listing: ["Package.swift", "Sources/A/A.swift"], root: "/repo", noting: nil, source: files)
    /// ```
    public static func tree(listing: [String], root: String, noting noted: String?, source: any FileSource) -> Tree {
        let folder = folderKey(of: root)
        var files: [String] = []
        var notedFolders = Set<String>()
        for path in listing {
            let components = path.split(separator: "/")
            // Skipped as the walk skips them: hidden and build folders, and DocC catalogs.
            guard components.dropLast().allSatisfy({ walksInto($0.utf8) }) else { continue }
            let full = folder + "/" + path
            if let noted, components.last.map(String.init) == noted { notedFolders.insert(folderKey(of: String(full.dropLast(noted.utf8.count)))) }
            if isSwiftFile(path) { files.append(full) }
        }
        files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var list = PathList.Builder()
        for file in files { list.append(file) }
        return Tree(files: list.list(), problems: [], roots: [folder], notedFolders: notedFolders, fileArguments: [],
                    manifests: files.filter { isManifest($0.utf8) }, source: source)
    }

    /// Walks `paths` for their Swift files, each as reached from its argument, in byte order
    /// without duplicates, noting the folders that hold a file named `noted` (a configuration
    /// file, say).
    ///
    /// ```swift
    /// let tree = SourceWalker.tree(of: ["Projects"], noting: ".docaudit.json")
    /// tree.notedFolders // ["Projects/Feature"]
    /// ```
    public static func tree(of paths: [String], noting noted: String?) -> Tree {
        var walk = Walk(noted: noted.map { Array($0.utf8) })
        var roots: [String] = []
        var fileArguments: [String] = []
        var notSwiftFiles: [String] = []
        for argument in paths {
            guard let info = FileInfo(argument, followingLinks: true) else {
                walk.problems.append(missingProblem(argument))
                continue
            }
            if info.isDirectory {
                roots.append(folderKey(of: argument))
                walk.walk(argument)
            } else if isSwiftFile(argument) {
                walk.files.append(argument)
                fileArguments.append(argument)
            } else {
                notSwiftFiles.append(argument)
            }
        }
        var tree = Tree(files: walk.files.list(), problems: walk.problems, roots: roots, notedFolders: walk.notedFolders,
                        fileArguments: fileArguments, notSwiftFiles: notSwiftFiles)
        tree.catalogFolders = walk.catalogFolders
        tree.projectEntries = walk.projectEntries
        // Listed as the files are: in byte order, each once.
        tree.manifests = (walk.manifests + fileArguments.filter { isManifest($0.utf8) }).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var seen = Set<String>()
        tree.manifests.removeAll { !seen.insert($0).inserted }
        return tree
    }

    /// The arguments of `paths` that name nothing on disk, each with why, in order: a command
    /// stops on these before it walks anything, since a report without them would pass for a
    /// report of every path asked for.
    ///
    /// ```swift
    /// SourceWalker.missing(["Projects", "Nowhere"]) // [Nowhere: no such file or directory]
    /// ```
    public static func missing(_ paths: [String]) -> [PathProblem] {
        paths.filter { FileInfo($0, followingLinks: true) == nil }.map(missingProblem)
    }

    /// Why `argument`, which `stat` cannot follow, names nothing.
    private static func missingProblem(_ argument: String) -> PathProblem {
        let message = FileInfo(argument, followingLinks: false) != nil ? "broken symbolic link" : "no such file or directory"
        return PathProblem(path: argument, message: message)
    }

    /// Whether the file at `path` is a Swift file, by its name.
    private static func isSwiftFile(_ path: String) -> Bool {
        let bytes = path.utf8
        return isSwiftName(bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes[bytes.index(after: $0)...] } ?? bytes[...])
    }

    /// Whether a file named `name` is a Swift file: the name is longer than `.swift` and ends so.
    private static func isSwiftName(_ name: some BidirectionalCollection<UInt8>) -> Bool {
        name.count > swiftSuffix.count && name.suffix(swiftSuffix.count).elementsEqual(swiftSuffix)
    }

    private static let swiftSuffix = Array(".swift".utf8)

    /// Whether the file at `path` is named `Package.swift`, `Project.swift`, `Workspace.swift`
    /// or `Tuist.swift`.
    private static func isManifest(_ path: some BidirectionalCollection<UInt8>) -> Bool {
        manifestNames.contains { name in
            path.count >= name.count && path.suffix(name.count).elementsEqual(name) && (path.count == name.count || path.dropLast(name.count).last == UInt8(ascii: "/"))
        }
    }

    /// Whether a walk of the folder `root` lists the folder `folder`, both absolute: it is
    /// `root` or below it, through no folder that is hidden, skipped or a DocC catalog.
    ///
    /// ```swift
    /// SourceWalker.lists("/app/Sources/App", walking: "/app") // true
    /// SourceWalker.lists("/app/Pods/Alamofire", walking: "/app") // false
    /// ```
    public static func lists(_ folder: String, walking root: String) -> Bool {
        var (folder, root) = (folder, root)
        // Over bytes in place: the project search asks this of each of a Tuist app's manifests.
        return folder.withUTF8 { path in
            root.withUTF8 { root in
                guard path.count >= root.count, ByteSearch.equal(UnsafeBufferPointer(rebasing: path[..<root.count]), root) else { return false }
                var start = root.count
                if start < path.count, root.count > 1 {
                    guard path[start] == UInt8(ascii: "/") else { return false }
                    start += 1
                }
                while start < path.count {
                    var end = start
                    while end < path.count, path[end] != UInt8(ascii: "/") { end += 1 }
                    if !walksInto(path[start..<end]) { return false }
                    start = end + 1
                }
                return true
            }
        }
    }

    /// Whether a walk goes into a folder named `name`: not skipped, and no DocC catalog, whose
    /// Swift files are tutorials' code steps.
    private static func walksInto(_ name: some Collection<UInt8>) -> Bool {
        !isSkipped(name) && !(name.count > 5 && name.suffix(5).elementsEqual(".docc".utf8))
    }

    /// Whether a folder named `name` is left out of a walk: hidden, or one of ``skippedFolders``.
    private static func isSkipped(_ name: some Collection<UInt8>) -> Bool {
        name.first == UInt8(ascii: ".") || skippedNames.contains { $0.elementsEqual(name) }
    }

    private static let skippedNames = skippedFolders.map { Array($0.utf8) }

    /// Whether a folder named `name` is an Xcode project or workspace.
    private static func isProjectFolder(_ name: [UInt8]) -> Bool {
        name.count > 10 && (name.suffix(10).elementsEqual(".xcodeproj".utf8) || name.count > 12 && name.suffix(12).elementsEqual(".xcworkspace".utf8))
    }

    /// Whether a file named `name` is taken for an XcodeGen spec: `project.yml`, or one named
    /// as teams name theirs for `xcodegen --spec` (`project-bwa.yml`, `project.yaml`).
    ///
    /// ```swift
    /// SourceWalker.isXcodeGenSpec("project-bwa.yml".utf8) // true
    /// ```
    public static func isXcodeGenSpec(_ name: some Collection<UInt8>) -> Bool {
        name.starts(with: "project".utf8) && (name.count >= 11 && name.suffix(4).elementsEqual(".yml".utf8) || name.count >= 12 && name.suffix(5).elementsEqual(".yaml".utf8))
    }

    private static let manifestNames = ["Package.swift", "Project.swift", "Workspace.swift", "Tuist.swift"].map { Array($0.utf8) }

    /// A folder as the paths of its files spell it up to their last `/`: without a trailing `/`.
    private static func folderKey(of folder: String) -> String {
        folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    /// One walk over the arguments: what it found so far.
    private struct Walk {
        let noted: [UInt8]?
        var files = PathList.Builder()
        var problems: [PathProblem] = []
        var notedFolders = Set<String>()
        /// The manifests met (``Tree/manifests``).
        var manifests: [String] = []
        /// The catalogs met (``Tree/catalogFolders``).
        var catalogFolders: [String] = []
        /// The project files and upper subfolders met (``Tree/projectEntries``).
        var projectEntries: [String: FolderEntries] = [:]
        /// Folders entered from the root being walked, by device and inode: a link never leads
        /// into a loop.
        var visited = Set<FileInfo.Identity>()

        init(noted: [UInt8]?) {
            self.noted = noted
        }

        /// One listed folder: its entries sorted so that the files below it come out in byte
        /// order, and how far the walk has gone through them.
        struct Folder {
            /// The folder's path with a trailing `/`.
            var prefix: [UInt8]
            /// Each entry's name, a folder's followed by `/`: sorted so, a folder's files sort
            /// among their neighbours as their whole paths do (`A/x` after `A-b`, before `AB`).
            var entries: [[UInt8]]
            var next = 0
        }

        /// Walks `root` depth first with an explicit stack, so the depth of a tree never grows
        /// the call stack, and in sorted order, so the files need no sort afterwards: the stack
        /// holds only the listings of the folders being walked, never the whole tree.
        mutating func walk(_ root: String) {
            visited = []
            var stack: [Folder] = []
            if let folder = list(root, prefix: Array(root.utf8), depth: 0) { stack.append(folder) }
            var path: [UInt8] = []
            while !stack.isEmpty {
                let top = stack.count - 1
                guard stack[top].next < stack[top].entries.count else {
                    stack.removeLast()
                    continue
                }
                let entry = stack[top].entries[stack[top].next]
                stack[top].next += 1
                path.removeAll(keepingCapacity: true)
                path += stack[top].prefix
                path += entry
                if entry.last == UInt8(ascii: "/") {
                    let folderPath = String(decoding: path.dropLast(), as: UTF8.self)
                    // A DocC catalog's Swift files are its tutorials' code steps, which no target
                    // compiles (SwiftPM and Xcode leave a `.docc` folder out of the sources).
                    if entry.count > 6, entry.dropLast().suffix(5).elementsEqual(".docc".utf8) {
                        catalogFolders.append(folderPath)
                        continue
                    }
                    if let folder = list(folderPath, prefix: path, depth: stack.count) { stack.append(folder) }
                } else {
                    files.append(path)
                    // The names are 11 to 15 bytes long: most files are told apart by their length.
                    if (11...15).contains(entry.count), SourceWalker.isManifest(entry) { manifests.append(String(decoding: path, as: UTF8.self)) }
                }
            }
        }

        /// The folder at `folder`, `depth` folders below the walked one, listed: its Swift files
        /// and the folders to walk into, sorted; nil, with a problem noted, when it cannot be
        /// read, or when it was entered before.
        private mutating func list(_ folder: String, prefix: [UInt8], depth: Int) -> Folder? {
            guard let info = FileInfo(folder, followingLinks: true), visited.insert(info.identity).inserted else { return nil }
            guard let directory = opendir(folder) else {
                problems.append(PathProblem(path: folder, message: "cannot read folder"))
                return nil
            }
            defer { closedir(directory) }
            let prefix = prefix.last == UInt8(ascii: "/") ? prefix : prefix + [UInt8(ascii: "/")]
            var entries: [[UInt8]] = []
            var broken: [String] = []
            var projectFiles: [String] = []
            while let entry = readdir(directory) {
                var name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    Array(raw.prefix { $0 != 0 })
                }
                if name.count <= 2, name.allSatisfy({ $0 == UInt8(ascii: ".") }) { continue }
                if name == noted { notedFolders.insert(SourceWalker.folderKey(of: folder)) }
                let isSwift = SourceWalker.isSwiftName(name)
                var kind = entry.pointee.d_type
                if kind == UInt8(DT_LNK) || kind == UInt8(DT_UNKNOWN) {
                    let path = String(decoding: prefix + name, as: UTF8.self)
                    guard let target = FileInfo(path, followingLinks: true) else {
                        if isSwift { broken.append(path) }
                        continue
                    }
                    kind = target.isDirectory ? UInt8(DT_DIR) : UInt8(DT_REG)
                }
                if kind == UInt8(DT_DIR) {
                    guard !SourceWalker.isSkipped(name[...]) else { continue }
                    if SourceWalker.isProjectFolder(name) { projectFiles.append(String(decoding: name, as: UTF8.self)) }
                    name.append(UInt8(ascii: "/"))
                    entries.append(name)
                } else if isSwift {
                    entries.append(name)
                } else if SourceWalker.isXcodeGenSpec(name) {
                    projectFiles.append(String(decoding: name, as: UTF8.self))
                }
            }
            problems += broken.sorted().map { PathProblem(path: $0, message: "broken symbolic link") }
            entries.sort(by: Self.precedes)
            if depth <= 1 || !projectFiles.isEmpty {
                let subfolders = depth <= 1 ? entries.filter { $0.last == UInt8(ascii: "/") }.map { String(decoding: $0.dropLast(), as: UTF8.self) } : nil
                projectEntries[SourceWalker.folderKey(of: folder)] = FolderEntries(projectFiles: projectFiles.sorted(), subfolders: subfolders)
            }
            return Folder(prefix: prefix, entries: entries)
        }

        private static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
            a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { ByteSearch.precedes(a, $0) } }
        }
    }

    /// Reads a whole file's bytes.
    ///
    /// ```swift
    /// let bytes = try SourceWalker.read("Sources/A.swift")
    /// ```
    public static func read(_ path: String) throws(PathProblem) -> [UInt8] {
        try withOpenFile(path) { descriptor, info throws(PathProblem) in
            guard let bytes = FileDescriptorIO.readAll(descriptor, sizeHint: info.size) else {
                throw PathProblem(path: path, message: "cannot read file")
            }
            return bytes
        }
    }

    /// Calls `body` with the file at `path` open for reading and what `stat` says of it, then
    /// closes it; a path that cannot be opened, or a folder, is a problem naming it.
    static func withOpenFile<Result>(_ path: String, _ body: (Int32, FileInfo) throws(PathProblem) -> Result) throws(PathProblem) -> Result {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            let message = errno == ENOENT ? "no such file or directory" : errno == EACCES ? "cannot read file (permission denied)" : "cannot read file"
            throw PathProblem(path: path, message: message)
        }
        defer { close(descriptor) }
        guard let info = FileInfo(descriptor: descriptor), !info.isDirectory else {
            throw PathProblem(path: path, message: "is a directory")
        }
        return try body(descriptor, info)
    }
}

/// What `stat` says of a path: enough to walk a tree and read a file.
struct FileInfo {
    /// Device and inode: what makes a folder the same folder, whatever the path to it.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    var isDirectory: Bool
    /// A regular file: not a folder, a pipe or a device.
    var isRegular: Bool
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
        isRegular = status.st_mode & S_IFMT == S_IFREG
        size = Int(status.st_size)
        identity = Identity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(status.st_ino))
    }
}
