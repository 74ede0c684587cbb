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

    private static let layerFolders: Set<Substring> = ["Core", "Domain", "Feature", "Features", "Shared", "App"]

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
    public func module(of path: String, rootName: String = "") -> String {
        if let rule = rules.first(where: { $0.paths.contains { $0.matches(path) } }) { return rule.name }
        // Folder names compared as bytes: exact names, as the file system spells them.
        let folders = path.utf8.split(separator: UInt8(ascii: "/")).filter { !$0.elementsEqual(".".utf8) }.dropLast().map { Substring($0) }[...]
        if let name = Self.interfaceModule(folders) { return name }
        if let name = Self.sourcesModule(folders) { return name }
        return folders.last.map(String.init) ?? rootName
    }

    private static func interfaceModule(_ folders: ArraySlice<Substring>) -> String? {
        for index in folders.indices {
            let folder = folders[index]
            if folder.utf8.elementsEqual("Interface".utf8) || folder.utf8.elementsEqual("Interfaces".utf8) {
                return index > folders.startIndex ? folders[index - 1] + "Interface" : String(folder)
            }
            if folder.utf8.count > 9, folder.utf8.suffix(9).elementsEqual("Interface".utf8) { return String(folder) }
        }
        return nil
    }

    private static func sourcesModule(_ folders: ArraySlice<Substring>) -> String? {
        guard let index = folders.firstIndex(where: { $0.utf8.elementsEqual("Sources".utf8) }) else { return nil }
        let before = index > folders.startIndex ? folders[index - 1] : nil
        let beforeThat = index - 1 > folders.startIndex ? folders[index - 2] : nil
        if let before, let beforeThat, layerFolders.contains(beforeThat) { return String(before) }
        if index + 1 < folders.endIndex { return String(folders[index + 1]) }
        return before.map(String.init)
    }
}
