/// A member a standard library protocol's extension gives every type that conforms to the
/// protocol itself and lacks a member of its name, as the compiler copies it into the type's
/// symbol graph (`!=` into an `Equatable` type): DocC resolves a link to it through the type.
/// Each entry was checked with `swiftc -emit-symbol-graph` on
/// `Tests/DocAuditGraphTests/Fixtures/StandardLibraryMembers.swift`; only the protocols of
/// everyday types are here, not `Sequence`'s and `SetAlgebra`'s dozens of defaults.
package struct StandardLibraryDefault: Sendable {
    package let protocolName: String
    package let name: String
    /// Tells apart two members of one name (the prefix and the postfix `...`).
    package let variant: String
    package let kind: SymbolKind
    /// What else the type must conform to (the extension's `where Self: …`).
    package let requires: [String]

    init(_ protocolName: String, _ name: String, variant: String = "", _ kind: SymbolKind, requires: [String] = []) {
        self.protocolName = protocolName
        self.name = name
        self.variant = variant
        self.kind = kind
        self.requires = requires
    }

    package static let all: [StandardLibraryDefault] = [
        StandardLibraryDefault("Equatable", "!=(_:_:)", .operator),
        StandardLibraryDefault("Comparable", ">(_:_:)", .operator),
        StandardLibraryDefault("Comparable", "<=(_:_:)", .operator),
        StandardLibraryDefault("Comparable", ">=(_:_:)", .operator),
        StandardLibraryDefault("Comparable", "...(_:_:)", .operator),
        StandardLibraryDefault("Comparable", "..<(_:_:)", .operator),
        StandardLibraryDefault("Comparable", "..<(_:)", .operator),
        StandardLibraryDefault("Comparable", "...(_:)", variant: "-prefix", .operator),
        StandardLibraryDefault("Comparable", "...(_:)", variant: "-postfix", .operator),
        StandardLibraryDefault("RawRepresentable", "hashValue", .property, requires: ["Hashable"]),
        StandardLibraryDefault("RawRepresentable", "hash(into:)", .method, requires: ["Hashable"]),
        // What the compiler declares itself: a raw-value enum's initializer, and a Decodable
        // type's (after the RawRepresentable one, which a Codable raw-value enum gets instead).
        StandardLibraryDefault("RawRepresentable", "init(rawValue:)", .initializer),
        StandardLibraryDefault("RawRepresentable", "encode(to:)", .method, requires: ["Encodable"]),
        StandardLibraryDefault("RawRepresentable", "init(from:)", .initializer, requires: ["Decodable"]),
        StandardLibraryDefault("Decodable", "init(from:)", .initializer),
        StandardLibraryDefault("ExpressibleByExtendedGraphemeClusterLiteral", "init(unicodeScalarLiteral:)", .initializer),
        StandardLibraryDefault("ExpressibleByStringLiteral", "init(extendedGraphemeClusterLiteral:)", .initializer),
        StandardLibraryDefault("ExpressibleByStringInterpolation", "init(stringInterpolation:)", .initializer),
    ]
}
