import DocAuditCore
import DocAuditRules
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// Where a file stands: the configuration in force, its path relative to that configuration's
/// folder, and the layer and module that path gives it. `check`, `fix` and `site` all place a
/// file this way, so they always agree.
public struct Placement: Sendable {
    /// What the file shares with the other files of its folder that no pattern names on their
    /// own: most files of a tree share a few of these.
    let facts: PlacedFile
    /// The path as reached from the command line: the relative folder and the name are read
    /// from it when asked for, which `check` mostly does not.
    fileprivate let path: String
    /// Where, in `path`'s UTF-8, the file's name begins.
    fileprivate let nameStart: Int

    /// The file's layer.
    public var layer: Layer { facts.layer }
    /// The file's module.
    public var module: String { facts.module }
    /// The layer group of the file's module (`Core`, `Feature`, …), as its folders show it;
    /// nil outside any.
    public var group: String? { facts.group }
    /// Whether the configuration's `exclude` takes the file out.
    public var excluded: Bool { facts.excluded }
    /// The positions in the configuration's `overrides` of those whose paths match the file.
    public var overrides: [Int] { facts.overrides }

    /// The configuration in force (the defaults when there is none).
    public var configuration: Configuration { facts.root.configuration }

    /// The file of the configuration in force, read in place: the whole configuration's copy
    /// would cost a count for each of its fields, for each file.
    var configurationFile: String? { facts.root.configuration.file }

    /// The folder relative to the configuration's folder (as given, without `./`, with none);
    /// empty for the configuration's folder itself.
    public var relativeFolder: String { Self.relativeFolder(of: path, nameStart: nameStart, root: facts.root) }

    /// The file's name.
    public var fileName: String { Self.name(of: path, nameStart: nameStart) }

    /// The name of the file at `path`, starting at `nameStart`.
    fileprivate static func name(of path: String, nameStart: Int) -> String {
        String(Substring(path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: nameStart)...]))
    }

    /// ``relativeFolder`` of the file at `path`, its name starting at `nameStart`, placed
    /// below `root`.
    fileprivate static func relativeFolder(of path: String, nameStart: Int, root: PlacedRoot) -> String {
        let utf8 = path.utf8
        // The folders below the root's begin after its key and a slash.
        let belowRoot = root.keyLength + 1
        guard belowRoot < nameStart - 1 else { return root.relativeFolder }
        let below = String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: belowRoot)..<utf8.index(utf8.startIndex, offsetBy: nameStart - 1)]))
        return root.relativeFolder.isEmpty ? below : root.relativeFolder + "/" + below
    }

    /// Places the file at `path` (as reached from the command line).
    ///
    /// ```swift
    /// let place = try Placement.of("Projects/Core/Network/Interface/Endpoint.swift", resolver: ConfigurationResolver())
    /// place.layer  // .interface
    /// place.module // "NetworkInterface"
    /// ```
    public static func of(_ path: String, resolver: ConfigurationResolver) throws(ConfigurationError) -> Placement {
        // One file: its folder is looked up directly, not derived through its parents.
        var cache = PlacementCache(derivingFolders: false)
        return try cache.placement(of: path, resolver: resolver)
    }

    /// The path relative to the configuration's folder (as given, without `./`, with none):
    /// what layers, `exclude`, `overrides` and `modules` patterns match.
    ///
    /// ```swift
    /// try Placement.of("Projects/App/Sources/App.swift", resolver: resolver).relativePath // "Projects/App/Sources/App.swift"
    /// ```
    public var relativePath: String { Self.relativePath(of: path, nameStart: nameStart, root: facts.root) }

    /// ``relativePath`` of the file at `path`, its name starting at `nameStart`, placed below
    /// `root`.
    fileprivate static func relativePath(of path: String, nameStart: Int, root: PlacedRoot) -> String {
        let folder = relativeFolder(of: path, nameStart: nameStart, root: root)
        let name = name(of: path, nameStart: nameStart)
        return folder.isEmpty ? name : folder + "/" + name
    }
}

/// The layer, module, exclusion and overrides of a file, and the folder it was placed through:
/// one object that every file of a folder shares (unless a pattern names the file itself, or
/// the configuration names modules by pattern), so that a placement costs a count or two to
/// pass around, where these fields as values would cost one for each.
final class PlacedFile: Sendable {
    fileprivate let root: PlacedRoot
    let layer: Layer
    let module: String
    let group: String?
    let excluded: Bool
    let overrides: [Int]

