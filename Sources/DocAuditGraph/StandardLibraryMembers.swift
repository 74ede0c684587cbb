import DocAuditCore

/// A member of a standard library protocol, named as the compiler's symbol graph names it in a
/// `sourceOrigin` (`Equatable.!=(_:_:)`): the requirement a type's own member implements, or the
/// default implementation the compiler copies into a conforming type.
public struct OutsideMember: Sendable, Hashable {
    /// Its entry in ``StandardLibraryMembers``' tables: a number, not strings, since the graph
    /// copies relationships and symbols that carry one many times.
    let number: Int16

    public var protocolName: String { StandardLibraryMembers.entry(number).protocolName }
    public var name: String { StandardLibraryMembers.entry(number).name }
    /// Tells apart two members of one name (the prefix and the postfix `...`).
    var variant: String { StandardLibraryMembers.entry(number).variant }

    /// The identity a relationship names it by: `da:Swift:Equatable/!=(_:_:)`.
    public var identifier: String { "da:Swift:" + protocolName + "/" + name + variant }

    /// `Equatable.!=(_:_:)`, as DocC titles a protocol's implementations with it.
    public var displayName: String { protocolName + "." + name }
}

/// What the standard library's protocols mean for the types that conform to them, as the
/// compiler's symbol graph shows it (each entry checked with `swiftc -emit-symbol-graph` on
/// `Tests/DocAuditGraphTests/Fixtures/StandardLibraryMembers.swift`). Data: a requirement per
/// line, and the declarations of the defaults Core lists (``StandardLibraryDefault``), which
/// the check reads too.
enum StandardLibraryMembers {
    /// The members a protocol's extension gives every conforming type that lacks one of its
    /// name.
    static var defaults: [StandardLibraryDefault] { StandardLibraryDefault.all }

    /// Each default's declaration as the compiler writes it, by its index in ``defaults``:
    /// apart, since a graph is built without them and only a writer asks.
    private static let defaultFragments: [[DeclarationFragment]] = defaults.map { standard in
        declarations["da:Swift:" + standard.protocolName + "/" + standard.name + standard.variant] ?? []
    }

    /// The declaration of each default, by its member's identifier.
    private static let declarations: [String: [DeclarationFragment]] = [
        "da:Swift:Equatable/!=(_:_:)": comparison("!="),
        "da:Swift:Comparable/>(_:_:)": comparison(">"),
        "da:Swift:Comparable/<=(_:_:)": comparison("<="),
        "da:Swift:Comparable/>=(_:_:)": comparison(">="),
        "da:Swift:Comparable/...(_:_:)": range("...", ["minimum", "maximum"], "ClosedRange"),
        "da:Swift:Comparable/..<(_:_:)": range("..<", ["minimum", "maximum"], "Range"),
        "da:Swift:Comparable/..<(_:)": range("..<", ["maximum"], "PartialRangeUpTo"),
        "da:Swift:Comparable/...(_:)-prefix": range("...", ["maximum"], "PartialRangeThrough"),
        "da:Swift:Comparable/...(_:)-postfix": range("...", ["minimum"], "PartialRangeFrom"),
        "da:Swift:RawRepresentable/hashValue": spelled("k var|x  |i hashValue|x : |t Int|x  { |k get|x  }"),
        "da:Swift:RawRepresentable/hash(into:)": spelled("k func|x  |i hash|x (|e into|x  |n hasher|x : |k inout|x  |t Hasher|x )"),
        "da:Swift:RawRepresentable/encode(to:)": spelled("k func|x  |i encode|x (|e to|x  |n encoder|x : any |t Encoder|x ) |k throws"),
        "da:Swift:RawRepresentable/init(from:)": decoding,
        "da:Swift:Decodable/init(from:)": decoding,
        "da:Swift:ExpressibleByExtendedGraphemeClusterLiteral/init(unicodeScalarLiteral:)":
            spelled("k init|x (|e unicodeScalarLiteral|x  |n value|x : |t Self|x .|t ExtendedGraphemeClusterLiteralType|x )"),
        "da:Swift:ExpressibleByStringLiteral/init(extendedGraphemeClusterLiteral:)":
            spelled("k init|x (|e extendedGraphemeClusterLiteral|x  |n value|x : |t Self|x .|t StringLiteralType|x )"),
        "da:Swift:ExpressibleByStringInterpolation/init(stringInterpolation:)": spelled("k init|x (|e stringInterpolation|x : |t DefaultStringInterpolation|x )"),
    ]

