import DocAuditCore
import Foundation

/// What a rule option holds.
public enum RuleOptionType: Sendable, Hashable {
    /// `true` or `false`.
    case bool
    /// Any string.
    case string
    /// A list of strings, each one of `allowed`.
    case stringList(allowed: [String])

    /// How error messages and `docaudit explain` name the type.
    public var description: String {
        switch self {
        case .bool: return "true or false"
        case .string: return "a string"
        case .stringList(let allowed): return "a list of " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
        }
    }
}

/// One option a rule takes in the configuration: `{"severity": "error", "kinds": ["init"]}`.
public struct RuleOption: Sendable, Equatable {
    /// The key in the rule's configuration object.
    public var name: String
    /// What it holds.
    public var type: RuleOptionType
    /// The value when the configuration does not set it.
    public var defaultValue: JSONValue
    /// What it does.
    public var description: LocalizedText

    /// Creates an option.
    ///
    /// ```swift
    /// let option = RuleOption(name: "overrides", type: .bool, defaultValue: .bool(false),
    ///                         description: LocalizedText(en: "…", ko: "…"))
    /// ```
    public init(name: String, type: RuleOptionType, defaultValue: JSONValue, description: LocalizedText) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.description = description
    }

    /// Why `value` does not fit this option, or nil when it does.
    ///
    /// ```swift
    /// option.problem(with: .string("yes")) // "expected true or false, found a string"
    /// ```
    public func problem(with value: JSONValue) -> String? {
        switch (type, value) {
        case (.bool, .bool), (.string, .string):
            return nil
        case (.stringList(let allowed), .array(let items)):
            for item in items {
                guard case .string(let text) = item else { return "expected \(type.description), found \(item.typeName) in the list" }
                if !allowed.contains(text) { return "unknown value \"\(text)\" (allowed: \(allowed.joined(separator: ", ")))" }
            }
            return nil
        default:
            return "expected \(type.description), found \(value.typeName)"
        }
    }
}

/// The option values a rule runs with: the configuration's, or the defaults.
public struct RuleOptions: Sendable, Equatable {
    /// The values by option name.
    public var values: [String: JSONValue]

    /// Creates option values.
    ///
    /// ```swift
    /// let options = RuleOptions(["overrides": .bool(true)])
    /// ```
    public init(_ values: [String: JSONValue] = [:]) {
        self.values = values
    }

    /// The boolean value of `name`, or `fallback`.
    ///
    /// ```swift
    /// let audited = options.bool("overrides", default: false)
    /// ```
    public func bool(_ name: String, default fallback: Bool) -> Bool {
        if case .bool(let value)? = values[name] { return value }
        return fallback
    }

    /// The string value of `name`, or `fallback`.
    ///
    /// ```swift
    /// let heading = options.string("heading", default: "")
    /// ```
    public func string(_ name: String, default fallback: String) -> String {
        if case .string(let value)? = values[name] { return value }
        return fallback
    }

    /// The string list value of `name`, or `fallback`.
    ///
    /// ```swift
    /// let kinds = options.strings("kinds", default: ["func", "macro"])
    /// ```
    public func strings(_ name: String, default fallback: [String]) -> [String] {
        guard case .array(let items)? = values[name] else { return fallback }
        return items.compactMap { if case .string(let text) = $0 { return text } else { return nil } }
    }
}

/// A Swift snippet that shows a rule: it passes, or it fires where each `↓` stands.
public struct RuleExample: Sendable, Equatable {
    /// The marker that stands where a diagnostic lands (at its line and column).
    public static let marker = "↓"

    /// The code, with `↓` markers in firing examples.
    public var code: String
    /// The path the snippet is checked as, which decides its layer.
    public var path: String
    /// Options the rule runs with for this example.
    public var options: RuleOptions

