/// How reports name a file: by its path from its project root, however the check reached it
/// (`check`, `check .`, `check Projects`, an absolute path, another working directory), so
/// that SARIF fingerprints and code-scanning alerts match from run to run. Where no folder
/// marks a root (the checked folder stands in for one), a file keeps its path as typed, less a
/// leading `./`; every file does with no model (`--paths-as-typed`).
///
/// ```swift
/// let paths = ReportPaths(project: resolver.project)
/// paths.path(of: "./Projects/Core/A.swift") // "Projects/Core/A.swift"
/// ```
public struct ReportPaths: Sendable {
    private let project: ProjectModel?

    /// Paths from each file's project root in `project`; with `project` nil, as typed.
    public init(project: ProjectModel?) {
        self.project = project
    }

    /// The path a report gives the file reached as `walked`.
    ///
    /// ```swift
    /// ReportPaths(project: model).path(of: "/work/app/Projects/A.swift") // "Projects/A.swift"
    /// ```
    public func path(of walked: String) -> String {
        guard let project else { return walked }
        let absolute = FilePaths.absolute(walked)
        let root = project.reportRoot(ofFolder: FilePaths.folder(of: absolute))
        guard root.marker != nil else { return FilePaths.normalized(walked) }
        return FilePaths.relative(absolute, to: root.folder) ?? walked
    }

    /// The absolute folder that ``path(of:)`` gives the path of the file reached as `walked`
    /// from: its project's root, or the working directory where paths stay as typed.
    ///
    /// ```swift
    /// ReportPaths(project: model).root(of: "Projects/A.swift") // "/work/app"
    /// ```
    public func root(of walked: String) -> String {
        let workingDirectory = FilePaths.absolute(".")
        guard let project else { return workingDirectory }
        let root = project.reportRoot(ofFolder: FilePaths.folder(of: FilePaths.absolute(walked)))
        return root.marker != nil ? root.folder : workingDirectory
    }

    /// `diagnostics` with each file named by ``path(of:)``.
    ///
    /// ```swift
    /// let report = Report(diagnostics: paths.renaming(result.diagnostics), files: 1, staleBaselineEntries: [], language: .en)
    /// ```
    public func renaming(_ diagnostics: Diagnostics) -> Diagnostics {
        guard project != nil else { return diagnostics }
        return Diagnostics(counts: diagnostics.counts) {
            let inner = diagnostics.makeIterator()
            // Findings come file by file: each file's path is worked out once.
            var last: (walked: String, reported: String)?
            return AnyIterator {
                guard var diagnostic = inner.next() else { return nil }
                if last?.walked != diagnostic.file { last = (diagnostic.file, path(of: diagnostic.file)) }
                diagnostic.file = last!.reported
                return diagnostic
            }
        }
    }
}
