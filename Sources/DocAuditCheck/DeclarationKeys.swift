import DocAuditCore

/// Finds the keys a file's declarations are indexed under (``SymbolIndex``): each one's DocC
/// path hashed from its scope's. Kept from file to file, as the chain of scopes it hashes is.
struct DeclarationKeys {
    /// The scopes enclosing the last declaration read, outermost first, with their hashes.
    private var scopeChain: [(scope: ScopePath, hash: PathHash)] = []
    /// The extension being read whose `where` clause constrains `Self`: its body, the depth
    /// of its members' scope and the keys of the names it requires.
    private var constrained: (body: Range<Int>, depth: Int, requires: Range<Int>)?
    /// The protocol being read: its body and the depth of its requirements' scope.
    private var protocolBody: (body: Range<Int>, depth: Int)?
    /// The file's type aliases at file scope by name, each with the last name of the type it
    /// stands for (`CaseKeyPath` → `KeyPath`): an extension of one extends that type, and DocC
    /// names its members under it (`Swift/KeyPath/callAsFunction(_:)`).
    private var aliases: [String: String] = [:]

    /// Appends to `keys` the keys of `declarations`, a file's whose bytes are `source`, read in
    /// place. Extensions add nothing: their members are added with the extended type's path.
    /// With `documented`, a documented declaration's path is also added as a
    /// ``DocumentedPath`` key, which only the `inheritedDocs` lookups ask for. What the
    /// declarations say of how types relate is added to `relations`.
    mutating func append(keysOf declarations: [Declaration], source: UnsafeBufferPointer<UInt8>, documented: Bool, to keys: inout DeclaredKeys, relations: inout TypeRelations) {
        (constrained, protocolBody) = (nil, nil)
        declarations.withUnsafeBufferPointer { declarations in
            // Field by field: a whole declaration would be copied.
            for index in declarations.indices {
                // An extension is no symbol: it has no kind.
                let kind = declarations[index].kind
                if kind == .extension {
                    noteExtension(declarations[index], source: source, to: &relations)
                    continue
                }
                guard let symbolKind = SymbolKind(kind: kind, name: declarations[index].name, isMember: declarations[index].scope != nil,
                                                  isStatic: declarations[index].isStatic) else { continue }
                let caseWithValues = kind == .case && !declarations[index].parameters.isEmpty
                if kind == .typealias, declarations[index].scope == nil { noteAlias(declarations[index], source: source) }
                let first = keys.keys.count
                let path = appendKeys(name: declarations[index].name, scope: scopeHash(declarations[index].scope), kind: symbolKind.ordinal, caseWithValues: caseWithValues, to: &keys)
                // Only inside a protocol or an extension constrained on `Self` are members noted.
                if constrained != nil || protocolBody != nil { noteMember(declarations[index], keys: keys.keys[first...], to: &relations) }
                if symbolKind.isType {
                    let implied = Declaration.derivesEquatable(declarations, enum: index) ? Self.derivedByPlainEnums : []
                    noteType(declarations[index], key: path, implied: implied, source: source, to: &relations)
                }
                if documented, declarations[index].isDocumented { keys.append(DocumentedPath.key(path), kind: symbolKind.ordinal) }
                if kind == .func || kind == .`init` || kind == .subscript || kind == .macro {
                    keys.signatures.append(path: path, parameters: declarations[index].parameters, returnType: declarations[index].returnType, source: source)
                }
            }
        }
        if !aliases.isEmpty { appendAliasedKeys(of: declarations, source: source, to: &keys, relations: &relations) }
    }