    /// The requirements a type's own members implement, by protocol; a protocol that restates
    /// another's requirement comes first (`OptionSet`'s `init(rawValue:)` before
    /// `RawRepresentable`'s), as the compiler names the restated one.
    static let requirements: [(protocolName: String, members: [(name: String, kind: SymbolKind)])] = [
        ("CustomStringConvertible", [("description", .property)]),
        ("CustomDebugStringConvertible", [("debugDescription", .property)]),
        ("LosslessStringConvertible", [("init(_:)", .initializer)]),
        ("Equatable", [("==(_:_:)", .operator)]),
        ("Hashable", [("hash(into:)", .method)]),
        ("Comparable", [("<(_:_:)", .operator)]),
        ("Strideable", [("distance(to:)", .method), ("advanced(by:)", .method)]),
        ("OptionSet", [("init(rawValue:)", .initializer)]),
        ("RawRepresentable", [("rawValue", .property), ("init(rawValue:)", .initializer)]),
        ("CaseIterable", [("allCases", .typeProperty)]),
        ("Identifiable", [("id", .property)]),
        ("Encodable", [("encode(to:)", .method)]),
        ("Decodable", [("init(from:)", .initializer)]),
        ("LocalizedError", [("errorDescription", .property), ("failureReason", .property), ("recoverySuggestion", .property), ("helpAnchor", .property)]),
        ("Sequence", [("makeIterator()", .method)]),
        ("IteratorProtocol", [("next()", .method)]),
        ("ExpressibleByStringInterpolation", [("init(stringInterpolation:)", .initializer)]),
        ("ExpressibleByStringLiteral", [("init(stringLiteral:)", .initializer)]),
        ("ExpressibleByExtendedGraphemeClusterLiteral", [("init(extendedGraphemeClusterLiteral:)", .initializer)]),
        ("ExpressibleByUnicodeScalarLiteral", [("init(unicodeScalarLiteral:)", .initializer)]),
        ("ExpressibleByIntegerLiteral", [("init(integerLiteral:)", .initializer)]),
        ("ExpressibleByFloatLiteral", [("init(floatLiteral:)", .initializer)]),
        ("ExpressibleByBooleanLiteral", [("init(booleanLiteral:)", .initializer)]),
        ("ExpressibleByArrayLiteral", [("init(arrayLiteral:)", .initializer)]),
        ("ExpressibleByDictionaryLiteral", [("init(dictionaryLiteral:)", .initializer)]),
        ("ExpressibleByNilLiteral", [("init(nilLiteral:)", .initializer)]),
        ("TextOutputStream", [("write(_:)", .method)]),
        ("TextOutputStreamable", [("write(to:)", .method)]),
    ]

    /// The requirements' members one after another, as ``requirements`` lists them.
    static let requirementMembers: [(protocolName: String, name: String)] = requirements.flatMap { requirement in
        requirement.members.map { (requirement.protocolName, $0.name) }
    }

    /// The default at `index` of ``defaults``.
    static func member(ofDefault index: Int) -> OutsideMember {
        OutsideMember(number: Int16(index))
    }

    /// The requirement at `index` of ``requirementMembers``.
    static func member(ofRequirement index: Int) -> OutsideMember {
        OutsideMember(number: Int16(defaults.count + index))
    }

    /// What the member numbered `number` is: a default, then the requirements.
    static func entry(_ number: Int16) -> (protocolName: String, name: String, variant: String) {
        let index = Int(number)
        if index < defaults.count { return (defaults[index].protocolName, defaults[index].name, defaults[index].variant) }
        let requirement = requirementMembers[index - defaults.count]
        return (requirement.protocolName, requirement.name, "")
    }

    /// The declaration of the default `member`, as the compiler writes it.
    static func fragments(of member: OutsideMember) -> [DeclarationFragment] {
        Int(member.number) < defaults.count ? defaultFragments[Int(member.number)] : []
    }

    /// The protocols the tables name: whose defaults a type receives, what they require, and
    /// whose requirements a member implements.
    static let protocolNames: Set<String> = Set(defaults.flatMap { [$0.protocolName] + $0.requires } + requirements.map(\.protocolName))

    /// The names of every requirement above: a member named otherwise implements none.
    static let requirementNames: Set<String> = Set(requirements.flatMap { $0.members.map(\.name) })

    /// `init(from decoder: any Decoder) throws`.
    private static let decoding = spelled("k init|x (|e from|x  |n decoder|x : any |t Decoder|x ) |k throws")

    /// A raw-value enum's `init?(rawValue: RAW)`, its raw type as its clause names it.
    static func rawValueInitializer(rawType: String) -> [DeclarationFragment] {
        spelled("k init|x ?(|e rawValue|x : |t \(rawType)|x )")
    }

    /// `static func OP (lhs: Self, rhs: Self) -> Bool`.
    private static func comparison(_ operatorName: String) -> [DeclarationFragment] {
        spelled("k static|x  |k func|x  |i \(operatorName)|x  (|n lhs|x : |t Self|x , |n rhs|x : |t Self|x ) -> |t Bool")
    }

    /// `static func OP (minimum: Self, maximum: Self) -> RANGE<Self>`.
    private static func range(_ operatorName: String, _ parameters: [String], _ rangeType: String) -> [DeclarationFragment] {
        let list = parameters.map { "n \($0)|x : |t Self" }.joined(separator: "|x , |")
        return spelled("k static|x  |k func|x  |i \(operatorName)|x  (|\(list)|x ) -> |t \(rangeType)|x <|t Self|x >")
    }

    /// Fragments from `k static|x  |i name…`: pieces split at `|`, each a kind letter (keyword,
    /// identifier, type, external and internal parameter name, text), a space, the spelling.
    private static func spelled(_ pieces: String) -> [DeclarationFragment] {
        let kinds: [Character: DeclarationFragment.Kind] = ["k": .keyword, "i": .identifier, "t": .typeIdentifier, "e": .externalParam, "n": .internalParam, "x": .text]
        return pieces.split(separator: "|", omittingEmptySubsequences: false).map { piece in
            DeclarationFragment(kind: kinds[piece.first ?? "x"] ?? .text, spelling: String(piece.dropFirst(2)))
        }
    }
}
