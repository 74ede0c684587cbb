import Testing
@testable import docaudit

/// Options declared once: what a command parses and what its `--help` says come from the same
/// declarations.
@Suite struct CommandSyntaxTests {
    static let format = CommandOption("--format", value: "FORMAT", help: "the report's form", allowed: ["text", "json", "sarif", "junit"], default: .value("text"))
    static let language = CommandOption.language("messages")
    static let report = CommandOption("--report", value: "FILE", help: "also write a report to FILE", repeatable: true)
    static let strict = CommandOption("--strict", help: "warnings fail the check too")
    static let syntax = CommandSyntax(command: "demo", positionals: "[PATH…]", about: "Demonstrates.", options: [format, language, report, strict], footer: "exit status: 0")

    @Test func helpIsMadeFromTheDeclarations() {
        #expect(Self.syntax.help == """
            usage: docaudit demo [PATH…] [options]

            Demonstrates.

            options:
              --format FORMAT  the report's form: text (default), json, sarif or junit
              --lang en|ko     the language of messages (default: LANG)
              --report FILE    also write a report to FILE (repeatable)
              --strict         warnings fail the check too

            exit status: 0
            """)
    }

    @Test func longDescriptionsWrapUnderTheirColumn() {
        let option = CommandOption("--coverage", help: String(repeating: "word ", count: 30))
        let lines = CommandSyntax(command: "demo", positionals: "", about: "A.", options: [option]).help.split(separator: "\n")
        #expect(lines[0] == "usage: docaudit demo [--coverage]")
        #expect(lines.allSatisfy { $0.count <= 92 })
        #expect(lines.last!.hasPrefix(String(repeating: " ", count: 14) + "word"))
    }

    @Test func parsesWhatItDeclares() throws {
        let parsed = try Self.syntax.parse(["A", "--format=json", "--report", "a.xml", "--strict", "--report", "-", "--lang", "ko", "--", "--strict"])
        #expect(parsed.value(Self.format) == "json")
        #expect(parsed.values(Self.report) == ["a.xml", "-"])
        #expect(parsed.flag(Self.strict))
        #expect(parsed.language(Self.language) == .ko)
        #expect(parsed.positionals == ["A", "--strict"])
        let defaults = try Self.syntax.parse([])
        #expect(defaults.value(Self.format) == "text")
        #expect(defaults.language(Self.language) == nil)
        #expect(!defaults.flag(Self.strict))
    }

    @Test func refusesWhatItDoesNotDeclare() {
        func error(_ arguments: [String]) -> String? {
            do { _ = try Self.syntax.parse(arguments); return nil } catch { return "\(error)" }
        }
        #expect(error(["--formt", "json"]) == "unknown option '--formt'; did you mean '--format'?")
        #expect(error(["--format", "xml"]) == "unknown format 'xml' (expected text, json, sarif, junit)")
        #expect(error(["--lang", "fr"]) == "unknown language 'fr' (expected en, ko)")
        #expect(error(["--report"]) == "--report needs a value")
        #expect(error(["--strict=yes"]) == "--strict takes no value")
    }

    /// Every command's help lists each option it parses, once, and fits the terminal.
    @Test func everyCommandsHelpListsItsOptions() {
        let syntaxes = [CheckCommand.syntax, FixCommand.syntax, SiteCommand.syntax, InitCommand.syntax, SymbolsCommand.syntax,
                        ProjectCommand.syntax, RulesCommand.syntax, ExplainCommand.syntax, LSPCommand.syntax]
        for syntax in syntaxes {
            let optionLines = syntax.help.split(separator: "\n").filter { $0.hasPrefix("  --") }
            #expect(optionLines.map { String($0.dropFirst(2).prefix { $0 != " " }) } == syntax.options.map(\.name), "\(syntax.command)")
            #expect(Set(syntax.options.map(\.name)).count == syntax.options.count, "\(syntax.command)")
        }
    }
}
