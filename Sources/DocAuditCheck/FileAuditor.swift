import DocAuditCore
import DocAuditRules

/// Audits files one at a time, for a check's worker or a workspace: places each, runs the
/// rules of its configuration and layer, and leaves its findings and the symbol links its rules
/// keep for the tree phase in ``findings`` and ``links`` until the next file. What one file
/// works out (folder placements, rule setups, the rules' lists) is kept for the next, which
/// mostly shares it: files come in path order.
struct FileAuditor {
    /// What an audit reports besides findings.
    struct Options {
        var language: Language
        /// Which fixes the rules attach.
        var fixes: FixCollection = .none
        /// Whether the file's documentation coverage is measured.
        var measuresCoverage = false
        /// Whether findings carry their symbols' signatures.
        var carriesSignatures = false
    }

    /// What one audit gives besides ``FileAuditor/findings`` and ``FileAuditor/links``.
    struct Audit {
        /// What ran on the file; its tree rules finish the links.
        let setup: FileSetup
        /// The file's coverage, when measured.
        let coverage: DocCoverage?
    }

    /// The placement of each folder, worked out once.
    var placements = PlacementCache()
    /// The findings of the file audited last, suppressed ones removed; their room is reused
    /// for the next file's, so a caller that keeps them swaps them out.
    var findings = FileFindings()
    /// The symbol links the last file's rules keep for the tree phase, reused likewise.
    var links = WaitingLinks()
    /// The lists the files use one after another.
    private let scratch = RuleContext.Scratch()
    /// The rules of the configurations and sets of matching overrides used last, the last
    /// first: files come in path order, so the next file mostly shares them, and one left
    /// behind is rarely met again (rebuilt then). A short list, not a dictionary: a hashed
    /// key type costs each process a lookup through the binary's conformances when first used.
    private var activeRules: [(key: RulesKey, rules: RuleSetups)] = []
    private static let keptRules = 16
    /// What runs on the last file, and its placement facts: the next file mostly shares them.
    private var last: (facts: PlacedFile, setup: FileSetup)?

    private struct RulesKey: Equatable {
        var configuration: String
        var overrides: [Int]
    }

    /// Where `path` stands, by `resolver`'s configurations and project.
    mutating func place(_ path: String, resolver: ConfigurationResolver) throws(ConfigurationError) -> Placement {
        try placements.placement(of: path, resolver: resolver)
    }

    /// Runs the rules on the file at `path`, placed at `place`, whose `bytes` the scanner read
    /// as `scanned`; its findings and kept links are then in ``findings`` and ``links``.
    mutating func audit(_ path: String, bytes: [UInt8], scanned: ScannedFile, place: Placement, options: Options) -> Audit {
        let setup = setup(for: place)
        let file = RuleContext(path: path, layer: place.layer, module: place.module, scanned: scanned, source: bytes, language: options.language, severities: setup.severities,
                               scratch: scratch)
        file.runningRules = setup.findings
        if options.fixes != .none {
            file.fixes = options.fixes
            if case .scaffolding(let language) = options.fixes {
                // Templates are written in the project's language, and ask for the examples its
                // `missing-usage-example` would.
                let examples = place.configuration.activeRules(overrides: place.overrides).rules.lazy.compactMap { $0 as? MissingUsageExampleRule }.first
                file.scaffolding = Scaffolding(template: DocTemplate(language: place.configuration.language ?? language), examples: examples)
            }
        }
        setup.calls.withUnsafeBufferPointer { calls in
            for index in calls.indices {
                file.runningRule = index
                calls[index]._withUnsafeGuaranteedRef { $0.check(file) }
            }
        }
        let coverage = options.measuresCoverage ? DocCoverage.of(file, requirements: setup.documentationRequirements) : nil
        findings.removeAll()
        links.removeAll()
        if !file.reported.isEmpty { findings.append(file.reported, about: file.declarations, source: options.carriesSignatures ? bytes : nil, in: file.language) }
        if let suppressions = file.suppressions, !suppressions.isEmpty {
            findings.removeAll { suppressions.suppresses($0, line: $1) }
        }
        if !file.linkRequests.isEmpty { TreePhase.collect(file, signatures: options.carriesSignatures, into: &links) }
        scratch.giveBack(file)
        return Audit(setup: setup, coverage: coverage)
    }

