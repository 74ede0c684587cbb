#if canImport(Glibc)
import CMalloc
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DocAuditCheck

/// A subcommand: a one-line summary, its command line (name, options, `--help` text), and the
/// function that runs it with the arguments after its name, returning the exit code.
struct Command {
    var summary: String
    var syntax: CommandSyntax
    var run: ([String]) throws -> Int32

    var name: String { syntax.command }
}

let commands: [Command] = [
    Command(summary: "Audit the documentation against the rules", syntax: CheckCommand.syntax, run: CheckCommand.run),
    Command(summary: "Fix what the rules allow a machine to fix, safely", syntax: FixCommand.syntax, run: FixCommand.run),
    Command(summary: "List the rules", syntax: RulesCommand.syntax, run: RulesCommand.run),
    Command(summary: "Explain a rule, with its options and examples", syntax: ExplainCommand.syntax, run: ExplainCommand.run),
    Command(summary: "Write a .docaudit.json with the defaults", syntax: InitCommand.syntax, run: InitCommand.run),
    Command(summary: "Show the modules, layers and roots docaudit reads the project as", syntax: ProjectCommand.syntax, run: ProjectCommand.run),
    Command(summary: "List declarations, their access and their doc comments", syntax: SymbolsCommand.syntax, run: SymbolsCommand.run),
    Command(summary: "Compare the public API and its documentation at two git revisions", syntax: DiffCommand.syntax, run: DiffCommand.run),
    Command(summary: "Build the static documentation website", syntax: SiteCommand.syntax, run: SiteCommand.run),
    Command(summary: "Run the language server, for editors", syntax: LSPCommand.syntax, run: LSPCommand.run),
]

@MainActor func printUsage() {
    var text = "usage: docaudit <command> [options] [path…]\n\ncommands:\n"
    for command in commands {
        text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
    }
    text += "\nRun 'docaudit <command> --help' for a command's options.\n"
    Output.standardOutput(text)
}

#if canImport(Glibc)
// Each file's scan allocates and frees a few large arrays on its worker's heap, and glibc keeps
// what is freed at each thread's heap top: handing back more of it lowers a large tree's peak
// memory (docs/Performance.md).
_ = mallopt(M_TRIM_THRESHOLD, 64 * 1024)
#endif

let argv = Array(CommandLine.arguments.dropFirst())
guard let name = argv.first, name != "--help", name != "-h", name != "help" else {
    printUsage()
    exit(argv.isEmpty ? 2 : 0)
}
if name == "--version" {
    Output.standardOutput("docaudit \(docauditVersion)\n")
    exit(0)
}
guard let command = commands.first(where: { $0.name == name }) else {
    let suggestion = Suggestion.nearest(to: name, in: commands.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
    Output.standardError("docaudit: unknown command '\(name)'\(suggestion)\n")
    printUsage()
    exit(2)
}
let arguments = Array(argv.dropFirst())
// `--help` anywhere before a `--` prints the command's help, whatever else is there.
if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
    Output.standardOutput(command.syntax.help + "\n")
    exit(0)
}
do {
    exit(try command.run(arguments))
} catch let error as UsageError {
    Output.standardError("docaudit \(name): \(error.description)\n")
    exit(2)
} catch {
    Output.standardError("docaudit \(name): \(error)\n")
    exit(2)
}