    /// Whether a file placed with `other` runs the same rules: under the same configuration,
    /// in the same layer, with the same overrides. Only the module may differ.
    func runsSameRules(as other: PlacedFile) -> Bool {
        self === other || root === other.root && layer == other.layer && overrides == other.overrides
    }

    fileprivate init(root: PlacedRoot, fields: PlacementCache.FileFields, module: String, group: String?) {
        self.root = root
        layer = fields.layer
        self.module = module
        self.group = group
        excluded = fields.excluded
        overrides = fields.overrides ?? []
    }
}

/// A folder placed through the resolver: its configuration, and its path relative to the
/// configuration's folder. The folders below it that are derived from it share it.
private final class PlacedRoot: Sendable {
    let configuration: Configuration
    /// The folder relative to the configuration's folder; empty for the folder itself.
    let relativeFolder: String
    /// How many UTF-8 bytes of the paths as given spell the folder.
    let keyLength: Int
    /// The project the folder belongs to, and the folder's absolute path.
    let project: ProjectModel
    let absoluteFolder: String
    /// The root of the folder's project, which the folders derived from it share.
    let projectRoot: String

    init(configuration: Configuration, relativeFolder: String, keyLength: Int, project: ProjectModel, absoluteFolder: String, projectRoot: String) {
        self.configuration = configuration
        self.relativeFolder = relativeFolder == "." ? "" : relativeFolder
        self.keyLength = keyLength
        self.project = project
        self.absoluteFolder = absoluteFolder
        self.projectRoot = projectRoot
    }
}

/// Placements by folder: every file of a folder shares its configuration, its relative folder
/// and (unless modules are configured by pattern) its module, so each folder is worked out once.
public struct PlacementCache {
    /// A class: every file of the folder reads it, and a reference costs one count to share.
    private final class Folder {
        let root: PlacedRoot
        /// Whether a subfolder's relative path is this one's plus its name: true inside the
        /// configuration's folder and with no configuration; false for a path given from
        /// outside the folder of `--config FILE`, where a subfolder may enter it.
        let derivesSubfolders: Bool
        /// The folder this one was derived from.
        private let parent: Folder?
        /// The folder in its project model's tree, and what it is to the project: its parent's
        /// and its own name, found afresh from the project root only for a folder placed
        /// through the resolver.
        let projectFolder: ProjectModel.Folder
        /// The layer table's patterns, then `exclude`, then each override's, as they match
        /// the folder's files.
        let globs: FolderGlobs

        init(root: PlacedRoot, derivesSubfolders: Bool) {
            self.root = root
            self.derivesSubfolders = derivesSubfolders
            parent = nil
            projectFolder = root.project.folder(root.absoluteFolder, root: root.projectRoot)
            let configuration = root.configuration
            let layerPatterns = configuration.layersConfigured ? configuration.layers.rules.map(\.paths) : []
            globs = FolderGlobs(layerPatterns + [configuration.exclude] + configuration.overrides.map(\.paths), folder: root.relativeFolder)
        }

        /// The subfolder `name` of `parent`; what it is to the project and its patterns are
        /// read from its name here, once.
        init(subfolder name: UnsafeBufferPointer<UInt8>, of parent: Folder) {
            root = parent.root
            derivesSubfolders = true
            self.parent = parent
            projectFolder = root.project.subfolder(name, of: parent.projectFolder.number)
            globs = parent.globs.subfolder(named: name)
        }

        /// Whether the folder stands in a target, asked for each of its files.
        var inTarget: Bool { targetRow != nil }

        /// The row of the folder's target in the project model's table, if it stands in one.
        var targetRow: Int? { projectFolder.targetRow }

        /// The module of the folder's files unless a configured pattern names theirs: its
        /// target's name, or the folder rules' where it stands in none.
        lazy var projectModule: String = targetRow.map(root.project.name(ofTarget:))
            ?? trail.module(rootName: PlacementCache.rootName(of: root.configuration))

        /// The layer group of the folder's target, if it stands in one.
        var group: String? { targetRow.flatMap(root.project.group(ofTarget:)) }

        /// The layer the project gives the folder's files (manifests aside).
        lazy var projectLayer: Layer = projectLayer(of: projectFolder)

