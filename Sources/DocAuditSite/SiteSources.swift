import DocAuditCheck

/// The files a site shows, in the order they were walked, and the symbol index their links
/// resolve in: the check's (``CheckResult/index``), which holds the files the check scanned,
/// with the shown files it did not scan added here. Links resolve among the shown files only
/// (``SymbolIndex/table(ofFiles:)``): the check's index also holds files the site does not show.
public struct SiteSources: Sendable {
    /// The files, in the order they were added.
    public private(set) var files: [SiteSourceFile] = []
    /// The modules' DocC catalogs.
    public var catalogs: [CatalogSource] = []
    /// Each file's position in ``index``.
    private var positions: [Int] = []
    private var index: SymbolIndex

    /// No files yet, their links to resolve in `index`: the check's, or an empty one.
    ///
    /// ```swift
    /// var sources = SiteSources(index: check.index)
    /// ```
    public init(index: SymbolIndex = SymbolIndex()) {
        self.index = index
    }

    /// `files` in their order, each at its place in the list, indexed here.
    ///
    /// ```swift
    /// let sources = SiteSources([SiteSourceFile(path: "A.swift", module: "Net", group: "Shared", bytes: bytes)])
    /// ```
    public init(_ files: [SiteSourceFile]) {
        self.init()
        for (position, file) in files.enumerated() { append(file, position: position) }
    }

    /// Adds `file`, at `position` among the files walked (as the check numbers them,
    /// ``ScannedSource/position``): its declarations are indexed unless the index holds them
    /// already.
    ///
    /// ```swift
    /// sources.append(SiteSourceFile(path: path, module: "Net", group: "Shared", bytes: bytes), position: 7)
    /// ```
    public mutating func append(_ file: SiteSourceFile, position: Int) {
        if !index.holdsFile(at: position) { index.add(file.scanned.declarations, source: file.bytes, module: file.module, file: position) }
        files.append(file)
        positions.append(position)
    }

    /// Resolves symbol links as `check` does, among the files added, through what their types
    /// inherit too.
    func symbolTable() -> SymbolTable {
        index.linkTable(ofFiles: positions)
    }
}
