// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// Paths in byte order, without duplicates, kept front-coded in a temporary file: each path
/// keeps only the bytes that follow what it shares with the one before it, and memory holds
/// only where each block of paths starts. A check keeps the list of every file of the tree for
/// its whole run, and its memory must not grow with the tree.
///
/// ```swift
/// let paths: PathList = ["Sources/B.swift", "Sources/A.swift", "Sources/A.swift"]
/// Array(paths) // ["Sources/A.swift", "Sources/B.swift"]
/// ```
public struct PathList: RandomAccessCollection, Sendable, ExpressibleByArrayLiteral {
    /// Every `blockSize`-th path shares nothing with the one before it, so that reading any
    /// path reads one block and decodes at most this many.
    private static let blockSize = 16
    fileprivate let storage: Storage

    /// The encoded paths, shared by every copy of the list: a copy is one reference, as small
    /// as a place in the list that a check keeps for each file with findings.
    fileprivate final class Storage: Sendable {
        /// Each path as the length it shares with the previous one, the length of the rest
        /// (both as variable-length numbers) and the rest's bytes, a block at a time.
        let spill: SpillFile
        /// Where each block starts in `spill`; its end is where the next starts.
        let blockStarts: [Int]
        let count: Int

        init(spill: SpillFile, blockStarts: [Int], count: Int) {
            self.spill = spill
            self.blockStarts = blockStarts
            self.count = count
        }

        /// The encoded paths of block `block`.
        func block(_ block: Int) -> [UInt8] {
            spill.piece(block, startingAt: blockStarts)
        }
    }

    /// The paths of `paths`, sorted by their bytes, each once.
    ///
    /// ```swift
    /// let paths = PathList(["B.swift", "A.swift"]) // A.swift, B.swift
    /// ```
    public init(_ paths: some Sequence<String>) {
        var builder = Builder()
        for path in paths { builder.append(path) }
        self = builder.list()
    }

    /// The paths listed, sorted by their bytes, each once.
    ///
    /// ```swift
    /// let paths: PathList = ["A.swift"]
    /// ```
    public init(arrayLiteral paths: String...) {
        self.init(paths)
    }

    fileprivate init(storage: Storage) {
        self.storage = storage
    }

    /// How many paths there are.
    public var count: Int { storage.count }

    /// The first position: 0.
    public var startIndex: Int { 0 }
    /// One past the last position: ``count``.
    public var endIndex: Int { count }

    /// The path at `position`, decoded from the start of its block.
    ///
    /// ```swift
    /// let first = paths[0]
    /// ```
    public subscript(position: Int) -> String {
        var cursor = cursor()
        return cursor.path(at: position)
    }

    /// Goes through the paths in order, each decoded from the one before it.
    ///
    /// ```swift
    /// var iterator = paths.makeIterator()
    /// while let path = iterator.next() { print(path) }
    /// ```
    public func makeIterator() -> Iterator {
        Iterator(cursor: cursor())
    }

    /// Goes through a ``PathList`` in order.
    public struct Iterator: IteratorProtocol {
        fileprivate var cursor: Cursor
        fileprivate var position = 0

        /// The next path; nil after the last.
        ///
        /// ```swift
        /// var iterator = paths.makeIterator()
        /// let first = iterator.next()
        /// ```
        public mutating func next() -> String? {
            guard position < cursor.storage.count else { return nil }
            defer { position += 1 }
            return cursor.path(at: position)
        }
    }

    /// Calls `body` with each path's UTF-8 bytes, in order, without making a string of any: for
    /// a pass that looks at every path and keeps few.
    ///
    /// ```swift
    /// var manifests = 0
    /// paths.forEachUTF8 { path in if path.last == UInt8(ascii: "t") { manifests += 1 } }
    /// ```
    public func forEachUTF8(_ body: ([UInt8]) throws -> Void) rethrows {
        var cursor = cursor()
        for position in 0..<count { try body(cursor.bytes(at: position)) }
    }

    /// A reader of paths at rising positions, as a worker meets them: each is decoded from the
    /// last one read when it stands in the same block, and a block is read once.
    ///
    /// ```swift
    /// var cursor = paths.cursor()
    /// let third = cursor.path(at: 2)
    /// ```
    public func cursor() -> Cursor {
        Cursor(storage: storage)
    }

    /// Reads paths of a ``PathList`` by position, fastest at rising positions.
    public struct Cursor {
        fileprivate let storage: Storage
        /// The block read last, and the path at `position` decoded from it.
        private var reader: Reader?
        private var position = 0

        fileprivate init(storage: Storage) {
            self.storage = storage
        }

        /// The path at `target`.
        ///
        /// ```swift
        /// let path = cursor.path(at: 2)
        /// ```
        public mutating func path(at target: Int) -> String {
            precondition(target >= 0 && target < storage.count, "PathList index out of range")
            move(to: target)
            return reader!.path.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
        }

        /// The bytes of the path at `target`.
        fileprivate mutating func bytes(at target: Int) -> [UInt8] {
            move(to: target)
            return reader!.path
        }

