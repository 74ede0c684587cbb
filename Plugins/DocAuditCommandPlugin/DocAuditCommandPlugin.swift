import PackagePlugin

/// `swift package docaudit check|diff|symbols|project|rules|explain …`: docaudit on the package,
/// without permission to write to it.
@main
struct DocAuditCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        // fix, site and init need the write permission that only docaudit-write asks for.
        if let subcommand = arguments.first, DocAuditTool.writingSubcommands.contains(subcommand) {
            Diagnostics.error("docaudit \(subcommand) writes to the package: run it as "
                + "`swift package --allow-writing-to-package-directory docaudit-write \(subcommand) …`")
            return
        }
        try DocAuditTool.run(arguments, context: context)
    }
}
