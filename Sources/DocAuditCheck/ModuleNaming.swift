/// A configured module: files matching any of `paths` belong to the module `name`.
public struct ModuleRule: Sendable, Hashable {
    /// The module's name.
    public var name: String
    /// Globs matched against the path relative to the configuration's folder.
    public var paths: [Glob]

    /// Creates a rule.
    ///
    /// ```swift
    /// let rule = ModuleRule(name: "DesignSystem", paths: [Glob("Shared/DesignSystem/**")])
    /// ```
    public init(name: String, paths: [Glob]) {
        self.name = name
        self.paths = paths
    }
}

/// Names the module a file belongs to, from its path: the configuration's `modules` first,
/// then the layouts of Tuist µFeature and SwiftPM projects.
///
/// - `<Layer>/<Module>/Interface/…` (or `Interfaces`) is `<Module>Interface`; a folder whose
///   name ends in `Interface` is that module;
/// - `<Layer>/<Module>/Sources/…` with `<Layer>` one of Core, Domain, Feature, Features,
///   Shared, App is `<Module>`;
/// - `Sources/<Target>/…` is `<Target>`, and `<Module>/Sources/File.swift` is `<Module>`;
/// - anything else is named after the folder holding the file.
public struct ModuleNamer: Sendable {
    /// The configured modules, tried in order before the layouts.
    public var rules: [ModuleRule]

    /// Creates a namer with configured modules.
    ///
    /// ```swift
    /// let namer = ModuleNamer(rules: configuration.modules)
    /// ```
    public init(rules: [ModuleRule] = []) {
        self.rules = rules
    }

    /// The module of the file at `path`, relative to the configuration's folder; `rootName`
    /// names a file that stands directly in that folder.
    ///
    /// ```swift
    /// ModuleNamer().module(of: "Projects/Core/Network/Interface/Endpoint.swift") // "NetworkInterface"
    /// ModuleNamer().module(of: "Sources/DocAuditCore/Lexer.swift")               // "DocAuditCore"
    /// ```
    public func module(of path: String, rootName: @autoclosure () -> String = "") -> String {
        if let configured = configuredModule(of: path) { return configured }
        let file = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
        return Self.trail(of: String(file)).module(rootName: rootName())
    }

    /// The module a configured pattern gives the file at `path` (relative to the
    /// configuration's folder); nil when none matches.
    ///
    /// ```swift
    /// ModuleNamer(rules: configuration.modules).configuredModule(of: "Shared/DesignSystem/Sources/Color.swift")
    /// ```
    public func configuredModule(of path: String) -> String? {
        rules.first { $0.paths.contains { $0.matches(path) } }?.name
    }

    /// The trail of the folders of `folder`, a path relative to the configuration's folder.
    static func trail(of folder: String) -> ModuleTrail {
        var trail = ModuleTrail()
        for name in folder.utf8.split(separator: UInt8(ascii: "/")) where !name.elementsEqual(".".utf8) {
            trail.enter(String(Substring(name)))
        }
        return trail
    }
}

/// What naming a module has learned from a path's folders, taken one at a time from the
/// first: a subfolder's trail is its parent's and one name more, so placement names each
/// folder's module without reading the whole path again. Folder names are compared as bytes:
/// exact names, as the file system spells them.
struct ModuleTrail: Sendable {
    /// The module an `Interface` folder names, from the first one met.
    private var interface: String?
    private var sources = SourcesFolder.notMet
    private var last: String?
    private var beforeLast: String?

    /// What the first `Sources` folder says.
    private enum SourcesFolder: Sendable {
        case notMet
        /// The module is settled: `<Layer>/<Module>/Sources` or `Sources/<Target>`.
        case settled(String)
        /// `Sources` is the last folder so far: its parent names the module (if any), unless a
        /// folder follows, which then does.
        case awaiting(parent: String?)
    }

    private static let layerFolders = ["Core", "Domain", "Feature", "Features", "Shared", "App"]

    /// Takes the next folder, one level down.
    mutating func enter(_ name: String) {
        if interface == nil {
            if Self.equal(name, "Interface") || Self.equal(name, "Interfaces") {
                interface = last.map { $0 + "Interface" } ?? name
            } else if name.utf8.count > 9, name.utf8.suffix(9).elementsEqual("Interface".utf8) {
                interface = name
            }
        }
        switch sources {
        case .notMet where Self.equal(name, "Sources"):
            if let beforeLast, let last, Self.layerFolders.contains(where: { Self.equal(beforeLast, $0) }) {
                sources = .settled(last)
            } else {
                sources = .awaiting(parent: last)
            }
        case .awaiting:
            sources = .settled(name)
        default:
            break
        }
        beforeLast = last
        last = name
    }

    /// The module of a file in the folder reached; `rootName` when there is no folder at all.
    func module(rootName: @autoclosure () -> String) -> String {
        if let interface { return interface }
        switch sources {
        case .settled(let name): return name
        case .awaiting(let parent?): return parent
        default: return last ?? rootName()
        }
    }

    private static func equal(_ name: String, _ fixed: String) -> Bool {
        name.utf8.count == fixed.utf8.count && name.utf8.elementsEqual(fixed.utf8)
    }
}
