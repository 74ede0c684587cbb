import DocAuditCore
import DocAuditRules

// Unsafe buffers: a target's candidate names are spelled from its folders' names read in place, with no copy
// of each name.

/// The folders of a project as its model meets them, each laid out once from its parent's
/// layout and its own name, and kept as a few numbers; with the targets that start at them.
/// A target is kept as the folders that name it (its module's, its group's), so that its
/// strings are made only when they are read: the names Tuist's helpers could give it when it
/// is named (``names(ofTarget:)``), its folder's path when a report asks (``target(_:)``).
struct FolderTree {
    /// One folder: where it stands, its name and what that name is to the layout, what the
    /// manifests say of it, and its layout once worked out.
    private struct Folder {
        /// The folder it is in; nil for a project root.
        let parent: Int?
        /// Where its name's bytes are in the tree's ``names``: a string is made of them only for
        /// a person to read.
        let nameStart: Int
        let nameCount: Int
        let kind: LayoutName
        /// How many names its path below the project root has.
        let depth: Int
        /// Its first subfolder met, and the next subfolder of its parent: a folder's subfolders
        /// are found by their short names along this list, with no key to hash.
        var firstChild: Int?
        var nextSibling: Int?
        /// Whether it holds a `Project.swift`, and whether that one makes an app.
        var holdsProject = false
        var makesApp = false
        /// Whether it holds a `Package.swift` that imports PackageDescription.
        var holdsPackage = false
        /// Whether a `Project.swift` stands in it or in any folder below.
        var reachesProject = false
        /// What a `Package.swift` makes of it (one of its targets, or excluded), whatever its
        /// layout says.
        var namedByManifest: FolderLayout.Place?
        /// What an Xcode project makes of it, when it names its files or the folder itself.
        var namedByXcode: XcodeMark?
        /// Whether the folder's files an Xcode project does not name take its parent's place,
        /// as in a folder below a synchronized one, though some of its files are named.
        var inheritsPlace = false
        /// Whether an Xcode project's path made it, spelled as the project spells it.
        var spelledByXcode = false
        var layout: FolderLayout?
    }

    /// What an Xcode project says of a folder: the place of its files, whether that holds for
    /// the folders below (a synchronized folder), and the files whose place differs, if any.
    private struct XcodeMark {
        var place: FolderLayout.Place
        var covers: Bool
        /// The place of the folders below, where it is not ``place``.
        var below: FolderLayout.Place?
        /// The folder's entry in ``fileTables``.
        var files: Int?
    }

    /// The files of a folder an Xcode project names one by one, with their places, sorted by
    /// name; and the place of its files it does not name (nil: the folder's own).
    private struct FileTable {
        var names: [(start: Int, count: Int, place: FolderLayout.Place)]
        var others: FolderLayout.Place?
    }

    /// A target as the tree keeps it: what its layout made of it, and the folders that name it.
    struct Target {
        let style: ProjectTarget.Style
        let role: ProjectTarget.Role
        let layer: Layer
        /// The folder it starts at, and its module's: the start's parent (or grandparent, above
        /// `Targets/`) for a role folder, the start itself for a sibling target.
        let start: Int
        let module: Int
        /// Its layer group's folder, known to docaudit or not (`UserInterface/`), and that
        /// group's name as reports give it: short, and asked for each folder of the target.
        let group: Int?
        let groupName: String?
        let groupIsKnown: Bool
        /// The module's parent, when Tuist's helpers may name the target after it too
        /// (`Feature/Cake/Feature/Sources` is `FeatureCake`).
        let parentOfModule: Int?
        /// The folder of the `Project.swift` that declares the module, if any.
        let manifestFolder: Int?
        /// Whether the code's imports choose its name among several candidates.
        let namedByImports: Bool
        /// The folder of the `Package.swift`, `Project.swift` or Xcode project that declares
        /// it; nil for a target its folders make. One declaration may give a target several
        /// rows (a SwiftPM target's folders, an Xcode target built for two platforms), which
        /// share its name rightly.
        var declaredBy: Int? = nil
    }

