import DocAuditCore

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// A path pattern: `**` matches any number of folders, `*` anything within one path
/// component, `?` one character. As in `.gitignore`, a pattern without `/` matches a file or
/// folder name at any depth (`/` before it anchors it: `/Main.swift` is only the one at the
/// top), and a pattern that matches a folder matches everything below it
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
        var normalized = FilePaths.normalized(pattern)
        var bytes: [UInt8] = []
        var components: [Component] = []
        // Read over the pattern's bytes: configurations are read at every run, on every save in
        // an editor, and splitting strings cost more than the rest of reading them.
        normalized.withUTF8 { text in
            var parts: [Range<Int>] = []
            var start = 0
            for index in 0...text.count where index == text.count || text[index] == UInt8(ascii: "/") {
                if start < index { parts.append(start..<index) }
                start = index + 1
            }
            let isAnyDepth = { (part: Range<Int>) in part.count == 2 && text[part.lowerBound] == UInt8(ascii: "*") && text[part.lowerBound + 1] == UInt8(ascii: "*") }
            // A bare name matches at any depth; a leading `/` anchors it, as in `.gitignore`.
            if parts.count == 1, text.first != UInt8(ascii: "/"), !ByteSearch.contains(literal: "**", in: UnsafeBufferPointer(rebasing: text[parts[0]])) {
                components.append(Component(kind: .anyDepth, range: 0..<0))
            }
            for part in parts {
                if isAnyDepth(part) {
                    components.append(Component(kind: .anyDepth, range: 0..<0))
                    continue
                }
                let start = bytes.count
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[part]))
                let stars = part.filter { text[$0] == UInt8(ascii: "*") }
                let kind: Component.Kind = text[part].contains(UInt8(ascii: "?")) || stars.count > 1 ? .wildcard
                    : stars.first.map { .oneStar(at: start + $0 - part.lowerBound) } ?? .literal
                components.append(Component(kind: kind, range: start..<bytes.count))
            }
        }
        // As in .gitignore, a pattern that names a folder also matches everything below it.
        if components.last?.kind != .anyDepth { components.append(Component(kind: .anyDepth, range: 0..<0)) }
        self.bytes = bytes
        self.components = components
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
    func matches(fileNamed name: UnsafeBufferPointer<UInt8>, in folder: GlobPath) -> Bool {
        // Every pattern ends with `**`; the component before it must take the name.
        if components.count >= 2 {
            let last = components[components.count - 2]
            let named = bytes.withUnsafeBufferPointer { Glob.matchComponent(last, $0, name[...]) }
            if !named { return false }
            // `**/Name/**` needs nothing more than the name.
            if isAnyDepthName { return true }
        }
        return matches(folder.appending(Array(name)))
    }

    /// What the name of a file or folder must be for the pattern to match it through that
    /// name, as ``matches(fileNamed:in:)`` asks: the component before the closing `**` takes it.
    enum NameConstraint: Equatable {
        /// Exactly these bytes.
        case exactly([UInt8])
        /// A name ending in this byte.
        case endsWith(UInt8)
        /// Nothing a quick test can tell.
        case anything
    }

    /// The constraint the pattern puts on the name it matches a file or folder through.
    var nameConstraint: NameConstraint {
        guard components.count >= 2 else { return .anything }
        let last = components[components.count - 2]
        switch last.kind {
        case .anyDepth:
            return .anything
        case .literal:
            return .exactly(Array(bytes[last.range]))
        case .oneStar, .wildcard:
            // A literal last byte (a `*`'s tail, or after wildcards) must end the name too.
            let end = bytes[last.range.upperBound - 1]
            return end == UInt8(ascii: "*") || end == UInt8(ascii: "?") ? .anything : .endsWith(end)
        }
    }

    /// `**/Name/**`, what most patterns are (a bare name becomes one): any component that
    /// matches `Name` makes a path match.
    var isAnyDepthName: Bool {
        components.count == 3 && components[0].kind == .anyDepth && components[2].kind == .anyDepth
    }

    /// The name of a `**/Name/**` pattern without wildcards: a path matches when one of its
    /// components is exactly these bytes.
    var anyDepthLiteralName: [UInt8]? {
        guard isAnyDepthName, components[1].kind == .literal else { return nil }
        return Array(bytes[components[1].range])
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
    func appending(_ name: [UInt8]) -> GlobPath {
        var joined = bytes
        joined.reserveCapacity(bytes.count + 1 + name.count)
        joined.append(UInt8(ascii: "/"))
        let start = joined.count
        joined += name
        guard !name.isEmpty, name != [UInt8(ascii: ".")] else { return GlobPath(bytes: joined, components: components) }
        return GlobPath(bytes: joined, components: components + [start..<joined.count])
    }
}
