import DocAuditCore

/// One scanned file of the graph: its path as reports name it, its module, bytes and scan.
public struct GraphFile: Sendable {
    public var path: String
    public var module: String
    public var source: [UInt8]
    public var scanned: ScannedFile

    /// Creates a file of module `module`.
    ///
    /// ```swift
    /// let file = GraphFile(path: "Sources/A/A.swift", module: "A", source: bytes, scanned: Scanner.scan(bytes))
    /// ```
    public init(path: String, module: String, source: [UInt8], scanned: ScannedFile) {
        self.path = path
        self.module = module
        self.source = source
        self.scanned = scanned
    }
}

/// A published declaration: what DocC makes a page of.
public struct GraphSymbol: Sendable {
    /// The file (an index into ``SymbolGraph/files``) and the declaration in its scan.
    public var file: Int
    public var declaration: Int
    public var module: String
    public var kind: SymbolKind
    /// The names from the outermost type in: `["Shape", "scaled(by:)"]`; an extension's member
    /// is under the extended type, written without generic arguments.
    public var pathComponents: [String]
    /// The identity, stable across runs and revisions: the module, the path, the kind, and for
    /// functions the parameter types as written; `#2`, `#3` tell apart declarations alike in
    /// all of these (as in two `#if` branches).
    public var identifier: String
    /// Availability per domain: the symbol's own, then what its enclosing types and extension
    /// say of the domains it does not name, as the compiler copies them.
    public var availability: [Availability]
    /// For a member of an extension: the extended type's module when it is another, and the
    /// extension's `where` clause.
    public var extensionContext: ExtensionContext?
    /// The other module whose type the symbol extends (an extension block, its members): the
    /// compiler writes these to `Module@Other.symbols.json`.
    public var extendedModule: String?
    /// For a copy the compiler makes of a protocol extension's member in a conforming type
    /// (`ORIGINAL::SYNTHESIZED::TYPE`): the original symbol. The copy stands at its place.
    public var original: Int?
    /// For a copy the compiler makes of a standard library protocol's default implementation
    /// (`!=` in an `Equatable` type): that member. The copy has no declaration of its own; its
    /// file and declaration are the type's.
    public var outsideOrigin: OutsideMember?

    /// Whether the compiler made the symbol, copying a protocol extension's member into a
    /// conforming type: it is the protocol's API, not the type's.
    public var isSynthesized: Bool { original != nil || outsideOrigin != nil }
}

/// One symbol-graph file: a module's symbols, or those extending another module's types.
public struct SymbolGraphDocument: Sendable, Hashable {
    public var module: String
    public var extendedModule: String?

    /// `Module.symbols.json`, or `Module@Extended.symbols.json`.
    public var fileName: String {
        module + (extendedModule.map { "@" + $0 } ?? "") + ".symbols.json"
    }
}

/// What the extension a member is declared in says of it.
public struct ExtensionContext: Sendable, Hashable {
    /// The module of the extended type: the project's module for a type of the project; for an
    /// outside type the module the source names, `Swift` for a standard library type, else the
    /// file's first import outside the project (a guess: the module is not known without
    /// compiling), nil when there is none.
    public var extendedModule: String?
    /// The kind of the extended type, when known.
    public var typeKind: SymbolKind?
    /// The extension's `where` clause, as a range of the member's file.
    public var whereClause: Range<Int>?
}

/// The end of a relationship: a symbol of the graph, or a type or member outside it, named as
/// the source spells it (`Equatable`, `UIViewController.viewDidLoad()`).
public enum RelationshipTarget: Sendable, Hashable {
    case symbol(Int)
    case outside(String)
}

/// How two symbols relate, named as the compiler names it.
public struct Relationship: Sendable, Hashable {
    /// The relationship's name in the symbol graph.
    public enum Kind: String, Sendable, CaseIterable {
        case memberOf, conformsTo, inheritsFrom, requirementOf, optionalRequirementOf
        case defaultImplementationOf, overrides, extensionTo
    }

    public var kind: Kind
    /// The symbol the relationship starts at (an index into ``SymbolGraph/symbols``).
    public var source: Int
    public var target: RelationshipTarget
    /// For a `memberOf`: the requirement the member implements, or the protocol extension's
    /// member a synthesized copy stands for.
    public var sourceOrigin: Int?
    /// For a `memberOf`: the standard library requirement the member implements, or the
    /// standard library member a synthesized copy stands for.
    public var outsideOrigin: OutsideMember?
}

