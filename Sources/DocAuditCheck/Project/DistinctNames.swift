/// Distinct names for targets that the evidence names alike: two folders built as two modules
/// (the demos of two features, a `Models` target in two packages) would otherwise merge into
/// one in every report, and the second would vanish from `project`. Each such target is named
/// with the nearest folder above it that tells it apart (`ReportFeatureDemo`,
/// `SplashFeatureDemo`); the rows one declaration makes (a SwiftPM target's folders, an Xcode
/// target built for two platforms) are one target and keep their name.
struct DistinctNames {
    /// A target's row, the name the evidence gives it, and what makes rows one target: the
    /// same number for the rows of one declaration or one module's folder.
    struct Target {
        let row: Int
        let name: String
        let declaration: Int
    }

    /// Each target told apart, by row, with the name it now has; the others keep theirs.
    private(set) var names: [Int: String] = [:]

    /// Tells apart the `targets` that share a name across declarations, keeping clear of every
    /// name `taken` (the names of all targets, these and those named alone); `foldersAbove`
    /// gives the names of the folders above a row's target, nearest first, asked only of those
    /// that share a name.
    init(_ targets: [Target], taken: Set<String>, foldersAbove: (Int) -> [String]) {
        var taken = taken
        for (name, alike) in Dictionary(grouping: targets, by: \.name).sorted(by: { $0.key < $1.key }) {
            // Rows of one declaration are one target, told apart by its first row's folders.
            let declarations = Dictionary(grouping: alike, by: \.declaration)
            guard declarations.count > 1 else { continue }
            taken.remove(name)
            let firsts = declarations.values.map { $0.min { $0.row < $1.row }! }.sorted { $0.row < $1.row }
            tellApart(firsts.map { ($0.row, foldersAbove($0.row)[...]) }, named: name, taken: &taken)
            for rows in declarations.values {
                let first = rows.min { $0.row < $1.row }!.row
                for target in rows { names[target.row] = names[first] }
            }
        }
    }

    /// Names each of `targets` by the nearest folder above it whose name not all of them share,
    /// and again among those that still meet, further up; `taken` holds the names given.
    private mutating func tellApart(_ targets: [(row: Int, above: ArraySlice<String>)], named name: String, taken: inout Set<String>) {
        let shared = targets.dropFirst().reduce(Set(targets[0].above)) { $0.intersection($1.above) }
        var named: [String: [(row: Int, above: ArraySlice<String>)]] = [:]
        for target in targets {
            // A folder all share, one that tells nothing (`Sources`), or one the name holds
            // already (`ReportFeature` of `ReportFeatureDemo`) tells nothing apart.
            let telling = target.above.firstIndex { !shared.contains($0) && !Self.isStructural($0) && !name.hasPrefix($0) }
            let longer = telling.map { target.above[$0] + name } ?? name
            named[longer, default: []].append((target.row, telling.map { target.above[($0 + 1)...] } ?? []))
        }
        for (longer, alike) in named.sorted(by: { $0.key < $1.key }) {
            if alike.count > 1, alike.contains(where: { !$0.above.isEmpty }) {
                tellApart(alike, named: longer, taken: &taken)
                continue
            }
            // Where the folders tell no more, or the name is another target's, a number does.
            for target in alike {
                var unique = longer
                var number = 2
                while taken.contains(unique) {
                    unique = longer + String(number)
                    number += 1
                }
                names[target.row] = unique
                taken.insert(unique)
            }
        }
    }

    /// Whether a folder's name tells nothing of the module in it: a role folder (`Sources`)
    /// or a container (`Projects`, `Modules`).
    private static func isStructural(_ folder: String) -> Bool {
        if case .role = LayoutName(folder.utf8) { return true }
        return ProjectLayout.isContainer(ArraySlice(folder.utf8))
    }
}
