extension RandomAccessCollection where Index == Int {
    /// The first index whose element `belongsAfter` holds for, in a collection where it holds
    /// for a suffix (a sorted one, asked where a value goes); `endIndex` when for none. Found
    /// by halves: the line table, the type bodies of a file and the noted configuration
    /// folders are searched this way.
    ///
    /// ```swift
    /// [1, 3, 5, 7].partitioningIndex { $0 > 4 } // 2
    /// ```
    @inlinable package func partitioningIndex(where belongsAfter: (Element) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if belongsAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
