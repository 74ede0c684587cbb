import DocAuditCore
import DocAuditRules
import Foundation

// Unchecked buffers: findings and records are written and read as bytes in place, one file after another; a range past its end traps in debug builds, where the tests run.

/// The declarations a symbol link can resolve to, keyed by their DocC path
/// (`Type/member(label:)`), with the file and module each is declared in.
///
/// Resolution follows DocC: a link is tried relative to the scope of the documented symbol,
/// then each enclosing scope, then the module root; a first component that names a module of
/// the tree qualifies the rest. Functions are also found by their base name (`load` for
/// `load(from:)`), as DocC accepts an unambiguous base name.
///
/// Adding is an append of a path hash and a file's position, so indexing costs next to
/// nothing beside scanning; full chunks of entries go to a temporary file, so a large tree's
/// index takes little memory. Lookups go through a ``SymbolTable`` built at the end: from every
/// entry, from those some links may name (the check's), or from those of some files (the
/// site's, ``table(ofFiles:)``). The chance that two paths collide is negligible (64-bit
/// hashes). Copies share the temporary file: one thread at a time adds to an index.
public struct SymbolIndex: Sendable {
    private var modules = ModuleNumbers()
    /// Each file added, by its position: its module, and how many entries it has.
    private var files: [Int: IndexedFile] = [:]
    /// How many entries the index holds.
    private var count = 0
    /// The entries: full chunks, kept in a temporary file when one can be had, then the one
    /// being filled. Growing never copies what is stored and merging moves chunks, so a large
    /// tree's index takes a chunk or two of memory, not its size.
    private var chunks: [StoredChunk] = []
    private var current = Chunk.none
    /// Where this index's full chunks go, made with the first.
    private var spill: SpillFile?
    /// Finds the keys of the declarations added.
    private var keyFinder = DeclarationKeys()
    /// The keys of the file being added, in lists reused from file to file.
    private var fileKeys = DeclaredKeys()
    /// The type signatures of the functions added, for links with a type-signature suffix.
    private var signatures = Signatures()
    /// What the files added say of how types relate, for links that resolve through them.
    private(set) var relations = TypeRelations()
    /// The module of the last declaration added, whose file likely has more.
    private var lastModule: (name: String, number: Int32)?

    /// Creates an empty index.
    ///
    /// ```swift
    /// var index = SymbolIndex()
    /// ```
    public init() {}

    /// Adds the declarations of the file at `position` (its place among the files walked, by
    /// which ``table(ofFiles:)`` picks it), of `module`, read in place in `source`, the file's
    /// bytes. Extensions add nothing: their members are added with the extended type's path. A
    /// file is added once. With `documentedPaths`, documented declarations are also added under
    /// their ``DocumentedPath`` keys, for `inheritedDocs`.
    ///
    /// ```swift
    /// index.add(Scanner.scan(bytes).declarations, source: bytes, module: "NetworkInterface", file: 0)
    /// ```
    public mutating func add(_ declarations: [Declaration], source: [UInt8], module: String, file position: Int, documentedPaths: Bool = false) {
        let number = moduleNumber(module)
        let before = count
        makeCurrentWritable()
        fileKeys.removeAll()
        source.withUnsafeBufferPointer { keyFinder.append(keysOf: declarations, source: $0, documented: documentedPaths, to: &fileKeys, relations: &relations) }
        for index in fileKeys.keys.indices { append(fileKeys.keys[index], Int32(position), fileKeys.kinds[index]) }
        signatures.append(fileKeys.signatures, file: Int32(position))
        note(IndexedFile(module: number, entries: count - before), at: position)
    }

    /// Whether the file at `position` was added.
    ///
    /// ```swift
    /// if !index.holdsFile(at: 3) { index.add(scanned.declarations, module: "Net", file: 3) }
    /// ```
    public func holdsFile(at position: Int) -> Bool {
        files[position] != nil
    }

    /// The module of the file added at `position`; nil when none was.
    ///
    /// ```swift
    /// index.module(ofFileAt: 3) // "Net"
    /// ```
    public func module(ofFileAt position: Int) -> String? {
        files[position].map { modules.names[Int($0.module)] }
    }

    /// A file added: its module's number, and how many entries it added.
    private struct IndexedFile: Sendable {
        var module: Int32
        var entries: Int
    }

    private mutating func note(_ file: IndexedFile, at position: Int) {
        let earlier = files.updateValue(file, forKey: position)
        precondition(earlier == nil, "the file at \(position) is indexed twice")
    }

    /// Appends an entry to the current chunk, writable since ``makeCurrentWritable()``.
    private mutating func append(_ key: UInt64, _ file: Int32, _ kind: UInt8) {
        if current.isFull {
            store(current)
            current = Chunk(capacity: Chunk.capacity)
        }
        current.append(key, file, kind)
        count += 1
    }

    /// Makes the current chunk one this index alone holds, with room: copies of an index share
    /// their chunks until one of them adds.
    private mutating func makeCurrentWritable() {
        guard !isKnownUniquelyReferenced(&current) || current.capacity == 0 else { return }
        current = current.copy(capacity: Chunk.capacity)
    }

