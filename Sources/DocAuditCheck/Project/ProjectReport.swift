import DocAuditCore
import DocAuditRules

/// What `docaudit project` tells of the files under some paths: the root of each, each module
/// with its name and why, its group, role, layer and files, and every folder left out with why.
public struct ProjectReport: Sendable {
    /// One module: the files one name and layer gather.
    public struct Module: Sendable, Equatable {
        public var name: String
        public var evidence: ProjectModel.NameEvidence
        /// The name the evidence gave this module and another folder's too, where it is named
        /// apart by its folders (`Demo` for `ReportFeatureDemo`); nil otherwise.
        public var sharedName: String?
        public var group: String?
        /// Whether the group is one docaudit knows; nil outside any group.
        public var groupIsKnown: Bool?
        /// The target's role and layout, `folder rules` where no layout names one.
        public var role: String
        public var style: String
        public var layer: Layer
        /// The target's folder, relative to the root; the first file's folder otherwise.
        public var folder: String
        public var files: Int
    }

    /// A folder whose files are not audited, with why.
    public struct LeftOut: Sendable, Equatable {
        public var folder: String
        public var reason: String
        public var files: Int
    }

    /// The roots of the checked paths, each with why it is the root.
    public var roots: [ProjectRoot]
    /// The folder reports name each root's files from, by root: the repository around a
    /// package or workspace checked alone (``ProjectModel/reportRoot(ofFolder:)``).
    public var pathRoots: [String: String] = [:]
    /// The modules, audited ones first, then by name.
    public var modules: [Module]
    public var leftOut: [LeftOut]
    /// What could not be read: manifests, configurations, paths.
    public var problems: [String]
    /// The Xcode projects met, with what was read of each.
    public var xcodeProjects: [ProjectModel.XcodeProjectReading]
    /// The `Project.swift` files met, with whether their targets were read.
    public var tuistProjects: [ProjectModel.XcodeProjectReading]
    /// The files several Xcode targets build, and the target whose place they take.
    public var sharedSources: [ProjectModel.SharedSources]
    /// The files counted as `check --stats` and the check's summary count them.
    public var counts = FileCounts()

    /// How many files are audited, read as app code, ignored and excluded.
    public struct FileCounts: Sendable, Equatable {
        public var audited = 0
        /// Read only for the rules that look at the App layer.
        public var app = 0
        /// Never read: tests, demos, manifests, build tooling, test support.
        public var ignored = 0
        public var excluded = 0

        /// The counts in the words `check --stats` uses: `12 audited, 3 app code, 40 ignored`.
        public var text: String {
            "\(audited) audited, \(app) app code" + (ignored > 0 ? ", \(ignored) ignored" : "") + (excluded > 0 ? ", \(excluded) excluded" : "")
        }
    }

