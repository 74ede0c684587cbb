import DocAuditCore

/// One known finding in a baseline: matched on file, rule and symbol path, not on lines, so
/// code that moves stays matched.
public struct BaselineEntry: Sendable, Hashable, Comparable {
    /// The file, relative to the baseline file's folder.
    public var file: String
    /// The rule id.
    public var rule: String
    /// The symbol path.
    public var symbol: String

    /// Orders entries by file, rule and symbol.
    ///
    /// ```swift
    /// let first = a < b ? a : b
    /// ```
    public static func < (a: BaselineEntry, b: BaselineEntry) -> Bool {
        (a.file, a.rule, a.symbol) < (b.file, b.rule, b.symbol)
    }
}

/// The findings a codebase had when it adopted docaudit; a check with `--baseline` reports only
/// new ones, and the entries that no longer match as stale.
public struct Baseline: Sendable, Equatable {
    /// How many findings each entry stands for.
    public private(set) var counts: [BaselineEntry: Int]
    /// The absolute folder the entries' files are relative to.
    public let folder: String

    /// A baseline of `diagnostics`, for a file in `folder`.
    ///
    /// ```swift
    /// let baseline = Baseline(diagnostics: result.diagnostics, folder: "/work/app")
    /// ```
    public init(diagnostics: [Diagnostic], folder: String) {
        self.folder = folder
        counts = [:]
        for diagnostic in diagnostics { counts[entry(for: diagnostic), default: 0] += 1 }
    }

    private init(counts: [BaselineEntry: Int], folder: String) {
        self.counts = counts
        self.folder = folder
    }

    private func entry(for diagnostic: Diagnostic) -> BaselineEntry {
        let absolute = FilePaths.absolute(diagnostic.file)
        return BaselineEntry(file: FilePaths.relative(absolute, to: folder) ?? absolute, rule: diagnostic.rule, symbol: diagnostic.symbol)
    }

    /// Splits `diagnostics` into those the baseline does not hold, and the entries (one per
    /// unmatched finding) that no longer occur.
    ///
    /// ```swift
    /// let (new, stale) = baseline.filter(result.diagnostics)
    /// ```
    public func filter(_ diagnostics: [Diagnostic]) -> (remaining: [Diagnostic], stale: [BaselineEntry]) {
        var left = counts
        var remaining: [Diagnostic] = []
        for diagnostic in diagnostics {
            let key = entry(for: diagnostic)
            if let count = left[key], count > 0 {
                left[key] = count - 1
            } else {
                remaining.append(diagnostic)
            }
        }
        let stale = left.filter { $0.value > 0 }.flatMap { Array(repeating: $0.key, count: $0.value) }.sorted()
        return (remaining, stale)
    }

    /// The baseline file's text: entries sorted, one per line.
    ///
    /// ```swift
    /// try baseline.jsonText.write(toFile: "docaudit-baseline.json", atomically: true, encoding: .utf8)
    /// ```
    public var jsonText: String {
        let lines = counts.keys.sorted().map { entry in
            "    " + JSONText.object([
                ("file", JSONText.quoted(entry.file)),
                ("rule", JSONText.quoted(entry.rule)),
                ("symbol", JSONText.quoted(entry.symbol)),
                ("count", String(counts[entry]!)),
            ])
        }
        return "{\n  \"version\": 1,\n  \"entries\": [\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    /// Reads a baseline file.
    ///
    /// ```swift
    /// let baseline = try Baseline.load("docaudit-baseline.json")
    /// ```
    public static func load(_ path: String) throws(ConfigurationError) -> Baseline {
        let root = try JSONParser.document(try JSONParser.contents(of: path), file: path)
        func fail(_ key: String, _ message: String) -> ConfigurationError {
            ConfigurationError(file: path, key: key, message: message)
        }
        guard case .object(let members) = root, case .array(let items)? = members.first(where: { $0.key == "entries" })?.value else {
            throw fail("entries", "expected a baseline written by --write-baseline: an object with an \"entries\" array")
        }
        var counts: [BaselineEntry: Int] = [:]
        for (index, item) in items.enumerated() {
            guard case .object(let fields) = item else { throw fail("entries[\(index)]", "expected an object") }
            func text(_ name: String) throws(ConfigurationError) -> String {
                guard case .string(let value)? = fields.first(where: { $0.key == name })?.value else { throw fail("entries[\(index)].\(name)", "expected a string") }
                return value
            }
            var count = 1
            if let value = fields.first(where: { $0.key == "count" })?.value {
                guard case .number(let number) = value, number >= 1, let whole = Int(exactly: number), whole <= Int(Int32.max) else {
                    throw fail("entries[\(index)].count", "expected a whole number from 1 to \(Int32.max)")
                }
                count = whole
            }
            counts[BaselineEntry(file: try text("file"), rule: try text("rule"), symbol: try text("symbol")), default: 0] += count
        }
        return Baseline(counts: counts, folder: FilePaths.folder(of: FilePaths.absolute(path)))
    }
}
