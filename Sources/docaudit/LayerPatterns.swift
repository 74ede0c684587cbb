import DocAuditCheck
import DocAuditRules

/// The layer table `init` writes, made short: a layer's patterns are joined under a more
/// general one (`Projects/Data/*/Tests/**` for one line per module, then `**/Tests/**`) where
/// that changes the layer of no walked file. A team reads and edits the file, so one line a
/// module is the last resort, not the rule.
enum LayerPatterns {
    /// `table` (its first matching pattern gives a file's layer, `shared` where none does),
    /// each entry's patterns joined under more general ones wherever every file of `files`
    /// (paths relative to the configuration's folder, with the layer the project gives them)
    /// that the general pattern matches takes that entry's layer: those files keep their layer,
    /// and so does every other file, which the general pattern does not match.
    ///
    /// ```swift
    /// LayerPatterns.collapsed([(.ignored, ["A/Tests/**", "B/Tests/**"])], files: [("A/Tests/T.swift", .ignored), ("B/Tests/T.swift", .ignored)])
    /// // [(.ignored, ["**/Tests/**"])]
    /// ```
    static func collapsed(_ table: [(Layer, [String])], files: [(path: String, layer: Layer)]) -> [(Layer, [String])] {
        let paths = files.map { GlobPath($0.path) }
        let layers = files.map(\.layer)
        var entries = table
        for index in entries.indices {
            let layer = entries[index].0
            // Each round joins some patterns under one: the entry shrinks until none can be.
            while let (general, joined) = generalizations(of: entries[index].1).first(where: { general, _ in
                let glob = Glob(general)
                return zip(paths, layers).allSatisfy { path, known in known == layer || !glob.matches(path) }
            }) {
                // The general pattern stands where the first it joins stood.
                let first = entries[index].1.firstIndex(where: joined.contains)!
                entries[index].1.insert(general, at: first)
                entries[index].1.removeAll { joined.contains($0) }
            }
        }
        return entries
    }

    /// `table` with the files of `files` whose first matching pattern gives them another layer
    /// than theirs named on their own, first: a manifest spelled in another case
    /// (`WorkSpace.swift`), a file the folder rules place apart from its folder's.
    ///
    /// ```swift
    /// LayerPatterns.exact([(.ignored, ["**/Workspace.swift"])], files: [("WorkSpace.swift", .ignored)])
    /// // [(.ignored, ["/WorkSpace.swift", "**/Workspace.swift"])]
    /// ```
    static func exact(_ table: [(Layer, [String])], files: [(path: String, layer: Layer)]) -> [(Layer, [String])] {
        let globs = table.map { $0.1.map(Glob.init) }
        var apart: [Layer: [String]] = [:]
        for file in files {
            let path = GlobPath(file.path)
            let given = globs.indices.first { globs[$0].contains { $0.matches(path) } }.map { table[$0].0 } ?? .shared
            // A leading `/` keeps a file at the top from naming every file of its name.
            if given != file.layer { apart[file.layer, default: []].append((file.path.contains("/") ? "" : "/") + file.path) }
        }
        var exact = table
        for (layer, paths) in apart.sorted(by: { $0.key.rawValue > $1.key.rawValue }) {
            // Into the first entry when it is of their layer (the manifests' `ignored` mostly).
            if exact.first?.0 == layer { exact[0].1.insert(contentsOf: paths.sorted(), at: 0) } else { exact.insert((layer, paths.sorted()), at: 0) }
        }
        return exact
    }

    /// The general patterns that several of `patterns` are instances of, each with those: the
    /// ones that join the most first, then the more general (fewer literal names), then by text.
    private static func generalizations(of patterns: [String]) -> [(String, Set<String>)] {
        var joined: [String: Set<String>] = [:]
        for pattern in patterns {
            for general in generalizations(of: pattern) { joined[general, default: []].insert(pattern) }
        }
        return joined.filter { $0.value.count > 1 }.sorted { a, b in
            (a.value.count, -literalNames(a.key), b.key) > (b.value.count, -literalNames(b.key), a.key)
        }.map { ($0.key, $0.value) }
    }

    /// The patterns one step more general than `pattern` (`Folder/Role/**`): its last folder at
    /// any depth (`**/Role/**`), or any one folder before it made `*`.
    private static func generalizations(of pattern: String) -> [String] {
        guard pattern.hasSuffix("/**"), !pattern.hasPrefix("**") else { return [] }
        let names = pattern.dropLast(3).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard names.count >= 2, let last = names.last, !last.contains("*") else { return [] }
        var general = ["**/" + last + "/**"]
        for index in names.indices.dropLast() where names[index] != "*" {
            var spelled = names
            spelled[index] = "*"
            general.append(spelled.joined(separator: "/") + "/**")
        }
        return general
    }

    /// How many names of `pattern` are spelled out, wildcards aside.
    private static func literalNames(_ pattern: String) -> Int {
        pattern.split(separator: "/").filter { !$0.contains("*") }.count
    }
}
