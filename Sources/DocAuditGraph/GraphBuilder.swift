import DocAuditCore

/// Builds a ``SymbolGraph``: places each declaration under its type, resolves the names of
/// inheritance clauses and extensions to the project's types, and derives the relationships the
/// compiler would emit. Every loop is bounded by the input's size; alias chains and protocol
/// refinements are followed with a visited set, so cycles end.
///
/// Paths are nodes of a ``PathTable`` and declarations are read in place, by number: the graph
/// is meant to be cheap beside a check, and strings and copied declarations are what cost.
struct GraphBuilder {
    let files: [GraphFile]
    let extensionBlocks: Bool
    private(set) var symbols: [GraphSymbol] = []
    private(set) var relationships: [Relationship] = []
    private(set) var paths = PathTable()

    /// A type (or type alias) of the project.
    private struct TypeEntry {
        /// The module's number (``modules``).
        var module: Int
        var file: Int
        var declaration: Int
        var kind: DeclarationKind
        /// Its path's node.
        var path: Int32
        /// The symbol, when the type is published.
        var symbol: Int?
    }
    /// What each type's inheritance clause and its extensions' name, resolved where they can
    /// be, one type's after another's (``clauses(of:)``): one array, not one per type, each
    /// allocated, grown and freed. Apart from ``TypeEntry``, which stays free of references.
    private var clauseList: [Resolved] = []
    private var clauseStarts: [Int32] = []

    /// A name resolved to a type of the project, or left as the outside path written (a node).
    private enum Resolved: Hashable {
        case type(Int)
        case outside(Int32)

        var isProjectType: Bool {
            if case .type = self { true } else { false }
        }
    }

    /// Per file: the number of its first declaration among all files' declarations, which
    /// ``facts`` is indexed by.
    private var firstDeclaration: [Int] = []
    /// Per declaration: its availability with its containers', once asked.
    private var availabilities = SparseTable<[Availability]>()
    /// What the name of an outside type an extension extends tells: its module, nil when only
    /// the extending file's imports can, and its kind.
    private struct OutsideType {
        var module: String?
        var kind: SymbolKind?
    }
    /// By the number of the name an extension writes (`Foundation.Data`): read once, though
    /// many extensions name the same few types.
    private var outsideTypes = SparseTable<OutsideType>()
    /// Each extension's context once read (``DeclarationFacts/context``): its members all ask.
    private var contexts: [ExtensionContext] = []
    private var types: [TypeEntry] = []
    /// Per symbol while the symbols are made: the type whose member it is, or -1. Then each
    /// type's members' symbols, from its body and its extensions in declaration order, one
    /// type's after another's (``members(of:)``): one array, not one per type.
    private var symbolOwners: [Int32] = []
    private var memberStarts: [Int32] = []
    private var memberList: [Int32] = []
    /// The types by their path's node, as a chain in declaration order (the first type of a
    /// node, then each type's next): several where modules (or `#if` branches) repeat a path.
    private var firstTypeAtPath: [Int32] = []
    private var nextTypeAtPath: [Int32] = []
    /// The modules' numbers by name: also the set of the project's module names.
    private var moduleNumbers: [String: Int] = [:]
    /// The modules by number, and each file's module's number: types compare modules often.
    private var modules: [String] = []
    private var fileModules: [Int] = []
    /// What the relationships read of a declaration, kept apart from the declarations, whose
    /// copies cost a reference count per field; in one table, filled with one append each.
    private struct DeclarationFacts {
        var kind: DeclarationKind
        var modifiers: DeclarationModifiers
        var visible: Bool
        /// Whether it has attributes: most have none, and so no availability of their own.
        var attributed: Bool
        /// Asked of published declarations and of the types extensions extend, nil for others.
        var symbolKind: SymbolKind?
        /// The index in its file of the declaration whose body holds it, or -1.
        var container: Int32
        /// The type entry of a type declaration or the one an extension extends, or -1.
        var type: Int32 = -1
        /// The node of the type or extension it stands for, resolved, or -1.
        var path: Int32 = -1
        /// The extension block symbol an extension stands for, or -1.
        var block: Int32 = -1
        /// An extension's context in ``contexts`` once read, or -1.
        var context: Int32 = -1
        /// For an extension: whether a published member is declared in it, marked as that
        /// member is placed.
        var hasPublishedMember = false
        /// Whether an availability of its own or its containers' is kept for it.
        var hasAvailability = false
    }
    /// Per declaration: its ``DeclarationFacts``.
    private var facts: [DeclarationFacts] = []
    /// What the relationships read of a symbol: its file and declaration and its kind, as the
    /// symbol holds them (read from these, the relationships copy no symbol, whose copy retains
    /// each of its strings and arrays); its path's node; its last name's number and its kind's
    /// family, which ``matches(_:_:)`` compares. In one table, filled with one append each.
    private struct SymbolFacts {
        var file: Int
        var declaration: Int
        var kind: SymbolKind
        var path: Int32
        var lastName: Int32
        var family: Int8
    }
    /// Per symbol: its ``SymbolFacts``.
    private var symbolFacts: [SymbolFacts] = []
    /// The types each extension block's inheritance clause names, by symbol (empty for the
    /// others).
    private var blockInherited = SparseTable<[Resolved]>()
    /// The conformances of each type (``protocols(of:)``) and block (by symbol), once asked.
    private var typeProtocols: [ArraySlice<Resolved>?] = []
    private var blockConformances = SparseTable<[Resolved]>()
    /// Per protocol type: its requirements, its own first, then those of the protocols it
    /// refines; one protocol's after another's in one array, not an array each.
    private var requirementList: [Int] = []
    /// Per type: where its requirements start in ``requirementList``, where those of the
    /// protocols it refines start, and (at the next type's index) where they end.
    private var requirementStarts: [Int32] = []
    private var refinedRequirementStarts: [Int32] = []
    /// Inheritance entries as read, by text: most types name the same few protocols.
    private var entryPaths: [String: [[Int32]]] = [:]
    /// Once asked, by node: an outside target's dotted name.
    private var outsideNames = SparseTable<String>()
    /// Once asked, by file: the outside module its imports guess (``importedOutsideModule(of:)``).
    private var importedModules = SparseTable<String?>()
    /// Once asked, by enum type: ``impliedConformances(_:)``, which the relationships and both
    /// kinds of defaults ask.
    private var impliedByEnum = SparseTable<[Resolved]>()
    /// Once asked, by name number: whether it names a module (``isModuleName(_:)``).
    private var moduleNameNumbers = SparseTable<Bool>()
    /// Once asked, by name number: whose module an import names (``importKind(of:)``).
    private var importKinds = SparseTable<ImportKind>()
    private var availabilityByAttribute: [String: [Availability]] = [:]
    /// The names of standard library requirements are the first this many names.
    private var requirementNames: Int32 = 0
    /// The numbers of the names of ``StandardLibraryMembers``' requirements, as its table
    /// lists them, and of its defaults.
    private var standardRequirementNames: [[Int32]] = []
    private var standardDefaultNames: [Int32] = []
    /// The numbers of the names of the protocols in those tables: each requirement's, each
    /// default's with those it requires after it, and all of them.
    private var standardRequirementProtocols: [Int32] = []
    private var standardDefaultProtocols: [[Int32]] = []
    private var standardProtocols: [Int32] = []
    /// Per type: the number of its ``StandardConformances`` once asked, else -1; each set of
    /// standard library protocols once, by the node of the path its names' numbers make in order.
    private var typeStandardConformances: [Int32] = []
    private var standardConformances: [StandardConformances] = []
    private var standardConformanceNumbers = SparseTable<Int32>()
    /// The types ``protocols(of:)`` and the entries ``refinementClosure(_:)`` have still to walk.
    private var pendingTypes: [Int] = []
    private var pendingEntries: [Resolved] = []
    /// The names ``standardConformances(of:)`` gathers for the type under way.
    private var conformanceNames: [Int32] = []
    /// Per type, once asked: ``ownConformanceClosure(of:)``.
    private var ownClosures = SparseTable<[Resolved]>()
    /// Per name number, once asked: 1 when it names a standard protocol the tables know, 0
    /// when not, -1 before it is asked.
    private var standardProtocolNames: [Int8] = []
    /// Once asked, by name number: the nodes of what an outside protocol refines.
    private var refinementNodes = SparseTable<[Int32]>()
    /// Once asked, by node: 1 when an outside name reads as a protocol, 0 when not, -1 before.
    private var protocolLikeNodes: [Int8] = []
    /// The nodes of the raw value types, a few: searched, not hashed.
    private var rawValueNodes: [Int32] = []
    private var codableNode: Int32 = -1
    /// The standard library protocols an enum conforms to without saying so.
    private var rawRepresentableNode: Int32 = -1
    private var equatableNode: Int32 = -1
    private var hashableNode: Int32 = -1
    /// The types and extensions whose bodies hold the declaration being placed, by depth.
    private var openContainers: [Int] = []
    /// The path of the last inheritance entry of one name (``resolveEntry(_:in:from:module:into:)``).
    private var oneName: [Int32] = [0]
    /// The bytes of the last enum case's name with its labels (``symbolName(_:_:)``).
    private var caseName: [UInt8] = []
    /// What the walk under way (``protocols(of:)``, ``refinementClosure(_:)``, the requirements)
    /// has met: the types it walked, and the types and outside nodes it kept.
    private var walkedTypes = WalkMarks()
    private var keptTypes = WalkMarks()
    private var keptNodes = WalkMarks()
    /// Synthesized copies and the types they were copied into.
    private var synthesized: [(copy: Int, receiver: Int)] = []

