import DocAuditCore
import DocAuditRules

/// What the tree's types inherit, looked up by their paths' keys, for the symbol links no
/// path resolves: DocC resolves `Square/describe()` where `Square` conforms to a protocol whose
/// extension declares `describe()`, because the compiler copies that default into `Square`'s
/// symbol graph. As the compiler copies them, and only so (each case checked with
/// `docc convert --analyze`, pinned in `NamingAndLinkTests`):
///
/// - the members of the protocols a concrete type conforms to itself (in its declaration or an
///   extension of it), with those they refine, transitively: `P/member` answers for `T/member`;
/// - a member of an extension constrained `where Self: …` or `where Self == …` only where the
///   type meets the constraint (its own name, its conformances' names and its superclasses'
///   answer); constraints on associated types count as met;
/// - a protocol requirement only where some declaration of the path is an implementation (the
///   type's own, or a default), not the requirement alone;
/// - the standard library's defaults (``StandardLibraryDefault``: `!=` of an `Equatable` type).
///
/// Not through a superclass: the compiler copies no inherited class member, nor what a
/// superclass's protocols give; nor through a protocol (`Refining/baseRequirement` does not
/// resolve); nor an associated type.
struct InheritanceTable: Sendable {
    /// Every file's relations, which the lookups below point into.
    private let relations: [TypeRelations]
    /// The declarations and extensions of the types that relations name, by their paths' keys,
    /// sorted: a list made once, with no list per type, as few links ask.
    private var types: [Keyed] = []
    /// What `Self` must be or conform to for a member of a constrained extension, one entry
    /// per declaration of the path, sorted by the member's key.
    private var conditions: [Keyed] = []
    /// The keys protocols' own bodies declare, sorted: requirements, implemented only where
    /// another declaration of the path is.
    private var requirements: [UInt64] = []

    /// Where a declaration, or a member's condition, stands among ``relations``.
    private struct Place: Sendable {
        let file: Int32
        let index: Int32
    }

    /// A place by the key it is looked up with.
    private struct Keyed: Sendable {
        let key: UInt64
        let place: Place
    }

    /// A lookup of `relations`, every file's.
    init(_ relations: [TypeRelations]) {
        self.relations = relations
        for (file, relation) in relations.enumerated() {
            for (index, declared) in relation.declared.enumerated() { types.append(Keyed(key: declared.type, place: Place(file: Int32(file), index: Int32(index)))) }
            for (index, condition) in relation.conditions.enumerated() { conditions.append(Keyed(key: condition.member, place: Place(file: Int32(file), index: Int32(index)))) }
            requirements += relation.requirements
        }
        types.sort { $0.key < $1.key }
        conditions.sort { $0.key < $1.key }
        requirements.sort()
    }

    /// The places `list`, sorted, holds under `key`.
    private static func places(of key: UInt64, in list: [Keyed]) -> ArraySlice<Keyed> {
        let start = list.partitioningIndex { $0.key >= key }
        var end = start
        while end < list.count, list[end].key == key { end += 1 }
        return list[start..<end]
    }

    /// Whether no type relates to another.
    var isEmpty: Bool { types.isEmpty }

    /// What a concrete type inherits: the protocols of the tree whose members it gets (their
    /// paths' hashes, ended), the standard library's protocols it conforms to itself, and the
    /// names a `where Self` constraint may hold it to.
    struct Inheritance {
        var protocols: [PathHash] = []
        var outside = Set<String>()
        var satisfied = Set<UInt64>()
    }

    /// A declaration with what its clause names, read in place.
    private struct Declaration {
        let declared: TypeRelations.Declared
        let names: ArraySlice<TypeRelations.Inherited>
        let relations: TypeRelations

        /// The keys of the paths `entry` may name, the innermost scope's first.
        func paths(of entry: TypeRelations.Inherited) -> some Sequence<PathHash> {
            relations.candidates[entry.paths].lazy.map(PathHash.init(endedState:))
        }
    }