    /// What runs on a file placed at `place`: the last file's setup when it runs the same
    /// rules, as the files of one configuration and layer do.
    private mutating func setup(for place: Placement) -> FileSetup {
        if let last, last.facts.runsSameRules(as: place.facts) { return last.setup }
        let setup = rules(for: place).setup(for: place.layer)
        last = (place.facts, setup)
        return setup
    }

    /// The rules that run on a file, from the cache.
    private mutating func rules(for place: Placement) -> RuleSetups {
        let key = RulesKey(configuration: place.configurationFile ?? "", overrides: place.overrides)
        if !activeRules.isEmpty, activeRules[0].key == key { return activeRules[0].rules }
        let known = activeRules.firstIndex { $0.key == key }
        let rules = known.map { activeRules.remove(at: $0).rules } ?? RuleSetups(place.configuration.activeRules(overrides: place.overrides))
        activeRules.insert((key, rules), at: 0)
        if activeRules.count > Self.keptRules { activeRules.removeLast() }
        return rules
    }
}

/// The rules of one configuration and set of overrides, and what of them runs on each layer's
/// files, picked out the first time a file of the layer comes: files of several layers take
/// turns in a tree (a module's `Interface`, then its `Sources`), and each layer's is made once.
final class RuleSetups {
    private let active: ActiveRules
    private var byLayer: [FileSetup?] = Array(repeating: nil, count: Layer.allCases.count)

    init(_ active: ActiveRules) {
        self.active = active
    }

    /// What runs on the files of `layer`.
    func setup(for layer: Layer) -> FileSetup {
        if let known = byLayer[layer.ordinal] { return known }
        let setup = FileSetup(rules: active, layer: layer)
        byLayer[layer.ordinal] = setup
        return setup
    }
}

/// What runs on the files of one configuration, layer and set of overrides, picked out of
/// their rules once: a file then takes one count to share it, where the rules' lists as
/// values would take one each.
final class FileSetup: Sendable {
    /// The running rules that look at files of the layer, in registry order, each called
    /// through a reference that the setup holds (released with it) and lends without a count.
    let calls: [Unmanaged<RuleCall>]
    /// What the findings of each of ``calls`` need, in the same order.
    let findings: [RuleFinding]
    let severities: [String: Severity]
    /// The running tree rules that look at files of the layer.
    let treeRules: [TreeRuleCall]
    let documentationRequirements: [any DocumentationRequirement]

    init(rules active: ActiveRules, layer: Layer) {
        calls = active.calls(for: layer).map { Unmanaged.passRetained($0) }
        findings = active.findings(for: layer)
        severities = active.severities
        treeRules = active.treeRules(for: layer)
        documentationRequirements = active.documentationRequirements
    }

    deinit {
        for call in calls { call.release() }
    }
}

/// A rule as the engine calls it for each file: through a class's method, where a call
/// through `any Rule` copies the rule's existential each time (and destroys the copy). Never
/// changed once made, so the configurations' rules share it across threads.
class RuleCall: @unchecked Sendable {
    /// The call of `rule`; given an `any Rule`, of the type it holds.
    static func of<R: Rule>(_ rule: R) -> RuleCall {
        RuleCallOf(rule)
    }

    /// Checks one file; ``RuleCallOf`` calls its rule.
    func check(_ file: RuleContext) {
        preconditionFailure("every RuleCall is a RuleCallOf")
    }
}

/// The call of one rule of type `R`, which it holds.
final class RuleCallOf<R: Rule>: RuleCall, @unchecked Sendable {
    let rule: R

    init(_ rule: R) {
        self.rule = rule
    }

    override func check(_ file: RuleContext) {
        rule.check(file)
    }
}
