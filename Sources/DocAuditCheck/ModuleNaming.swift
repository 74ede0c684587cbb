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

    private static let layerFolders = ["Core", "Domain", "Feature", "Features", "Shared", "App"]

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
        if let rule = rules.first(where: { $0.paths.contains { $0.matches(path) } }) { return rule.name }
        // Folder names compared as bytes: exact names, as the file system spells them.
        let folders = FolderNames(path)
        if let name = Self.interfaceModule(folders) { return name }
        if let name = Self.sourcesModule(folders) { return name }
        return folders.names.indices.last.map(folders.name) ?? rootName()
    }

    private static func interfaceModule(_ folders: FolderNames) -> String? {
        for index in folders.names.indices {
            if folders.is(index, "Interface") || folders.is(index, "Interfaces") {
                return index > 0 ? folders.name(index - 1) + "Interface" : folders.name(index)
            }
            if folders.names[index].count > 9, folders.ends(index, with: "Interface") { return folders.name(index) }
        }
        return nil
    }

    private static func sourcesModule(_ folders: FolderNames) -> String? {
        guard let index = folders.names.indices.first(where: { folders.is($0, "Sources") }) else { return nil }
        if index >= 2, layerFolders.contains(where: { folders.is(index - 2, $0) }) { return folders.name(index - 1) }
        if index + 1 < folders.names.count { return folders.name(index + 1) }
        return index > 0 ? folders.name(index - 1) : nil
    }
}

/// The folder names of a path (its last component, the file, and `.` left out), as byte
/// ranges: naming a module compares a few of them with fixed names.
private struct FolderNames {
    let bytes: [UInt8]
    let names: [Range<Int>]

    init(_ path: String) {
        bytes = Array(path.utf8)
        var names: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
            if index > start, !(index - start == 1 && bytes[start] == UInt8(ascii: ".")) { names.append(start..<index) }
            start = index + 1
        }
        self.names = names
    }

    func name(_ index: Int) -> String {
        String(decoding: bytes[names[index]], as: UTF8.self)
    }

    func `is`(_ index: Int, _ name: String) -> Bool {
        names[index].count == name.utf8.count && bytes[names[index]].elementsEqual(name.utf8)
    }

    func ends(_ index: Int, with suffix: String) -> Bool {
        let range = names[index]
        return range.count >= suffix.utf8.count && bytes[(range.upperBound - suffix.utf8.count)..<range.upperBound].elementsEqual(suffix.utf8)
    }
}