        /// The layer the project gives the files of the folder that stand at `place`: the
        /// folder's own, or the place an Xcode project gives some of its files.
        func projectLayer(of place: ProjectModel.Folder) -> Layer {
            switch place.place {
            case .target: return place.targetLayer!
            case .tooling: return .ignored
            case .unplaced: return LayerClassifier.standard.layer(of: root.relativeFolder.isEmpty && parent == nil ? "_" : relativeFolder + "/_")
            }
        }

        /// The folder's path relative to the configuration's folder.
        lazy var relativeFolder: String = {
            guard let parent else { return root.relativeFolder }
            let above = parent.relativeFolder
            return above.isEmpty ? name : above + "/" + name
        }()

        /// The folder's name, spelled from the project's tree when a folder outside any target
        /// asks it: placement itself reads it as bytes, once.
        private var name: String { root.project.name(of: projectFolder) }

        /// The folder's module; nil when the configuration names modules by pattern. Worked
        /// out for folders that hold files, not for those only passed through.
        var module: String? { root.configuration.modules.isEmpty ? projectModule : nil }

        /// The layouts' module naming over the folder's path: its parent's and one name more.
        lazy var trail: ModuleTrail = {
            guard let parent else { return ModuleNamer.trail(of: root.relativeFolder) }
            var trail = parent.trail
            trail.enter(name)
            return trail
        }()

        /// What the folder's own patterns give each of its files whose name adds none, as
        /// most files' names do, with the project's layer when the project gives it: worked
        /// out once per folder, not for each file.
        lazy var plainFile: FileFields = layerFromProject ? patternFields.with(layer: projectLayer) : patternFields

        /// ``plainFile`` as the patterns give it, its layer aside when the project gives that:
        /// the parent's when the folder has its globs, so that the patterns are read once for
        /// the folders that share them.
        lazy var patternFields: FileFields = parent.flatMap { $0.globs === globs ? $0.patternFields : nil }
            // The layer given here stands for none: ``plainFile`` puts the project's in its place.
            ?? FileFields(globs.matchingEveryFile, root.configuration, projectLayer: .ignored)

        /// Whether the project's layout, not the configuration's table, gives the layer.
        var layerFromProject: Bool { !root.configuration.layersConfigured }

        /// The placement every such file shares; nil when modules are named by pattern, each
        /// file's its own then. The parent's when the folder adds nothing to it, as most
        /// folders below a module's own do: their files then share what runs on them too.
        lazy var plainFacts: PlacedFile? = {
            guard root.configuration.modules.isEmpty else { return nil }
            // The same target gives the same module and group: the name is not asked again.
            if let parent, parent.globs === globs, let row = targetRow, parent.targetRow == row,
               parent.plainFile.layer == plainFile.layer, let shared = parent.plainFacts {
                return shared
            }
            return PlacedFile(root: root, fields: plainFile, module: projectModule, group: group)
        }()

    }

    /// The folders of the last folder path placed: files come in path order, so the next
    /// file's folder is mostly the same one or a neighbour sharing its parents. Matching a
    /// path against it costs a byte comparison where a dictionary would hash the whole path.
    private var chain = FolderChain()

    /// The folders still to derive from a known one, deepest first: each one's length and its
    /// name's start; kept between files, so that no list is made for each new folder.
    private var pending: [(length: Int, nameStart: Int)] = []

    /// Whether new folders are derived from their parents, which pays when many files are
    /// placed: a parent is then mostly known already.
    private let derivesFolders: Bool

    /// An empty cache.
    ///
    /// ```swift
    /// var cache = PlacementCache()
    /// ```
    public init() {
        derivesFolders = true
    }

    fileprivate init(derivingFolders: Bool) {
        derivesFolders = derivingFolders
    }

