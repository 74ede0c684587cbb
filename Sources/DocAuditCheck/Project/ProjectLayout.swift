import DocAuditRules
/// A target of the project, as Tuist or SwiftPM would make one: the folder its sources are in,
/// the role that folder plays in its module, and the layer that gives it.
public struct ProjectTarget: Sendable, Hashable {
    /// How the layout shows the target.
    public enum Style: String, Sendable {
        /// `<Group>/<Module>/<Role>/…`: Tuist µFeature.
        case tuist
        /// `<Group>/Sources/…`: a layer group's own module.
        case layerRoot = "layer root"
        /// `<Group>/<Name>{Interface,Demo,Tests,…}/…`: one folder per target.
        case sibling
        /// A target a `Package.swift` declares.
        case swiftPM = "SwiftPM"
    }

    /// The part the target plays in its module.
    public enum Role: String, Sendable {
        case interface, sources, testing, tests, example, demo, resources, plugin
        /// Mocks and fixtures for SwiftUI previews (`PreviewSupport`), never shipped.
        case preview

        /// The role a target's own name gives it: `FeatureLoginInterface`, `…Demo`, `…Tests`,
        /// and the names that are a target of their own whole (`SampleApp`, `PreviewSupport`).
        static func suffix(_ name: Substring) -> Role? {
            for (suffix, role, wholeName) in suffixes where name.utf8.count > suffix.utf8.count || (wholeName && name.utf8.count == suffix.utf8.count) {
                if name.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) { return role }
            }
            return nil
        }

        /// Whether a folder of just the suffix is such a target too: `Interface` or `Tests` is a
        /// role folder instead (``LayoutName``).
        private static let suffixes: [(String, Role, wholeName: Bool)] = [
            ("Interface", .interface, false), ("UITests", .tests, false), ("Tests", .tests, false), ("Testing", .testing, false),
            ("Demo", .demo, false), ("Example", .example, false), ("SampleApp", .example, true), ("PreviewSupport", .preview, true),
        ]

        /// The name Tuist's helpers add for the role: `NetworkInterface`, `NetworkTesting`.
        var nameSuffix: String {
            switch self {
            case .interface: return "Interface"
            case .sources: return ""
            case .testing: return "Testing"
            case .tests: return "Tests"
            case .example: return "Example"
            case .demo: return "Demo"
            case .resources: return "Resources"
            case .plugin: return "Plugin"
            case .preview: return "PreviewSupport"
            }
        }
    }

    /// The target's folder, relative to the project root.
    public var folder: String
    public var style: Style
    /// The layer group it belongs to (`Core`, `Feature`, …); nil outside any.
    public var group: String?
    /// Whether ``group`` is a group docaudit knows; an unknown one gives its `Sources` the
    /// `shared` layer, and `docaudit project` names it.
    public var groupIsKnown: Bool
    public var role: Role
    /// The layer the role and group give the target's files.
    public var layer: Layer
    /// The name when nothing else names it: the manifest's for SwiftPM, the folders' otherwise.
    public var defaultName: String
    /// The names Tuist's helpers could give it, most likely first: the first one the code
    /// imports names it.
    public var candidates: [String]
    /// The absolute folder of the `Project.swift` that declares the target's module, if any:
    /// the name it declares (`let name = "Networking"`) names the module when it is imported.
    public var manifestFolder: String?
    /// The target's row in its project model's table of targets (nil before the model holds
    /// it): its name is worked out there, once.
    var row: Int?
}

/// What a folder is to its project: inside a target, build tooling, or neither (the folder
/// rules then give the layer).
public enum FolderRole: Sendable, Equatable {
    case target(ProjectTarget)
    /// Build tooling or generated code, with why: never audited.
    case tooling(String)
    /// No module of a known layout: the default folder rules place it.
    case unplaced

    /// Whether the folder stands in a target.
    var isTarget: Bool {
        if case .target = self { return true }
        return false
    }
}

/// What a folder's own name tells the layout, read once from its bytes: each folder is
/// classified by its name alone, and its parent's ``FolderLayout`` says what that name means
/// where it stands.
enum LayoutName: Equatable {
    /// `Derived/`, `.build/`: generated code, wherever it stands.
    case generated
    /// A folder of a module's target: `Sources`, `Interface`, `Tests`, `DebugSources`, …
    case role(ProjectTarget.Role)
    /// Build tooling above any module: `Tuist`, `Plugins`, `Templates`, `*.xctemplate`, …
    case tooling
    /// A layer group, with the layer its `Sources` get.
    case group(Layer)
    case other

