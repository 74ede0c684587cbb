import DocAuditCore
import DocAuditRules

/// A configuration error: the file, the key (a dotted path such as `rules.missing-type-doc`),
/// and what is wrong or allowed.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The configuration file.
    public var file: String
    /// The key path; empty for the whole document.
    public var key: String
    /// What is wrong, and what is allowed.
    public var message: String

    /// `file: key: message`.
    public var description: String { key.isEmpty ? "\(file): \(message)" : "\(file): \(key): \(message)" }
}

/// A rule's entry in `rules` or an override: a severity, option values, or both.
public struct RuleSetting: Sendable, Equatable {
    /// The severity, if set.
    public var severity: Severity?
    /// The options set, by name.
    public var options: [String: JSONValue]

    /// Creates a setting.
    ///
    /// ```swift
    /// let setting = RuleSetting(severity: .warning, options: ["heading": .string("사용 예시")])
    /// ```
    public init(severity: Severity? = nil, options: [String: JSONValue] = [:]) {
        self.severity = severity
        self.options = options
    }
}

/// One entry of `overrides`: rule settings for the files matching `paths`.
public struct RuleOverride: Sendable {
    /// Globs matched against the path relative to the configuration's folder.
    public var paths: [Glob]
    /// The settings, applied over the top-level ones.
    public var rules: [String: RuleSetting]
}

/// The `site` key, read by `docaudit site`.
public struct SiteConfiguration: Sendable, Equatable {
    /// The folder the site is written to.
    public var output: String?
    /// The site's title.
    public var title: String?
    /// The URL the site is served from.
    public var baseURL: String?
    /// A folder holding a theme that replaces the built-in one (relative to the configuration's
    /// folder).
    public var theme: String?
    /// The layers whose modules the site shows.
    public var layers: [Layer]?
    /// The address of a source file in its repository, with `{path}` and `{line}`.
    public var sourceURL: String?
    /// Folders of plain Markdown guides (`docs`), each a section of the site of its own
    /// (relative to the configuration's folder).
    public var guides: [String]?

    /// An empty site configuration: every value defaults.
    ///
    /// ```swift
    /// let site = SiteConfiguration()
    /// ```
    public init(output: String? = nil, title: String? = nil, baseURL: String? = nil, theme: String? = nil, layers: [Layer]? = nil) {
        self.output = output
        self.title = title
        self.baseURL = baseURL
        self.theme = theme
        self.layers = layers
    }
}

/// The rules that run on one file, with their severities.
public struct ActiveRules: Sendable {
    /// The rules whose severity is not `off`, in registry order.
    public var rules: [any Rule]
    /// The severity of each running rule, by id.
    public var severities: [String: Severity]
    /// The running rules that say which declarations must be documented, for coverage: found
    /// once here, since a protocol conformance check per file is costly.
    var documentationRequirements: [any DocumentationRequirement] = []

    init() {
        // Room for every rule at once: a configuration's rules are worked out at every run, and
        // lists grown one rule at a time were copied again and again.
        rules = []
        rules.reserveCapacity(RuleRegistry.all.count)
        severities = Dictionary(minimumCapacity: RuleRegistry.all.count)
        callsByLayer = Layer.allCases.map { _ in Self.roomForEveryRule() }
        findingsByLayer = Layer.allCases.map { _ in Self.roomForEveryRule() }
    }

    private static func roomForEveryRule<Element>() -> [Element] {
        var list: [Element] = []
        list.reserveCapacity(RuleRegistry.all.count)
        return list
    }

    /// The running tree rules that look at files of `layer`, in registry order.
    func treeRules(for layer: Layer) -> [TreeRuleCall] {
        treeRulesByLayer[layer.ordinal]
    }

    /// The calls of the running rules that look at files of `layer`.
    func calls(for layer: Layer) -> [RuleCall] {
        callsByLayer[layer.ordinal]
    }

