import DocAuditCore
import Foundation

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// Finds the configuration in force for each file: `--config FILE` for all of them, or the
/// nearest `.docaudit.json` in the file's folder or above it. Lookups are cached per folder
/// and safe from several threads.
public final class ConfigurationResolver: @unchecked Sendable {
    private let fixed: Configuration?
    /// Whether ``fixed`` is given: asked for each folder placed, where reading `fixed` itself
    /// would copy the whole configuration.
    private let isFixed: Bool
    private let lock = NSLock()
    private var byFolder: [String: Result<Configuration?, ConfigurationError>] = [:]
    /// What the walk that found the files saw: below each of its roots, a folder holds a
    /// configuration file exactly when the walk noted one, so the disk need not be asked. The
    /// noted folders are sorted, searched by halves: a tree of many modules may note a
    /// configuration in each, and a search makes no key.
    private let walked: (roots: [[UInt8]], noted: [[UInt8]], fileArguments: [String])?
    /// The walk's roots again, back to back in one buffer, with where each ends: a folder is
    /// compared with them in place, where an array per root would be counted at each use.
    private let walkedRoots: (bytes: [UInt8], ends: [Int])
    /// The project the files belong to: its roots, targets and module names.
    public let project: ProjectModel

    /// A resolver that finds configurations by walking up from each file; `walked`, the walk
    /// that found them (noting `.docaudit.json`), spares a file test per folder.
    ///
    /// ```swift
    /// let resolver = ConfigurationResolver(walked: SourceWalker.tree(of: ["."], noting: Configuration.fileName))
    /// ```
    public init(walked tree: SourceWalker.Tree? = nil) {
        fixed = nil
        isFixed = false
        project = tree.map(ProjectModel.init(walked:)) ?? ProjectModel()
        walked = tree.map { tree in
            (roots: tree.roots.map { Array($0.utf8) }, noted: tree.notedFolders.sorted(by: ByteSearch.precedes).map { Array($0.utf8) },
             fileArguments: tree.fileArguments)
        }
        let roots = walked?.roots ?? []
        walkedRoots = (roots.flatMap { $0 }, roots.reduce(into: []) { ends, root in ends.append((ends.last ?? 0) + root.count) })
    }

    /// A resolver that uses `configuration` for every file (`--config FILE`); `walked`, the
    /// walk that found them, tells the project model its files.
    ///
    /// ```swift
    /// let resolver = ConfigurationResolver(fixed: try Configuration.load("ci/docaudit.json"))
    /// ```
    public init(fixed configuration: Configuration, walked tree: SourceWalker.Tree? = nil) {
        fixed = configuration
        isFixed = true
        project = tree.map(ProjectModel.init(walked:)) ?? ProjectModel()
        walked = nil
        walkedRoots = ([], [])
    }

    /// Whether no file of the walk can look up a symbol link: the configuration in force for
    /// each turns `broken-symbol-link` off, overrides included. False when that cannot be told:
    /// without a walk, or where a configuration cannot be read (its files are not audited).
    ///
    /// ```swift
    /// let indexes = !resolver.noFileLooksUpLinks() // the symbol index is wanted
    /// ```
    public func noFileLooksUpLinks() -> Bool {
        !someConfiguration(\.mayLookUpLinks)
    }

    /// Whether a file of the walk may count a member documented by its requirement's doc
    /// (``Configuration/mayInheritDocs``), so the index must know which paths are documented.
    /// True when that cannot be told, as for ``noFileLooksUpLinks()``.
    ///
    /// ```swift
    /// let documentedPaths = resolver.someFileInheritsDocs()
    /// ```
    public func someFileInheritsDocs() -> Bool {
        someConfiguration(\.mayInheritDocs)
    }

    /// Whether a catalog rule may be on for some document of the walk
    /// (``Configuration/mayReadCatalogs``); true when that cannot be told.
    ///
    /// ```swift
    /// request.keepsIndex = !tree.catalogFolders.isEmpty && resolver.someFileReadsCatalogs()
    /// ```
    public func someFileReadsCatalogs() -> Bool {
        someConfiguration(\.mayReadCatalogs)
    }