    /// Notes the type alias `declaration` (at file scope) with the last name of the type it
    /// stands for, where that is a named type (`Swift.KeyPath<Root, Value>`), not a function,
    /// tuple or sugar.
    @inline(never)
    private mutating func noteAlias(_ declaration: Declaration, source: UnsafeBufferPointer<UInt8>) {
        guard let range = declaration.header.aliasedType else { return }
        let text = DeclarationHeader.text(range, in: source)
        let named = text[..<(text.firstIndex(of: "<") ?? text.endIndex)]
        guard let last = named.split(separator: ".").last, let first = last.first, first.isLetter || first == "_",
              last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return }
        aliases[declaration.name] = String(last)
    }

    /// Adds the keys the members of extensions of the file's aliases (``aliases``) have under
    /// the aliased types, wherever the alias stands in the file, and the aliased types' names
    /// as extended: apart from the loop over every declaration, for the few files with aliases.
    @inline(never)
    private mutating func appendAliasedKeys(of declarations: [Declaration], source: UnsafeBufferPointer<UInt8>, to keys: inout DeclaredKeys, relations: inout TypeRelations) {
        defer { aliases.removeAll() }
        for declaration in declarations {
            guard let scope = declaration.scope, scope.depth == 0, let aliased = aliases[scope.name] else {
                if declaration.kind == .extension, declaration.scope == nil, let aliased = aliases[declaration.name] {
                    relations.append(extendedName: TypeRelations.nameKey(aliased))
                }
                continue
            }
            guard let symbolKind = SymbolKind(kind: declaration.kind, name: declaration.name, isMember: true, isStatic: declaration.isStatic) else { continue }
            var hash = PathHash()
            hash.combine(scopeName: aliased)
            let path = appendKeys(name: declaration.name, scope: hash, kind: symbolKind.ordinal,
                                  caseWithValues: declaration.kind == .case && !declaration.parameters.isEmpty, to: &keys)
            if declaration.kind == .func || declaration.kind == .`init` || declaration.kind == .subscript || declaration.kind == .macro {
                keys.signatures.append(path: path, parameters: declaration.parameters, returnType: declaration.returnType, source: source)
            }
        }
    }

    /// Notes `keys`, a member's, as a requirement of the protocol or a member
    /// of the constrained extension being read, if it is one. Apart from the loop over every
    /// declaration, as the other notes are, which keeps that loop as small as it was.
    @inline(never)
    private func noteMember(_ declaration: Declaration, keys: ArraySlice<UInt64>, to relations: inout TypeRelations) {
        let offset = declaration.keyword.offset, depth = declaration.scope?.depth
        if let constrained, constrained.body.contains(offset), depth == constrained.depth {
            for key in keys { relations.append(member: key, requires: constrained.requires) }
        }
        if let protocolBody, protocolBody.body.contains(offset), depth == protocolBody.depth {
            for key in keys { relations.append(requirement: key) }
        }
    }

    /// Notes a type declaration with its inheritance clause: every protocol and class, so that
    /// a name is known to be one, and another type when its clause names something.
    @inline(never)
    private mutating func noteType(_ declaration: Declaration, key: UInt64, implied: [TypeRelations.Implied], source: UnsafeBufferPointer<UInt8>, to relations: inout TypeRelations) {
        let role: TypeRelations.Role
        switch declaration.kind {
        case .protocol: role = .protocol
        case .class: role = .class
        case .enum: role = .enum
        default: role = .otherType
        }
        if role == .protocol, let body = declaration.body { protocolBody = (body, (declaration.scope?.depth ?? -1) + 1) }
        let inheritance = declaration.header.inheritance
        guard role == .protocol || role == .class || !inheritance.isEmpty || !implied.isEmpty else { return }
        note(key, name: declaration.name, role: role, inheriting: inheritance, implied: implied, in: source, scope: declaration.scope, to: &relations)
    }

    /// What the compiler derives for an enum whose cases carry no values, said or not: its
    /// `!=` is published, and DocC resolves a link to it.
    private static let derivedByPlainEnums = [TypeRelations.Implied("Equatable"), TypeRelations.Implied("Hashable")]

    /// Notes an extension: what its inheritance clause adds to the extended type, and whether
    /// its `where` clause constrains `Self`, which makes its members conditional.
    @inline(never)
    private mutating func noteExtension(_ declaration: Declaration, source: UnsafeBufferPointer<UInt8>, to relations: inout TypeRelations) {
        let header = declaration.header
        constrained = nil
        relations.append(extendedName: TypeRelations.nameKey(ScopeNames.last(of: declaration.name)))
        if let clause = header.whereClause, let body = declaration.body,
           ByteSearch.contains("Self", in: UnsafeBufferPointer(rebasing: source[clause.clamped(to: 0..<source.count)])) {
            let requires = TypeNames.selfRequirements(DeclarationHeader.text(clause, in: source))
            if !requires.isEmpty { constrained = (body, (declaration.scope?.depth ?? -1) + 1, relations.appendRequired(requires)) }
        }
        guard !header.inheritance.isEmpty else { return }
        var extended = scopeHash(declaration.scope)
        extended.combine(scopeName: declaration.name)
        note(extended.value, name: ScopeNames.last(of: declaration.name), role: .extension, inheriting: header.inheritance, in: source, scope: declaration.scope, to: &relations)
    }

    /// ``TypeRelations/append(type:name:role:inheriting:implied:in:depth:prefix:)`` of a declaration
    /// in `scope`, its prefixes' hashes read on the chain.
    private mutating func note(_ type: UInt64, name: String, role: TypeRelations.Role, inheriting ranges: [Range<Int>], implied: [TypeRelations.Implied] = [],
                               in source: UnsafeBufferPointer<UInt8>, scope: ScopePath?, to relations: inout TypeRelations) {
        _ = scopeHash(scope)
        let chain = scopeChain
        relations.append(type: type, name: TypeRelations.nameKey(name), role: role, inheriting: ranges, implied: implied, in: source,
                         depth: scope?.depth ?? -1) { $0 < 0 ? PathHash() : chain[$0].hash }
    }

    /// The path itself, its base name when it has a parameter list (`load` for `load(from:)`),
    /// and for a case with associated values, any signature: DocC names it like a function
    /// (`failed(_:)`) and the scanner keeps no labels for cases. Returns the path's key.
    @inline(__always)
    private func appendKeys(name: String, scope: PathHash, kind: UInt8, caseWithValues: Bool, to keys: inout DeclaredKeys) -> UInt64 {
        // Read in place, as native strings are stored: no copy of the name.
        var named: NameKeys
        if let inPlace = name.utf8.withContiguousStorageIfAvailable({ NameKeys($0, scope: scope) }), inPlace.isASCII {
            named = inPlace
        } else {
            var canonical = PathHash.canonical(name)
            named = canonical.withUTF8 { NameKeys($0, scope: scope) }
        }
        var path = named.name
        path.endComponent()
        keys.append(path.value, kind: kind)
        if let base = named.base { keys.append(base.value, kind: kind) }
        if caseWithValues {
            var any = named.name
            any.mixAnySignature()
            any.endComponent()
            keys.append(any.value, kind: kind)
        }
        return path.value
    }

    /// What a declaration's name adds to its scope's hash.
    private struct NameKeys {
        /// The scope's hash with the name's bytes mixed in, the component not yet ended.
        var name: PathHash
        /// The whole key of the base name when a parameter list follows it.
        var base: PathHash?
        /// Whether every byte is ASCII: other names must be made canonical first.
        var isASCII: Bool

        init(_ bytes: UnsafeBufferPointer<UInt8>, scope: PathHash) {
            name = scope
            (base, isASCII) = name.mixName(bytes)
        }
    }

    /// The hash of a scope's components (`Outer.Inner<T>` is `Outer`, `Inner`). Declarations
    /// come in source order, so the scopes in use form a chain from file scope inward, a scope
    /// standing at its depth: each node's hash is its parent's, found on the chain, combined
    /// with its own name, and each node is hashed once.
    @inline(__always)
    private mutating func scopeHash(_ scope: ScopePath?) -> PathHash {
        // Mostly the last declaration's scope: the members of one type follow each other.
        if let scope, scope.depth + 1 == scopeChain.count, scopeChain[scope.depth].scope === scope { return scopeChain[scope.depth].hash }
        return chainedScopeHash(scope)
    }

    /// ``scopeHash(_:)`` of a scope other than the last declaration's.
    private mutating func chainedScopeHash(_ scope: ScopePath?) -> PathHash {
        guard let scope else {
            cutChain(to: 0)
            return PathHash()
        }
        if isOnChain(scope) {
            cutChain(to: scope.depth + 1)
            return scopeChain[scope.depth].hash
        }
        // Mostly the scope is one step beyond the chain: a new type's members.
        if scope.parent.map(isOnChain) ?? true {
            cutChain(to: scope.depth)
            var hash = scope.depth > 0 ? scopeChain[scope.depth - 1].hash : PathHash()
            hash.combine(scopeName: scope.name)
            scopeChain.append((scope, hash))
            return hash
        }
        // The scopes off the chain take their places on it in a loop, not by recursion: how deep
        // they nest (extensions in extensions, none of them indexed) is the input's to choose.
        // Placed innermost first as the parents are followed, they are hashed outermost first.
        var node: ScopePath? = scope
        while let current = node, !isOnChain(current) { node = current.parent }
        let kept = node.map { $0.depth + 1 } ?? 0
        cutChain(to: kept)
        while scopeChain.count <= scope.depth { scopeChain.append((scope, PathHash())) }
        node = scope
        while let current = node, current.depth >= kept {
            scopeChain[current.depth].scope = current
            node = current.parent
        }
        for depth in kept...scope.depth {
            var hash = depth > 0 ? scopeChain[depth - 1].hash : PathHash()
            hash.combine(scopeName: scopeChain[depth].scope.name)
            scopeChain[depth].hash = hash
        }
        return scopeChain[scope.depth].hash
    }

    /// Drops the chain's scopes from `depth` in, one by one: removing a range is not inlined.
    private mutating func cutChain(to depth: Int) {
        while scopeChain.count > depth { scopeChain.removeLast() }
    }

    private func isOnChain(_ node: ScopePath) -> Bool {
        node.depth < scopeChain.count && scopeChain[node.depth].scope === node
    }
}

/// The key a documented declaration's path is indexed under beside its own: the path's key
/// mixed with a salt, so a lookup asks "is this path a *documented* declaration" with the
/// same table, and a check without `inheritedDocs` indexes nothing more.
enum DocumentedPath {
    private static let salt: UInt64 = 0x9E37_79B9_7F4A_7C15

    static func key(_ path: UInt64) -> UInt64 {
        path ^ salt
    }
}

/// The keys of a file's declarations, each with its declaration's kind, and the type signatures
/// of its functions: what ``DeclarationKeys`` finds, in lists reused from file to file.
struct DeclaredKeys {
    private(set) var keys: [UInt64] = []
    /// Each key's ``SymbolKind/ordinal``.
    private(set) var kinds: [UInt8] = []
    var signatures = Signatures()

    mutating func append(_ key: UInt64, kind: UInt8) {
        keys.append(key)
        kinds.append(kind)
    }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        kinds.removeAll(keepingCapacity: true)
        signatures.removeAll()
    }
}
