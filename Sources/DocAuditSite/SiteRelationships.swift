import DocAuditCore
import DocAuditGraph

/// Where a declaration stands: its file (an index into ``SiteCatalog/files``, which the graph's
/// files follow) and its place among that file's declarations.
struct DeclarationKey: Hashable {
    let file: Int
    let declaration: Int
}

/// A type a relationship names: one of the project's (its declaration, whose page it links to),
/// or an outside one by its name as written (`Decodable`).
struct RelatedType {
    let name: String
    let key: DeclarationKey?
}

/// A type's relationships, as DocC's Relationships section lists them.
struct TypeRelations {
    /// A class's superclass, or the protocols a protocol refines.
    var inheritsFrom: [RelatedType] = []
    /// A class's subclasses, or the protocols that refine a protocol.
    var inheritedBy: [RelatedType] = []
    /// The protocols a type (not a protocol) conforms to.
    var conformsTo: [RelatedType] = []
    /// The types conforming to a protocol, outside types a module extends with it included.
    var conformingTypes: [RelatedType] = []

    var isEmpty: Bool { inheritsFrom.isEmpty && inheritedBy.isEmpty && conformsTo.isEmpty && conformingTypes.isEmpty }
}

/// What the symbol graph says of the site's declarations: each type's relationships, which
/// members are protocol requirements and which implement them, and the `where` clause of the
/// extension a member is declared in. Keyed by declaration, so the site's own model (one page
/// per type, members inline) asks it as it writes.
struct SiteRelationships {
    private(set) var types: [DeclarationKey: TypeRelations] = [:]
    /// The protocol requirements, each with whether it is optional (`@objc optional`).
    private(set) var requirements: [DeclarationKey: Bool] = [:]
    /// Each requirement's default implementations, in source order.
    private(set) var defaultImplementations: [DeclarationKey: [DeclarationKey]] = [:]
    /// Each default implementation's first requirement.
    private(set) var implementedRequirement: [DeclarationKey: DeclarationKey] = [:]
    /// For a type's member, declared in an extension, that implements a protocol's requirement:
    /// the protocol's name, as DocC titles its "… Implementations" group.
    private(set) var implementedProtocol: [DeclarationKey: String] = [:]
    /// The `where` clause of the extension a member is declared in, as a range of its file.
    private(set) var constraints: [DeclarationKey: Range<Int>] = [:]
    /// What each symbol's `@available` attributes and those of its containers say.
    private(set) var availability: [DeclarationKey: [Availability]] = [:]
    /// The dotted paths of the protocols and classes no module publishes (`ParsedWrapper`):
    /// a declaration's inheritance clause leaves them out, as DocC's does.
    private(set) var unpublishedTypes: Set<String> = []
    /// The module of the outside type each member of an extension of one is declared in (as
    /// the graph guesses it: `Swift` for the standard library's types); DocC shows the type's
    /// page under that module's name.
    private var extendedModules: [DeclarationKey: String] = [:]
    /// By module, then by the dotted path of a type or an extended outside type: the members
    /// the compiler copies into it from protocol extensions, the project's and the standard
    /// library's (`!=`, `hashValue`), which DocC gives pages of their own.
    private(set) var inherited: [String: [String: [InheritedMember]]] = [:]
    /// By module: the outside types it extends (conformances alone included), with the module
    /// of each as the graph guesses it (nil when unknown).
    private(set) var extendedTypes: [String: [String: String?]] = [:]

