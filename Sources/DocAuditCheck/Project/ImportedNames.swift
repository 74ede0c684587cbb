import DocAuditCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Unsafe buffers: an imported name is compared with `memcmp` in place, with no copy per step of a search; a
// candidate is spelled from its folders' names read in place.

/// The names Tuist's helpers could give a target, most likely first (the first is its default
/// name), as bytes: naming compares them with the imports as they are, and only the name it
/// chooses is made a string. A view of the names of every target, kept in one buffer
/// (``CandidateNameList``).
struct CandidateNames {
    /// The list's bytes, where the first name starts, and where each name ends.
    fileprivate let bytes: [UInt8]
    fileprivate let start: Int
    fileprivate let ends: ArraySlice<Int>

    /// How many names there are.
    var count: Int { ends.count }

    /// The bytes of the name at `index`.
    subscript(index: Int) -> ArraySlice<UInt8> {
        bytes[(index == 0 ? start : ends[ends.startIndex + index - 1])..<ends[ends.startIndex + index]]
    }

    /// The name at `index` as a person reads it.
    func spelled(_ index: Int) -> String {
        String(decoding: self[index], as: UTF8.self)
    }
}

/// The candidate names of many targets, back to back in one buffer, each target's a run of
/// them: a target's names cost no storage of their own.
struct CandidateNameList {
    private var bytes: [UInt8] = []
    private var ends: [Int] = []

    /// How many names there are, every target's.
    var count: Int { ends.count }

    /// Adds the name spelled by `first`, `second` and `third` one after another, unless a name
    /// at `since` or later spells it already: a target's candidate is kept once, where it
    /// first comes.
    mutating func add(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>, _ third: UnsafeBufferPointer<UInt8>, since: Int) {
        let start = bytes.count
        // Most names are one or two parts: an empty one is not appended, each append costing
        // a hundred instructions whatever its length.
        bytes.append(contentsOf: first)
        if !second.isEmpty { bytes.append(contentsOf: second) }
        if !third.isEmpty { bytes.append(contentsOf: third) }
        let count = bytes.count - start
        // Compared where the names lie, with `memcmp`: a slice of the array is counted twice.
        let known = bytes.withUnsafeBufferPointer { bytes in
            let added = UnsafeBufferPointer(rebasing: bytes[start...])
            var knownStart = since == 0 ? 0 : ends[since - 1]
            for index in since..<ends.count {
                let end = ends[index]
                if end - knownStart == count, ByteSearch.equal(UnsafeBufferPointer(rebasing: bytes[knownStart..<end]), added) { return true }
                knownStart = end
            }
            return false
        }
        if known { bytes.removeLast(count) } else { ends.append(bytes.count) }
    }

    /// The names at `positions`.
    func names(_ positions: Range<Int>) -> CandidateNames {
        CandidateNames(bytes: bytes, start: positions.lowerBound == 0 ? 0 : ends[positions.lowerBound - 1], ends: ends[positions])
    }
}

/// The modules the code imports, as naming looks its targets' candidates up in them: their
/// bytes in one buffer, found by their FNV-1a hash in about one probe (the names' 64-bit
/// hashes are taken to differ, as the symbol index takes its keys' to, and the name is
/// compared), so that a candidate is found as bytes without being made a string.
struct ImportedNames {
    /// The imported names' bytes back to back: one buffer, where a name each would be an
    /// allocation of its own to reach.
    private let bytes: [UInt8]
    /// Where each name starts in ``bytes`` and how long it is, and whether it is one of Apple's
    /// modules (whose names a layout's candidates can spell, but which tell nothing of the
    /// project's).
    private let names: [(start: Int, count: Int, isApple: Bool)]
    /// Each name's position in ``names`` by its hash.
    private let positions: KeyTable

    /// The names of `imports`, those also in `apple` marked as Apple's.
    init(_ imports: Set<String>, apple: Set<String>) {
        var bytes: [UInt8] = []
        var names: [(start: Int, count: Int, isApple: Bool)] = []
        names.reserveCapacity(imports.count)
        var positions = KeyTable(room: imports.count)
        for name in imports {
            names.append((bytes.count, name.utf8.count, apple.contains(name)))
            bytes += name.utf8
        }
        // In byte order: a name's number is the same from one run to the next. Sorted where
        // they lie, with `memcmp`: comparing the strings' UTF-8 views cost most of the naming's setup.
        bytes.withUnsafeBufferPointer { bytes in
            func name(_ entry: (start: Int, count: Int, isApple: Bool)) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: bytes[entry.start..<(entry.start + entry.count)])
            }
            names.sort { ByteSearch.precedes(name($0), name($1)) }
            for (position, entry) in names.enumerated() { positions.insert(ByteSearch.fnv1a(name(entry)), Int32(position)) }
        }
        self.bytes = bytes
        self.names = names
        self.positions = positions
    }

    /// Whether the code imports `name` (its bytes), one of Apple's modules or not.
    func contains(_ name: ArraySlice<UInt8>) -> Bool {
        find(name) != nil
    }

    /// Whether the code imports a module of the project named `name` (its bytes): Apple's do
    /// not count.
    func containsProjectModule(_ name: ArraySlice<UInt8>) -> Bool {
        find(name).map { !names[$0].isApple } ?? false
    }

    /// The first of `candidates` that names a module of the project the code imports.
    func firstProjectModule(in candidates: CandidateNames) -> Int? {
        (0..<candidates.count).first { containsProjectModule(candidates[$0]) }
    }

    /// How many names are imported: the numbers ``projectModule(_:)`` gives are below it.
    var count: Int { names.count }

    /// Where `name` (its bytes) stands among the imported names, if it names a module of the
    /// project the code imports: a number for it, as long as these imports are kept.
    func projectModule(_ name: ArraySlice<UInt8>) -> Int? {
        find(name).flatMap { names[$0].isApple ? nil : $0 }
    }

    /// The position of `name` among the names.
    private func find(_ name: ArraySlice<UInt8>) -> Int? {
        guard let position = positions[ByteSearch.fnv1a(name)].map(Int.init), names[position].count == name.count else { return nil }
        let found = names[position]
        return name.withUnsafeBufferPointer { name in
            bytes.withUnsafeBufferPointer { bytes in
                guard let first = name.baseAddress, let second = bytes.baseAddress else { return name.isEmpty }
                return memcmp(first, second + found.start, name.count) == 0
            }
        } ? position : nil
    }
}
