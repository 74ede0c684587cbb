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
        /// Its names, in ``inherited``.
        let names: Range<Int>
    }

    /// A standard library protocol the compiler derives a conformance to, unwritten: its
    /// name's keys made once, not for every type that has it.
    struct Implied: Sendable {
        let name: UInt64
        let path: UInt64

        init(_ protocolName: String) {
            name = TypeRelations.nameKey(protocolName)
            path = PathHash(components: [protocolName]).endedState
        }
    }

    /// A name of an inheritance clause (`P & Q` is two).
    struct Inherited: Sendable {
        /// The key of its last name alone (``PathHash``), as outside protocols are known.
        let name: UInt64
        /// The paths it may name, in ``candidates``.
        let paths: Range<Int>
        /// Whether it is the clause's first entry: a class's superclass, an enum's raw type.
        let isFirst: Bool
    }

    // Side by side in flat lists, so that a file's relations cost no allocation per type.
    private(set) var declared: [Declared] = []
    private(set) var inherited: [Inherited] = []
    /// The paths each name may name, from the declaring scope outward (and without a module's
    /// name it starts with), as hashes ended after them: a protocol's members continue them.
    private(set) var candidates: [UInt64] = []
    /// The keys of the members of extensions whose `where` clause constrains `Self`, each with
    /// the keys of the names it requires `Self` to be or conform to, in ``requiredNames``.
    private(set) var conditions: [(member: UInt64, requires: Range<Int>)] = []
    private(set) var requiredNames: [UInt64] = []
    /// The keys of the members protocols declare in their bodies: requirements.
    private(set) var requirements: [UInt64] = []
    /// The keys of the last names of the types extensions extend (`Binding` of `extension
    /// SwiftUI.Binding`), every extension's: a link may name an outside type by them.
    private(set) var extendedNames: [UInt64] = []

    var isEmpty: Bool { declared.isEmpty && conditions.isEmpty && requiredNames.isEmpty && requirements.isEmpty }

    mutating func append(requirement: UInt64) {
        requirements.append(requirement)
    }

    mutating func append(extendedName: UInt64) {
        extendedNames.append(extendedName)
    }

    /// Adds the names an extension's `where` clause requires `Self` to be or conform to,
    /// returning where they stand for its members' ``append(member:requires:)``.
    mutating func appendRequired(_ names: [String]) -> Range<Int> {
        let start = requiredNames.count
        requiredNames += names.map(Self.nameKey)
        return start..<requiredNames.count
    }

    mutating func append(member: UInt64, requires: Range<Int>) {
        conditions.append((member, requires))
    }

    mutating func append(contentsOf other: TypeRelations) {
        let (names, paths, required) = (inherited.count, candidates.count, requiredNames.count)
        for type in other.declared {
            declared.append(Declared(type: type.type, name: type.name, role: type.role, names: type.names.lowerBound + names..<type.names.upperBound + names))
        }
        for name in other.inherited {
            inherited.append(Inherited(name: name.name, paths: name.paths.lowerBound + paths..<name.paths.upperBound + paths, isFirst: name.isFirst))
        }
        for condition in other.conditions {
            conditions.append((condition.member, condition.requires.lowerBound + required..<condition.requires.upperBound + required))
        }
        candidates.append(contentsOf: other.candidates)
        requiredNames.append(contentsOf: other.requiredNames)
        requirements.append(contentsOf: other.requirements)
        extendedNames.append(contentsOf: other.extendedNames)
    }

    /// The key of a name alone: the path of one component.
    static func nameKey(_ name: String) -> UInt64 {
        var hash = PathHash()
        hash.combine(name)
        return hash.value
    }

    /// Adds a type or extension whose path's key is `type` and last name's `name`, with the
    /// names of its inheritance clause entries at `ranges` in `source`, each with the paths it
    /// may name from a scope whose prefixes `prefix` gives, the innermost (`depth`) first and
    /// the file scope (-1) last; then the standard library protocols `implied` names.
    mutating func append(type: UInt64, name: UInt64, role: Role, inheriting ranges: [Range<Int>], implied: [Implied] = [], in source: UnsafeBufferPointer<UInt8>,
                         depth: Int, prefix: (Int) -> PathHash) {
        let first = inherited.count
        for (position, range) in ranges.enumerated() {
            let entry = UnsafeBufferPointer(rebasing: source[range.clamped(to: 0..<source.count)])
            // Most entries are one plain name (`Equatable`, `View`): hashed in place, no text made.
            if Self.isPlainName(entry) {
                let start = candidates.count
                for scope in stride(from: depth, through: -1, by: -1) {
                    var hash = prefix(scope)
                    hash.combine(entry)
                    candidates.append(hash.endedState)
                }
                var alone = PathHash()
                alone.combine(entry)
                inherited.append(Inherited(name: alone.value, paths: start..<candidates.count, isFirst: position == 0))
                continue
            }
            for path in TypeNames.entries(DeclarationHeader.text(range, in: source)) {
                let start = candidates.count
                for scope in stride(from: depth, through: -1, by: -1) {
                    var hash = prefix(scope)
                    for component in path { hash.combine(component) }
                    candidates.append(hash.endedState)
                }
                // `Module.Protocol`: the module's name is no component of a link path.
                if path.count > 1 { candidates.append(PathHash(components: path.dropFirst()).endedState) }
                inherited.append(Inherited(name: Self.nameKey(path[path.count - 1]), paths: start..<candidates.count, isFirst: position == 0))
            }
        }
        // What the compiler derives without a word in the clause: the standard library's.
        for protocolName in implied {
            candidates.append(protocolName.path)
            inherited.append(Inherited(name: protocolName.name, paths: candidates.count - 1..<candidates.count, isFirst: false))
        }
        declared.append(Declared(type: type, name: name, role: role, names: first..<inherited.count))
    }

    /// Whether `bytes` are one ASCII name (letters, digits, `_`, not a digit first), which
    /// ``TypeNames/entries(_:)`` would read as itself; not `AnyObject` nor `class`.
    private static func isPlainName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, !(0x30...0x39).contains(first) else { return false }
        let plain = bytes.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        return plain && !bytes.elementsEqual("AnyObject".utf8) && !bytes.elementsEqual("class".utf8)
    }
}
