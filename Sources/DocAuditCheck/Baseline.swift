import DocAuditCore

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

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
///
/// A baseline can be as large as the findings of a whole tree, so memory keeps only a key and a
/// count for each entry; the entries' texts wait in a temporary file, read back for the stale
/// ones and for ``jsonText``.
public struct Baseline: Sendable, Equatable {
    /// Each entry's number, by the entry's key.
    private var numbers: [UInt64: Int32]
    /// How many findings each entry stands for, by number.
    private var counts: [Int]
    /// Each entry's text, by number.
    private let texts: EntryTexts
    /// The absolute folder the entries' files are relative to.
    public let folder: String

    /// A baseline of `diagnostics`, for a file in `folder`.
    ///
    /// ```swift
    /// let baseline = Baseline(diagnostics: result.diagnostics, folder: "/work/app")
    /// ```
    public init(diagnostics: some Sequence<Diagnostic>, folder: String) {
        self.init(folder: folder)
        var entries = Entries(folder: folder)
        for diagnostic in diagnostics { add(entries.entry(for: diagnostic), count: 1) }
    }

    private init(folder: String) {
        numbers = [:]
        counts = []
        texts = EntryTexts()
        self.folder = folder
    }

    /// Counts `count` more findings for `entry`.
    private mutating func add(_ entry: BaselineEntry, count: Int) {
        let key = Self.key(of: entry)
        if let number = numbers[key] {
            counts[Int(number)] += count
        } else {
            numbers[key] = Int32(counts.count)
            counts.append(count)
            texts.append(entry)
        }
    }

