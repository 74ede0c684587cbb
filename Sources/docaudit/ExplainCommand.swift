import DocAuditRules
import DocAuditCheck

/// `docaudit explain RULE`: a rule's description, options and examples.
enum ExplainCommand {
    static let language = CommandOption.language("the explanation")

    static let syntax = CommandSyntax(
        command: "explain", positionals: "RULE",
        about: """
            Prints what RULE checks, its default severity, its options, and the examples that
            pass and fire (↓ marks where a diagnostic lands).
            """,
        options: [language])

    static func run(_ arguments: [String]) throws -> Int32 {
        let arguments = try syntax.parse(arguments)
        let language = arguments.language(Self.language) ?? Environment.localeLanguage
        let names = arguments.positionals
        guard names.count == 1 else { throw UsageError(description: "explain takes one rule id; run 'docaudit rules' for the list") }
        guard let rule = RuleRegistry.rule(id: names[0]) else {
            throw UsageError(description: "unknown rule '\(names[0])' (rules: \(RuleRegistry.ids.joined(separator: ", ")))")
        }
        Output.standardOutput(explanation(of: rule, in: language))
        return 0
    }

    static func explanation(of rule: any Rule.Type, in language: Language) -> String {
        let korean = language == .ko
        var text = "\(rule.id) (\(korean ? "기본 심각도" : "default severity"): \(rule.defaultSeverity.rawValue))\n\n"
        text += rule.description.in(language) + "\n"
        if !rule.options.isEmpty {
            text += "\n" + (korean ? "옵션" : "Options") + ":\n"
            for option in rule.options {
                text += "  \(option.name) (\(option.type.description); \(korean ? "기본값" : "default") \(option.defaultValue.jsonText))\n"
                text += "      \(option.description.in(language))\n"
            }
        }
        if let notes = rule.notes { text += "\n" + notes.in(language) + "\n" }
        text += section(korean ? "통과하는 예" : "Passes", rule.passingExamples)
        text += section(korean ? "규칙이 걸리는 예 (↓ 위치에 진단)" : "Fires (↓ marks each diagnostic)", rule.firingExamples)
        return text
    }

    private static func section(_ title: String, _ examples: [RuleExample]) -> String {
        var text = "\n\(title):\n"
        for example in examples {
            let varied = variations(of: example)
            let notes = [varied.path.map { "as \($0)" }, varied.options].compactMap { $0 }
            text += "\n" + (notes.isEmpty ? "" : "  // \(notes.joined(separator: "; "))\n")
            text += example.code.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        return text
    }

    /// How `example` is checked unlike the others: the path it is checked as, when not the
    /// default one, and the options it sets, as `name: value` sorted by name (nil when none).
    ///
    /// ```swift
    /// ExplainCommand.variations(of: RuleExample("struct A {}", path: "App/A.swift")) // ("App/A.swift", nil)
    /// ```
    static func variations(of example: RuleExample) -> (path: String?, options: String?) {
        let path = example.path == RuleExample("").path ? nil : example.path
        let options = example.options.values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.jsonText)" }
        return (path, options.isEmpty ? nil : options.joined(separator: ", "))
    }
}
