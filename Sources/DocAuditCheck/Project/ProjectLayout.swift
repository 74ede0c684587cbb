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

        /// The role a folder of this name gives the folders below it, in a module's folder.
        static func folder(_ name: Substring) -> Role? {
            // Compared as a String: a short one is compared in its own bits.
            switch String(name) {
            case "Interface", "Interfaces": return .interface
            case "Sources": return .sources
            case "Testing": return .testing
            case "Tests", "UITests": return .tests
            case "Example", "Examples": return .example
            case "Demo": return .demo
            case "Resources": return .resources
            // `DebugSources`: another target of the module, named by what comes first.
            default: return name.utf8.count > 7 && name.utf8.suffix(7).elementsEqual("Sources".utf8) ? .sources : nil
            }
        }

        /// The role a target's own name gives it: `FeatureLoginInterface`, `…Demo`, `…Tests`,
        /// and the names that are a target of their own whole (`SampleApp`, `PreviewSupport`).
        static func suffix(_ name: Substring) -> Role? {
            for (suffix, role, wholeName) in suffixes where name.utf8.count > suffix.utf8.count || (wholeName && name.utf8.count == suffix.utf8.count) {
                if name.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) { return role }
            }
            return nil
        }

        /// Whether a folder of just the suffix is such a target too: `Interface` or `Tests` is a
        /// role folder instead, read by ``folder(_:)``.
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
}

/// What a folder is to its project: inside a target, build tooling, or neither (the folder
/// rules then give the layer).
public enum FolderRole: Sendable, Equatable {
    case target(ProjectTarget)
    /// Build tooling or generated code, with why: never audited.
    case tooling(String)
    /// No module of a known layout: the default folder rules place it.
    case unplaced
}

extension FolderRole {
    /// Whether every folder inside this one has this role: tooling, a SwiftPM target, and a
    /// target found by its role folder (`Sources/`, `Interface/`) all hold whatever lies below.
    /// A sibling target's folder may still hold role folders of its own.
    var coversItsFolders: Bool {
        switch self {
        case .tooling: return true
        case .unplaced: return false
        case .target(let target):
            let last = target.folder.utf8.lastIndex(of: UInt8(ascii: "/")).map { target.folder[target.folder.index(after: $0)...] } ?? Substring(target.folder)
            return target.style == .swiftPM || ProjectTarget.Role.folder(last) != nil
        }
    }
}

/// Reads a folder's place from its path below the project root: the Tuist µFeature layouts
/// (nested, sibling targets and a group's root module), SwiftPM targets from manifests, and
/// build tooling.
enum ProjectLayout {
    /// The layer a group's `Sources` get, by the group folder's name.
    static func groupLayer(_ name: Substring) -> Layer? {
        switch String(name) {
        case "Core", "CoreKit", "Domain", "Data", "Feature", "Features", "Presentation": return .implementation
        case "Shared", "DSKit", "DesignSystem": return .shared
        case "App": return .app
        default: return nil
        }
    }

    /// Whether a folder of `path` is a layer group other than `App`.
    static func isInLayerGroup(_ path: String) -> Bool {
        path.utf8.split(separator: UInt8(ascii: "/")).dropLast().contains { name in
            let name = Substring(name)
            return name != "App" && groupLayer(name) != nil
        }
    }

    /// Folders of build tooling, above any module.
    static func isTooling(_ name: Substring) -> Bool {
        switch String(name) {
        case "Tuist", "Plugins", "Plugin", "Templates", "Scripts", "fastlane", "ProjectDescriptionHelpers", ".build", ".swiftpm": return true
        default: return name.hasSuffix(".xctemplate")
        }
    }

    /// Folders that hold modules or groups without being a group: `Projects/`, `Modules/`,
    /// `WatchModules/`, and Tuist's own `Targets/`.
    static func isContainer(_ name: Substring) -> Bool {
        name == "Projects" || name == "Targets" || name.hasSuffix("Modules")
    }

    /// The manifests and configuration files of Tuist and SwiftPM, by file name.
    static let manifestNames: Set<Substring> = ["Project.swift", "Package.swift", "Workspace.swift", "Tuist.swift", "Config.swift", "Dependencies.swift"]

    /// Whether a file of this name in a folder of role `role` is a manifest: anywhere outside a
    /// target's sources, and `Package.swift` and `Project.swift` everywhere. Names are told
    /// apart from case, as the file systems of Macs do (`workspace.swift` is a manifest there).
    static func isManifest(_ name: Substring, in role: FolderRole) -> Bool {
        // Asked for every file: most names are told apart by their length or first letter.
        guard name.utf8.count >= 11, name.utf8.count <= 18, let first = name.utf8.first, "PpWwTtCcDd".utf8.contains(first),
              let known = manifestNames.first(where: { $0.lowercased() == name.lowercased() }) else { return false }
        if case .target = role { return known == "Package.swift" || known == "Project.swift" }
        return true
    }

    /// The place of the folder `path` (relative to the project root, `/`-separated, empty for
    /// the root), with `packageTarget` telling the SwiftPM target a folder stands in, if any
    /// (nil when the project declares none).
    static func role(of path: String, packageTarget: ((String) -> ProjectTarget?)?, makesApp: (String) -> Bool = { _ in false }) -> FolderRole {
        var role = layoutRole(of: path, packageTarget: packageTarget)
        // A `Project.swift` making an app puts its module's sources in the App layer, unless a
        // layer group holds the module.
        if case .target(var target) = role, target.style != .swiftPM, target.role == .sources, target.layer != .app, !target.groupIsKnown,
           let slash = target.folder.utf8.lastIndex(of: UInt8(ascii: "/")), makesApp(String(target.folder[..<slash])) {
            target.layer = .app
            role = .target(target)
        }
        return role
    }

    private static func layoutRole(of path: String, packageTarget: ((String) -> ProjectTarget?)?) -> FolderRole {
        let folders = path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
        // SwiftPM's targets first: a package's own folders say what they are.
        if let packageTarget {
            for folder in folders {
                if let target = packageTarget(String(path[..<folder.endIndex])) { return .target(target) }
            }
        }
        var firstGroup: Int?
        for (index, folder) in folders.enumerated() {
            // Generated code stands in `Derived/` wherever Tuist puts it.
            if folder == "Derived" || folder == ".build" { return .tooling("generated (" + folder + "/)") }
            if index >= 1, let role = ProjectTarget.Role.folder(folder) {
                return .target(tuistTarget(folders, roleIndex: index, role: role, folder: String(path[..<folder.endIndex])))
            }
            if firstGroup == nil, isTooling(folder) { return .tooling("build tooling (" + folder + "/)") }
            if firstGroup == nil, groupLayer(folder) != nil { firstGroup = index }
        }
        // No role folder: a sibling target is the folder right below the group.
        if let group = firstGroup, group + 1 < folders.count {
            let name = folders[group + 1]
            let role = ProjectTarget.Role.suffix(name) ?? .sources
            return .target(target(folder: String(path[..<name.endIndex]), style: .sibling, group: folders[group], role: role,
                                  defaultName: String(name), candidates: [String(name)] + groupNames(folders[group]).map { $0 + name }))
        }
        return .unplaced
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