    /// Entries side by side: each path's key, the position of the file declaring it and the
    /// declaration's kind (``SymbolKind/ordinal``). A
    /// class written through plain pointers, as an index adds an entry or more for nearly every
    /// declaration: appending to two arrays checked their room and ownership at every entry.
    private final class Chunk: @unchecked Sendable {
        static let capacity = 16_384
        /// No entries and no room: what an index starts with, so that one that never adds
        /// allocates nothing.
        static let none = Chunk(capacity: 0)

        let capacity: Int
        let keys: UnsafeMutablePointer<UInt64>
        let files: UnsafeMutablePointer<Int32>
        let kinds: UnsafeMutablePointer<UInt8>
        private(set) var count = 0

        init(capacity: Int) {
            self.capacity = capacity
            keys = .allocate(capacity: capacity)
            files = .allocate(capacity: capacity)
            kinds = .allocate(capacity: capacity)
        }

        deinit {
            keys.deallocate()
            files.deallocate()
            kinds.deallocate()
        }

        var isFull: Bool { count == capacity }

        func append(_ key: UInt64, _ file: Int32, _ kind: UInt8) {
            precondition(count < capacity, "a symbol index chunk is full")
            (keys + count).initialize(to: key)
            (files + count).initialize(to: file)
            (kinds + count).initialize(to: kind)
            count += 1
        }

        /// A chunk of its own with the same entries, and room for `capacity`.
        func copy(capacity: Int) -> Chunk {
            let copy = Chunk(capacity: capacity)
            copy.keys.initialize(from: keys, count: count)
            copy.files.initialize(from: files, count: count)
            copy.kinds.initialize(from: kinds, count: count)
            copy.count = count
            return copy
        }

        /// Calls `body` with the keys' bytes, the files' and the kinds'.
        func withBytes(_ body: (UnsafeRawBufferPointer, UnsafeRawBufferPointer, UnsafeRawBufferPointer) -> Void) {
            body(UnsafeRawBufferPointer(start: keys, count: count * 8), UnsafeRawBufferPointer(start: files, count: count * 4), UnsafeRawBufferPointer(start: kinds, count: count))
        }
    }

    /// A chunk put away, as its keys, its files' positions, then its kinds in a spill. Positions are the
    /// same in every index merged: a chunk moves between them as it is.
    private struct StoredChunk: Sendable {
        let file: SpillFile
        let offset: Int
        let count: Int
    }

    /// Puts a full chunk in the spill.
    private mutating func store(_ chunk: Chunk) {
        let file = spill ?? SpillFile()
        spill = file
        let offset = file.append { bytes in
            chunk.withBytes { keys, files, kinds in
                bytes.append(contentsOf: keys)
                bytes.append(contentsOf: files)
                bytes.append(contentsOf: kinds)
            }
        }
        chunks.append(StoredChunk(file: file, offset: offset, count: chunk.count))
    }

