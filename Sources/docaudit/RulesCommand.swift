import DocAuditCheck

/// `docaudit rules`: lists every rule with its default severity and description.
enum RulesCommand {
    static let help = """
        usage: docaudit rules [--lang en|ko]

        Lists every rule: its id, its default severity and what it checks.
        Run 'docaudit explain RULE' for its options and examples.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var arguments = Arguments(arguments)
        let language = try Environment.language(option: arguments.option("--lang")) ?? Environment.localeLanguage
        guard try arguments.finish().isEmpty else { throw UsageError(description: "rules takes no paths") }
        let width = RuleRegistry.ids.map(\.count).max() ?? 0
        var text = ""
        for rule in RuleRegistry.all {
            text += rule.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
            text += rule.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            text += firstSentence(rule.description.in(language)) + "\n"
        }
        Output.standardOutput(text)
        return 0
    }

    static func firstSentence(_ text: String) -> String {
        guard let end = text.range(of: ". ") else { return text }
        return String(text[..<end.lowerBound]) + "."
    }
}
