import DocAuditCore
import Foundation

/// What the project is: its root for each checked path, its SwiftPM manifests, the target each
/// folder belongs to, and each target's name as the code imports it. Worked out once per run
/// from the files the walk found, then read by every placement, from any thread.
public final class ProjectModel: @unchecked Sendable {
    /// How a module's name was decided, strongest first.
    public enum NameEvidence: String, Sendable {
        case configuration, manifest, `import`
        /// Named as the imported targets of its layer group are (`Domain` + `Goal`).
        case pattern = "group pattern"
        case `default`
    }

    /// Each checked folder (absolute) and its project root.
    public let roots: [(checked: String, root: ProjectRoot)]
    /// The manifests read, by absolute folder, and those that could not be read, with why.
    private let manifests: [String: PackageManifest]
    public let problems: [String]
    /// SwiftPM targets by their absolute folders; `exclude`d folders by theirs.
    private let packageTargets: [String: ProjectTarget]
    private let excluded: Set<String>
    /// The names the tree's code imports.
    public let importedNames: Set<String>
    /// For each layer group, which of its targets' candidates the imported ones are named by.
    private let groupPatterns: [String: Int]
    /// The absolute folders whose `Project.swift` makes an app.
    private let appProjects: Set<String>
    private let lock = NSLock()
    private var rootsFound: [String: ProjectRoot] = [:]
    private var roles: [String: FolderRole] = [:]

    /// A model without a walk: roots are found from each file's folder, and manifests are read
    /// at the roots; names come from the folders (nothing was read for imports).
    ///
    /// ```swift
    /// let model = ProjectModel()
    /// ```
    public convenience init() {
        self.init(roots: [], manifestFiles: [], importedNames: [], groupPatterns: [:], appProjects: [])
    }