    /// The names the layout knows exactly, as bytes: most names match none of these lengths.
    private static let exact: [(name: [UInt8], kind: LayoutName)] = ([
        ("Derived", .generated), (".build", .generated),
        ("Interface", .role(.interface)), ("Interfaces", .role(.interface)), ("Sources", .role(.sources)),
        ("Testing", .role(.testing)), ("Tests", .role(.tests)), ("UITests", .role(.tests)), ("Example", .role(.example)),
        ("Examples", .role(.example)), ("Demo", .role(.demo)), ("Resources", .role(.resources)),
        ("Tuist", .tooling), ("Plugins", .tooling), ("Plugin", .tooling), ("Templates", .tooling), ("Scripts", .tooling),
        ("fastlane", .tooling), ("ProjectDescriptionHelpers", .tooling), (".swiftpm", .tooling),
        ("Core", .group(.implementation)), ("CoreKit", .group(.implementation)), ("Domain", .group(.implementation)),
        ("Data", .group(.implementation)), ("Feature", .group(.implementation)), ("Features", .group(.implementation)),
        ("Presentation", .group(.implementation)),
        ("Shared", .group(.shared)), ("DSKit", .group(.shared)), ("DesignSystem", .group(.shared)), ("App", .group(.app)),
    ] as [(String, LayoutName)]).map { (Array($0.0.utf8), $0.1) }

    /// The kind of the folder name `name`.
    init(_ name: some BidirectionalCollection<UInt8>) {
        let count = name.count
        for entry in Self.exact where entry.name.count == count && entry.name.elementsEqual(name) {
            self = entry.kind
            return
        }
        // `DebugSources`: another target of the module, named by what comes first.
        if count > 7, name.suffix(7).elementsEqual("Sources".utf8) {
            self = .role(.sources)
        } else if count >= 11, name.suffix(11).elementsEqual(".xctemplate".utf8) {
            self = .tooling
        } else {
            self = .other
        }
    }
}

/// A folder's place in its project's layout: its role, and what its subfolders' roles are read
/// from. A subfolder's layout is its parent's and its own name (``entering(_:target:)``), so no
/// path is read again, and a target's strings are made once, at the folder where it starts.
struct FolderLayout: Sendable {
    /// What the folder is to its project.
    let role: FolderRole
    /// Whether every folder below shares ``role`` (unless a manifest names it): tooling, a
    /// SwiftPM target, and a target found by its role folder (`Sources/`, `Interface/`) hold
    /// whatever lies below; a sibling target's folder may still hold role folders of its own.
    let covers: Bool
    /// How many names the folder's path below the project root has.
    let depth: Int
    /// Where in that path the first layer group stands, if one came before any tooling: the
    /// folder right below it is a sibling-style target.
    let firstGroup: Int?

    /// The project root's own layout.
    static let root = FolderLayout(role: .unplaced, covers: false, depth: 0, firstGroup: nil)

    /// The layout of a folder `depth` names below the root that a manifest names (a SwiftPM
    /// target, an excluded folder): what it says holds for everything below.
    init(namedByManifest role: FolderRole, depth: Int) {
        self.init(role: role, covers: true, depth: depth, firstGroup: nil)
    }

    private init(role: FolderRole, covers: Bool, depth: Int, firstGroup: Int?) {
        self.role = role
        self.covers = covers
        self.depth = depth
        self.firstGroup = firstGroup
    }

    /// How a target starts at a folder.
    enum TargetStart {
        /// The folder is a role folder (`Network/Interface`, `Feed/Targets/Sources`).
        case roleFolder(ProjectTarget.Role)
        /// The folder stands right below the layer group at this position of the path.
        case sibling(group: Int)
    }

