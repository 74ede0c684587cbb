import DocAuditCore

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// Lists of globs matched against the entries of one folder. What the folder's path settles (a
/// pattern matching the folder matches everything in it) is worked out once per folder; an
/// entry (a file, or a subfolder being derived) then tries only the other patterns, and a
/// pattern of the common kind `**/Name/**` is found by the entry's name in one lookup, not
/// tried: in a Tuist layout most folders hold a file or two, so a folder is placed about as
/// often as a file. A class: every file of the folder reads it, and a reference costs one count
/// to share where a value's copy costs one per array it holds.
public final class FolderGlobs: Sendable {
    /// What every folder of one configuration shares.
    private let patterns: Patterns
    /// The folder's path; left as the first folder's when no pattern needs more than names.
    private let folder: GlobPath
    /// The patterns that match the folder itself.
    private let matching: PatternSet

    /// The patterns of the lists, numbered across them, and how an entry's name finds them.
    private final class Patterns: Sendable {
        let globs: [Glob]
        /// Each list's patterns.
        let lists: [PatternSet]
        /// The `**/Name/**` patterns without wildcards, grouped by their name.
        let byName: [(name: [UInt8], patterns: PatternSet)]
        /// Positions in `byName` by the FNV-1a hash of the name: a folder's or file's name finds
        /// its patterns in about one probe, and no hashed Swift type is used (the runtime would
        /// build one at each process's start).
        let positions: KeyTable
        /// The others, tried one by one.
        let others: [Int]
        /// Whether a pattern needs the folder's path: one not of the `**/Name/**` kind.
        let tracksPath: Bool
        /// Tells at once most names that no pattern can match through, as most files' are.
        let nameFilter: NameFilter

        init(_ lists: [[Glob]]) {
            let globs = lists.flatMap { $0 }
            self.globs = globs
            var start = 0
            self.lists = lists.map { list in
                defer { start += list.count }
                return PatternSet(start..<start + list.count)
            }
            let named = globs.indices.compactMap { index in globs[index].anyDepthLiteralName.map { (name: $0, index: index) } }
            others = globs.indices.filter { globs[$0].anyDepthLiteralName == nil }
            var positions = KeyTable()
            var byName: [(name: [UInt8], patterns: PatternSet)] = []
            for (name, index) in named {
                let hash = ByteSearch.fnv1a(name)
                if let position = positions[hash] {
                    byName[Int(position)].patterns.insert(index)
                } else {
                    positions.insert(hash, Int32(byName.count))
                    byName.append((name, PatternSet(index..<index + 1)))
                }
            }
            self.byName = byName
            self.positions = positions
            tracksPath = globs.contains { !$0.isAnyDepthName }
            nameFilter = NameFilter(globs.map(\.nameConstraint))
        }

        /// The `**/Name/**` patterns whose name is `name`: the names' 64-bit hashes are taken
        /// to differ, as the symbol index takes its keys' to, and the name is compared.
        func named(_ name: UnsafeBufferPointer<UInt8>) -> PatternSet {
            guard let position = positions[ByteSearch.fnv1a(name)], byName[Int(position)].name.elementsEqual(name) else { return PatternSet() }
            return byName[Int(position)].patterns
        }
    }

    /// Matches `lists` against the entries of `folder` (relative, `/`-separated).
    ///
    /// ```swift
    /// let globs = FolderGlobs([[Glob("Tests/")], [Glob("**/Project.swift")]], folder: "App/Sources")
    /// ```
    public convenience init(_ lists: [[Glob]], folder: String) {
        let patterns = Patterns(lists)
        let path = GlobPath(folder)
        var matching = PatternSet()
        for (index, glob) in patterns.globs.enumerated() where glob.matches(path) { matching.insert(index) }
        self.init(patterns, folder: path, matching: matching)
    }

    /// Matches the lists of `parent` against the entries of its subfolder `name`: a pattern
    /// that matches the parent matches everything below it, and one that does not can match
    /// the subfolder only through its name, as it would a file's.
    ///
    /// ```swift
    /// let sources = FolderGlobs(subfolder: Array("Sources".utf8), of: globs)
    /// ```
    public convenience init(subfolder name: [UInt8], of parent: FolderGlobs) {
        self.init(subfolder: name, of: parent, adding: name.withUnsafeBufferPointer(parent.matchingOnlyThrough))
    }

    /// The subfolder `name` of `parent`, matched by `added` beyond what matches `parent`.
    private convenience init(subfolder name: some Collection<UInt8>, of parent: FolderGlobs, adding added: PatternSet) {
        var matching = parent.matching
        matching.formUnion(added)
        self.init(parent.patterns, folder: parent.patterns.tracksPath ? parent.folder.appending(Array(name)) : parent.folder, matching: matching)
    }

    /// The globs of the subfolder `name`, as ``init(subfolder:of:)`` makes them: these very
    /// ones when no pattern needs the path and none matches the name, as for most folders, so
    /// that their files share everything worked out from them.
    ///
    /// ```swift
    /// let sources = globs.subfolder(named: Array("Sources".utf8))
    /// ```
    public func subfolder(named name: [UInt8]) -> FolderGlobs {
        name.withUnsafeBufferPointer(subfolder(named:))
    }

    /// ``subfolder(named:)`` of a name read in place, as placement reads it from a path.
    func subfolder(named name: UnsafeBufferPointer<UInt8>) -> FolderGlobs {
        let added = matchingOnlyThrough(name)
        guard patterns.tracksPath || !added.isEmpty else { return self }
        return FolderGlobs(subfolder: name, of: self, adding: added)
    }