    /// Calls `body` with every entry's key, file position and kind, chunk after chunk.
    private func forEachEntry(_ body: (UInt64, Int32, UInt8) -> Void) {
        for chunk in chunks {
            chunk.file.withBytes(at: chunk.offset, length: chunk.count * 13) { bytes in
                let raw = UnsafeRawBufferPointer(bytes)
                for index in 0..<chunk.count {
                    body(raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self), raw.loadUnaligned(fromByteOffset: chunk.count * 8 + index * 4, as: Int32.self), raw[chunk.count * 12 + index])
                }
            }
        }
        for index in 0..<current.count { body(current.keys[index], current.files[index], current.kinds[index]) }
    }

    /// Stands for any parameter list of an enum case with associated values.
    static let anySignature = "(*)"

    /// Gives the modules `renames` names their new names, before a table is made.
    ///
    /// ```swift
    /// index.renameModules(["\u{1}Projects/Core/Network/Interface": "CoreNetworkInterface"])
    /// ```
    public mutating func renameModules(_ renames: [String: String]) {
        modules.rename(renames)
        lastModule = nil
    }

    /// Adds every entry of `other`, whose files are others than this index's.
    ///
    /// ```swift
    /// index.merge(workerIndex)
    /// ```
    public mutating func merge(_ other: SymbolIndex) {
        let numbers = other.modules.names.map { moduleNumber($0) }
        for (position, file) in other.files {
            note(IndexedFile(module: numbers[Int(file.module)], entries: file.entries), at: position)
        }
        chunks += other.chunks
        count += other.count
        signatures.append(contentsOf: other.signatures)
        relations.append(contentsOf: other.relations)
        // The other's last chunk, not full, is put away like a full one: no worker's stays
        // behind in memory.
        guard other.current.count > 0 else { return }
        store(other.current)
    }

    /// The table of the entries whose keys are `wanted`; of all of them when nil.
    func table(keeping wanted: KeyTable?) -> SymbolTable {
        // The paths that links may name are the most it can hold; without them, mostly the entries.
        var table = SymbolTable(modules: modules, room: wanted?.count ?? count)
        let moduleOf = modulesOfFiles { $0 }
        guard let wanted else {
            forEachEntry { table.insert($0, moduleOf[Int($1)], kinds: 1 << Int32($2)) }
            table.add(signatures) { _, _ in true }
            return table
        }
        forEachEntry { key, file, kind in
            guard wanted.contains(key) else { return }
            table.insert(key, moduleOf[Int(file)], kinds: 1 << Int32(kind))
        }
        table.add(signatures) { key, _ in wanted.contains(key) }
        return table
    }

    /// Adds the entries whose keys are `wanted` to `table`, which another index built, its
    /// modules new to the table numbered after the table's: the table that index would build
    /// with these entries merged in, without going through its own entries again.
    func extend(_ table: inout SymbolTable, keeping wanted: KeyTable) {
        let numbers = modules.names.map { table.modules.number(of: $0) }
        let moduleOf = modulesOfFiles { numbers[Int($0)] }
        forEachEntry { key, file, kind in
            guard wanted.contains(key) else { return }
            table.insert(key, moduleOf[Int(file)], kinds: 1 << Int32(kind))
        }
        table.add(signatures) { key, _ in wanted.contains(key) }
    }

    /// The table of the files at `positions` alone, as if only they had been added, in the
    /// order of their positions: only their modules are known, and a path several of their
    /// modules declare names the earliest file's first, the one a lookup falls back on. A
    /// position no file was added at adds nothing.
    ///
    /// ```swift
    /// let shown = index.table(ofFiles: [0, 2, 5])
    /// shown.resolve(link, scope: "Cache", module: "Storage")
    /// ```
    public func table(ofFiles positions: [Int]) -> SymbolTable {
        var picked = ModuleNumbers()
        var moduleOf = [Int32](repeating: -1, count: positionLimit)
        var room = 0
        for position in positions.sorted() {
            guard let file = files[position] else { continue }
            moduleOf[position] = picked.number(of: modules[file.module])
            room += file.entries
        }
        var table = SymbolTable(modules: picked, room: room)
        forEachEntry { key, file, kind in
            let module = moduleOf[Int(file)]
            if module >= 0 { table.insert(key, module, kinds: 1 << Int32(kind)) }
        }
        table.add(signatures) { _, file in moduleOf[Int(file)] >= 0 }
        putEarliestFirst(in: &table, moduleOf: moduleOf)
        return table
    }

    /// Gives each path of `table` declared in several modules the module of the earliest file
    /// declaring it first: entries come in the order the workers added them, not the files'.
    /// `moduleOf` is each file's module in the table, -1 for a file left out.
    private func putEarliestFirst(in table: inout SymbolTable, moduleOf: [Int32]) {
        let contested = table.pathsInSeveralModules
        guard !contested.isEmpty else { return }
        var slots = KeyTable(room: contested.count)
        for (slot, key) in contested.enumerated() { slots.insert(key, Int32(slot)) }
        var earliest = [(file: Int32, module: Int32)](repeating: (.max, -1), count: contested.count)
        forEachEntry { key, file, _ in
            guard let slot = slots[key].map(Int.init), file < earliest[slot].file, moduleOf[Int(file)] >= 0 else { return }
            earliest[slot] = (file, moduleOf[Int(file)])
        }
        for (slot, key) in contested.enumerated() { table.makeFirst(earliest[slot].module, of: key) }
    }

    /// The module of each file by position, through `number`; -1 where no file stands.
    private func modulesOfFiles(_ number: (Int32) -> Int32) -> [Int32] {
        var modules = [Int32](repeating: -1, count: positionLimit)
        for (position, file) in files { modules[position] = number(file.module) }
        return modules
    }

    /// One past the highest position a file was added at.
    private var positionLimit: Int { (files.keys.max() ?? -1) + 1 }

    private mutating func moduleNumber(_ module: String) -> Int32 {
        // A file's declarations come one after another, all of one module.
        if let last = lastModule, last.name == module { return last.number }
        let number = modules.number(of: module)
        lastModule = (module, number)
        return number
    }

}

/// What resolving one link asks of a ``SymbolTable``, worked out once where the link is found
/// and kept encoded beside it: the keys of every path it may name from its scope, its
/// disambiguation suffix (``QuerySuffix``), and for a link whose first component may name a
/// module (`Storage/Cache`), that module and the key of the rest. The check writes each query straight into the bytes it keeps of a file
/// (``WaitingLinks``), and ``SymbolTable`` reads it there when the index is complete.
enum LinkQuery {
    /// Appends to `bytes` and `keys` the query of the link whose text, as written, is `text`,
    /// from a scope already hashed (``PathHash/prefixes(ofScope:)``: the links of one doc
    /// comment share their scope). The keys go apart from the rest, to be copied all at once.
    /// With `documented`, the query asks for a documented declaration: its keys are the paths'
    /// ``DocumentedPath`` keys.
    static func encode(_ text: UnsafeBufferPointer<UInt8>, scopePrefixes: [PathHash], documented: Bool = false, into bytes: inout ByteBuffer, keys: inout [UInt64]) {
        let first = keys.count
        defer {
            if documented { for index in first..<keys.count { keys[index] = DocumentedPath.key(keys[index]) } }
        }
        guard PathHash.isASCII(text) else {
            // Other names are made canonical first.
            return CanonicalPath(SymbolLink(text: String(decoding: text, as: UTF8.self), line: 0, column: 0).components).withBytes {
                encode(canonical: $0, components: $1, link: text, scopePrefixes: scopePrefixes, into: &bytes, keys: &keys)
            }
        }
        SymbolLink.withASCIIComponentRanges(text) { encode(canonical: text, components: $0, link: text, scopePrefixes: scopePrefixes, into: &bytes, keys: &keys) }
    }