    /// What the findings of each of ``calls(for:)`` need, in the same order.
    func findings(for layer: Layer) -> [RuleFinding] {
        findingsByLayer[layer.ordinal]
    }

    /// `rules` split by layer once, rather than asking each rule's layers for every file; each
    /// rule called through one ``RuleCall`` that all its layers share, as making one looks its
    /// generic class up in the runtime.
    private var callsByLayer: [[RuleCall]]
    private var findingsByLayer: [[RuleFinding]]
    private var treeRulesByLayer: [[TreeRuleCall]] = Layer.allCases.map { _ in [] }

    /// Adds `rule`, at position `index` in ``RuleRegistry/all``, running at `severity`.
    mutating func append(_ rule: any Rule, at index: Int, severity: Severity) {
        let id = type(of: rule).id
        rules.append(rule)
        severities[id] = severity
        let finding = RuleFinding(id: id, index: index, severity: severity)
        let call = RuleCall.of(rule)
        let treeRule = rule.treePhase
        for layer in type(of: rule).layers {
            callsByLayer[layer.ordinal].append(call)
            findingsByLayer[layer.ordinal].append(finding)
            if let treeRule { treeRulesByLayer[layer.ordinal].append(TreeRuleCall(rule: treeRule, finding: finding)) }
        }
        if let requirement = rule.documentationRequirement { documentationRequirements.append(requirement) }
    }
}

/// A `.docaudit.json`: layers, exclusions, rule settings, overrides, language, modules and site.
public struct Configuration: Sendable {
    /// The file it was read from; nil for the defaults.
    public var file: String?
    /// The absolute folder that paths in it are relative to.
    public var folder: String
    /// The layer table.
    public var layers: LayerClassifier
    /// Whether the file sets `layers`: without, the project's layout gives each file its layer.
    public var layersConfigured = false
    /// Files never checked.
    public var exclude: [Glob]
    /// The top-level rule settings.
    public var rules: [String: RuleSetting]
    /// Per-path rule settings, applied in order over `rules`.
    public var overrides: [RuleOverride]
    /// The language of messages, if set.
    public var language: Language?
    /// The configured modules, for the site and for symbol links.
    public var modules: [ModuleRule]
    /// The site's settings.
    public var site: SiteConfiguration

    /// The name configurations are found by.
    public static let fileName = ".docaudit.json"

    /// The keys a configuration may hold.
    public static let keys = ["layers", "exclude", "rules", "overrides", "language", "modules", "site"]

    /// The defaults, for paths relative to `folder`.
    ///
    /// ```swift
    /// let configuration = Configuration.defaults(folder: "/work/app")
    /// ```
    public static func defaults(folder: String) -> Configuration {
        Configuration(file: nil, folder: folder, layers: .standard, exclude: [], rules: [:], overrides: [], language: nil, modules: [], site: SiteConfiguration())
    }

    /// The rules that run on the file at `relativePath` (relative to ``folder``): the defaults,
    /// then `rules`, then each matching override.
    ///
    /// ```swift
    /// let active = configuration.activeRules(for: "Shared/DesignSystem/Sources/Color.swift")
    /// ```
    public func activeRules(for relativePath: String) -> ActiveRules {
        activeRules(overrides: overrides.indices.filter { overrides[$0].paths.contains { $0.matches(relativePath) } })
    }

    /// The rules that run with the overrides at positions `matching` (as ``Placement`` finds
    /// them for a file): the defaults, then `rules`, then those overrides in order.
    ///
    /// ```swift
    /// let active = configuration.activeRules(overrides: place.overrides)
    /// ```
    public func activeRules(overrides matching: [Int]) -> ActiveRules {
        var settings = rules
        for override in matching.map({ overrides[$0] }) {
            for (id, setting) in override.rules {
                var merged = settings[id] ?? RuleSetting()
                if let severity = setting.severity { merged.severity = severity }
                merged.options.merge(setting.options) { $1 }
                settings[id] = merged
            }
        }
        var active = ActiveRules()
        for (index, rule) in RuleRegistry.all.enumerated() {
            let setting = settings[rule.id]
            let severity = setting?.severity ?? rule.defaultSeverity
            guard severity != .off else { continue }
            var options = RuleRegistry.defaultOptions[index]
            if let set = setting?.options, !set.isEmpty { options.values.merge(set) { $1 } }
            active.append(rule.init(options: options), at: index, severity: severity)
        }
        return active
    }