    /// Places the file at `path` (as reached from the command line).
    ///
    /// ```swift
    /// let place = try cache.placement(of: "Sources/A/B.swift", resolver: resolver)
    /// ```
    public mutating func placement(of path: String, resolver: ConfigurationResolver) throws(ConfigurationError) -> Placement {
        // The path's bytes are read in place: this runs for every file.
        var utf8 = path
        let (folder, byName, nameStart, manifest, own) = try utf8.withUTF8 { bytes in
            Result { () throws(ConfigurationError) -> (Folder, MatchingLists?, Int, Bool, ProjectModel.Folder?) in
                let nameStart = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
                let key = UnsafeBufferPointer(rebasing: bytes[..<max(0, nameStart - 1)])
                let folder = try self.folder(key, of: path, resolver: resolver)
                let name = UnsafeBufferPointer(rebasing: bytes[nameStart...])
                // In a target, only where the model read one: an app's `Models/Project.swift` is its code.
                let manifest = folder.layerFromProject && ProjectLayout.isManifest(name, inTarget: folder.inTarget)
                    && (!folder.inTarget || folder.projectFolder.holdsManifest)
                // Only a folder whose files an Xcode project lists one by one asks for each file.
                let own = folder.projectFolder.namesFiles ? folder.root.project.place(ofFile: name, in: folder.projectFolder) : nil
                return (folder, folder.globs.matching(fileNamedIfDifferent: name), nameStart, manifest, own)
            }
        }.get()
        if byName == nil, !manifest, own == nil, let shared = folder.plainFacts { return Placement(facts: shared, path: path, nameStart: nameStart) }
        // A file that a pattern names, a manifest, a file an Xcode project places apart from its
        // folder, or a module named by pattern: facts of its own.
        let root = folder.root
        let fileLayer = manifest ? Layer.ignored : own.map { folder.projectLayer(of: $0) } ?? folder.projectLayer
        // A manifest's layer is never its folder's: that one is not worked out for it.
        let fields = byName.map { FileFields($0, root.configuration, projectLayer: fileLayer) }
            ?? (manifest || own != nil && folder.layerFromProject ? folder.patternFields.with(layer: fileLayer) : folder.plainFile)
        let projectModule = own.flatMap { $0.targetRow.map(root.project.name(ofTarget:)) } ?? folder.projectModule
        let module = root.configuration.modules.isEmpty ? projectModule : ModuleNamer(rules: root.configuration.modules).configuredModule(
            of: Placement.relativePath(of: path, nameStart: nameStart, root: root)) ?? projectModule
        let group = own.map { $0.targetRow.flatMap(root.project.group(ofTarget:)) } ?? folder.group
        return Placement(facts: PlacedFile(root: root, fields: fields, module: module, group: group), path: path, nameStart: nameStart)
    }

    /// What the patterns matching a file give it: its layer, whether it is excluded, and the
    /// overrides that apply. The globs' lists are the layer table's rules, then `exclude`,
    /// then each override's.
    fileprivate struct FileFields {
        private(set) var layer: Layer
        let excluded: Bool
        /// The matching overrides; nil for none, as for most files: these fields are copied
        /// from folder to folder, and an array, even an empty one, is counted at each copy.
        let overrides: [Int]?

        /// The fields `matching` gives; the layer is `projectLayer` unless the configuration
        /// sets its own table.
        init(_ matching: MatchingLists, _ configuration: Configuration, projectLayer: @autoclosure () -> Layer) {
            let layerRules = configuration.layersConfigured ? configuration.layers.rules.count : 0
            layer = configuration.layersConfigured ? configuration.layers.layer(firstMatching: matching.contains) : projectLayer()
            excluded = matching.contains(layerRules)
            let matched = configuration.overrides.indices.filter { matching.contains(layerRules + 1 + $0) }
            overrides = matched.isEmpty ? nil : matched
        }

        func with(layer: Layer) -> FileFields {
            var fields = self
            fields.layer = layer
            return fields
        }
    }

    /// The folder `key` (as the paths spell it) of the file at `path`. A folder without a
    /// configuration file of its own is its parent's with one more name: deriving it costs
    /// next to nothing, where placing it afresh costs absolute paths and the resolver's lock.
    /// The parents needed are worked out first, from the nearest one known.
    private mutating func folder(_ key: UnsafeBufferPointer<UInt8>, of path: String, resolver: ConfigurationResolver) throws(ConfigurationError) -> Folder {
        chain.keepPrefixes(of: key)
        if let known = chain.folder(length: key.count) { return known }
        pending.removeAll(keepingCapacity: true)
        var length = key.count
        var top: Folder?
        while top == nil {
            if let known = chain.folder(length: length) {
                top = known
            } else if derivesFolders, let slash = key[..<length].lastIndex(of: UInt8(ascii: "/")), slash > 0,
                      Self.isPlainName(key[(slash + 1)..<length]), !resolver.mayHaveOwnConfiguration(UnsafeBufferPointer(rebasing: key[..<length])),
                      !resolver.project.isChecked(UnsafeBufferPointer(rebasing: key[..<length])) {
                // A checked folder is placed afresh: its project's root is known from it, and
                // the folders above it belong to no project of this run.
                pending.append((length, slash + 1))
                length = slash
            } else {
                top = try place(key, length: length, of: path, resolver: resolver)
            }
        }
        var folder = top!
        for (length, nameStart) in pending.reversed() {
            // The defaults' folder only names the module of a file directly in it, which a
            // folder below another never holds: the parent's configuration serves as it is.
            folder = folder.derivesSubfolders
                ? Folder(subfolder: UnsafeBufferPointer(rebasing: key[nameStart..<length]), of: folder)
                : try place(key, length: length, of: path, resolver: resolver)
            chain.add(folder, length: length)
        }
        return folder
    }

