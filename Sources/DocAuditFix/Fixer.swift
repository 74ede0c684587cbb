import DocAuditRules
import DocAuditCheck
import DocAuditCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Unchecked buffers: the scanner's line table reads each round's text in place.

/// One file's fixes: what was planned, and the source before and after.
public struct FileFix: Sendable {
    /// The file, as reached from the command-line argument.
    public let path: String
    /// The fixes, in source order.
    public let fixes: [PlannedFix]
    /// The source as read.
    public let original: [UInt8]
    /// The source with the fixes applied (equal to `original` when there are none).
    public let fixed: [UInt8]
}

/// Why a file was not fixed; it is left exactly as it was.
public struct FixFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message, naming the file.
    public let description: String
}

/// What a run of `docaudit fix` did.
public struct FixReport: Sendable {
    /// The files changed (or, in a dry run, that would change), in path order.
    public var files: [FileFix] = []
    /// Files that could not be fixed or written, and configuration errors, each a message.
    public var problems: [String] = []
}

/// Runs the fixes: check finds the findings with the fixes their rules attach, the planner
/// chooses among them, ``SourceFixer`` proves the code unchanged, and ``AtomicFile`` writes.
///
/// Each file is re-read and re-checked right before it is fixed, so the edits always match
/// the bytes they apply to; configuration, layers, exclusions and `// docaudit:` suppressions
/// apply exactly as in check.
public struct Fixer: Sendable {
    /// Where each file's configuration comes from.
    public let configurations: ConfigurationResolver
    /// What to fix.
    public let planner: FixPlanner
    /// How many files check examines at once when looking for fixable findings.
    public let jobs: Int

    /// Creates a fixer.
    ///
    /// ```swift
    /// let fixer = Fixer(configurations: ConfigurationResolver(), planner: FixPlanner(language: .en, scaffold: false), jobs: 2)
    /// ```
    public init(configurations: ConfigurationResolver, planner: FixPlanner, jobs: Int) {
        self.configurations = configurations
        self.planner = planner
        self.jobs = jobs
    }

