import DocAuditCore
import DocAuditRules

/// What `missing-usage-example` asks of one file's functions under the configuration in force,
/// for tools that write doc templates (`docaudit fix --scaffold`): which functions need an
/// example, and under which heading.
public struct UsageExamplePolicy: Sendable {
    /// The rule in force, if on.
    let rule: MissingUsageExampleRule?
    /// The `language` the file's configuration names, if any: doc text follows the project's
    /// language, not the language of the messages.
    public let language: Language?

    /// The policy for the file at `path` (as reached from the command line).
    ///
    /// ```swift
    /// let policy = try UsageExamplePolicy(forFile: "Shared/Util/Sources/Log.swift", configurations: ConfigurationResolver())
    /// ```
    public init(forFile path: String, configurations: ConfigurationResolver) throws(ConfigurationError) {
        let place = try Placement.of(path, resolver: configurations)
        self.init(place)
    }

    /// The policy for a file placed at `place`.
    init(_ place: Placement) {
        language = place.configuration.language
        rule = place.configuration.activeRules(for: place.relativePath).rules.lazy.compactMap { $0 as? MissingUsageExampleRule }.first
    }
    /// Whether `missing-usage-example` would ask `declaration` for an example once documented.
    ///
    /// ```swift
    /// if policy.requiresExample(declaration) { lines += usageSection }
    /// ```
    public func requiresExample(_ declaration: borrowing Declaration) -> Bool {
        rule?.requiresExample(declaration) ?? false
    }

    /// The heading the rule requires examples under, or nil when it requires none.
    public var heading: String? {
        guard let heading = rule?.heading, !heading.isEmpty else { return nil }
        return heading
    }
}
