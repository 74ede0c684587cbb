import DocAuditCore
import Foundation

/// What the project is: its root for each checked path, its SwiftPM manifests, the target each
/// folder belongs to, and each target's name as the code imports it. Worked out once per run
/// from the files the walk found, then read by every placement, from any thread.
public final class ProjectModel: @unchecked Sendable {
    /// How a module's name was decided, strongest first.
    public enum NameEvidence: String, Sendable {
        case configuration, manifest, `import`, `default`
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
        self.init(roots: [], manifestFiles: [], importedNames: [])
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
        for path in tree.files where path.hasSuffix("/Package.swift") || path == "Package.swift" {
            manifestFiles.append(FilePaths.absolute(path))
        }
        let probe = ProjectModel(roots: checked, manifestFiles: manifestFiles, importedNames: [])
        // Imports are read only when a target's name is still open: a SwiftPM package's
        // manifest names all of its targets.
        var names = Set<String>()
        var needsImports = false
        var seenFolders = Set<String>()
        for path in tree.files {
            let folder = FilePaths.folder(of: FilePaths.absolute(path))
            guard seenFolders.insert(folder).inserted else { continue }
            if case .target(let target) = probe.role(ofFolder: folder), target.candidates.count > 1 {
                needsImports = true
                break
            }
        }
        if needsImports {
            for path in tree.files { names.formUnion(ImportNames.read(file: path)) }
        }
        self.init(roots: checked, manifestFiles: manifestFiles, importedNames: names)
    }

    private init(roots checked: [String], manifestFiles: [String], importedNames: Set<String>) {
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

    /// What the absolute folder `folder` is to its project.
    ///
    /// ```swift
    /// if case .target(let target) = model.role(ofFolder: FilePaths.absolute("Projects/Core/Network/Interface")) { target.layer } // .interface
    /// ```
    public func role(ofFolder folder: String) -> FolderRole {
        lock.lock()
        if let known = roles[folder] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let root = root(ofFolder: folder).folder
        let role: FolderRole
        if excluded.contains(where: { Self.path(folder, isWithin: $0) }) {
            role = .tooling("excluded by its Package.swift")
        } else {
            role = ProjectLayout.role(of: Self.path(folder, below: root)) { prefix in
                self.packageTargets[(root == "/" ? "" : root) + "/" + prefix]
            }
        }
        lock.lock()
        roles[folder] = role
        lock.unlock()
        return role
    }

    /// Whether the absolute `path` is `folder` or inside it.
    static func path(_ path: String, isWithin folder: String) -> Bool {
        path == folder || FilePaths.relative(path, to: folder) != nil
    }

    /// The absolute `path` relative to `folder`, which holds it; empty for the folder itself.
    static func path(_ path: String, below folder: String) -> String {
        path == folder ? "" : FilePaths.relative(path, to: folder) ?? ""
    }

    /// Apple's modules whose names a layout's candidates can spell (`Core` + `Data`): an import
    /// of one of these tells nothing of the project's own names.
    private static let systemModules: Set<String> = [
        "CoreData", "CoreGraphics", "CoreLocation", "CoreImage", "CoreML", "CoreMotion", "CoreBluetooth", "CoreText",
        "CoreVideo", "CoreMedia", "CoreAudio", "CoreFoundation", "CoreHaptics", "CoreNFC", "CoreServices",
        "CoreSpotlight", "CoreTelephony", "CoreTransferable", "CoreAnimation", "Foundation", "Network", "Combine",
    ]

    /// The name of `target`: the first of its candidates that the code imports, else its
    /// default, with how it was decided.
    ///
    /// ```swift
    /// let (name, evidence) = model.name(of: target) // ("CoreNetworkInterface", .import)
    /// ```
    public func name(of target: ProjectTarget) -> (name: String, evidence: NameEvidence) {
        if target.style == .swiftPM { return (target.defaultName, .manifest) }
        if let imported = target.candidates.first(where: { importedNames.contains($0) && !Self.systemModules.contains($0) }) {
            return (imported, .import)
        }
        return (target.defaultName, .default)
    }
}