    /// Creates an example, checked as a file of a `Shared` module unless `path` says otherwise.
    ///
    /// ```swift
    /// let example = RuleExample("↓public struct Foo {}")
    /// ```
    public init(_ code: String, path: String = "Shared/Sources/Example.swift", options: RuleOptions = RuleOptions()) {
        self.code = code
        self.path = path
        self.options = options
    }

    /// The code without its markers.
    public var source: String { code.replacingOccurrences(of: RuleExample.marker, with: "") }

    /// The 1-based line and column (in UTF-8 bytes) of each marker, in order.
    public var markedPositions: [(line: Int, column: Int)] {
        var positions: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        for character in code {
            if String(character) == RuleExample.marker {
                positions.append((line, column))
            } else if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return positions
    }
}

/// A documentation rule: its metadata, its examples (its specification) and its check.
///
/// A rule reads one file's declarations and doc comments from a ``RuleContext`` and reports
/// findings there; the engine gives them their severity, applies suppressions and baselines.
public protocol Rule: Sendable {
    /// The id used in configurations, suppressions and reports; it never changes.
    static var id: String { get }
    /// The severity when the configuration does not set one.
    static var defaultSeverity: Severity { get }
    /// What the rule checks, in a sentence or two.
    static var description: LocalizedText { get }
    /// The options the rule takes besides `severity`.
    static var options: [RuleOption] { get }
    /// Snippets the rule accepts.
    static var passingExamples: [RuleExample] { get }
    /// Snippets the rule fires on, with a `↓` where each diagnostic lands.
    static var firingExamples: [RuleExample] { get }
    /// What `docaudit explain` adds after the options (the data a rule goes by); nil for none.
    static var notes: LocalizedText? { get }

    /// The layers whose files the rule looks at; the engine runs it on no other file.
    static var layers: Set<Layer> { get }

    /// Creates the rule with validated option values.
    init(options: RuleOptions)

    /// Checks one file, reporting findings to `file`.
    func check(_ file: RuleContext)

    /// What the rule requires documented, which documentation coverage counts; nil for a rule
    /// that requires nothing.
    var documentationRequirement: (any DocumentationRequirement)? { get }

    /// Whether the rule has a tree phase: it is a ``TreeRule``.
    static var hasTreePhase: Bool { get }

    /// The rule as a ``TreeRule``, when it is one: told by the conformance itself, where a cast
    /// would cost each process a search of the binary's conformances.
    var treePhase: (any TreeRule)? { get }

    /// The bool option without which the rule's tree phase does not run; nil when it always
    /// runs. Off, nothing is indexed for it.
    static var treePhaseOption: String? { get }

    /// Whether the rule's findings are the symbol links that resolve to no declaration: the
    /// site reports the links its pages cannot resolve under this rule's id.
    static var reportsUnresolvedLinks: Bool { get }

    /// Whether the rule reads catalog documents instead of Swift files: it is a ``CatalogRule``.
    static var readsCatalogs: Bool { get }

    /// The rule as a ``CatalogRule``, when it is one.
    var catalogPhase: (any CatalogRule)? { get }
}

extension Rule {
    public static var notes: LocalizedText? { nil }

    /// The layers whose declarations are audited: most rules look at nothing else.
    public static var layers: Set<Layer> { Layer.audited }

    /// No options by default.
    public static var options: [RuleOption] { [] }

    /// Most rules require nothing documented.
    public var documentationRequirement: (any DocumentationRequirement)? { nil }

    /// Most rules look at one file at a time.
    public static var hasTreePhase: Bool { false }

    /// Most rules have no tree phase.
    public var treePhase: (any TreeRule)? { nil }

    /// A tree phase mostly runs whenever its rule does.
    public static var treePhaseOption: String? { nil }

    /// Most rules report something else.
    public static var reportsUnresolvedLinks: Bool { false }

    /// Most rules read Swift files.
    public static var readsCatalogs: Bool { false }

    /// Most rules read Swift files.
    public var catalogPhase: (any CatalogRule)? { nil }