    private var folders: [Folder] = []
    /// The folders' names, back to back: one buffer, where a name each would be an allocation.
    private var names: [UInt8] = []
    /// Whether the folders made now are made from an Xcode project's paths (``folder(_:below:)``
    /// while the projects are marked).
    var spellingByXcode = false
    /// The roots of Tuist workspaces with projects (``noteTuistWorkspace(holding:)``).
    private var tuistWorkspaces = Set<Int>()
    /// Per project root with a `Workspace.swift` that lists its projects: the first folder
    /// name of each (``noteWorkspaceProjects(_:root:)``).
    private var workspaceProjects: [Int: [[UInt8]]] = [:]
    /// The name each `Project.swift` making an app gives it (`Project.app(name: "Radio")`), by
    /// the manifest's folder: few projects make one.
    private var appNames: [Int: [UInt8]] = [:]
    /// Each project root's folder number by its absolute path, and the reverse; and the root
    /// asked for last, which the next folder mostly shares.
    private var roots: [String: Int] = [:]
    private var rootPaths: [Int: String] = [:]
    private var lastRoot: (path: String, folder: Int)?
    private(set) var targets: [Target] = []
    /// The names each target may have, by row, once spelled; a SwiftPM target's from the start.
    private var spelledNames: [Names?] = []
    /// The names a Tuist-made target may have as bytes, by row, once asked (their positions in
    /// ``candidateList``): naming reads them twice, for its group's pattern and for its own name.
    private var candidates: [Range<Int>?] = []
    private var candidateList = CandidateNameList()
    /// The file tables of folders an Xcode project names files in, and the names' bytes.
    private var fileTables: [FileTable] = []
    private var fileNames: [UInt8] = []
    /// The Xcode projects read, and the manifests of their local packages, by path below their
    /// root, which ``FolderLayout/Tooling/notInXcodeTarget(_:)`` names.
    private(set) var xcodeProjects: [String] = []
    /// The groups' names as reports give them, by folder.
    private var groupNames: [Int: String] = [:]
    /// Each target with all its strings, by row, once a report asks; a SwiftPM target's from the
    /// start, from its manifest.
    private var made: [ProjectTarget?] = []

    /// The names a target may have: what naming reads, without its folder's path.
    struct Names {
        /// The name when nothing else names it.
        let defaultName: String
        /// The names Tuist's helpers could give it, most likely first.
        let candidates: [String]
    }

    /// Makes room for `count` folders: the table, grown by doubling, copied its large entries
    /// at each step.
    mutating func reserveFolders(_ count: Int) {
        folders.reserveCapacity(count)
    }

    /// The folder of the project root at the absolute path `root`.
    mutating func root(_ root: String) -> Int {
        if let last = lastRoot, last.path == root { return last.folder }
        let folder = roots[root] ?? {
            folders.append(Folder(parent: nil, nameStart: 0, nameCount: 0, kind: .other, depth: 0))
            roots[root] = folders.count - 1
            rootPaths[folders.count - 1] = root
            return folders.count - 1
        }()
        lastRoot = (root, folder)
        return folder
    }

    /// The subfolder `name` of the folder `parent`, added when first met.
    mutating func subfolder(_ name: some Collection<UInt8>, of parent: Int) -> Int {
        let count = name.count
        var child = folders[parent].firstChild
        var spelledOtherwise: Int?
        while let known = child {
            if folders[known].nameCount == count {
                if isName(of: known, name) { return known }
                if folders[known].spelledByXcode, spelledOtherwise == nil, ByteSearch.equalIgnoringASCIICase(self.name(known), name) {
                    spelledOtherwise = known
                }
            }
            child = folders[known].nextSibling
        }
        // Xcode finds `NotificationContentExtension/` where the disk has `notificationContentExtension/`, as
        // the Mac's file system does: the walked folder is the one the project names.
        if let spelledOtherwise { return spelledOtherwise }
        let start = names.count
        names.append(contentsOf: name)
        folders.append(Folder(parent: parent, nameStart: start, nameCount: count, kind: kind(names[start...], in: parent), depth: folders[parent].depth + 1))
        folders[folders.count - 1].spelledByXcode = spellingByXcode
        folders[folders.count - 1].nextSibling = folders[parent].firstChild
        folders[parent].firstChild = folders.count - 1
        return folders.count - 1
    }

    /// Whether `name` is the name of `folder` (of as many bytes): compared in place where its
    /// bytes are contiguous, as a big folder's subfolders are compared with each name asked.
    private func isName(of folder: Int, _ name: some Collection<UInt8>) -> Bool {
        let start = folders[folder].nameStart
        // The names alone go into the closure: capturing the tree copied it whole, a count for
        // each of its arrays, at every subfolder looked up.
        let names = names
        return name.withContiguousStorageIfAvailable { name in
            names.withUnsafeBufferPointer { ByteSearch.equal(UnsafeBufferPointer(rebasing: $0[start..<(start + name.count)]), name) }
        } ?? self.name(folder).elementsEqual(name)
    }

    /// What the name `name` is to the layout in the folder `parent`. A group's name is a
    /// module's where a folder of no known kind already stands in a group's place, right below
    /// `Projects/` or `Modules/`: `Projects/Coordinator/App` is the module `App` of the group
    /// `Coordinator`, not the App layer. A plural (`Features`, `Domains`) names no module: in
    /// `Projects/CllogService/Features/CalendarFeature` it is the group.
    private func kind(_ name: ArraySlice<UInt8>, in parent: Int) -> LayoutName {
        let kind = LayoutName(name)
        guard case .group = kind, name.last != UInt8(ascii: "s"), folders[parent].kind == .other, let above = folders[parent].parent, folders[above].parent != nil,
              ProjectLayout.isContainer(self.name(above)) else { return kind }
        return .other
    }

