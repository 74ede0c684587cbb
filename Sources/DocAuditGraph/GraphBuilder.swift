import DocAuditCore

/// Builds a ``SymbolGraph``: places each declaration under its type, resolves the names of
/// inheritance clauses and extensions to the project's types, and derives the relationships the
/// compiler would emit. Every loop is bounded by the input's size; alias chains and protocol
/// refinements are followed with a visited set, so cycles end.
struct GraphBuilder {
    let files: [GraphFile]
    private(set) var symbols: [GraphSymbol] = []
    private(set) var relationships: [Relationship] = []

    /// A type (or type alias) of the project.
    private struct TypeEntry {
        var module: String
        var file: Int
        var declaration: Int
        var kind: DeclarationKind
        /// Its path of names, outermost first.
        var path: [String]
        /// The symbol, when the type is published.
        var symbol: Int?
        /// The types its inheritance clause (and its extensions') name, resolved where they can be.
        var inherited: [Resolved] = []
        /// Its members' symbols, from its body and its extensions.
        var members: [Int] = []
    }

    /// A name resolved to a type of the project, or left as the outside name written.
    private enum Resolved: Hashable {
        case type(Int)
        case outside([String])
    }

    /// Per file, per declaration: the index of the declaration whose body holds it.
    private var containers: [[Int?]] = []
    /// Per file, per declaration: the type entry of a type declaration or the one an extension
    /// extends (nil when it extends an outside type).
    private var typeOfDeclaration: [[Int?]] = []
    /// Per file, per declaration: the path of the type or extension it stands for, resolved.
    private var paths: [[[String]?]] = []
    private var types: [TypeEntry] = []
    /// The types by their dotted path; several where modules (or `#if` branches) repeat one.
    private var typesByPath: [String: [Int]] = [:]
    private var moduleNames: Set<String> = []

    init(files: [GraphFile]) {
        self.files = files
        moduleNames = Set(files.map(\.module))
    }

    mutating func build() {
        placeDeclarations()
        resolveExtensions()
        makeSymbols()
        resolveInheritance()
        relate()
    }

    // MARK: Places and types

    /// Finds each declaration's container and registers the types under their paths. Nested
    /// declarations follow their container in source order, so a stack by depth finds it.
    private mutating func placeDeclarations() {
        for (fileIndex, file) in files.enumerated() {
            let declarations = file.scanned.declarations
            var fileContainers = [Int?](repeating: nil, count: declarations.count)
            var filePaths = [[String]?](repeating: nil, count: declarations.count)
            var open: [Int] = []
            for (index, declaration) in declarations.enumerated() {
                let level = declaration.scope.map { $0.depth + 1 } ?? 0
                if open.count > level { open.removeLast(open.count - level) }
                let container = level > 0 && open.count == level ? open[level - 1] : nil
                fileContainers[index] = container
                let parentPath = container.flatMap { filePaths[$0] } ?? []
                switch declaration.kind {
                case .extension:
                    filePaths[index] = TypeNames.path(Substring(declaration.name)).map(withoutModule) ?? [declaration.name]
                case .struct, .class, .enum, .protocol, .actor, .typealias:
                    let path = parentPath + [declaration.name]
                    filePaths[index] = path
                    typesByPath[path.joined(separator: "."), default: []].append(types.count)
                    types.append(TypeEntry(module: file.module, file: fileIndex, declaration: index, kind: declaration.kind, path: path))
                default:
                    break
                }
                if declaration.kind.isTypeWithBody, declaration.body != nil {
                    if open.count == level { open.append(index) } else if open.count > level { open[level] = index }
                }
            }
            containers.append(fileContainers)
            paths.append(filePaths)
        }
        typeOfDeclaration = files.map { [Int?](repeating: nil, count: $0.scanned.declarations.count) }
        for (index, entry) in types.enumerated() {
            typeOfDeclaration[entry.file][entry.declaration] = index
        }
    }