    /// The relationships of `files`' declarations. The graph's own identities are not spelled:
    /// the site names symbols by their declarations.
    init(files: [SiteSourceFile]) {
        let graph = SymbolGraph(files: files.map { GraphFile(path: $0.path, module: $0.module, source: $0.bytes, scanned: $0.scanned) },
                                identities: false)
        func key(_ symbol: Int) -> DeclarationKey? {
            let found = graph.symbols[symbol]
            // A synthesized copy stands at its original's declaration: the site shows the original.
            return found.isSynthesized ? nil : DeclarationKey(file: found.file, declaration: found.declaration)
        }
        func related(_ target: RelationshipTarget) -> RelatedType? {
            switch target {
            case .outside(let name): return RelatedType(name: name, key: nil)
            case .symbol(let index):
                guard let key = key(index) else { return nil }
                let declaration = graph.declaration(of: graph.symbols[index])
                return RelatedType(name: declaration.kind == .extension ? declaration.name : declaration.symbolPath, key: key)
            }
        }
        func isProtocol(_ target: RelationshipTarget) -> Bool {
            guard case .symbol(let index) = target else { return false }
            return graph.symbols[index].kind == .protocol
        }
        var published = Set<String>()
        for file in files {
            for declaration in file.scanned.declarations where declaration.kind == .protocol || declaration.kind == .class {
                if declaration.visible { published.insert(declaration.symbolPath) } else { unpublishedTypes.insert(declaration.symbolPath) }
            }
        }
        unpublishedTypes.subtract(published)
        /// The dotted path of a type, or of the type an extension block extends (the graph
        /// spells no paths without identities).
        func path(_ symbol: GraphSymbol) -> String {
            let declaration = graph.declaration(of: symbol)
            return symbol.kind == .extensionBlock ? declaration.name : declaration.symbolPath
        }
        for symbol in graph.symbols where symbol.kind == .extensionBlock {
            extendedTypes[symbol.module, default: [:]][path(symbol)] = .some(symbol.extendedModule)
        }
        for relationship in graph.relationships where relationship.kind == .memberOf {
            let copy = graph.symbols[relationship.source]
            guard copy.isSynthesized, case .symbol(let container) = relationship.target else { continue }
            let member: InheritedMember
            if let standard = copy.outsideOrigin {
                member = InheritedMember(name: standard.name, kind: copy.kind, protocolName: standard.protocolName, original: nil,
                                         declaration: graph.declarationFragments(of: copy).map(\.spelling).joined())
            } else if let original = copy.original {
                let declaration = graph.declaration(of: graph.symbols[original])
                member = InheritedMember(name: declaration.name, kind: copy.kind, protocolName: String(declaration.parent.split(separator: ".").last ?? ""),
                                         original: DeclarationKey(file: graph.symbols[original].file, declaration: graph.symbols[original].declaration), declaration: "")
            } else {
                continue
            }
            inherited[copy.module, default: [:]][path(graph.symbols[container]), default: []].append(member)
        }
        for symbol in graph.symbols.indices {
            guard let key = key(symbol) else { continue }
            if let whereClause = graph.symbols[symbol].extensionContext?.whereClause { constraints[key] = whereClause }
            if !graph.symbols[symbol].availability.isEmpty { availability[key] = graph.symbols[symbol].availability }
            if let extended = graph.symbols[symbol].extensionContext?.extendedModule, extended != graph.symbols[symbol].module { extendedModules[key] = extended }
        }
        // First the requirements, to name the protocol of the one each member implements.
        var protocolOfRequirement: [Int: String] = [:]
        for relationship in graph.relationships where relationship.kind == .requirementOf || relationship.kind == .optionalRequirementOf {
            guard let source = key(relationship.source) else { continue }
            requirements[source] = relationship.kind == .optionalRequirementOf
            protocolOfRequirement[relationship.source] = graph.name(ofDeclarationAt: relationship.target)
        }
        for relationship in graph.relationships {
            guard let source = key(relationship.source) else { continue }
            switch relationship.kind {
            case .conformsTo:
                guard let sourceType = related(.symbol(relationship.source)), let target = related(relationship.target) else { continue }
                if graph.symbols[relationship.source].kind == .protocol {
                    types[source, default: TypeRelations()].inheritsFrom.append(target)
                    if let protocolKey = target.key { types[protocolKey, default: TypeRelations()].inheritedBy.append(sourceType) }
                } else {
                    types[source, default: TypeRelations()].conformsTo.append(target)
                    if let protocolKey = target.key, isProtocol(relationship.target) {
                        types[protocolKey, default: TypeRelations()].conformingTypes.append(sourceType)
                    }
                }
            case .inheritsFrom:
                guard let sourceType = related(.symbol(relationship.source)), let target = related(relationship.target) else { continue }
                types[source, default: TypeRelations()].inheritsFrom.append(target)
                if let superclass = target.key { types[superclass, default: TypeRelations()].inheritedBy.append(sourceType) }
            case .defaultImplementationOf:
                guard case .symbol(let index) = relationship.target, let requirement = key(index) else { continue }
                defaultImplementations[requirement, default: []].append(source)
                if implementedRequirement[source] == nil { implementedRequirement[source] = requirement }
            case .memberOf:
                // DocC groups only what an extension declares; a type's own body keeps its kinds.
                guard graph.symbols[relationship.source].extensionContext != nil else { continue }
                if let origin = relationship.sourceOrigin {
                    implementedProtocol[source] = protocolOfRequirement[origin]
                } else if let outside = relationship.outsideOrigin {
                    implementedProtocol[source] = outside.protocolName
                }
            case .requirementOf, .optionalRequirementOf, .overrides, .extensionTo:
                continue
            }
        }
        for key in types.keys {
            types[key]?.inheritsFrom.sort { $0.name < $1.name }
            types[key]?.inheritedBy.sort { $0.name < $1.name }
            types[key]?.conformsTo.sort { $0.name < $1.name }
            types[key]?.conformingTypes.sort { $0.name < $1.name }
        }
    }
}

/// A member the compiler copies into a conforming type from a protocol's extension: from the
/// project's (`original`, whose documentation it shows) or the standard library's.
struct InheritedMember {
    /// `!=(_:_:)`, `allValueStrings`.
    let name: String
    let kind: SymbolKind
    /// The protocol it comes with: `Equatable`, `ExpressibleByArgument`.
    let protocolName: String
    /// The project's declaration it copies; nil for the standard library's.
    let original: DeclarationKey?
    /// The standard library member's declaration as the compiler writes it; empty for the project's.
    let declaration: String
}

extension SiteRelationships {
    /// The module of the outside type that the extension declaring `member` extends; nil when
    /// it is not known, or `member` is nil.
    func extendedModule(of member: DeclarationKey?) -> String? {
        member.flatMap { extendedModules[$0] }
    }
}

private extension SymbolGraph {
    /// The name of a relationship's target declaration, or the outside name as written.
    func name(ofDeclarationAt target: RelationshipTarget) -> String {
        switch target {
        case .symbol(let index): return declaration(of: symbols[index]).name
        case .outside(let name): return name
        }
    }
}