    /// Whether `condition` holds for a configuration that may be in force for some file of
    /// the walk; true when that cannot be told.
    private func someConfiguration(_ condition: (Configuration) -> Bool) -> Bool {
        if let fixed { return condition(fixed) }
        guard let walked, !walked.roots.isEmpty || !walked.fileArguments.isEmpty else { return true }
        func holds(inFolder folder: String) -> Bool {
            do {
                // No configuration means the defaults'.
                return condition(try configuration(inFolder: folder) ?? .defaults(folder: folder))
            } catch {
                return true
            }
        }
        // The configurations that may be in force: each walked folder's (found from it
        // upward), each one noted below them, and each file argument's; asked in turn until
        // one holds, as the first mostly does.
        for folder in walked.roots + walked.noted where holds(inFolder: FilePaths.absolute(String(decoding: folder, as: UTF8.self))) { return true }
        return walked.fileArguments.contains { holds(inFolder: FilePaths.folder(of: FilePaths.absolute($0))) }
    }

    /// The configuration in force for the file at absolute path `file`; nil when there is none.
    ///
    /// ```swift
    /// let configuration = try resolver.configuration(forFile: FilePaths.absolute("Shared/A.swift"))
    /// ```
    public func configuration(forFile file: String) throws(ConfigurationError) -> Configuration? {
        if let fixed { return fixed }
        return try configuration(inFolder: FilePaths.folder(of: file))
    }

    /// Whether `folder` (its path's UTF-8 bytes) may hold a configuration of its own: false
    /// with `--config FILE`, and when it has no `.docaudit.json`; its files then follow its
    /// parent folder's.
    ///
    /// ```swift
    /// let own = Array("Projects/Core".utf8).withUnsafeBufferPointer(resolver.mayHaveOwnConfiguration) // false
    /// ```
    public func mayHaveOwnConfiguration(_ folder: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !isFixed else { return false }
        if let walked, isWalked(folder) { return Self.sorted(walked.noted, contain: folder) }
        // The C path built in one buffer: this runs for every folder of the tree.
        var path: [UInt8] = []
        path.reserveCapacity(folder.count + Configuration.fileName.utf8.count + 2)
        path.append(contentsOf: folder)
        path.append(UInt8(ascii: "/"))
        path.append(contentsOf: Configuration.fileName.utf8)
        path.append(0)
        return path.withUnsafeBytes { access($0.baseAddress!.assumingMemoryBound(to: CChar.self), F_OK) } == 0
    }

    /// Whether `folder` is one of the walk's roots or below one: the walk listed it.
    private func isWalked(_ folder: UnsafeBufferPointer<UInt8>) -> Bool {
        walkedRoots.bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for end in walkedRoots.ends {
                if Self.folder(folder, isWithin: UnsafeBufferPointer(rebasing: bytes[start..<end])) { return true }
                start = end
            }
            return false
        }
    }

    /// Whether `folder` is `root` or below it.
    private static func folder(_ folder: UnsafeBufferPointer<UInt8>, isWithin root: UnsafeBufferPointer<UInt8>) -> Bool {
        guard folder.count >= root.count, ByteSearch.equal(UnsafeBufferPointer(rebasing: folder[..<root.count]), root) else { return false }
        return folder.count == root.count || folder[root.count] == UInt8(ascii: "/")
    }

    /// Whether `paths`, sorted in byte order, hold `path`.
    private static func sorted(_ paths: [[UInt8]], contain path: UnsafeBufferPointer<UInt8>) -> Bool {
        let low = paths.partitioningIndex { !$0.withUnsafeBufferPointer { ByteSearch.precedes($0, path) } }
        return low < paths.count && paths[low].withUnsafeBufferPointer { ByteSearch.equal($0, path) }
    }

    private func configuration(inFolder folder: String) throws(ConfigurationError) -> Configuration? {
        lock.lock()
        let cached = byFolder[folder]
        lock.unlock()
        if let cached { return try cached.get() }
        let result: Result<Configuration?, ConfigurationError>
        let candidate = (folder == "/" ? "" : folder) + "/" + Configuration.fileName
        if project.source.isFolder(candidate) != nil {
            result = Result { () throws(ConfigurationError) -> Configuration? in try Configuration.load(candidate, in: project.source) }
        } else if folder == "/" {
            result = .success(nil)
        } else {
            result = Result { () throws(ConfigurationError) -> Configuration? in try configuration(inFolder: FilePaths.folder(of: folder)) }
        }
        lock.lock()
        byFolder[folder] = result
        lock.unlock()
        return try result.get()
    }
}
