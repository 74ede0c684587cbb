import DocAuditCheck
import DocAuditCore
import Foundation

/// A file of a documentation catalog: its path as reached and its bytes.
public struct CatalogFile: Sendable {
    /// The path, as reached from the command-line argument (shown in warnings).
    public var path: String
    /// The whole content.
    public var bytes: [UInt8]

    /// Creates a file.
    ///
    /// ```swift
    /// let article = CatalogFile(path: "Net.docc/GettingStarted.md", bytes: Array("# Getting Started".utf8))
    /// ```
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// One module's DocC catalog (a `.docc` folder) as read from disk: its Markdown documents,
/// its images, and the package's snippets that `@Snippet(path:)` may name. A catalog outside
/// every module's folder (a Tuist workspace's `TuistGuide.docc`) is a guide: a section of the
/// site of its own, named after its folder.
public struct CatalogSource: Sendable {
    /// The module the catalog documents; a guide's name (its folder's, without `.docc`).
    public var module: String
    /// Whether the catalog documents no module: a guide of articles.
    public var isGuide = false
    /// The `.md` files: the landing page, articles and extension files.
    public var documents: [CatalogFile]
    /// The images (`.png`, `.jpg`, `.jpeg`, `.gif`, `.svg`, `.webp`), found by name wherever
    /// they are in the catalog.
    public var images: [CatalogFile]
    /// The files of the package's `Snippets/` folder, by their path there without `.swift`
    /// (`Example`, `Parsing/Flags`).
    public var snippets: [String: String]
    /// The files the site does not render (tutorials), which it warns about.
    public var unrendered: [String] = []
    /// The document that is a guide's landing page whatever its title: a folder of plain
    /// Markdown's `README.md` or `index.md`.
    public var landing: String?