    private init(_ patterns: Patterns, folder: GlobPath, matching: PatternSet) {
        self.patterns = patterns
        self.folder = folder
        self.matching = matching
    }

    /// The lists with a pattern matching the file named `name` in the folder.
    ///
    /// ```swift
    /// globs.matching(fileNamed: Array("Project.swift".utf8)).contains(1) // true
    /// ```
    public func matching(fileNamed name: [UInt8]) -> MatchingLists {
        name.withUnsafeBufferPointer(matching(fileNamedIfDifferent:)) ?? matchingEveryFile
    }

    /// The lists with a pattern matching the folder itself, which match every file in it.
    ///
    /// ```swift
    /// let excluded = globs.matchingEveryFile.contains(layerRules)
    /// ```
    public var matchingEveryFile: MatchingLists {
        MatchingLists(patterns: matching, lists: patterns.lists)
    }

    /// The lists with a pattern matching the file named `name`; nil when they are those of
    /// ``matchingEveryFile``, as for most files: what follows from those is worked out once
    /// per folder.
    func matching(fileNamedIfDifferent name: UnsafeBufferPointer<UInt8>) -> MatchingLists? {
        let byName = matchingOnlyThrough(name)
        guard !byName.isEmpty else { return nil }
        var found = matching
        found.formUnion(byName)
        return MatchingLists(patterns: found, lists: patterns.lists)
    }

    /// The patterns that do not match the folder but match its entry `name`.
    private func matchingOnlyThrough(_ name: UnsafeBufferPointer<UInt8>) -> PatternSet {
        guard patterns.nameFilter.mayMatch(name) else { return PatternSet() }
        var found = patterns.named(name)
        for index in patterns.others where !matching.contains(index) && patterns.globs[index].matches(fileNamed: name, in: folder) {
            found.insert(index)
        }
        return found
    }
}

/// A quick test of a name against what patterns ask of the names they match through
/// (``Glob/NameConstraint``): the last byte of a name that must end in one, and the last byte
/// and length of one that must be exact, so that a file whose name no pattern can take, as
/// most files' names are (`Cache.swift` against `Tests`, `*Tests`, `Project.swift`), is told
/// without hashing or matching it. It may let a name through that matches nothing; it never
/// stops one that matches.
struct NameFilter: Sendable {
    /// The bytes some name must end with, one bit each, by the byte's top two bits.
    private var endings: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// The last byte and length of each exact name, hashed to one of 64 bits.
    private var exact: UInt64 = 0
    /// Set when a pattern asks nothing a quick test can tell.
    private var passesAll = false

    init(_ constraints: [Glob.NameConstraint]) {
        for constraint in constraints {
            switch constraint {
            case .exactly(let name):
                guard let last = name.last else {
                    passesAll = true
                    continue
                }
                exact |= Self.exactBit(last, name.count)
            case .endsWith(let byte):
                switch byte >> 6 {
                case 0: endings.0 |= 1 << UInt64(byte & 63)
                case 1: endings.1 |= 1 << UInt64(byte & 63)
                case 2: endings.2 |= 1 << UInt64(byte & 63)
                default: endings.3 |= 1 << UInt64(byte & 63)
                }
            case .anything:
                passesAll = true
            }
        }
    }

    /// Whether some pattern may match a path through `name`.
    func mayMatch(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !passesAll, let last = name.last else { return true }
        let word = switch last >> 6 {
        case 0: endings.0
        case 1: endings.1
        case 2: endings.2
        default: endings.3
        }
        return word & (1 << UInt64(last & 63)) != 0 || exact & Self.exactBit(last, name.count) != 0
    }

    private static func exactBit(_ last: UInt8, _ length: Int) -> UInt64 {
        1 << UInt64((Int(last) &* 31 &+ length) & 63)
    }
}

/// Which of the lists of a ``FolderGlobs`` have a pattern matching one file.
public struct MatchingLists: Sendable {
    fileprivate let patterns: PatternSet
    fileprivate let lists: [PatternSet]

    /// Whether a pattern of list `list` matches the file.
    ///
    /// ```swift
    /// let excluded = globs.matching(fileNamed: name).contains(layerRules)
    /// ```
    public func contains(_ list: Int) -> Bool {
        patterns.intersects(lists[list])
    }
}

/// Pattern positions: the first 64 in one word, which holds every pattern of most
/// configurations, so that a folder's set costs no allocation.
private struct PatternSet: Sendable {
    private var low: UInt64 = 0
    private var high: [UInt64] = []

    init() {}

    init(_ range: Range<Int>) {
        for index in range { insert(index) }
    }

    var isEmpty: Bool {
        low == 0 && !high.contains { $0 != 0 }
    }

    func contains(_ index: Int) -> Bool {
        guard index >= 64 else { return low & (1 << UInt64(index)) != 0 }
        let word = (index - 64) / 64
        return word < high.count && high[word] & (1 << UInt64(index % 64)) != 0
    }

    mutating func insert(_ index: Int) {
        guard index >= 64 else { return low |= 1 << UInt64(index) }
        let word = (index - 64) / 64
        if word >= high.count { high += Array(repeating: 0, count: word + 1 - high.count) }
        high[word] |= 1 << UInt64(index % 64)
    }

    mutating func formUnion(_ other: PatternSet) {
        low |= other.low
        if high.count < other.high.count { high += Array(repeating: 0, count: other.high.count - high.count) }
        for word in other.high.indices { high[word] |= other.high[word] }
    }

    func intersects(_ other: PatternSet) -> Bool {
        low & other.low != 0 || zip(high, other.high).contains { $0 & $1 != 0 }
    }
}