    /// Reads past the query encoded at `reader`, its keys at `keys`, as
    /// ``SymbolTable/resolution(ofQueryAt:keys:link:)`` would.
    static func skip(at reader: inout SpillReader, keys: inout SpillReader) {
        keys.position += 8 * reader.varint()
        _ = QuerySuffix(&reader)
        let qualification = reader.byte()
        if qualification != 0 {
            _ = reader.textBytes()
            if qualification >= 2 { keys.position += 8 }
        }
        reader.position += 8 * reader.varint()
    }

    /// ``encode(_:scopePrefixes:documented:into:keys:)`` of a path whose components are these ranges of
    /// `text`, in canonical form, and whose suffix is read from `link`, as written.
    private static func encode(canonical text: UnsafeBufferPointer<UInt8>, components: UnsafeBufferPointer<Range<Int>>, link: UnsafeBufferPointer<UInt8>, scopePrefixes: [PathHash],
                               into bytes: inout ByteBuffer, keys: inout [UInt64]) {
        guard !components.contains(where: { $0.isEmpty }) else {
            bytes.write(atMost: 1) { $0.byte(0) }
            QuerySuffix.encode(link, into: &bytes)
            return bytes.write(atMost: 2) { $0.byte(0); $0.varint(0) }
        }
        let first = keys.count
        SymbolTable.forEachCandidate(text, components: components, scopePrefixes: scopePrefixes) { key, _, _ in
            keys.append(key)
            return false
        }
        let module = UnsafeBufferPointer(rebasing: text[components[0]])
        var rest: PathHash?
        if components.count > 1 {
            rest = PathHash()
            for component in components.dropFirst() { rest!.combine(UnsafeBufferPointer(rebasing: text[component])) }
        }
        bytes.write(atMost: ByteWriter.varintRoom) { $0.varint(keys.count - first) }
        QuerySuffix.encode(link, into: &bytes)
        bytes.write(atMost: ByteWriter.varintRoom + 1 + module.count) { writer in
            // 3: the rest is a type's member, which may be one the tree adds to an outside type.
            writer.byte(rest == nil ? 1 : components.count > 2 ? 3 : 2)
            writer.text(module)
        }
        if let rest { keys.append(rest.value) }
        writeScope(scopePrefixes, into: &bytes)
    }

    /// Writes the scope the link is resolved from, each prefix's ``PathHash/endedState``: a link
    /// still broken is tried again through what its types inherit (``InheritanceTable``), which
    /// continues these hashes.
    private static func writeScope(_ prefixes: [PathHash], into bytes: inout ByteBuffer) {
        bytes.write(atMost: ByteWriter.varintRoom + 8 * prefixes.count) { writer in
            writer.varint(prefixes.count)
            for prefix in prefixes {
                withUnsafeBytes(of: prefix.endedState) { writer.bytes($0.bindMemory(to: UInt8.self)) }
            }
        }
    }
}

/// The scope a query's link is resolved from, as ``LinkQuery`` wrote it: each prefix's hash,
/// read only for a link still broken.
struct QueryScope {
    private let reader: SpillReader
    private let count: Int

    /// Reads past the scope at `reader`.
    init(_ reader: inout SpillReader) {
        count = reader.varint()
        self.reader = reader
        reader.position += 8 * count
    }

    /// The scope's prefixes, the file scope first.
    var prefixes: [PathHash] {
        var reader = reader
        return (0..<count).map { _ in PathHash(endedState: reader.key()) }
    }
}

/// Path components in their canonical composition, side by side in one buffer.
struct CanonicalPath {
    private var bytes: [UInt8] = []
    private var components: [Range<Int>] = []

    init(_ components: [String]) {
        for component in components {
            let start = bytes.count
            bytes.append(contentsOf: PathHash.canonical(component).utf8)
            self.components.append(start..<bytes.count)
        }
    }

    /// Calls `body` with the bytes and each component's range in them.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Range<Int>>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { bytes in components.withUnsafeBufferPointer { body(bytes, $0) } }
    }
}

/// Symbol paths and the modules declaring them, for lookups: see ``SymbolIndex``.
public struct SymbolTable: Sendable {
    fileprivate var modules: ModuleNumbers
    /// The module of each path's first declaration; most paths are declared in one module.
    private var paths: KeyTable
    /// The other modules of the few paths declared in several.
    private var otherModules: [UInt64: [Int32]] = [:]
    /// The kinds each path is declared with, as bits of ``SymbolKind/ordinal``, and
    /// ``severalDeclarations``: what a link's kind or hash suffix asks.
    private var declared: KeyTable
    /// The type signatures of the paths that have some, one record after another
    /// (``Signatures``, less the paths' keys): what a link's type-signature suffix asks.
    private var signatures: [UInt64: [UInt64]] = [:]
    /// The keys of the last names of the types the tree's extensions extend, for links to an
    /// outside type by its module's path; empty unless made by ``SymbolIndex/linkTable(ofFiles:)``.
    var extendedNames: Set<UInt64> = []
    /// What the types of the tree inherit, for links no path of theirs resolves; nil until
    /// the table holds the keys those links look up (``SymbolTable/forEachInheritedKey(ofQueryAt:keys:link:table:inheritance:_:)``).
    var inheritance: InheritanceTable?
    /// The bit of ``declared`` set for a path more than one declaration has.
    static let severalDeclarations = Int32.min