    /// Creates a catalog.
    ///
    /// ```swift
    /// let catalog = CatalogSource(module: "Net", documents: [landing, article], images: [], snippets: [:])
    /// ```
    public init(module: String, documents: [CatalogFile], images: [CatalogFile], snippets: [String: String] = [:]) {
        self.module = module
        self.documents = documents
        self.images = images
        self.snippets = snippets
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp"]
    /// Folders never searched for catalogs: build products, dependencies, version control.
    private static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Derived", "Pods", "Carthage", "node_modules"]

    /// The catalogs of the modules of `files`: each `.docc` folder under the folder that holds
    /// a module's files goes to the module whose folder is nearest to it (of two modules there,
    /// the one it is named after: `HomeInterface.docc`). A `.docc` folder under one of the
    /// folders of `paths` (those the site was asked for) that no module's folder holds is a
    /// guide, unless it is in the folder of a module of `hidden` (files of modules the site
    /// does not show, whose catalogs it leaves out). Without `imageBytes`, images are found by
    /// name and not read (what a check asks of them). Files that cannot be read are returned as
    /// problems.
    ///
    /// ```swift
    /// let (catalogs, problems) = CatalogSource.find(for: sources.files.map { ($0.path, $0.module) }, under: ["."])
    /// ```
    public static func find(for files: [(path: String, module: String)], under paths: [String] = [], hidden: [(path: String, module: String)] = [],
                            imageBytes: Bool = true) -> (catalogs: [CatalogSource], problems: [String]) {
        let moduleFolders = folders(of: files)
        let hiddenFolders = Array(folders(of: hidden).values)
        let requested = paths.filter(isFolder).map(withoutTrailingSlash)
        let roots = Set(moduleFolders.values).union(requested).sorted()
        let topmost = roots.filter { root in !roots.contains { $0 != root && isInside(root, $0) } }
        var problems: [String] = []
        var catalogs: [CatalogSource] = []
        // A Tuist workspace's `Tuist/` folder is build tooling to a module, yet where its guides are.
        for folder in topmost.flatMap({ catalogFolders($0, searchesTuist: requested.contains($0)) }) {
            let owners = moduleFolders.filter { isInside(folder, $0.value) }
            let deepest = owners.map(\.value.count).max() ?? 0
            let candidates = owners.filter { $0.value.count == deepest }.map(\.key).sorted()
            let named = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
            var catalog: CatalogSource
            if let module = candidates.first(where: { $0 == named }) ?? candidates.first {
                catalog = CatalogSource(module: module, documents: [], images: [])
            } else if !hiddenFolders.contains(where: { isInside(folder, $0) }) {
                catalog = CatalogSource(module: named, documents: [], images: [])
                catalog.isGuide = true
            } else {
                continue
            }
            read(folder, into: &catalog, imageBytes: imageBytes, problems: &problems)
            catalog.snippets = snippets(near: folder)
            catalogs.append(catalog)
        }
        return (catalogs, problems)
    }

    /// A folder of plain Markdown guides (`docs`) as a guide named after it: its Markdown files
    /// are articles, its `README.md` or `index.md` the landing page. Files that cannot be read
    /// are returned as problems; without `imageBytes`, its images are found by name and not read.
    ///
    /// ```swift
    /// let (guide, problems) = CatalogSource.guide(folder: "docs")
    /// ```
    public static func guide(folder: String, imageBytes: Bool = true) -> (guide: CatalogSource, problems: [String]) {
        let trimmed = withoutTrailingSlash(folder)
        var guide = CatalogSource(module: FilePaths.name(of: FilePaths.absolute(trimmed)), documents: [], images: [])
        guide.isGuide = true
        var problems: [String] = []
        guard isFolder(trimmed) else { return (guide, ["\(trimmed): the guides folder is not a folder"]) }
        read(trimmed, into: &guide, imageBytes: imageBytes, problems: &problems)
        guide.landing = guide.documents.map(\.path).first { path in
            ["readme.md", "index.md"].contains((path as NSString).lastPathComponent.lowercased()) && (path as NSString).deletingLastPathComponent == trimmed
        }
        return (guide, problems)
    }

    /// The folders of plain Markdown guides `configuration` names (`site.guides`), each named
    /// as the walked files are (from where docaudit runs, when it is below); and the first one
    /// that is no folder, named by file and key.
    ///
    /// ```swift
    /// let (folders, problem) = CatalogSource.guideFolders(of: configuration) // (["docs"], nil)
    /// ```
    public static func guideFolders(of configuration: Configuration?) -> (folders: [String], problem: String?) {
        let folder = configuration?.folder ?? FilePaths.absolute(".")
        var folders: [String] = []
        for (index, guide) in (configuration?.site.guides ?? []).enumerated() {
            let path = guide.hasPrefix("/") ? guide : folder + "/" + guide
            guard isFolder(path) else {
                return (folders, (configuration?.file ?? Configuration.fileName) + ": site.guides[\(index)]: '\(guide)' is not a folder")
            }
            folders.append(FilePaths.relative(path, to: FilePaths.absolute(".")) ?? path)
        }
        return (folders, nil)
    }

    /// Reads the Markdown documents and images under `folder` into `catalog`, and notes its tutorials.
    private static func read(_ folder: String, into catalog: inout CatalogSource, imageBytes: Bool, problems: inout [String]) {
        for path in filesUnder(folder) {
            let type = fileExtension(path)
            if type == "tutorial" { catalog.unrendered.append(path) }
            guard type == "md" || imageExtensions.contains(type) else { continue }
            do {
                let file = CatalogFile(path: path, bytes: type == "md" || imageBytes ? try SourceWalker.read(path) : [])
                if type == "md" { catalog.documents.append(file) } else { catalog.images.append(file) }
            } catch {
                problems.append("\(error)")
            }
        }
    }

    /// A file's extension in lower case (`png` of `Flow@2x.PNG`), read over its path's bytes: a
    /// catalog holds hundreds of files (a tutorial's code steps), each asked.
    private static func fileExtension(_ path: String) -> String {
        let bytes = path.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), !bytes[dot...].contains(UInt8(ascii: "/")) else { return "" }
        return path[bytes.index(after: dot)...].lowercased()
    }