    /// The layout of this folder's subfolder `name`; `target` makes the target that starts at
    /// the subfolder, when one does, from the subfolder's path.
    func entering(_ name: some BidirectionalCollection<UInt8>, target: (TargetStart) -> ProjectTarget) -> FolderLayout {
        if covers { return FolderLayout(role: role, covers: true, depth: depth + 1, firstGroup: firstGroup) }
        let index = depth
        var firstGroup = self.firstGroup
        switch LayoutName(name) {
        case .generated:
            // Generated code stands in `Derived/` wherever Tuist puts it.
            return settled(.tooling("generated (" + String(decoding: name, as: UTF8.self) + "/)"))
        case .role(let role) where index >= 1:
            return settled(.target(target(.roleFolder(role))))
        case .tooling where firstGroup == nil:
            return settled(.tooling("build tooling (" + String(decoding: name, as: UTF8.self) + "/)"))
        case .group where firstGroup == nil:
            firstGroup = index
        default:
            break
        }
        // No role folder: a sibling target is the folder right below the group, and holds the
        // folders below it that no role folder claims.
        guard let group = firstGroup, group < index else { return FolderLayout(role: .unplaced, covers: false, depth: index + 1, firstGroup: firstGroup) }
        let role = group + 1 == index ? FolderRole.target(target(.sibling(group: group))) : self.role
        return FolderLayout(role: role, covers: false, depth: index + 1, firstGroup: firstGroup)
    }

    /// A subfolder's layout when its role holds for everything below it.
    private func settled(_ role: FolderRole) -> FolderLayout {
        FolderLayout(role: role, covers: true, depth: depth + 1, firstGroup: firstGroup)
    }
}

/// Reads a folder's place from its path below the project root: the Tuist µFeature layouts
/// (nested, sibling targets and a group's root module), SwiftPM targets from manifests, and
/// build tooling.
enum ProjectLayout {
    /// The layer a group's `Sources` get, by the group folder's name.
    static func groupLayer(_ name: Substring) -> Layer? {
        if case .group(let layer) = LayoutName(name.utf8) { return layer }
        return nil
    }

    /// Whether a folder of `path` is a layer group other than `App`.
    static func isInLayerGroup(_ path: String) -> Bool {
        path.utf8.split(separator: UInt8(ascii: "/")).dropLast().contains { name in
            let name = Substring(name)
            return name != "App" && groupLayer(name) != nil
        }
    }

    /// Folders that hold modules or groups without being a group: `Projects/`, `Modules/`,
    /// `WatchModules/`, and Tuist's own `Targets/`.
    static func isContainer(_ name: Substring) -> Bool {
        name == "Projects" || name == "Targets" || name.hasSuffix("Modules")
    }

    /// The manifests and configuration files of Tuist and SwiftPM, by file name, as bytes.
    private static let manifestNames: [[UInt8]] = ["Project.swift", "Package.swift", "Workspace.swift", "Tuist.swift", "Config.swift", "Dependencies.swift"].map { Array($0.utf8) }

    /// Whether a file of this name is a manifest: anywhere outside a target's sources (`inTarget`
    /// false), and `Package.swift` and `Project.swift` everywhere. Names are told apart from
    /// case, as the file systems of Macs do (`workspace.swift` is a manifest there).
    static func isManifest(_ name: Substring, inTarget: Bool) -> Bool {
        // Asked for every file: compared as bytes, most names told apart by their length.
        let name = name.utf8
        func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        guard let known = manifestNames.firstIndex(where: { $0.count == name.count && zip($0, name).allSatisfy { lowercased($0) == lowercased($1) } }) else { return false }
        return !inTarget || known <= 1
    }

    /// The role of the folder `path` (relative to the project root, `/`-separated, empty for
    /// the root), from its layout alone: no manifest, no `Project.swift` making an app.
    static func role(of path: String) -> FolderRole {
        var layout = FolderLayout.root
        for name in path.utf8.split(separator: UInt8(ascii: "/")) {
            layout = layout.entering(name) { target($0, path: String(Substring(path.utf8[..<name.endIndex]))) }
        }
        return layout.role
    }

    /// The target that starts at the folder `path` (relative to the project root), as `start`
    /// says it does.
    static func target(_ start: FolderLayout.TargetStart, path: String) -> ProjectTarget {
        let folders = path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
        switch start {
        case .roleFolder(let role):
            return tuistTarget(folders, roleIndex: folders.count - 1, role: role, folder: path)
        case .sibling(let group):
            let name = folders[group + 1]
            return target(folder: path, style: .sibling, group: folders[group], role: ProjectTarget.Role.suffix(name) ?? .sources,
                          defaultName: String(name), candidates: [String(name)] + groupNames(folders[group]).map { $0 + name })
        }
    }

