import DocAuditCore
import DocAuditRules
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
    /// The last names of the checked folders.
    private let checkedNames: Set<String>
    /// The manifests read, by absolute folder, and those that could not be read, with why.
    private let manifests: [String: PackageManifest]
    public let problems: [String]
    /// SwiftPM targets by their absolute folders; `exclude`d folders by theirs.
    private let packageTargets: [String: ProjectTarget]
    private let excluded: Set<String>
    /// The last names of both's folders: a folder of another name is neither.
    private let manifestFolderNames: Set<[UInt8]>
    /// The names the code imports, once learned (``learnImports(ofFiles:)``, or the check's
    /// scan through ``learn(imports:)``): nil before, when targets carry provisional names.
    private var importedNames: Set<String>?
    /// For each layer group, which of its targets' candidates the imported ones are named by.
    private var groupPatterns: [String: Int] = [:]
    /// Whether a name that hangs on the imports was handed out before they were learned: the
    /// check then renames it at its end.
    private var gaveProvisionalNames = false
    /// The absolute folders whose `Project.swift` makes an app.
    private let appProjects: Set<String>
    /// The absolute folders that hold a `Project.swift`, and the names each declares, read
    /// when a module's name is asked of it.
    private let projectFolders: Set<String>
    private var declaredNames: [String: [String]] = [:]
    private let lock = NSLock()
    private var rootsFound: [String: ProjectRoot] = [:]
    /// The targets of the project's layouts met so far, each once, by row; their rows by their
    /// absolute folders; and each one's name once asked, until the imports are learned.
    private var targets: [ProjectTarget] = []
    private var targetRows: [String: Int] = [:]
    private var targetNames: [(name: String, evidence: NameEvidence)?] = []

    /// A model without a walk: roots are found from each file's folder, and manifests are read
    /// at the roots; names come from the folders (nothing was read for imports).
    ///
    /// ```swift
    /// let model = ProjectModel()
    /// ```
    public convenience init() {
        self.init(roots: [], manifestFiles: [], projectFiles: [])
    }

    /// The model of the walked `tree`: the roots of its folders and file arguments, the
    /// manifests among its files and at its roots, and the role of each of its folders. Names
    /// that hang on imports are learned later, from the check's scan or ``learnImports(ofFiles:)``.
    ///
    /// ```swift
    /// let model = ProjectModel(walked: SourceWalker.tree(of: ["."], noting: nil))
    /// ```
    public convenience init(walked tree: SourceWalker.Tree) {
        let checked = (tree.roots + tree.fileArguments.map { FilePaths.folder(of: $0) }).map(FilePaths.absolute)
        var manifestFiles: [String] = []
        var projectFiles: [String] = []
        for path in tree.files {
            // Compared as bytes: this runs for every file of the tree.
            let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8[path.utf8.index(after: $0)...] } ?? path.utf8[...]
            if name.elementsEqual("Package.swift".utf8) { manifestFiles.append(FilePaths.absolute(path)) }
            if name.elementsEqual("Project.swift".utf8) { projectFiles.append(FilePaths.absolute(path)) }
        }
        self.init(roots: checked, manifestFiles: manifestFiles, projectFiles: projectFiles)
    }

    /// Whether names were handed out that the imports must settle (see ``learn(imports:)``).
    public var hasProvisionalNames: Bool {
        lock.lock()
        defer { lock.unlock() }
        return gaveProvisionalNames && importedNames == nil
    }

    /// Whether the name of `target` is one of several the imports choose from.
    private static func namedByImports(_ target: ProjectTarget) -> Bool {
        target.style != .swiftPM && target.candidates.count > 1
    }

    /// Reads the imports of the files of `tree` that the check reads (not tooling, tests or
    /// demos), and of the rest of the project when the tree is part of it, to name its modules
    /// before anything is placed: for `site`, `project` and `init`, which show the names first.
    ///
    /// ```swift
    /// model.learnImports(ofFiles: tree)
    /// ```
    public func learnImports(ofFiles tree: SourceWalker.Tree) {
        var folders = Set<String>()
        var namedByImports = false
        for path in tree.files {
            let folder = FilePaths.folder(of: FilePaths.absolute(path))
            guard folders.insert(folder).inserted else { continue }
            if case .target(let target) = role(ofFolder: folder), Self.namedByImports(target) { namedByImports = true }
        }
        // A SwiftPM package's manifests name all of its targets: nothing to read.
        guard namedByImports else {
            _ = learn(imports: [])
            return
        }
        var files = Array(tree.files)
        let partial = Set(roots.filter { $0.checked != $0.root.folder }.map(\.root.folder))
        if !partial.isEmpty {
            // A module is named by its whole project, also when one folder of it is shown.
            let given = Set(tree.files.map(FilePaths.absolute))
            for root in partial.sorted() { files += SourceWalker.tree(of: [root], noting: nil).files.filter { !given.contains($0) } }
        }
        let read = files.filter { path in
            switch role(ofFolder: FilePaths.folder(of: FilePaths.absolute(path))) {
            case .tooling: return false
            case .target(let target): return target.layer != .ignored
            case .unplaced: return true
            }
        }
        _ = learn(imports: Self.imports(of: read))
    }

    /// Learns the names the code imports (as the check's scan collects them), and returns the
    /// final name of each provisional one handed out before.
    ///
    /// ```swift
    /// let renames = model.learn(imports: ["CoreNetworkInterface"])
    /// ```
    public func learn(imports names: Set<String>) -> [String: String] {
        lock.lock()
        defer { lock.unlock() }
        guard importedNames == nil else { return [:] }
        importedNames = names
        targetNames = Array(repeating: nil, count: targets.count)
        var votes: [String: [Int: Int]] = [:]
        for target in targets where target.style == .tuist {
            guard let group = target.group, let imported = importedCandidate(of: target),
                  let position = target.candidates.firstIndex(of: imported) else { continue }
            votes[group, default: [:]][position, default: 0] += 1
        }
        // The most targets' way, the first candidate on a tie.
        groupPatterns = votes.mapValues { counts in counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }!.key }
        var renames: [String: String] = [:]
        for target in targets where Self.namedByImports(target) { renames[Self.provisionalName(target)] = nameLocked(of: target).name }
        return renames
    }

    private init(roots checked: [String], manifestFiles: [String], projectFiles: [String]) {
        var roots: [(String, ProjectRoot)] = []
        for folder in checked where !roots.contains(where: { $0.0 == folder }) {
            roots.append((folder, ProjectRoot.find(from: folder)))
        }
        self.roots = roots
        checkedNames = Set(roots.map { FilePaths.name(of: $0.0) })
        // A layer group decides its modules' layer, whatever else their projects make (an
        // example app beside a framework): only a project outside any is read for an app.
        var appProjects = Set<String>()
        for file in projectFiles {
            let root = roots.first { Self.path(file, isWithin: $0.1.folder) }?.1.folder ?? FilePaths.folder(of: file)
            guard !ProjectLayout.isInLayerGroup(Self.path(file, below: root)), let bytes = try? SourceWalker.read(file), ProjectManifest.makesApp(bytes) else { continue }
            appProjects.insert(FilePaths.folder(of: file))
        }
        self.appProjects = appProjects
        projectFolders = Set(projectFiles.map(FilePaths.folder(of:)))
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
            // A Tuist plugin is a package too, but build tooling, never the project's module.
            if case .tooling = ProjectLayout.role(of: relativePackage) { continue }
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
        manifestFolderNames = Set((Array(targets.keys) + excluded).map { Array(FilePaths.name(of: $0).utf8) })
    }

    /// The project root of the absolute folder `folder`: its checked path's root, or the root
    /// found from the folder itself when no checked path holds it.
    ///
    /// ```swift
    /// let root = model.root(ofFolder: FilePaths.absolute("Projects/Core"))
    /// ```
    public func root(ofFolder folder: String) -> ProjectRoot {
        lock.lock()
        defer { lock.unlock() }
        return rootLocked(ofFolder: folder)
    }

    /// ``root(ofFolder:)`` with the lock held.
    private func rootLocked(ofFolder folder: String) -> ProjectRoot {
        var best: (checked: String, root: ProjectRoot)?
        for entry in roots where Self.path(folder, isWithin: entry.checked) {
            if best == nil || entry.checked.utf8.count > best!.checked.utf8.count { best = entry }
        }
        if let best { return best.root }
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
        ProjectLayout.isManifest(name, inTarget: role.isTarget)
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

    /// ``isChecked(_:)`` of a folder's bytes, asked for every folder placed: only a folder
    /// whose last name is a checked folder's is made absolute.
    func isChecked(_ folder: UnsafeBufferPointer<UInt8>) -> Bool {
        let name = folder.lastIndex(of: UInt8(ascii: "/")).map { UnsafeBufferPointer(rebasing: folder[($0 + 1)...]) } ?? folder
        guard checkedNames.contains(where: { $0.utf8.elementsEqual(name) }) else { return false }
        return isChecked(String(decoding: folder, as: UTF8.self))
    }

    /// What the absolute folder `folder` is to its project.
    ///
    /// ```swift
    /// if case .target(let target) = model.role(ofFolder: FilePaths.absolute("Projects/Core/Network/Interface")) { target.layer } // .interface
    /// ```
    public func role(ofFolder folder: String) -> FolderRole {
        layout(ofFolder: folder, root: nil).role
    }

    /// The layout of the absolute folder `folder`, read name by name from its project root
    /// (`root` when known).
    func layout(ofFolder folder: String, root known: String?) -> FolderLayout {
        let root = known ?? self.root(ofFolder: folder).folder
        var layout = manifestLayout(of: root, depth: 0) ?? .root
        var path = root == "/" ? "" : root
        for name in Self.path(folder, below: root).utf8.split(separator: UInt8(ascii: "/")) {
            path += "/" + String(Substring(name))
            layout = self.layout(ofSubfolder: Array(name), in: layout, root: root) { path }
        }
        return layout
    }

    /// The layout of the subfolder `name` of a folder laid out as `parent`, below `root`; its
    /// absolute path, which `path` gives, is made only where a manifest may name the folder or
    /// a target starts.
    func layout(ofSubfolder name: [UInt8], in parent: FolderLayout, root: String, path: () -> String) -> FolderLayout {
        if manifestFolderNames.contains(name), let named = manifestLayout(of: path(), depth: parent.depth + 1) { return named }
        return parent.entering(name) { start in target(start, at: path(), root: root) }
    }

    /// The layout a manifest gives the absolute folder `folder`, `depth` names below its
    /// root (a SwiftPM target, or excluded); nil when none names it.
    private func manifestLayout(of folder: String, depth: Int) -> FolderLayout? {
        if excluded.contains(folder) { return FolderLayout(namedByManifest: .tooling("excluded by its Package.swift"), depth: depth) }
        return packageTargets[folder].map { FolderLayout(namedByManifest: .target($0), depth: depth) }
    }

    /// The target of the layouts that starts at the absolute folder `folder` below `root`,
    /// made and kept the first time it is met: the app its `Project.swift` makes, and the
    /// manifest that may name it, are read for it once.
    private func target(_ start: FolderLayout.TargetStart, at folder: String, root: String) -> ProjectTarget {
        lock.lock()
        defer { lock.unlock() }
        if let row = targetRows[folder] { return targets[row] }
        var target = ProjectLayout.target(start, path: Self.path(folder, below: root))
        let parent = FilePaths.folder(of: folder)
        // A `Project.swift` making an app puts its module's sources in the App layer, unless a
        // layer group holds the module.
        if target.role == .sources, target.layer != .app, !target.groupIsKnown, target.folder.utf8.contains(UInt8(ascii: "/")), appProjects.contains(parent) {
            target.layer = .app
        }
        // The module's manifest stands a few folders above its sources (`Network/Sources`,
        // `Feed/Targets/Feed/Sources`), never as far as the project's.
        var candidate = folder
        for _ in 0..<(projectFolders.isEmpty ? 0 : 3) {
            candidate = FilePaths.folder(of: candidate)
            guard candidate.utf8.count > root.utf8.count else { break }
            if projectFolders.contains(candidate) {
                target.manifestFolder = candidate
                break
            }
        }
        target.row = targets.count
        targetRows[folder] = targets.count
        targets.append(target)
        targetNames.append(nil)
        return target
    }

    /// The names `files` import, read on every core: a file's head costs little more than
    /// the calls that open and read it.
    private static func imports(of files: [String]) -> Set<String> {
        /// The names found so far, which each job adds its own to once.
        final class Found: @unchecked Sendable {
            private let lock = NSLock()
            private(set) var names = Set<String>()

            func add(_ more: Set<String>) {
                lock.lock()
                names.formUnion(more)
                lock.unlock()
            }
        }
        let jobs = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count / 64))
        let found = Found()
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            var names = Set<String>()
            for index in stride(from: job, to: files.count, by: jobs) { names.formUnion(ImportNames.read(file: files[index])) }
            found.add(names)
        }
        return found.names
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
        // Folders are named after the frameworks they wrap (`Core/UIKit/` is `CoreUIKit`).
        "UIKit", "SwiftUI", "AppKit", "WatchKit", "WidgetKit", "MapKit", "StoreKit", "WebKit", "PhotosUI", "Photos",
        "AVFoundation", "AVKit", "Security", "UserNotifications", "SafariServices", "AuthenticationServices",
        "Observation", "SwiftData", "Charts", "Vision", "ARKit", "HealthKit", "CloudKit", "GameKit", "Accelerate",
        "Metal", "Contacts", "EventKit", "MessageUI", "LocalAuthentication", "OSLog", "os", "Darwin", "Dispatch",
    ]

    /// The name of `target`: the first of its candidates that the code imports, else the one
    /// its layer group's imported targets are named by, else its default; with how it was
    /// decided. Before the imports are learned, a name that hangs on them is provisional:
    /// unique to the target, and renamed by what ``learn(imports:)`` returns.
    ///
    /// ```swift
    /// let (name, evidence) = model.name(of: target) // ("CoreNetworkInterface", .import)
    /// ```
    public func name(of target: ProjectTarget) -> (name: String, evidence: NameEvidence) {
        lock.lock()
        defer { lock.unlock() }
        // Every folder of a target asks its name: it is worked out once.
        guard let row = target.row, targets.indices.contains(row), targets[row].folder == target.folder else { return nameLocked(of: target) }
        if let known = targetNames[row] { return known }
        let named = nameLocked(of: target)
        targetNames[row] = named
        return named
    }

    private func nameLocked(of target: ProjectTarget) -> (name: String, evidence: NameEvidence) {
        if target.style == .swiftPM { return (target.defaultName, .manifest) }
        guard Self.namedByImports(target) else { return (target.defaultName, importedNames?.contains(target.defaultName) == true ? .import : .default) }
        guard importedNames != nil else {
            gaveProvisionalNames = true
            return (Self.provisionalName(target), .default)
        }
        if let imported = importedCandidate(of: target) { return (imported, .import) }
        if let declared = declaredCandidate(of: target, imported: true) { return (declared, .manifest) }
        if target.style == .tuist, let group = target.group, let pattern = groupPatterns[group], pattern < target.candidates.count {
            return (target.candidates[pattern], pattern == 0 ? .default : .pattern)
        }
        // Nothing imports it (an app's top feature): its manifest still knows its name better
        // than its folders do (`Feature/Cake/Feature/`).
        if let declared = declaredCandidate(of: target, imported: false) { return (declared, .manifest) }
        return (target.defaultName, .default)
    }

    /// The name the `Project.swift` of the target's module declares, with the role's suffix
    /// (`let name = "Networking"` in `Core/Network/`); with `imported`, only one the code imports.
    private func declaredCandidate(of target: ProjectTarget, imported: Bool) -> String? {
        // Tests, demos and examples are left out of every report: their names are not read for.
        guard let folder = target.manifestFolder, target.layer != .ignored else { return nil }
        if declaredNames[folder] == nil {
            declaredNames[folder] = (try? SourceWalker.read(folder + "/Project.swift")).map(ProjectManifest.names) ?? []
        }
        let names = declaredNames[folder]!.lazy.map { $0 + target.role.nameSuffix }
        return imported ? names.first(where: isImported) : names.first
    }

    /// The first of the target's candidates the code imports, Apple's modules aside.
    private func importedCandidate(of target: ProjectTarget) -> String? {
        target.candidates.first(where: isImported)
    }

    /// Whether the code imports a module of this project named `name`: Apple's do not count.
    private func isImported(_ name: String) -> Bool {
        importedNames?.contains(name) == true && !Self.systemModules.contains(name)
    }

    /// A name no module is given: the target's folder, marked.
    private static func provisionalName(_ target: ProjectTarget) -> String {
        "\u{1}" + target.folder
    }
}
