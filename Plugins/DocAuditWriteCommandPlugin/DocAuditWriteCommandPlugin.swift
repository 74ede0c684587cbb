import PackagePlugin

/// `swift package docaudit-write fix|site|init …`: docaudit on the package, with permission to
/// write to it (SwiftPM asks, or takes `--allow-writing-to-package-directory`).
@main
struct DocAuditWriteCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        try DocAuditTool.run(arguments, context: context)
    }
}