    /// The target of a role folder at `roleIndex`, its module's folder just above it, or above
    /// the module's `Targets/` folder (`Community/Targets/Interface/`).
    private static func tuistTarget(_ folders: [Substring], roleIndex: Int, role folderRole: ProjectTarget.Role, folder: String) -> ProjectTarget {
        let moduleIndex = roleIndex >= 2 && folders[roleIndex - 1] == "Targets" ? roleIndex - 2 : roleIndex - 1
        let module = folders[moduleIndex]
        // `DebugSources` is the target `<Module>Debug`.
        let variant = folderRole == .sources ? String(folders[roleIndex].dropLast("Sources".count)) : ""
        let group = folders[..<moduleIndex].last { groupLayer($0) != nil }
        if group == nil, groupLayer(module) != nil {
            let name = String(module) + folderRole.nameSuffix
            return target(folder: folder, style: .layerRoot, group: module, role: folderRole, defaultName: name, candidates: [name])
        }
        // `FeatureLoginDemo/Sources`: a sibling target's own folders.
        if folderRole == .sources, let role = ProjectTarget.Role.suffix(module) {
            return target(folder: folder, style: .sibling, group: group ?? unknownGroup(folders, above: moduleIndex), role: role,
                          defaultName: String(module), candidates: [String(module)] + (group.map(groupNames) ?? []).map { $0 + module })
        }
        let suffix = variant + folderRole.nameSuffix
        var candidates = [String(module) + suffix]
        for name in group.map(groupNames) ?? [] {
            candidates += [name + module + suffix, module + name + suffix]
        }
        // A target folder inside its module's (`Feature/CakeShop/Feature/Sources`): Tuist's
        // helpers name it with the module's folder (`FeatureCakeShop`).
        if moduleIndex >= 1, case let parent = folders[moduleIndex - 1], parent != group, parent != "Targets", !isContainer(parent) {
            candidates += [module + parent + suffix, parent + module + suffix]
        }
        return target(folder: folder, style: .tuist, group: group ?? unknownGroup(folders, above: moduleIndex), role: folderRole,
                      defaultName: String(module) + suffix, candidates: candidates)
    }

    /// The folder that groups the module at `module` though docaudit does not know it as a
    /// group (`UserInterface/`); nil when a container (`Projects/`) or nothing holds it.
    private static func unknownGroup(_ folders: [Substring], above module: Int) -> Substring? {
        guard module >= 1, !isContainer(folders[module - 1]) else { return nil }
        return folders[module - 1]
    }

    /// The spellings a group lends a name: `Features` also as `Feature`.
    private static func groupNames(_ group: Substring) -> [String] {
        group.hasSuffix("s") && group.count > 1 ? [String(group), String(group.dropLast())] : [String(group)]
    }

    /// A target, its layer from its role and group.
    private static func target(folder: String, style: ProjectTarget.Style, group: Substring?, role: ProjectTarget.Role,
                               defaultName: String, candidates: [String]) -> ProjectTarget {
        let known = group.flatMap(groupLayer)
        let layer: Layer
        switch role {
        case .interface: layer = .interface
        case .sources: layer = known ?? .shared
        default: layer = .ignored
        }
        var unique: [String] = []
        for candidate in candidates where !unique.contains(candidate) { unique.append(candidate) }
        return ProjectTarget(folder: folder, style: style, group: group.map { $0 == "Features" ? "Feature" : String($0) }, groupIsKnown: known != nil,
                             role: role, layer: layer, defaultName: defaultName, candidates: unique, manifestFolder: nil)
    }

    /// A SwiftPM target declared by the manifest in `package` (relative to the project root),
    /// its sources in `folder`; `group` is the layer group the package stands in, if any.
    static func packageTarget(_ declared: PackageManifest.Target, folder: String, package: String) -> ProjectTarget {
        let groupFolder = package.split(separator: "/").last { groupLayer($0) != nil }
        let role: ProjectTarget.Role
        switch declared.kind {
        case .testTarget: role = .tests
        case .plugin: role = .plugin
        default: role = declared.kind.isModuleCode ? (ProjectTarget.Role.suffix(Substring(declared.name)) == .interface ? .interface : .sources) : .resources
        }
        var made = target(folder: folder, style: .swiftPM, group: groupFolder, role: role, defaultName: declared.name, candidates: [])
        if groupFolder == nil { made.group = nil }
        return made
    }
}
