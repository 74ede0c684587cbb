/// Paths in byte order, without duplicates, kept front-coded: each path keeps only the bytes
/// that follow what it shares with the one before it. Sorted paths share their folders, so a
/// list of every file of a large tree costs little more than the file names: a check keeps one
/// for its whole run, and memory must not grow with the tree.
///
/// ```swift
/// let paths: PathList = ["Sources/B.swift", "Sources/A.swift", "Sources/A.swift"]
/// Array(paths) // ["Sources/A.swift", "Sources/B.swift"]
/// ```
public struct PathList: RandomAccessCollection, Sendable, ExpressibleByArrayLiteral {
    /// Every `blockSize`-th path shares nothing with the one before it, so that reading any
    /// path decodes at most this many.
    private static let blockSize = 16
    fileprivate let storage: Storage

    /// The encoded paths, shared by every copy of the list: a copy is one reference, as small
    /// as a place in the list that a check keeps for each file with findings.
    fileprivate final class Storage: Sendable {
        /// Each path as the length it shares with the previous one, the length of the rest
        /// (both as variable-length numbers) and the rest's bytes.
        let encoded: [UInt8]
        /// Where each block starts in `encoded`.
        let blockStarts: [Int]
        let count: Int

        init(encoded: [UInt8], blockStarts: [Int], count: Int) {
            self.encoded = encoded
            self.blockStarts = blockStarts
            self.count = count
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

    fileprivate init(encoded: [UInt8], blockStarts: [Int], count: Int) {
        storage = Storage(encoded: encoded, blockStarts: blockStarts, count: count)
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
        precondition(position >= 0 && position < count, "PathList index out of range")
        var reader = Reader(encoded: storage.encoded, offset: storage.blockStarts[position / Self.blockSize])
        for _ in 0...(position % Self.blockSize) { reader.next() }
        return reader.text
    }

    /// Goes through the paths in order, each decoded from the one before it.
    ///
    /// ```swift
    /// var iterator = paths.makeIterator()
    /// while let path = iterator.next() { print(path) }
    /// ```
    public func makeIterator() -> Iterator {
        Iterator(reader: Reader(encoded: storage.encoded, offset: 0), remaining: count)
    }

    /// A reader of paths at rising positions, as a worker meets them: each is decoded from the
    /// last one read when it stands in the same block, not from the start of the block.
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
        fileprivate var reader: Reader?
        fileprivate var position = 0

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
            if reader == nil || target < position || target / PathList.blockSize != position / PathList.blockSize {
                let block = target / PathList.blockSize
                reader = Reader(encoded: storage.encoded, offset: storage.blockStarts[block])
                reader?.next()
                position = block * PathList.blockSize
            }
            while position < target {
                reader?.next()
                position += 1
            }
            return reader!.text
        }
    }

    /// Goes through a ``PathList`` in order.
    public struct Iterator: IteratorProtocol {
        fileprivate var reader: Reader
        fileprivate var remaining: Int

        /// The next path; nil after the last.
        ///
        /// ```swift
        /// var iterator = paths.makeIterator()
        /// let first = iterator.next()
        /// ```
        public mutating func next() -> String? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            reader.next()
            return reader.text
        }
    }

    /// Decodes paths one after another, keeping the last one's bytes.
    fileprivate struct Reader {
        let encoded: [UInt8]
        var offset: Int
        var path: [UInt8] = []

        init(encoded: [UInt8], offset: Int) {
            self.encoded = encoded
            self.offset = offset
        }

        /// Decodes the path at `offset` over the last one and moves past it.
        mutating func next() {
            let shared = readNumber()
            let rest = readNumber()
            path.removeLast(path.count - shared)
            encoded.withUnsafeBufferPointer { path.append(contentsOf: UnsafeBufferPointer(rebasing: $0[offset..<offset + rest])) }
            offset += rest
        }

        var text: String { String(decoding: path, as: UTF8.self) }

        private mutating func readNumber() -> Int {
            var value = 0
            var shift = 0
            while true {
                let byte = encoded[offset]
                offset += 1
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }
    }

    /// Builds a ``PathList`` from paths given one by one. Paths given in byte order (a sorted
    /// walk gives them so) are encoded as they come, and a path equal to the one before it is
    /// dropped; given in any other order, they are sorted once at the end.
    ///
    /// ```swift
    /// var builder = PathList.Builder()
    /// builder.append("Sources/A.swift")
    /// let paths = builder.list()
    /// ```
    public struct Builder {
        private var encoded: [UInt8] = []
        private var blockStarts: [Int] = []
        private var count = 0
        private var last: [UInt8] = []
        private var inOrder = true

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

        /// Adds the path spelled by `path` (UTF-8): where the walk's paths come in, so it
        /// compares and encodes in one pass over the bytes.
        private mutating func append(_ path: UnsafeBufferPointer<UInt8>) {
            let shared = last.withUnsafeBufferPointer { last in
                var shared = 0
                let limit = Swift.min(last.count, path.count)
                while shared < limit, last[shared] == path[shared] { shared += 1 }
                return shared
            }
            if count > 0 {
                if shared == path.count, shared == last.count { return }
                let before = shared == path.count || (shared < last.count && path[shared] < last[shared])
                if before { inOrder = false }
            }
            let kept: Int
            if count % PathList.blockSize == 0 {
                blockStarts.append(encoded.count)
                kept = 0
            } else {
                kept = shared
            }
            appendNumber(kept)
            appendNumber(path.count - kept)
            encoded.append(contentsOf: UnsafeBufferPointer(rebasing: path[kept...]))
            last.removeAll(keepingCapacity: true)
            last.append(contentsOf: path)
            count += 1
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

        /// The paths added, in byte order, each once.
        ///
        /// ```swift
        /// let paths = builder.list()
        /// ```
        public func list() -> PathList {
            // Copied to their exact sizes: appending left up to twice the room they need.
            guard !inOrder else {
                return PathList(encoded: encoded.withUnsafeBufferPointer { Array($0) }, blockStarts: blockStarts.withUnsafeBufferPointer { Array($0) }, count: count)
            }
            var paths: [[UInt8]] = []
            paths.reserveCapacity(count)
            var reader = Reader(encoded: encoded, offset: 0)
            for _ in 0..<count {
                reader.next()
                paths.append(reader.path)
            }
            paths.sort { $0.lexicographicallyPrecedes($1) }
            var sorted = Builder()
            for path in paths { sorted.append(path) }
            return sorted.list()
        }

        private mutating func appendNumber(_ number: Int) {
            var value = number
            while value >= 0x80 {
                encoded.append(UInt8(value & 0x7F) | 0x80)
                value >>= 7
            }
            encoded.append(UInt8(value))
        }
    }
}