    /// The model of the walked `tree`: the roots of its folders and file arguments, the
    /// manifests among its files and at its roots, and, when a Tuist layout leaves names open,
    /// the imports of every file.
    ///
    /// ```swift
    /// let model = ProjectModel(walked: SourceWalker.tree(of: ["."], noting: nil))
    /// ```
    public convenience init(walked tree: SourceWalker.Tree) {
        let checked = (tree.roots + tree.fileArguments.map { FilePaths.folder(of: $0) }).map(FilePaths.absolute)
        var manifestFiles: [String] = []
        var appProjects = Set<String>()
        for path in tree.files {
            if path.hasSuffix("/Package.swift") || path == "Package.swift" { manifestFiles.append(FilePaths.absolute(path)) }
            if path.hasSuffix("/Project.swift") || path == "Project.swift", let bytes = try? SourceWalker.read(path), ProjectManifest.makesApp(bytes) {
                appProjects.insert(FilePaths.folder(of: FilePaths.absolute(path)))
            }
        }
        let probe = ProjectModel(roots: checked, manifestFiles: manifestFiles, importedNames: [], groupPatterns: [:], appProjects: appProjects)
        var targets: [ProjectTarget] = []
        // Files come folder by folder: each folder is made absolute once.
        var lastFolder: Substring?
        for path in tree.files {
            let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
            guard folder != lastFolder else { continue }
            lastFolder = folder
            if case .target(let target) = probe.role(ofFolder: FilePaths.absolute(folder.isEmpty ? "." : String(folder))) { targets.append(target) }
        }
        // Imports are read only when a target's name is still open: a SwiftPM package's
        // manifest names all of its targets. A module is named by its whole project, so a
        // check of one folder reads the imports of the rest too (not the check of one file,
        // an editor's on each save, whose names only the links to other modules would use).
        var names = Set<String>()
        if targets.contains(where: { $0.candidates.count > 1 }) {
            var files = Array(tree.files)
            if tree.files.count > 1 {
                let partial = Set(probe.roots.filter { $0.checked != $0.root.folder }.map(\.root.folder))
                let checkedFiles = Set(tree.files.map(FilePaths.absolute))
                for root in partial.sorted() { files += SourceWalker.tree(of: [root], noting: nil).files.filter { !checkedFiles.contains($0) } }
            }
            for path in files { names.formUnion(ImportNames.read(file: path)) }
        }
        let named = ProjectModel(roots: [], manifestFiles: [], importedNames: names, groupPatterns: [:], appProjects: [])
        var votes: [String: [Int: Int]] = [:]
        for target in targets where target.style == .tuist {
            guard let group = target.group, named.name(of: target).evidence == .import,
                  let position = target.candidates.firstIndex(of: named.name(of: target).name) else { continue }
            votes[group, default: [:]][position, default: 0] += 1
        }
        // The most targets' way, the first candidate on a tie.
        let patterns = votes.mapValues { counts in counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }!.key }
        self.init(roots: checked, manifestFiles: manifestFiles, importedNames: names, groupPatterns: patterns, appProjects: appProjects)
        // A folder's role does not hang on the names: the probe's are this model's.
        roles = probe.roles
    }

    private init(roots checked: [String], manifestFiles: [String], importedNames: Set<String>, groupPatterns: [String: Int], appProjects: Set<String>) {
        self.groupPatterns = groupPatterns
        self.appProjects = appProjects
        var roots: [(String, ProjectRoot)] = []
        for folder in checked where !roots.contains(where: { $0.0 == folder }) {
            roots.append((folder, ProjectRoot.find(from: folder)))
        }
        self.roots = roots
        var files = manifestFiles
        for (_, root) in roots {
            let atRoot = (root.folder == "/" ? "" : root.folder) + "/Package.swift"
            if !files.contains(atRoot), FileManager.default.fileExists(atPath: atRoot) { files.append(atRoot) }
        }
        var manifests: [String: PackageManifest] = [:]
        var problems: [String] = []
        for file in files {
            do {
                let bytes = try SourceWalker.read(file)
                manifests[FilePaths.folder(of: file)] = try PackageManifest.read(bytes)
            } catch let error as ManifestError {
                problems.append("\(file): cannot read its targets (it \(error.message)); its folders keep the folder rules")
            } catch {
                problems.append("\(file): cannot be read (\(error)); its folders keep the folder rules")
            }
        }
        self.manifests = manifests
        self.problems = problems.sorted()
        var targets: [String: ProjectTarget] = [:]
        var excluded = Set<String>()
        for (package, manifest) in manifests {
            let root = roots.first { Self.path(package, isWithin: $0.1.folder) }?.1.folder ?? package
            let relativePackage = Self.path(package, below: root)
            for declared in manifest.targets {
                for folder in declared.folders {
                    let absolute = package + "/" + folder
                    let relative = Self.path(absolute, below: root)
                    targets[absolute] = targets[absolute] ?? ProjectLayout.packageTarget(declared, folder: relative, package: relativePackage)
                    for path in declared.exclude { excluded.insert(absolute + "/" + FilePaths.normalized(path)) }
                }
            }
        }
        packageTargets = targets
        self.excluded = excluded
        self.importedNames = importedNames
    }

    /// The project root of the absolute folder `folder`: its checked path's root, or the root
    /// found from the folder itself when no checked path holds it.
    ///
    /// ```swift
    /// let root = model.root(ofFolder: FilePaths.absolute("Projects/Core"))
    /// ```
    public func root(ofFolder folder: String) -> ProjectRoot {
        var best: (checked: String, root: ProjectRoot)?
        for entry in roots where Self.path(folder, isWithin: entry.checked) {
            if best == nil || entry.checked.utf8.count > best!.checked.utf8.count { best = entry }
        }
        if let best { return best.root }
        lock.lock()
        defer { lock.unlock() }
        if let found = rootsFound[folder] { return found }
        let found = ProjectRoot.find(from: folder)
        rootsFound[folder] = found
        return found
    }

    /// Whether a file named `name` in a folder of `role` is a Tuist or SwiftPM manifest, never
    /// audited.
    ///
    /// ```swift
    /// ProjectModel.isManifest("Project.swift", in: model.role(ofFolder: folder)) // true
    /// ```
    public static func isManifest(_ name: Substring, in role: FolderRole) -> Bool {
        ProjectLayout.isManifest(name, in: role)
    }

    /// Whether `folder` (as a path reaches it) is one of the checked folders.
    ///
    /// ```swift
    /// model.isChecked("Projects") // true after `docaudit check Projects`
    /// ```
    public func isChecked(_ folder: String) -> Bool {
        guard !roots.isEmpty else { return false }
        let absolute = FilePaths.absolute(folder)
        return roots.contains { $0.checked == absolute }
    }

    /// What the absolute folder `folder` is to its project.
    ///
    /// ```swift
    /// if case .target(let target) = model.role(ofFolder: FilePaths.absolute("Projects/Core/Network/Interface")) { target.layer } // .interface
    /// ```
    public func role(ofFolder folder: String) -> FolderRole {
        lock.lock()
        defer { lock.unlock() }
        if let known = roles[folder] { return known }
        let root = root(ofFolder: folder).folder
        // The folders from the nearest one known (or the root) down to this one: a folder
        // inside a target's role folder, or inside tooling, is what its parent is.
        var pending = [folder]
        var inherited: FolderRole?
        while let top = pending.last, top != root, top != "/" {
            let parent = FilePaths.folder(of: top)
            if let known = roles[parent] {
                inherited = known.coversItsFolders ? known : nil
                break
            }
            guard parent != root else { break }
            pending.append(parent)
        }
        var role = FolderRole.unplaced
        for path in pending.reversed() {
            // A manifest's own folders (a target, an excluded one) say what they are themselves.
            if excluded.contains(path) {
                role = .tooling("excluded by its Package.swift")
            } else if let target = packageTargets[path] {
                role = .target(target)
            } else {
                role = inherited ?? placeAfresh(path, root: root)
            }
            roles[path] = role
            inherited = role.coversItsFolders ? role : nil
        }
        return role
    }

    /// The role of `folder`, read from its whole path below `root`.
    private func placeAfresh(_ folder: String, root: String) -> FolderRole {
        if !excluded.isEmpty, excluded.contains(where: { Self.path(folder, isWithin: $0) }) {
            return .tooling("excluded by its Package.swift")
        }
        let base = root == "/" ? "" : root
        return ProjectLayout.role(of: Self.path(folder, below: root),
                                  packageTarget: { self.packageTargets.isEmpty ? nil : self.packageTargets[base + "/" + $0] },
                                  makesApp: { self.appProjects.contains($0.isEmpty ? root : base + "/" + $0) })
    }

    /// Whether the absolute `path` is `folder` or inside it.
    ///
    /// ```swift
    /// ProjectModel.path("/work/app", isWithin: "/work/app") // true
    /// ```
    public static func path(_ path: String, isWithin folder: String) -> Bool {
        path == folder || FilePaths.relative(path, to: folder) != nil
    }

    /// The absolute `path` relative to `folder`, which holds it; empty for the folder itself.
    ///
    /// ```swift
    /// ProjectModel.path("/work/app/Projects", below: "/work/app") // "Projects"
    /// ```
    public static func path(_ path: String, below folder: String) -> String {
        path == folder ? "" : FilePaths.relative(path, to: folder) ?? ""
    }

    /// Apple's modules whose names a layout's candidates can spell (`Core` + `Data`): an import
    /// of one of these tells nothing of the project's own names.
    private static let systemModules: Set<String> = [
        "CoreData", "CoreGraphics", "CoreLocation", "CoreImage", "CoreML", "CoreMotion", "CoreBluetooth", "CoreText",
        "CoreVideo", "CoreMedia", "CoreAudio", "CoreFoundation", "CoreHaptics", "CoreNFC", "CoreServices",
        "CoreSpotlight", "CoreTelephony", "CoreTransferable", "CoreAnimation", "Foundation", "Network", "Combine",
    ]

    /// The name of `target`: the first of its candidates that the code imports, else the one
    /// its layer group's imported targets are named by, else its default; with how it was
    /// decided.
    ///
    /// ```swift
    /// let (name, evidence) = model.name(of: target) // ("CoreNetworkInterface", .import)
    /// ```
    public func name(of target: ProjectTarget) -> (name: String, evidence: NameEvidence) {
        if target.style == .swiftPM { return (target.defaultName, .manifest) }
        if let imported = target.candidates.first(where: { importedNames.contains($0) && !Self.systemModules.contains($0) }) {
            return (imported, .import)
        }
        if target.style == .tuist, let group = target.group, let pattern = groupPatterns[group], pattern < target.candidates.count {
            return (target.candidates[pattern], pattern == 0 ? .default : .pattern)
        }
        return (target.defaultName, .default)
    }
}
