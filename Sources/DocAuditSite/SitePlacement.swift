import DocAuditRules
import DocAuditCheck
import DocAuditCore

/// Where a file stands on the site: its layer, module and layer group, as its configuration
/// and path say.
public struct SitePlacement: Sendable, Equatable {
    /// The file's layer.
    public var layer: Layer
    /// The file's module.
    public var module: String
    /// The group its module is listed under on the home page.
    public var group: String
    /// Whether the configuration excludes the file.
    public var excluded: Bool

    /// The folders whose names are layer groups in Tuist µFeature layouts.
    static let groupFolders: Set<Substring> = ["Core", "Domain", "Feature", "Features", "Shared", "App"]

    /// Places the file at `path` (as reached from the command line), reading the configuration
    /// in force for it; the module and layer come from the path relative to that
    /// configuration's folder, exactly as `check` reads them.
    ///
    /// ```swift
    /// let placement = try SitePlacement(path: "Projects/Core/Network/Interface/Endpoint.swift",
    ///                                   configurations: ConfigurationResolver())
    /// placement.module // "NetworkInterface"
    /// placement.group  // "Core"
    /// ```
    public init(path: String, configurations: ConfigurationResolver) throws(ConfigurationError) {
        let place = try Placement.of(path, resolver: configurations)
        let relative = place.relativePath
        layer = place.layer
        module = place.module
        group = place.group ?? SitePlacement.group(of: relative, layer: layer)
        excluded = place.excluded
    }

    /// The layer group of a path: its first folder named Core, Domain, Feature(s), Shared or
    /// App; otherwise the layer's name (`Shared` for a plain library's public API).
    ///
    /// ```swift
    /// SitePlacement.group(of: "Projects/Feature/Home/Interface/A.swift", layer: .interface) // "Feature"
    /// ```
    public static func group(of relativePath: String, layer: Layer) -> String {
        let folders = relativePath.split(separator: "/").dropLast()
        if let folder = folders.first(where: { groupFolders.contains($0) }) {
            return folder == "Features" ? "Feature" : String(folder)
        }
        return layer.rawValue.prefix(1).uppercased() + layer.rawValue.dropFirst()
    }
}