    /// The report of the files of `tree`, placed as `check` places them.
    ///
    /// ```swift
    /// let tree = SourceWalker.tree(of: ["."], noting: Configuration.fileName)
    /// let report = ProjectReport(tree: tree, configurations: ConfigurationResolver(walked: tree))
    /// ```
    public init(tree: SourceWalker.Tree, configurations: ConfigurationResolver) {
        let project = configurations.project
        roots = []
        for (_, root) in project.roots where !roots.contains(root) { roots.append(root) }
        for root in roots where root.marker != nil {
            let named = project.reportRoot(ofFolder: root.folder).folder
            if named != root.folder { pathRoots[root.folder] = named }
        }
        problems = tree.problems.map(\.description)
        var modules: [String: Module] = [:]
        var leftOut: [String: LeftOut] = [:]
        var targetFolders: [String: (target: String, files: [String: Int])] = [:]
        var cache = PlacementCache()
        for path in tree.files {
            let place: Placement
            do {
                place = try cache.placement(of: path, resolver: configurations)
            } catch {
                if !problems.contains("\(error)") { problems.append("\(error)") }
                continue
            }
            let absoluteFolder = FilePaths.folder(of: FilePaths.absolute(path))
            // Folders are named from the root reports name files from; a target's folder is
            // its layout root's, which a nested workspace's lies below.
            let root = project.reportRoot(ofFolder: absoluteFolder).folder
            let relativeFolder = ProjectModel.path(absoluteFolder, below: root)
            let layoutRoot = ProjectModel.path(project.root(ofFolder: absoluteFolder).folder, below: root)
            func fromRoot(_ folder: String) -> String { layoutRoot.isEmpty ? folder : folder.isEmpty ? layoutRoot : layoutRoot + "/" + folder }
            let role = project.role(ofFile: FilePaths.absolute(path))
            // Read as `check` reads it: a file a tool wrote is ignored by its header.
            let generated = !place.excluded && place.layer != .ignored && ((try? project.source.read(path)).map(GeneratedSource.isMarked) ?? false)
            if place.excluded {
                counts.excluded += 1
            } else if generated {
                counts.ignored += 1
            } else if place.layer == .app {
                counts.app += 1
            } else if place.layer == .ignored {
                counts.ignored += 1
            } else {
                counts.audited += 1
            }
            if place.excluded || generated || !Layer.audited.contains(place.layer) {
                // A playground is told as one line, not a line for each of its pages.
                let playground = relativeFolder.range(of: ".playground/").map { String(relativeFolder[..<$0.lowerBound]) + ".playground" }
                let folder = playground ?? (relativeFolder.isEmpty ? "." : relativeFolder)
                let why: String
                if place.excluded {
                    why = "excluded by " + (place.configuration.file ?? "the configuration")
                } else if generated {
                    why = "generated (its header says so)"
                } else if ProjectLayout.isManifest(place.fileName.utf8, inTarget: true), project.isInNoXcodeTarget(FilePaths.absolute(path)) {
                    // A local package's `Package.swift` in no target of the Xcode project around it is still its manifest.
                    why = "manifest"
                } else if case .tooling(let reason) = role {
                    why = reason
                } else if ProjectLayout.isManifest(place.fileName.utf8, inTarget: role.isTarget) {
                    why = "manifest"
                } else if case .target(let target) = role, place.configuration.layersConfigured == false {
                    let name = project.name(of: target).name
                    // A library named for tests is test support, whatever builds it.
                    let product = target.product.map { target.style.rawValue + " " + $0 + " " + name + (target.role == .testing ? ", test support" : "") }
                    why = (product ?? target.role.rawValue + " of " + name) + (place.layer == .app ? " (app)" : "")
                        + (project.sharedName(of: target).map { ", told apart by its folder from another \"" + $0 + "\"" } ?? "")
                    // A target's files left out are told on one line, placed once they are all known.
                    targetFolders["\u{1}" + why, default: (fromRoot(target.folder), [:])].files[relativeFolder, default: 0] += 1
                    continue
                } else {
                    why = "layer " + place.layer.rawValue + (place.configuration.layersConfigured ? " (configuration)" : "")
                }
                let key = folder + "\u{0}" + why
                leftOut[key, default: LeftOut(folder: folder, reason: why, files: 0)].files += 1
                continue
            }
            var entry: Module
            if case .target(let target) = role {
                let (name, evidence) = project.name(of: target)
                entry = Module(name: place.module, evidence: place.module == name ? evidence : .configuration,
                               sharedName: place.module == name ? project.sharedName(of: target) : nil, group: target.group,
                               groupIsKnown: target.group.map { _ in target.groupIsKnown }, role: target.product ?? target.role.rawValue, style: target.style.rawValue,
                               layer: place.layer, folder: fromRoot(target.folder).isEmpty ? "." : fromRoot(target.folder), files: 0)
            } else {
                entry = Module(name: place.module, evidence: place.configuration.modules.isEmpty ? .default : .configuration, sharedName: nil, group: nil,
                               groupIsKnown: nil, role: "folder rules", style: "folder rules", layer: place.layer,
                               folder: relativeFolder.isEmpty ? "." : relativeFolder, files: 0)
            }
            let key = entry.name + "\u{0}" + entry.layer.rawValue
            if let known = modules[key] { entry = known }
            entry.files += 1
            modules[key] = entry
        }
        self.modules = modules.values.sorted { ($0.name, $0.layer.rawValue) < ($1.name, $1.layer.rawValue) }
        for (key, (targetFolder, folders)) in targetFolders {
            let (folder, elsewhere) = Self.mainFolder(of: folders, target: targetFolder)
            let why = String(key.dropFirst()) + (elsewhere == 0 ? "" : ", and " + ProjectModel.counted(elsewhere, "file") + " elsewhere")
            leftOut[key] = LeftOut(folder: folder, reason: why, files: folders.values.reduce(0, +))
        }
        self.leftOut = Self.merged(leftOut.values.sorted { ($0.folder, $0.reason) < ($1.folder, $1.reason) })
        // Asked last: naming the modules may have read a `Project.swift` that cannot be read.
        problems = (project.problems + problems).sorted()
        xcodeProjects = project.xcodeProjects
        tuistProjects = project.tuistProjects
        sharedSources = project.sharedSources
    }

