/// The dots of a type's dotted path (`Outer.Inner.Leaf`) nearest its ends, found from those
/// ends: the trail, title and navigator of a deeply nested type show only its first and last
/// names, and finding them costs the same at every depth.
enum DottedPath {
    /// The first `count` dots of `path`, outermost first; fewer when it has fewer.
    ///
    /// ```swift
    /// DottedPath.dots(in: "A.B.C", first: 5).count // 2
    /// ```
    static func dots(in path: String, first count: Int) -> [String.Index] {
        var dots: [String.Index] = []
        var index = path.utf8.startIndex
        while dots.count < count, let dot = path.utf8[index...].firstIndex(of: UInt8(ascii: ".")) {
            dots.append(dot)
            index = path.utf8.index(after: dot)
        }
        return dots
    }

    /// The last `count` dots of `path`, outermost first; fewer when it has fewer.
    static func dots(in path: String, last count: Int) -> [String.Index] {
        var dots: [String.Index] = []
        var end = path.utf8.endIndex
        while dots.count < count, let dot = path.utf8[..<end].lastIndex(of: UInt8(ascii: ".")) {
            dots.append(dot)
            end = dot
        }
        return dots.reversed()
    }
}
