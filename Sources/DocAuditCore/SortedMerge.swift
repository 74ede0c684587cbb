/// Sorted sources merged into one sorted sequence, holding one element of each at a time:
/// the next element is the least of their heads, the first source's among equal ones. Sorted
/// runs of paths and the workers' records of a check are merged this way. Inlinable, so that
/// each use is specialized: generic code merging thousands of records costs several times more.
public struct SortedMerge<Source: IteratorProtocol>: IteratorProtocol {
    @usableFromInline var sources: [Source]
    @usableFromInline var heads: [Source.Element?]
    @usableFromInline let precedes: (Source.Element, Source.Element) -> Bool

    /// Merges `sources`, each sorted by `precedes`.
    ///
    /// ```swift
    /// var merged = SortedMerge([[1, 4].makeIterator(), [2, 3].makeIterator()], by: <)
    /// merged.next()?.element // 1
    /// ```
    @inlinable public init(_ sources: [Source], by precedes: @escaping (Source.Element, Source.Element) -> Bool) {
        var sources = sources
        heads = sources.indices.map { sources[$0].next() }
        self.sources = sources
        self.precedes = precedes
    }

    /// The least head and the position of the source it came from, or nil when all are done.
    ///
    /// ```swift
    /// while let (path, run) = merged.next() { print(path, run) }
    /// ```
    @inlinable public mutating func next() -> (element: Source.Element, source: Int)? {
        var least: Int?
        for source in heads.indices {
            guard let head = heads[source] else { continue }
            if let chosen = least, !precedes(head, heads[chosen]!) { continue }
            least = source
        }
        guard let source = least, let element = heads[source] else { return nil }
        heads[source] = sources[source].next()
        return (element, source)
    }
}
