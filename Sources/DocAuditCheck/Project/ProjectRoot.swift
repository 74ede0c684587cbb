import DocAuditCore

/// The folder a project's layout is read from: the nearest folder at or above a checked path
/// that holds one of ``Marker``'s files or folders. Layers and modules are worked out from the
/// path below it, so folders above the project (a checkout under `~/Demo/`, a CI workspace
/// under `/builds/App/`) never count.
public struct ProjectRoot: Sendable, Equatable {
    /// What makes a folder a project's root, in the order they are looked for in each folder.
    public enum Marker: String, Sendable, CaseIterable {
        case configuration = ".docaudit.json"
        case workspace = "Workspace.swift"
        case tuistManifest = "Tuist.swift"
        case tuistFolder = "Tuist/"
        case package = "Package.swift"
        case git = ".git"

        /// Whether the marker file in `folder` is what its name says: a manifest imports its
        /// description module (`Sources/Workspace.swift` may be an app's own code, and then
        /// marks nothing); the other markers are, by their names alone.
        ///
        /// ```swift
        /// ProjectRoot.Marker.workspace.isManifest(in: "/work/app", source: DiskFiles()) // true
        /// ```
        public func isManifest(in folder: String, source: any FileSource) -> Bool {
            let describes: ([UInt8]) -> Bool
            switch self {
            case .workspace, .tuistManifest: describes = ProjectManifest.importsDescription
            case .package: describes = PackageManifest.importsDescription
            case .configuration, .tuistFolder, .git: return true
            }
            guard let bytes = try? source.read((folder == "/" ? "" : folder) + "/" + rawValue) else { return false }
            return describes(bytes)
        }
    }

    /// The root's absolute path.
    public var folder: String
    /// Why it is the root; nil when no folder above holds a marker, and the checked folder
    /// itself is taken.
    public var marker: Marker?

    /// Creates a root.
    ///
    /// ```swift
    /// let root = ProjectRoot(folder: "/work/app", marker: .workspace)
    /// ```
    public init(folder: String, marker: Marker?) {
        self.folder = folder
        self.marker = marker
    }

    /// The root of the absolute folder `start`: the first folder going up that holds a marker,
    /// as `source` has them.
    ///
    /// ```swift
    /// let root = ProjectRoot.find(from: FilePaths.absolute("Projects/Core"))
    /// ```
    public static func find(from start: String, in source: any FileSource = DiskFiles()) -> ProjectRoot {
        var found: [String: ProjectRoot] = [:]
        return find(from: start, in: source, remembering: &found)
    }

    /// ``find(from:in:)``, remembering in `found` the root of each folder on the way up and
    /// reading there those asked before: the folders of a package's targets share their
    /// parents, which are asked of the disk once.
    ///
    /// ```swift
    /// var found: [String: ProjectRoot] = [:]
    /// let root = ProjectRoot.find(from: FilePaths.absolute("Tests/AppTests"), in: DiskFiles(), remembering: &found)
    /// ```
    public static func find(from start: String, in source: any FileSource, remembering found: inout [String: ProjectRoot]) -> ProjectRoot {
        var passed: [String] = []
        var folder = start
        while true {
            if let known = found[folder] {
                // Below a folder with no marker above it, every folder is its own root.
                guard known.marker != nil else { break }
                for below in passed { found[below] = known }
                return known
            }
            // One question of the folder for all the markers: a folder that is not there
            // (SwiftPM's `src/` for a target in `Sources/`) answers none.
            let kinds = source.kinds(of: Self.markerNames, in: folder)
            if let marker = Marker.allCases.indices.first(where: { index in
                guard let isFolder = kinds[index] else { return false }
                switch Marker.allCases[index] {
                case .tuistFolder: return isFolder
                case .configuration, .git: return true
                case let manifest: return !isFolder && manifest.isManifest(in: folder, source: source)
                }
            }) {
                let root = ProjectRoot(folder: folder, marker: Marker.allCases[marker])
                for below in passed + [folder] { found[below] = root }
                return root
            }
            passed.append(folder)
            guard folder != "/" else { break }
            folder = FilePaths.folder(of: folder)
        }
        for below in passed { found[below] = ProjectRoot(folder: below, marker: nil) }
        return ProjectRoot(folder: start, marker: nil)
    }

    /// The markers' names, without the `/` that marks a folder.
    private static let markerNames = Marker.allCases.map { $0.rawValue.hasSuffix("/") ? String($0.rawValue.dropLast()) : $0.rawValue }

    /// The project's name, as a person calls it: the `name:` its `Workspace.swift` or
    /// `Package.swift` gives (`Workspace(name: "MemorySeal", …)`), else the root folder's name.
    ///
    /// ```swift
    /// ProjectRoot.find(from: FilePaths.absolute(".")).name // "MemorySeal"
    /// ```
    public var name: String {
        for manifest in ["Workspace.swift", "Package.swift"] {
            guard let bytes = try? SourceWalker.read((folder == "/" ? "" : folder) + "/" + manifest),
                  let declared = ProjectManifest.names(bytes).first, !declared.isEmpty else { continue }
            return declared
        }
        return FilePaths.name(of: folder)
    }

    /// Why this folder is the root, for `docaudit project`.
    public var reason: String {
        switch marker {
        case .tuistFolder: return "holds a Tuist/ folder"
        case let marker?: return "holds " + marker.rawValue
        case nil: return "no folder at or above it holds .docaudit.json, Workspace.swift, Tuist.swift, Tuist/, Package.swift or .git"
        }
    }
}
