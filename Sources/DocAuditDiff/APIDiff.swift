import DocAuditCheck
import DocAuditCore

/// What happened to one symbol between the two revisions.
public struct APIChange: Sendable {
    /// The kinds of change, as a report names them.
    public enum Kind: String, Sendable {
        case added, removed, changed
    }

    /// What changed of a symbol both revisions publish, in report order.
    public enum Aspect: String, Sendable, CaseIterable {
        case signature, defaultedParameter = "defaulted-parameter", constraintsAdded = "constraints-added", declaration, access, availability, deprecated, undeprecated
        case whereClause = "where"
    }

    public var kind: Kind
    public var aspects: [Aspect]
    /// The symbol at the base and at the head; the one a kind lacks is nil.
    public var base: APISymbol?
    public var head: APISymbol?
    /// Why the change breaks code built against the base, or nil when it does not.
    public var breaking: String?
    /// For a type removed or no longer public: how many of its members went with it, which
    /// are not listed apart.
    public var membersGone = 0

    /// The symbol as the head has it, else as the base had it.
    public var symbol: APISymbol { head ?? base! }
}

/// The coverage of one module at both revisions; nil where a revision has nothing of the
/// module to document (a module added or removed).
public struct CoverageChange: Sendable, Equatable {
    public var module: String
    public var base: DocCoverage?
    public var head: DocCoverage?
}

/// The public API of two revisions compared by symbol identity: symbols added, removed and
/// changed, each change's breaking reason, and documentation coverage per module.
public struct APIDiff: Sendable {
    /// Sorted by module, then path, then kind of change.
    public var changes: [APIChange] = []
    public var coverage: [CoverageChange] = []
    public var overallCoverage: CoverageChange

    /// Compares `base` with `head`. An identity only one side has is an addition or a removal,
    /// except that a removal and an addition of the same module, type, name and kind are one
    /// symbol whose signature changed when the head keeps the base's argument labels in order
    /// (breaking), unless it only adds parameters with default values, which every call
    /// written against the base still satisfies (not breaking).
    ///
    /// ```swift
    /// let diff = APIDiff(base: APISnapshot.read(baseTree, jobs: 2), head: APISnapshot.read(headTree, jobs: 2))
    /// print(diff.changes.filter { $0.breaking != nil }.count)
    /// ```
    public init(base: APISnapshot, head: APISnapshot) {
        var removed: [APISymbol] = []
        var added: [APISymbol] = []
        for (identity, old) in base.symbols {
            if let new = head.symbols[identity] {
                if let change = Self.compare(old, new) { changes.append(change) }
            } else {
                removed.append(old)
            }
        }
        for (identity, new) in head.symbols where base.symbols[identity] == nil { added.append(new) }
        var addedByName: [String: [APISymbol]] = [:]
        for symbol in added.sorted(by: { $0.identity < $1.identity }) { addedByName[Self.nameKey(symbol), default: []].append(symbol) }
        for old in removed.sorted(by: { $0.identity < $1.identity }) {
            let key = Self.nameKey(old)
            var candidates = addedByName[key] ?? []
            // A head overload that only adds defaulted parameters is the same API; one with the
            // same argument labels, or those and more, takes the base's place, its signature changed.
            if let index = candidates.firstIndex(where: { Self.onlyAddsDefaults(old, $0) }) ?? candidates.firstIndex(where: { $0.path == old.path })
                ?? candidates.firstIndex(where: { Self.keepsLabels(old, $0) }) {
                let new = candidates.remove(at: index)
                addedByName[key] = candidates
                var change = Self.compare(old, new) ?? APIChange(kind: .changed, aspects: [], base: old, head: new)
                if Self.onlyAddsDefaults(old, new) {
                    change.aspects.removeAll { $0 == .declaration }
                    change.aspects.insert(.defaultedParameter, at: 0)
                } else if old.callSignature != new.callSignature {
                    change.aspects.removeAll { $0 == .declaration }
                    change.aspects.insert(.signature, at: 0)
                    change.breaking = "signature changed"
                }
                // Types spelled another way only (`Optional<T>`, `T?`): the same symbol.
                if !change.aspects.isEmpty { changes.append(change) }
            } else {
                let narrowed = head.hides(old)
                changes.append(APIChange(kind: .removed, aspects: narrowed ? [.access] : [], base: old, head: nil,
                                         breaking: narrowed ? "no longer public" : "removed"))
            }
        }
        for symbol in addedByName.values.joined() { changes.append(APIChange(kind: .added, aspects: [], base: nil, head: symbol)) }
        changes = Self.foldingMembersGone(changes)
        changes.sort { a, b in
            let (x, y) = (a.symbol, b.symbol)
            return (x.module, x.dottedPath, a.kind.rawValue, x.identity) < (y.module, y.dottedPath, b.kind.rawValue, y.identity)
        }
        let modules = Set(base.coverage.modules.keys).union(head.coverage.modules.keys).sorted()
        coverage = modules.map { CoverageChange(module: $0, base: base.coverage.modules[$0], head: head.coverage.modules[$0]) }
        overallCoverage = CoverageChange(module: "", base: base.coverage.overall, head: head.coverage.overall)
    }