    init(files: [GraphFile], extensionBlocks: Bool) {
        self.files = files
        self.extensionBlocks = extensionBlocks
        var count = 0
        // By index: a file copied out of the array costs a reference count per field.
        for index in files.indices {
            firstDeclaration.append(count)
            count += files[index].scanned.declarations.count
            let module = files[index].module
            // A module's files mostly come together: compared with the last, not hashed.
            if index > 0, module == files[index - 1].module {
                fileModules.append(fileModules[index - 1])
                continue
            }
            // Hashed once when known: a module's files interleave with others' in path order.
            if let known = moduleNumbers[module] {
                fileModules.append(known)
            } else {
                moduleNumbers[module] = modules.count
                fileModules.append(modules.count)
                modules.append(module)
            }
        }
        facts.reserveCapacity(count)
        paths.reserve(count)
        // Room for the types at once (a sixth of the declarations on the Tuist apps): growing
        // copies each type made so far.
        types.reserveCapacity(count / 4)
        // First, so that a name's number tells at once whether it can be one (``requirementNames``).
        for name in StandardLibraryMembers.requirementNames.sorted() { _ = paths.intern(name) }
        requirementNames = Int32(StandardLibraryMembers.requirementNames.count)
        standardRequirementNames = StandardLibraryMembers.requirements.map { $0.members.map { paths.intern($0.name) } }
        standardDefaultNames = StandardLibraryMembers.defaults.map { paths.intern($0.name) }
        standardDefaultProtocols = StandardLibraryMembers.defaults.map { ([$0.protocolName] + $0.requires).map { paths.intern($0) } }
        standardRequirementProtocols = StandardLibraryMembers.requirements.map { paths.intern($0.protocolName) }
        standardProtocols = StandardLibraryMembers.protocolNames.sorted().map { paths.intern($0) }
        rawValueNodes = TypeNames.rawValueTypes.map { paths.node([$0]) }
        codableNode = paths.node(["Codable"])
        rawRepresentableNode = paths.node(["RawRepresentable"])
        equatableNode = paths.node(["Equatable"])
        hashableNode = paths.node(["Hashable"])
    }

    mutating func build(identities: Bool) {
        placeDeclarations()
        resolveExtensions()
        makeSymbols()
        groupMembers()
        resolveInheritance()
        collectRequirements()
        relate()
        synthesizeMembers()
        if identities { spellIdentities() }
    }

    // MARK: Places and types

    private func number(_ file: Int, _ index: Int) -> Int {
        firstDeclaration[file] + index
    }

    private func typeOf(_ file: Int, _ index: Int) -> Int? {
        let type = facts[number(file, index)].type
        return type < 0 ? nil : Int(type)
    }

    private func container(_ file: Int, _ index: Int) -> Int? {
        let container = facts[number(file, index)].container
        return container < 0 ? nil : Int(container)
    }

    /// Finds each declaration's container and registers the types under their paths. Nested
    /// declarations follow their container in source order, so a stack by depth finds it.
    private mutating func placeDeclarations() {
        for fileIndex in files.indices {
            files[fileIndex].scanned.declarations.withUnsafeBufferPointer { place($0, file: fileIndex) }
        }
    }

    private mutating func place(_ declarations: UnsafeBufferPointer<Declaration>, file fileIndex: Int) {
            let base = firstDeclaration[fileIndex]
            // One stack for every file, emptied: an array made per file costs its allocation.
            var open = openContainers
            openContainers = []
            open.removeAll(keepingCapacity: true)
            defer { openContainers = open }
            for index in declarations.indices {
                let kind = declarations[index].kind
                let level = declarations[index].scope.map { $0.depth + 1 } ?? 0
                // One by one: removing a range goes through a generic replacement (81 instructions).
                while open.count > level { open.removeLast() }
                let container = level > 0 && open.count == level ? open[level - 1] : -1
                // Only a function's kind depends on its name (an operator's).
                facts.append(DeclarationFacts(
                    kind: kind, modifiers: declarations[index].modifiers, visible: declarations[index].visible,
                    attributed: declarations[index].hasAttributes,
                    symbolKind: declarations[index].visible || kind.isType ? SymbolKind(
                        kind: kind, name: kind == .func ? declarations[index].name : "",
                        isMember: declarations[index].scope != nil, isStatic: declarations[index].isStatic) : nil,
                    container: Int32(container)))
                if container >= 0, facts[base + container].kind == .extension, facts[base + index].visible, facts[base + index].symbolKind != nil {
                    facts[base + container].hasPublishedMember = true
                }
                let parentPath = container >= 0 && facts[base + container].path >= 0 ? facts[base + container].path : PathTable.root
                switch kind {
                case .extension:
                    var name = declarations[index].name
                    if let dotted = name.withUTF8({ dottedNode($0) }) {
                        facts[base + index].path = dotted
                    } else {
                        // Not `.map(withoutModule)`: a method passed as a closure copies the builder.
                        var written = [name]
                        if let path = TypeNames.path(Substring(name)) { written = withoutModule(path) }
                        facts[base + index].path = paths.node(written)
                    }
                case .struct, .class, .enum, .protocol, .actor, .typealias:
                    let path = paths.child(parentPath, paths.intern(declarations[index].name))
                    facts[base + index].path = path
                    facts[base + index].type = Int32(types.count)
                    addType(types.count, at: path)
                    types.append(TypeEntry(module: fileModules[fileIndex], file: fileIndex, declaration: index, kind: kind, path: path))
                default:
                    break
                }
                if kind.isTypeWithBody, declarations[index].body != nil {
                    if open.count == level { open.append(index) } else if open.count > level { open[level] = index }
                }
            }
    }

    private mutating func addType(_ type: Int, at path: Int32) {
        firstTypeAtPath.extend(toHold: Int(path), with: -1)
        nextTypeAtPath.append(-1)
        guard firstTypeAtPath[Int(path)] >= 0 else { return firstTypeAtPath[Int(path)] = Int32(type) }
        var last = Int(firstTypeAtPath[Int(path)])
        while nextTypeAtPath[last] >= 0 { last = Int(nextTypeAtPath[last]) }
        nextTypeAtPath[last] = Int32(type)
    }