    /// Whether a file under this configuration may look up symbol links: a rule with a tree
    /// phase (``TreeRule``) is on, with the option its phase needs if any, or an override turns
    /// one on for some files.
    ///
    /// ```swift
    /// Configuration.defaults(folder: "/work/app").mayLookUpLinks // true
    /// ```
    public var mayLookUpLinks: Bool {
        RuleRegistry.treeRules.contains(where: mayRunTreePhase)
    }

    /// Whether a rule that reads catalog documents (``CatalogRule``) is on, at the top or in an
    /// override: the check then reads the catalogs beside the modules.
    ///
    /// ```swift
    /// Configuration.defaults(folder: "/work/app").mayReadCatalogs // true
    /// ```
    public var mayReadCatalogs: Bool {
        RuleRegistry.catalogRules.contains(where: mayRunTreePhase)
    }

    /// Whether `missing-function-doc` may count a member documented by a documented requirement
    /// (its option `inheritedDocs`) for some file: the index then keeps which paths are documented.
    ///
    /// ```swift
    /// Configuration.defaults(folder: "/work/app").mayInheritDocs // false
    /// ```
    public var mayInheritDocs: Bool {
        mayRunTreePhase(of: MissingFunctionDocRule.self)
    }

    /// Whether `rule` is on, and its ``Rule/treePhaseOption`` if any set, at the top or in an
    /// override: where they may meet, for some file (a rule without a tree phase: whether it is on).
    private func mayRunTreePhase(of rule: any Rule.Type) -> Bool {
        let id = rule.id
        let settings = [rules[id]].compactMap { $0 } + overrides.compactMap { $0.rules[id] }
        let on = (rules[id]?.severity ?? rule.defaultSeverity) != .off || settings.contains { $0.severity.map { $0 != .off } ?? false }
        guard on, let option = rule.treePhaseOption else { return on }
        return settings.contains { $0.options[option] == .bool(true) }
    }

    /// Whether the file at `relativePath` is excluded.
    ///
    /// ```swift
    /// configuration.excludes("Derived/Sources/Generated.swift")
    /// ```
    public func excludes(_ relativePath: String) -> Bool {
        exclude.contains { $0.matches(relativePath) }
    }
}

extension Configuration {
    /// Reads and validates the configuration file at `path` in `source`; its folder is where
    /// relative paths start.
    ///
    /// ```swift
    /// let configuration = try Configuration.load("/work/app/.docaudit.json")
    /// ```
    public static func load(_ path: String, in source: any FileSource = DiskFiles()) throws(ConfigurationError) -> Configuration {
        let bytes = try JSONParser.contents(of: path, in: source)
        return try parse(bytes, file: path, folder: FilePaths.folder(of: FilePaths.absolute(path)))
    }

    /// Parses and validates configuration text.
    ///
    /// ```swift
    /// let configuration = try Configuration.parse(Array(#"{"language": "ko"}"#.utf8), file: ".docaudit.json", folder: "/work/app")
    /// ```
    public static func parse(_ bytes: [UInt8], file: String, folder: String) throws(ConfigurationError) -> Configuration {
        let root = try JSONParser.document(bytes, file: file)
        let reader = ConfigurationReader(file: file)
        var configuration = Configuration.defaults(folder: folder)
        configuration.file = file
        let members = try reader.object(root, at: "", allowed: keys)
        for (key, value) in members {
            switch key {
            case "layers":
                configuration.layers = try reader.layers(value)
                configuration.layersConfigured = true
            case "exclude": configuration.exclude = try reader.globs(value, at: "exclude")
            case "rules": configuration.rules = try reader.ruleSettings(value, at: "rules")
            case "overrides": configuration.overrides = try reader.overrides(value)
            case "language": configuration.language = try reader.language(value)
            case "modules": configuration.modules = try reader.modules(value)
            default: configuration.site = try reader.site(value)
            }
        }
        return configuration
    }
}

