import DocAuditCore
import DocAuditRules

extension SymbolIndex {
    /// ``table(ofFiles:)`` that also answers, as `check` answers doc comments' links, a link to
    /// a member a type gets from its protocols (`KFImage/init(source:)` where an extension of
    /// the protocol `KFImage` conforms to declares it): what the catalogs' links are looked up
    /// in (``SymbolTable/resolves(_:scope:module:)``).
    ///
    /// ```swift
    /// let symbols = result.index.linkTable(ofFiles: positions)
    /// symbols.resolves(SymbolLink(text: "KFImage/init(source:)", line: 0, column: 0), scope: "", module: "Kingfisher")
    /// ```
    public func linkTable(ofFiles positions: [Int]) -> SymbolTable {
        var table = table(ofFiles: positions)
        let inheritance = InheritanceTable([relations])
        if !inheritance.isEmpty { table.inheritance = inheritance }
        table.extendedNames = Set(relations.extendedNames)
        return table
    }
}

extension SymbolTable {
    /// Whether `link`, seen from `scope` of `module`, names a declaration: one of its own
    /// paths (``resolve(_:scope:module:)``), or, in a table that knows what the types inherit
    /// (``SymbolIndex/linkTable(ofFiles:)``), a member a type gets from its protocols, as
    /// `broken-symbol-link` resolves it.
    ///
    /// ```swift
    /// symbols.resolves(SymbolLink(text: "Loader/load()", line: 0, column: 0), scope: "", module: "Kit") // true
    /// ```
    public func resolves(_ link: SymbolLink, scope: String, module: String) -> Bool {
        // `resolve` answers a member added to an outside type by its module's path (`SwiftUI/View/glow()`) too.
        resolve(link, scope: scope, module: module) != nil || resolveInherited(link, scope: scope, module: module) != nil
    }

    /// The path and module of the member that `link`, seen from `scope` of `module`, names
    /// through what a type inherits, where no path of the table resolves it: the page DocC
    /// makes for the member in that type (`NoOpHandler/metadataProvider` for a protocol
    /// extension's `metadataProvider`); nil in a table that does not know what the types
    /// inherit (``SymbolIndex/linkTable(ofFiles:)``), or when nothing is found.
    ///
    /// ```swift
    /// symbols.resolveInherited(SymbolLink(text: "provider", line: 0, column: 0), scope: "NoOpHandler", module: "Kit")?.path // "NoOpHandler/provider"
    /// ```
    public func resolveInherited(_ link: SymbolLink, scope: String, module: String) -> (path: String, module: String)? {
        let components = link.components
        guard let inheritance, !components.contains(where: \.isEmpty) else { return nil }
        var query = ByteBuffer()
        var text = link.text
        text.withUTF8 { QuerySuffix.encode($0, into: &query) }
        let prefixes = PathHash.prefixes(ofScope: scope)
        let found = query.withUnsafeBufferPointer { query in
            var reader = SpillReader(bytes: query)
            let suffix = QuerySuffix(&reader)
            return text.withUTF8 { inheritance.resolutionAndPlace(of: $0, from: prefixes, suffix: suffix, in: self) }
        }
        if case .broken = found.resolution { return nil }
        let named = found.dropsModule ? components.dropFirst() : components[...]
        return ((ScopeNames.components(of: scope)[..<found.scopeComponents] + named).joined(separator: "/"), found.dropsModule ? components[0] : module)
    }

    /// Whether `link` is an outside type the tree extends, by its extended module's path
    /// (`SwiftUI/Binding`, `Swift/Optional`), as DocC resolves it where the symbol graphs hold
    /// extension blocks: the module is none of the tree's, no file declares the type, and an
    /// extension extends it (in a table of ``SymbolIndex/linkTable(ofFiles:)``).
    ///
    /// ```swift
    /// symbols.namesExtendedType(SymbolLink(text: "Swift/Optional", line: 0, column: 0)) // true
    /// ```
    public func namesExtendedType(_ link: SymbolLink) -> Bool {
        let components = link.components
        guard components.count == 2, !components.contains(where: \.isEmpty), !hasModule(named: components[0]),
              extendedNames.contains(TypeRelations.nameKey(components[1])) else { return false }
        return !holds(PathHash(components: [components[1]]).value)
    }
}