    /// Fixes `files`: writes each fixed file whole, or with `write` false only reports what
    /// would change. With `roots` (the paths the user named), a file reached through a symbolic
    /// link whose target lies outside all of them is named and left alone: a fix never reaches
    /// into another checkout or a vendored tree.
    ///
    /// ```swift
    /// let report = fixer.run(SourceWalker.tree(of: ["Sources"], noting: nil).files, write: true, within: ["Sources"])
    /// ```
    public func run(_ files: PathList, write: Bool, within roots: [String] = []) -> FixReport {
        var report = FixReport()
        let (candidates, problems) = filesWithFixableFindings(files)
        report.problems = problems
        let realRoots = roots.compactMap(Self.realPath)
        for path in candidates {
            do throws(FixFailure) {
                if !realRoots.isEmpty, let target = Self.realPath(path),
                   !realRoots.contains(where: { target == $0 || target.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
                    throw FixFailure(description: "\(path): a symbolic link to \(target), outside the paths given; left as it was")
                }
                let snapshot: FileSnapshot
                do { snapshot = try AtomicFile.snapshot(path) } catch { throw FixFailure(description: error.description) }
                let fileFix = try fix(snapshot.bytes, as: path)
                guard fileFix.fixed != fileFix.original else { continue }
                if write {
                    do { try AtomicFile.replace(snapshot, with: fileFix.fixed) } catch { throw FixFailure(description: error.description) }
                }
                report.files.append(fileFix)
            } catch {
                report.problems.append(error.description)
            }
        }
        return report
    }

    /// The fixes of `source`, checked as the file at `path` (which need not exist: editors fix
    /// unsaved buffers).
    ///
    /// ```swift
    /// let fileFix = try fixer.fix(buffer, as: "Sources/Feature/Route.swift")
    /// ```
    public func fix(_ source: [UInt8], as path: String) throws(FixFailure) -> FileFix {
        var fixed = source
        var fixes: [PlannedFix] = []
        // The edits of each round so far, to tell where a later round's fix stood at first.
        var rounds: [[SourceEdit]] = []
        // Demoting a doc comment can leave an earlier group, which it had replaced, attached
        // in its place: fix again until nothing is left, so a second run changes nothing.
        for _ in 0..<Self.maximumRounds {
            let round = try fixRound(fixed, as: path)
            guard !round.fixes.isEmpty else { break }
            fixes += rounds.isEmpty ? round.fixes : Self.placed(round.fixes, in: fixed, before: rounds, original: source)
            rounds.append(round.fixes.flatMap(\.edits))
            fixed = round.fixed
        }
        return FileFix(path: path, fixes: fixes.sorted { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }, original: source, fixed: fixed)
    }

    /// `fixes`, found in `text` after the edits of `rounds`, at their places in `original`:
    /// where the code each is about stood before any fix (the start of an earlier edit, for
    /// code an earlier round wrote).
    static func placed(_ fixes: [PlannedFix], in text: [UInt8], before rounds: [[SourceEdit]], original: [UInt8]) -> [PlannedFix] {
        // Lines as the scanner counts them, which placed the findings.
        let lines = text.withUnsafeBufferPointer(LineTable.init).starts
        let originalLines = original.withUnsafeBufferPointer(LineTable.init)
        return fixes.map { fix in
            let offset = Self.offset(min(text.count, lines[min(fix.line, lines.count) - 1] + fix.column - 1), before: rounds)
            let position = originalLines.position(of: offset)
            var placed = fix
            (placed.line, placed.column) = (position.line, position.column)
            return placed
        }
    }

    /// The offset in the text before `rounds` of the edits of `offset` in the text after them.
    private static func offset(_ offset: Int, before rounds: [[SourceEdit]]) -> Int {
        var offset = offset
        for edits in rounds.reversed() {
            // Each edit's place in the round's text is its place before, moved by those before it.
            var shift = 0
            var inEdit: Int?
            for edit in Set(edits).sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
                let start = edit.range.lowerBound + shift
                if offset < start { break }
                if offset < start + edit.replacement.count {
                    inEdit = edit.range.lowerBound
                    break
                }
                shift += edit.replacement.count - edit.range.count
            }
            offset = inEdit ?? offset - shift
        }
        return offset
    }

    /// The path with every symbolic link resolved, or nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Rounds of fixing one file; each demotes a comment, and doc groups nest no deeper.
    private static let maximumRounds = 16

    /// One round of fixes: check `source` for the fixes its rules attach, choose, apply.
    private func fixRound(_ source: [UInt8], as path: String) throws(FixFailure) -> (fixes: [PlannedFix], fixed: [UInt8]) {
        let request = CheckRequest(files: [], standardInput: (path, source), jobs: 1, language: planner.language, configurations: configurations, fixes: planner.fixes)
        let result = CheckEngine.run(request)
        if let problem = result.problems.first { throw FixFailure(description: problem) }
        let fixes = planner.plan(result.fixableFindings)
        guard !fixes.isEmpty else { return ([], source) }
        // Edits are proved on tokens: in a file the scanner read past damage in, none is made.
        if let damage = Scanner.scan(source).problems.first {
            throw FixFailure(description: "\(path):\(damage.position.line):\(damage.position.column): cannot be parsed (\(damage.message)); left as it was")
        }
        do {
            return (fixes, try SourceFixer.apply(fixes, to: source))
        } catch {
            throw FixFailure(description: "\(path): \(error)")
        }
    }

    /// The files among `files` where check finds something this planner fixes, and the
    /// problems check met (unreadable files, broken configurations).
    func filesWithFixableFindings(_ files: PathList) -> (files: [String], problems: [String]) {
        let result = CheckEngine.run(CheckRequest(files: files, jobs: jobs, language: planner.language, configurations: configurations, fixes: planner.fixes))
        let candidates = Set(result.fixableFindings.filter { planner.scaffold || $0.fix.kind != .scaffold }.map(\.diagnostic.file))
        return (candidates.sorted(), result.problems)
    }
}
