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

    /// Each checked folder (absolute) and its project root; then each Tuist workspace found in
    /// a folder below a checked one (``nestedRoots``), as its own root.
    public let roots: [(checked: String, root: ProjectRoot)]
    /// The folders (absolute) of the Tuist workspaces that stand below a checked folder whose
    /// root is no Tuist workspace's (`App/Workspace.swift` of a repository): each is the root
    /// its files are laid out from, as Tuist reads them; reports still name them from the
    /// checked folder's root (``reportRoot(ofFolder:)``).
    public let nestedRoots: [String]
    /// Each nested root's path below the root reports name its files from (`App`).
    private let nestedPaths: [String: String]
    /// Where the project's files are read from: the walk's source.
    public let source: any FileSource
    /// The last names of the checked folders, as bytes.
    private let checkedNames: [[UInt8]]
    /// Held for every access to the variables below: the runtime's check of exclusive access,
    /// made on each (`@exclusivity(unchecked)` leaves it out), would only repeat what it ensures.
    private let lock = NSLock()
    /// What could not be read (manifests, `Project.swift` files), with why: found while the
    /// model is made, or later, when a module's name reads its `Project.swift`.
    @exclusivity(unchecked) private var foundProblems: [String] = []
    /// The names the code imports, once learned (``learnImports(ofFiles:)``, or the check's
    /// scan through ``learn(imports:)``): nil before, when targets carry provisional names.
    @exclusivity(unchecked) private var importedNames: ImportedNames?
    /// For each layer group, which of its targets' candidates the imported ones are named by.
    @exclusivity(unchecked) private var groupPatterns: [String: Int] = [:]
    /// The imported names (``ImportedNames/projectModule(_:)``) that one target alone can
    /// have, with its row: its only imported candidate, or its own fixed name. Another target
    /// that could take such a name takes its next one (`Domain/Shared` is `DomainShared` where
    /// `Projects/Shared` is `Shared`).
    @exclusivity(unchecked) private var claims: [Int?] = []
    /// Whether a name that hangs on the imports was handed out before they were learned: the
    /// check then renames it at its end.
    @exclusivity(unchecked) private var gaveProvisionalNames = false
    /// The folders met so far, each laid out once, and the targets that start at them, with
    /// what the manifests say of their folders.
    @exclusivity(unchecked) private var tree = FolderTree()
    /// The names each `Project.swift` declares, by its folder, read when a name is asked of it.
    @exclusivity(unchecked) private var declaredNames: [Int: [String]] = [:]
    /// The `Project.swift` files read for an app, by folder, until their names are asked (nil
    /// for one that could not be read).
    @exclusivity(unchecked) private var projectsRead: [Int: [UInt8]?] = [:]
    @exclusivity(unchecked) private var rootsFound: [String: ProjectRoot] = [:]
    /// The repository root reports name each root's files from (``reportRoot(ofFolder:)``).
    @exclusivity(unchecked) private var repositoryRoots: [String: ProjectRoot] = [:]
    /// The Xcode projects met, each with what was made of it, and the files they put in
    /// several targets; written while the model is made.
    private var xcodeReadings: [XcodeProjectReading] = []
    private var xcodeSharing: [XcodeMarking.Sharing] = []
    /// The `Project.swift` files met, each with whether its targets were read; written while
    /// the model is made.
    private var tuistReadings: [XcodeProjectReading] = []
    /// What each Tuist root's `Tuist/ProjectDescriptionHelpers` declares, by the root's path,
    /// read when a project first needs it; written while the model is made.
    private var helpersRead: [String: ProjectManifest.Helpers] = [:]
    /// Each target's name once asked, by row, until the imports are learned.
    @exclusivity(unchecked) private var targetNames: [(name: String, evidence: NameEvidence)?] = []
    /// The targets whose evidence gave one name to several folders, by row: the name each has
    /// instead (``DistinctNames``) and the one they shared. Those a manifest or project
    /// declares are told apart as the model is made, the rest when the imports are learned.
    @exclusivity(unchecked) private var toldApart: [Int: (name: String, shared: String)] = [:]

    /// A model without a walk: roots are found from each file's folder, and manifests are read
    /// at the roots; names come from the folders (nothing was read for imports).
    ///
    /// ```swift
    /// let model = ProjectModel()
    /// ```
    public convenience init() {
        self.init(roots: [], walked: [], manifestFiles: [], projectFiles: [], source: DiskFiles())
    }

    /// The model of the walked `tree`: the roots of its folders and file arguments, the
    /// manifests among its files and at its roots, and the role of each of its folders. Names
    /// that hang on imports are learned later, from the check's scan or ``learnImports(ofFiles:)``.
    ///
    /// ```swift
    /// let model = ProjectModel(walked: SourceWalker.tree(of: ["."], noting: nil))
    /// ```
    public convenience init(walked tree: SourceWalker.Tree) {
        // Made absolute first: a bare file name has no folder of its own to cut off.
        let checked = tree.roots.map(FilePaths.absolute) + tree.fileArguments.map { FilePaths.folder(of: FilePaths.absolute($0)) }
        let manifestFiles = tree.manifests.filter { $0.hasSuffix("Package.swift") }.map(FilePaths.absolute)
        var projectFiles = tree.manifests.filter { $0.hasSuffix("Project.swift") }.map { Array($0.utf8) }
        // A folder or file checked below its root is laid out by the `Project.swift` files above
        // it too, which the walk never meets (`check kDrive/Utils` of a root project that makes
        // it an app's): those from the root down to it are read, as a check of the root reads
        // them. A file's own folder is not walked: its `Project.swift` is looked for too.
        var above = Set<String>()
        // Remembered for the model, which seeks the same roots.
        var rootsFound: [String: ProjectRoot] = [:]
        let starts = tree.roots.map { (FilePaths.absolute($0), false) } + tree.fileArguments.map { (FilePaths.folder(of: FilePaths.absolute($0)), true) }
        for (start, itself) in starts {
            let root = ProjectRoot.find(from: start, in: tree.source, remembering: &rootsFound).folder
            var folder = start
            if !itself {
                guard folder != root else { continue }
                folder = FilePaths.folder(of: folder)
            }
            while above.insert(folder).inserted {
                let file = (folder == "/" ? "" : folder) + "/Project.swift"
                if tree.source.isFolder(file) == false, !tree.manifests.contains(where: { FilePaths.absolute($0) == file }) { projectFiles.append(Array(file.utf8)) }
                guard folder != root, folder != "/" else { break }
                folder = FilePaths.folder(of: folder)
            }
        }
        // Those that are Tuist's: an app may name its own code `Workspace.swift`.
        let workspaces = tree.manifests.compactMap { path -> String? in
            let marker = path.hasSuffix("Workspace.swift") ? ProjectRoot.Marker.workspace : path.hasSuffix("Tuist.swift") ? .tuistManifest : nil
            let folder = FilePaths.folder(of: FilePaths.absolute(path))
            return marker?.isManifest(in: folder, source: tree.source) == true ? folder : nil
        }
        self.init(roots: checked, workspaces: workspaces, walked: tree.fileArguments.isEmpty ? tree.roots : [], manifestFiles: manifestFiles,
                  projectFiles: projectFiles, source: tree.source, listed: WalkedFolders(tree), rootsFound: rootsFound, folderRoom: tree.files.count)
    }

    /// What could not be read, with why: manifests and `Project.swift` files, whose folders keep
    /// the folder rules. A module's `Project.swift` is read when its name is asked: ask after
    /// the names.
    ///
    /// ```swift
    /// for problem in model.problems { print("docaudit: warning: " + problem) }
    /// ```
    public var problems: [String] {
        lock.lock()
        defer { lock.unlock() }
        return foundProblems.sorted()
    }

    /// Whether names were handed out that the imports must settle (see ``learn(imports:)``).
    public var hasProvisionalNames: Bool {
        lock.lock()
        defer { lock.unlock() }
        return gaveProvisionalNames && importedNames == nil
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
            if case .target(let row) = place(ofFolder: folder), locked({ self.tree.targets[row].namedByImports }) { namedByImports = true }
        }
        // A SwiftPM package's manifests name all of its targets: nothing to read.
        guard namedByImports else {
            _ = learn(imports: [])
            return
        }
        _ = learn(imports: Self.imports(of: namingFiles(Array(tree.files) + restOfProject(besides: tree.files)), in: source))
    }

    /// The modules that the files of the project outside `checked` (its files as walked)
    /// import, where a checked path is only part of its project: a module is named by its whole
    /// project, and the check's scan reads the imports of its own files alone.
    ///
    /// ```swift
    /// let names = model.importsBeyond(tree.files).union(scanned) // `check Projects/Core/Keychain`
    /// ```
    public func importsBeyond(_ checked: PathList) -> Set<String> {
        let rest = restOfProject(besides: checked)
        return rest.isEmpty ? [] : Self.imports(of: namingFiles(rest), in: source)
    }

    /// The Swift files of the project roots of the checked paths that are not among `files`,
    /// where a checked path is not its project's root; none otherwise.
    private func restOfProject(besides files: PathList) -> [String] {
        // Only the roots whose modules the imports name: a checked `Sources/` beside a sample
        // project sends nobody reading the whole repository.
        let named = locked { Set(tree.targets.filter(\.namedByImports).map { tree.rootPath(of: $0.start) }) }
        let partial = Set(roots.filter { $0.checked != $0.root.folder && named.contains($0.root.folder) }.map(\.root.folder))
        guard !partial.isEmpty else { return [] }
        let given = Set(files.map(FilePaths.absolute))
        return partial.sorted().flatMap { root in source.tree(of: root, noting: nil).files.filter { !given.contains($0) } }
    }

    /// The files of `paths` whose imports name the project's modules: not tooling, tests or
    /// demos, which the check does not read.
    private func namingFiles(_ paths: [String]) -> [String] {
        paths.filter { path in
            switch place(ofFolder: FilePaths.folder(of: FilePaths.absolute(path))) {
            case .tooling: return false
            case .target(let row): return locked { self.tree.targets[row].layer != .ignored }
            case .unplaced: return true
            }
        }
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
        let imported = ImportedNames(names, apple: Self.systemModules)
        importedNames = imported
        targetNames = []
        var votes: [String: [Int: Int]] = [:]
        for row in tree.targets.indices where tree.targets[row].style == .tuist {
            guard let group = tree.targets[row].groupName,
                  let position = imported.firstProjectModule(in: tree.candidateNames(ofTarget: row)) else { continue }
            votes[group, default: [:]][position, default: 0] += 1
        }
        // The most targets' way, the first candidate on a tie.
        groupPatterns = votes.mapValues { counts in counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }!.key }
        claims = claimedNames(imported)
        // Every target is known now: those that the evidence names alike are told apart, the
        // declared ones anew, as a name of another kind may meet theirs.
        let handedOut = tree.targets.indices.filter { tree.targets[$0].style.isDeclared }.map { ($0, toldApart[$0]?.name ?? tree.names(ofTarget: $0).defaultName) }
        // Each name decided once, for telling them apart and as the names handed out from now.
        let decided = tree.targets.indices.map(decidedName)
        toldApart = distinctNames(of: Array(tree.targets.indices)) { decided[$0].name }
        targetNames = decided.indices.map { row in toldApart[row].map { (name: $0.name, evidence: decided[row].evidence) } ?? decided[row] }
        // A name for each target made by its folders: the table is sized once.
        var renames: [String: String] = Dictionary(minimumCapacity: tree.targets.count)
        for row in tree.targets.indices where !tree.targets[row].style.isDeclared { renames[provisionalName(ofTarget: row)] = nameLocked(ofTarget: row).name }
        for (row, name) in handedOut where nameLocked(ofTarget: row).name != name { renames[name] = nameLocked(ofTarget: row).name }
        return renames
    }

    /// The name the evidence gives `target` where another target has it too, and `target` is
    /// named apart (see ``DistinctNames``); nil otherwise.
    ///
    /// ```swift
    /// model.sharedName(of: target) // "Demo", where the target is named `ReportFeatureDemo`
    /// ```
    public func sharedName(of target: ProjectTarget) -> String? {
        locked {
            guard let row = target.row, tree.targets.indices.contains(row), tree.target(row) == target else { return nil }
            return toldApart[row]?.shared
        }
    }

    /// Which imported names one target alone can have (``claims``): a name two targets claim
    /// is neither's.
    private func claimedNames(_ imported: ImportedNames) -> [Int?] {
        // By imported name: the row that claims it, or a mark for one two rows claim.
        let contested = -1
        var claims = [Int?](repeating: nil, count: imported.count)
        for row in tree.targets.indices where tree.targets[row].layer != .ignored {
            let target = tree.targets[row]
            var only: Int?
            if target.style.isDeclared {
                only = imported.projectModule(ArraySlice(tree.names(ofTarget: row).defaultName.utf8))
            } else {
                let names = tree.candidateNames(ofTarget: row)
                for position in 0..<(target.namedByImports ? names.count : 1) {
                    guard let index = imported.projectModule(names[position]) else { continue }
                    if only != nil {
                        only = nil
                        break
                    }
                    only = index
                }
            }
            guard let only else { continue }
            if let other = claims[only], other != row { claims[only] = contested } else { claims[only] = row }
        }
        return claims.map { $0 == contested ? nil : $0 }
    }

    /// The first of `names` (the candidates of the target at `row`) that the code imports and
    /// no other target claims.
    private func firstImported(_ names: CandidateNames, ofTarget row: Int) -> Int? {
        guard let importedNames else { return nil }
        return (0..<names.count).first { position in
            importedNames.projectModule(names[position]).map { claims[$0].map { $0 == row } ?? true } ?? false
        }
    }

    /// The model of the folders `checked` (absolute), of which `walked` were walked (as the
    /// walk spelled them, when no file was given on its own), with the `Package.swift` files
    /// `manifestFiles` (absolute) and the `Project.swift` files `projectFiles` (as walked), all
    /// read from `source`, the Tuist workspaces below them among `workspaces` (their folders)
    /// roots of their own; the folders the walk listed are looked in for Xcode projects as
    /// `listed` has them, and roots are sought up from folders past those in `rootsFound`; room
    /// is made for `folderRoom` folders (the walk's file count: a tree mostly holds fewer
    /// folders than files).
    private init(roots checked: [String], workspaces: [String] = [], walked: [String], manifestFiles: [String], projectFiles: [[UInt8]], source: any FileSource,
                 listed: WalkedFolders = WalkedFolders(), rootsFound: [String: ProjectRoot] = [:], folderRoom: Int = 0) {
        self.source = source
        var roots: [(checked: String, root: ProjectRoot)] = []
        // The folders of the `Project.swift` files, where Tuist writes the projects it generates.
        var tuistFolders: [Int] = []
        // What each `Project.swift` declares, marked once all are read: a project whose targets
        // are read leaves out the folders none of them builds, except those of projects below it.
        // A helper-made project that links XCTest names its test support (``markTargets``).
        var declared: [(folder: Int, targets: ProjectManifest.Declarations?, testSupport: String?)] = []
        // What makes each project an app's, noted once all are read (a project inside a layer
        // group makes none); and the manifests of those inside, which may call the helpers.
        var projects: [(folder: Int, evidence: ProjectManifest.AppEvidence?, appName: String?)] = []
        var groupManifests: [[UInt8]] = []
        // Remembered for the folders outside them whose roots are sought later (a package's
        // test targets): the folders on the way up are asked once.
        var rootsFound = rootsFound
        for folder in checked where !roots.contains(where: { $0.0 == folder }) {
            roots.append((folder, ProjectRoot.find(from: folder, in: source, remembering: &rootsFound)))
        }
        self.rootsFound = rootsFound
        nestedRoots = Self.nestedWorkspaces(workspaces, below: roots)
        var nestedPaths: [String: String] = [:]
        for nested in nestedRoots {
            let outer = roots.filter { Self.path(nested, isWithin: $0.checked) }.max { $0.checked.utf8.count < $1.checked.utf8.count }!.root.folder
            nestedPaths[nested] = Self.path(nested, below: outer)
        }
        self.nestedPaths = nestedPaths
        roots += nestedRoots.map { ($0, ProjectRoot(folder: $0, marker: .workspace)) }
        self.roots = roots
        checkedNames = roots.map { Array(FilePaths.name(of: $0.0).utf8) }
        // At most 8,192 (a few megabytes): a huge tree of many files to a folder would otherwise make
        // room for ten times the folders it holds; past it, the table grows as before.
        tree.reserveFolders(min(folderRoom, 8_192))
        // A layer group decides its modules' layer, whatever else their projects make (an
        // example app beside a framework): only a project outside any is read for an app.
        // A file below a walked folder is found from that folder's place in the tree, name by
        // name as the walk spelled it (the longest such folder is its checked path): no
        // absolute path is made, except for the few read.
        let walkedFolders = walked.map { (key: Array($0.utf8), folder: folderLocked(FilePaths.absolute($0))) }
        // The nested workspaces' folders as the walk spells them (`./Cllog`): a manifest there is
        // told by its bytes, with no absolute path made for each of the others.
        var nestedSpellings: [[UInt8]] = []
        for folder in walked {
            let absolute = FilePaths.absolute(folder)
            for nested in nestedRoots where Self.path(nested, isWithin: absolute) {
                nestedSpellings.append(Array((folder + "/" + Self.path(nested, below: absolute)).utf8))
            }
        }
        for path in projectFiles {
            let name = path.count - "/Project.swift".utf8.count
            let file = { FilePaths.absolute(String(decoding: path, as: UTF8.self)) }
            // A nested workspace's projects are found from its own root.
            let inNested = nestedSpellings.contains { $0.count <= name && path[$0.count] == UInt8(ascii: "/") && path.starts(with: $0) }
            let below = inNested ? nil : walkedFolders.filter { $0.key.count < name && path[$0.key.count] == UInt8(ascii: "/") && path.starts(with: $0.key) }.max { $0.key.count < $1.key.count }
            let folder = below.map { tree.folder(path[($0.key.count + 1)..<name], below: $0.folder) } ?? folderLocked(FilePaths.folder(of: file()))
            let bytes = readProject(at: folder, file())
            // An app's own `Project.swift` (a model type's file) imports no ProjectDescription:
            // no Tuist project stands there.
            if let bytes, !ProjectManifest.importsDescription(bytes) {
                projectsRead[folder] = nil
                continue
            }
            if tree.isInLayerGroup(folder) {
                if let bytes { groupManifests.append(bytes) }
                projects.append((folder, nil, nil))
            } else {
                let evidence = bytes.flatMap(ProjectManifest.appEvidence)
                // A name its helpers' constant gives (`Project.app(name: Constants.projectName)`) is read there.
                let appName = evidence == nil ? nil : bytes.flatMap { ProjectManifest.names($0).first ?? ProjectManifest.names($0, constants: helpers(ofRoot: tree.rootPath(of: folder)).constants).first }
                projects.append((folder, evidence, appName))
            }
            if isTuistRoot(tree.rootPath(of: folder)) { tree.noteTuistWorkspace(holding: folder) }
            tuistFolders.append(folder)
            // One that cannot be read is named as a problem already.
            if let bytes {
                let targets = ProjectManifest.targets(bytes) { self.helpers(ofRoot: self.tree.rootPath(of: folder)) }
                let testSupport = targets == nil && ProjectManifest.linksXCTest(bytes) ? ProjectManifest.names(bytes).first ?? tree.spelledName(folder) : nil
                declared.append((folder, targets, testSupport))
            }
        }
        // A helper named for an app that a project inside a layer group calls too makes that
        // group's modules (iOS-aljo's `Project.app(to: "AJNetwork", …)`): it makes no app. Only
        // the manifests that spell such a helper's call are lexed for it.
        let appHelperCalls = Set(projects.compactMap { project -> String? in
            if case .helper(let name)? = project.evidence { return name + "(" }
            return nil
        })
        var groupHelpers = Set<String>()
        for bytes in groupManifests where !appHelperCalls.isEmpty {
            guard bytes.withUnsafeBufferPointer({ source in appHelperCalls.contains { ByteSearch.contains($0, in: source) } }) else { continue }
            if case .helper(let name)? = ProjectManifest.appEvidence(bytes) { groupHelpers.insert(name) }
        }
        for project in projects {
            let makesApp = project.evidence.map { if case .helper(let name) = $0 { !groupHelpers.contains(name) } else { true } } ?? false
            tree.noteProject(at: project.folder, makesApp: makesApp, appName: makesApp ? project.appName : nil)
        }
        for root in Set(roots.map(\.1.folder)) where isTuistRoot(root) {
            // Missing or unreadable: Tuist's default projects, which the folder rules follow.
            guard let bytes = try? source.read((root == "/" ? "" : root) + "/Workspace.swift"),
                  let projects = ProjectManifest.workspaceProjects(bytes) else { continue }
            // A local package's folder is built through the projects that depend on it.
            let packages = manifestFiles.filter { Self.path($0, isWithin: root) }.map { Self.path($0, below: root) }
            tree.noteWorkspaceProjects(projects + packages, root: tree.root(root))
        }
        // Each folder's path spelled once, not at every comparison of the sort nor again to mark it.
        let ordered = declared.map { (path: tree.folderPath($0.folder), folder: $0.folder, targets: $0.targets, testSupport: $0.testSupport) }.sorted { $0.path < $1.path }
        let readFolders = ordered.filter { $0.targets != nil }.map { $0.path + "/" }
        // A target the helpers declare whole (`let appExtensions = [Target.target(…)]`) is that of
        // the one project handing its targets to a helper whose folder holds its sources.
        let madeByHelpers = ordered.filter { $0.targets == nil && $0.testSupport == nil }
        var fromHelpers: [Int: [ProjectManifest.Target]] = [:]
        for root in Set(madeByHelpers.map { tree.rootPath(of: $0.folder) }).sorted() {
            let projects = madeByHelpers.filter { tree.rootPath(of: $0.folder) == root }
            for target in helpers(ofRoot: root).targets {
                let holding = projects.filter { project in
                    let absolute = tree.absolutePath(project.folder, spelled: project.path)
                    return target.folders.allSatisfy { source.isFolder(absolute + "/" + $0) == true }
                }
                if holding.count == 1 { fromHelpers[holding[0].folder, default: []].append(target) }
            }
        }
        for (folderPath, folder, targets, testSupport) in ordered {
            let path = folderPath + "/"
            markTargets(targets, of: folder, at: folderPath, belowReadProject: readFolders.contains { $0 != path && ($0 == "/" || path.hasPrefix($0)) }, testSupport: testSupport,
                        fromHelpers: fromHelpers[folder] ?? [])
        }
        var files = manifestFiles
        for (_, root) in roots {
            let atRoot = (root.folder == "/" ? "" : root.folder) + "/Package.swift"
            if !files.contains(atRoot), source.isFolder(atRoot) == false { files.append(atRoot) }
        }
        var manifests: [(package: String, manifest: PackageManifest)] = []
        for file in files {
            // A Tuist plugin is a package too, but build tooling, never the project's module:
            // it is not read.
            let package = FilePaths.folder(of: file)
            if case .tooling = ProjectLayout.role(of: Self.path(package, below: Self.root(of: package, in: roots))) { continue }
            do {
                let bytes = try source.read(file)
                // A source file named so (`struct Package`) is no manifest.
                guard PackageManifest.importsDescription(bytes) else { continue }
                tree.notePackage(at: folderLocked(package, in: Self.root(of: package, in: roots)))
                manifests.append((FilePaths.folder(of: file), try PackageManifest.read(bytes)))
            } catch let error as ManifestError {
                foundProblems.append("\(file): cannot read its targets (it \(error.message)); its folders keep the folder rules")
            } catch {
                foundProblems.append("\(file): cannot be read (\(error)); its folders keep the folder rules")
            }
        }
        // The first package to declare a folder names it; a folder any of them excludes is excluded.
        var excluded: [(folder: String, root: String)] = []
        for (package, manifest) in manifests.sorted(by: { $0.package < $1.package }) {
            let root = Self.root(of: package, in: roots)
            let relativePackage = Self.path(package, below: root)
            // A Tuist workspace's own package that builds only command-line tools (a wrapper of
            // `tuist`, the team's scripts) is build tooling, not the app's modules.
            let buildsTools = relativePackage.isEmpty && isTuistRoot(root) && !manifest.vendsLibrary && manifest.targets.contains { $0.kind == .executableTarget }
            // A package inside the project that vends no library and declares no executable
            // gives nobody its targets: it pins tools (`BuildTools/`, an empty target beside
            // SwiftLint and SwiftGen) or runs a script's `main.swift`, never an app's module;
            // its tests stay tests.
            let pinsTools = !relativePackage.isEmpty && !manifest.vendsLibrary && !manifest.targets.contains { $0.kind == .executableTarget }
            // SwiftPM's predefined folders (`Sources/`, `src/`…) where a target names no path:
            // mostly one is there, and each is asked of the disk once for the package.
            var predefined: [Substring: Bool] = [:]
            for declared in manifest.targets {
                for folder in declared.folders {
                    if declared.path == nil {
                        let top = folder[..<(folder.utf8.firstIndex(of: UInt8(ascii: "/")) ?? folder.endIndex)]
                        if predefined[top] == nil { predefined[top] = source.isFolder(package + "/" + top) == true }
                        if predefined[top] == false { continue }
                    }
                    let absolute = folder.isEmpty ? package : package + "/" + folder
                    if buildsTools || pinsTools && declared.kind != .testTarget {
                        tree.nameByManifest(folderLocked(absolute, in: root), target: nil, tooling: buildsTools ? .packageTool : .toolPackage)
                        continue
                    }
                    if declared.kind == .macro {
                        tree.nameByManifest(folderLocked(absolute, in: root), target: nil, tooling: .macroPlugin)
                        continue
                    }
                    let target = ProjectLayout.packageTarget(declared, folder: Self.path(absolute, below: root), package: relativePackage)
                    tree.nameByManifest(folderLocked(absolute, in: root), target: target, declaredBy: folderLocked(package, in: root))
                    excluded += declared.exclude.map { (absolute + "/" + FilePaths.normalized($0), root) }
                }
            }
            let snippets = package + "/Snippets"
            if !buildsTools, source.isFolder(snippets) == true { tree.nameByManifest(folderLocked(snippets, in: root), target: nil, tooling: .snippets) }
        }
        for (folder, root) in excluded { tree.nameByManifest(folderLocked(folder, in: root), target: nil) }
        readXcodeProjects(besideManifestsIn: tuistFolders.map { tree.absolutePath($0) }, packages: manifests.map(\.package), walked: listed)
        // Their names are handed out from the start: they are told apart from the start too.
        toldApart = distinctNames(of: tree.targets.indices.filter { tree.targets[$0].style.isDeclared }) { tree.names(ofTarget: $0).defaultName }
    }

    /// The targets among `rows` (those not ignored) that share a name with a target of another
    /// declaration, as `named` names each, with the names that tell them apart.
    private func distinctNames(of rows: [Int], named: (Int) -> String) -> [Int: (name: String, shared: String)] {
        // Most names are one target's: only those met twice are grouped, each name hashed once.
        var lastRow: [String: Int] = Dictionary(minimumCapacity: rows.count)
        var shared: [String: [Int]] = [:]
        for row in rows where tree.targets[row].layer != .ignored {
            let name = named(row)
            if let earlier = lastRow.updateValue(row, forKey: name) { shared[name, default: [earlier]].append(row) }
        }
        // No name met twice, as in most projects: no set of every name is made to keep clear of.
        guard !shared.isEmpty else { return [:] }
        var targets: [DistinctNames.Target] = []
        for (name, alike) in shared {
            let made = alike.filter { tree.targets[$0].declaredBy == nil }
            let declarations = alike.compactMap { tree.targets[$0].declaredBy }
            var group: [DistinctNames.Target] = []
            for row in alike {
                if let declaredBy = tree.targets[row].declaredBy {
                    group.append(DistinctNames.Target(row: row, name: name, declaration: declaredBy))
                    continue
                }
                // The rows its folders make for one module (its own folder's, its `Sources`', a
                // `Targets/Community/Sources` inside `Community/`) are one target too, and so is
                // the module folder of a package that declares it (`Features/Assets`).
                let module = tree.targets[row].module
                if let package = declarations.first(where: { tree.isFolder(module, within: $0) || tree.isFolder($0, within: module) }) {
                    group.append(DistinctNames.Target(row: row, name: name, declaration: package))
                    continue
                }
                let outermost = made.map { tree.targets[$0].start }.filter { tree.isFolder(module, within: $0) }.min { tree.depth(of: $0) < tree.depth(of: $1) }
                group.append(DistinctNames.Target(row: row, name: name, declaration: -1 - (outermost ?? module)))
            }
            // One target's rows (a Tuist module's folder and its `Sources`, as every module of
            // most apps has) keep their name: only names that two targets share are told apart.
            if group.contains(where: { $0.declaration != group[0].declaration }) { targets += group }
        }
        guard !targets.isEmpty else { return [:] }
        targets.sort { $0.row < $1.row }
        let distinct = DistinctNames(targets, taken: Set(lastRow.keys)) { tree.namesAbove(target: $0) }
        // One that keeps its name (no folder tells it apart from the others) says nothing.
        return Dictionary(uniqueKeysWithValues: targets.compactMap { target in
            distinct.names[target.row].flatMap { $0 == target.name ? nil : (target.row, ($0, target.name)) }
        })
    }

    /// Marks the targets a `Project.swift` in `folder` (at `folderPath` below its root)
    /// declares with literal sources: each folder its globs reach is that target's, with its
    /// product's layer; the folders none reaches are in no target. Where a helper makes the
    /// targets (`targets` nil), the folder rules read the project, and `project` says so;
    /// unless its project links XCTest: then its folder is the test support `testSupport` names.
    private func markTargets(_ declarations: ProjectManifest.Declarations?, of folder: Int, at folderPath: String, belowReadProject: Bool, testSupport: String?,
                             fromHelpers: [ProjectManifest.Target]) {
        let root = tree.rootPath(of: folder)
        let nested = nestedPaths.isEmpty ? "" : nestedPaths[root] ?? ""
        let fromRoot = nested.isEmpty ? folderPath : folderPath.isEmpty ? nested : nested + "/" + folderPath
        let manifest = fromRoot.isEmpty ? "Project.swift" : fromRoot + "/Project.swift"
        guard let declarations else {
            if let testSupport {
                let support = ProjectTarget(folder: fromRoot, style: .tuistManifest, group: nil, groupIsKnown: false, role: .testing, layer: .ignored,
                                            defaultName: testSupport, candidates: [])
                tree.nameByManifest(folder, target: support, declaredBy: folder)
                tuistReadings.append(XcodeProjectReading(path: manifest, note: "targets not spelled out, but the project links XCTest: test support"))
                return
            }
            tuistReadings.append(XcodeProjectReading(path: manifest, note: "targets not spelled out (a helper function, default sources): its folders keep the folder rules"
                + (fromHelpers.isEmpty ? "" : "; read from Tuist/ProjectDescriptionHelpers: " + Self.products(of: fromHelpers))))
            // Not in the project above it, whose targets were read: its folders are laid out afresh.
            if belowReadProject { tree.nameByXcode(folder, place: .unplaced, covers: false) }
            markSources(of: fromHelpers, declaredBy: folder, at: folderPath, root: root)
            return
        }
        // The manifest's own folder keeps the manifest; the folders below are in no target
        // unless a target's sources reach them, or in none read where a helper's could not be.
        let unread = declarations.unread
        tree.nameByXcode(folder, place: .unplaced, covers: false, below: .tooling(unread.isEmpty ? .notInTuistTarget(folder) : .notInReadTuistTarget(folder)))
        markSources(of: declarations.targets, declaredBy: folder, at: folderPath, root: root)
        tuistReadings.append(XcodeProjectReading(path: manifest, note: "read: " + Self.products(of: declarations.targets)
            + (unread.isEmpty ? "" : "; not read: the targets " + unread.map { $0 + "(…)" }.joined(separator: ", ") + " makes, whose folders are left out")))
    }

    /// Makes the folders the sources of `targets` reach theirs, as the `Project.swift` in
    /// `folder` (at `folderPath` below the root `root`) declares them.
    private func markSources(of targets: [ProjectManifest.Target], declaredBy folder: Int, at folderPath: String, root: String) {
        let absolute = tree.absolutePath(folder, spelled: folderPath)
        for target in targets {
            // A name no literal spells is its sources' folder's (`sources: ["Domain/**"]`), as
            // Tuist's helpers usually name a target after its folder; `Sources` names none, the
            // folder holding it does (`Sources/**` beside the manifest: the manifest's folder).
            let name = target.name ?? target.folders.first.flatMap { $0.split(separator: "/").last { $0 != "Sources" }.map(String.init) } ?? FilePaths.name(of: absolute)
            let declared = XcodeProject.Target(name: name, productType: "", product: target.product, moduleName: name, sources: [], synchronizedFolders: [])
            for (glob, sources) in zip(target.sources, target.folders) {
                let path = FilePaths.normalized(XcodePaths.normalized(sources.isEmpty ? absolute : absolute + "/" + sources))
                // A glob that reaches outside the project root is no folder of this tree.
                guard Self.path(path, isWithin: root) else { continue }
                var made = ProjectLayout.xcodeTarget(declared, folder: Self.path(path, below: root))
                made.style = .tuistManifest
                // One file named alone (an extension sharing the app's `AppFactory.swift`) is
                // that file's, not its whole folder's.
                if ProjectManifest.Target.namesOneFile(glob) {
                    let fileFolder = folderLocked(path)
                    let row = tree.addXcodeTarget(made, at: fileFolder, declaredBy: folder)
                    tree.nameFilesByXcode(fileFolder, files: [(FilePaths.name(of: glob)[...], .target(row))], others: nil)
                    continue
                }
                tree.nameByManifest(folderLocked(path), target: made, declaredBy: folder)
            }
        }
    }

    /// What `targets` build, counted by product: `1 app, 2 frameworks`.
    private static func products(of targets: [ProjectManifest.Target]) -> String {
        Dictionary(grouping: targets, by: \.product.rawValue).map { counted($0.value.count, $0.key) }.sorted().joined(separator: ", ")
    }

    /// The `Project.swift` files met, each with what was made of its targets.
    ///
    /// ```swift
    /// for reading in model.tuistProjects { print(reading.path + "  " + reading.note) }
    /// ```
    public var tuistProjects: [XcodeProjectReading] {
        locked { tuistReadings }
    }

    /// An Xcode project the model met, and what it made of it.
    public struct XcodeProjectReading: Sendable, Equatable {
        /// The `.xcodeproj`, relative to its project root.
        public var path: String
        /// What was read of it, or why it was not: a Tuist `Project.swift` describes its folder
        /// (the project is generated), or it cannot be read.
        public var note: String
    }

    /// Files that several targets of the Xcode projects build, and the target whose place they
    /// take: the one whose layer is the most audited.
    public struct SharedSources: Sendable, Equatable {
        /// A synchronized folder, relative to the root; nil for files listed one by one.
        public var folder: String?
        /// How many files listed one by one; 0 for a folder.
        public var files: Int
        /// The targets' names, the one whose place the files take first.
        public var targets: [String]
        /// What that target builds and the layer it gives (`framework, shared`).
        public var audited: String
    }

    /// The Xcode projects met at the roots, each with what was made of it.
    ///
    /// ```swift
    /// for reading in model.xcodeProjects { print(reading.path + "  " + reading.note) }
    /// ```
    public var xcodeProjects: [XcodeProjectReading] {
        locked { xcodeReadings }
    }

    /// The files the Xcode projects build in several targets, with the target they are placed by.
    /// Targets of one module name (`Shared-iOS` and `Shared-watchOS`, both `Shared`) are one
    /// module built for two platforms: named once, and files only they share are not listed.
    ///
    /// ```swift
    /// for shared in model.sharedSources { print(shared.targets.joined(separator: ", ")) }
    /// ```
    public var sharedSources: [SharedSources] {
        locked {
            xcodeSharing.compactMap { sharing in
                var names: [String] = []
                for row in sharing.rows {
                    let name = tree.names(ofTarget: row).defaultName
                    if !names.contains(name) { names.append(name) }
                }
                guard names.count > 1 else { return nil }
                let target = tree.targets[sharing.rows[0]]
                return SharedSources(folder: sharing.folder, files: sharing.files, targets: names,
                                     audited: (tree.target(sharing.rows[0]).product ?? target.role.rawValue) + ", layer " + target.layer.rawValue)
            }
        }
    }

    /// `count` things of the kind `product`, as a person reads them: `2 app extensions`, `1 file`.
    static func counted(_ count: Int, _ product: String) -> String {
        let plural = product.hasSuffix("library") ? product.dropLast() + "ies" : product.hasSuffix("s") ? product : product + "s"
        return "\(count) " + (count == 1 ? product : plural)
    }

    /// Reads the Xcode projects of each root and marks what they say on the tree: their
    /// targets, and the folders and files each builds. One that a Tuist `Project.swift` stands
    /// beside is generated from it: the manifest is read instead. One that cannot be read is
    /// named, and its folders keep the folder rules. The folders the walk listed are looked in
    /// as `walked` has them; the folders of the packages read (`packages`, absolute) inside a
    /// project's folder are its local packages.
    private func readXcodeProjects(besideManifestsIn tuistFolders: [String], packages: [String], walked: WalkedFolders) {
        var seen = Set<String>()
        // A nested workspace's folders are searched from its own root alone, not again from the
        // root around it, whose tree does not place their files.
        let tuistRoots = nestedRoots.isEmpty ? [] : tuistFolders.map { Self.root(of: $0, in: roots) }
        for (_, root) in roots where seen.insert(root.folder).inserted {
            let checked = roots.filter { $0.root.folder == root.folder }.map(\.checked)
            var read: [XcodeMarking.Project] = []
            let alsoIn = nestedRoots.isEmpty ? tuistFolders : tuistFolders.indices.filter { tuistRoots[$0] == root.folder }.map { tuistFolders[$0] }
            let found = XcodeProjectSearch.projects(root: root.folder, checked: checked, alsoIn: alsoIn, walked: walked, in: source)
            for path in found.projects where nestedRoots.isEmpty || Self.root(of: path, in: roots) == root.folder {
                let relative = Self.path(path, below: root.folder)
                let folder = FilePaths.folder(of: path)
                if source.isFolder(folder + "/Project.swift") != nil {
                    xcodeReadings.append(XcodeProjectReading(path: relative, note: "not read: generated from the Tuist Project.swift beside it, which is read instead"))
                    continue
                }
                let file = path + "/project.pbxproj"
                let bytes: [UInt8]
                do {
                    bytes = try source.read(file)
                } catch {
                    note("\(file): cannot be read (\(error.message)); its folders keep the folder rules")
                    xcodeReadings.append(XcodeProjectReading(path: relative, note: "not read: project.pbxproj cannot be read"))
                    continue
                }
                let project: XcodeProject
                do {
                    project = try XcodeProject.read(bytes, projectName: String(FilePaths.name(of: path).dropLast(".xcodeproj".count)))
                } catch {
                    note("\(file):\(error.line): cannot read its targets (it \(error.message)); its folders keep the folder rules")
                    xcodeReadings.append(XcodeProjectReading(path: relative, note: "not read: project.pbxproj line \(error.line) \(error.message)"))
                    continue
                }
                read.append(XcodeMarking.Project(path: relative, folder: Self.path(folder, below: root.folder), project: project))
                let products = Dictionary(grouping: project.targets, by: \.product.rawValue).map { Self.counted($0.value.count, $0.key) }.sorted()
                xcodeReadings.append(XcodeProjectReading(path: relative, note: "read: " + (products.isEmpty ? "no targets" : products.joined(separator: ", "))
                    + (project.localPackages.isEmpty ? "" : "; local packages " + project.localPackages.map { $0.isEmpty ? "." : $0 }.joined(separator: ", "))))
            }
            read += readXcodeGenSpecs(found.specs, root: root.folder, besideProjects: read.map(\.folder))
            if !read.isEmpty {
                xcodeSharing += XcodeMarking.mark(read, root: tree.root(root.folder), tree: &tree)
                markLocalPackages(packages.filter { Self.path($0, isWithin: root.folder) }.map { Self.path($0, below: root.folder) }, of: read, root: root.folder)
            }
        }
    }

    /// Makes the `Package.swift` of each package among `packages` (folders below the root
    /// `root`) inside the folder of a project of `read` the manifest its folders are in no
    /// target of, where none of its targets builds them (a `Tests/` with no test target's
    /// folder): a target would be declared there, not in the Xcode project, whose targets build
    /// none of them either.
    private func markLocalPackages(_ packages: [String], of read: [XcodeMarking.Project], root: String) {
        for package in packages where read.contains(where: { package != $0.folder && ($0.folder.isEmpty || FilePaths.isInside(package, $0.folder)) }) {
            let nowhere = FolderLayout.Place.tooling(.notInXcodeTarget(tree.noteXcodeProject(package + "/Package.swift")))
            tree.nameByXcode(tree.folder(package.utf8, below: tree.root(root)), place: nowhere, covers: false, below: nowhere)
        }
    }

    /// The projects XcodeGen makes of the `specs` (absolute) of the root `root`, noted with what
    /// was read of each: a spec another includes is read as part of that one, and one beside a
    /// read `.xcodeproj` (in `projectFolders`, relative) is not read, the project being exact.
    private func readXcodeGenSpecs(_ specs: [String], root: String, besideProjects projectFolders: [String]) -> [XcodeMarking.Project] {
        var read: [XcodeMarking.Project] = []
        var made: [(path: String, project: XcodeProject, specs: [String])] = []
        var known = Set<String>()
        for spec in specs.map({ Self.path($0, below: root) }) {
            let folder = XcodePaths.folder(of: spec)
            if projectFolders.contains(folder) {
                xcodeReadings.append(XcodeProjectReading(path: spec, note: "not read: the Xcode project beside it is read instead"))
                continue
            }
            let (project, specs) = XcodeGenSpec.project(at: spec, root: root, in: source, known: &known)
            made.append((spec, project, specs))
        }
        let included = Set(made.flatMap { $0.specs.dropFirst() })
        for entry in made {
            if included.contains(entry.path) {
                xcodeReadings.append(XcodeProjectReading(path: entry.path, note: "read as included by another XcodeGen spec"))
                continue
            }
            // Only `project.yml` is XcodeGen's by its name alone: another `project*.yml` that
            // declares no targets is some other tool's file.
            if entry.project.targets.isEmpty, FilePaths.name(of: entry.path) != "project.yml" { continue }
            read.append(XcodeMarking.Project(path: entry.path, folder: XcodePaths.folder(of: entry.path), project: entry.project))
            let products = Dictionary(grouping: entry.project.targets, by: \.product.rawValue).map { Self.counted($0.value.count, $0.key) }.sorted()
            xcodeReadings.append(XcodeProjectReading(path: entry.path, note: "read (XcodeGen): " + (products.isEmpty ? "no targets" : products.joined(separator: ", "))
                + (entry.specs.count > 1 ? "; includes " + entry.specs.dropFirst().joined(separator: ", ") : "")))
        }
        return read
    }

    /// The folders of `workspaces` (absolute) that are roots of their own: below the root of a
    /// checked folder that is no Tuist workspace's, outside what that root's layout leaves out
    /// (a test's fixture, a template under `Templates/`), and in no other such folder.
    private static func nestedWorkspaces(_ workspaces: [String], below roots: [(checked: String, root: ProjectRoot)]) -> [String] {
        var nested: [String] = []
        for folder in workspaces.sorted() where !nested.contains(where: { path(folder, isWithin: $0) }) {
            guard let outer = roots.first(where: { path(folder, isWithin: $0.0) && path(folder, isWithin: $0.1.folder) && folder != $0.1.folder })?.1,
                  outer.marker != .workspace, outer.marker != .tuistManifest, outer.marker != .tuistFolder else { continue }
            switch ProjectLayout.role(of: path(folder, below: outer.folder)) {
            case .tooling: continue
            case .target(let target) where target.layer == .ignored: continue
            default: nested.append(folder)
            }
        }
        return nested
    }

    /// Whether the project root at `folder` is a Tuist workspace's.
    private func isTuistRoot(_ folder: String) -> Bool {
        guard let marker = roots.first(where: { $0.root.folder == folder })?.root.marker else { return false }
        return marker == .workspace || marker == .tuistManifest || marker == .tuistFolder
    }

    /// What the files of `Tuist/ProjectDescriptionHelpers` in the root `root` declare, read once.
    private func helpers(ofRoot root: String) -> ProjectManifest.Helpers {
        if let known = helpersRead[root] { return known }
        let folder = (root == "/" ? "" : root) + "/Tuist/ProjectDescriptionHelpers"
        let files = source.isFolder(folder) == true ? source.tree(of: folder, noting: nil).files.sorted().compactMap { try? source.read($0) } : []
        let helpers = ProjectManifest.Helpers(files: files)
        helpersRead[root] = helpers
        return helpers
    }

    /// The project root that holds the absolute folder `package`, among those of `roots`; the
    /// package's own folder when none does.
    private static func root(of package: String, in roots: [(checked: String, root: ProjectRoot)]) -> String {
        // The deepest: a nested workspace's package is laid out from the workspace.
        var deepest: String?
        for entry in roots where path(package, isWithin: entry.root.folder) && entry.root.folder.utf8.count > (deepest?.utf8.count ?? -1) {
            deepest = entry.root.folder
        }
        return deepest ?? package
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

    /// The root reports name the files of the absolute folder `folder` from: its checked
    /// path's root, also for a file of a nested workspace (``nestedRoots``), or the repository
    /// around that root, so that a repository's files are named alike whichever workspace lays
    /// them out and whichever folder of it is checked.
    ///
    /// ```swift
    /// let root = model.reportRoot(ofFolder: FilePaths.absolute("App/MyApp/Sources"))
    /// ```
    public func reportRoot(ofFolder folder: String) -> ProjectRoot {
        lock.lock()
        defer { lock.unlock() }
        return repositoryRootLocked(around: rootLocked(ofFolder: folder, nested: false))
    }

    /// The repository `root` stands in: the nearest folder above it holding `.git`, where
    /// `root` is a package or a Tuist workspace inside one (a local package checked alone,
    /// `check Packages/Env`), so that its files are named as a check of the whole repository
    /// names them; `root` itself in no repository, at its top, or where a `.docaudit.json`
    /// makes it the project's root.
    private func repositoryRootLocked(around root: ProjectRoot) -> ProjectRoot {
        guard let marker = root.marker, marker != .git, marker != .configuration else { return root }
        if let known = repositoryRoots[root.folder] { return known }
        var found = root
        var folder = root.folder
        while folder != "/" {
            folder = FilePaths.folder(of: folder)
            if source.isFolder((folder == "/" ? "" : folder) + "/" + ProjectRoot.Marker.git.rawValue) != nil {
                found = ProjectRoot(folder: folder, marker: .git)
                break
            }
        }
        repositoryRoots[root.folder] = found
        return found
    }

    /// ``root(ofFolder:)`` with the lock held; with `nested` false, ``reportRoot(ofFolder:)``.
    private func rootLocked(ofFolder folder: String, nested: Bool = true) -> ProjectRoot {
        checkedRootLocked(ofFolder: folder, nested: nested) ?? ProjectRoot.find(from: folder, in: source, remembering: &rootsFound)
    }

    /// The root of the deepest checked folder (or, with `nested`, nested root) that holds the
    /// absolute folder `folder`; nil outside them all.
    private func checkedRootLocked(ofFolder folder: String, nested: Bool = true) -> ProjectRoot? {
        var best: (checked: String, root: ProjectRoot)?
        for entry in roots where Self.path(folder, isWithin: entry.checked) && (nested || !nestedRoots.contains(entry.checked)) {
            if best == nil || entry.checked.utf8.count > best!.checked.utf8.count { best = entry }
        }
        return best?.root
    }

    /// Whether a file named `name` in a folder of `role` is a Tuist or SwiftPM manifest, never
    /// audited.
    ///
    /// ```swift
    /// ProjectModel.isManifest("Project.swift", in: model.role(ofFolder: folder)) // true
    /// ```
    public static func isManifest(_ name: Substring, in role: FolderRole) -> Bool {
        ProjectLayout.isManifest(name.utf8, inTarget: role.isTarget)
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
    func isChecked(_ folder: some BidirectionalCollection<UInt8>) -> Bool {
        let name = folder.lastIndex(of: UInt8(ascii: "/")).map { folder[folder.index(after: $0)...] } ?? folder[...]
        guard checkedNames.contains(where: { $0.count == name.count && $0.elementsEqual(name) }) else { return false }
        return isChecked(String(decoding: folder, as: UTF8.self))
    }

    /// What the absolute folder `folder` is to its project.
    ///
    /// ```swift
    /// if case .target(let target) = model.role(ofFolder: FilePaths.absolute("Projects/Core/Network/Interface")) { target.layer } // .interface
    /// ```
    public func role(ofFolder folder: String) -> FolderRole {
        locked { tree.role(of: tree.layout(of: folderLocked(folder)).place) }
    }

    /// What the file at the absolute path `path` is to its project: its folder's role, or what
    /// an Xcode project that lists the file makes of it.
    ///
    /// ```swift
    /// if case .target(let target) = model.role(ofFile: FilePaths.absolute("Widget/Entry.swift")) { target.layer } // .app
    /// ```
    public func role(ofFile path: String) -> FolderRole {
        locked {
            let folder = folderLocked(FilePaths.folder(of: path))
            let name = FilePaths.name(of: path)
            return tree.role(of: tree.xcodePlace(ofFile: name.utf8, in: folder) ?? tree.layout(of: folder).place)
        }
    }

    /// Whether the file at the absolute `path` stands below an Xcode project's folder in none
    /// of its targets (a local package's `Package.swift` does).
    func isInNoXcodeTarget(_ path: String) -> Bool {
        locked {
            let folder = folderLocked(FilePaths.folder(of: path))
            guard case .tooling(.notInXcodeTarget) = tree.xcodePlace(ofFile: FilePaths.name(of: path).utf8, in: folder) ?? tree.layout(of: folder).place else { return false }
            return true
        }
    }

    /// ``role(ofFolder:)`` as numbers: no string is made.
    private func place(ofFolder folder: String) -> FolderLayout.Place {
        locked { tree.layout(of: folderLocked(folder)).place }
    }

    /// A folder of the project as placement holds it: its number in the model's tree, which its
    /// subfolders are found from, and what it is.
    struct Folder {
        let number: Int
        let place: FolderLayout.Place
        /// The layer the folder's target gives its files; nil outside any target.
        let targetLayer: Layer?
        /// Whether an Xcode project gives some of its files places of their own.
        var namesFiles = false
        /// Whether a manifest the model read stands in it (``FolderTree/holdsManifest(_:)``).
        var holdsManifest = false

        /// The row of the folder's target in the model's table, if it stands in one.
        var targetRow: Int? {
            if case .target(let row) = place { return row }
            return nil
        }
    }

    /// The absolute folder `folder`, below its project root `root`.
    func folder(_ folder: String, root: String) -> Folder {
        locked { folderLocked(number: tree.folder(Self.path(folder, below: root).utf8, below: tree.root(root))) }
    }

    /// The subfolder `name` of the folder numbered `parent`: its layout is its parent's and its
    /// name.
    func subfolder(_ name: UnsafeBufferPointer<UInt8>, of parent: Int) -> Folder {
        locked { folderLocked(number: tree.subfolder(name, of: parent)) }
    }

    /// The layer group of the target at `row`, as reports name it: asked only where a folder's
    /// files are placed, not for each folder passed through.
    func group(ofTarget row: Int) -> String? {
        locked { tree.targets[row].groupName }
    }

    /// The name of `folder`, as its path spells it.
    func name(of folder: Folder) -> String {
        locked { tree.spelledName(folder.number) }
    }

    /// The folder numbered `number`, laid out; with the lock held.
    private func folderLocked(number: Int) -> Folder {
        var folder = folderLocked(number: number, place: tree.layout(of: number).place)
        folder.namesFiles = tree.hasXcodeFiles(number)
        folder.holdsManifest = tree.holdsManifest(number)
        return folder
    }

    /// The folder numbered `number` as the files of place `place` in it see it.
    private func folderLocked(number: Int, place: FolderLayout.Place) -> Folder {
        guard case .target(let row) = place else { return Folder(number: number, place: place, targetLayer: nil) }
        return Folder(number: number, place: place, targetLayer: tree.targets[row].layer)
    }

    /// The place of the file `name` of `folder` (one that ``Folder/namesFiles``) where an Xcode
    /// project gives it one of its own; nil where it shares its folder's.
    func place(ofFile name: UnsafeBufferPointer<UInt8>, in folder: Folder) -> Folder? {
        locked {
            guard let place = tree.xcodePlace(ofFile: name, in: folder.number), place != folder.place else { return nil }
            return folderLocked(number: folder.number, place: place)
        }
    }

    /// The number of the absolute folder `folder` in the tree, below its project root; outside
    /// the checked folders, below `root` (the root of the manifest that declares it) where it
    /// lies in it: a package's target there is laid out as a check of that root lays it out,
    /// with no root sought up from it; with the lock held.
    private func folderLocked(_ folder: String, in root: String? = nil) -> Int {
        let root = checkedRootLocked(ofFolder: folder)?.folder ?? root.flatMap { Self.path(folder, isWithin: $0) ? $0 : nil }
            ?? ProjectRoot.find(from: folder, in: source, remembering: &rootsFound).folder
        return tree.folder(Self.path(folder, below: root).utf8, below: tree.root(root))
    }

    /// `body`'s result, with the lock held.
    private func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The names `files` import, read on every core: a file's head costs little more than
    /// the calls that open and read it.
    private static func imports(of files: [String], in source: any FileSource) -> Set<String> {
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
            for index in stride(from: job, to: files.count, by: jobs) { names.formUnion(ImportNames.read(file: files[index], in: source)) }
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
        path == folder || FilePaths.isInside(path, folder)
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

    /// The name of `target`, one of this model's: the first of its candidates that the code
    /// imports, else the one its layer group's imported targets are named by, else its default;
    /// with how it was decided. Before the imports are learned, a name that hangs on them is
    /// provisional: unique to the target, and renamed by what ``learn(imports:)`` returns.
    ///
    /// ```swift
    /// let (name, evidence) = model.name(of: target) // ("CoreNetworkInterface", .import)
    /// ```
    public func name(of target: ProjectTarget) -> (name: String, evidence: NameEvidence) {
        locked {
            guard let row = target.row, tree.targets.indices.contains(row), tree.target(row) == target else { return (target.defaultName, .default) }
            return nameLocked(ofTarget: row)
        }
    }

    /// The name of the target at `row`, as ``name(of:)`` gives it: what placement asks, for
    /// each folder of the target.
    func name(ofTarget row: Int) -> String {
        locked { nameLocked(ofTarget: row).name }
    }

    /// ``name(ofTarget:)`` with the lock held, worked out once.
    private func nameLocked(ofTarget row: Int) -> (name: String, evidence: NameEvidence) {
        if row < targetNames.count, let known = targetNames[row] { return known }
        var named: (name: String, evidence: NameEvidence)
        let target = tree.targets[row]
        // Until every target is known, a name its folders give may meet another's.
        if importedNames == nil, target.namedByImports || !target.style.isDeclared && target.layer != .ignored {
            gaveProvisionalNames = true
            named = (provisionalName(ofTarget: row), .default)
        } else {
            named = decidedName(ofTarget: row)
            if let distinct = toldApart[row] { named.name = distinct.name }
        }
        if targetNames.count < tree.targets.count { targetNames.append(contentsOf: repeatElement(nil, count: tree.targets.count - targetNames.count)) }
        targetNames[row] = named
        return named
    }

    /// The name of the target at `row` once the imports are known, or when they do not decide
    /// it. Its candidates are compared with the imports as bytes: only the one chosen is spelled.
    private func decidedName(ofTarget row: Int) -> (name: String, evidence: NameEvidence) {
        let target = tree.targets[row]
        if target.style.isDeclared { return (tree.names(ofTarget: row).defaultName, .manifest) }
        let names = tree.candidateNames(ofTarget: row)
        guard target.namedByImports else { return (names.spelled(0), importedNames?.contains(names[0]) == true ? .import : .default) }
        if let imported = firstImported(names, ofTarget: row) { return (names.spelled(imported), .import) }
        if let declared = declaredCandidate(of: target, imported: true) { return (declared, .manifest) }
        if target.style == .tuist, let group = target.groupName, let pattern = groupPatterns[group], pattern < names.count {
            return (names.spelled(pattern), pattern == 0 ? .default : .pattern)
        }
        // Nothing imports it (an app's top feature): its manifest still knows its name better
        // than its folders do (`Feature/Cake/Feature/`).
        if let declared = declaredCandidate(of: target, imported: false) { return (declared, .manifest) }
        return (names.spelled(0), .default)
    }

    /// The name the `Project.swift` of the target's module declares, with the role's suffix
    /// (`let name = "Networking"` in `Core/Network/`); with `imported`, only one the code
    /// imports.
    private func declaredCandidate(of target: FolderTree.Target, imported: Bool) -> String? {
        // Tests, demos and examples are left out of every report: their names are not read for.
        guard let folder = target.manifestFolder, target.layer != .ignored else { return nil }
        if declaredNames[folder] == nil {
            let bytes = projectsRead.removeValue(forKey: folder) ?? readProject(tree.absolutePath(folder) + "/Project.swift")
            declaredNames[folder] = bytes.map { ProjectManifest.names($0) } ?? []
        }
        let names = declaredNames[folder]!.lazy.map { $0 + target.role.nameSuffix }
        return imported ? names.first { importedNames?.containsProjectModule(ArraySlice($0.utf8)) == true } : names.first
    }

    /// ``readProject(_:)`` of the `Project.swift` at `file` in the folder numbered `folder`,
    /// kept until its names are asked: a file read for an app is not read again.
    private func readProject(at folder: Int, _ file: String) -> [UInt8]? {
        let bytes = readProject(file)
        projectsRead[folder] = bytes
        return bytes
    }

    /// The bytes of the `Project.swift` at `file`; nil, the problem noted, when it cannot be
    /// read or is not UTF-8 text: its module then keeps what its folders say.
    private func readProject(_ file: String) -> [UInt8]? {
        let bytes: [UInt8]
        do {
            bytes = try source.read(file)
        } catch {
            note("\(file): cannot be read (\(error.message)); its module keeps the folder rules")
            return nil
        }
        guard UTF8Validation.firstInvalidOffset(in: bytes) == nil else {
            note("\(file): cannot be read (it is not UTF-8 text); its module keeps the folder rules")
            return nil
        }
        return bytes
    }

    /// Notes `problem` once.
    private func note(_ problem: String) {
        if !foundProblems.contains(problem) { foundProblems.append(problem) }
    }

    /// A name no module is given, and no person reads: the target's row, marked.
    private func provisionalName(ofTarget row: Int) -> String {
        "\u{1}" + String(row)
    }
}
