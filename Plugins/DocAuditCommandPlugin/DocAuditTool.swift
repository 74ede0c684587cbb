import Foundation
import PackagePlugin

/// Runs docaudit in the package's folder with the arguments as given; its output and messages
/// go straight to the terminal. Both command plugins compile this one file (the write plugin's
/// folder links to it), since a plugin cannot depend on a library target.
enum DocAuditTool {
    /// The subcommands that write into the package, which only `docaudit-write` may run: the
    /// macOS sandbox of a plugin without write permission would refuse their writes.
    static let writingSubcommands: Set<String> = ["fix", "site", "init"]

    static func run(_ arguments: [String], context: PluginContext) throws {
        let process = Process()
        process.executableURL = try context.tool(named: "docaudit").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            // 1: findings fail the check; 2: a usage or I/O error, already named by docaudit.
            // A plugin cannot choose `swift package`'s exit status, but an error makes it fail.
            Diagnostics.error("docaudit exited with status \(process.terminationStatus)")
        }
    }
}