    /// `folder` as the walk spells folders: without a trailing `/`, unless it is `/` itself.
    private static func withoutTrailingSlash(_ folder: String) -> String {
        folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    /// The folder of each module of `files`: the longest folder all its files are in.
    private static func folders(of files: [(path: String, module: String)]) -> [String: String] {
        var folders: [String: (common: Substring, isAbsolute: Bool)] = [:]
        for file in files {
            let slash = file.path.utf8.lastIndex(of: UInt8(ascii: "/"))
            let folder = slash.map { file.path[..<$0] } ?? ""
            folders[file.module] = folders[file.module].map { (FilePaths.commonFolder($0.common, folder), $0.isAbsolute) } ?? (folder, file.path.hasPrefix("/"))
        }
        return folders.mapValues { $0.common.isEmpty ? ($0.isAbsolute ? "/" : ".") : String($0.common) }
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "." ? !path.hasPrefix("/") && !path.hasPrefix("../") : path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The `.docc` folders under `folder`, hidden folders and build products left out (and
    /// `Tuist/` unless `searchesTuist`).
    private static func catalogFolders(_ folder: String, searchesTuist: Bool) -> [String] {
        var found: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") && !skippedFolders.contains(name) && (searchesTuist || name != "Tuist") {
                let path = current + "/" + name
                guard isFolder(path) else { continue }
                if name.hasSuffix(".docc") { found.append(path) } else { pending.append(path) }
            }
        }
        return found.sorted()
    }

    /// Every file under `folder`, in path order. No link to a folder is followed; a link to a
    /// file is, where the file is in the repository of `folder` (`CHANGELOG.md ->
    /// ../../CHANGELOG.md`, as DocC reads it), never to a file outside it.
    private static func filesUnder(_ folder: String) -> [String] {
        var files: [String] = []
        var pending = [folder]
        var repository: String??
        while let current = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = current + "/" + name
                if isFolder(path) { pending.append(path) } else if isRegularFile(path) { files.append(path) } else if isLink(path) {
                    if repository == nil { repository = repositoryFolder(of: folder) }
                    if let inside = repository ?? nil, linksToFile(path, inside: inside) { files.append(path) }
                }
            }
        }
        return files.sorted()
    }

    /// The real path of the repository `folder` is in: the nearest folder at or above it
    /// holding `.git`, else `Package.swift`; nil when there is none.
    private static func repositoryFolder(of folder: String) -> String? {
        let real = URL(fileURLWithPath: FilePaths.absolute(folder)).resolvingSymlinksInPath().path
        for marker in [".git", "Package.swift"] {
            var current = real
            while true {
                if FileManager.default.fileExists(atPath: current + "/" + marker) { return current }
                guard current != "/", !current.isEmpty else { break }
                current = FilePaths.folder(of: current)
            }
        }
        return nil
    }

    /// Whether the link at `path` leads to a regular file below the real folder `inside`.
    private static func linksToFile(_ path: String, inside: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        let target = URL(fileURLWithPath: FilePaths.absolute(path)).resolvingSymlinksInPath().path
        return target.hasPrefix(inside == "/" ? "/" : inside + "/")
    }

    private static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The Swift files of the `Snippets/` folder of the nearest package above `folder`.
    private static func snippets(near folder: String) -> [String: String] {
        var current = FilePaths.folder(of: FilePaths.absolute(folder))
        while current != "/" {
            let snippets = current + "/Snippets"
            if FileManager.default.fileExists(atPath: current + "/Package.swift") || isFolder(snippets) {
                var found: [String: String] = [:]
                for path in filesUnder(snippets) where path.hasSuffix(".swift") {
                    guard let bytes = try? SourceWalker.read(path) else { continue }
                    found[String(path.dropFirst(snippets.count + 1).dropLast(6))] = String(decoding: bytes, as: UTF8.self)
                }
                return found
            }
            current = FilePaths.folder(of: current)
        }
        return [:]
    }

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