    /// `path` without a leading module name (`Foundation.Data`, `MyModule.Thing`).
    private func withoutModule(_ path: [String]) -> [String] {
        guard path.count > 1, moduleNames.contains(path[0]) || TypeNames.systemModules.contains(path[0]) else { return path }
        return Array(path.dropFirst())
    }

    /// Points each extension at the type it extends, through type aliases, and gives the
    /// declarations nested in it the type's path.
    private mutating func resolveExtensions() {
        for (fileIndex, file) in files.enumerated() {
            for (index, declaration) in file.scanned.declarations.enumerated() where declaration.kind == .extension {
                guard let written = paths[fileIndex][index] else { continue }
                if case .type(let type) = lookUp(written, from: [], module: file.module, followingAliases: true) {
                    typeOfDeclaration[fileIndex][index] = type
                    paths[fileIndex][index] = types[type].path
                }
            }
        }
    }

    /// The type `path` names when written inside the type at `scope` of `module`: the scope's
    /// own nested types first, then outward, as Swift looks names up; the module's own types
    /// before other modules'.
    private func lookUp(_ path: [String], from scope: [String], module: String, followingAliases: Bool) -> Resolved {
        var visited = Set<Int>()
        var path = path
        var scope = scope
        while true {
            var found: Int?
            var prefix = scope
            while found == nil {
                let key = (prefix + path).joined(separator: ".")
                if let candidates = typesByPath[key] {
                    found = candidates.first { types[$0].module == module } ?? candidates.first
                }
                if prefix.isEmpty { break }
                prefix.removeLast()
            }
            guard let type = found else { return .outside(path) }
            let entry = types[type]
            guard followingAliases, entry.kind == .typealias, visited.insert(type).inserted,
                  let text = aliasedText(of: type) else { return .type(type) }
            // An alias of a composition (`P & Q`) stands for no single type.
            let named = TypeNames.entries(text)
            guard named.count == 1 else { return .type(type) }
            path = withoutModule(named[0])
            scope = Array(entry.path.dropLast())
        }
    }

    /// The type a type alias stands for, as written.
    private func aliasedText(of type: Int) -> String? {
        let entry = types[type]
        guard let aliased = files[entry.file].scanned.declarations[entry.declaration].header.aliasedType else { return nil }
        return files[entry.file].source.withUnsafeBufferPointer { DeclarationHeader.text(aliased, in: $0) }
    }

    /// The types one inheritance entry (or an alias's composition) names, resolved.
    private func resolveEntry(_ text: String, from scope: [String], module: String) -> [Resolved] {
        var resolved: [Resolved] = []
        for path in TypeNames.entries(text) {
            let found = lookUp(withoutModule(path), from: scope, module: module, followingAliases: true)
            if case .type(let type) = found, types[type].kind == .typealias, let text = aliasedText(of: type) {
                // A composition alias (`typealias Both = P & Q`) brings each of its parts.
                let entry = types[type]
                for part in TypeNames.entries(text) {
                    resolved.append(lookUp(withoutModule(part), from: Array(entry.path.dropLast()), module: entry.module, followingAliases: true))
                }
            } else {
                resolved.append(found)
            }
        }
        return resolved
    }

    // MARK: Symbols