    /// An empty table with room for `room` paths.
    init(modules: ModuleNumbers, room: Int) {
        self.modules = modules
        paths = KeyTable(room: room)
        declared = KeyTable(room: room)
    }

    /// Adds declarations of the path `key`, of the module numbered `number`, declared with the
    /// kinds `kinds` (bits of ``SymbolKind/ordinal``, and ``severalDeclarations`` when they are
    /// more than one).
    mutating func insert(_ key: UInt64, _ number: Int32, kinds: Int32) {
        if declared.formUnion(key, bits: kinds) { _ = declared.formUnion(key, bits: Self.severalDeclarations) }
        guard let first = paths[key] else {
            paths.insert(key, number)
            return
        }
        if first != number, !otherModules[key, default: []].contains(number) { otherModules[key, default: []].append(number) }
    }

    /// Adds the records of `signatures` that `keeps` keeps, given each one's path key and file.
    mutating func add(_ signatures: Signatures, keeping keeps: (UInt64, Int32) -> Bool) {
        signatures.forEachRecord { offset, key, file in
            if keeps(key, file) { self.signatures[key, default: []] += signatures.record(at: offset) }
        }
    }

    /// The paths declared in more than one module.
    fileprivate var pathsInSeveralModules: [UInt64] { Array(otherModules.keys) }

    /// Makes `number`, a module declaring the path `key`, the path's first module.
    fileprivate mutating func makeFirst(_ number: Int32, of key: UInt64) {
        guard let first = paths[key], first != number, let others = otherModules[key] else { return }
        paths.replaceValue(of: key, with: number)
        otherModules[key] = others.filter { $0 != number } + [first]
    }

    /// The path and module of the declaration `link` resolves to, seen from a doc comment in
    /// `scope` (the dotted path of the documented symbol's parent) of `module`; nil when broken.
    ///
    /// ```swift
    /// table.resolve(link, scope: "Cache", module: "Storage") // ("Cache/evict()", "Storage")
    /// ```
    public func resolve(_ link: SymbolLink, scope: String, module: String) -> (path: String, module: String)? {
        let components = link.components
        guard !components.contains(where: \.isEmpty) else { return nil }
        var query = ByteBuffer()
        var text = link.text
        text.withUTF8 { QuerySuffix.encode($0, into: &query) }
        return query.withUnsafeBufferPointer { query in
            var reader = SpillReader(bytes: query)
            return resolve(components, suffix: QuerySuffix(&reader), scope: scope, module: module)
        }
    }

    /// ``resolve(_:scope:module:)`` of the link whose components are `components` and whose
    /// suffix is `suffix`: a hash suffix that several declarations may mean resolves to the first.
    private func resolve(_ components: [String], suffix: QuerySuffix, scope: String, module: String) -> (path: String, module: String)? {
        var found: (path: String, module: String)?
        SymbolTable.forEachCandidate(components, scopePrefixes: PathHash.prefixes(ofScope: scope)) { key, prefix, anySignature in
            guard resolution(of: key, suffix: suffix) != nil, let module = lookup(key, preferring: module) else { return false }
            var spelling = components
            if anySignature, let last = spelling.last, let parenthesis = last.firstIndex(of: "(") {
                spelling[spelling.count - 1] = String(last[..<parenthesis]) + SymbolIndex.anySignature
            }
            found = ((ScopeNames.components(of: scope)[..<prefix] + spelling).joined(separator: "/"), module)
            return true
        }
        if let found { return found }
        if modules.existingNumber(of: components[0]) != nil { return qualifiedPath(components, suffix: suffix).map { ($0, components[0]) } }
        // `SwiftUI/View/glow()`: a member the tree adds to an outside type, under that type's module.
        guard components.count > 2 else { return nil }
        let key = PathHash(components: components.dropFirst()).value
        guard resolution(of: key, suffix: suffix) != nil, let owner = lookup(key, preferring: module) else { return nil }
        return (components.dropFirst().joined(separator: "/"), owner)
    }

    /// What the query encoded at `reader`, its keys at `keys`
    /// (``LinkQuery/encode(_:scopePrefixes:documented:into:keys:)``), resolves to, as
    /// ``resolve(_:scope:module:)`` would find it, without building its path; both go past it.
    /// A link still broken is tried through what its types inherit (``inheritance``, when
    /// set), `link` being its text as written.
    func resolution(ofQueryAt reader: inout SpillReader, keys: inout SpillReader, link: UnsafeBufferPointer<UInt8>) -> LinkResolution {
        let (found, suffix) = pathResolution(ofQueryAt: &reader, keys: &keys)
        let scope = QueryScope(&reader)
        guard found == .broken, let inheritance else { return found }
        return inheritance.resolution(of: link, from: scope.prefixes, suffix: suffix, in: self)
    }

