#if canImport(Glibc)
import CMalloc
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A subcommand: its name, a one-line summary, its `--help` text, and the function that runs it
/// with the arguments after its name, returning the exit code.
struct Command {
    var name: String
    var summary: String
    var help: String
    var run: ([String]) throws -> Int32
}

let commands: [Command] = [
    Command(name: "check", summary: "Audit the documentation against the rules", help: CheckCommand.help, run: CheckCommand.run),
    Command(name: "fix", summary: "Fix what the rules allow a machine to fix, safely", help: FixCommand.help, run: FixCommand.run),
    Command(name: "rules", summary: "List the rules", help: RulesCommand.help, run: RulesCommand.run),
    Command(name: "explain", summary: "Explain a rule, with its options and examples", help: ExplainCommand.help, run: ExplainCommand.run),
    Command(name: "init", summary: "Write a .docaudit.json with the defaults", help: InitCommand.help, run: InitCommand.run),
    Command(name: "project", summary: "Show the modules, layers and roots docaudit reads the project as", help: ProjectCommand.help, run: ProjectCommand.run),
    Command(name: "symbols", summary: "List declarations, their access and their doc comments", help: SymbolsCommand.help, run: SymbolsCommand.run),
    Command(name: "site", summary: "Build the static documentation website", help: SiteCommand.help, run: SiteCommand.run),
    Command(name: "lsp", summary: "Run the language server, for editors", help: LSPCommand.help, run: LSPCommand.run),
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
    Output.standardOutput(command.help + "\n")
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