    private mutating func makeSymbols() {
        var identities: [String: Int] = [:]
        for (fileIndex, file) in files.enumerated() {
            file.source.withUnsafeBufferPointer { source in
                for (index, declaration) in file.scanned.declarations.enumerated() where declaration.visible {
                    guard let kind = SymbolKind(declaration) else { continue }
                    let container = containers[fileIndex][index]
                    let parentPath = container.flatMap { paths[fileIndex][$0] } ?? []
                    let pathComponents = parentPath + [Self.symbolName(declaration)]
                    var identifier = SymbolIdentity.make(module: file.module, path: pathComponents, kind: kind, declaration: declaration, source: source)
                    let seen = identities[identifier, default: 0] + 1
                    identities[identifier] = seen
                    if seen > 1 { identifier += "#\(seen)" }
                    var context: ExtensionContext?
                    if let container, file.scanned.declarations[container].kind == .extension {
                        let extended = typeOfDeclaration[fileIndex][container]
                        context = ExtensionContext(
                            extendedModule: extended.map { types[$0].module },
                            typeKind: extended.flatMap { SymbolKind(files[types[$0].file].scanned.declarations[types[$0].declaration]) },
                            whereClause: file.scanned.declarations[container].header.whereClause)
                    }
                    let symbol = symbols.count
                    symbols.append(GraphSymbol(
                        file: fileIndex, declaration: index, module: file.module, kind: kind, pathComponents: pathComponents,
                        identifier: identifier, availability: availability(fileIndex, index, source), extensionContext: context))
                    if let type = typeOfDeclaration[fileIndex][index] { types[type].symbol = symbol }
                    if let container, let owner = typeOfDeclaration[fileIndex][container] {
                        types[owner].members.append(symbol)
                    }
                }
            }
        }
    }

    /// The symbol's availability: its attributes' entries merged by domain, then the domains its
    /// containers (types and the extension) name that it does not.
    private func availability(_ file: Int, _ index: Int, _ source: UnsafeBufferPointer<UInt8>) -> [Availability] {
        let declarations = files[file].scanned.declarations
        var merged: [Availability] = []
        var current: Int? = index
        var depth = 0
        while let at = current, depth < 64 {
            var own: [Availability] = []
            for attribute in declarations[at].header.attributes {
                for entry in Availability.read(source, attribute: attribute) {
                    if let same = own.firstIndex(where: { $0.domain == entry.domain }) {
                        own[same].merge(entry)
                    } else {
                        own.append(entry)
                    }
                }
            }
            for entry in own where !merged.contains(where: { $0.domain == entry.domain }) {
                merged.append(entry)
            }
            current = containers[file][at]
            depth += 1
        }
        return merged
    }

    // MARK: Relationships

    /// Resolves each type's inheritance clause and those of its extensions.
    private mutating func resolveInheritance() {
        for (fileIndex, file) in files.enumerated() {
            file.source.withUnsafeBufferPointer { source in
                for (index, declaration) in file.scanned.declarations.enumerated() where !declaration.header.inheritance.isEmpty {
                    guard declaration.kind != .associatedtype, declaration.kind != .typealias,
                          let type = typeOfDeclaration[fileIndex][index] else { continue }
                    let scope = declaration.kind == .extension ? types[type].path : Array(types[type].path.dropLast())
                    for entry in declaration.header.inheritance {
                        types[type].inherited += resolveEntry(DeclarationHeader.text(entry, in: source), from: scope, module: file.module)
                    }
                }
            }
        }
    }