    /// The first sentence of the description in `language`: up to its first ". ", or all of
    /// it. Lists of rules and SARIF's `shortDescription` show it.
    ///
    /// ```swift
    /// MissingTypeDocRule.summary(in: .en) // "A visible struct, … without documentation."
    /// ```
    public static func summary(in language: Language) -> String {
        let text = description.in(language)
        guard let end = text.range(of: ". ") else { return text }
        return String(text[..<end.lowerBound]) + "."
    }

    /// Where the rule is documented, with its options and examples: its section of
    /// `docs/Rules.md` (or `docs/Rules.ko.md`).
    ///
    /// ```swift
    /// MissingTypeDocRule.documentationURL(in: .en) // "https://github.com/docaudit/docaudit/blob/main/docs/Rules.md#missing-type-doc"
    /// ```
    public static func documentationURL(in language: Language) -> String {
        "https://github.com/docaudit/docaudit/blob/main/docs/Rules\(language == .en ? "" : "." + language.rawValue).md#\(id)"
    }

    /// The default value of every option.
    public static var defaultOptions: RuleOptions {
        RuleOptions(Dictionary(uniqueKeysWithValues: options.map { ($0.name, $0.defaultValue) }))
    }
}

/// Every rule docaudit knows, in the order `docaudit rules` lists them.
public enum RuleRegistry {
    /// The rule types.
    public static let all: [any Rule.Type] = [
        MissingTypeDocRule.self,
        MissingFunctionDocRule.self,
        MissingUsageExampleRule.self,
        PlaceholderDocRule.self,
        EnumCaseDocRule.self,
        PropertyDocRule.self,
        DetachedDocRule.self,
        CommentedOutDocRule.self,
        ExampleSyntaxRule.self,
        ExampleUnrelatedRule.self,
        BrokenSymbolLinkRule.self,
        UnneededDocRule.self,
        DocParametersRule.self,
        DocReturnsRule.self,
        DocThrowsRule.self,
        MultilineParametersRule.self,
        InvalidSuppressionRule.self,
        BrokenCatalogDocRule.self,
    ]

    /// The rule with `id`, if any.
    ///
    /// ```swift
    /// RuleRegistry.rule(id: "missing-type-doc")?.defaultSeverity // .error
    /// ```
    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.id == id }
    }

    /// The rule that reports the symbol links that resolve to no declaration, if any.
    public static let linkRule: (any Rule.Type)? = all.first { $0.reportsUnresolvedLinks }

    /// The rules with a tree phase (``TreeRule``).
    public static let treeRules: [any Rule.Type] = all.filter { $0.hasTreePhase }

    /// The rules that read catalog documents (``CatalogRule``).
    public static let catalogRules: [any Rule.Type] = all.filter { $0.readsCatalogs }

    /// Every rule id, in list order.
    public static let ids: [String] = all.map { $0.id }

    /// Each rule's default option values, by position in ``all``: worked out once, not for
    /// each configuration and set of overrides.
    package static let defaultOptions: [RuleOptions] = all.map { $0.defaultOptions }

    /// Every rule id.
    public static let idSet = Set(ids)

    /// Each rule id's position in ``ids``: SARIF's rule index, and a finding's rule in a spill.
    package static let indexes = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })

    /// Each rule id's rank among the ids sorted as text, by its position in ``ids``: report
    /// order sorts the findings at one place by rule id.
    package static let textRanks: [Int] = {
        let sorted = ids.sorted()
        return ids.map { sorted.firstIndex(of: $0)! }
    }()
}

/// A rule that requires documentation on some visible declarations (DocC documents no other);
/// coverage counts what such rules require, so that 100 % means none of them would fire.
public protocol DocumentationRequirement: Sendable {
    /// Whether the rule wants `declaration`, a visible one, documented (before asking whether
    /// it is).
    ///
    /// ```swift
    /// let counted = requirement.requiresDocumentation(declaration)
    /// ```
    func requiresDocumentation(_ declaration: borrowing Declaration) -> Bool
}