    /// `changes` with each removed symbol inside a removed type counted on the outermost such
    /// type, not listed: removing a type removes its members.
    private static func foldingMembersGone(_ changes: [APIChange]) -> [APIChange] {
        var removedTypes: [String: Int] = [:]
        for (index, change) in changes.enumerated() where change.kind == .removed && change.symbol.kind.isType {
            removedTypes[change.symbol.module + "." + change.symbol.dottedPath] = index
        }
        var folded = changes
        var gone = Set<Int>()
        for (index, change) in changes.enumerated() where change.kind == .removed {
            let symbol = change.symbol
            // The outermost removed type enclosing the symbol, if any.
            let enclosing = (1..<max(symbol.path.count, 1)).lazy.compactMap { removedTypes[symbol.module + "." + symbol.path.prefix($0).joined(separator: ".")] }.first
            guard let enclosing else { continue }
            folded[enclosing].membersGone += 1
            gone.insert(index)
        }
        return folded.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
    }

    /// The changes of `module`.
    ///
    /// ```swift
    /// for change in diff.changes(of: "Shapes") { print(change.symbol.dottedPath) }
    /// ```
    public func changes(of module: String) -> [APIChange] {
        changes.filter { $0.symbol.module == module }
    }

    /// The modules with a change or a coverage figure, sorted.
    public var modules: [String] {
        Set(changes.map(\.symbol.module)).union(coverage.map(\.module)).sorted()
    }

    /// Module, enclosing path, name before its parameters and kind: what a changed signature keeps.
    private static func nameKey(_ symbol: APISymbol) -> String {
        let name = symbol.path.last.map { $0.split(separator: "(", maxSplits: 1).first.map(String.init) ?? $0 } ?? ""
        return symbol.module + "." + symbol.path.dropLast().joined(separator: ".") + "." + name + " " + symbol.kind.rawValue
    }

    /// Whether `new`'s argument labels hold all of `old`'s, in order.
    static func keepsLabels(_ old: APISymbol, _ new: APISymbol) -> Bool {
        var next = 0
        for parameter in new.parameters where next < old.parameters.count && old.parameters[next].label == parameter.label { next += 1 }
        return next == old.parameters.count
    }

    /// Whether `new` takes every parameter of `old`, in order, with the same labels and types,
    /// returns the same, and each parameter it adds has a default value.
    static func onlyAddsDefaults(_ old: APISymbol, _ new: APISymbol) -> Bool {
        guard old.returnType == new.returnType, new.parameters.count > old.parameters.count else { return false }
        var next = 0
        for parameter in new.parameters {
            if next < old.parameters.count, old.parameters[next].label == parameter.label, old.parameters[next].type == parameter.type {
                next += 1
            } else if !parameter.hasDefault {
                return false
            }
        }
        return next == old.parameters.count
    }

    /// The declaration with a `var`'s `{ get set }` left out: a stored `var` and a computed one
    /// with a setter are the same API.
    private static func settable(_ symbol: APISymbol) -> String {
        let declaration = symbol.comparedDeclaration
        return declaration.hasPrefix("var ") && declaration.hasSuffix(" { get set }") ? String(declaration.dropLast(12)) : declaration
    }

    /// What changed of a symbol both revisions publish; nil when nothing did.
    static func compare(_ old: APISymbol, _ new: APISymbol) -> APIChange? {
        var aspects: [APIChange.Aspect] = []
        var breaking: String?
        if settable(old) != settable(new) { aspects.append(.declaration) }
        if old.access != new.access {
            aspects.append(.access)
            // `open` to `public`: subclasses and overrides outside the module stop compiling.
            if old.access == .open { breaking = "no longer open" }
        }
        if old.availability.compactMap(\.undeprecated) != new.availability.compactMap(\.undeprecated) { aspects.append(.availability) }
        if !old.isDeprecated, new.isDeprecated { aspects.append(.deprecated) }
        if old.isDeprecated, !new.isDeprecated { aspects.append(.undeprecated) }
        if old.extensionWhere.map(TypeSugar.sugared) != new.extensionWhere.map(TypeSugar.sugared) { aspects.append(.whereClause) }
        // Requirements only added: a use that did not meet them no longer compiles.
        if new.constraints.isStrictSuperset(of: old.constraints) {
            aspects.insert(.constraintsAdded, at: 0)
            breaking = breaking ?? "generic requirements added"
        }
        guard !aspects.isEmpty else { return nil }
        return APIChange(kind: .changed, aspects: aspects, base: old, head: new, breaking: breaking)
    }
}
