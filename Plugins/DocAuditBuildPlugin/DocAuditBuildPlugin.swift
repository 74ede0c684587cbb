import Foundation
import PackagePlugin

/// Reports a target's documentation findings as build diagnostics: `docaudit check` prints the
/// compiler's `path:line:col: warning: message` lines, which SwiftPM and Xcode show as their own.
///
/// A build command, not a prebuild one: it reruns only when one of the target's Swift files (or
/// docaudit) changes. Findings at error severity fail the build, as a compiler error would.
/// Symbol links resolve among the target's own files, as DocC resolves them.
@main
struct DocAuditBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try CheckCommand(
            tool: context.tool(named: "docaudit").url,
            workDirectory: context.pluginWorkDirectoryURL,
            targetName: target.name,
            swiftFiles: module.sourceFiles(withSuffix: "swift").map(\.url)
        ).commands
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DocAuditBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try CheckCommand(
            tool: context.tool(named: "docaudit").url,
            workDirectory: context.pluginWorkDirectoryURL,
            targetName: target.displayName,
            swiftFiles: target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        ).commands
    }
}
#endif

/// The `docaudit check` of one target's Swift files, the same for a package and an Xcode project.
struct CheckCommand {
    let tool: URL
    let workDirectory: URL
    let targetName: String
    let swiftFiles: [URL]

    /// The command's output: an empty Swift file written once the check passes. Any other kind of
    /// file would be copied into the target's resources (SwiftPM and Xcode do so with a plugin's
    /// outputs); an empty Swift file adds nothing to the module.
    var stamp: URL { workDirectory.appendingPathComponent("\(targetName)-docaudit-checked.swift") }

    var commands: [Command] {
        guard !swiftFiles.isEmpty else { return [] }
        // Absolute paths as typed, so the diagnostics name the files whatever the build's
        // working folder; a target the configuration leaves out entirely is no error here.
        let check = [tool.path, "check", "--paths-as-typed", "--allow-empty"] + swiftFiles.map(\.path)
        return [.buildCommand(
            displayName: "docaudit check \(targetName)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", #"stamp=$1; shift; "$@" && : > "$stamp""#, "docaudit-build-step", stamp.path] + check,
            // Spills go to the work folder too: a sandboxed build (Xcode Cloud) may write nowhere else.
            environment: ["TMPDIR": workDirectory.path],
            // The tool is an input, so that it is built first and a new docaudit checks again.
            inputFiles: [tool] + swiftFiles,
            outputFiles: [stamp]
        )]
    }
}
