import DocAuditCore

/// Builds a ``SymbolGraph``: places each declaration under its type, resolves the names of
/// inheritance clauses and extensions to the project's types, and derives the relationships the
/// compiler would emit. Every loop is bounded by the input's size; alias chains and protocol
/// refinements are followed with a visited set, so cycles end.
struct GraphBuilder {
    let files: [GraphFile]
    let extensionBlocks: Bool
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
    /// Per file, per declaration: the extension block symbol an extension stands for.
    private var blocks: [[Int?]] = []
    /// Each declaration's own `@available` entries once read, by file and declaration: a
    /// type's are asked again by every member.
    private var ownAvailability: [[Int: [Availability]]] = []
    /// The types each extension block's inheritance clause names, by block symbol.
    private var blockInherited: [Int: [Resolved]] = [:]
    /// Per protocol type: its requirements and those of the protocols it refines.
    private var requirementsByProtocol: [Int: [Int]] = [:]
    private var edges = Set<Relationship>()

    init(files: [GraphFile], extensionBlocks: Bool) {
        self.files = files
        self.extensionBlocks = extensionBlocks
        moduleNames = Set(files.map(\.module))
        blocks = files.map { [Int?](repeating: nil, count: $0.scanned.declarations.count) }
    }

    mutating func build() {
        placeDeclarations()
        resolveExtensions()
        makeSymbols()
        resolveInheritance()
        collectRequirements()
        relate()
        synthesizeMembers()
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
                    found = preferred(candidates, module: module)
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

    /// Of the types declared under one path, the one a name means: the module's own before
    /// other modules', and a published one before one the graph leaves out (an `#if` branch's
    /// `@available(*, unavailable)` stand-in for the real type in the other branch).
    private func preferred(_ candidates: [Int], module: String) -> Int? {
        func published(_ type: Int) -> Bool { files[types[type].file].scanned.declarations[types[type].declaration].visible }
        return candidates.first { types[$0].module == module && published($0) }
            ?? candidates.first { types[$0].module == module }
            ?? candidates.first(where: published) ?? candidates.first
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
        func unique(_ identifier: String) -> String {
            let seen = identities[identifier, default: 0] + 1
            identities[identifier] = seen
            return seen > 1 ? identifier + "#\(seen)" : identifier
        }
        let extensionsWithMembers = extensionsWithPublishedMembers()
        for (fileIndex, file) in files.enumerated() {
            file.source.withUnsafeBufferPointer { source in
                for (index, declaration) in file.scanned.declarations.enumerated() {
                    if declaration.kind == .extension, extensionBlocks,
                       extensionsWithMembers.contains([fileIndex, index]) || declaration.visible && publishesConformance(fileIndex, index, source) {
                        makeBlock(fileIndex, index, source)
                        continue
                    }
                    guard declaration.visible, let kind = SymbolKind(declaration) else { continue }
                    let container = containers[fileIndex][index]
                    let parentPath = container.flatMap { paths[fileIndex][$0] } ?? []
                    let pathComponents = parentPath + [Self.symbolName(declaration)]
                    let identifier = unique(SymbolIdentity.make(module: file.module, path: pathComponents, kind: kind, declaration: declaration, source: source))
                    var context: ExtensionContext?
                    var extendedModule: String?
                    if let container, file.scanned.declarations[container].kind == .extension {
                        context = extensionContext(fileIndex, container)
                        if context?.extendedModule != file.module { extendedModule = context?.extendedModule }
                    } else if let container, let owner = typeOfDeclaration[fileIndex][container], let ownerSymbol = types[owner].symbol {
                        extendedModule = symbols[ownerSymbol].extendedModule
                    }
                    let symbol = symbols.count
                    symbols.append(GraphSymbol(
                        file: fileIndex, declaration: index, module: file.module, kind: kind, pathComponents: pathComponents,
                        identifier: identifier, availability: availability(fileIndex, index, source), extensionContext: context,
                        extendedModule: extendedModule))
                    if let type = typeOfDeclaration[fileIndex][index] { types[type].symbol = symbol }
                    if let container, let block = blocks[fileIndex][container], symbols[block].identifier.isEmpty {
                        // The compiler names a block after its first member.
                        symbols[block].identifier = unique("da:e:" + identifier)
                    }
                    if let container, let owner = typeOfDeclaration[fileIndex][container] {
                        types[owner].members.append(symbol)
                    }
                }
            }
        }
        for index in symbols.indices where symbols[index].kind == .extensionBlock && symbols[index].identifier.isEmpty {
            let symbol = symbols[index]
            let written = files[symbol.file].source.withUnsafeBufferPointer { source in
                files[symbol.file].scanned.declarations[symbol.declaration].header.inheritance.map { SymbolSignature.compact(DeclarationHeader.text($0, in: source)) }
            }
            symbols[index].identifier = unique("da:e:" + symbol.module + ":" + symbol.pathComponents.joined(separator: "/") + ":" + written.joined(separator: ","))
        }
    }

    /// The extensions (as file and declaration) with a published member.
    private func extensionsWithPublishedMembers() -> Set<[Int]> {
        var result = Set<[Int]>()
        for (fileIndex, file) in files.enumerated() {
            for (index, declaration) in file.scanned.declarations.enumerated() where declaration.visible && SymbolKind(declaration) != nil {
                if let container = containers[fileIndex][index], file.scanned.declarations[container].kind == .extension {
                    result.insert([fileIndex, container])
                }
            }
        }
        return result
    }

    /// Whether the extension at `index` declares a conformance to a published protocol or an
    /// outside one: an extension without members has a block only then.
    private func publishesConformance(_ file: Int, _ index: Int, _ source: UnsafeBufferPointer<UInt8>) -> Bool {
        files[file].scanned.declarations[index].header.inheritance.contains { entry in
            resolveEntry(DeclarationHeader.text(entry, in: source), from: [], module: files[file].module).contains { resolved in
                guard case .type(let type) = resolved else { return true }
                return files[types[type].file].scanned.declarations[types[type].declaration].visible
            }
        }
    }

    /// What the extension at `index` says of its members: the extended type's module and kind,
    /// and its `where` clause.
    private func extensionContext(_ file: Int, _ index: Int) -> ExtensionContext {
        let declaration = files[file].scanned.declarations[index]
        let whereClause = declaration.header.whereClause
        if let extended = typeOfDeclaration[file][index] {
            let entry = types[extended]
            return ExtensionContext(extendedModule: entry.module, typeKind: SymbolKind(files[entry.file].scanned.declarations[entry.declaration]), whereClause: whereClause)
        }
        let written = TypeNames.path(Substring(declaration.name)) ?? [declaration.name]
        let path = paths[file][index] ?? written
        return ExtensionContext(extendedModule: outsideModule(written: written, file: file), typeKind: TypeNames.outsideKind(path.last ?? ""), whereClause: whereClause)
    }

    /// The module of an outside type written `written` in `file`: the module it is qualified
    /// with, `Swift` for a standard library type, the framework its name tells, else the first
    /// module the file imports that is not the project's, a third-party one before Apple's.
    private func outsideModule(written: [String], file: Int) -> String? {
        if written.count > 1, TypeNames.systemModules.contains(written[0]) { return written[0] }
        if TypeNames.isStandardLibraryType(written[0]) { return "Swift" }
        if let framework = FrameworkTypes.module(ofType: written[0]) { return framework }
        let imports = files[file].source.withUnsafeBufferPointer { source in
            files[file].scanned.imports.map { String(decoding: UnsafeBufferPointer(rebasing: source[$0]), as: UTF8.self) }
        }.filter { !moduleNames.contains($0) }
        return imports.first { !FrameworkTypes.isAppleFramework($0) } ?? imports.first
    }

    /// Publishes the extension at `index` as a block when it extends another module's type.
    private mutating func makeBlock(_ file: Int, _ index: Int, _ source: UnsafeBufferPointer<UInt8>) {
        let module = files[file].module
        let context = extensionContext(file, index)
        if let extended = typeOfDeclaration[file][index], types[extended].module == module { return }
        let path = paths[file][index] ?? [files[file].scanned.declarations[index].name]
        blocks[file][index] = symbols.count
        symbols.append(GraphSymbol(
            file: file, declaration: index, module: module, kind: .extensionBlock, pathComponents: path,
            identifier: "", availability: availability(file, index, source), extensionContext: context,
            extendedModule: context.extendedModule))
    }

    /// The symbol's availability: its attributes' entries merged by domain, then its containers'
    /// (types and the extension), domain by domain and field by field, the inner's fields first
    /// (a type's `macOS 12` and a member's `macOS, deprecated: 13` make `introduced 12,
    /// deprecated 13`). Messages keep their escapes as written, as the compiler's do.
    private mutating func availability(_ file: Int, _ index: Int, _ source: UnsafeBufferPointer<UInt8>) -> [Availability] {
        var merged: [Availability] = []
        var current: Int? = index
        var depth = 0
        while let at = current, depth < 64 {
            for entry in ownAvailability(file, at, source) {
                if let same = merged.firstIndex(where: { $0.domain == entry.domain }) {
                    merged[same].merge(entry)
                } else {
                    merged.append(entry)
                }
            }
            current = containers[file][at]
            depth += 1
        }
        return merged
    }

    /// The entries of the declaration's own `@available` attributes, merged by domain.
    private mutating func ownAvailability(_ file: Int, _ index: Int, _ source: UnsafeBufferPointer<UInt8>) -> [Availability] {
        if ownAvailability.isEmpty { ownAvailability = Array(repeating: [:], count: files.count) }
        if let known = ownAvailability[file][index] { return known }
        var own: [Availability] = []
        for attribute in files[file].scanned.declarations[index].header.attributes {
            for var entry in Availability.read(source, attribute: attribute) {
                entry.message = entry.message.map(Self.escaped)
                entry.renamed = entry.renamed.map(Self.escaped)
                if let same = own.firstIndex(where: { $0.domain == entry.domain }) {
                    own[same].merge(entry)
                } else {
                    own.append(entry)
                }
            }
        }
        ownAvailability[file][index] = own
        return own
    }

    /// A string literal's value with its escapes as the source wrote them (the compiler copies
    /// `message:` and `renamed:` literally): `Gone "soon".` is `Gone \"soon\".`.
    private static func escaped(_ value: String) -> String {
        var text = ""
        for character in value {
            switch character {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\0": text += "\\0"
            default: text.append(character)
            }
        }
        return text
    }

    // MARK: Relationships

    /// Resolves each type's inheritance clause and those of its extensions.
    private mutating func resolveInheritance() {
        for (fileIndex, file) in files.enumerated() {
            file.source.withUnsafeBufferPointer { source in
                for (index, declaration) in file.scanned.declarations.enumerated() where !declaration.header.inheritance.isEmpty {
                    guard declaration.kind != .associatedtype, declaration.kind != .typealias else { continue }
                    if let block = blocks[fileIndex][index] {
                        // Another module's type: the conformances are the block's.
                        for entry in declaration.header.inheritance {
                            blockInherited[block, default: []] += resolveEntry(DeclarationHeader.text(entry, in: source), from: [], module: file.module)
                        }
                        continue
                    }
                    guard let type = typeOfDeclaration[fileIndex][index] else { continue }
                    let scope = declaration.kind == .extension ? types[type].path : Array(types[type].path.dropLast())
                    for entry in declaration.header.inheritance {
                        types[type].inherited += resolveEntry(DeclarationHeader.text(entry, in: source), from: scope, module: file.module)
                    }
                }
            }
        }
    }

    private mutating func add(_ kind: Relationship.Kind, _ source: Int, _ target: RelationshipTarget, origin: Int? = nil) {
        let relationship = Relationship(kind: kind, source: source, target: target, sourceOrigin: origin)
        if edges.insert(relationship).inserted { relationships.append(relationship) }
    }

    private mutating func relate() {
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
        for (block, symbol) in symbols.enumerated() where symbol.kind == .extensionBlock {
            let extended = typeOfDeclaration[symbol.file][symbol.declaration].flatMap { types[$0].symbol }
            let module = symbol.extendedModule.map { [$0] } ?? []
            add(.extensionTo, block, extended.map { .symbol($0) } ?? .outside((module + symbol.pathComponents).joined(separator: ".")))
            for conformance in refinementClosure(blockInherited[block] ?? []) {
                switch conformance {
                case .type(let target): if let targetSymbol = types[target].symbol { add(.conformsTo, block, .symbol(targetSymbol)) }
                case .outside(let path): add(.conformsTo, block, .outside(path.joined(separator: ".")))
                }
            }
        }
        for (index, symbol) in symbols.enumerated() where symbol.kind != .extensionBlock {
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
            if let block = blocks[symbol.file][container] {
                add(.memberOf, index, .symbol(block), origin: implementedRequirement(index, conformances: refinementClosure(blockInherited[block] ?? [])))
            } else if let owner {
                if let ownerSymbol = types[owner].symbol {
                    add(.memberOf, index, .symbol(ownerSymbol), origin: implementedRequirement(index, conformances: protocols(of: owner)))
                }
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

    /// `entries` and the protocols of the project they refine, transitively, each once.
    private func refinementClosure(_ entries: [Resolved]) -> [Resolved] {
        var result: [Resolved] = []
        var seen = Set<Resolved>()
        var pending = entries
        var index = 0
        while index < pending.count {
            let entry = pending[index]
            index += 1
            if case .type(let target) = entry, types[target].kind != .protocol { continue }
            guard seen.insert(entry).inserted else { continue }
            result.append(entry)
            if case .type(let target) = entry { pending += types[target].inherited }
        }
        return result
    }

    /// Fills ``requirementsByProtocol`` once: members look their protocols' requirements up
    /// for each match, so recomputing them per member would be quadratic.
    private mutating func collectRequirements() {
        for type in types.indices where types[type].kind == .protocol {
            var result: [Int] = []
            var visited = Set<Int>()
            var pending = [type]
            while let current = pending.popLast() {
                guard visited.insert(current).inserted, types[current].kind == .protocol else { continue }
                result += types[current].members.filter { containerKind(of: $0) == .protocol }
                for case .type(let refined) in types[current].inherited { pending.append(refined) }
            }
            requirementsByProtocol[type] = result
        }
    }

    /// The requirements of a protocol and of the protocols of the project it refines,
    /// transitively; `excludingOwn` leaves out the protocol's own.
    private func requirements(of protocolType: Int, excludingOwn: Bool) -> [Int] {
        let all = requirementsByProtocol[protocolType] ?? []
        guard excludingOwn else { return all }
        return all.filter { !types[protocolType].members.contains($0) }
    }

    /// The kind of the declaration whose body holds the symbol.
    private func containerKind(of symbol: Int) -> DeclarationKind? {
        let symbol = symbols[symbol]
        return containers[symbol.file][symbol.declaration].map { files[symbol.file].scanned.declarations[$0].kind }
    }

    /// The requirement of one of `conformances` that the type's own `member` implements (the
    /// compiler's `sourceOrigin`), if any.
    private func implementedRequirement(_ member: Int, conformances: [Resolved]) -> Int? {
        for case .type(let protocolType) in conformances where types[protocolType].kind == .protocol {
            if let requirement = requirements(of: protocolType, excludingOwn: false).first(where: { matches(member, $0) }) { return requirement }
        }
        return nil
    }

    // MARK: Synthesized members

    /// Copies the members of the project's protocol extensions into each published type and
    /// extension block that conforms to the protocol (itself, not through a superclass) and
    /// does not implement them, as the compiler does: a copy per type, `memberOf` it, with the
    /// original as its `sourceOrigin`. Members of outside protocols' extensions (`Equatable`'s
    /// `!=`) need the standard library and are not copied.
    private mutating func synthesizeMembers() {
        var blockMembers: [Int: [Int]] = [:]
        for relationship in relationships where relationship.kind == .memberOf {
            if case .symbol(let target) = relationship.target, symbols[target].kind == .extensionBlock {
                blockMembers[target, default: []].append(relationship.source)
            }
        }
        // Read once, not for each type that may receive the member.
        var constraints: [Int: [String]] = [:]
        for entry in types where entry.kind == .protocol {
            for member in entry.members where containerKind(of: member) == .extension { constraints[member] = selfConstraints(of: member) }
        }
        var receivers: [(symbol: Int, conformances: [Resolved], satisfied: Set<String>, own: [Int])] = []
        for (typeIndex, entry) in types.enumerated() {
            guard let symbol = entry.symbol, [.struct, .class, .enum, .actor].contains(entry.kind) else { continue }
            let skipped = superclass(of: typeIndex)
            let own = entry.inherited.enumerated().filter { position, inherited in
                inherited != skipped && !(position == 0 && entry.kind == .enum && isRawType(inherited))
            }.map(\.element)
            let all = protocols(of: typeIndex) + impliedConformances(typeIndex)
            receivers.append((symbol, refinementClosure(own), satisfiedNames(all, typeName: entry.path.last ?? ""), entry.members))
        }
        var membersByExtendedType: [[String]: [Int]] = [:]
        for (block, members) in blockMembers { membersByExtendedType[symbols[block].pathComponents, default: []] += members }
        for (block, symbol) in symbols.enumerated() where symbol.kind == .extensionBlock {
            let conformances = refinementClosure(blockInherited[block] ?? [])
            // The type's members from every block of it in the module.
            let own = membersByExtendedType[symbol.pathComponents] ?? []
            receivers.append((block, conformances, satisfiedNames(conformances, typeName: symbol.pathComponents.last ?? ""), own))
        }
        for receiver in receivers {
            for original in inheritedDefaults(receiver.conformances, satisfied: receiver.satisfied, own: receiver.own, constraints: constraints) {
                let target = symbols[receiver.symbol]
                var copy = symbols[original]
                copy.module = target.module
                copy.pathComponents = target.pathComponents + [symbols[original].pathComponents.last ?? ""]
                copy.identifier = symbols[original].identifier + "::SYNTHESIZED::" + target.identifier
                copy.extendedModule = target.extendedModule
                copy.original = original
                symbols.append(copy)
                add(.memberOf, symbols.count - 1, .symbol(receiver.symbol), origin: original)
            }
        }
    }

    /// Whether an enum's first entry is a raw type, no protocol.
    private func isRawType(_ entry: Resolved) -> Bool {
        guard case .outside(let path) = entry else { return false }
        return TypeNames.rawValueTypes.contains(path.joined(separator: "."))
    }

    /// The names a `where Self: …` constraint can be checked against: the type's conformances'
    /// last names, what the standard library's protocols among them refine, and the type's own.
    private func satisfiedNames(_ conformances: [Resolved], typeName: String) -> Set<String> {
        var names: Set<String> = [typeName]
        for conformance in conformances {
            let name: String
            switch conformance {
            case .type(let type): name = types[type].path.last ?? ""
            case .outside(let path): name = path.last ?? ""
            }
            names.insert(name)
            names.formUnion(TypeNames.outsideRefinements[name] ?? [])
        }
        return names
    }

    /// The protocol extension members a type with `conformances` gets: those of each protocol
    /// of the project among them whose extension's `Self` constraints it meets, less those it
    /// implements itself (matched by name and kind, as the compiler matches defaults) and those
    /// a more refined protocol's extension gives again.
    private func inheritedDefaults(_ conformances: [Resolved], satisfied: Set<String>, own: [Int], constraints: [Int: [String]]) -> [Int] {
        var candidates: [(member: Int, protocolType: Int)] = []
        // What the type implements itself, by kind family and name (``matches(_:_:)``).
        let implemented = Set(own.map { MemberKey(symbols[$0]) })
        for case .type(let protocolType) in conformances where types[protocolType].kind == .protocol {
            for member in types[protocolType].members where containerKind(of: member) == .extension {
                guard symbols[member].kind.family == 0 || !implemented.contains(MemberKey(symbols[member])),
                      constraints[member]?.allSatisfy(satisfied.contains) ?? true else { continue }
                candidates.append((member, protocolType))
            }
        }
        return candidates.filter { candidate in
            !candidates.contains { other in
                other.protocolType != candidate.protocolType && matches(other.member, candidate.member)
                    && refinementClosure(types[other.protocolType].inherited).contains(.type(candidate.protocolType))
            }
        }.map(\.member)
    }

    /// The names of what the `where` clause of `member`'s extension requires of `Self`: a type
    /// receives the member only when its conformances' names hold them all. Requirements on
    /// associated types cannot be checked from source and count as met.
    private func selfConstraints(of member: Int) -> [String] {
        guard let clause = symbols[member].extensionContext?.whereClause else { return [] }
        let text = files[symbols[member].file].source.withUnsafeBufferPointer { DeclarationHeader.text(clause, in: $0) }
        var names: [String] = []
        for requirement in TypeNames.splitTopLevel(text) {
            let sides = requirement.split(separator: requirement.contains("==") ? "=" : ":", omittingEmptySubsequences: true).map(\.trimmingSpaces)
            guard sides.count == 2, sides[0] == "Self" else { continue }
            names += TypeNames.entries(sides[1]).map { $0.last ?? "" }
        }
        return names
    }

    /// A member as ``matches(_:_:)`` compares members: its name and its kind's family.
    private struct MemberKey: Hashable {
        let name: String
        let family: Int

        init(_ symbol: GraphSymbol) {
            name = symbol.pathComponents.last ?? ""
            family = Int(symbol.kind.family)
        }
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
