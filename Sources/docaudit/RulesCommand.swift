import DocAuditRules
import DocAuditCheck

/// `docaudit rules`: lists every rule with its default severity and description.
enum RulesCommand {
    static let format = CommandOption("--format", value: "FORMAT",
                                      help: "text: a line for each rule; markdown: the whole reference, a table of the rules, then each one's description, layers, options and examples (↓ marks where a diagnostic lands)",
                                      allowed: ["text", "markdown"], default: .value("text"))
    static let language = CommandOption.language("the descriptions")

    static let syntax = CommandSyntax(
        command: "rules", positionals: "",
        about: """
            Lists every rule: its id, its default severity and what it checks.
            Run 'docaudit explain RULE' for its options and examples.
            """,
        options: [format, language],
        footer: """
            docs/Rules.md and docs/Rules.ko.md are the markdown reference (--lang en, --lang ko); a
            test keeps them in sync. Regenerate them after changing a rule with
              DOCAUDIT_UPDATE_GOLDEN=1 swift test --filter RulesReferenceTests
            """)

    static func run(_ arguments: [String]) throws -> Int32 {
        let arguments = try syntax.parse(arguments)
        let format = arguments.value(Self.format) ?? "text"
        let language = arguments.language(Self.language) ?? Environment.localeLanguage
        guard arguments.positionals.isEmpty else { throw UsageError(description: "rules takes no paths") }
        Output.standardOutput(format == "markdown" ? RulesReference.markdown(in: language) : list(in: language))
        return 0
    }

    /// A line for each rule: its id, its default severity and its description's first sentence.
    static func list(in language: Language) -> String {
        let width = RuleRegistry.ids.map(\.count).max() ?? 0
        var text = ""
        for rule in RuleRegistry.all {
            text += rule.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
            text += rule.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            text += rule.summary(in: language) + "\n"
        }
        return text
    }
}