    /// The declarations and extensions of the type whose path's key is `type`.
    private func declarations(of type: UInt64) -> [Declaration] {
        Self.places(of: type, in: types).map { keyed in
            let place = keyed.place
            let relations = relations[Int(place.file)]
            let declared = relations.declared[Int(place.index)]
            return Declaration(declared: declared, names: relations.inherited[declared.names], relations: relations)
        }
    }

    /// What the type whose path's key is `type` inherits; nil for a protocol, or a type no
    /// relation names.
    func inheritance(of type: UInt64) -> Inheritance? {
        let declarations = declarations(of: type)
        guard !declarations.isEmpty, !declarations.contains(where: { $0.declared.role == .protocol }) else { return nil }
        var inheritance = Inheritance()
        var visited: Set<UInt64> = [type]
        var outside: [String] = []
        for declaration in declarations {
            inheritance.satisfied.insert(declaration.declared.name)
            for entry in declaration.names {
                if let superclass = superclass(named: entry, by: declaration) {
                    inheritance.satisfied.insert(entry.name)
                    addSatisfied(bySuperclass: superclass, to: &inheritance, visited: &visited)
                } else if entry.isFirst, declaration.declared.role == .enum, Self.rawValueTypes.contains(entry.name) {
                    outside += ["RawRepresentable", "Equatable", "Hashable"]
                } else {
                    add(entry, of: declaration, copying: true, to: &inheritance, outside: &outside, visited: &visited)
                }
            }
        }
        inheritance.outside = TypeNames.refinementClosure(outside)
        inheritance.satisfied.formUnion(inheritance.outside.map(TypeRelations.nameKey))
        return inheritance
    }

    /// Adds what `entry` of `declaration` names: a protocol of the tree, with what it refines
    /// (its members copied only when `copying`), or a standard library protocol; any name
    /// satisfies `where Self:` constraints.
    private func add(_ entry: TypeRelations.Inherited, of declaration: Declaration, copying: Bool, to inheritance: inout Inheritance, outside: inout [String],
                     visited: inout Set<UInt64>) {
        inheritance.satisfied.insert(entry.name)
        guard let found = declaration.paths(of: entry).first(where: { isProtocol($0.value) }) else {
            if copying, let name = Self.outsideProtocols[entry.name] { outside.append(name) }
            return
        }
        // A cycle of refinements is no Swift, but must not hang.
        guard visited.insert(found.value).inserted else { return }
        if copying { inheritance.protocols.append(found) }
        for refining in declarations(of: found.value) {
            for refined in refining.names { add(refined, of: refining, copying: copying, to: &inheritance, outside: &outside, visited: &visited) }
        }
    }

    /// Adds the names a superclass and its own inheritance satisfy, up the chain: no member.
    private func addSatisfied(bySuperclass type: UInt64, to inheritance: inout Inheritance, visited: inout Set<UInt64>) {
        guard visited.insert(type).inserted else { return }
        var outside: [String] = []
        for declaration in declarations(of: type) {
            for entry in declaration.names {
                if let superclass = superclass(named: entry, by: declaration) {
                    inheritance.satisfied.insert(entry.name)
                    addSatisfied(bySuperclass: superclass, to: &inheritance, visited: &visited)
                } else {
                    add(entry, of: declaration, copying: false, to: &inheritance, outside: &outside, visited: &visited)
                }
            }
        }
        inheritance.satisfied.formUnion(TypeNames.refinementClosure(outside).map(TypeRelations.nameKey))
    }

    /// The class of the tree that `entry` of `declaration` names as its superclass, if it does.
    private func superclass(named entry: TypeRelations.Inherited, by declaration: Declaration) -> UInt64? {
        guard entry.isFirst, declaration.declared.role == .class else { return nil }
        return declaration.paths(of: entry).lazy.map(\.value).first(where: isClass)
    }

    private func isProtocol(_ type: UInt64) -> Bool {
        has(type, role: .protocol)
    }

    private func isClass(_ type: UInt64) -> Bool {
        has(type, role: .class)
    }

