import DocAuditServer
import Foundation

/// `docaudit lsp`: the language server, over standard input and output.
enum LSPCommand {
    static let language = CommandOption.language("messages when the client's locale is neither Korean nor English", default: "the system's")

    static let syntax = CommandSyntax(
        command: "lsp", positionals: "",
        about: """
            Runs the language server over standard input and output (JSON-RPC with Content-Length
            framing), for editors: diagnostics while typing, with ranges, and code actions (the
            fixes, a doc template, a suppression comment, fix all in the file). The project is the
            workspace folder the editor opens; messages are in the client's locale's language when
            it is Korean or English, else --lang's, else the system's. Standard output carries
            protocol messages only; what the server has to say goes to standard error.
            See docs/Editors.md for each editor's setup.
            """,
        options: [language])

    static func run(_ arguments: [String]) throws -> Int32 {
        let arguments = try syntax.parse(arguments)
        let language = arguments.language(Self.language) ?? Environment.localeLanguage
        let rest = arguments.positionals
        guard rest.isEmpty else { throw UsageError(description: "lsp takes no paths: the editor names the workspace folder") }
        let log: (String) -> Void = { Output.standardError($0 + "\n") }
        // The server proper runs in a child the supervisor starts again if a check crashes it.
        if ProcessInfo.processInfo.environment["DOCAUDIT_LSP_WORKER"] == "1" {
            return LanguageServer(input: 0, output: 1, language: language, log: log).run()
        }
        guard let executable = Bundle.main.executableURL else { return LanguageServer(input: 0, output: 1, language: language, log: log).run() }
        return ServerSupervisor(worker: executable, arguments: ["lsp", "--lang", language.rawValue], log: log).run()
    }
}
