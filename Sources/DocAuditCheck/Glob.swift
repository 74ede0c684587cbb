/// A path pattern: `**` matches any number of folders, `*` anything within one path
/// component, `?` one character. As in `.gitignore`, a pattern without `/` matches a file or
/// folder name at any depth, and a pattern that matches a folder matches everything below it
/// (`Projects/Feature/Home/Sources` and `Projects/Feature/Home/Sources/` alike).
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    /// The bytes of the literal and wildcard components, one after another.
    private let bytes: [UInt8]
    /// The components, each `**` or a range of `bytes`: plain values, so matching (which runs
    /// for every file against every pattern) touches no reference counts.
    private let components: [Component]

    private struct Component: Sendable, Hashable {
        /// `**`; a name without wildcards; one with a single `*` and no `?` (`*Tests`,
        /// `Feature*`), matched by its ends alone; any other with wildcards.
        enum Kind: Sendable, Hashable { case anyDepth, literal, oneStar(at: Int), wildcard }
        var kind: Kind
        var range: Range<Int>
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
        var bytes: [UInt8] = []
        components = parts.map { part in
            if part == "**" { return Component(kind: .anyDepth, range: 0..<0) }
            let start = bytes.count
            bytes += part.utf8
            let stars = part.utf8.enumerated().filter { $0.element == UInt8(ascii: "*") }.map(\.offset)
            let kind: Component.Kind = part.utf8.contains(UInt8(ascii: "?")) || stars.count > 1 ? .wildcard
                : stars.first.map { .oneStar(at: start + $0) } ?? .literal
            return Component(kind: kind, range: start..<bytes.count)
        }
        self.bytes = bytes
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
        bytes.withUnsafeBufferPointer { pattern in
            path.bytes.withUnsafeBufferPointer { text in
                matches(pattern: pattern, text: text, parts: path.components)
            }
        }
    }

    /// Whether the file named `name` in `folder` matches, for a pattern that does not match
    /// `folder` itself (which would match every file in it; ``FolderGlobs`` asks that first):
    /// only a pattern whose last component matches the name can, so most files are settled by
    /// that one test.
    func matches(fileNamed name: [UInt8], in folder: GlobPath) -> Bool {
        // Every pattern ends with `**`; the component before it must take the name.
        if components.count >= 2 {
            let last = components[components.count - 2]
            let named = bytes.withUnsafeBufferPointer { pattern in
                name.withUnsafeBufferPointer { Glob.matchComponent(last, pattern, $0[...]) }
            }
            if !named { return false }
            // `**/Name/**` needs nothing more than the name.
            if isAnyDepthName { return true }
        }
        return matches(folder.appending(name))
    }

    /// `**/Name/**`, what most patterns are (a bare name becomes one): any component that
    /// matches `Name` makes a path match.
    var isAnyDepthName: Bool {
        components.count == 3 && components[0].kind == .anyDepth && components[2].kind == .anyDepth
    }

    /// Backtracking over `**`, iteratively: a position pair is tried once, so the cost is
    /// bounded by the product of the two lengths.
    private func matches(pattern: UnsafeBufferPointer<UInt8>, text: UnsafeBufferPointer<UInt8>, parts: [Range<Int>]) -> Bool {
        if isAnyDepthName {
            return parts.contains { Glob.matchComponent(components[1], pattern, text[$0]) }
        }
        var starPattern = -1
        var starPath = -1
        var p = 0
        var s = 0
        while s < parts.count {
            if p < components.count, components[p].kind == .anyDepth {
                starPattern = p
                starPath = s
                p += 1
            } else if p < components.count, Glob.matchComponent(components[p], pattern, text[parts[s]]) {
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
        while p < components.count, components[p].kind == .anyDepth { p += 1 }
        return p == components.count
    }

    private static func matchComponent(_ component: Component, _ pattern: UnsafeBufferPointer<UInt8>, _ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        switch component.kind {
        case .anyDepth: return true
        case .literal: return name.count == component.range.count && name.elementsEqual(pattern[component.range])
        case .oneStar(let star):
            let head = pattern[component.range.lowerBound..<star]
            let tail = pattern[(star + 1)..<component.range.upperBound]
            return name.count >= head.count + tail.count && name.prefix(head.count).elementsEqual(head) && name.suffix(tail.count).elementsEqual(tail)
        case .wildcard: return matchWildcard(pattern[component.range], name)
        }
    }

    /// Matches one component against `*` and `?` (one UTF-8 encoded character).
    private static func matchWildcard(_ pattern: Slice<UnsafeBufferPointer<UInt8>>, _ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let star = UInt8(ascii: "*")
        var pi = pattern.startIndex
        var ni = name.startIndex
        var starAt = -1
        var mark = ni
        func characterEnd(_ index: Int) -> Int {
            var end = index + 1
            while end < name.endIndex, name[end] & 0xC0 == 0x80 { end += 1 }
            return end
        }
        while ni < name.endIndex {
            if pi < pattern.endIndex, pattern[pi] == UInt8(ascii: "?") {
                pi += 1
                ni = characterEnd(ni)
            } else if pi < pattern.endIndex, pattern[pi] == name[ni], pattern[pi] != star {
                pi += 1
                ni += 1
            } else if pi < pattern.endIndex, pattern[pi] == star {
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
        while pi < pattern.endIndex, pattern[pi] == star { pi += 1 }
        return pi == pattern.endIndex
    }
}

/// A relative path split into its components once, to be matched against many globs.
public struct GlobPath: Sendable {
    /// The path's bytes.
    fileprivate let bytes: [UInt8]
    /// The components' ranges in `bytes`, `.` components dropped.
    fileprivate let components: [Range<Int>]

    /// Splits `path` on `/`.
    ///
    /// ```swift
    /// let path = GlobPath("Projects/Core/Network/Interface/Endpoint.swift")
    /// ```
    public init(_ path: String) {
        self.init(bytes: Array(path.utf8))
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        var components: [Range<Int>] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
            if index > start, !(index - start == 1 && bytes[start] == UInt8(ascii: ".")) { components.append(start..<index) }
            start = index + 1
        }
        self.components = components
    }

    private init(bytes: [UInt8], components: [Range<Int>]) {
        self.bytes = bytes
        self.components = components
    }

    /// The path with one more component, `name` (a file or folder name, without `/`).
    fileprivate func appending(_ name: [UInt8]) -> GlobPath {
        var joined = bytes
        joined.reserveCapacity(bytes.count + 1 + name.count)
        joined.append(UInt8(ascii: "/"))
        let start = joined.count
        joined += name
        guard !name.isEmpty, name != [UInt8(ascii: ".")] else { return GlobPath(bytes: joined, components: components) }
        return GlobPath(bytes: joined, components: components + [start..<joined.count])
    }
}

/// Lists of globs matched against the files of one folder. What the folder's path settles (a
/// pattern matching the folder matches every file in it) is worked out once per folder; each
/// file then tries only the other patterns, most of them rejected by its name alone. A folder
/// below another is settled from its parent's answers and its own name in the same way.
public struct FolderGlobs: Sendable {
    /// The folder's path; left as the first folder's when no pattern needs more than names.
    private let folder: GlobPath
    /// Whether a pattern needs the folder's path: one not of the `**/Name/**` kind.
    private let tracksPath: Bool
    private let lists: [[Glob]]
    /// For each pattern, list after list, whether it matches the folder itself.
    private let patternsMatchingFolder: [Bool]
    /// For each list, whether one of its patterns matches the folder itself.
    private let matchesFolder: [Bool]

    /// Matches `lists` against the files of `folder` (relative, `/`-separated).
    ///
    /// ```swift
    /// let globs = FolderGlobs([[Glob("Tests/")], [Glob("**/Project.swift")]], folder: "App/Sources")
    /// ```
    public init(_ lists: [[Glob]], folder: String) {
        let path = GlobPath(folder)
        self.init(lists, folder: path, tracksPath: lists.contains { $0.contains { !$0.isAnyDepthName } }, matching: lists.flatMap { list in list.map { $0.matches(path) } })
    }

    /// Matches the lists of `parent` against the files of its subfolder `name`: a pattern that
    /// matches the parent matches everything below it, and one that does not can match the
    /// subfolder only through its name, as it would a file's.
    ///
    /// ```swift
    /// let sources = FolderGlobs(subfolder: Array("Sources".utf8), of: globs)
    /// ```
    public init(subfolder name: [UInt8], of parent: FolderGlobs) {
        var matching = parent.patternsMatchingFolder
        var index = 0
        for list in parent.lists {
            for glob in list {
                if !matching[index] { matching[index] = glob.matches(fileNamed: name, in: parent.folder) }
                index += 1
            }
        }
        self.init(parent.lists, folder: parent.tracksPath ? parent.folder.appending(name) : parent.folder, tracksPath: parent.tracksPath, matching: matching)
    }

    private init(_ lists: [[Glob]], folder: GlobPath, tracksPath: Bool, matching: [Bool]) {
        self.folder = folder
        self.tracksPath = tracksPath
        self.lists = lists
        patternsMatchingFolder = matching
        var start = 0
        matchesFolder = lists.map { list in
            defer { start += list.count }
            return matching[start..<start + list.count].contains(true)
        }
    }

    /// Whether a pattern of list `list` matches the file named `name` in the folder.
    ///
    /// ```swift
    /// globs.matches(list: 1, fileNamed: Array("Project.swift".utf8)) // true
    /// ```
    public func matches(list: Int, fileNamed name: [UInt8]) -> Bool {
        matchesFolder[list] || lists[list].contains { $0.matches(fileNamed: name, in: folder) }
    }
}