    /// Whether a declaration of the type whose path's key is `type` has `role`.
    private func has(_ type: UInt64, role: TypeRelations.Role) -> Bool {
        Self.places(of: type, in: types).contains { relations[Int($0.place.file)].declared[Int($0.place.index)].role == role }
    }

    /// Whether a type that satisfies `names` gets the member of a protocol it inherits whose
    /// path's key is `key`, declared with `kinds` (``SymbolTable/kinds(of:)``): an
    /// implementation, no requirement alone nor associated type, whose extension's constraints
    /// it meets if all its declarations are constrained.
    private func gets(_ key: UInt64, kinds: Int32, satisfying names: Set<UInt64>) -> Bool {
        let several = kinds & SymbolTable.severalDeclarations != 0
        if !several, requirements[requirements.partitioningIndex { $0 >= key }...].first == key { return false }
        if kinds & ~SymbolTable.severalDeclarations == 1 << Int32(SymbolKind.associatedtype.ordinal) { return false }
        let alternatives = Self.places(of: key, in: conditions)
        guard !alternatives.isEmpty else { return true }
        return alternatives.contains { keyed in
            let place = keyed.place
            let relations = relations[Int(place.file)]
            return relations.requiredNames[relations.conditions[Int(place.index)].requires].allSatisfy(names.contains)
        }
    }

    /// What `link` (its text as written), which no path resolves from the scope whose
    /// prefixes are `scope`, resolves to through what its types inherit, `table` holding the
    /// keys ``forEachMemberKey(of:from:table:_:)`` gave.
    func resolution(of link: UnsafeBufferPointer<UInt8>, from scope: [PathHash], suffix: QuerySuffix, in table: SymbolTable) -> LinkResolution {
        resolutionAndPlace(of: link, from: scope, suffix: suffix, in: table).resolution
    }

    /// ``resolution(of:from:suffix:in:)``, and where the member was found: in how many of the
    /// scope's components (``PathHash/prefixes(ofScope:)``) its type path starts, and whether
    /// the link's first component, a module's name, was left out. The member's page, which the
    /// type gets of its own, is at those scope components followed by the link's.
    func resolutionAndPlace(of link: UnsafeBufferPointer<UInt8>, from scope: [PathHash], suffix: QuerySuffix,
                            in table: SymbolTable) -> (resolution: LinkResolution, scopeComponents: Int, dropsModule: Bool) {
        var found = (resolution: LinkResolution.broken, scopeComponents: 0, dropsModule: false)
        forEachTarget(of: link, from: scope, table: table) { target, prefix, dropsModule in
            found.scopeComponents = prefix
            found.dropsModule = dropsModule
            switch target {
            case .member(let key, let inheritance, let baseName):
                let kinds = table.kinds(of: key)
                guard !baseName || kinds & ~(Self.functionKinds | SymbolTable.severalDeclarations) != 0,
                      let resolution = table.resolution(of: key, suffix: suffix), gets(key, kinds: kinds, satisfying: inheritance.satisfied) else { return false }
                found.resolution = resolution
            case .standard(let standard):
                guard suffix.resolution(declared: 1 << Int32(standard.kind.ordinal), signatures: nil) != nil else { return false }
                found.resolution = .resolved
            }
            return true
        }
        return found
    }

    /// Calls `body` with the key of each protocol member that `link` (its text as written)
    /// may name from the scope whose prefixes are `scope` through what its types inherit.
    func forEachMemberKey(of link: UnsafeBufferPointer<UInt8>, from scope: [PathHash], table: SymbolTable, _ body: (UInt64) -> Void) {
        forEachTarget(of: link, from: scope, table: table) { target, _, _ in
            if case .member(let key, _, _) = target { body(key) }
            return false
        }
    }

    /// What a link may name through a type's inheritance.
    private enum Target {
        /// The member of a protocol the type inherits whose path's key this is, and whether
        /// the link names it without parentheses: DocC finds no copied function by its base
        /// name (`Square/describe` for `describe()`).
        case member(UInt64, Inheritance, baseName: Bool)
        /// A default of the standard library's protocols.
        case standard(StandardLibraryDefault)
    }