/// The symbols of a project's modules and how they relate: members, conformances,
/// inheritance, requirements, default implementations and overrides, read from source alone.
public struct SymbolGraph: Sendable {
    public internal(set) var files: [GraphFile]
    public internal(set) var symbols: [GraphSymbol]
    public internal(set) var relationships: [Relationship]

    /// The graph of `files`, each already scanned and given its module.
    ///
    /// ```swift
    /// let graph = SymbolGraph(files: files)
    /// for relationship in graph.relationships where relationship.kind == .conformsTo { print(relationship) }
    /// ```
    ///
    /// `extensionBlocks` publishes each extension of another module's type as a symbol of its own
    /// (`swift.extension`, `extensionTo` the type), as DocC's package plugin asks the compiler
    /// to; without, the extension's members are members of the outside type.
    ///
    /// `identities` spells each symbol's ``GraphSymbol/pathComponents`` and
    /// ``GraphSymbol/identifier``, which the symbol-graph format and links need; a reader that
    /// asks only how symbols relate can leave both empty and save their cost.
    public init(files: [GraphFile], extensionBlocks: Bool = true, identities: Bool = true) {
        var builder = GraphBuilder(files: files, extensionBlocks: extensionBlocks)
        builder.build(identities: identities)
        self.files = files
        symbols = builder.symbols
        relationships = builder.relationships
    }

    /// The modules that have symbols, sorted.
    public var modules: [String] {
        Array(Set(symbols.map(\.module))).sorted()
    }

    /// The documents the compiler would write: each module's own, and one per other module
    /// whose types it extends (`ArgumentParser@Swift`), sorted by file name.
    ///
    /// ```swift
    /// for document in graph.documents { print(document.fileName) } // "A.symbols.json", "A@Swift.symbols.json"
    /// ```
    public var documents: [SymbolGraphDocument] {
        Set(symbols.map { SymbolGraphDocument(module: $0.module, extendedModule: $0.extendedModule) }).sorted { $0.fileName < $1.fileName }
    }

    /// The byte offset the symbol is located at: its name, or an extension block's `extension`.
    ///
    /// ```swift
    /// let line = graph.files[symbol.file].scanned.lines.position(of: graph.locationOffset(of: symbol)).line
    /// ```
    public func locationOffset(of symbol: GraphSymbol) -> Int {
        let declaration = declaration(of: symbol)
        return symbol.kind == .extensionBlock ? declaration.keyword.offset : declaration.nameOffset
    }

    /// The declaration a symbol stands for.
    ///
    /// ```swift
    /// let name = graph.declaration(of: graph.symbols[0]).name
    /// ```
    public func declaration(of symbol: GraphSymbol) -> Declaration {
        files[symbol.file].scanned.declarations[symbol.declaration]
    }

    /// A symbol's declaration as DocC shows it, in fragments: attributes and access left out.
    ///
    /// ```swift
    /// graph.declarationFragments(of: symbol).map(\.spelling).joined() // "func scaled(by factor: Double) -> Self"
    /// ```
    public func declarationFragments(of symbol: GraphSymbol) -> [DeclarationFragment] {
        if let standard = symbol.outsideOrigin {
            // The compiler's raw-value initializer names the enum's raw type, the first entry
            // of its clause (the copy stands at the enum's declaration).
            if standard.protocolName == "RawRepresentable", standard.name == "init(rawValue:)",
               let raw = declaration(of: symbol).header.inheritance.first {
                return StandardLibraryMembers.rawValueInitializer(rawType: files[symbol.file].source.withUnsafeBufferPointer { DeclarationHeader.text(raw, in: $0) })
            }
            return StandardLibraryMembers.fragments(of: standard)
        }
        return symbol.kind == .extensionBlock ? DeclarationFragments.extensionBlock(symbol.pathComponents)
            : files[symbol.file].source.withUnsafeBufferPointer { DeclarationFragments.make(declaration(of: symbol), source: $0) }
    }

    /// The name a relationship's target goes by: a symbol's path joined by dots, or the outside
    /// name as written.
    ///
    /// ```swift
    /// let target = graph.name(of: relationship.target)
    /// ```
    public func name(of target: RelationshipTarget) -> String {
        switch target {
        case .symbol(let index): return symbols[index].pathComponents.joined(separator: ".")
        case .outside(let name): return name
        }
    }
}