    /// Calls `body` with each key the query at `reader` (its keys at `keys`) would look up
    /// through what its types inherit (``InheritanceTable``), if `table` leaves it broken: the
    /// keys a table must hold before ``resolution(ofQueryAt:keys:link:)`` can answer. Both go past it.
    static func forEachInheritedKey(ofQueryAt reader: inout SpillReader, keys: inout SpillReader, link: UnsafeBufferPointer<UInt8>, table: SymbolTable,
                                    inheritance: InheritanceTable, _ body: (UInt64) -> Void) {
        let (found, _) = table.pathResolution(ofQueryAt: &reader, keys: &keys)
        let scope = QueryScope(&reader)
        guard found == .broken else { return }
        inheritance.forEachMemberKey(of: link, from: scope.prefixes, table: table, body)
    }

    /// The query's own paths' resolution, and its suffix.
    private func pathResolution(ofQueryAt reader: inout SpillReader, keys: inout SpillReader) -> (LinkResolution, QuerySuffix) {
        var found: LinkResolution?
        let candidates = reader.varint()
        let suffix = QuerySuffix(&reader)
        for _ in 0..<candidates {
            let key = keys.key()
            if found == nil { found = resolution(of: key, suffix: suffix) }
        }
        let qualification = reader.byte()
        guard qualification != 0 else { return (found ?? .broken, suffix) }
        let module = reader.text()
        guard qualification >= 2 else { return (found ?? (suffix.isNone && modules.existingNumber(of: module) != nil ? .resolved : .broken), suffix) }
        let key = keys.key()
        if let found { return (found, suffix) }
        if let number = modules.existingNumber(of: module) {
            guard declares(key, module: number) else { return (.broken, suffix) }
        } else if qualification == 2 {
            return (.broken, suffix)
        }
        // A first component naming no module of the tree, before a type's member, may name the
        // module of an outside type the tree adds the member to, as DocC's paths do:
        // `SwiftUI/View/glow()` is `View/glow()`.
        return (resolution(of: key, suffix: suffix) ?? .broken, suffix)
    }

    /// The kinds the path `key` is declared with, as bits of ``SymbolKind/ordinal`` and
    /// ``severalDeclarations``; 0 for a path the table does not hold.
    func kinds(of key: UInt64) -> Int32 {
        declared[key] ?? 0
    }

    /// Whether the table holds the path `key`.
    func holds(_ key: UInt64) -> Bool {
        paths[key] != nil
    }

    /// Whether a module of this name has files in the table.
    func hasModule(named name: String) -> Bool {
        modules.existingNumber(of: name) != nil
    }

    /// What the path `key` resolves to for a link with `suffix`; nil when no declaration of it
    /// has what the suffix asks, or none has the path.
    func resolution(of key: UInt64, suffix: QuerySuffix) -> LinkResolution? {
        guard paths[key] != nil else { return nil }
        if suffix.isNone { return .resolved }
        return suffix.resolution(declared: declared[key] ?? 0, signatures: signatures[key])
    }

    /// For a link whose first component names a module of the tree (`Storage/Cache`), the rest
    /// of the path when that module declares it as `suffix` asks.
    private func qualifiedPath(_ components: [String], suffix: QuerySuffix) -> String? {
        guard let qualified = modules.existingNumber(of: components[0]) else { return nil }
        if components.count == 1 { return suffix.isNone ? "" : nil }
        let rest = components.dropFirst()
        let key = PathHash(components: rest).value
        return declares(key, module: qualified) && resolution(of: key, suffix: suffix) != nil ? rest.joined(separator: "/") : nil
    }

    /// Calls `body` with each path `components` may name, in the order DocC tries them, until
    /// it returns true: from the innermost scope outward (`scopePrefixes` holds the hash of each
    /// scope prefix, the file scope first), each as written and, for a signature, as a case
    /// with any associated values. `body` gets the key, how many scope components lead the
    /// path, and whether it is the any-signature spelling.
    static func forEachCandidate(_ components: [String], scopePrefixes: [PathHash], _ body: (UInt64, Int, Bool) -> Bool) {
        guard !components.isEmpty else { return }
        CanonicalPath(components).withBytes { forEachCandidate($0, components: $1, scopePrefixes: scopePrefixes, body) }
    }

    /// ``forEachCandidate(_:scopePrefixes:_:)`` over components given as ranges of `bytes`,
    /// canonical and not empty.
    static func forEachCandidate(_ bytes: UnsafeBufferPointer<UInt8>, components: UnsafeBufferPointer<Range<Int>>, scopePrefixes: [PathHash], _ body: (UInt64, Int, Bool) -> Bool) {
        let last = UnsafeBufferPointer(rebasing: bytes[components[components.count - 1]])
        let parenthesis = last.firstIndex(of: UInt8(ascii: "("))
        for prefix in scopePrefixes.indices.reversed() {
            var parent = scopePrefixes[prefix]
            for component in components.dropLast() { parent.combine(UnsafeBufferPointer(rebasing: bytes[component])) }
            var exact = parent
            exact.combine(last)
            if body(exact.value, prefix, false) { return }
            if let parenthesis {
                var spelled = parent
                spelled.mix(UnsafeBufferPointer(rebasing: last[..<parenthesis]))
                spelled.mixAnySignature()
                spelled.endComponent()
                if body(spelled.value, prefix, true) { return }
            }
        }
    }