/// Reads a configuration's JSON strictly: every key known, every value of the right type.
private struct ConfigurationReader {
    let file: String

    func fail(_ key: String, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, key: key, message: message)
    }

    func join(_ parent: String, _ key: String) -> String {
        parent.isEmpty ? key : parent + "." + key
    }

    func object(_ value: JSONValue, at key: String, allowed: [String]) throws(ConfigurationError) -> [(key: String, value: JSONValue)] {
        guard case .object(let members) = value else { throw fail(key, "expected an object, found \(value.typeName)") }
        for member in members where !allowed.contains(member.key) {
            throw fail(join(key, member.key), "unknown key (allowed: \(allowed.joined(separator: ", ")))")
        }
        return members
    }

    func requiredMembers(_ members: [(key: String, value: JSONValue)], _ required: [String], at key: String) throws(ConfigurationError) {
        for name in required where !members.contains(where: { $0.key == name }) {
            throw fail(key, "missing key \"\(name)\"")
        }
    }

    func array(_ value: JSONValue, at key: String) throws(ConfigurationError) -> [JSONValue] {
        guard case .array(let items) = value else { throw fail(key, "expected an array, found \(value.typeName)") }
        return items
    }

    func string(_ value: JSONValue, at key: String) throws(ConfigurationError) -> String {
        guard case .string(let text) = value else { throw fail(key, "expected a string, found \(value.typeName)") }
        return text
    }

    func globs(_ value: JSONValue, at key: String) throws(ConfigurationError) -> [Glob] {
        var globs: [Glob] = []
        for (index, item) in try array(value, at: key).enumerated() {
            let pattern = try string(item, at: "\(key)[\(index)]")
            guard !pattern.isEmpty else { throw fail("\(key)[\(index)]", "expected a glob pattern, found an empty string") }
            globs.append(Glob(pattern))
        }
        return globs
    }

    func layer(_ value: JSONValue, at key: String) throws(ConfigurationError) -> Layer {
        let name = try string(value, at: key)
        guard let layer = Layer(rawValue: name) else {
            throw fail(key, "unknown layer \"\(name)\" (allowed: \(Layer.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return layer
    }

    func layers(_ value: JSONValue) throws(ConfigurationError) -> LayerClassifier {
        var rules: [LayerRule] = []
        for (index, item) in try array(value, at: "layers").enumerated() {
            let key = "layers[\(index)]"
            let members = try object(item, at: key, allowed: ["layer", "paths"])
            try requiredMembers(members, ["layer", "paths"], at: key)
            var rule = LayerRule(layer: .shared, paths: [])
            for (name, member) in members {
                if name == "layer" { rule.layer = try layer(member, at: key + ".layer") } else { rule.paths = try globs(member, at: key + ".paths") }
            }
            rules.append(rule)
        }
        return LayerClassifier(rules: rules)
    }

    func language(_ value: JSONValue) throws(ConfigurationError) -> Language {
        let name = try string(value, at: "language")
        guard let language = Language(rawValue: name) else {
            throw fail("language", "unknown language \"\(name)\" (allowed: \(Language.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return language
    }

    func ruleSettings(_ value: JSONValue, at key: String) throws(ConfigurationError) -> [String: RuleSetting] {
        guard case .object(let members) = value else { throw fail(key, "expected an object of rule ids, found \(value.typeName)") }
        var settings: [String: RuleSetting] = [:]
        for (id, entry) in members {
            let entryKey = join(key, id)
            guard let rule = RuleRegistry.rule(id: id) else {
                throw fail(entryKey, "unknown rule id (allowed: \(RuleRegistry.ids.joined(separator: ", ")))")
            }
            settings[id] = try ruleSetting(entry, rule: rule, at: entryKey)
        }
        return settings
    }

    func severity(_ value: JSONValue, at key: String) throws(ConfigurationError) -> Severity {
        let allowed = "\"error\", \"warning\" or \"off\""
        guard case .string(let name) = value else { throw fail(key, "expected \(allowed), found \(value.typeName)") }
        guard let severity = Severity(rawValue: name) else { throw fail(key, "unknown severity \"\(name)\" (allowed: \(allowed))") }
        return severity
    }

    func ruleSetting(_ value: JSONValue, rule: any Rule.Type, at key: String) throws(ConfigurationError) -> RuleSetting {
        if case .string = value { return RuleSetting(severity: try severity(value, at: key)) }
        guard case .object = value else {
            throw fail(key, "expected \"error\", \"warning\", \"off\" or an object with \"severity\" and options, found \(value.typeName)")
        }
        let allowed = ["severity"] + rule.options.map(\.name)
        var setting = RuleSetting()
        for (name, member) in try object(value, at: key, allowed: allowed) {
            if name == "severity" {
                setting.severity = try severity(member, at: join(key, name))
            } else if let option = rule.options.first(where: { $0.name == name }) {
                if let problem = option.problem(with: member) { throw fail(join(key, name), problem) }
                setting.options[name] = member
            }
        }
        return setting
    }

    func overrides(_ value: JSONValue) throws(ConfigurationError) -> [RuleOverride] {
        var overrides: [RuleOverride] = []
        for (index, item) in try array(value, at: "overrides").enumerated() {
            let key = "overrides[\(index)]"
            let members = try object(item, at: key, allowed: ["paths", "rules"])
            try requiredMembers(members, ["paths", "rules"], at: key)
            var override = RuleOverride(paths: [], rules: [:])
            for (name, member) in members {
                if name == "paths" { override.paths = try globs(member, at: key + ".paths") } else { override.rules = try ruleSettings(member, at: key + ".rules") }
            }
            overrides.append(override)
        }
        return overrides
    }

    func modules(_ value: JSONValue) throws(ConfigurationError) -> [ModuleRule] {
        var modules: [ModuleRule] = []
        for (index, item) in try array(value, at: "modules").enumerated() {
            let key = "modules[\(index)]"
            let members = try object(item, at: key, allowed: ["name", "paths"])
            try requiredMembers(members, ["name", "paths"], at: key)
            var module = ModuleRule(name: "", paths: [])
            for (name, member) in members {
                if name == "name" {
                    module.name = try string(member, at: key + ".name")
                    guard !module.name.isEmpty, !module.name.contains("/") else { throw fail(key + ".name", "expected a module name, found \"\(module.name)\"") }
                } else {
                    module.paths = try globs(member, at: key + ".paths")
                }
            }
            modules.append(module)
        }
        return modules
    }

    func site(_ value: JSONValue) throws(ConfigurationError) -> SiteConfiguration {
        var site = SiteConfiguration()
        for (name, member) in try object(value, at: "site", allowed: ["output", "title", "baseURL", "theme", "layers", "sourceURL", "guides"]) {
            let key = "site." + name
            switch name {
            case "output": site.output = try string(member, at: key)
            case "title": site.title = try string(member, at: key)
            case "baseURL": site.baseURL = try string(member, at: key)
            case "theme": site.theme = try string(member, at: key)
            case "sourceURL": site.sourceURL = try string(member, at: key)
            case "guides":
                var guides: [String] = []
                for (index, item) in try array(member, at: key).enumerated() { guides.append(try string(item, at: "\(key)[\(index)]")) }
                site.guides = guides
            default:
                var layers: [Layer] = []
                for (index, item) in try array(member, at: key).enumerated() { layers.append(try layer(item, at: "\(key)[\(index)]")) }
                site.layers = layers
            }
        }
        return site
    }
}
