/// The names Tuist's helpers could give a target, most likely first (the first is its default
/// name), spelled as bytes one after another in a single buffer: naming compares them with the
/// imports as they are, and only the name it chooses is made a string.
struct CandidateNames {
    /// The names' bytes, back to back, and where each ends.
    private var bytes: [UInt8] = []
    private var ends: [Int] = []

    /// How many names there are.
    var count: Int { ends.count }

    /// The bytes of the name at `index`.
    subscript(index: Int) -> ArraySlice<UInt8> {
        bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }

    /// The name at `index` as a person reads it.
    func spelled(_ index: Int) -> String {
        String(decoding: self[index], as: UTF8.self)
    }

    /// Adds the name spelled by `first`, `second` and `third` one after another, unless it is
    /// there already: a candidate is kept once, where it first comes.
    mutating func add(_ first: ArraySlice<UInt8>, _ second: ArraySlice<UInt8> = [], _ third: ArraySlice<UInt8> = []) {
        let start = bytes.count
        // Room for a few names of a few folders each, so that the first ones do not regrow it.
        if start == 0 {
            bytes.reserveCapacity(128)
            ends.reserveCapacity(8)
        }
        bytes.append(contentsOf: first)
        bytes.append(contentsOf: second)
        bytes.append(contentsOf: third)
        let count = bytes.count - start
        var knownStart = 0
        for end in ends {
            if end - knownStart == count, bytes[knownStart..<end].elementsEqual(bytes[start...]) {
                bytes.removeLast(count)
                return
            }
            knownStart = end
        }
        ends.append(bytes.count)
    }
}

/// The modules the code imports, as naming looks its targets' candidates up in them: their
/// bytes sorted by length, then byte by byte, so that a candidate is found as bytes without
/// being made a string, and most of the names it passes are told apart by length alone.
struct ImportedNames {
    /// Each imported name's bytes, in that order, and whether it is one of Apple's modules
    /// (whose names a layout's candidates can spell, but which tell nothing of the project's).
    private let names: [(bytes: [UInt8], isApple: Bool)]

    /// The names of `imports`, those also in `apple` marked as Apple's.
    init(_ imports: Set<String>, apple: Set<String>) {
        names = imports.map { (Array($0.utf8), apple.contains($0)) }.sorted { Self.order($0.bytes[...], $1.bytes) < 0 }
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

    /// The position of `name` among the names, by binary search.
    private func find(_ name: ArraySlice<UInt8>) -> Int? {
        var (low, high) = (0, names.count)
        while low < high {
            let middle = (low + high) / 2
            let order = Self.order(name, names[middle].bytes)
            if order == 0 { return middle }
            if order < 0 { high = middle } else { low = middle + 1 }
        }
        return nil
    }

    /// Where `name` sorts against `other`, by length, then byte by byte: below it (negative),
    /// the same (zero) or above it (positive).
    private static func order(_ name: ArraySlice<UInt8>, _ other: [UInt8]) -> Int {
        guard name.count == other.count else { return name.count - other.count }
        var index = name.startIndex
        for otherByte in other {
            if name[index] != otherByte { return Int(name[index]) - Int(otherByte) }
            index += 1
        }
        return 0
    }
}
