import DocAuditCore
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
        /// A native target of an Xcode project.
        case xcode = "Xcode"
        /// A target a Tuist `Project.swift` declares with its sources.
        case tuistManifest = "Tuist"

        /// Whether a manifest or project declares the target and its name.
        var isDeclared: Bool { self == .swiftPM || self == .xcode || self == .tuistManifest }
    }

    /// The part the target plays in its module.
    public enum Role: String, Sendable {
        case interface, sources, testing = "test support", tests, example, demo, resources, plugin
        /// Mocks and fixtures for SwiftUI previews (`PreviewSupport`), never shipped.
        case preview

        /// The role a target's own name gives it: `FeatureLoginInterface`, `…Demo`, `…Tests`,
        /// and the names that are a target of their own whole (`SampleApp`, `PreviewSupport`).
        static func suffix(_ name: some BidirectionalCollection<UInt8>) -> Role? {
            // Most names end in none: a suffix is compared only where its last byte is the name's.
            guard let last = name.last else { return nil }
            let count = name.count
            for (suffix, role, wholeName) in suffixes where suffix.last == last && (count > suffix.count || (wholeName && count == suffix.count)) {
                if name.suffix(suffix.count).elementsEqual(suffix) { return role }
            }
            return nil
        }

        /// Whether a folder of just the suffix is such a target too: `Interface` or `Tests` is a
        /// role folder instead (``LayoutName``).
        private static let suffixes: [([UInt8], Role, wholeName: Bool)] = ([
            ("Interface", .interface, false), ("UITests", .tests, false), ("Tests", .tests, false), ("Testing", .testing, false),
            ("Demo", .demo, false), ("Example", .example, false), ("SampleApp", .example, true), ("PreviewSupport", .preview, true),
            // Doubles and helpers only tests use: `NetworkMock`, `Mocks`, `PrimitivesTestKit`.
            ("Mock", .testing, true), ("Mocks", .testing, true), ("Stubs", .testing, true), ("Fakes", .testing, true),
            ("TestKit", .testing, true), ("TestSupport", .testing, true), ("TestCore", .testing, true), ("TestHelpers", .testing, true),
            // The screens and assertions UI tests share (Simplenote's `UITestsFoundation`).
            ("TestsFoundation", .testing, true), ("TestFoundation", .testing, true),
        ] as [(String, Role, Bool)]).map { (Array($0.0.utf8), $0.1, $0.2) }

        /// The layer a target of this role gets, its sources the layer its group gives (`group`,
        /// nil outside a group docaudit knows, where they are `shared`).
        func layer(inGroup group: Layer?) -> Layer {
            switch self {
            case .interface: return .interface
            case .sources: return group ?? .shared
            default: return .ignored
            }
        }

        /// The name Tuist's helpers add for the role: `NetworkInterface`, `NetworkTesting`.
        var nameSuffix: String { nameSuffixText.description }

        /// ``nameSuffix`` as static text: naming compares its bytes in place.
        var nameSuffixText: StaticString {
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
    /// What an Xcode target builds (`app extension`, `framework`, …); nil for other targets.
    public var product: String?
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
    /// `Tools`: the team's tools (command-line projects, scripts) right below the root; deeper
    /// down, a folder of that name is as likely a module's own.
    case topLevelTools
    /// A layer group, with the layer its `Sources` get.
    case group(Layer)
    /// `Mock(s)`, `Stub(s)`, `Fake(s)`: test doubles, left out even inside a module's sources.
    case testDoubles
    /// `*.playground`: a playground's pages and sources, which no target compiles, wherever it
    /// stands.
    case playground
    case other

    /// The names the layout knows exactly, as lowercase bytes, by their length: most names match
    /// none of these lengths, and the others are compared with the few of theirs. Compared
    /// without regard to case: a Mac's disk is not case-sensitive, so Tuist's `Interface/**` takes an
    /// `interface/` folder too.
    private static let exact: [[(name: [UInt8], kind: LayoutName)]] = Dictionary(grouping: ([
        ("Derived", .generated), (".build", .generated),
        ("Interface", .role(.interface)), ("Interfaces", .role(.interface)), ("Sources", .role(.sources)),
        // A module's implementation beside its `Interface`, as some µFeature templates name it.
        ("Implement", .role(.sources)), ("Implementation", .role(.sources)), ("Impl", .role(.sources)),
        ("Testing", .role(.testing)), ("Tests", .role(.tests)), ("Test", .role(.tests)), ("UITests", .role(.tests)),
        ("TestFolder", .role(.tests)), ("TestSupport", .role(.testing)), ("TestHelpers", .role(.testing)),
        ("Example", .role(.example)), ("Examples", .role(.example)), ("Demo", .role(.demo)), ("DemoApp", .role(.demo)),
        ("Resources", .role(.resources)), ("Preview", .role(.preview)), ("Previews", .role(.preview)),
        ("Tuist", .tooling), ("Plugins", .tooling), ("Plugin", .tooling), ("Templates", .tooling), ("Scripts", .tooling),
        ("fastlane", .tooling), ("ProjectDescriptionHelpers", .tooling), (".swiftpm", .tooling), ("Tools", .topLevelTools),
        ("Core", .group(.implementation)), ("CoreKit", .group(.implementation)), ("Domain", .group(.implementation)),
        ("Domains", .group(.implementation)), ("Data", .group(.implementation)), ("Feature", .group(.implementation)),
        ("Features", .group(.implementation)), ("Presentation", .group(.implementation)),
        ("Shared", .group(.shared)), ("DSKit", .group(.shared)), ("DesignSystem", .group(.shared)), ("App", .group(.app)),
        ("Mock", .testDoubles), ("Mocks", .testDoubles), ("Stub", .testDoubles), ("Stubs", .testDoubles), ("Fake", .testDoubles), ("Fakes", .testDoubles),
    ] as [(String, LayoutName)]).map { (name: Array($0.0.lowercased().utf8), kind: $0.1) }, by: \.name.count).reduce(into: []) { table, entry in
        while table.count <= entry.key { table.append([]) }
        table[entry.key] = entry.value
    }

    /// The kind of the folder name `name`.
    init(_ name: some BidirectionalCollection<UInt8>) {
        if let known = Self.known(name) {
            self = known
            return
        }
        let count = name.count
        // `DebugSources`: another target of the module, named by what comes first; a
        // `UnitTestSources` is a test target's.
        if count > 7, name.suffix(7).elementsEqual("Sources".utf8) {
            let before = name.dropLast(7)
            self = before.suffix(4).elementsEqual("Test".utf8) || before.suffix(5).elementsEqual("Tests".utf8) ? .role(.tests) : .role(.sources)
        } else if count > 11, name.suffix(11).elementsEqual("TestSupport".utf8) || count > 12 && name.suffix(12).elementsEqual("TestSupports".utf8) {
            // `UsecaseTestSupports/` inside a module's sources: its mocks, as `Mocks/` are; a
            // module of that name (`NetworkTestSupport/`) is test support by its own name.
            self = .testDoubles
        } else if count >= 11, name.suffix(11).elementsEqual(".xctemplate".utf8) {
            self = .tooling
        } else if count > 11, name.suffix(11).elementsEqual(".playground".utf8) {
            self = .playground
        } else if let group = Self.layerFolder(name) {
            self = group
        } else {
            self = .other
        }
    }

    /// Whether a folder `name` right below the root may hold the app's projects: a layer group
    /// or a folder the layout does not know (`Apps`), not tooling, tests or examples.
    static func opensOnCode(_ name: some BidirectionalCollection<UInt8>) -> Bool {
        switch LayoutName(name) {
        case .other, .group: return true
        default: return false
        }
    }

    /// The kind of `name` if the layout knows it exactly, case aside.
    private static func known(_ name: some BidirectionalCollection<UInt8>) -> LayoutName? {
        let count = name.count
        guard count < exact.count, !exact[count].isEmpty else { return nil }
        // Compared in place where the name's bytes are contiguous, as a folder's always are.
        if let kind = name.withContiguousStorageIfAvailable({ bytes in known(bytes) }) { return kind }
        return Array(name).withUnsafeBufferPointer { known($0) }
    }

    /// ``known(_:)`` of contiguous bytes: each compared with the entries of its length, folded to
    /// lowercase (the entries are stored so).
    private static func known(_ name: UnsafeBufferPointer<UInt8>) -> LayoutName? {
        for entry in exact[name.count] {
            var index = 0
            while index < name.count, entry.name[index] == name[index] | (name[index] >= 0x41 && name[index] <= 0x5A ? 0x20 : 0) { index += 1 }
            if index == name.count { return entry.kind }
        }
        return nil
    }

    /// A layer group spelled as a layer's folder: `CoreLayer`, `3_FeatureLayer`, `DomainLayers`.
    private static func layerFolder(_ name: some BidirectionalCollection<UInt8>) -> LayoutName? {
        // Most names end otherwise: told apart by their last byte.
        guard name.last == UInt8(ascii: "r") || name.last == UInt8(ascii: "s") else { return nil }
        let word = groupWord(name)
        guard word.count < name.count, let kind = known(word), case .group = kind else { return nil }
        return kind
    }

    /// The group's word in a layer's folder name, its number and `Layer` left out
    /// (`3_CoreLayer` is `Core`); the name itself where it is not so spelled.
    static func groupWord<Name: BidirectionalCollection<UInt8>>(_ name: Name) -> Name.SubSequence {
        var word = name[...]
        if word.suffix(6).elementsEqual("Layers".utf8) { word = word.dropLast(6) } else if word.suffix(5).elementsEqual("Layer".utf8) { word = word.dropLast(5) } else { return word }
        // A number that orders the layers: `1_`, `02-`.
        let digits = word.prefix { $0 >= 0x30 && $0 <= 0x39 }
        if !digits.isEmpty, let separator = word.dropFirst(digits.count).first, separator == UInt8(ascii: "_") || separator == UInt8(ascii: "-") {
            word = word.dropFirst(digits.count + 1)
        }
        return word
    }
}

/// A folder's place in its project's layout: what it is, and what its subfolders' places are
/// read from. A subfolder's layout is its parent's and its own name (``entering(_:folder:parent:index:target:)``),
/// a few numbers: the target it stands in is a row of its ``FolderTree``, made once where it starts.
struct FolderLayout: Sendable {
    /// What a folder is to its project, as numbers of its ``FolderTree``.
    enum Place: Sendable, Equatable {
        case unplaced
        /// Inside the target at this row.
        case target(Int)
        case tooling(Tooling)
    }

    /// Why a folder is build tooling or generated: the folder whose name says so.
    enum Tooling: Sendable, Equatable {
        case generated(Int)
        case buildTooling(Int)
        case excludedByPackage
        /// A command-line tool the project's own `Package.swift` builds beside a Tuist workspace.
        case packageTool
        /// A package inside the project that vends neither a library nor a tool: nothing imports
        /// its targets, there for SwiftPM to resolve the tools it pins, or a script's own.
        case toolPackage
        /// A macro's implementation, a compiler plugin: public only for the compiler to load it,
        /// and never published (the macro's declaration in a library target is).
        case macroPlugin
        /// A package's `Snippets/`: example code that DocC shows with `@Snippet`, built by no
        /// target.
        case snippets
        /// A Swift file the Xcode project of this number lists in none of its targets, though it
        /// names other files of its folder (or the folder itself).
        case notInXcodeTarget(Int)
        /// Test doubles (`Mocks/`) inside a target's sources, at this folder.
        case testDoubles(Int)
        /// A playground, at this folder.
        case playground(Int)
        /// A folder no target of the `Project.swift` in this folder takes sources from.
        case notInTuistTarget(Int)
        /// A folder no target read of the `Project.swift` in this folder takes sources from,
        /// where a helper makes targets that could not be read.
        case notInReadTuistTarget(Int)
        /// A `Targets/` folder of a Tuist workspace with no `Project.swift` beside it: what
        /// `tuist init` made before the projects moved elsewhere.
        case leftoverTargets
        /// A folder right below a Tuist workspace's root that none of its `Workspace.swift`'s
        /// `projects:` reaches and that holds no `Project.swift`: Tuist builds nothing in it.
        case notInWorkspace
    }

    let place: Place
    /// Whether every folder below shares ``place`` (unless a manifest names it): tooling, a
    /// SwiftPM target, and a target found by its role folder (`Sources/`, `Interface/`) hold
    /// whatever lies below; a sibling target's folder may still hold role folders of its own.
    let covers: Bool
    /// The first layer group on the folder's path, if one came before any tooling: the folder
    /// right below it is a sibling-style target.
    let firstGroup: Int?

    /// The place of every folder below, where a folder's own files have another (an Xcode
    /// project's folder whose subfolders it does not list are in none of its targets).
    private var below: Place?

    /// The project root's own layout.
    static let root = FolderLayout(place: .unplaced, covers: false, firstGroup: nil)

    /// The layout of a folder that a manifest names (a SwiftPM target, an excluded folder):
    /// what it says holds for everything below.
    init(namedByManifest place: Place) {
        self.init(place: place, covers: true, firstGroup: nil)
    }

    /// The layout of a folder whose files an Xcode project names one by one: the folders below
    /// it take `below`, or, where that is nil, are laid out afresh by their own names.
    init(namedAlone place: Place, below: Place?) {
        self.init(place: place, covers: false, firstGroup: nil)
        self.below = below
    }

    private init(place: Place, covers: Bool, firstGroup: Int?) {
        self.place = place
        self.covers = covers
        self.firstGroup = firstGroup
    }

    /// How a target starts at a folder.
    enum TargetStart {
        /// The folder is a role folder (`Network/Interface`, `Feed/Targets/Sources`).
        case roleFolder(ProjectTarget.Role)
        /// The folder stands right below this layer group folder.
        case sibling(group: Int)
    }

    /// The layout of this folder's subfolder `folder`, whose name is of `kind`, `index` names
    /// below the root in `parent`; `target` adds the target that starts at the subfolder, when
    /// one does, and gives its row.
    func entering(_ kind: LayoutName, folder: Int, parent: Int, index: Int, target: (TargetStart) -> Int) -> FolderLayout {
        if covers { return self }
        if let below {
            // Below an Xcode project's folder, in none of its targets: build tooling and generated
            // code keep saying what they are.
            switch kind {
            case .generated: return settled(.tooling(.generated(folder)))
            case .tooling, .topLevelTools where index == 0: return settled(.tooling(.buildTooling(folder)))
            default: return settled(below)
            }
        }
        var firstGroup = self.firstGroup
        switch kind {
        case .generated:
            // Generated code stands in `Derived/` wherever Tuist puts it.
            return settled(.tooling(.generated(folder)))
        case .role(let role) where index >= 1:
            return settled(.target(target(.roleFolder(role))))
        case .tooling where firstGroup == nil, .topLevelTools where index == 0:
            return settled(.tooling(.buildTooling(folder)))
        case .group where firstGroup == nil:
            firstGroup = folder
        default:
            break
        }
        // No role folder: a sibling target is the folder right below the group, and holds the
        // folders below it that no role folder claims.
        guard let group = firstGroup, group != folder else { return FolderLayout(place: .unplaced, covers: false, firstGroup: firstGroup) }
        let place = group == parent ? Place.target(target(.sibling(group: group))) : self.place
        return FolderLayout(place: place, covers: false, firstGroup: firstGroup)
    }

    /// A subfolder's layout when its place holds for everything below it.
    func settled(_ place: Place) -> FolderLayout {
        FolderLayout(place: place, covers: true, firstGroup: firstGroup)
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

    /// Folders that hold modules or groups without being a group: `Projects/`, `Modules/`,
    /// `WatchModules/`, and Tuist's own `Targets/`.
    static func isContainer(_ name: ArraySlice<UInt8>) -> Bool {
        name.elementsEqual("Projects".utf8) || name.elementsEqual("Targets".utf8) || name.count >= 7 && name.suffix(7).elementsEqual("Modules".utf8)
    }

    /// The manifests and configuration files of Tuist and SwiftPM, by file name, as bytes.
    private static let manifestNames: [[UInt8]] = ["Project.swift", "Package.swift", "Workspace.swift", "Tuist.swift", "Config.swift", "Dependencies.swift"].map { Array($0.utf8) }

    /// Whether a file of this name is a manifest: anywhere outside a target's sources (`inTarget`
    /// false), and `Package.swift` and `Project.swift` everywhere. Names are told apart from
    /// case, as the file systems of Macs do (`workspace.swift` is a manifest there).
    static func isManifest(_ name: some Collection<UInt8>, inTarget: Bool) -> Bool {
        // Asked for every file: compared as bytes, most names told apart by their length.
        guard let known = manifestNames.firstIndex(where: { ByteSearch.equalIgnoringASCIICase($0, name) }) else { return isVersionedPackageManifest(name) }
        return !inTarget || known <= 1
    }

    private static let versionedPackagePrefix = Array("Package@swift-".utf8)

    /// Whether `name` is SwiftPM's manifest for some tools versions (`Package@swift-6.0.swift`),
    /// which it reads instead of `Package.swift` there.
    private static func isVersionedPackageManifest(_ name: some Collection<UInt8>) -> Bool {
        name.count > versionedPackagePrefix.count + 6 && name.starts(with: versionedPackagePrefix) && name.suffix(6).elementsEqual(".swift".utf8)
    }

    /// The role of the folder `path` (relative to the project root, `/`-separated, empty for
    /// the root), from its layout alone: no manifest, no `Project.swift` making an app.
    static func role(of path: String) -> FolderRole {
        var tree = FolderTree()
        let folder = tree.folder(path.utf8, below: tree.root("/"))
        return tree.role(of: tree.layout(of: folder).place)
    }

    /// How a report names the group of the folder `name`: `Features` as `Feature`, `3_CoreLayer`
    /// as `Core`.
    static func groupName(_ name: Substring) -> String {
        let word = Substring(LayoutName.groupWord(name.utf8))
        guard case .group = LayoutName(word.utf8) else { return String(name) }
        switch word {
        case "Features": return "Feature"
        case "Domains": return "Domain"
        default: return String(word)
        }
    }

    /// A SwiftPM target declared by the manifest in `package` (relative to the project root),
    /// its sources in `folder`; `group` is the layer group the package stands in, if any.
    static func packageTarget(_ declared: PackageManifest.Target, folder: String, package: String) -> ProjectTarget {
        // The nearest group above the package's folder (`Modules/Core/DesignSystem` is in Core),
        // else the package's folder itself (`Projects/Shared`).
        let folders = package.split(separator: "/")
        let groupFolder = folders.dropLast().last { groupLayer($0) != nil } ?? folders.last.flatMap { groupLayer($0) != nil ? $0 : nil }
        let role: ProjectTarget.Role
        // A command-line tool is a package's app: no code imports it, and DocC documents
        // libraries.
        let isTool = declared.kind == .executableTarget
        switch declared.kind {
        case .testTarget: role = .tests
        case .plugin: role = .plugin
        case .executableTarget: role = .sources
        default:
            // A library named for tests (`PrimitivesTestKit`, `NetworkMocks`) is test support, never shipped.
            let named = ProjectTarget.Role.suffix(declared.name.utf8)
            role = declared.kind.isModuleCode ? (named == .interface || named == .testing ? named! : .sources) : .resources
        }
        let known = groupFolder.flatMap(groupLayer)
        var made = ProjectTarget(folder: folder, style: .swiftPM, group: groupFolder.map(groupName), groupIsKnown: known != nil,
                                 role: role, layer: isTool ? .app : role.layer(inGroup: known), defaultName: declared.name, candidates: [])
        if isTool { made.product = "executable" }
        return made
    }

    /// The target of an Xcode project that builds `target`, starting at `folder` (relative to the
    /// project root): its app and extension code in the `app` layer, a framework or library as a
    /// SwiftPM library target of its module name would be, tests ignored.
    static func xcodeTarget(_ target: XcodeProject.Target, folder: String) -> ProjectTarget {
        var made: ProjectTarget
        if target.product.isModule || target.product.isTests {
            let kind: PackageManifest.Target.Kind = target.product.isTests ? .testTarget : .target
            made = packageTarget(PackageManifest.Target(name: target.moduleName, kind: kind, path: nil, exclude: []), folder: folder, package: folder)
        } else {
            made = ProjectTarget(folder: folder, style: .xcode, group: nil, groupIsKnown: false, role: .sources, layer: .app,
                                 defaultName: target.moduleName, candidates: [])
        }
        made.style = .xcode
        made.product = target.product.rawValue
        return made
    }
}
