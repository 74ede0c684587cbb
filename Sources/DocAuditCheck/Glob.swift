/// A path pattern: `**` matches any number of folders, `*` anything within one path
/// component, `?` one character. A pattern without `/` matches a file or folder name at any
/// depth, as in `.gitignore`.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let components: [Substring]

    /// Parses a pattern.
    ///
    /// ```swift
    /// let glob = Glob("Projects/*/Interface/**")
    /// glob.matches("Projects/Core/Interface/A.swift") // true
    /// ```
    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        var parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
        if parts.count == 1, !parts[0].contains("**") {
            // A bare name matches at any depth, and everything below a matching folder.
            parts = ["**", parts[0], "**"]
        } else if trimmed.hasSuffix("/") {
            parts.append("**")
        }
        components = parts
    }

    /// The pattern as written.
    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) matches the pattern.
    ///
    /// ```swift
    /// Glob("*Tests").matches("App/FooTests/A.swift") // true
    /// ```
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return Glob.match(components[...], parts[...])
    }

    /// Matches component lists with backtracking over `**`, iteratively: a position pair is
    /// tried once, so the cost is bounded by the product of the two lengths.
    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        var starPattern = -1
        var starPath = -1
        var p = pattern.startIndex
        var s = path.startIndex
        while s < path.endIndex {
            if p < pattern.endIndex, pattern[p] == "**" {
                starPattern = p
                starPath = s
                p += 1
            } else if p < pattern.endIndex, matchComponent(pattern[p], path[s]) {
                p += 1
                s += 1
            } else if starPattern >= 0 {
                p = starPattern + 1
                starPath += 1
                s = starPath
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "**" { p += 1 }
        return p == pattern.endIndex
    }

    /// Matches one path component against `*` and `?` wildcards.
    static func matchComponent(_ pattern: Substring, _ name: Substring) -> Bool {
        let p = Array(pattern.unicodeScalars)
        let n = Array(name.unicodeScalars)
        var pi = 0
        var ni = 0
        var star = -1
        var mark = 0
        while ni < n.count {
            if pi < p.count, p[pi] == "?" || p[pi] == n[ni] {
                pi += 1
                ni += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi
                mark = ni
                pi += 1
            } else if star >= 0 {
                pi = star + 1
                mark += 1
                ni = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
