import DocAuditCore

/// What a file's declarations say of how types relate, as hashed paths, for the links that
/// resolve through a type's protocols (``InheritanceTable``): each protocol and class, and each
/// other type or extension whose inheritance clause names something, with the names that
/// clause lists; the members of extensions that constrain `Self`, with what they require; and
/// protocols' requirements.
/// Gathered by ``DeclarationKeys`` beside the keys.
struct TypeRelations: Sendable {
    /// What a type declaration is, as far as inheriting members goes.
    enum Role: UInt8, Sendable {
        case `protocol`, `class`, `enum`, otherType, `extension`
    }

    /// A type or extension and what its inheritance clause names.
    struct Declared: Sendable {
        /// The key of the type's path (an extension's: the extended type's).
        let type: UInt64
        /// The key of the type's last name alone, which `where Self == …` names.
        let name: UInt64
        let role: Role
        let inherited: [Inherited]
    }

    /// A name of an inheritance clause (`P & Q` is two).
    struct Inherited: Sendable {
        /// The key of its last name alone (``PathHash``), as outside protocols are known.
        let name: UInt64
        /// The paths it may name, from the declaring scope outward (and without a module's
        /// name it starts with), as hashes ended after them: a protocol's members continue them.
        let candidates: [UInt64]
        /// Whether it is the clause's first entry: a class's superclass, an enum's raw type.
        let isFirst: Bool
    }

    private(set) var declared: [Declared] = []
    /// The keys of the members of extensions whose `where` clause constrains `Self`, each with
    /// the keys of the names it requires `Self` to be or conform to.
    private(set) var conditions: [(member: UInt64, requires: [UInt64])] = []

    /// The keys of the members protocols declare in their bodies: requirements.
    private(set) var requirements: [UInt64] = []

    var isEmpty: Bool { declared.isEmpty && conditions.isEmpty && requirements.isEmpty }

    mutating func append(requirement: UInt64) {
        requirements.append(requirement)
    }

    mutating func append(_ type: Declared) {
        declared.append(type)
    }

    mutating func append(member: UInt64, requires: [UInt64]) {
        conditions.append((member, requires))
    }

    mutating func append(contentsOf other: TypeRelations) {
        declared += other.declared
        conditions += other.conditions
        requirements += other.requirements
    }

    mutating func removeAll() {
        declared.removeAll(keepingCapacity: true)
        conditions.removeAll(keepingCapacity: true)
        requirements.removeAll(keepingCapacity: true)
    }

    /// The key of a name alone: the path of one component.
    static func nameKey(_ name: String) -> UInt64 {
        var hash = PathHash()
        hash.combine(name)
        return hash.value
    }

    /// The names of the inheritance clause entries at `ranges` in `source`, each with the paths
    /// it may name from a scope whose prefixes are `scope` (the file scope first).
    static func inherited(_ ranges: [Range<Int>], in source: UnsafeBufferPointer<UInt8>, scope: [PathHash]) -> [Inherited] {
        var inherited: [Inherited] = []
        for (position, range) in ranges.enumerated() {
            for path in TypeNames.entries(DeclarationHeader.text(range, in: source)) {
                var candidates: [UInt64] = []
                for prefix in scope.reversed() {
                    var hash = prefix
                    for component in path { hash.combine(component) }
                    candidates.append(hash.endedState)
                }
                // `Module.Protocol`: the module's name is no component of a link path.
                if path.count > 1 { candidates.append(PathHash(components: path.dropFirst()).endedState) }
                inherited.append(Inherited(name: nameKey(path[path.count - 1]), candidates: candidates, isFirst: position == 0))
            }
        }
        return inherited
    }
}