    /// Calls `body` with each target `link` may name, until it returns true: for each scope
    /// from the innermost outward, and each way to split the link into a type path (in that
    /// scope) and a member path, what the member path names in the type's protocols. A
    /// link whose first component names a module of the tree is also tried without it. Each
    /// target comes with how many of the scope's components were tried, and whether the
    /// module's name was left out.
    private func forEachTarget(of link: UnsafeBufferPointer<UInt8>, from scope: [PathHash], table: SymbolTable, _ body: (Target, Int, Bool) -> Bool) {
        let components = SymbolLink(text: String(decoding: link, as: UTF8.self), line: 0, column: 0).components.map(PathHash.canonical)
        guard !components.isEmpty, !components.contains(where: \.isEmpty) else { return }
        var tries = [(scope, components[...])]
        if components.count > 1, table.hasModule(named: components[0]) { tries.append(([PathHash()], components.dropFirst())) }
        for (dropsModule, (scope, components)) in zip([false, true], tries) {
            for prefix in scope.indices.reversed() {
                var type = scope[prefix]
                // A type path of no component is the scope itself, which the file scope is not.
                for split in components.indices {
                    defer { type.combine(components[split]) }
                    guard split > components.startIndex || prefix > 0, let inheritance = inheritance(of: type.value) else { continue }
                    let member = components[split...]
                    let baseName = !member[member.endIndex - 1].contains("(")
                    for found in inheritance.protocols {
                        var key = found
                        for component in member { key.combine(component) }
                        if body(.member(key.value, inheritance, baseName: baseName), prefix, dropsModule) { return }
                    }
                    guard member.count == 1 else { continue }
                    for standard in StandardLibraryDefault.all where standard.name == member[split] && inheritance.outside.contains(standard.protocolName)
                        && standard.requires.allSatisfy(inheritance.outside.contains) {
                        if body(.standard(standard), prefix, dropsModule) { return }
                    }
                }
            }
        }
    }

    /// The kinds a function's base name is indexed with (bits of ``SymbolKind/ordinal``).
    private static let functionKinds: Int32 = [SymbolKind.method, .typeMethod, .function, .operator, .initializer, .subscript, .typeSubscript, .macro]
        .reduce(0) { $0 | 1 << Int32($1.ordinal) }

    /// The standard library's protocols by their names' keys.
    private static let outsideProtocols: [UInt64: String] = {
        var names = Set(TypeNames.outsideRefinements.keys).union(TypeNames.outsideRefinements.values.joined())
        for standard in StandardLibraryDefault.all { names.formUnion([standard.protocolName] + standard.requires) }
        return Dictionary(uniqueKeysWithValues: names.map { (TypeRelations.nameKey($0), $0) })
    }()

    private static let rawValueTypes = Set(TypeNames.rawValueTypes.map(TypeRelations.nameKey))
}

/// The tree phase's second look at the links no path resolves: those that may name a member a
/// type gets from its protocols (``InheritanceTable``) have those members' keys added to the
/// table, and the table answers them from then on.
enum InheritedLinks {
    /// Makes `table`, built from `indexes` for the links `waiting`, answer those it leaves
    /// broken through what their types inherit. A pass over the indexes' entries is made only
    /// when some link may name an inherited member.
    static func resolve(_ waiting: some Sequence<SpilledLinks>, in table: inout SymbolTable, indexes: [SymbolIndex]) {
        // Where every link resolves, as in most trees, what the types inherit is not gathered.
        guard waiting.contains(where: { $0.hasBroken(table) }) else { return }
        let inheritance = InheritanceTable(indexes.map(\.relations))
        guard !inheritance.isEmpty else { return }
        var wanted: KeyTable?
        for file in waiting {
            file.forEachInheritedKey(table, inheritance: inheritance) { key in
                // A key the table holds is in it once: added again, it would count twice.
                guard !table.holds(key) else { return }
                if wanted == nil { wanted = KeyTable(room: 64) }
                wanted!.insert(key)
            }
        }
        if let wanted {
            for index in indexes { index.extend(&table, keeping: wanted) }
        }
        table.inheritance = inheritance
    }
}