    /// Places the folder `key[..<length]` afresh, through the resolver, and keeps it.
    private mutating func place(_ key: UnsafeBufferPointer<UInt8>, length: Int, of path: String, resolver: ConfigurationResolver) throws(ConfigurationError) -> Folder {
        let folderKey = String(decoding: key[..<length], as: UTF8.self)
        let folder = try Self.place(folderKey, of: length == key.count ? path : folderKey + "/File.swift", resolver: resolver)
        chain.add(folder, length: length)
        return folder
    }

    /// The folders known along one folder path, by the length of the prefix each stands for.
    private struct FolderChain {
        private var path: [UInt8] = []
        private var folders: [(length: Int, folder: Folder)] = []

        /// Keeps the folders that stand for prefixes of `key` (whole components), and makes
        /// `key` the path.
        mutating func keepPrefixes(of key: UnsafeBufferPointer<UInt8>) {
            // Most files share the folder of the one before: `memcmp` settles them at once.
            guard !isPath(key) else { return }
            let common = path.withUnsafeBufferPointer { ByteSearch.commonPrefixLength(key, $0) }
            while let last = folders.last, last.length > common || (last.length < key.count && key[last.length] != UInt8(ascii: "/")) {
                folders.removeLast()
            }
            path.removeAll(keepingCapacity: true)
            path.append(contentsOf: key)
        }

        private func isPath(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
            path.withUnsafeBufferPointer { path in
                guard path.count == key.count else { return false }
                guard let stored = path.baseAddress, let given = key.baseAddress else { return true }
                return memcmp(stored, given, key.count) == 0
            }
        }

        /// The folder of the prefix of `length` bytes, if known.
        func folder(length: Int) -> Folder? {
            folders.last { $0.length == length }?.folder
        }

        /// Keeps `folder` for the prefix of `length` bytes, longer than any kept.
        mutating func add(_ folder: Folder, length: Int) {
            folders.append((length, folder))
        }
    }

    /// A folder name that is neither empty, `.` nor `..`.
    private static func isPlainName(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        name.count > 2 || !name.allSatisfy { $0 == UInt8(ascii: ".") }
    }

    private static func place(_ folderKey: String, of path: String, resolver: ConfigurationResolver) throws(ConfigurationError) -> Folder {
        let absolute = FilePaths.absolute(path)
        let absoluteFolder = FilePaths.folder(of: absolute)
        let found = try resolver.configuration(forFile: absolute)
        let projectRoot = resolver.project.root(ofFolder: absoluteFolder).folder
        let configuration = found ?? .defaults(folder: projectRoot)
        func root(_ relativeFolder: String) -> PlacedRoot {
            PlacedRoot(configuration: configuration, relativeFolder: relativeFolder, keyLength: folderKey.utf8.count,
                       project: resolver.project, absoluteFolder: absoluteFolder, projectRoot: projectRoot)
        }
        guard let found else {
            // No configuration: the path below the project's root, never the folders above it.
            return Folder(root: root(ProjectModel.path(absoluteFolder, below: projectRoot)), derivesSubfolders: true)
        }
        if absoluteFolder == found.folder {
            return Folder(root: root(""), derivesSubfolders: true)
        } else if let inside = FilePaths.relative(absoluteFolder, to: found.folder) {
            return Folder(root: root(inside), derivesSubfolders: true)
        }
        // One given with --config from outside the tree: the path as given is what layers and
        // globs match.
        return Folder(root: root(FilePaths.normalized(folderKey)), derivesSubfolders: false)
    }

    fileprivate static func rootName(of configuration: Configuration) -> String {
        let folder = configuration.folder
        return String(folder[(folder.lastIndex(of: "/").map { folder.index(after: $0) } ?? folder.startIndex)...])
    }
}
