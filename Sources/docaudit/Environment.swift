import DocAuditRules
import DocAuditCheck
import DocAuditCore
import Foundation

/// What commands read from the environment.
enum Environment {
    /// The language `LC_ALL`, `LC_MESSAGES` or `LANG` asks for, in that order of precedence.
    static var localeLanguage: Language {
        let variables = ProcessInfo.processInfo.environment
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { variables[$0] }.first { !$0.isEmpty }
        return Language(locale: locale)
    }

    /// How many files are checked at once for `files` files: `--jobs N` when given, else the
    /// cores. For one file they are not counted: that reads a container's CPU quota from files,
    /// a cost an editor's check of one file would pay for nothing.
    static func jobs(_ option: Int?, files: Int) -> Int {
        option ?? (files > 1 ? ProcessInfo.processInfo.activeProcessorCount : 1)
    }

    /// The configurations in force: `--config FILE` for every file, else the nearest
    /// `.docaudit.json` of each.
    static func configurations(config: String?) throws(ConfigurationError) -> ConfigurationResolver {
        guard let config else { return ConfigurationResolver() }
        return ConfigurationResolver(fixed: try Configuration.load(config))
    }

    /// The configurations, or nil after naming what is wrong with `--config FILE` on standard
    /// error (the caller exits with 2).
    static func configurationsOrReport(config: String?) -> ConfigurationResolver? {
        do {
            return try configurations(config: config)
        } catch {
            Output.standardError("docaudit: \(error)\n")
            return nil
        }
    }

    /// Whether every one of `paths` names a file or a folder; each that names nothing is named
    /// on standard error. The caller then exits with 2 and reports nothing: a report without
    /// those paths would pass for a report of every path asked for.
    static func pathsExistOrReport(_ paths: [String]) -> Bool {
        let missing = SourceWalker.missing(paths)
        Output.standardError(missing.map { "docaudit: \($0)\n" }.joined())
        return missing.isEmpty
    }

    /// The walk of `paths` and the configurations in force, or nil after naming on standard
    /// error each path that names nothing, or what is wrong with `--config FILE`. Both are
    /// known before the walk, so that they are named at once, not after a large tree's walk;
    /// without `--config`, the walk notes the folders' `.docaudit.json` files, so that placing
    /// a file asks the disk less.
    static func walkWithConfigurationsOrReport(_ paths: [String], config: String?) -> (tree: SourceWalker.Tree, configurations: ConfigurationResolver)? {
        guard pathsExistOrReport(paths) else { return nil }
        if let config {
            do {
                let configuration = try Configuration.load(config)
                let tree = SourceWalker.tree(of: paths, noting: nil)
                return (tree, ConfigurationResolver(fixed: configuration, walked: tree))
            } catch {
                Output.standardError("docaudit: \(error)\n")
                return nil
            }
        }
        let tree = SourceWalker.tree(of: paths, noting: Configuration.fileName)
        return (tree, ConfigurationResolver(walked: tree))
    }

    /// The `language` of the configuration in force for `path` (a file or a folder), if it sets
    /// one.
    static func configuredLanguage(for path: String?, resolver: ConfigurationResolver) -> Language? {
        guard let path else { return nil }
        var isDirectory: ObjCBool = false
        let absolute = FilePaths.absolute(path)
        let probe = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue ? absolute + "/_" : absolute
        // A broken configuration is reported by the command itself, naming the file.
        return (try? resolver.configuration(forFile: probe))??.language
    }
}
