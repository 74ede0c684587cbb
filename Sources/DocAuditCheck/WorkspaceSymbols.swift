/// The paths a workspace's files declare, kept so that one file's part can be replaced: for
/// each key (``DeclarationKeys``), the files declaring it, with the kinds and signatures a
/// link's suffix asks about. A lookup builds a ``SymbolTable`` of
/// just the keys one file's links may name, so a check of one file costs its links, not the tree.
struct WorkspaceSymbols {
    /// A file's part: its module's number, its keys, each once with the kinds it declares
    /// them with (bits of ``SymbolKind/ordinal``) and how many declarations have each, and its
    /// functions' signatures.
    private struct FilePart {
        var path: String
        var module: Int32
        var keys: [(key: UInt64, kinds: Int32, declarations: Int)]
        var signatures: Signatures
        var relations: TypeRelations
    }

    private var modules = ModuleNumbers()
    /// How many files each module number has; a module with none is gone.
    private var filesOfModule: [Int32] = []
    private var parts: [String: FilePart] = [:]
    /// The files declaring each key. Mostly one: the others are the same path declared again,
    /// in another module or file.
    private var declarers: [UInt64: [String]] = [:]

    /// How many keys some file declares.
    var keyCount: Int { declarers.count }

    /// Makes `keys` and `relations` the part of the file `key` (spelled `path` in reports and
    /// ordered by it), of `module`, in place of what it had.
    mutating func replace(_ key: String, path: String, module: String, keys: DeclaredKeys, relations: TypeRelations) {
        let old = parts.removeValue(forKey: key)
        if let old { filesOfModule[Int(old.module)] -= 1 }
        let number = modules.number(of: module)
        while filesOfModule.count <= Int(number) { filesOfModule.append(0) }
        filesOfModule[Int(number)] += 1
        var unique: [(key: UInt64, kinds: Int32, declarations: Int)] = []
        for (declared, kind) in zip(keys.keys, keys.kinds).sorted(by: { $0.0 < $1.0 }) {
            if unique.last?.key == declared {
                unique[unique.count - 1].kinds |= 1 << Int32(kind)
                unique[unique.count - 1].declarations += 1
            } else {
                unique.append((declared, 1 << Int32(kind), 1))
            }
        }
        // Both lists are sorted: only the keys the edit added or took away touch the declarers,
        // and an edit in an editor mostly keeps a file's keys.
        let kept = old?.keys ?? []
        var next = 0
        for declared in unique {
            while next < kept.count, kept[next].key < declared.key {
                drop(key, asDeclarerOf: kept[next].key)
                next += 1
            }
            if next < kept.count, kept[next].key == declared.key {
                next += 1
            } else {
                declarers[declared.key, default: []].append(key)
            }
        }
        for stale in kept[next...] { drop(key, asDeclarerOf: stale.key) }
        parts[key] = FilePart(path: path, module: number, keys: unique, signatures: keys.signatures, relations: relations)
    }

    /// Takes out the part of the file `key`, if it has one.
    mutating func remove(_ key: String) {
        guard let part = parts.removeValue(forKey: key) else { return }
        filesOfModule[Int(part.module)] -= 1
        for declared in part.keys { drop(key, asDeclarerOf: declared.key) }
    }

    /// In place: a list copied out of the table would be copied again to be changed.
    private mutating func drop(_ file: String, asDeclarerOf declared: UInt64) {
        guard let index = declarers.index(forKey: declared) else { return }
        declarers.values[index].removeAll { $0 == file }
        if declarers.values[index].isEmpty { declarers.remove(at: index) }
    }

    /// Gives the modules `renames` names their new names.
    mutating func renameModules(_ renames: [String: String]) {
        modules.rename(renames)
    }

    /// The table of the paths among `wanted`, with every module that has a file: a path several
    /// modules declare names first the module of the file that comes first in path order, as
    /// a check's table does. It answers the links of `links` (a file's, as
    /// ``WaitingLinks/write(to:)`` put them) that no path resolves through what their types
    /// inherit, as the check's does (``InheritedLinks``).
    func table(keeping wanted: [UInt64], for links: [UInt8]) -> SymbolTable {
        var present = ModuleNumbers()
        var numbers = [Int32](repeating: -1, count: filesOfModule.count)
        for number in filesOfModule.indices where filesOfModule[number] > 0 { numbers[number] = present.number(of: modules[Int32(number)]) }
        var table = SymbolTable(modules: present, room: wanted.count)
        // Each key once: a file is one declarer of a key however many links name it.
        add(Set(wanted), to: &table, numbers: numbers)
        // Most files' links all resolve: what the types inherit is gathered only for one that does not.
        var broken = false
        if !links.isEmpty { links.withUnsafeBufferPointer { WaitingLinks.forEachBroken(in: $0, table: table) { _ in broken = true } } }
        guard broken else { return table }
        let inheritance = InheritanceTable(parts.values.map(\.relations))
        guard !inheritance.isEmpty else { return table }
        var inherited = Set<UInt64>()
        links.withUnsafeBufferPointer { bytes in
            WaitingLinks.forEachInheritedKey(in: bytes, table: table, inheritance: inheritance) { if !table.holds($0) { inherited.insert($0) } }
        }
        add(inherited, to: &table, numbers: numbers)
        table.inheritance = inheritance
        return table
    }

    /// The key of the protocol member that the link `text`, which no path resolves from the
    /// scope whose prefixes are `scope`, names through what its type inherits (`Square/describe()`
    /// is `Shape/describe()` of an extension of `Shape`), with the files declaring it in path
    /// order; nil when it names none.
    func inheritedMember(of text: UnsafeBufferPointer<UInt8>, from scope: [PathHash], table: SymbolTable) -> (key: UInt64, files: [String])? {
        let inheritance = InheritanceTable(parts.values.map(\.relations))
        guard !inheritance.isEmpty else { return nil }
        var found: UInt64?
        inheritance.forEachMemberKey(of: text, from: scope, table: table) { key in
            if found == nil, declarers[key] != nil { found = key }
        }
        guard let found, let files = declarers[found] else { return nil }
        return (found, files.sorted { parts[$0]!.path.utf8.lexicographicallyPrecedes(parts[$1]!.path.utf8) })
    }

    /// Adds the declarations of the paths `wanted` to `table`, whose module numbers are
    /// `numbers` of this workspace's.
    private func add(_ wanted: Set<UInt64>, to table: inout SymbolTable, numbers: [Int32]) {
        for key in wanted {
            guard let files = declarers[key] else { continue }
            let ordered = files.count == 1 ? files : files.sorted { parts[$0]!.path.utf8.lexicographicallyPrecedes(parts[$1]!.path.utf8) }
            for file in ordered {
                let part = parts[file]!
                let declared = part.keys[part.keys.partitioningIndex { $0.key >= key }]
                table.insert(key, numbers[Int(part.module)], kinds: declared.kinds | (declared.declarations > 1 ? SymbolTable.severalDeclarations : 0))
                table.add(part.signatures) { path, _ in path == key }
            }
        }
    }
}
