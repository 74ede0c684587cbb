import DocAuditCore
import DocAuditRules

/// Where a project root's Xcode projects are: the walk lists only Swift files, so the few folders
/// a project usually stands in are listed here.
enum XcodeProjectSearch {
    /// The `.xcodeproj` folders (absolute) at `root`, in the folders one and two levels below
    /// it (`App/`, `Apps/Weather/`; not inside `Tools/`, `Tests/`, `Examples/`), in the folders from it down to each of `checked`, and in
    /// `alsoIn` (where `Project.swift` files stand, beside which Tuist generates its projects);
    /// and those that the `.xcworkspace` folders there list, inside `root`. Dependency checkouts
    /// (`Pods/`) and hidden folders are not looked in. What the walk listed is read from
    /// `walked`; other folders are listed and files read from `source`. The XcodeGen specs
    /// (`project.yml`, `project-app.yml`) in the same folders come with them.
    static func projects(root: String, checked: [String], alsoIn: [String], walked: WalkedFolders, in source: any FileSource) -> (projects: [String], specs: [String]) {
        var folders = [root]
        // The folders to look in, found by hash: a Tuist app adds each of its hundreds of
        // manifests' folders.
        var met: Set<String> = [root]
        func look(in folder: String) {
            if met.insert(folder).inserted { folders.append(folder) }
        }
        func subfolders(of folder: String) -> [String] {
            walked.subfolders(of: folder) ?? source.entries(of: folder).filter(\.isFolder).map(\.name)
        }
        let below = subfolders(of: root).filter(isSearched).map { join(root, $0) }
        below.forEach(look)
        // Not below tooling, tests or examples: a project there builds none of the app's code.
        for folder in below where LayoutName.opensOnCode(FilePaths.name(of: folder).utf8) {
            for name in subfolders(of: folder) where isSearched(name) { look(in: join(folder, name)) }
        }
        for folder in checked where ProjectModel.path(folder, isWithin: root) {
            var below = folder
            while below != root, below.utf8.count > root.utf8.count {
                look(in: below)
                below = FilePaths.folder(of: below)
            }
        }
        for folder in alsoIn where ProjectModel.path(folder, isWithin: root) { look(in: folder) }
        var projects: [String] = []
        var specs: [String] = []
        func add(_ project: String) {
            if ProjectModel.path(project, isWithin: root), project != root, !projects.contains(project),
               !ProjectModel.path(project, below: root).split(separator: "/").contains(where: { $0.hasPrefix(".") || SourceWalker.skippedFolders.contains(String($0)) }) {
                projects.append(project)
            }
        }
        for folder in folders {
            let entries = walked.projectFiles(in: folder).map { $0.map { (name: $0, isFolder: !SourceWalker.isXcodeGenSpec($0.utf8)) } } ?? source.entries(of: folder)
            for entry in entries {
                if !entry.isFolder {
                    if SourceWalker.isXcodeGenSpec(entry.name.utf8) { specs.append(join(folder, entry.name)) }
                } else if entry.name.hasSuffix(".xcodeproj") {
                    add(join(folder, entry.name))
                } else if entry.name.hasSuffix(".xcworkspace"), let data = try? source.read(join(folder, entry.name) + "/contents.xcworkspacedata") {
                    for listed in XcodeWorkspace.projects(data) {
                        add(listed.hasPrefix("/") ? listed : join(folder, XcodePaths.normalized(listed)))
                    }
                }
            }
        }
        return (projects.sorted(), specs.sorted())
    }

    /// Whether the folder `name` is looked in for projects.
    private static func isSearched(_ name: String) -> Bool {
        !name.hasPrefix(".") && !SourceWalker.skippedFolders.contains(name) && !name.hasSuffix(".xcodeproj") && !name.hasSuffix(".xcworkspace")
    }

    private static func join(_ folder: String, _ name: String) -> String {
        XcodePaths.normalized((folder == "/" ? "" : folder) + "/" + name)
    }

}

/// The folders a walk listed, by their absolute paths, and what it met in them that the
/// project search looks for: a Tuist app's search looks in hundreds of folders, which the walk
/// listed already.
struct WalkedFolders {
    /// The walked folders (absolute).
    private let roots: [String]
    /// What the walk met, by absolute folder.
    private let entries: [String: SourceWalker.FolderEntries]