    private mutating func relate() {
        var edges = Set<Relationship>()
        func add(_ kind: Relationship.Kind, _ source: Int, _ target: RelationshipTarget) {
            if edges.insert(Relationship(kind: kind, source: source, target: target)).inserted {
                relationships.append(Relationship(kind: kind, source: source, target: target))
            }
        }
        for (typeIndex, entry) in types.enumerated() {
            guard let symbol = entry.symbol, entry.kind != .typealias else { continue }
            let superclass = superclass(of: typeIndex)
            if let superclass {
                switch superclass {
                case .type(let target): if let targetSymbol = types[target].symbol { add(.inheritsFrom, symbol, .symbol(targetSymbol)) }
                case .outside(let path): add(.inheritsFrom, symbol, .outside(path.joined(separator: ".")))
                }
            }
            for inherited in protocols(of: typeIndex) + impliedConformances(typeIndex) {
                switch inherited {
                case .type(let target):
                    if let targetSymbol = types[target].symbol { add(.conformsTo, symbol, .symbol(targetSymbol)) }
                case .outside(let path):
                    add(.conformsTo, symbol, .outside(path.joined(separator: ".")))
                }
            }
        }
        for (index, symbol) in symbols.enumerated() {
            let declarations = files[symbol.file].scanned.declarations
            let declaration = declarations[symbol.declaration]
            guard let container = containers[symbol.file][symbol.declaration] else { continue }
            let containerDeclaration = declarations[container]
            let owner = typeOfDeclaration[symbol.file][container]
            if containerDeclaration.kind == .protocol, let owner, let protocolSymbol = types[owner].symbol {
                add(declaration.modifiers.contains(.optional) ? .optionalRequirementOf : .requirementOf, index, .symbol(protocolSymbol))
                // A requirement restated by a refining protocol, with the same effects.
                for requirement in requirements(of: owner, excludingOwn: true) where matches(index, requirement) && sameEffects(index, requirement) {
                    add(.overrides, index, .symbol(requirement))
                }
                continue
            }
            if containerDeclaration.kind == .extension, let owner, types[owner].kind == .protocol {
                var implementsOwn = false
                for requirement in requirements(of: owner, excludingOwn: false) where matches(index, requirement) {
                    add(.defaultImplementationOf, index, .symbol(requirement))
                    implementsOwn = true
                }
                if !implementsOwn, let protocolSymbol = types[owner].symbol { add(.memberOf, index, .symbol(protocolSymbol)) }
                continue
            }
            if let owner {
                if let ownerSymbol = types[owner].symbol { add(.memberOf, index, .symbol(ownerSymbol)) }
            } else if let path = paths[symbol.file][container] {
                add(.memberOf, index, .outside(path.joined(separator: ".")))
            }
            // A subclass's `required init` overrides its superclass's without saying `override`.
            if declaration.isOverride || declaration.kind == .`init` && declaration.modifiers.contains(.required), let owner {
                if let overridden = overriddenMember(of: index, in: owner) { add(.overrides, index, overridden) }
            }
        }
    }

    /// What the compiler derives for an enum: `RawRepresentable` from a raw type (which is no
    /// conformance itself), and `Equatable` and `Hashable` when no case has associated values.
    private func impliedConformances(_ type: Int) -> [Resolved] {
        guard types[type].kind == .enum else { return [] }
        var implied: [Resolved] = []
        if case .outside(let path) = types[type].inherited.first, TypeNames.rawValueTypes.contains(path.joined(separator: ".")) {
            implied.append(.outside(["RawRepresentable"]))
        }
        let entry = types[type]
        let cases = files[entry.file].scanned.declarations.indices.filter { containers[entry.file][$0] == entry.declaration && files[entry.file].scanned.declarations[$0].kind == .case }
        if cases.allSatisfy({ files[entry.file].scanned.declarations[$0].parameters.isEmpty }) {
            implied += [.outside(["Equatable"]), .outside(["Hashable"])]
        }
        return implied
    }

    /// A class's superclass: the first entry of its clause when that is a class of the project,
    /// or an outside name that does not read as a protocol.
    private func superclass(of type: Int) -> Resolved? {
        guard types[type].kind == .class, let first = types[type].inherited.first else { return nil }
        switch first {
        case .type(let target): return types[target].kind == .class ? first : nil
        case .outside(let path): return TypeNames.readsAsProtocol(path.last ?? "") ? nil : first
        }
    }

    /// The protocols a type conforms to: the entries of its clause and its extensions', the
    /// protocols those refine, and its superclasses' conformances, each once.
    private func protocols(of type: Int) -> [Resolved] {
        var result: [Resolved] = []
        var seen = Set<Resolved>()
        var visited: Set<Int> = [type]
        var pending: [Int] = [type]
        var index = 0
        while index < pending.count {
            let current = pending[index]
            index += 1
            let inherited = types[current].inherited
            let skipped = superclass(of: current)
            for (position, entry) in inherited.enumerated() where entry != skipped || types[current].kind != .class {
                // An enum's raw type is no protocol.
                if position == 0, types[current].kind == .enum, case .outside(let path) = entry,
                   TypeNames.rawValueTypes.contains(path.joined(separator: ".")) { continue }
                if case .type(let target) = entry {
                    if types[target].kind != .protocol, types[target].kind != .class { continue }
                    if visited.insert(target).inserted { pending.append(target) }
                    if types[target].kind == .class { continue }
                }
                if seen.insert(entry).inserted { result.append(entry) }
            }
            if let skipped, case .type(let superclassType) = skipped, visited.insert(superclassType).inserted {
                pending.append(superclassType)
            }
        }
        return result
    }