    private func declares(_ key: UInt64, module: Int32) -> Bool {
        paths[key] == module || otherModules[key]?.contains(module) == true
    }

    private func lookup(_ key: UInt64, preferring module: String) -> String? {
        guard let first = paths[key] else { return nil }
        if let preferred = modules.existingNumber(of: module), declares(key, module: preferred) { return module }
        return modules[first]
    }
}

/// A hash of a path's components (their bytes, each component ended by a step of its own that
/// mixes in its length), built up a component at a time so a scope's hash is reused for its
/// members. Bytes are mixed in 8 at a time: a name costs a few instructions per word, not per
/// byte.
struct PathHash: Sendable {
    private var state: UInt64 = 0xCBF2_9CE4_8422_2325
    /// The bytes not yet mixed in, the first in the lowest bits; fewer than 8.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init() {}

    /// The hash whose components, all ended, left ``endedState``: a path's hash kept to be
    /// continued with more components later (a protocol's, for its members).
    init(endedState: UInt64) {
        state = endedState
    }

    /// The state after the last component ended, from which ``init(endedState:)`` goes on.
    var endedState: UInt64 {
        precondition(pendingCount == 0, "a path hash kept in the middle of a component")
        return state
    }

    init<Components: Sequence<String>>(components: Components) {
        for component in components { combine(component) }
    }

    /// The hash after each of the first 0, 1, … n components of a dotted scope (`Outer.Inner<T>`
    /// is `Outer`, `Inner`, as ``ScopeNames/components(of:)`` splits it).
    static func prefixes(ofScope scope: String) -> [PathHash] {
        guard !scope.isEmpty else { return [PathHash()] }
        var canonical = PathHash.canonical(scope)
        return canonical.withUTF8(prefixes(ofCanonical:))
    }

    /// ``prefixes(ofScope:)`` of a scope's canonical UTF-8, not empty.
    private static func prefixes(ofCanonical scope: UnsafeBufferPointer<UInt8>) -> [PathHash] {
        // Room for them all at once (a component at most per dot, and one more): grown one
        // by one, the list would be copied again and again.
        var prefixes: [PathHash] = []
        prefixes.reserveCapacity(2 + scope.reduce(0) { $0 + ($1 == UInt8(ascii: ".") ? 1 : 0) })
        prefixes.append(PathHash())
        var hash = PathHash()
        ScopeNames.split(scope, bytes: { hash.mix($0) }, endOfComponent: {
            hash.endComponent()
            prefixes.append(hash)
        })
        return prefixes
    }