    /// What the walk of `tree` met; nothing when the tree was made from a listing.
    init(_ tree: SourceWalker.Tree) {
        guard let noted = tree.projectEntries else {
            (roots, entries) = ([], [:])
            return
        }
        roots = tree.roots.map(FilePaths.absolute)
        entries = Dictionary(noted.map { (FilePaths.absolute($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// No folder walked.
    init() {
        (roots, entries) = ([], [:])
    }

    /// The names of the project files in `folder` (absolute); nil when the walk did not list it.
    func projectFiles(in folder: String) -> [String]? {
        listed(folder) ? entries[folder]?.projectFiles ?? [] : nil
    }

    /// The subfolders of `folder` (absolute) that are neither hidden nor skipped; nil when the
    /// walk did not note them.
    func subfolders(of folder: String) -> [String]? {
        listed(folder) ? entries[folder]?.subfolders : nil
    }

    /// Whether the walk listed `folder`: it is a walked folder or below one, through no folder
    /// the walk skips (hidden, build output, dependency checkouts, DocC catalogs).
    private func listed(_ folder: String) -> Bool {
        roots.contains { SourceWalker.lists(folder, walking: $0) }
    }
}

/// What the Xcode projects of one root say of its folders, put on its ``FolderTree``: each
/// target a row, each synchronized folder and each folder of listed files named by its targets.
/// A file in several targets takes the place of the one whose layer is the most audited.
struct XcodeMarking {
    /// A project to mark: its `.xcodeproj` and its folder below the root, and what it builds.
    struct Project {
        var path: String
        var folder: String
        var project: XcodeProject
    }

    /// Files in several targets: a synchronized folder, or files listed one by one, counted;
    /// with the rows of their targets, the one whose place they take first.
    struct Sharing: Equatable {
        var folder: String?
        var files: Int
        var rows: [Int]
    }

    private var tree: FolderTree
    private let root: Int
    private var sharing: [Sharing] = []
    /// Each folder whose files are listed one by one, in the order met (the tree is marked in
    /// this order): its files' names with the row of a target that lists each, as listed, and
    /// the project (by its number in the tree) that listed the folder first. A list, where a
    /// table of names would hash each name and hold an array for each file.
    private var listed: [(folder: Int, files: [(name: Substring, row: Int)], project: Int)] = []
    /// Each folder's place in ``listed``.
    private var listedPlaces: [Int: Int] = [:]
    /// The folder asked for last, and its number: a target's files mostly come folder by folder.
    private var lastFolder: (path: Substring, number: Int)?
    /// The files in several targets, counted by their targets' rows, the chosen one first.
    private var counted: [[Int]: Int] = [:]
    /// The folders numbered, by path below the root.
    private var folderNumbers: [Substring: Int] = [:]

    /// Marks `projects` on `tree` below the root folder `root`; the files in several targets.
    static func mark(_ projects: [Project], root: Int, tree: inout FolderTree) -> [Sharing] {
        var marking = XcodeMarking(tree: tree, root: root)
        marking.tree.spellingByXcode = true
        // The tree is moved in and out, not copied: it is the model's whole table.
        tree = FolderTree()
        let numbers = projects.map { marking.mark($0) }
        marking.markListedFolders()
        for (project, number) in zip(projects, numbers) { marking.markProjectFolder(project.folder, number: number) }
        marking.tree.spellingByXcode = false
        tree = marking.tree
        return marking.sharing
    }

    private init(tree: FolderTree, root: Int) {
        self.tree = tree
        self.root = root
    }

    /// Marks the targets of `entry`; the project's number in the tree.
    private mutating func mark(_ entry: Project) -> Int {
        let project = entry.project
        let number = tree.noteXcodeProject(entry.path)
        let nowhere = FolderLayout.Place.tooling(.notInXcodeTarget(number))
        // Every path as the root sees it; one outside it is no file of this tree.
        let folders = project.synchronizedFolders.map { below(entry.folder, $0.path) }
        var rows: [Int?] = []
        for (index, target) in project.targets.enumerated() {
            // Each file's folder and name as parts of its path, where a string of each folder would
            // be made for every file.
            let sources = target.sources.compactMap { below(entry.folder, $0).map(Self.folderAndName) }
            var places = sources.map(\.folder) + target.synchronizedFolders.compactMap { folders[$0]?[...] }
            for (folder, synchronized) in zip(folders, project.synchronizedFolders) {
                guard let folder else { continue }
                for exception in synchronized.exceptions where exception.target == index {
                    places += exception.paths.filter(Self.namesSwiftFileOrFolder).map { XcodePaths.folder(of: folder + "/" + $0)[...] }
                }
            }
            guard !places.isEmpty else {
                rows.append(nil)
                continue
            }
            let start = Self.commonFolder(places)
            let row = tree.addXcodeTarget(ProjectLayout.xcodeTarget(target, folder: start), at: folder(start[...]), declaredBy: folder(entry.folder[...]))
            rows.append(row)
            for source in sources {
                let folder = folder(source.folder)
                let place = listedPlaces[folder] ?? {
                    listed.append((folder, [], number))
                    listedPlaces[folder] = listed.count - 1
                    return listed.count - 1
                }()
                listed[place].files.append((source.name, row))
            }
        }
        for (index, synchronized) in project.synchronizedFolders.enumerated() {
            guard let path = folders[index] else { continue }
            let owners = project.targets.indices.filter { project.targets[$0].synchronizedFolders.contains(index) }.compactMap { rows[$0] }
            // A folder no target builds (local packages shown in the navigator) keeps its layout:
            // only the files an exception puts in a target are named.
            if let best = self.best(owners) {
                tree.nameByXcode(folder(path[...]), place: .target(best), covers: true)
                if owners.count > 1 { sharing.append(Sharing(folder: path, files: 0, rows: [best] + owners.filter { $0 != best })) }
            }
            // An exception takes a file or folder out of a target that builds the folder, or
            // puts it in one that does not.
            var toggled: [String: [Int]] = [:]
            var order: [String] = []
            for exception in synchronized.exceptions {
                guard let row = rows[exception.target] else { continue }
                for name in exception.paths where Self.namesSwiftFileOrFolder(name) {
                    if toggled[name] == nil { order.append(name) }
                    toggled[name, default: []].append(row)
                }
            }
            var files: [Int: [(name: Substring, place: FolderLayout.Place)]] = [:]
            for name in order {
                let rows = toggled[name]!
                let members = owners.filter { !rows.contains($0) } + rows.filter { !owners.contains($0) }
                let place = self.best(members).map { FolderLayout.Place.target($0) } ?? nowhere
                if members.count > 1, let best = self.best(members) { counted[[best] + members.filter { $0 != best }, default: 0] += 1 }
                let full = path + "/" + name
                if name.hasSuffix(".swift") {
                    files[folder(XcodePaths.folder(of: full)[...]), default: []].append((Substring(FilePaths.name(of: full)), place))
                } else {
                    tree.nameByXcode(folder(full[...]), place: place, covers: true)
                }
            }
            for (folder, entries) in files.sorted(by: { $0.key < $1.key }) { tree.nameFilesByXcode(folder, files: entries, others: nil) }
        }
        return number
    }

    /// Marks each folder of listed files: its files by their targets, the others in none; the
    /// folder itself by the place most of its files take.
    private mutating func markListedFolders() {
        for (folder, files, project) in listed {
            var entries: [(name: Substring, place: FolderLayout.Place)] = []
            var votes: [(place: FolderLayout.Place, count: Int)] = []
            // By name, each name's rows in the order listed, as a table of names would give them.
            // Names all ASCII, as nearly all are, are compared as bytes, in the order of strings.
            var bytes: [UInt8] = []
            let spans = files.map { file in
                let start = bytes.count
                if file.name.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil { bytes.append(contentsOf: file.name.utf8) }
                return start..<bytes.count
            }
            let ascii = bytes.allSatisfy { $0 < 0x80 }
            // The files by name, and whether each starts a name, not the one before it again.
            let (order, starts) = bytes.withUnsafeBufferPointer { bytes in
                func name(_ index: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[spans[index]]) }
                func precedes(_ a: Int, _ b: Int) -> Bool {
                    ascii ? ByteSearch.precedes(name(a), name(b)) : files[a].name < files[b].name
                }
                // Most pairs differ in their first eight bytes: compared as one number, big-endian.
                let keys = files.indices.map { index in
                    ascii ? name(index).prefix(8).reduce(0) { $0 << 8 | UInt64($1) } << (8 * (8 - UInt64(min(name(index).count, 8)))) : 0
                }
                let order = files.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : precedes($0, $1) || !precedes($1, $0) && $0 < $1 }
                let starts = order.indices.map { place in
                    guard place > 0 else { return true }
                    let (a, b) = (order[place - 1], order[place])
                    return ascii ? keys[a] != keys[b] || !ByteSearch.equal(name(a), name(b)) : files[a].name != files[b].name
                }
                return (order, starts)
            }
            var next = 0
            var rows: [Int] = []
            while next < order.count {
                let name = files[order[next]].name
                rows.removeAll(keepingCapacity: true)
                repeat {
                    if !rows.contains(files[order[next]].row) { rows.append(files[order[next]].row) }
                    next += 1
                } while next < order.count && !starts[next]
                let best = self.best(rows)!
                if rows.count > 1 { counted[[best] + rows.filter { $0 != best }, default: 0] += 1 }
                entries.append((name, .target(best)))
                if let index = votes.firstIndex(where: { $0.place == .target(best) }) { votes[index].count += 1 } else { votes.append((.target(best), 1)) }
            }
            // A folder inside a synchronized one keeps that one's place for its other files.
            if tree.isNamed(folder) {
                tree.nameFilesByXcode(folder, files: entries, others: nil)
            } else {
                // The folders below one that lists files are in no target unless they list some
                // themselves, or a manifest or another project names them.
                let nowhere = FolderLayout.Place.tooling(.notInXcodeTarget(project))
                tree.nameByXcode(folder, place: votes.max { $0.count < $1.count }!.place, covers: false, below: nowhere)
                tree.nameFilesByXcode(folder, files: entries, others: nowhere)
            }
        }
        for (rows, files) in counted.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) { sharing.append(Sharing(folder: nil, files: files, rows: rows)) }
    }

    /// Marks the folder `path` of the project numbered `number` in no target of it where no
    /// target names it: its files and the folders below that no target, manifest or other
    /// project names (`Widgets/` its targets never list) are code nothing builds, at the root
    /// as anywhere.
    private mutating func markProjectFolder(_ path: String, number: Int) {
        let folder = folder(path[...])
        guard !tree.isNamed(folder) else { return }
        let nowhere = FolderLayout.Place.tooling(.notInXcodeTarget(number))
        tree.nameByXcode(folder, place: nowhere, covers: false, below: nowhere)
    }

    /// The target among `rows` whose layer is the most audited, the first on a tie.
    private func best(_ rows: [Int]) -> Int? {
        func rank(_ layer: Layer) -> Int {
            switch layer {
            case .interface: return 4
            case .shared: return 3
            case .implementation: return 2
            case .app: return 1
            default: return 0
            }
        }
        var found: Int?
        for row in rows where found == nil || rank(tree.targets[row].layer) > rank(tree.targets[found!].layer) { found = row }
        return found
    }

    /// The folder numbered for `path` below the root; each path is walked down the tree once,
    /// though the files of a folder ask for it one by one.
    private mutating func folder(_ path: Substring) -> Int {
        if let last = lastFolder, last.path == path { return last.number }
        let number: Int
        if let known = folderNumbers[path] {
            number = known
        } else {
            number = tree.folder(path.utf8, below: root)
            folderNumbers[path] = number
        }
        lastFolder = (path, number)
        return number
    }

    /// The folder of the relative `path` (empty for a name alone) and its name, as parts of it.
    private static func folderAndName(_ path: String) -> (folder: Substring, name: Substring) {
        var bytes = path
        guard let slash = bytes.withUTF8({ $0.lastIndex(of: UInt8(ascii: "/")) }) else { return ("", path[...]) }
        let index = path.utf8.index(path.startIndex, offsetBy: slash)
        return (path[..<index], path[path.utf8.index(after: index)...])
    }

    /// `path`, relative to the project's folder `folder` (below the root), as the root sees it;
    /// nil when it stands outside the root.
    private func below(_ folder: String, _ path: String) -> String? {
        let joined = path.utf8.first == UInt8(ascii: "/") ? nil : XcodePaths.joined(folder, path)
        // Asked of every file: the string comparison only of a path that starts with a dot.
        guard let joined, joined.utf8.first != UInt8(ascii: ".") || !joined.hasPrefix("..") else {
            guard path.hasPrefix("/") else { return nil }
            let rootPath = tree.rootPath(of: root)
            return ProjectModel.path(path, isWithin: rootPath) ? ProjectModel.path(path, below: rootPath) : nil
        }
        return joined
    }

    /// Whether an exception's `name` may change where Swift code goes: a Swift file, or a folder
    /// (a name without an extension). Resources (`Info.plist`, `Localizable.xcstrings`) do not.
    private static func namesSwiftFileOrFolder(_ name: String) -> Bool {
        name.hasSuffix(".swift") || !FilePaths.name(of: name).contains(".")
    }

    /// The deepest folder that holds every one of `paths` (folders below the root, normalized).
    /// Compared as bytes, a name ending where both paths end it or have a `/`: an app's
    /// thousands of files would each be split into names and joined again.
    static func commonFolder(_ paths: [Substring]) -> String {
        var first = paths[0]
        return first.withUTF8 { first in
            var length = first.count
            for path in paths.dropFirst() where length > 0 {
                var path = path
                path.withUTF8 { other in
                    let same = ByteSearch.commonPrefixLength(UnsafeBufferPointer(rebasing: first[..<length]), other)
                    let endsName = (same == first.count || first[same] == UInt8(ascii: "/")) && (same == other.count || other[same] == UInt8(ascii: "/"))
                    if endsName {
                        length = same
                    } else {
                        length = first[..<same].lastIndex(of: UInt8(ascii: "/")) ?? 0
                    }
                }
            }
            return String(decoding: first[..<length], as: UTF8.self)
        }
    }
}