    /// The requirements of a protocol and of the protocols of the project it refines,
    /// transitively; `excludingOwn` leaves out the protocol's own.
    private func requirements(of protocolType: Int, excludingOwn: Bool) -> [Int] {
        var result: [Int] = []
        var visited = Set<Int>()
        var pending = [protocolType]
        while let type = pending.popLast() {
            guard visited.insert(type).inserted, types[type].kind == .protocol else { continue }
            if type != protocolType || !excludingOwn {
                result += types[type].members.filter { member in
                    let symbol = symbols[member]
                    return containers[symbol.file][symbol.declaration].map { files[symbol.file].scanned.declarations[$0].kind == .protocol } ?? false
                }
            }
            for case .type(let refined) in types[type].inherited { pending.append(refined) }
        }
        return result
    }

    /// Whether the symbol at `member` can implement (or restate) `requirement`: the same name,
    /// argument labels included, and a kind of the same family.
    private func matches(_ member: Int, _ requirement: Int) -> Bool {
        guard member != requirement else { return false }
        let a = symbols[member]
        let b = symbols[requirement]
        return a.pathComponents.last == b.pathComponents.last && a.kind.family == b.kind.family && a.kind.family != 0
    }

    /// Whether two symbols' declarations are alike in `async` and `throws`.
    private func sameEffects(_ a: Int, _ b: Int) -> Bool {
        let effects: DeclarationModifiers = [.async, .throws, .rethrows]
        return declaration(a).modifiers.intersection(effects) == declaration(b).modifiers.intersection(effects)
    }

    private func declaration(_ symbol: Int) -> Declaration {
        files[symbols[symbol].file].scanned.declarations[symbols[symbol].declaration]
    }

    /// The name a symbol's path ends with: the declaration's, and for an enum case with
    /// associated values its labels too (`list(values:)`, `pair(_:_:)`), as the compiler names it.
    static func symbolName(_ declaration: Declaration) -> String {
        guard declaration.kind == .case, !declaration.parameters.isEmpty else { return declaration.name }
        return declaration.name + "(" + declaration.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The member a class's `override` overrides: the nearest superclass's member of the same
    /// name and kind family, or the outside superclass's, named, when the chain leaves the
    /// project.
    private func overriddenMember(of member: Int, in type: Int) -> RelationshipTarget? {
        var visited: Set<Int> = [type]
        var current = type
        while true {
            guard let superclass = types[current].inherited.first else { return nil }
            switch superclass {
            case .outside(let path):
                guard !TypeNames.readsAsProtocol(path.last ?? "") else { return nil }
                return .outside((path + [symbols[member].pathComponents.last ?? ""]).joined(separator: "."))
            case .type(let next):
                guard types[next].kind == .class, visited.insert(next).inserted else { return nil }
                if let found = types[next].members.first(where: { matches(member, $0) }) { return .symbol(found) }
                current = next
            }
        }
    }
}

extension Availability {
    /// Adds what `other`, an entry of the same domain from another attribute, says.
    mutating func merge(_ other: Availability) {
        introduced = introduced ?? other.introduced
        deprecated = deprecated ?? other.deprecated
        obsoleted = obsoleted ?? other.obsoleted
        message = message ?? other.message
        renamed = renamed ?? other.renamed
        isUnconditionallyDeprecated = isUnconditionallyDeprecated || other.isUnconditionallyDeprecated
        isUnconditionallyUnavailable = isUnconditionallyUnavailable || other.isUnconditionallyUnavailable
    }
}