    /// The key that stands for `entry`: 64 bits of a hash of its three texts, so two entries
    /// share one only by a chance far smaller than any baseline makes likely.
    private static func key(of entry: BaselineEntry) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(entry.file)
        hasher.combine(entry.rule)
        hasher.combine(entry.symbol)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }

    /// Two baselines are equal when they hold the same entries, as many times, for one folder.
    ///
    /// ```swift
    /// let unchanged = try Baseline.load("baseline.json") == baseline
    /// ```
    public static func == (a: Baseline, b: Baseline) -> Bool {
        a.folder == b.folder && a.numbers.count == b.numbers.count
            && a.numbers.allSatisfy { key, number in b.numbers[key].map { b.counts[Int($0)] } == a.counts[Int(number)] }
    }

    /// How many of `diagnostics` each entry of a baseline in `folder` stands for.
    private static func counts(of diagnostics: some Sequence<Diagnostic>, folder: String) -> [BaselineEntry: Int] {
        var counts: [BaselineEntry: Int] = [:]
        var entries = Entries(folder: folder)
        for diagnostic in diagnostics { counts[entries.entry(for: diagnostic), default: 0] += 1 }
        return counts
    }

    /// The entries of findings in a baseline in `folder`. Findings come file by file, so each
    /// file's path is made relative once, not once per finding.
    private struct Entries {
        let folder: String
        private var last: (file: String, entryFile: String)?

        init(folder: String) {
            self.folder = folder
        }

        mutating func entry(for diagnostic: Diagnostic) -> BaselineEntry {
            if last?.file != diagnostic.file { last = (diagnostic.file, Baseline.entryFile(diagnostic.file, folder: folder)) }
            return BaselineEntry(file: last!.entryFile, rule: diagnostic.rule, symbol: diagnostic.symbol)
        }
    }

    /// `file` as an entry of a baseline in `folder` names it: relative to `folder` when inside it.
    private static func entryFile(_ file: String, folder: String) -> String {
        let absolute = FilePaths.absolute(file)
        return FilePaths.relative(absolute, to: folder) ?? absolute
    }

    /// Splits `diagnostics` into those the baseline does not hold, and the entries (one per
    /// unmatched finding) that no longer occur. One pass decides, finding by finding, which are
    /// held, and keeps the answer as one bit each: every later pass over the remaining ones
    /// reads the findings again and skips the held ones.
    ///
    /// ```swift
    /// let (new, stale) = baseline.filter(result.diagnostics)
    /// ```
    public func filter(_ diagnostics: Diagnostics) -> (remaining: Diagnostics, stale: [BaselineEntry]) {
        var left = counts
        var remaining = DiagnosticCounts()
        var held = [UInt64](repeating: 0, count: (diagnostics.count + 63) / 64)
        var entries = Entries(folder: folder)
        for (index, diagnostic) in diagnostics.enumerated() {
            if let number = numbers[Self.key(of: entries.entry(for: diagnostic))].map(Int.init), left[number] > 0 {
                left[number] -= 1
                held[index / 64] |= 1 << UInt64(index % 64)
            } else {
                remaining.add(diagnostic.severity)
            }
        }
        let stale = left.indices.filter { left[$0] > 0 }.flatMap { Array(repeating: texts.entry($0), count: left[$0]) }.sorted()
        let filtered = Diagnostics(counts: remaining) { [held] in
            var all = diagnostics.enumerated().makeIterator()
            return AnyIterator {
                while let (index, diagnostic) = all.next() {
                    if held[index / 64] & (1 << UInt64(index % 64)) == 0 { return diagnostic }
                }
                return nil
            }
        }
        return (filtered, stale)
    }

    /// The baseline file's text: entries sorted, one per line.
    ///
    /// ```swift
    /// try baseline.jsonText.write(toFile: "docaudit-baseline.json", atomically: true, encoding: .utf8)
    /// ```
    public var jsonText: String {
        let output = ReportOutput()
        Self.write(counts.indices.map { (key: texts.entry($0), value: counts[$0]) }.sorted { $0.key < $1.key }, to: output)
        return output.text
    }

    /// Writes the baseline file of `files` (a sequence that can be gone through twice, as a
    /// check's files can), for a file in `folder`, to `output`: the text ``jsonText`` would be,
    /// one file's entries at a time. The files are taken in the order of their entries' paths,
    /// and only then are their findings read and counted.
    ///
    /// ```swift
    /// Baseline.write(result.files, folder: "/work/app", to: ReportOutput(descriptor: descriptor))
    /// ```
    public static func write(_ files: some Sequence<DiagnosticFile>, folder: String, to output: ReportOutput) {
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
        func fail(_ key: String, _ message: String) -> ConfigurationError {
            ConfigurationError(file: path, key: key, message: message)
        }
        // Read through a mapping and entry by entry: a baseline can be as large as a tree's
        // findings, and neither the file nor a tree of its values is ever held whole.
        var baseline = Baseline(folder: FilePaths.folder(of: FilePaths.absolute(path)))
        var entryError: ConfigurationError?
        let parsed: Result<JSONValue, JSONSyntaxError>
        do throws(PathProblem) {
            parsed = try MappedFile.read(path) { bytes, release in
                let entries = JSONParser.StreamedArray(key: "entries") { index, item, end in
                    release(end)
                    guard entryError == nil else { return }
                    switch Result(catching: { () throws(ConfigurationError) in try Self.entry(item, index: index, fail: fail) }) {
                    case .success(let counted): baseline.add(counted.entry, count: counted.count)
                    case .failure(let error): entryError = error
                    }
                }
                return Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes, streaming: entries) }
            }
        } catch {
            throw fail("", error.message)
        }
        let root: JSONValue
        do {
            root = try parsed.get()
        } catch {
            throw JSONParser.invalid(error, file: path)
        }
        guard case .object(let members) = root, case .array? = members.first(where: { $0.key == "entries" })?.value else {
            throw fail("entries", "expected a baseline written by --write-baseline: an object with an \"entries\" array")
        }
        if let entryError { throw entryError }
        return baseline
    }

    /// The entry `item` of a baseline file, at `index` of its entries, and how many findings it
    /// stands for.
    private static func entry(_ item: JSONValue, index: Int, fail: (String, String) -> ConfigurationError) throws(ConfigurationError) -> (entry: BaselineEntry, count: Int) {
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
        return (BaselineEntry(file: try text("file"), rule: try text("rule"), symbol: try text("symbol")), count)
    }
}

/// The texts of a baseline's entries, by number, kept in a temporary file in the spill's
/// encoding of texts and read back one entry at a time.
private final class EntryTexts: @unchecked Sendable {
    private let spill = SpillFile()
    /// Where each entry starts in `spill`; it ends where the next starts.
    private var starts: [Int] = []

    /// Keeps `entry` as the next number.
    func append(_ entry: BaselineEntry) {
        starts.append(spill.append { bytes in
            SpillCoding.appendText(entry.file, to: &bytes)
            SpillCoding.appendText(entry.rule, to: &bytes)
            SpillCoding.appendText(entry.symbol, to: &bytes)
        })
    }

    /// The entry kept as `number`.
    func entry(_ number: Int) -> BaselineEntry {
        let texts = spill.piece(number, startingAt: starts).withUnsafeBufferPointer(SpillCoding.decodeTexts)
        return BaselineEntry(file: texts[0], rule: texts[1], symbol: texts[2])
    }
}