    /// The folder a target's files are told under, given as how many each folder holds, and how
    /// many lie outside it: the target's own folder where it holds them all, else the top folder
    /// with the most files, narrowed to what its files share. A watch app's own folder and the one
    /// file of the phone app's it builds too are told as the first, not as the root they share.
    private static func mainFolder(of folders: [String: Int], target: String) -> (folder: String, elsewhere: Int) {
        if !target.isEmpty, folders.keys.allSatisfy({ $0 == target || $0.hasPrefix(target + "/") }) { return (target, 0) }
        var tops: [Substring: (files: Int, common: Substring)] = [:]
        for (folder, files) in folders {
            let top = folder.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)[0]
            tops[top] = tops[top].map { ($0.files + files, FilePaths.commonFolder($0.common, Substring(folder))) } ?? (files, Substring(folder))
        }
        let main = tops.max { $0.value.files < $1.value.files || ($0.value.files == $1.value.files && $0.key > $1.key) }!.value
        return (main.common.isEmpty ? "." : String(main.common), folders.values.reduce(0, +) - main.files)
    }

    /// `folders` (sorted by folder), each folder left out for the same reason as a folder above
    /// it counted in that one's line: `Tuist/` once, not each helper folder below it.
    private static func merged(_ folders: [LeftOut]) -> [LeftOut] {
        var kept: [LeftOut] = []
        for folder in folders {
            if let above = kept.lastIndex(where: { $0.reason == folder.reason && $0.folder != "." && folder.folder.hasPrefix($0.folder + "/") }) {
                kept[above].files += folder.files
            } else {
                kept.append(folder)
            }
        }
        return kept
    }

    /// The report as text, for a person.
    ///
    /// ```swift
    /// print(report.text)
    /// ```
    public var text: String {
        var text = ""
        for root in roots { text += "root: " + root.folder + " (" + root.reason + ")" + (pathRoots[root.folder].map { "; paths from " + $0 } ?? "") + "\n" }
        text += "files: " + counts.text + "\n"
        text += "\nmodules (\(modules.count)):\n"
        let nameWidth = min(40, modules.map(\.name.count).max() ?? 0)
        for module in modules {
            var line = "  " + module.name.padding(toLength: max(nameWidth, module.name.count), withPad: " ", startingAt: 0)
            line += "  " + module.layer.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)
            line += "  " + ProjectModel.counted(module.files, "file").padding(toLength: 9, withPad: " ", startingAt: 0)
            line += "  " + module.folder
            var facts = ["name: " + module.evidence.rawValue + (module.sharedName.map { ", told apart by its folder from another \"" + $0 + "\"" } ?? ""),
                         module.style == module.role ? module.role : module.style + " " + module.role]
            if let group = module.group { facts.append("group " + group + (module.groupIsKnown == false ? " (unknown group: its Sources are shared)" : "")) }
            text += line + "  (" + facts.joined(separator: ", ") + ")\n"
        }
        if !leftOut.isEmpty {
            text += "\nleft out (" + ProjectModel.counted(leftOut.reduce(0) { $0 + $1.files }, "file") + "):\n"
            for folder in leftOut { text += "  " + folder.folder + "  " + ProjectModel.counted(folder.files, "file") + "  " + folder.reason + "\n" }
        }
        for (title, readings) in [("Tuist projects", tuistProjects), ("Xcode projects", xcodeProjects)] where !readings.isEmpty {
            text += "\n\(title) (\(readings.count)):\n"
            for reading in readings { text += "  " + reading.path + "  " + reading.note + "\n" }
        }
        if !sharedSources.isEmpty {
            text += "\nin several targets (each file is audited as the first target named):\n"
            for shared in sharedSources {
                text += "  " + (shared.folder.map { $0 + "/ (synchronized folder)" } ?? ProjectModel.counted(shared.files, "file")) + "  in " + shared.targets.joined(separator: ", ")
                text += ": audited as " + shared.targets[0] + " (" + shared.audited + ")\n"
            }
        }
        let unknown = Set(modules.compactMap { $0.groupIsKnown == false ? $0.group : nil }).sorted()
        if !unknown.isEmpty {
            text += "\nunknown layer groups: " + unknown.joined(separator: ", ") + " (their Sources are audited as shared; set \"layers\" in .docaudit.json to say otherwise)\n"
        }
        return text
    }

    /// The report as JSON.
    ///
    /// ```swift
    /// print(report.json)
    /// ```
    public var json: String {
        let roots = roots.map { JSONText.object([("folder", JSONText.quoted($0.folder)), ("marker", $0.marker.map { JSONText.quoted($0.rawValue) } ?? "null"), ("reason", JSONText.quoted($0.reason)),
                                                 ("pathsFrom", JSONText.quoted(pathRoots[$0.folder] ?? $0.folder))]) }
        let modules = modules.map { module in
            JSONText.object([
                ("name", JSONText.quoted(module.name)), ("evidence", JSONText.quoted(module.evidence.rawValue)),
                ("sharedName", module.sharedName.map(JSONText.quoted) ?? "null"),
                ("group", module.group.map(JSONText.quoted) ?? "null"), ("knownGroup", module.groupIsKnown.map { $0 ? "true" : "false" } ?? "null"),
                ("role", JSONText.quoted(module.role)), ("layout", JSONText.quoted(module.style)), ("layer", JSONText.quoted(module.layer.rawValue)),
                ("folder", JSONText.quoted(module.folder)), ("files", String(module.files)),
            ])
        }
        let leftOut = leftOut.map { JSONText.object([("folder", JSONText.quoted($0.folder)), ("reason", JSONText.quoted($0.reason)), ("files", String($0.files))]) }
        let xcode = xcodeProjects.map { JSONText.object([("path", JSONText.quoted($0.path)), ("note", JSONText.quoted($0.note))]) }
        let tuist = tuistProjects.map { JSONText.object([("path", JSONText.quoted($0.path)), ("note", JSONText.quoted($0.note))]) }
        let shared = sharedSources.map { shared in
            JSONText.object([("folder", shared.folder.map(JSONText.quoted) ?? "null"), ("files", String(shared.files)),
                             ("targets", "[" + shared.targets.map(JSONText.quoted).joined(separator: ", ") + "]"), ("audited", JSONText.quoted(shared.audited))])
        }
        return JSONText.object([
            ("roots", "[" + roots.joined(separator: ", ") + "]"),
            ("files", JSONText.object([("audited", String(counts.audited)), ("app", String(counts.app)), ("ignored", String(counts.ignored)), ("excluded", String(counts.excluded))])),
            ("modules", "[\n" + modules.map { "  " + $0 }.joined(separator: ",\n") + "\n]"),
            ("leftOut", "[\n" + leftOut.map { "  " + $0 }.joined(separator: ",\n") + "\n]"),
            ("tuistProjects", "[" + tuist.joined(separator: ", ") + "]"),
            ("xcodeProjects", "[" + xcode.joined(separator: ", ") + "]"),
            ("sharedSources", "[" + shared.joined(separator: ", ") + "]"),
            ("problems", "[" + problems.map(JSONText.quoted).joined(separator: ", ") + "]"),
        ]) + "\n"
    }
}
