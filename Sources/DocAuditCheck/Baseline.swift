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
    public init(diagnostics: some Sequence<Diagnostic>, folder: String) {
        self.folder = folder
        counts = Self.counts(of: diagnostics, folder: folder)
    }

    private init(counts: [BaselineEntry: Int], folder: String) {
        self.counts = counts
        self.folder = folder
    }

    /// How many of `diagnostics` each entry of a baseline in `folder` stands for.
    private static func counts(of diagnostics: some Sequence<Diagnostic>, folder: String) -> [BaselineEntry: Int] {
        var counts: [BaselineEntry: Int] = [:]
        for diagnostic in diagnostics { counts[entry(for: diagnostic, folder: folder), default: 0] += 1 }
        return counts
    }

    /// The entry of `diagnostic` in a baseline in `folder`.
    private static func entry(for diagnostic: Diagnostic, folder: String) -> BaselineEntry {
        BaselineEntry(file: entryFile(diagnostic.file, folder: folder), rule: diagnostic.rule, symbol: diagnostic.symbol)
    }

    /// `file` as an entry of a baseline in `folder` names it: relative to `folder` when inside it.
    private static func entryFile(_ file: String, folder: String) -> String {
        let absolute = FilePaths.absolute(file)
        return FilePaths.relative(absolute, to: folder) ?? absolute
    }

    /// Splits `diagnostics` into those the baseline does not hold, and the entries (one per
    /// unmatched finding) that no longer occur. One pass counts them; the remaining ones are
    /// picked out again, the same way, on each pass over them.
    ///
    /// ```swift
    /// let (new, stale) = baseline.filter(result.diagnostics)
    /// ```
    public func filter(_ diagnostics: Diagnostics) -> (remaining: Diagnostics, stale: [BaselineEntry]) {
        var left = counts
        var remaining = DiagnosticCounts()
        for diagnostic in diagnostics where !take(diagnostic, from: &left) { remaining.add(diagnostic.severity) }
        let stale = left.filter { $0.value > 0 }.flatMap { Array(repeating: $0.key, count: $0.value) }.sorted()
        let filtered = Diagnostics(counts: remaining) { [self] in
            var left = counts
            let all = diagnostics.makeIterator()
            return AnyIterator {
                while let diagnostic = all.next() {
                    if !take(diagnostic, from: &left) { return diagnostic }
                }
                return nil
            }
        }
        return (filtered, stale)
    }

    /// Whether `left` still holds an entry for `diagnostic`; if so, it takes one from it.
    private func take(_ diagnostic: Diagnostic, from left: inout [BaselineEntry: Int]) -> Bool {
        let key = Self.entry(for: diagnostic, folder: folder)
        guard let count = left[key], count > 0 else { return false }
        left[key] = count - 1
        return true
    }

    /// The baseline file's text: entries sorted, one per line.
    ///
    /// ```swift
    /// try baseline.jsonText.write(toFile: "docaudit-baseline.json", atomically: true, encoding: .utf8)
    /// ```
    public var jsonText: String {
        let output = ReportOutput()
        Self.write(counts.sorted { $0.key < $1.key }, to: output)
        return output.text
    }

    /// Writes the baseline file of `files`, for a file in `folder`, to `output`: the text
    /// ``jsonText`` would be, one file's entries at a time. The files are taken in the order
    /// of their entries' paths, and only then are their findings read and counted.
    ///
    /// ```swift
    /// Baseline.write(result.files, folder: "/work/app", to: ReportOutput(descriptor: descriptor))
    /// ```
    public static func write(_ files: some Sequence<DiagnosticFile>, folder: String, to output: ReportOutput) {
        // `files` is gone through twice: check's are read back each time.
        // Files in report order mostly have their entries' paths in order too, each its own:
        // then they are written as they come, holding no list of them.
        var previous: String?
        let inOrder = files.allSatisfy { file in
            let key = entryFile(file.path, folder: folder)
            defer { previous = key }
            return previous.map { $0 < key } ?? true
        }
        if inOrder {
            write(files.lazy.flatMap { counts(of: $0.diagnostics, folder: folder).sorted { $0.key < $1.key } }, to: output)
            return
        }
        // Otherwise grouped as the entries' files compare (some paths reach one file), in
        // report order within a group: an entry's text is that of its first finding, as in
        // `jsonText`.
        let groups = Dictionary(grouping: files) { entryFile($0.path, folder: folder) }
        let entries = groups.keys.sorted().lazy.flatMap { key in
            counts(of: groups[key]!.lazy.flatMap(\.diagnostics), folder: folder).sorted { $0.key < $1.key }
        }
        write(entries, to: output)
    }

    /// Writes the baseline file holding `entries`, in their order.
    private static func write(_ entries: some Sequence<(key: BaselineEntry, value: Int)>, to output: ReportOutput) {
        output.write("{\n  \"version\": 1,\n  \"entries\": [\n")
        var isFirst = true
        for (entry, count) in entries {
            output.write((isFirst ? "    " : ",\n    ") + JSONText.object([
                ("file", JSONText.quoted(entry.file)),
                ("rule", JSONText.quoted(entry.rule)),
                ("symbol", JSONText.quoted(entry.symbol)),
                ("count", String(count)),
            ]))
            isFirst = false
        }
        output.write((isFirst ? "" : "\n") + "  ]\n}\n")
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
