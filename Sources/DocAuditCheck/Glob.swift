/// A path pattern: `**` matches any number of folders, `*` anything within one path
/// component, `?` one character. As in `.gitignore`, a pattern without `/` matches a file or
/// folder name at any depth, and a pattern that matches a folder matches everything below it
/// (`Projects/Feature/Home/Sources` and `Projects/Feature/Home/Sources/` alike).
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let components: [Component]

    private enum Component: Sendable, Hashable {
        case anyDepth
        case literal([UInt8])
        case wildcard([UInt8])
    }

    /// Parses a pattern.
    ///
    /// ```swift
    /// let glob = Glob("Projects/*/Interface/**")
    /// glob.matches("Projects/Core/Interface/A.swift") // true
    /// ```
    public init(_ pattern: String) {
        self.pattern = pattern
        var parts = FilePaths.normalized(pattern).split(separator: "/", omittingEmptySubsequences: true)
        if parts.count == 1, !parts[0].contains("**") {
            // A bare name matches at any depth.
            parts.insert("**", at: 0)
        }
        // As in .gitignore, a pattern that names a folder also matches everything below it.
        if parts.last != "**" { parts.append("**") }
        components = parts.map { part in
            if part == "**" { return .anyDepth }
            let bytes = Array(part.utf8)
            return bytes.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") } ? .wildcard(bytes) : .literal(bytes)
        }
    }

    /// The pattern as written.
    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) matches the pattern.
    ///
    /// ```swift
    /// Glob("*Tests").matches("App/FooTests/A.swift") // true
    /// ```
    public func matches(_ path: String) -> Bool {
        matches(GlobPath(path))
    }

    /// Whether an already split `path` matches the pattern: split a path once to match it
    /// against many patterns.
    ///
    /// ```swift
    /// let path = GlobPath("App/FooTests/A.swift")
    /// let ignored = globs.contains { $0.matches(path) }
    /// ```
    public func matches(_ path: GlobPath) -> Bool {
        let parts = path.components
        var starPattern = -1
        var starPath = -1
        var p = 0
        var s = 0
        // Backtracking over `**`, iteratively: a position pair is tried once, so the cost is
        // bounded by the product of the two lengths.
        while s < parts.count {
            if p < components.count, components[p] == .anyDepth {
                starPattern = p
                starPath = s
                p += 1
            } else if p < components.count, Glob.matchComponent(components[p], parts[s]) {
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
        while p < components.count, components[p] == .anyDepth { p += 1 }
        return p == components.count
    }

    /// Whether the file named `name` in `folder` matches, for a pattern that does not match
    /// `folder` itself (which would match every file in it): only a pattern whose last
    /// component matches the name can, so most files are settled by that one test.
    ///
    /// ```swift
    /// Glob("**/Project.swift").matches(fileNamed: Array("Project.swift".utf8)[...], in: GlobPath("App")) // true
    /// ```
    public func matches(fileNamed name: ArraySlice<UInt8>, in folder: GlobPath) -> Bool {
        // Every pattern ends with `**`; the component before it must take the name.
        if components.count >= 2, !Glob.matchComponent(components[components.count - 2], name) { return false }
        return matches(GlobPath(components: folder.components + [name]))
    }

    private static func matchComponent(_ component: Component, _ name: ArraySlice<UInt8>) -> Bool {
        switch component {
        case .anyDepth: return true
        case .literal(let bytes): return name.elementsEqual(bytes)
        case .wildcard(let bytes): return matchWildcard(bytes, name)
        }
    }

    /// Matches one component against `*` and `?` (one UTF-8 encoded character).
    private static func matchWildcard(_ pattern: [UInt8], _ name: ArraySlice<UInt8>) -> Bool {
        let star = UInt8(ascii: "*")
        var pi = 0
        var ni = name.startIndex
        var starAt = -1
        var mark = ni
        func characterEnd(_ index: Int) -> Int {
            var end = index + 1
            while end < name.endIndex, name[end] & 0xC0 == 0x80 { end += 1 }
            return end
        }
        while ni < name.endIndex {
            if pi < pattern.count, pattern[pi] == UInt8(ascii: "?") {
                pi += 1
                ni = characterEnd(ni)
            } else if pi < pattern.count, pattern[pi] == name[ni], pattern[pi] != star {
                pi += 1
                ni += 1
            } else if pi < pattern.count, pattern[pi] == star {
                starAt = pi
                mark = ni
                pi += 1
            } else if starAt >= 0 {
                pi = starAt + 1
                mark = characterEnd(mark)
                ni = mark
            } else {
                return false
            }
        }
        while pi < pattern.count, pattern[pi] == star { pi += 1 }
        return pi == pattern.count
    }
}

/// A relative path split into its components once, to be matched against many globs.
public struct GlobPath: Sendable {
    /// The components' bytes, `.` components dropped.
    let components: [ArraySlice<UInt8>]

    /// Splits `path` on `/`.
    ///
    /// ```swift
    /// let path = GlobPath("Projects/Core/Network/Interface/Endpoint.swift")
    /// ```
    public init(_ path: String) {
        let bytes = Array(path.utf8)
        components = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).filter { !$0.elementsEqual([UInt8(ascii: ".")]) }
    }

    fileprivate init(components: [ArraySlice<UInt8>]) {
        self.components = components
    }
}

/// Lists of globs matched against the files of one folder. What the folder's path settles (a
/// pattern matching the folder matches every file in it) is worked out once per folder; each
/// file then tries only the other patterns, most of them rejected by its name alone.
public struct FolderGlobs: Sendable {
    private let folder: GlobPath
    private let lists: [[Glob]]
    /// For each list, whether one of its patterns matches the folder itself.
    private let matchesFolder: [Bool]

    /// Matches `lists` against the files of `folder` (relative, `/`-separated).
    ///
    /// ```swift
    /// let globs = FolderGlobs([[Glob("Tests/")], [Glob("**/Project.swift")]], folder: "App/Sources")
    /// ```
    public init(_ lists: [[Glob]], folder: String) {
        let path = GlobPath(folder)
        self.folder = path
        self.lists = lists
        matchesFolder = lists.map { list in list.contains { $0.matches(path) } }
    }

    /// Whether a pattern of list `list` matches the file named `name` in the folder.
    ///
    /// ```swift
    /// globs.matches(list: 1, fileNamed: Array("Project.swift".utf8)[...]) // true
    /// ```
    public func matches(list: Int, fileNamed name: ArraySlice<UInt8>) -> Bool {
        matchesFolder[list] || lists[list].contains { $0.matches(fileNamed: name, in: folder) }
    }
}
