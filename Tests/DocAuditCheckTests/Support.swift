import DocAuditCore
import Foundation
@testable import DocAuditRules
@testable import DocAuditCheck

/// Checks `source` as the file at `path` (relative to the current folder) with `configuration`
/// (the defaults when nil), links resolved against the file's own declarations and what its
/// types inherit, as the engine resolves them.
func check(_ source: String, path: String = "Shared/Sources/File.swift", configuration: Configuration? = nil, language: Language = .en) -> [Diagnostic] {
    let folder = FilePaths.absolute(".")
    let request = CheckRequest(
        files: [],
        standardInput: (path, Array(source.utf8)),
        jobs: 1,
        language: language,
        configurations: ConfigurationResolver(fixed: configuration ?? .defaults(folder: folder))
    )
    var partial = CheckEngine.Partial()
    CheckEngine.check(path, at: 0, source: Array(source.utf8), request: request, indexing: true, documentedPaths: true, into: &partial)
    var table = partial.keysWantedByLinks().map { partial.index.table(keeping: $0) }
    if table != nil { InheritedLinks.resolve(partial.waitingLinks, in: &table!, indexes: [partial.index]) }
    return Array(Diagnostics(files: partial.resolvedFiles(table: table, paths: [path], language: language)))
}

/// A configuration parsed from JSON text, relative to the current folder.
func configuration(_ json: String, file: String = ".docaudit.json") throws(ConfigurationError) -> Configuration {
    try Configuration.parse(Array(json.utf8), file: file, folder: FilePaths.absolute("."))
}

/// The configuration error of `json`, or nil when it is valid.
func configurationError(_ json: String) -> ConfigurationError? {
    do {
        _ = try configuration(json)
        return nil
    } catch {
        return error
    }
}