    /// The folder at `path` below the folder `top` (`/`-separated bytes, empty for `top`
    /// itself).
    mutating func folder<Path: Collection<UInt8>>(_ path: Path, below top: Int) -> Int {
        var folder = top
        var start = path.startIndex
        var index = start
        while index != path.endIndex {
            if path[index] == UInt8(ascii: "/") {
                if index != start { folder = subfolder(path[start..<index], of: folder) }
                start = path.index(after: index)
            }
            index = path.index(after: index)
        }
        return start != path.endIndex ? subfolder(path[start...], of: folder) : folder
    }

    /// Notes the `projects:` the `Workspace.swift` of the project root `root` lists: the
    /// folders right below the root that none reaches hold no code Tuist builds.
    mutating func noteWorkspaceProjects(_ projects: [String], root: Int) {
        // The first folder each reaches: `./Projects/**` reaches `Projects`; `**` any, and
        // `.` (the root's own project) all of them.
        let firsts = projects.map { $0.split(separator: "/").first { $0 != "." }.map { Array($0.utf8) } }
        workspaceProjects[root] = firsts.contains(nil) ? nil : firsts.compactMap { $0 }
    }

    /// Whether `folder`, right below the project root `root`, is of a kind that may hold code
    /// and no project the root's `Workspace.swift` lists reaches it.
    private func isOutsideWorkspaceProjects(_ folder: Int, root: Int) -> Bool {
        guard folders[root].parent == nil, let reached = workspaceProjects[root] else { return false }
        switch folders[folder].kind {
        case .tooling, .generated, .topLevelTools: return false
        default: break
        }
        // Without regard to ASCII case, as a Mac's disk matches `projects/**` to `Projects`.
        return !reached.contains { first in
            first.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "{") }
                || ByteSearch.equalIgnoringASCIICase(name(folder), first)
        }
    }

    /// Notes that `folder` holds a `Project.swift`, making an app or not, and the name it gives
    /// the project, if it makes one.
    mutating func noteProject(at folder: Int, makesApp: Bool, appName: String? = nil) {
        folders[folder].holdsProject = true
        folders[folder].makesApp = folders[folder].makesApp || makesApp
        if makesApp, let appName { appNames[folder] = Array(appName.utf8) }
        var next: Int? = folder
        while let current = next, !folders[current].reachesProject {
            folders[current].reachesProject = true
            next = folders[current].parent
        }
    }

    /// Notes that a `Package.swift` stands in `folder`.
    mutating func notePackage(at folder: Int) {
        folders[folder].holdsPackage = true
    }

    /// Whether a Tuist or SwiftPM manifest the model read stands in `folder`: a file named
    /// `Project.swift` or `Package.swift` elsewhere in a target is the target's own code.
    func holdsManifest(_ folder: Int) -> Bool {
        folders[folder].holdsProject || folders[folder].holdsPackage
    }

    /// Makes `folder` a target a `Package.swift` declares (unless an earlier one claimed it),
    /// or, with `target` nil, build tooling for `tooling`'s reason (a folder its manifest
    /// excludes, by default).
    mutating func nameByManifest(_ folder: Int, target: ProjectTarget?, declaredBy manifest: Int? = nil, tooling: FolderLayout.Tooling = .excludedByPackage) {
        guard let target else { return folders[folder].namedByManifest = .tooling(tooling) }
        guard folders[folder].namedByManifest == nil else { return }
        var declared = target
        declared.row = targets.count
        targets.append(Target(style: target.style, role: target.role, layer: target.layer, start: folder, module: folder, group: nil,
                              groupName: target.group, groupIsKnown: target.groupIsKnown, parentOfModule: nil, manifestFolder: nil, namedByImports: false,
                              declaredBy: manifest))
        made.append(declared)
        spelledNames.append(Names(defaultName: target.defaultName, candidates: target.candidates))
        candidates.append(nil)
        folders[folder].namedByManifest = .target(targets.count - 1)
    }

    /// Adds the target of an Xcode project (or a `Project.swift`) in `project` that `target`
    /// describes, starting at `folder`; its row.
    mutating func addXcodeTarget(_ target: ProjectTarget, at folder: Int, declaredBy project: Int) -> Int {
        var declared = target
        declared.row = targets.count
        targets.append(Target(style: target.style, role: target.role, layer: target.layer, start: folder, module: folder, group: nil,
                              groupName: target.group, groupIsKnown: target.groupIsKnown, parentOfModule: nil, manifestFolder: nil, namedByImports: false,
                              declaredBy: project))
        made.append(declared)
        spelledNames.append(Names(defaultName: target.defaultName, candidates: []))
        candidates.append(nil)
        return targets.count - 1
    }

    /// Notes the Xcode project at `path` (below its root); its number, for the files in none of its targets.
    mutating func noteXcodeProject(_ path: String) -> Int {
        xcodeProjects.append(path)
        return xcodeProjects.count - 1
    }

    /// Whether a manifest or an Xcode project already says what `folder` is.
    func isNamed(_ folder: Int) -> Bool {
        folders[folder].namedByManifest != nil || folders[folder].namedByXcode != nil
    }

    /// Whether a `Package.swift` target builds `folder`: it or a folder above it is the
    /// target's. An Xcode project beside a package (swift-collections' `Xcode/`) builds the
    /// same files for the IDE under other names; DocC documents the package's modules.
    private func isInManifestTarget(_ folder: Int) -> Bool {
        var current: Int? = folder
        while let at = current {
            if case .target = folders[at].namedByManifest { return true }
            if folders[at].namedByManifest != nil { return false }
            current = folders[at].parent
        }
        return false
    }

    /// Gives the files of `folder` the place `place`, and with `covers` those of the folders
    /// below it that nothing else names (an Xcode 16 synchronized folder). A folder a
    /// `Package.swift` names, or one inside a package target, keeps what it says.
    mutating func nameByXcode(_ folder: Int, place: FolderLayout.Place, covers: Bool, below: FolderLayout.Place? = nil) {
        guard folders[folder].namedByManifest == nil, !isInManifestTarget(folder) else { return }
        let files = folders[folder].namedByXcode?.files
        folders[folder].namedByXcode = XcodeMark(place: place, covers: covers, below: below, files: files)
    }

    /// Gives the files `files` of `folder` their own places, and its other files `others`
    /// (nil: the folder's own place).
    mutating func nameFilesByXcode(_ folder: Int, files: [(name: Substring, place: FolderLayout.Place)], others: FolderLayout.Place?) {
        guard folders[folder].namedByManifest == nil, !isInManifestTarget(folder) else { return }
        var entries: [(start: Int, count: Int, place: FolderLayout.Place)] = []
        for file in files {
            entries.append((fileNames.count, file.name.utf8.count, file.place))
            if file.name.utf8.withContiguousStorageIfAvailable({ fileNames.append(contentsOf: $0) }) == nil { fileNames.append(contentsOf: file.name.utf8) }
        }
        fileNames.withUnsafeBufferPointer { names in
            entries.sort { ByteSearch.precedes(UnsafeBufferPointer(rebasing: names[$0.start..<($0.start + $0.count)]), UnsafeBufferPointer(rebasing: names[$1.start..<($1.start + $1.count)])) }
        }
        fileTables.append(FileTable(names: entries, others: others))
        if folders[folder].namedByXcode == nil {
            // A folder below a synchronized one: its place is still its parent's.
            folders[folder].namedByXcode = XcodeMark(place: .unplaced, covers: false, below: nil, files: fileTables.count - 1)
            folders[folder].inheritsPlace = true
        } else {
            folders[folder].namedByXcode!.files = fileTables.count - 1
        }
    }

    /// Whether an Xcode project names some files of `folder` one by one.
    func hasXcodeFiles(_ folder: Int) -> Bool {
        folders[folder].namedByXcode?.files != nil
    }

    /// The place an Xcode project gives the file `name` of `folder`; nil where it is the folder's.
    /// Mutating though it changes nothing: the model holds the tree in a class, where calling a
    /// non-mutating method copies the whole tree first, a count for each of its arrays, for
    /// every file placed.
    mutating func xcodePlace(ofFile name: some Collection<UInt8>, in folder: Int) -> FolderLayout.Place? {
        guard let table = folders[folder].namedByXcode?.files.map({ fileTables[$0] }) else { return nil }
        // Asked for every file the check places: the names are compared in place with `memcmp`.
        let found = name.withContiguousStorageIfAvailable { name -> FolderLayout.Place? in
            fileNames.withUnsafeBufferPointer { names in
                var low = 0
                var high = table.names.count
                while low < high {
                    let middle = (low + high) / 2
                    let entry = table.names[middle]
                    let entryName = UnsafeBufferPointer(rebasing: names[entry.start..<(entry.start + entry.count)])
                    if ByteSearch.equal(entryName, name) { return entry.place }
                    if ByteSearch.precedes(entryName, name) { low = middle + 1 } else { high = middle }
                }
                return table.others
            }
        }
        if let found { return found }
        return xcodePlace(ofFile: Array(name), in: folder)
    }

    /// The layout of `folder`: its parent's and its own name, worked out once. The folders
    /// between it and the nearest one laid out are laid out from the top down, in a loop: a
    /// path's depth is the input's to choose.
    mutating func layout(of folder: Int) -> FolderLayout {
        if let known = folders[folder].layout { return known }
        // Mostly the parent is laid out already, as placement derives a folder from it.
        if ownsLayout(folder) || folders[folder].parent.map({ folders[$0].layout != nil }) ?? true { return layOut(folder) }
        var pending: [Int] = []
        var next: Int? = folder
        while let current = next, folders[current].layout == nil {
            pending.append(current)
            next = ownsLayout(current) ? nil : folders[current].parent
        }
        for current in pending.reversed() { layOut(current) }
        return folders[folder].layout!
    }

    /// Whether a manifest or an Xcode project decides `folder`'s layout, whatever its parent's.
    private func ownsLayout(_ folder: Int) -> Bool {
        folders[folder].namedByManifest != nil || folders[folder].namedByXcode != nil && !folders[folder].inheritsPlace
    }

    /// Lays out `folder`, its parent laid out already (if it is not a target a manifest names).
    @discardableResult
    private mutating func layOut(_ folder: Int) -> FolderLayout {
        let layout: FolderLayout
        if let named = folders[folder].namedByManifest {
            layout = FolderLayout(namedByManifest: named)
        } else if let named = folders[folder].namedByXcode, !folders[folder].inheritsPlace {
            layout = named.covers ? FolderLayout(namedByManifest: named.place) : FolderLayout(namedAlone: named.place, below: named.below)
        } else if let parent = folders[folder].parent, let above = folders[parent].layout {
            if folders[folder].kind == .playground {
                layout = above.settled(.tooling(.playground(folder)))
            } else if folders[folder].kind == .testDoubles, case .target(let row) = above.place, targets[row].layer != .ignored {
                // `#if DEBUG` mocks beside a module's code are no part of what it ships.
                layout = above.settled(.tooling(.testDoubles(folder)))
            } else if !above.covers, !folders[parent].holdsProject, !folders[folder].reachesProject, name(folder).elementsEqual("Targets".utf8),
                      tuistWorkspaces.contains(rootFolder(of: folder)) {
                // `tuist init` made it beside the first `Project.swift`; the projects stand elsewhere
                // now. One that holds projects (`Targets/Features/Home/Project.swift`) is a group.
                layout = above.settled(.tooling(.leftoverTargets))
            } else if !above.covers, !folders[parent].holdsProject, !folders[folder].reachesProject, isOutsideWorkspaceProjects(folder, root: parent) {
                layout = above.settled(.tooling(.notInWorkspace))
            } else {
                layout = above.entering(folders[folder].kind, folder: folder, parent: parent, index: folders[parent].depth) { addTarget($0, at: folder) }
            }
        } else {
            layout = .root
        }
        folders[folder].layout = layout
        return layout
    }

    /// What `place` is, with its strings: the target made whole, or tooling's reason.
    mutating func role(of place: FolderLayout.Place) -> FolderRole {
        switch place {
        case .unplaced: return .unplaced
        case .target(let row): return .target(target(row))
        case .tooling(.generated(let folder)): return .tooling("generated (" + spelledName(folder) + "/)")
        case .tooling(.buildTooling(let folder)): return .tooling("build tooling (" + spelledName(folder) + "/)")
        case .tooling(.excludedByPackage): return .tooling("excluded by its Package.swift")
        case .tooling(.packageTool): return .tooling("build tooling (a command-line tool of the workspace's Package.swift)")
        case .tooling(.toolPackage): return .tooling("build tooling (a package that vends no library: nothing imports its targets)")
        case .tooling(.macroPlugin): return .tooling("build tooling (a macro's compiler plugin)")
        case .tooling(.snippets): return .tooling("snippets of its Package.swift (example code for DocC)")
        case .tooling(.notInXcodeTarget(let project)): return .tooling("in no target of " + xcodeProjects[project])
        case .tooling(.testDoubles(let folder)): return .tooling("test doubles (" + spelledName(folder) + "/)")
        case .tooling(.playground(let folder)): return .tooling("playground (" + spelledName(folder) + "/): no target compiles it")
        case .tooling(.notInWorkspace):
            return .tooling("in no project of Workspace.swift (no Project.swift in it, and its projects: reach none)")
        case .tooling(.leftoverTargets):
            return .tooling("in no Tuist project (a Targets/ folder of `tuist init`, with no Project.swift beside it)")
        case .tooling(.notInTuistTarget(let folder)):
            return .tooling("in no target of " + (folderPath(folder).isEmpty ? "" : folderPath(folder) + "/") + "Project.swift")
        case .tooling(.notInReadTuistTarget(let folder)):
            return .tooling("in no target read of " + (folderPath(folder).isEmpty ? "" : folderPath(folder) + "/") + "Project.swift (a helper makes others)")
        }
    }

    /// The path of `folder` below its project root; empty for the root.
    func folderPath(_ folder: Int) -> String {
        // Its length first, then its names written from the last: no list of the folders, and
        // one string made.
        var length = -1
        var next = folder
        while let parent = folders[next].parent {
            length += folders[next].nameCount + 1
            next = parent
        }
        guard length > 0 else { return "" }
        return names.withUnsafeBufferPointer { names in
            String(unsafeUninitializedCapacity: length) { path in
                var end = length
                var current = folder
                while let parent = folders[current].parent {
                    let start = folders[current].nameStart
                    end -= folders[current].nameCount
                    _ = UnsafeMutableBufferPointer(rebasing: path[end..<(end + folders[current].nameCount)])
                        .initialize(fromContentsOf: names[start..<(start + folders[current].nameCount)])
                    if end > 0 {
                        end -= 1
                        path[end] = UInt8(ascii: "/")
                    }
                    current = parent
                }
                return length
            }
        }
    }

    /// The names of the folders above the target at `row`'s first folder, nearest first, up to
    /// its project root: what tells apart two targets that one name would merge.
    func namesAbove(target row: Int) -> [String] {
        var names: [String] = []
        var next = folders[targets[row].start].parent
        while let folder = next, folders[folder].parent != nil {
            names.append(spelledName(folder))
            next = folders[folder].parent
        }
        return names
    }

    /// Whether `folder` is `ancestor` or inside it.
    func isFolder(_ folder: Int, within ancestor: Int) -> Bool {
        var next: Int? = folder
        while let current = next, folders[current].depth >= folders[ancestor].depth {
            if current == ancestor { return true }
            next = folders[current].parent
        }
        return false
    }

    /// How many names the path of `folder` below its project root has.
    func depth(of folder: Int) -> Int {
        folders[folder].depth
    }

    /// Notes that the root holding `folder` is a Tuist workspace's with projects: there a
    /// `Targets/` folder with no `Project.swift` beside it or inside it is a leftover of `tuist init`.
    mutating func noteTuistWorkspace(holding folder: Int) {
        tuistWorkspaces.insert(rootFolder(of: folder))
    }

    /// The absolute path of the project root that holds `folder`.
    func rootPath(of folder: Int) -> String {
        rootPaths[rootFolder(of: folder)] ?? ""
    }

    /// The project root that holds `folder`.
    private func rootFolder(of folder: Int) -> Int {
        var top = folder
        while let parent = folders[top].parent { top = parent }
        return top
    }

    /// The absolute path of `folder`.
    func absolutePath(_ folder: Int) -> String {
        absolutePath(folder, spelled: folderPath(folder))
    }

    /// The absolute path of `folder`, whose path below its project root is `path`.
    func absolutePath(_ folder: Int, spelled path: String) -> String {
        let root = rootPath(of: folder)
        guard !path.isEmpty else { return root }
        // One string written, where two joins would make one more for every manifest's folder.
        var (rootBytes, pathBytes) = (root, path)
        return rootBytes.withUTF8 { root in
            pathBytes.withUTF8 { path in FilePaths.joined(root, path) }
        }
    }

    /// The bytes of `folder`'s name.
    private func name(_ folder: Int) -> ArraySlice<UInt8> {
        names[folders[folder].nameStart..<(folders[folder].nameStart + folders[folder].nameCount)]
    }

    /// The name of `folder` as a person reads it.
    func spelledName(_ folder: Int) -> String {
        String(decoding: name(folder), as: UTF8.self)
    }

    /// Whether `folder` stands in a layer group other than `App` (whose projects make the app).
    func isInLayerGroup(_ folder: Int) -> Bool {
        var next: Int? = folder
        while let current = next {
            if case .group = folders[current].kind, !name(current).elementsEqual("App".utf8) { return true }
            next = folders[current].parent
        }
        return false
    }

    /// The target that starts at `folder`, as `start` says, added to the table; its row.
    private mutating func addTarget(_ start: FolderLayout.TargetStart, at folder: Int) -> Int {
        let style: ProjectTarget.Style
        var role: ProjectTarget.Role
        let module: Int
        var group: Int?
        var knownGroup: Int?
        var parentOfModule: Int?
        switch start {
        case .sibling(let groupFolder):
            (style, role, module, group, knownGroup) = (.sibling, ProjectTarget.Role.suffix(name(folder)) ?? .sources, folder, groupFolder, groupFolder)
        case .roleFolder(let folderRole):
            role = folderRole
            // The module's folder stands just above its role folder, or above its `Targets/`.
            let above = folders[folder].parent!
            module = folders[folder].depth >= 3 && name(above).elementsEqual("Targets".utf8) ? folders[above].parent! : above
            knownGroup = nearestGroup(above: module)
            if knownGroup == nil, case .group = folders[module].kind {
                (style, group, knownGroup) = (.layerRoot, module, module)
            } else if folderRole == .sources, let siblingRole = ProjectTarget.Role.suffix(name(module)) {
                // `FeatureLoginDemo/Sources`: a sibling target's own folders.
                (style, role, group) = (.sibling, siblingRole, knownGroup ?? unknownGroup(of: module))
            } else {
                (style, group) = (.tuist, knownGroup ?? unknownGroup(of: module))
                // A target folder inside its module's (`Feature/CakeShop/Feature/Sources`):
                // Tuist's helpers name it with the module's folder (`FeatureCakeShop`).
                if let parent = folders[module].parent, folders[parent].parent != nil, knownGroup.map({ name($0) }) != name(parent),
                   !name(parent).elementsEqual("Targets".utf8), !ProjectLayout.isContainer(name(parent)) {
                    parentOfModule = parent
                }
            }
        }
        var layer = role.layer(inGroup: knownGroup.flatMap { if case .group(let layer) = folders[$0].kind { layer } else { nil } })
        // A `Project.swift` making an app puts its module's sources in the App layer, unless a
        // layer group holds the module.
        if role == .sources, layer != .app, knownGroup == nil, folders[folder].depth >= 2, folders[folders[folder].parent!].makesApp {
            layer = .app
        }
        // A target folder named for its module's folder and `App` (`Features/Track/TrackApp/Sources`,
        // `Apps/iOS/iOSApp/Sources`) is the app Tuist's helpers make of it, a demo or the product.
        if role == .sources, style == .tuist, let parent = folders[module].parent, isAppOfModule(module, parent) {
            layer = .app
        }
        // The target named as the project making an app is that app: `tuist init`'s
        // `Project.app(name: "Radio", additionalTargets: ["RadioKit"])` builds `Targets/Radio/Sources`.
        if role == .sources, layer != .app, !appNames.isEmpty, let project = projectFolder(above: module), let app = appNames[project], name(module).elementsEqual(app) {
            layer = .app
        }
        let spelledGroup = group.map { groupName(of: $0) }
        targets.append(Target(style: style, role: role, layer: layer, start: folder, module: module, group: group,
                              groupName: spelledGroup, groupIsKnown: knownGroup != nil,
                              parentOfModule: parentOfModule, manifestFolder: manifestFolder(above: folder),
                              namedByImports: style != .layerRoot && (knownGroup != nil || parentOfModule != nil)))
        made.append(nil)
        spelledNames.append(nil)
        candidates.append(nil)
        return targets.count - 1
    }

    /// The nearest folder at or above `folder` holding a `Project.swift`, the root included.
    private func projectFolder(above folder: Int) -> Int? {
        var next: Int? = folder
        while let current = next {
            if folders[current].holdsProject { return current }
            next = folders[current].parent
        }
        return nil
    }

    /// Whether the name of `folder` is that of `module` (its parent) and `App`, compared as bytes.
    private func isAppOfModule(_ folder: Int, _ module: Int) -> Bool {
        let target = name(folder)
        let moduleName = name(module)
        return target.count == moduleName.count + 3 && target.starts(with: moduleName) && target.suffix(3).elementsEqual("App".utf8)
    }

    /// How reports name the group of the folder `folder` (``ProjectLayout/groupName(_:)``),
    /// worked out once for each group folder: its targets all ask it.
    private mutating func groupName(of folder: Int) -> String {
        if let known = groupNames[folder] { return known }
        let spelled = ProjectLayout.groupName(Substring(spelledName(folder)))
        groupNames[folder] = spelled
        return spelled
    }

    /// The nearest layer group docaudit knows above `folder`.
    private func nearestGroup(above folder: Int) -> Int? {
        var next = folders[folder].parent
        while let current = next {
            if case .group = folders[current].kind { return current }
            next = folders[current].parent
        }
        return nil
    }

    /// The folder that groups the module `module` though docaudit does not know it as a group
    /// (`UserInterface/`); nil when a container (`Projects/`) or the root holds it.
    private func unknownGroup(of module: Int) -> Int? {
        guard let parent = folders[module].parent, folders[parent].parent != nil, !ProjectLayout.isContainer(name(parent)) else { return nil }
        return parent
    }

    /// The module's manifest: a folder holding a `Project.swift` a few folders above its
    /// sources (`Network/Sources`, `Feed/Targets/Feed/Sources`), never the project root.
    private func manifestFolder(above folder: Int) -> Int? {
        var candidate = folder
        for _ in 0..<3 {
            guard let parent = folders[candidate].parent, folders[parent].parent != nil else { return nil }
            candidate = parent
            if folders[candidate].holdsProject { return candidate }
        }
        return nil
    }

    /// The target at `row` with all its strings: its folder, group, default name and
    /// candidates, for a report.
    mutating func target(_ row: Int) -> ProjectTarget {
        if let known = made[row] { return known }
        let target = targets[row]
        let names = self.names(ofTarget: row)
        let whole = ProjectTarget(folder: folderPath(target.start), style: target.style, group: target.groupName, groupIsKnown: target.groupIsKnown,
                                  role: target.role, layer: target.layer, defaultName: names.defaultName, candidates: names.candidates, row: row)
        made[row] = whole
        return whole
    }

    /// The names the target at `row` may have, made strings once, for a report.
    mutating func names(ofTarget row: Int) -> Names {
        if let known = spelledNames[row] { return known }
        let candidates = candidateNames(ofTarget: row)
        let spelled = Names(defaultName: candidates.spelled(0), candidates: (0..<candidates.count).map(candidates.spelled))
        spelledNames[row] = spelled
        return spelled
    }

    /// The names the Tuist-made target at `row` may have, most likely first, its default name
    /// first of all, spelled from its folders' names as bytes: what naming compares with the
    /// imports, making a string only of the name it chooses. (A SwiftPM target's names come
    /// from its manifest: ``names(ofTarget:)``.)
    mutating func candidateNames(ofTarget row: Int) -> CandidateNames {
        if let known = candidates[row] { return candidateList.names(known) }
        let target = targets[row]
        let first = candidateList.count
        // The folders' names are read in place from the tree's buffer, the role's from static text.
        names.withUnsafeBufferPointer { names in
            func name(_ folder: Int) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: names[folders[folder].nameStart..<(folders[folder].nameStart + folders[folder].nameCount)])
            }
            let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
            func add(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8> = none, _ c: UnsafeBufferPointer<UInt8> = none) {
                candidateList.add(a, b, c, since: first)
            }
            let module = name(target.module)
            // The spellings a known group lends a name: `Features` also as `Feature`.
            var group: UnsafeBufferPointer<UInt8>?
            var singular: UnsafeBufferPointer<UInt8>?
            if target.groupIsKnown, let folder = target.group {
                // `3_CoreLayer` lends its word alone: `Core`.
                group = UnsafeBufferPointer(rebasing: LayoutName.groupWord(name(folder)))
                if let plural = group, plural.count > 1, plural.last == UInt8(ascii: "s") { singular = UnsafeBufferPointer(rebasing: plural.dropLast()) }
            }
            let roleSuffix = target.role.nameSuffixText
            let roleSuffixBytes = UnsafeBufferPointer(start: roleSuffix.utf8Start, count: roleSuffix.utf8CodeUnitCount)
            switch target.style {
            case .sibling:
                add(module)
                for spelling in [group, singular] { if let spelling { add(spelling, module) } }
            case .layerRoot:
                add(module, roleSuffixBytes)
            case .tuist, .swiftPM, .xcode, .tuistManifest:
                // `DebugSources` is the target `<Module>Debug`: a sources folder's role adds no
                // suffix (`Implement` none at all).
                let folder = name(target.start)
                // A tests folder names its kind (`UITests`, `SnapshotTests`), or the whole target
                // where it starts with the module's name (`UI/UITests`); a module folder named
                // with its role already (`iOSAppTests/Tests`) is not named twice.
                let testsFolder = target.role == .tests && folder.count > 5 && folder.suffix(5).elementsEqual("Tests".utf8)
                let roleBytes = !testsFolder ? roleSuffixBytes
                    : folder.starts(with: module) ? UnsafeBufferPointer(rebasing: folder[(folder.startIndex + module.count)...]) : folder
                let roleSuffix = module.count > roleBytes.count && module.suffix(roleBytes.count).elementsEqual(roleBytes) ? none : roleBytes
                let suffix = target.role != .sources ? roleSuffix
                    : folder.count > 7 && folder.suffix(7).elementsEqual("Sources".utf8) ? UnsafeBufferPointer(rebasing: folder.dropLast(7)) : UnsafeBufferPointer(rebasing: folder[folder.endIndex...])
                add(module, suffix)
                for spelling in [group, singular] {
                    guard let spelling else { continue }
                    add(spelling, module, suffix)
                    add(module, spelling, suffix)
                }
                if let parent = target.parentOfModule.map(name) {
                    add(module, parent, suffix)
                    add(parent, module, suffix)
                }
            }
        }
        candidates[row] = first..<candidateList.count
        return candidateList.names(first..<candidateList.count)
    }
}