        /// Decodes the path at `target`, reading its block unless it is the one read last.
        private mutating func move(to target: Int) {
            let block = target / PathList.blockSize
            if reader == nil || target < position || block != position / PathList.blockSize {
                reader = Reader(block: storage.block(block))
                reader?.next()
                position = block * PathList.blockSize
            }
            while position < target {
                reader?.next()
                position += 1
            }
        }
    }

    /// Decodes the paths of one block one after another, keeping the last one's bytes.
    private struct Reader {
        let block: [UInt8]
        var offset = 0
        var path: [UInt8] = []

        init(block: [UInt8]) {
            self.block = block
        }

        /// Decodes the path at `offset` over the last one and moves past it.
        mutating func next() {
            let shared = readNumber()
            let rest = readNumber()
            path.removeLast(path.count - shared)
            block.withUnsafeBufferPointer { path.append(contentsOf: UnsafeBufferPointer(rebasing: $0[offset..<offset + rest])) }
            offset += rest
        }

        private mutating func readNumber() -> Int {
            block.withUnsafeBufferPointer { Varint.read($0, at: &offset) }
        }
    }

    /// Builds a ``PathList`` from paths given one by one. Paths given in byte order (a sorted
    /// walk gives them so) are encoded as they come, and a path equal to the one before it is
    /// dropped. Given in several ordered runs (one per argument of a command line), the runs are
    /// merged at the end, a path of each at a time; given in any other order, they are sorted.
    ///
    /// ```swift
    /// var builder = PathList.Builder()
    /// builder.append("Sources/A.swift")
    /// let paths = builder.list()
    /// ```
    public struct Builder {
        /// Past this many ordered runs, the paths are sorted in memory instead of merged.
        private static let mergedRuns = 64
        private let spill = SpillFile()
        private var blockStarts: [Int] = []
        private var count = 0
        /// The block being encoded: appended to the spill whole, so that it reads back at once.
        private var block: [UInt8] = []
        private var last: [UInt8] = []
        /// Where each ordered run after the first starts.
        private var runStarts: [Int] = []

        /// An empty builder.
        ///
        /// ```swift
        /// var builder = PathList.Builder()
        /// ```
        public init() {}

        /// Adds the path spelled by `bytes` (UTF-8).
        ///
        /// ```swift
        /// builder.append(Array("Sources/A.swift".utf8))
        /// ```
        public mutating func append(_ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { append($0) }
        }

        /// Adds `path`.
        ///
        /// ```swift
        /// builder.append("Sources/A.swift")
        /// ```
        public mutating func append(_ path: String) {
            var path = path
            path.withUTF8 { append($0) }
        }

        /// Adds the path spelled by `path` (UTF-8): where the walk's paths come in, so it
        /// compares and encodes in one pass over the bytes.
        private mutating func append(_ path: UnsafeBufferPointer<UInt8>) {
            let shared = last.withUnsafeBufferPointer { ByteSearch.commonPrefixLength($0, path) }
            if count > 0 {
                if shared == path.count, shared == last.count { return }
                if shared == path.count || (shared < last.count && path[shared] < last[shared]) { runStarts.append(count) }
            }
            let kept: Int
            if count % PathList.blockSize == 0 {
                flushBlock()
                kept = 0
            } else {
                kept = shared
            }
            Varint.append(kept, to: &block)
            Varint.append(path.count - kept, to: &block)
            block.append(contentsOf: UnsafeBufferPointer(rebasing: path[kept...]))
            last.removeAll(keepingCapacity: true)
            last.append(contentsOf: path)
            count += 1
        }

        /// The paths added, in byte order, each once.
        ///
        /// ```swift
        /// let paths = builder.list()
        /// ```
        public mutating func list() -> PathList {
            flushBlock()
            let built = PathList(storage: Storage(spill: spill, blockStarts: blockStarts, count: count))
            guard !runStarts.isEmpty else { return built }
            var sorted = Builder()
            if runStarts.count < Self.mergedRuns {
                let starts = [0] + runStarts
                let runs = starts.indices.map { Run(list: built, start: starts[$0], end: $0 + 1 < starts.count ? starts[$0 + 1] : built.count) }
                var merged = SortedMerge(runs) { $0.lexicographicallyPrecedes($1) }
                while let (path, _) = merged.next() { sorted.append(path) }
            } else {
                for path in Array(built).sorted(by: ByteSearch.precedes) { sorted.append(path) }
            }
            return sorted.list()
        }

        /// Appends the block being encoded to the spill, and starts the next.
        private mutating func flushBlock() {
            guard !block.isEmpty else { return }
            blockStarts.append(spill.append { $0.append(contentsOf: block) })
            block.removeAll(keepingCapacity: true)
        }
    }

    /// One ordered run of a list's paths, read one at a time.
    private struct Run: IteratorProtocol {
        private var cursor: Cursor
        private var position: Int
        private let end: Int

        init(list: PathList, start: Int, end: Int) {
            cursor = list.cursor()
            position = start
            self.end = end
        }

        mutating func next() -> [UInt8]? {
            guard position < end else { return nil }
            defer { position += 1 }
            return cursor.bytes(at: position)
        }
    }
}