    /// The node of plain names joined by dots (`Data`, `Outer.Inner`, `Foundation.Data`), read
    /// from their bytes, a leading module left out as ``withoutModule(_:)`` leaves it; nil for
    /// any other spelling, which ``TypeNames/path(_:)`` reads.
    private mutating func dottedNode(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        // Most are one name: no list of names made.
        if TypeNames.isPlainName(bytes) { return paths.child(PathTable.root, paths.intern(bytes)) }
        var names: [Int32] = []
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ".") {
            let component = UnsafeBufferPointer(rebasing: bytes[start..<end])
            guard TypeNames.isPlainName(component) else { return nil }
            names.append(paths.intern(component))
            start = end + 1
        }
        var node = PathTable.root
        for (position, name) in names.enumerated() where position > 0 || names.count == 1 || !isModuleName(name) {
            node = paths.child(node, name)
        }
        return node
    }

    /// Whether the name numbered `name` is a module's that may qualify a type: the project's or
    /// one of ``TypeNames/systemModules``. Once asked.
    private mutating func isModuleName(_ name: Int32) -> Bool {
        if let known = moduleNameNumbers[Int(name)] { return known }
        let spelled = paths.name(name)
        let known = moduleNumbers[spelled] != nil || TypeNames.systemModules.contains(spelled)
        moduleNameNumbers[Int(name)] = known
        return known
    }

    /// `path` without a leading module name (`Foundation.Data`, `MyModule.Thing`).
    private func withoutModule(_ path: [String]) -> [String] {
        guard path.count > 1, moduleNumbers[path[0]] != nil || TypeNames.systemModules.contains(path[0]) else { return path }
        return Array(path.dropFirst())
    }

    /// Points each extension at the type it extends, through type aliases, and gives the
    /// declarations nested in it the type's path.
    private mutating func resolveExtensions() {
        // One array for every extension's names, written over.
        var names: [Int32] = []
        for fileIndex in files.indices {
            for index in 0..<files[fileIndex].scanned.declarations.count where facts[number(fileIndex, index)].kind == .extension {
                let at = number(fileIndex, index)
                paths.nameNumbers(facts[at].path, into: &names)
                if case .type(let type) = lookUp(names, from: PathTable.root, module: fileModules[fileIndex], followingAliases: true) {
                    facts[at].type = Int32(type)
                    facts[at].path = types[type].path
                }
            }
        }
    }

    /// The type `path` (names' numbers) names when written inside the type at node `scope` of
    /// `module`: the scope's own nested types first, then outward, as Swift looks names up; the
    /// module's own types before other modules'.
    private mutating func lookUp(_ path: [Int32], from scope: Int32, module: Int, followingAliases: Bool) -> Resolved {
        var visited = Set<Int>()
        var path = path
        var scope = scope
        while true {
            var found: Int?
            var prefix = scope
            while true {
                if let node = paths.existingNode(path, under: prefix), Int(node) < firstTypeAtPath.count, firstTypeAtPath[Int(node)] >= 0 {
                    found = preferred(at: node, module: module)
                }
                if found != nil || prefix == PathTable.root { break }
                prefix = paths.parent(prefix)
            }
            guard let type = found else {
                var node = PathTable.root
                for name in path { node = paths.child(node, name) }
                return .outside(node)
            }
            let entry = types[type]
            guard followingAliases, entry.kind == .typealias, visited.insert(type).inserted,
                  let text = aliasedText(of: type) else { return .type(type) }
            // An alias of a composition (`P & Q`) stands for no single type.
            let named = TypeNames.entries(text)
            guard named.count == 1 else { return .type(type) }
            path = withoutModule(named[0]).map { paths.intern($0) }
            scope = paths.parent(entry.path)
        }
    }

    /// Of the types declared under one path, the one a name means: the module's own before
    /// other modules', and a published one before one the graph leaves out (an `#if` branch's
    /// `@available(*, unavailable)` stand-in for the real type in the other branch). Inlined, as
    /// ``implementedRequirement(_:conformances:)`` is.
    @inline(__always)
    private func preferred(at path: Int32, module: Int) -> Int {
        func published(_ type: Int) -> Bool { facts[number(types[type].file, types[type].declaration)].visible }
        let first = Int(firstTypeAtPath[Int(path)])
        func firstType(where accepts: (Int) -> Bool) -> Int? {
            var type = first
            while true {
                if accepts(type) { return type }
                guard nextTypeAtPath[type] >= 0 else { return nil }
                type = Int(nextTypeAtPath[type])
            }
        }
        return firstType { types[$0].module == module && published($0) }
            ?? firstType { types[$0].module == module }
            ?? firstType(where: published) ?? first
    }

    /// The type a type alias stands for, as written.
    private func aliasedText(of type: Int) -> String? {
        let entry = types[type]
        guard let aliased = files[entry.file].scanned.declarations[entry.declaration].header.aliasedType else { return nil }
        return files[entry.file].source.withUnsafeBufferPointer { DeclarationHeader.text(aliased, in: $0) }
    }

    /// The types the inheritance entry at `range` names, resolved.
    private mutating func resolveEntry(_ range: Range<Int>, in source: UnsafeBufferPointer<UInt8>, from scope: Int32, module: Int, into resolved: inout [Resolved]) {
        let bytes = UnsafeBufferPointer(rebasing: source[range.clamped(to: 0..<source.count)])
        // Most entries are one plain name (`Equatable`, `View`): read without spelling them.
        if TypeNames.isPlainName(bytes) {
            guard !TypeNames.isLayoutConstraint(bytes) else { return }
            // One array for every one-name entry, written over: a literal per entry costs its allocation.
            oneName[0] = paths.intern(bytes)
            resolvePath(oneName, from: scope, module: module, into: &resolved)
            return
        }
        for path in entryPaths(DeclarationHeader.text(range, in: source)) { resolvePath(path, from: scope, module: module, into: &resolved) }
    }

    /// Resolves one path of an inheritance entry; a composition alias (`typealias Both = P & Q`)
    /// brings each of its parts.
    private mutating func resolvePath(_ path: [Int32], from scope: Int32, module: Int, into resolved: inout [Resolved]) {
        let found = lookUp(path, from: scope, module: module, followingAliases: true)
        // The standard library's `Codable` is `Encodable & Decodable`, and the compiler says so.
        if case .outside(let node) = found, node == codableNode {
            return resolved += [.outside(paths.node(["Encodable"])), .outside(paths.node(["Decodable"]))]
        }
        guard case .type(let type) = found, types[type].kind == .typealias, let text = aliasedText(of: type) else { return resolved.append(found) }
        let entry = types[type]
        for part in entryPaths(text) {
            resolved.append(lookUp(part, from: paths.parent(entry.path), module: entry.module, followingAliases: true))
        }
    }

    /// The paths an inheritance entry names, without a leading module, as names' numbers.
    private mutating func entryPaths(_ text: String) -> [[Int32]] {
        if let known = entryPaths[text] { return known }
        let read = TypeNames.entries(text).map { withoutModule($0).map { paths.intern($0) } }
        entryPaths[text] = read
        return read
    }

    // MARK: Symbols

    private mutating func makeSymbols() {
        // Room for every published declaration and the members synthesized for them, made at
        // once: growing copies every symbol made so far.
        let published = facts.reduce(0) { $0 + ($1.visible ? 1 : 0) }
        let count = published + published / 4 + 64
        symbols.reserveCapacity(count)
        symbolFacts.reserveCapacity(count)
        symbolOwners.reserveCapacity(count)
        relationships.reserveCapacity(count * 2)
        for fileIndex in files.indices {
            let module = files[fileIndex].module
            files[fileIndex].scanned.declarations.withUnsafeBufferPointer { declarations in
            files[fileIndex].source.withUnsafeBufferPointer { source in
                for index in declarations.indices {
                    let at = number(fileIndex, index)
                    // Before its members, which take what it says of the domains they do not name.
                    if facts[at].kind.isTypeWithBody { _ = availability(fileIndex, index, source) }
                    if facts[at].kind == .extension, extensionBlocks,
                       facts[at].hasPublishedMember || facts[at].visible && publishesConformance(fileIndex, index, source) {
                        makeBlock(fileIndex, index, source)
                        continue
                    }
                    guard facts[at].visible, let kind = facts[at].symbolKind else { continue }
                    let container = container(fileIndex, index)
                    let parentPath = container.map { facts[number(fileIndex, $0)].path }.flatMap { $0 >= 0 ? $0 : nil } ?? PathTable.root
                    let name = symbolName(declarations, index)
                    let path = paths.child(parentPath, name)
                    var context: ExtensionContext?
                    var extendedModule: String?
                    if let container, facts[number(fileIndex, container)].kind == .extension {
                        context = extensionContext(fileIndex, container)
                        if context?.extendedModule != module { extendedModule = context?.extendedModule }
                    } else if let container, let owner = typeOf(fileIndex, container), let ownerSymbol = types[owner].symbol {
                        extendedModule = symbols[ownerSymbol].extendedModule
                    }
                    let symbol = symbols.count
                    append(GraphSymbol(
                        file: fileIndex, declaration: index, module: module, kind: kind, pathComponents: [],
                        identifier: "", availability: availability(fileIndex, index, source), extensionContext: context,
                        extendedModule: extendedModule), path: path)
                    if let type = typeOf(fileIndex, index) { types[type].symbol = symbol }
                    symbolOwners.append(container.flatMap { typeOf(fileIndex, $0) }.map(Int32.init) ?? -1)
                }
            }
            }
        }
    }

    /// Lays the members out by type (``memberList``), in symbol order.
    private mutating func groupMembers() {
        var starts = [Int32](repeating: 0, count: types.count + 1)
        for owner in symbolOwners where owner >= 0 { starts[Int(owner) + 1] += 1 }
        for type in types.indices { starts[type + 1] += starts[type] }
        var filled = starts
        memberList = [Int32](repeating: -1, count: Int(starts[types.count]))
        for (symbol, owner) in symbolOwners.enumerated() where owner >= 0 {
            memberList[Int(filled[Int(owner)])] = Int32(symbol)
            filled[Int(owner)] += 1
        }
        memberStarts = starts
        symbolOwners = []
    }

    /// The symbols of a type's members, from its body and its extensions.
    private func members(of type: Int) -> ArraySlice<Int32> {
        memberList[Int(memberStarts[type])..<Int(memberStarts[type + 1])]
    }

    /// Appends a symbol and its facts. Inlined: the symbol is then made in place rather than
    /// made, passed and moved.
    @inline(__always)
    private mutating func append(_ symbol: consuming GraphSymbol, path: Int32) {
        symbolFacts.append(SymbolFacts(
            file: symbol.file, declaration: symbol.declaration, kind: symbol.kind, path: path,
            lastName: paths.lastName(path), family: Int8(symbol.kind.family)))
        symbols.append(symbol)
    }

    private func symbolKind(_ file: Int, _ index: Int) -> SymbolKind? {
        facts[number(file, index)].symbolKind
    }

    /// Whether the extension at `index` declares a conformance to a published protocol or an
    /// outside one: an extension without members has a block only then.
    private mutating func publishesConformance(_ file: Int, _ index: Int, _ source: UnsafeBufferPointer<UInt8>) -> Bool {
        var resolved: [Resolved] = []
        for entry in files[file].scanned.declarations[index].header.inheritance {
            resolved.removeAll(keepingCapacity: true)
            resolveEntry(entry, in: source, from: PathTable.root, module: fileModules[file], into: &resolved)
            let published = resolved.contains { resolved in
                guard case .type(let type) = resolved else { return true }
                return facts[number(types[type].file, types[type].declaration)].visible
            }
            if published { return true }
        }
        return false
    }

    /// What the extension at `index` says of its members: the extended type's module and kind,
    /// and its `where` clause.
    private mutating func extensionContext(_ file: Int, _ index: Int) -> ExtensionContext {
        let at = number(file, index)
        if facts[at].context >= 0 { return contexts[Int(facts[at].context)] }
        let declarations = files[file].scanned.declarations
        let whereClause = declarations[index].header.whereClause
        let context: ExtensionContext
        if let extended = typeOf(file, index) {
            let entry = types[extended]
            context = ExtensionContext(extendedModule: modules[entry.module], typeKind: symbolKind(entry.file, entry.declaration), whereClause: whereClause)
        } else {
            let name = declarations[index].name
            let spelling = Int(paths.intern(name))
            let outside: OutsideType
            if let known = outsideTypes[spelling] {
                outside = known
            } else {
                outside = OutsideType(
                    module: namedModule(written: TypeNames.path(Substring(name)) ?? [name]),
                    kind: TypeNames.outsideKind(paths.lastString(facts[at].path)))
                outsideTypes[spelling] = outside
            }
            context = ExtensionContext(extendedModule: outside.module ?? importedOutsideModule(of: file), typeKind: outside.kind, whereClause: whereClause)
        }
        facts[at].context = Int32(contexts.count)
        contexts.append(context)
        return context
    }

    /// The module an outside type written `written` names: the module it is qualified with,
    /// `Swift` for a standard library type, the framework its name tells; nil when only the
    /// extending file's imports can tell (``importedOutsideModule(of:)``).
    private func namedModule(written: [String]) -> String? {
        if written.count > 1, TypeNames.systemModules.contains(written[0]) { return written[0] }
        if TypeNames.isStandardLibraryType(written[0]) { return "Swift" }
        return FrameworkTypes.module(ofType: written[0])
    }

    /// The first module `file` imports that is not the project's, a third-party one before
    /// Apple's; read once a file.
    private mutating func importedOutsideModule(of file: Int) -> String? {
        if let known = importedModules[file] { return known }
        // By name number: files import the same few modules, each told apart once.
        var firstOutside: Int32 = -1
        var firstThirdParty: Int32 = -1
        files[file].source.withUnsafeBufferPointer { source in
            for range in files[file].scanned.imports where firstThirdParty < 0 {
                let name = paths.intern(UnsafeBufferPointer(rebasing: source[range]))
                switch importKind(of: name) {
                case .project: continue
                case .apple: if firstOutside < 0 { firstOutside = name }
                case .thirdParty: firstThirdParty = name
                }
            }
        }
        let module = firstThirdParty >= 0 ? firstThirdParty : firstOutside
        let spelled = module >= 0 ? paths.name(module) : nil
        importedModules[file] = .some(spelled)
        return spelled
    }

    /// Whose module an import names.
    private enum ImportKind {
        case project, apple, thirdParty
    }

    /// Whose module the name numbered `name` is, once asked.
    private mutating func importKind(of name: Int32) -> ImportKind {
        if let known = importKinds[Int(name)] { return known }
        let spelled = paths.name(name)
        let kind: ImportKind = moduleNumbers[spelled] != nil ? .project : FrameworkTypes.isAppleFramework(spelled) ? .apple : .thirdParty
        importKinds[Int(name)] = kind
        return kind
    }

    /// Publishes the extension at `index` as a block when it extends another module's type.
    private mutating func makeBlock(_ file: Int, _ index: Int, _ source: UnsafeBufferPointer<UInt8>) {
        let module = files[file].module
        let context = extensionContext(file, index)
        if let extended = typeOf(file, index), types[extended].module == fileModules[file] { return }
        facts[number(file, index)].block = Int32(symbols.count)
        symbolOwners.append(-1)
        append(GraphSymbol(
            file: file, declaration: index, module: module, kind: .extensionBlock, pathComponents: [],
            identifier: "", availability: availability(file, index, source), extensionContext: context,
            extendedModule: context.extendedModule), path: facts[number(file, index)].path)
    }

    /// The symbol's availability: its attributes' entries merged by domain, then its containers'
    /// (types and the extension), domain by domain and field by field, the inner's fields first
    /// (a type's `macOS 12` and a member's `macOS, deprecated: 13` make `introduced 12,
    /// deprecated 13`). Messages keep their escapes as written, as the compiler's do. Each
    /// container's is kept once made: its members all ask for it.
    ///
    /// Most declarations say nothing, inside containers that say nothing: none kept, as a
    /// container's members read none as nothing. Told by two flags where it is asked (inlined),
    /// no table read and no call made.
    @inline(__always)
    private mutating func availability(_ file: Int, _ index: Int, _ source: UnsafeBufferPointer<UInt8>) -> [Availability] {
        let at = number(file, index)
        // A container comes before its members and ``makeSymbols()`` asks for it first.
        let container = container(file, index).map { number(file, $0) }
        guard facts[at].attributed || container.map({ facts[$0].hasAvailability }) == true else { return [] }
        return mergedAvailability(file, index, source, container: container)
    }

    /// ``availability(_:_:_:)`` of a declaration that has attributes or a container that has
    /// an availability.
    private mutating func mergedAvailability(_ file: Int, _ index: Int, _ source: UnsafeBufferPointer<UInt8>, container: Int?) -> [Availability] {
        let at = number(file, index)
        if let known = availabilities[at] { return known }
        let outer = container.flatMap { availabilities[$0] } ?? []
        var merged = ownAvailability(file, index, source)
        if merged.isEmpty {
            merged = outer
        } else {
            for entry in outer {
                if let same = merged.firstIndex(where: { $0.domain == entry.domain }) { merged[same].merge(entry) } else { merged.append(entry) }
            }
        }
        availabilities[at] = merged
        facts[at].hasAvailability = !merged.isEmpty
        return merged
    }

    /// The entries of the declaration's own `@available` attributes, merged by domain.
    private mutating func ownAvailability(_ file: Int, _ index: Int, _ source: UnsafeBufferPointer<UInt8>) -> [Availability] {
        var own: [Availability] = []
        guard facts[number(file, index)].attributed else { return own }
        for range in files[file].scanned.declarations[index].header.attributes {
            let attribute = UnsafeBufferPointer(rebasing: source[range.clamped(to: 0..<source.count)])
            guard attribute.starts(with: "@available".utf8) else { continue }
            for entry in availability(of: String(decoding: attribute, as: UTF8.self)) {
                if let same = own.firstIndex(where: { $0.domain == entry.domain }) {
                    own[same].merge(entry)
                } else {
                    own.append(entry)
                }
            }
        }
        return own
    }

    /// The entries of an `@available` attribute, read once for each spelling: a library writes
    /// the same few on hundreds of declarations.
    private mutating func availability(of attribute: String) -> [Availability] {
        if let known = availabilityByAttribute[attribute] { return known }
        let entries = Availability.read(attribute: attribute).map { entry in
            var entry = entry
            entry.message = entry.message.map(Self.escaped)
            entry.renamed = entry.renamed.map(Self.escaped)
            return entry
        }
        availabilityByAttribute[attribute] = entries
        return entries
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
        // Each entry with its type, in declaration order, then laid out by type.
        var entries: [Resolved] = []
        var owners: [Int32] = []
        for fileIndex in files.indices {
            files[fileIndex].scanned.declarations.withUnsafeBufferPointer { declarations in
            files[fileIndex].source.withUnsafeBufferPointer { source in
                for index in declarations.indices {
                    let kind = facts[number(fileIndex, index)].kind
                    guard kind.isTypeWithBody else { continue }
                    let inheritance = declarations[index].header.inheritance
                    guard !inheritance.isEmpty else { continue }
                    let block = facts[number(fileIndex, index)].block
                    // Taken out while entries are added: resolving them mutates the builder.
                    if block >= 0 {
                        // Another module's type: the conformances are the block's.
                        var inherited = blockInherited[Int(block)] ?? []
                        blockInherited[Int(block)] = []
                        for entry in inheritance {
                            resolveEntry(entry, in: source, from: PathTable.root, module: fileModules[fileIndex], into: &inherited)
                        }
                        blockInherited[Int(block)] = inherited
                        continue
                    }
                    guard let type = typeOf(fileIndex, index) else { continue }
                    let scope = kind == .extension ? types[type].path : paths.parent(types[type].path)
                    let first = entries.count
                    for entry in inheritance {
                        resolveEntry(entry, in: source, from: scope, module: fileModules[fileIndex], into: &entries)
                    }
                    // Appended one by one: appending a repeated element goes a generic way (92 instructions each).
                    for _ in first..<entries.count { owners.append(Int32(type)) }
                }
            }
            }
        }
        var starts = [Int32](repeating: 0, count: types.count + 1)
        for owner in owners { starts[Int(owner) + 1] += 1 }
        for type in types.indices { starts[type + 1] += starts[type] }
        var filled = starts
        clauseList = entries
        for (entry, owner) in zip(entries, owners) {
            clauseList[Int(filled[Int(owner)])] = entry
            filled[Int(owner)] += 1
        }
        clauseStarts = starts
    }

    /// What a type's inheritance clause and its extensions' name, in declaration order.
    private func clauses(of type: Int) -> ArraySlice<Resolved> {
        clauseList[Int(clauseStarts[type])..<Int(clauseStarts[type + 1])]
    }

    private mutating func add(_ kind: Relationship.Kind, _ source: Int, _ target: Int, origin: Int? = nil, outsideOrigin: OutsideMember? = nil) {
        keep(Relationship(kind: kind, source: source, target: .symbol(target), sourceOrigin: origin, outsideOrigin: outsideOrigin))
    }

    /// Appends `relationship` unless the symbol has it already: a symbol is related at once, so
    /// only the relationships at the end, of the same source, can be the same.
    private mutating func keep(_ relationship: Relationship) {
        // Compared in place: a relationship copied out of the array is retained and released.
        let known = relationships.withUnsafeBufferPointer { kept in
            var index = kept.count - 1
            while index >= 0, kept[index].source == relationship.source {
                if kept[index] == relationship { return true }
                index -= 1
            }
            return false
        }
        if !known { relationships.append(relationship) }
    }

    /// Adds a relationship to the outside type or member at `node`.
    private mutating func add(_ kind: Relationship.Kind, _ source: Int, outside node: Int32) {
        let name: String
        if let known = outsideNames[Int(node)] {
            name = known
        } else {
            name = paths.dotted(node)
            outsideNames[Int(node)] = name
        }
        keep(Relationship(kind: kind, source: source, target: .outside(name), sourceOrigin: nil))
    }

    private mutating func add(_ kind: Relationship.Kind, _ source: Int, _ target: Resolved) {
        switch target {
        case .type(let type): if let symbol = types[type].symbol { add(kind, source, symbol) }
        case .outside(let node): add(kind, source, outside: node)
        }
    }

    private mutating func relate() {
        for typeIndex in types.indices {
            guard let symbol = types[typeIndex].symbol, types[typeIndex].kind != .typealias else { continue }
            if let superclass = superclass(of: typeIndex) { add(.inheritsFrom, symbol, superclass) }
            let own = protocols(of: typeIndex)
            // Only an enum implies any: read after the type's own, not appended to a copy of them.
            let implied = types[typeIndex].kind == .enum ? impliedConformances(typeIndex) : []
            for inherited in own { add(.conformsTo, symbol, inherited) }
            for inherited in implied { add(.conformsTo, symbol, inherited) }
            for case .outside(let node) in own { addRefinements(of: node, to: symbol) }
            for case .outside(let node) in implied { addRefinements(of: node, to: symbol) }
        }
        var names: [Int32] = []
        for block in symbols.indices where symbolFacts[block].kind == .extensionBlock {
            let file = symbolFacts[block].file
            let declaration = symbolFacts[block].declaration
            if let extended = typeOf(file, declaration).flatMap({ types[$0].symbol }) {
                add(.extensionTo, block, extended)
            } else {
                // The module and the path by their names' numbers, no name spelled.
                var node = symbols[block].extendedModule.map { paths.child(PathTable.root, paths.intern($0)) } ?? PathTable.root
                paths.nameNumbers(symbolFacts[block].path, into: &names)
                for name in names { node = paths.child(node, name) }
                add(.extensionTo, block, outside: node)
            }
            for conformance in conformances(ofBlock: block) { add(.conformsTo, block, conformance) }
        }
        // A type's members come together: its protocols are asked once for them.
        var conformancesOwner = -1
        var ownerConformances: ArraySlice<Resolved> = []
        for index in symbols.indices where symbolFacts[index].kind != .extensionBlock {
            let file = symbolFacts[index].file
            let at = symbolFacts[index].declaration
            guard let container = container(file, at) else { continue }
            let containerKind = facts[number(file, container)].kind
            let modifiers = facts[number(file, at)].modifiers
            let owner = typeOf(file, container)
            if containerKind == .protocol, let owner, let protocolSymbol = types[owner].symbol {
                add(modifiers.contains(.optional) ? .optionalRequirementOf : .requirementOf, index, protocolSymbol)
                // A requirement restated by a refining protocol, with the same effects.
                for requirement in requirements(of: owner, excludingOwn: true) where matches(index, requirement) && sameEffects(index, requirement) {
                    add(.overrides, index, requirement)
                }
                continue
            }
            if containerKind == .extension, let owner, types[owner].kind == .protocol {
                var implementsOwn = false
                for requirement in requirements(of: owner, excludingOwn: false) where matches(index, requirement) {
                    add(.defaultImplementationOf, index, requirement)
                    implementsOwn = true
                }
                if !implementsOwn, let protocolSymbol = types[owner].symbol { add(.memberOf, index, protocolSymbol) }
                continue
            }
            let block = facts[number(file, container)].block
            if block >= 0 {
                let conformances = conformances(ofBlock: Int(block))
                let origin = implementedRequirement(index, conformances: conformances[...])
                add(.memberOf, index, Int(block), origin: origin)
            } else if let owner {
                if let ownerSymbol = types[owner].symbol {
                    if owner != conformancesOwner {
                        ownerConformances = protocols(of: owner)
                        conformancesOwner = owner
                    }
                    let origin = implementedRequirement(index, conformances: ownerConformances)
                    let outsideOrigin = origin == nil ? implementedStandardRequirement(index, of: owner) : nil
                    add(.memberOf, index, ownerSymbol, origin: origin, outsideOrigin: outsideOrigin)
                }
            } else if facts[number(file, container)].path >= 0 {
                add(.memberOf, index, outside: facts[number(file, container)].path)
            }
            // A subclass's `required init` overrides its superclass's without saying `override`.
            if modifiers.contains(.override) || facts[number(file, at)].kind == .`init` && modifiers.contains(.required), let owner {
                switch overriddenMember(of: index, in: owner) {
                case .symbol(let symbol): add(.overrides, index, symbol)
                case .outside(let node): add(.overrides, index, outside: node)
                case nil: break
                }
            }
        }
    }

    /// The compiler lists what the standard library's protocols refine too (`Hashable`'s
    /// `Equatable`, `Error`'s `Sendable`).
    private mutating func addRefinements(of node: Int32, to symbol: Int) {
        guard paths.parent(node) == PathTable.root else { return }
        for refined in outsideRefinements(of: paths.lastName(node)) { add(.conformsTo, symbol, outside: refined) }
    }

    /// The nodes of the standard library protocols the outside protocol named `name` refines,
    /// once each name (``TypeNames/outsideRefinements``).
    private mutating func outsideRefinements(of name: Int32) -> [Int32] {
        if let known = refinementNodes[Int(name)] { return known }
        // Transitively (`OptionSet` refines `SetAlgebra`, which refines
        // `ExpressibleByArrayLiteral`), in one order.
        let spelled = paths.name(name)
        let nodes = TypeNames.refinementClosure([spelled]).subtracting([spelled]).sorted().map { paths.child(PathTable.root, paths.intern($0)) }
        refinementNodes[Int(name)] = nodes
        return nodes
    }

    /// What the compiler derives for an enum: `RawRepresentable` from a raw type (which is no
    /// conformance itself), and `Equatable` and `Hashable` when it has cases and none has
    /// associated values.
    private mutating func impliedConformances(_ type: Int) -> [Resolved] {
        guard types[type].kind == .enum else { return [] }
        if let known = impliedByEnum[type] { return known }
        var implied: [Resolved] = []
        if let first = clauses(of: type).first, isRawType(first) {
            implied.append(.outside(rawRepresentableNode))
        }
        let entry = types[type]
        if files[entry.file].scanned.declarations.withUnsafeBufferPointer({ Declaration.derivesEquatable($0, enum: entry.declaration) }) {
            implied += [.outside(equatableNode), .outside(hashableNode)]
        }
        impliedByEnum[type] = implied
        return implied
    }

    /// A class's superclass: the first entry of its clause when that is a class of the project,
    /// or an outside name that does not read as a protocol.
    private mutating func superclass(of type: Int) -> Resolved? {
        guard types[type].kind == .class, let first = clauses(of: type).first else { return nil }
        switch first {
        case .type(let target): return types[target].kind == .class ? first : nil
        case .outside(let node): return readsAsProtocol(node) ? nil : first
        }
    }

    /// Whether an outside name reads as a protocol (``TypeNames/readsAsProtocol(_:)``).
    private mutating func readsAsProtocol(_ node: Int32) -> Bool {
        protocolLikeNodes.extend(toHold: Int(node), with: -1)
        if protocolLikeNodes[Int(node)] >= 0 { return protocolLikeNodes[Int(node)] == 1 }
        let reads = TypeNames.readsAsProtocol(paths.lastString(node))
        protocolLikeNodes[Int(node)] = reads ? 1 : 0
        return reads
    }

    /// The protocols a type conforms to: the entries of its clause and its extensions', the
    /// protocols those refine, and its superclasses' conformances, each once.
    private mutating func protocols(of type: Int) -> ArraySlice<Resolved> {
        if typeProtocols.isEmpty { typeProtocols = Array(repeating: nil, count: types.count) }
        if let known = typeProtocols[type] { return known }
        if let direct = directProtocols(of: type) {
            typeProtocols[type] = direct
            return direct
        }
        var result: [Resolved] = []
        startWalk()
        _ = walkedTypes.insert(type)
        // One array for every walk, emptied: an array made per type costs its allocation.
        var pending = pendingTypes
        pendingTypes = []
        pending.removeAll(keepingCapacity: true)
        defer { pendingTypes = pending }
        pending.append(type)
        var index = 0
        while index < pending.count {
            let current = pending[index]
            index += 1
            let inherited = clauses(of: current)
            let skipped = superclass(of: current)
            for (position, entry) in inherited.enumerated() where entry != skipped || types[current].kind != .class {
                // An enum's raw type is no protocol.
                if position == 0, types[current].kind == .enum, isRawType(entry) { continue }
                if case .type(let target) = entry {
                    if types[target].kind != .protocol, types[target].kind != .class { continue }
                    if walkedTypes.insert(target) { pending.append(target) }
                    if types[target].kind == .class { continue }
                }
                if keep(entry) { result.append(entry) }
            }
            if let skipped, case .type(let superclassType) = skipped, walkedTypes.insert(superclassType) {
                pending.append(superclassType)
            }
        }
        typeProtocols[type] = result[...]
        return result[...]
    }

    /// ``protocols(of:)`` of a type whose clauses name only outside types and only a few: most
    /// types, read without the sets the general walk needs.
    private mutating func directProtocols(of type: Int) -> ArraySlice<Resolved>? {
        let inherited = clauses(of: type)
        guard inherited.count <= 16, !inherited.contains(where: \.isProjectType) else { return nil }
        let skipped = superclass(of: type)
        let kind = types[type].kind
        func isLeftOut(_ index: Int) -> Bool {
            let entry = inherited[index]
            return kind == .class && entry == skipped || index == inherited.startIndex && kind == .enum && isRawType(entry) || inherited[..<index].contains(entry)
        }
        // Most clauses lose nothing: kept as they are, not copied.
        guard inherited.indices.contains(where: isLeftOut) else { return inherited }
        var result: [Resolved] = []
        for (position, entry) in inherited.enumerated() where entry != skipped || kind != .class {
            if position == 0, kind == .enum, isRawType(entry) { continue }
            if !result.contains(entry) { result.append(entry) }
        }
        return result[...]
    }

    /// The conformances an extension block's clause declares, with what they refine.
    private mutating func conformances(ofBlock block: Int) -> [Resolved] {
        if let known = blockConformances[block] { return known }
        let closure = refinementClosure(blockInherited[block]?[...] ?? [])
        blockConformances[block] = closure
        return closure
    }

    /// `entries` and the protocols of the project they refine, transitively, each once.
    private mutating func refinementClosure(_ entries: ArraySlice<Resolved>) -> [Resolved] {
        // A few outside names (most clauses) refine nothing the project declares.
        if entries.count <= 16, !entries.contains(where: \.isProjectType) {
            var result: [Resolved] = []
            for entry in entries where !result.contains(entry) { result.append(entry) }
            return result
        }
        var result: [Resolved] = []
        startWalk()
        // One array for every walk, emptied, and appended to one by one: an array made per walk
        // costs its allocation, and appending a slice goes a generic way.
        var pending = pendingEntries
        pendingEntries = []
        pending.removeAll(keepingCapacity: true)
        defer { pendingEntries = pending }
        for entry in entries { pending.append(entry) }
        var index = 0
        while index < pending.count {
            let entry = pending[index]
            index += 1
            if case .type(let target) = entry, types[target].kind != .protocol { continue }
            guard keep(entry) else { continue }
            result.append(entry)
            if case .type(let target) = entry { for refined in clauses(of: target) { pending.append(refined) } }
        }
        return result
    }

    /// Starts a walk of ``walkedTypes`` and ``keptTypes``/``keptNodes``.
    private mutating func startWalk() {
        walkedTypes.startWalk()
        keptTypes.startWalk()
        keptNodes.startWalk()
    }

    /// Marks `entry` kept in this walk; whether it was not yet.
    private mutating func keep(_ entry: Resolved) -> Bool {
        switch entry {
        case .type(let type): keptTypes.insert(type)
        case .outside(let node): keptNodes.insert(Int(node))
        }
    }

    /// Fills ``requirementList`` once: members look their protocols' requirements up for
    /// each match, so recomputing them per member would be quadratic.
    private mutating func collectRequirements() {
        requirementStarts = Array(repeating: 0, count: types.count + 1)
        refinedRequirementStarts = Array(repeating: 0, count: types.count)
        var pending: [Int] = []
        for type in types.indices {
            requirementStarts[type] = Int32(requirementList.count)
            refinedRequirementStarts[type] = Int32(requirementList.count)
            guard types[type].kind == .protocol else { continue }
            startWalk()
            pending.append(type)
            while let current = pending.popLast() {
                guard walkedTypes.insert(current), types[current].kind == .protocol else { continue }
                for member in members(of: current) where containerKind(of: Int(member)) == .protocol { requirementList.append(Int(member)) }
                if current == type { refinedRequirementStarts[type] = Int32(requirementList.count) }
                for case .type(let refined) in clauses(of: current) { pending.append(refined) }
            }
        }
        requirementStarts[types.count] = Int32(requirementList.count)
    }

    /// The requirements of a protocol and of the protocols of the project it refines,
    /// transitively; `excludingOwn` leaves out the protocol's own.
    private func requirements(of protocolType: Int, excludingOwn: Bool) -> ArraySlice<Int> {
        let start = excludingOwn ? refinedRequirementStarts[protocolType] : requirementStarts[protocolType]
        return requirementList[Int(start)..<Int(requirementStarts[protocolType + 1])]
    }

    /// The kind of the declaration whose body holds the symbol.
    private func containerKind(of symbol: Int) -> DeclarationKind? {
        let file = symbolFacts[symbol].file
        return container(file, symbolFacts[symbol].declaration).map { facts[number(file, $0)].kind }
    }

    /// The requirement of one of `conformances` that the type's own `member` implements (the
    /// compiler's `sourceOrigin`), if any. Inlined: called apart from a mutating method, a
    /// non-mutating method is passed a copy of the whole builder (a kilobyte copied per member).
    @inline(__always)
    private func implementedRequirement(_ member: Int, conformances: ArraySlice<Resolved>) -> Int? {
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
        copyProjectDefaults()
        copyStandardDefaults()
    }

    private mutating func copyProjectDefaults() {
        // Read once, not for each type that may receive the member.
        var constraints: [Int: [String]] = [:]
        var withDefaults = Set<Int>()
        for type in types.indices where types[type].kind == .protocol {
            var byExtension: [Int: [String]] = [:]
            for member in members(of: type).lazy.map(Int.init) where containerKind(of: member) == .extension {
                let container = container(symbolFacts[member].file, symbolFacts[member].declaration).map { number(symbolFacts[member].file, $0) } ?? -1
                if byExtension[container] == nil { byExtension[container] = selfConstraints(of: member) }
                constraints[member] = byExtension[container]
                withDefaults.insert(type)
            }
        }
        guard !withDefaults.isEmpty else { return }
        func receivesDefaults(_ conformances: [Resolved]) -> Bool {
            conformances.contains { if case .type(let type) = $0 { withDefaults.contains(type) } else { false } }
        }
        var receivers: [(symbol: Int, conformances: [Resolved], satisfied: Set<String>, own: [Int])] = []
        for typeIndex in types.indices {
            let entry = types[typeIndex]
            guard let symbol = entry.symbol, Self.isConcrete(entry.kind) else { continue }
            // Only the project's protocols have extensions of the project.
            // ``ownConformances(of:)`` without its array: a raw type is no type of the project.
            let superclass = superclass(of: typeIndex)
            guard clauses(of: typeIndex).contains(where: { $0.isProjectType && $0 != superclass }) else { continue }
            let conformances = ownConformanceClosure(of: typeIndex)
            guard receivesDefaults(conformances) else { continue }
            let all = protocols(of: typeIndex) + impliedConformances(typeIndex)
            receivers.append((symbol, conformances, satisfiedNames(all, typeName: paths.lastString(entry.path)), members(of: typeIndex).map(Int.init)))
        }
        var membersByExtendedType = SparseTable<[Int]>()
        // By index: a relationship copied out of the array retains each of its strings.
        for index in relationships.indices where relationships[index].kind == .memberOf {
            if case .symbol(let target) = relationships[index].target, symbolFacts[target].kind == .extensionBlock {
                membersByExtendedType.update(Int(symbolFacts[target].path), initial: []) { $0.append(relationships[index].source) }
            }
        }
        for block in symbols.indices where symbolFacts[block].kind == .extensionBlock {
            let conformances = conformances(ofBlock: block)
            guard receivesDefaults(conformances) else { continue }
            // The type's members from every block of it in the module.
            let own = membersByExtendedType[Int(symbolFacts[block].path)] ?? []
            receivers.append((block, conformances, satisfiedNames(conformances[...], typeName: paths.lastString(symbolFacts[block].path)), own))
        }
        for receiver in receivers {
            for original in inheritedDefaults(receiver.conformances, satisfied: receiver.satisfied, own: receiver.own, constraints: constraints) {
                synthesized.append((symbols.count, receiver.symbol))
                append(copy(of: original, into: receiver.symbol), path: paths.child(symbolFacts[receiver.symbol].path, symbolFacts[original].lastName))
                add(.memberOf, symbols.count - 1, receiver.symbol, origin: original)
            }
        }
    }

    /// `original` copied into the symbol `receiver`, of its modules. Returned, not kept in a
    /// variable of the caller: a variable passed to ``append(_:path:)`` is copied again, then
    /// destroyed. Inlined, as ``implementedRequirement(_:conformances:)`` is.
    @inline(__always)
    private func copy(of original: Int, into receiver: Int) -> GraphSymbol {
        var copy = symbols[original]
        (copy.module, copy.extendedModule) = modules(ofSymbol: receiver)
        copy.original = original
        return copy
    }

    /// Copies the standard library's defaults (``StandardLibraryMembers/defaults``) into each
    /// published type that conforms to their protocol itself and lacks a member of their name,
    /// as the compiler does: `!=` into an `Equatable` type, `hashValue` into a `Hashable`
    /// `RawRepresentable` one.
    private mutating func copyStandardDefaults() {
        let defaults = StandardLibraryMembers.defaults
        var copiesByReceiver: [Int: [Int]] = [:]
        for (copy, receiver) in synthesized { copiesByReceiver[receiver, default: []].append(copy) }
        for typeIndex in types.indices {
            guard let receiver = types[typeIndex].symbol, Self.isConcrete(types[typeIndex].kind) else { continue }
            let applicable = standardConformances[Int(standardConformances(of: typeIndex))].defaults
            guard !applicable.isEmpty else { continue }
            // A few defaults against a type's members: compared number by number, no set made.
            let own = members(of: typeIndex)
            let copies = copiesByReceiver[receiver] ?? []
            func implements(_ key: MemberKey) -> Bool {
                own.contains { symbolFacts[Int($0)].lastName == key.name && symbolFacts[Int($0)].family == key.family }
                    || copies.contains { symbolFacts[$0].lastName == key.name && symbolFacts[$0].family == key.family }
            }
            // One copy of a name (`init(from:)` from RawRepresentable, not again from Decodable),
            // but each variant of one (the prefix and the postfix `...`).
            var copied: [MemberKey] = []
            for (index, name) in applicable {
                let standard = defaults[index]
                let key = MemberKey(name: name, family: Int8(standard.kind.family))
                guard !implements(key), !standard.variant.isEmpty || !copied.contains(key) else { continue }
                if standard.variant.isEmpty { copied.append(key) }
                let (module, extendedModule) = modules(ofSymbol: receiver)
                let member = StandardLibraryMembers.member(ofDefault: index)
                synthesized.append((symbols.count, receiver))
                // Made in the call, not in a variable: a variable passed is copied again, then destroyed.
                append(GraphSymbol(
                    file: symbolFacts[receiver].file, declaration: symbolFacts[receiver].declaration, module: module,
                    kind: standard.kind, pathComponents: [], identifier: "", availability: [],
                    extensionContext: ExtensionContext(extendedModule: "Swift", typeKind: .protocol, whereClause: nil),
                    extendedModule: extendedModule, outsideOrigin: member), path: paths.child(symbolFacts[receiver].path, name))
                add(.memberOf, symbols.count - 1, receiver, outsideOrigin: member)
            }
        }
    }

    /// A symbol's module and extended module, read in place: `symbols[symbol].module` copies the
    /// whole symbol first, retaining and releasing each of its strings and arrays. Inlined, as
    /// ``implementedRequirement(_:conformances:)`` is.
    @inline(__always)
    private func modules(ofSymbol symbol: Int) -> (module: String, extendedModule: String?) {
        symbols.withUnsafeBufferPointer { ($0[symbol].module, $0[symbol].extendedModule) }
    }

    /// What a set of standard library protocols gives the types that conform to it: most types
    /// conform to one of a few sets (an enum's `Equatable` and `Hashable`), worked out once each.
    private struct StandardConformances {
        /// The defaults the types receive: their indices in ``StandardLibraryMembers/defaults``
        /// and their names' numbers.
        var defaults: [(index: Int, name: Int32)]
        /// The requirement a member implements, by its name and kind family: a few, searched.
        var requirements: [(key: MemberKey, member: OutsideMember)]
    }

    /// Whether a declaration of this kind is a type that can conform and receive members.
    private static func isConcrete(_ kind: DeclarationKind) -> Bool {
        switch kind {
        case .struct, .class, .enum, .actor: return true
        default: return false
        }
    }

    /// ``ownConformances(of:)`` and the protocols of the project they refine, each once: the
    /// defaults of the project's and of the standard library's protocols both ask.
    private mutating func ownConformanceClosure(of type: Int) -> [Resolved] {
        if let known = ownClosures[type] { return known }
        // Apart: a mutating call in a non-mutating one's arguments copies the whole builder.
        let own = ownConformances(of: type)
        let closure = refinementClosure(own[...])
        ownClosures[type] = closure
        return closure
    }

    /// The entries of a type's clauses that it conforms to itself: not its superclass, not an
    /// enum's raw type.
    private mutating func ownConformances(of type: Int) -> [Resolved] {
        let inherited = clauses(of: type)
        guard !inherited.isEmpty else { return [] }
        let skipped = superclass(of: type)
        let kind = types[type].kind
        var own: [Resolved] = []
        own.reserveCapacity(inherited.count)
        for (position, entry) in inherited.enumerated() where entry != skipped && !(position == 0 && kind == .enum && isRawType(entry)) {
            own.append(entry)
        }
        return own
    }

    /// The number of the ``StandardConformances`` of a type: the standard library protocols it
    /// conforms to itself (not through a superclass), those its enum-ness implies and those
    /// they refine.
    private mutating func standardConformances(of type: Int) -> Int32 {
        if typeStandardConformances.isEmpty { typeStandardConformances = Array(repeating: -1, count: types.count) }
        if typeStandardConformances[type] >= 0 { return typeStandardConformances[type] }
        // One array for every type, emptied: an array made per type costs its allocation.
        var names = conformanceNames
        conformanceNames = []
        names.removeAll(keepingCapacity: true)
        defer { conformanceNames = names }
        func addName(of conformance: Resolved) {
            if case .outside(let node) = conformance, paths.parent(node) == PathTable.root, namesStandardProtocol(paths.lastName(node)) {
                names.append(paths.lastName(node))
            }
        }
        // Outside names refine nothing of the project's: most clauses need no closure, nor
        // an array of their own entries.
        if clauses(of: type).contains(where: \.isProjectType) {
            for conformance in ownConformanceClosure(of: type) { addName(of: conformance) }
        } else if !clauses(of: type).isEmpty {
            let skipped = superclass(of: type)
            let isEnum = types[type].kind == .enum
            for (position, entry) in clauses(of: type).enumerated() where entry != skipped && !(position == 0 && isEnum && isRawType(entry)) {
                addName(of: entry)
            }
        }
        if types[type].kind == .enum { for conformance in impliedConformances(type) { addName(of: conformance) } }

        // In one order and each once, so that types naming the same protocols share one set.
        names.sort()
        var kept = 0
        for name in names where kept == 0 || names[kept - 1] != name {
            names[kept] = name
            kept += 1
        }
        // One by one: removing a range goes through a generic replacement.
        while names.count > kept { names.removeLast() }
        // The names in order are a path of the table: each set numbered by its node, not hashed
        // as an array.
        var node = PathTable.root
        for name in names { node = paths.child(node, name) }
        let number: Int32
        if let known = standardConformanceNumbers[Int(node)] {
            number = known
        } else {
            number = Int32(standardConformances.count)
            standardConformances.append(makeStandardConformances(names))
            standardConformanceNumbers[Int(node)] = number
        }
        typeStandardConformances[type] = number
        return number
    }

    /// Whether the outside protocol named by name number `name` is, or refines, one of the
    /// standard library's that ``StandardLibraryMembers`` knows: the others (`View`, a
    /// package's protocols) change nothing a type gets, and are left out of its set.
    private mutating func namesStandardProtocol(_ name: Int32) -> Bool {
        standardProtocolNames.extend(toHold: Int(name), with: -1)
        if standardProtocolNames[Int(name)] >= 0 { return standardProtocolNames[Int(name)] == 1 }
        let known = standardProtocols.contains(name) || outsideRefinements(of: name).contains { standardProtocols.contains(paths.lastName($0)) }
        standardProtocolNames[Int(name)] = known ? 1 : 0
        return known
    }

    private mutating func makeStandardConformances(_ names: [Int32]) -> StandardConformances {
        // The names and those they refine, as numbers: a few, searched.
        var protocols = names
        for name in names { protocols += outsideRefinements(of: name).map { paths.lastName($0) } }
        var made = StandardConformances(defaults: [], requirements: [])
        for (index, required) in standardDefaultProtocols.enumerated() where required.allSatisfy(protocols.contains) {
            made.defaults.append((index, standardDefaultNames[index]))
        }
        // In the table's order: a protocol that restates another's requirement names it.
        var flatIndex = 0
        for (position, (_, members)) in StandardLibraryMembers.requirements.enumerated() {
            defer { flatIndex += members.count }
            guard protocols.contains(standardRequirementProtocols[position]) else { continue }
            for (index, member) in members.enumerated() {
                let key = MemberKey(name: standardRequirementNames[position][index], family: Int8(member.kind.family))
                if !made.requirements.contains(where: { $0.key == key }) {
                    made.requirements.append((key, StandardLibraryMembers.member(ofRequirement: flatIndex + index)))
                }
            }
        }
        return made
    }

    /// The standard library requirement a type's own `member` implements, if any. Inlined: the
    /// name's number rules out nearly every member, and the call cost more than the answer.
    @inline(__always)
    private mutating func implementedStandardRequirement(_ member: Int, of type: Int) -> OutsideMember? {
        // Requirement names were numbered first.
        guard symbolFacts[member].lastName >= 0, symbolFacts[member].lastName < requirementNames else { return nil }
        let conformances = standardConformances(of: type)
        let key = MemberKey(name: symbolFacts[member].lastName, family: symbolFacts[member].family)
        return standardConformances[Int(conformances)].requirements.first { $0.key == key }?.member
    }

    /// Whether an enum's first entry is a raw type, no protocol.
    private func isRawType(_ entry: Resolved) -> Bool {
        guard case .outside(let node) = entry else { return false }
        return rawValueNodes.contains(node)
    }

    /// The names a `where Self: …` constraint can be checked against: the type's conformances'
    /// last names, what the standard library's protocols among them refine, and the type's own.
    private func satisfiedNames(_ conformances: ArraySlice<Resolved>, typeName: String) -> Set<String> {
        var names: Set<String> = [typeName]
        for conformance in conformances {
            let name: String
            switch conformance {
            case .type(let type): name = paths.lastString(types[type].path)
            case .outside(let node): name = paths.lastString(node)
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
    private mutating func inheritedDefaults(_ conformances: [Resolved], satisfied: Set<String>, own: [Int], constraints: [Int: [String]]) -> [Int] {
        var candidates: [(member: Int, protocolType: Int)] = []
        // What the type implements itself, by kind family and name (``matches(_:_:)``).
        let implemented = Set(own.map { MemberKey(name: symbolFacts[$0].lastName, family: symbolFacts[$0].family) })
        for case .type(let protocolType) in conformances where types[protocolType].kind == .protocol {
            for member in members(of: protocolType).lazy.map(Int.init) where containerKind(of: member) == .extension {
                guard symbolFacts[member].family == 0 || !implemented.contains(MemberKey(name: symbolFacts[member].lastName, family: symbolFacts[member].family)),
                      constraints[member]?.allSatisfy(satisfied.contains) ?? true else { continue }
                candidates.append((member, protocolType))
            }
        }
        return candidates.filter { candidate in
            !candidates.contains { other in
                other.protocolType != candidate.protocolType && matches(other.member, candidate.member)
                    && refinementClosure(clauses(of: other.protocolType)).contains(.type(candidate.protocolType))
            }
        }.map(\.member)
    }

    /// The names of what the `where` clause of `member`'s extension requires of `Self`: a type
    /// receives the member only when its conformances' names hold them all. Requirements on
    /// associated types cannot be checked from source and count as met.
    private func selfConstraints(of member: Int) -> [String] {
        guard let clause = symbols[member].extensionContext?.whereClause else { return [] }
        // Most clauses constrain associated types, not `Self`: told apart before any text is made.
        let text: String? = files[symbols[member].file].source.withUnsafeBufferPointer { source in
            ByteSearch.contains("Self", in: UnsafeBufferPointer(rebasing: source[clause.clamped(to: 0..<source.count)])) ? DeclarationHeader.text(clause, in: source) : nil
        }
        return text.map(TypeNames.selfRequirements) ?? []
    }

    /// A member as ``matches(_:_:)`` compares members: its name and its kind's family.
    private struct MemberKey: Hashable {
        let name: Int32
        let family: Int8
    }

    /// Whether the symbol at `member` can implement (or restate) `requirement`: the same name,
    /// argument labels included, and a kind of the same family.
    private func matches(_ member: Int, _ requirement: Int) -> Bool {
        member != requirement && symbolFacts[member].lastName == symbolFacts[requirement].lastName && symbolFacts[member].family == symbolFacts[requirement].family && symbolFacts[member].family != 0
    }

    /// Whether two symbols' declarations are alike in `async` and `throws`.
    private func sameEffects(_ a: Int, _ b: Int) -> Bool {
        let effects: DeclarationModifiers = [.async, .throws, .rethrows]
        func modifiers(_ symbol: Int) -> DeclarationModifiers {
            facts[number(symbolFacts[symbol].file, symbolFacts[symbol].declaration)].modifiers
        }
        return modifiers(a).intersection(effects) == modifiers(b).intersection(effects)
    }

    /// The number of the name a symbol's path ends with: the declaration's, and for an enum case
    /// with associated values its labels too (`list(values:)`, `pair(_:_:)`), as the compiler
    /// names it. Spelled into one buffer kept for every case, not a string each.
    @inline(__always)
    private mutating func symbolName(_ declarations: UnsafeBufferPointer<Declaration>, _ index: Int) -> Int32 {
        guard declarations[index].kind == .case, !declarations[index].parameters.isEmpty else { return paths.intern(declarations[index].name) }
        caseName.removeAll(keepingCapacity: true)
        caseName += declarations[index].name.utf8
        caseName.append(UInt8(ascii: "("))
        for parameter in declarations[index].parameters {
            caseName += (parameter.label ?? "_").utf8
            caseName.append(UInt8(ascii: ":"))
        }
        caseName.append(UInt8(ascii: ")"))
        return caseName.withUnsafeBufferPointer { paths.intern($0) }
    }

    /// What a member overrides: a symbol, or an outside member's path.
    private enum Overridden {
        case symbol(Int)
        case outside(Int32)
    }

    /// The member a class's `override` overrides: the nearest superclass's member of the same
    /// name and kind family, or the outside superclass's, named, when the chain leaves the
    /// project.
    private mutating func overriddenMember(of member: Int, in type: Int) -> Overridden? {
        walkedTypes.startWalk()
        _ = walkedTypes.insert(type)
        var current = type
        while true {
            guard let superclass = clauses(of: current).first else { return nil }
            switch superclass {
            case .outside(let node):
                guard !readsAsProtocol(node) else { return nil }
                return .outside(paths.child(node, symbolFacts[member].lastName))
            case .type(let next):
                guard types[next].kind == .class, walkedTypes.insert(next) else { return nil }
                if let found = members(of: next).first(where: { matches(member, Int($0)) }) { return .symbol(Int(found)) }
                current = next
            }
        }
    }

    // MARK: Identities

    /// Spells each symbol's path and identity; a name twice in one module gets `#2`, `#3` in
    /// declaration order, an extension block is named after its first member (as the compiler
    /// names it) or, without members, after its type and clause, and a synthesized copy after
    /// its original and the type it was copied into.
    private mutating func spellIdentities() {
        var seen: [String: Int] = [:]
        seen.reserveCapacity(symbols.count)
        func unique(_ identifier: String) -> String {
            // One lookup: identifiers are long, and each is hashed.
            let count = { (count: inout Int) -> Int in
                count += 1
                return count
            }(&seen[identifier, default: 0])
            return count > 1 ? identifier + "#\(count)" : identifier
        }
        // Each name spelled once, however many paths hold it.
        var spelled = [String?](repeating: nil, count: paths.nameCount)
        for index in symbols.indices { symbols[index].pathComponents = paths.components(symbolFacts[index].path, spelled: &spelled) }
        var copies = [Bool](repeating: false, count: symbols.count)
        for (copy, _) in synthesized { copies[copy] = true }
        for index in symbols.indices where symbolFacts[index].kind != .extensionBlock && !copies[index] {
            let (file, declaration) = (symbolFacts[index].file, symbolFacts[index].declaration)
            let identifier = unique(files[file].source.withUnsafeBufferPointer { source in
                files[file].scanned.declarations.withUnsafeBufferPointer {
                    SymbolIdentity.make(module: modules[fileModules[file]], path: symbols[index].pathComponents, kind: symbolFacts[index].kind, declaration: $0[declaration], source: source)
                }
            })
            symbols[index].identifier = identifier
            if let container = container(file, declaration) {
                let block = Int(facts[number(file, container)].block)
                if block >= 0, symbols[block].identifier.isEmpty { symbols[block].identifier = unique("da:e:" + identifier) }
            }
        }
        for index in symbols.indices where symbols[index].kind == .extensionBlock && symbols[index].identifier.isEmpty {
            let symbol = symbols[index]
            let written = files[symbol.file].source.withUnsafeBufferPointer { source in
                files[symbol.file].scanned.declarations[symbol.declaration].header.inheritance.map { SymbolSignature.compact(DeclarationHeader.text($0, in: source)) }
            }
            symbols[index].identifier = unique("da:e:" + symbol.module + ":" + symbol.pathComponents.joined(separator: "/") + ":" + written.joined(separator: ","))
        }
        for (copy, receiver) in synthesized {
            let original = symbols[copy].outsideOrigin?.identifier ?? symbols[symbols[copy].original ?? copy].identifier
            symbols[copy].identifier = original + "::SYNTHESIZED::" + symbols[receiver].identifier
        }
    }
}

extension Array {
    /// Grows the array with `filler` until `index` is one of its indices, at least doubling it:
    /// tables by node or name number, which grow as the table of paths does, a few at a time.
    fileprivate mutating func extend(toHold index: Int, with filler: Element) {
        if count <= index { append(contentsOf: repeatElement(filler, count: Swift.max(index + 1, 2 * count) - count)) }
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