    /// ``prefixes(ofScope:)`` of the dotted path of `node`, then `name` when given (a type's
    /// own scope), spelled on the stack rather than into a string: worked out for each place
    /// whose doc comments have links.
    static func prefixes(of node: ScopePath?, then name: String?) -> [PathHash] {
        guard let node else { return prefixes(ofScope: name ?? "") }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: node.pathLength(then: name)) { buffer in
            node.spellPath(then: name, into: buffer)
            let path = UnsafeBufferPointer(buffer)
            // Other names are made canonical first, as a whole.
            return isASCII(path) ? prefixes(ofCanonical: path) : prefixes(ofScope: String(decoding: path, as: UTF8.self))
        }
    }

    /// Combines the components of a scope node's name: `Outer.Inner<T>` is `Outer`, `Inner`,
    /// as ``ScopeNames/components(of:)`` splits it.
    mutating func combine(scopeName name: String) {
        // Mostly one plain ASCII name (`Cache`), hashed in place a word at a time as it is
        // checked: no copy made canonical, no pass of its own to find that it is plain.
        let plain = name.utf8.withContiguousStorageIfAvailable { bytes in
            var hash = self
            guard hash.mixPlainComponent(bytes) else { return false }
            hash.endComponent()
            self = hash
            return true
        }
        guard plain != true else { return }
        ScopeNames.split(PathHash.canonical(name), bytes: { mix($0) }, endOfComponent: { endComponent() })
    }

    /// Mixes in `bytes` as ``mix(_:)-(UnsafeBufferPointer<UInt8>)`` does, unless a byte is
    /// not ASCII or is `<`, `>` or `.`, or bytes are pending: then it returns false, and the hash
    /// is left half mixed.
    private mutating func mixPlainComponent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard pendingCount == 0 else { return false }
        return mixWords(bytes, from: 0) { word in
            // The bytes past the end read as zeros, which are none of these.
            let outside = word & 0x8080_8080_8080_8080
            return outside | Self.matches(of: UInt8(ascii: "<"), in: word) | Self.matches(of: UInt8(ascii: ">"), in: word) | Self.matches(of: UInt8(ascii: "."), in: word) == 0
        }
    }

    /// `text` in its canonical composition (NFC): Swift compares names by canonical
    /// equivalence, so `Café` matches whether its `é` is one scalar or two. ASCII is its own.
    static func canonical(_ text: String) -> String {
        var text = text
        return text.withUTF8(isASCII) ? text : text.precomposedStringWithCanonicalMapping
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    mutating func combine(_ component: String) {
        var bytes = PathHash.canonical(component)
        bytes.withUTF8 { combine($0) }
    }

    mutating func combine(_ component: UnsafeBufferPointer<UInt8>) {
        mix(component)
        endComponent()
    }

    /// Mixes ``SymbolIndex/anySignature`` into the component being hashed.
    mutating func mixAnySignature() {
        for byte in SymbolIndex.anySignature.utf8 { mix(byte) }
    }

    /// Ends a component: its last bytes are mixed in with their count, by a step of its own, so
    /// every sequence of components is hashed from a different sequence of steps.
    mutating func endComponent() {
        let product = (state ^ (pending | UInt64(pendingCount) << 56)) &* 0xD6E8_FEB8_6659_FD93
        state = product ^ (product >> 29)
        pending = 0
        pendingCount = 0
    }

    mutating func mix(_ byte: UInt8) {
        pending |= UInt64(byte) << (8 * pendingCount)
        pendingCount += 1
        if pendingCount == 8 {
            absorb(pending)
            pending = 0
            pendingCount = 0
        }
    }

    /// Mixes in `bytes` as if one at a time, a word at a time once nothing is pending.
    mutating func mix(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        // Only a run of a component cut by generic arguments starts with bytes pending.
        while pendingCount != 0, index < bytes.count {
            mix(bytes[index])
            index += 1
        }
        _ = mixWords(bytes, from: index) { _ in true }
    }

    /// Mixes in `bytes` from `start` on, nothing pending, a word at a time: the whole words,
    /// then the rest kept pending. Each word (zeros past the end) is first given to `accepts`;
    /// when it returns false, so does this, the word not mixed in.
    @inline(__always)
    private mutating func mixWords(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ accepts: (UInt64) -> Bool) -> Bool {
        var index = start
        while index < bytes.count {
            let word = Self.word(bytes, at: index)
            guard accepts(word) else { return false }
            let length = bytes.count - index
            if length >= 8 {
                absorb(word)
            } else {
                pending = word
                pendingCount = length
            }
            index += 8
        }
        return true
    }

    /// One word into the state: each step is invertible in the word, so two paths that differ
    /// in their last word never collide.
    private mutating func absorb(_ word: UInt64) {
        let product = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        state = product ^ (product >> 29)
    }

    /// The value of the components ended so far, its bits spread (murmur3's finalizer).
    var value: UInt64 {
        var x = state
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }

    /// The up to 8 bytes from `index` as a little-endian word, zero past the end.
    @inline(__always)
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        let raw = UnsafeRawBufferPointer(bytes)
        let rest = bytes.count - index
        if rest >= 8 { return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) }
        if bytes.count >= 8 {
            // The last word, overlapping the one before, holds the rest in its high bytes.
            return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)) &>> (8 * (8 - rest))
        }
        // Fewer than 8 bytes in all, as most names: read as 4, 2 and 1 bytes, as many as they make.
        var word: UInt64 = 0
        var offset = 0
        if rest & 4 != 0 {
            word = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt32.self)))
            offset = 4
        }
        if rest & 2 != 0 {
            word |= UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: index + offset, as: UInt16.self))) &<< (8 * offset)
            offset += 2
        }
        if rest & 1 != 0 { word |= UInt64(bytes[index + offset]) &<< (8 * offset) }
        return word
    }

    /// Mixes in a declaration's name from a component's start, in one pass a word at a time.
    /// Returns the whole hash of its base name when a parameter list follows it (`load` for
    /// `load(from:)`), and whether every byte is ASCII.
    mutating func mixName(_ bytes: UnsafeBufferPointer<UInt8>) -> (base: PathHash?, isASCII: Bool) {
        var base: PathHash?
        var searching = true
        var high: UInt64 = 0
        var index = 0
        while index < bytes.count {
            let word = Self.word(bytes, at: index)
            let length = Swift.min(8, bytes.count - index)
            high |= word
            if searching, let offset = Self.firstParenthesis(in: word) {
                searching = false
                if index + offset > 0 {
                    var prefix = self
                    prefix.pending = word & ((1 &<< (8 * UInt64(offset))) - 1)
                    prefix.pendingCount = offset
                    prefix.endComponent()
                    base = prefix
                }
            }
            if length == 8 {
                absorb(word)
            } else {
                pending = word
                pendingCount = length
            }
            index += 8
        }
        return (base, high & 0x8080_8080_8080_8080 == 0)
    }

    /// Where the first `(` of `word` is, counting bytes from the lowest.
    @inline(__always)
    private static func firstParenthesis(in word: UInt64) -> Int? {
        let flags = matches(of: UInt8(ascii: "("), in: word)
        return flags == 0 ? nil : flags.trailingZeroBitCount / 8
    }

    /// The high bit of each byte of `word` that may be `byte`: a zero byte of `word ^ [byte] * 8`
    /// sets its flag. Only bytes above a real match can be flagged wrongly, so the lowest flag
    /// is exact, and none is set without a match.
    @inline(__always)
    private static func matches(of byte: UInt8, in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let differs = word ^ (ones &* UInt64(byte))
        return (differs &- ones) & ~differs & 0x8080_8080_8080_8080
    }
}
