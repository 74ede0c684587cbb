import DocAuditCheck
import DocAuditCore
import Foundation

extension APIChange {
    /// Whether the head's symbol has a finding of `missing-type-doc` or `missing-function-doc`.
    var isUndocumented: Bool { head?.findings.contains { $0 == "missing-type-doc" || $0 == "missing-function-doc" } ?? false }
    /// Whether the head's symbol has a `missing-usage-example` finding.
    var lacksExample: Bool { head?.findings.contains("missing-usage-example") ?? false }

    /// What happened, in words: `added`, `signature changed`, `access open → public`.
    var words: String {
        switch kind {
        case .added: return head!.isDeprecated ? "added, deprecated" : "added"
        case .removed:
            let members = membersGone == 0 ? "" : membersGone == 1 ? ", with its 1 member" : ", with its \(membersGone) members"
            return (aspects.contains(.access) ? "no longer public" : "removed") + members
        case .changed:
            return aspects.map { aspect in
                switch aspect {
                case .signature: return "signature changed"
                case .defaultedParameter: return "parameter with a default value added"
                case .constraintsAdded: return "generic requirements added"
                case .declaration: return "declaration changed"
                case .access: return "access \(base!.access.rawValue) → \(head!.access.rawValue)"
                case .availability: return "availability changed"
                case .deprecated: return "deprecated"
                case .undeprecated: return "no longer deprecated"
                case .whereClause: return "where clause changed"
                }
            }.joined(separator: ", ")
        }
    }

    /// The lines a reviewer compares: the declaration, availability and `where` clause at
    /// each revision, where they differ (`-` the base's, `+` the head's).
    var comparedLines: [String] {
        var lines: [String] = []
        func compare(_ old: [String], _ new: [String]) {
            guard old != new else { return }
            lines += old.map { "- " + $0 } + new.map { "+ " + $0 }
        }
        switch kind {
        case .added: lines.append("+ " + head!.declaration)
        case .removed: lines.append("- " + base!.declaration)
        case .changed:
            // Access is no part of a declaration's fragments: it is written where it changed.
            let access = base!.access != head!.access
            compare([(access ? base!.access.rawValue + " " : "") + base!.declaration], [(access ? head!.access.rawValue + " " : "") + head!.declaration])
            compare(base!.availability.map(\.spelled), head!.availability.map(\.spelled))
            compare(base!.extensionWhere.map { [$0] } ?? [], head!.extensionWhere.map { [$0] } ?? [])
        }
        return lines
    }
}

/// A `diff`'s report in each format: `text`, `json` and `markdown` (a pull-request comment or
/// a GitHub job summary), each led by the same headline.
public struct DiffReport: Sendable {
    public var diff: APIDiff
    /// How the revisions are named: `v1.2.0`, `working tree`.
    public var baseName: String
    public var headName: String

    /// A report of `diff` between the revisions so named.
    ///
    /// ```swift
    /// let report = DiffReport(diff: diff, baseName: "origin/main", headName: "working tree")
    /// print(report.markdown)
    /// ```
    public init(diff: APIDiff, baseName: String, headName: String) {
        self.diff = diff
        self.baseName = baseName
        self.headName = headName
    }

    /// How many of the changes break code built against the base.
    public var breakingCount: Int { diff.changes.count { $0.breaking != nil } }
    /// The additions the check finds undocumented or without a usage example.
    public var undocumentedAdditions: Int { diff.changes.count { $0.kind == .added && ($0.isUndocumented || $0.lacksExample) } }

    /// One sentence saying what the change does to the public API: "This change adds 3 public
    /// functions (2 undocumented, 1 without a usage example); removes 1 public type (breaking)."
    public var headline: String {
        var parts: [String] = []
        let added = diff.changes.filter { $0.kind == .added }
        if !added.isEmpty {
            parts.append("adds " + Self.listed(Self.grouped(added).map { noun, changes in
                var text = Self.counted(changes.count, noun)
                let undocumented = changes.count(where: \.isUndocumented)
                let withoutExample = changes.count { !$0.isUndocumented && $0.lacksExample }
                var qualities: [String] = []
                if undocumented > 0 { qualities.append("\(undocumented) undocumented") }
                if withoutExample > 0 { qualities.append("\(withoutExample) without a usage example") }
                if !qualities.isEmpty { text += " (" + qualities.joined(separator: ", ") + ")" }
                return text
            }))
        }
        let changed = diff.changes.filter { $0.kind == .changed && $0.aspects.contains { $0 != .deprecated && $0 != .undeprecated } }
        if !changed.isEmpty {
            let breaking = changed.count { $0.breaking != nil }
            parts.append("changes " + Self.counted(changed.count, ("public declaration", "public declarations"))
                + (breaking == 0 ? "" : breaking == changed.count ? " (breaking)" : ", \(breaking) of them breaking"))
        }
        let deprecated = diff.changes.filter { $0.aspects.contains(.deprecated) }
        if !deprecated.isEmpty { parts.append("deprecates " + Self.listed(Self.grouped(deprecated).map { Self.counted($1.count, $0) })) }
        let removed = diff.changes.filter { $0.kind == .removed }
        if !removed.isEmpty { parts.append("removes " + Self.listed(Self.grouped(removed).map { Self.counted($1.count, $0) }) + " (breaking)") }
        guard !parts.isEmpty else { return "This change leaves the public API as it was." }
        return "This change " + parts.joined(separator: "; ") + "."
    }

    /// The overall coverage at both revisions: "Documentation coverage: 80.0% → 81.2% (+1.2)".
    public var coverageLine: String {
        "Documentation coverage: " + Self.coverage(diff.overallCoverage)
    }

    // MARK: Text

    /// The report for a terminal: the headline, the coverage, then each module's changes with
    /// their declarations compared.
    public var text: String {
        var text = "API of \(baseName) → \(headName)\n" + headline + "\n" + coverageLine + "\n"
        for module in diff.modules {
            let changes = diff.changes(of: module)
            let coverage = diff.coverage.first { $0.module == module }
            guard !changes.isEmpty || coverage.map({ $0.base != $0.head }) == true else { continue }
            text += "\n" + module + (coverage.map { "  coverage " + Self.coverage($0) } ?? "") + "\n"
            for change in changes {
                let sign = change.kind == .added ? "+" : change.kind == .removed ? "-" : "~"
                var line = "  \(sign) \(change.symbol.dottedPath)  \(change.symbol.kind.displayName)  \(change.words)"
                if change.breaking != nil { line += " (breaking)" }
                if let status = Self.status(change) { line += "; " + status }
                text += line + "\n" + change.comparedLines.map { "      " + $0 + "\n" }.joined()
                if let head = change.head { text += "      \(head.file):\(head.line)\n" }
            }
        }
        return text
    }

    /// A head symbol's documentation in words: "documented, no usage example [missing-usage-example]".
    private static func status(_ change: APIChange) -> String? {
        guard let head = change.head else { return nil }
        var status = head.isDocumented ? "documented" : "undocumented"
        if head.isDocumented { status += head.hasUsageExample ? ", with a usage example" : ", no usage example" }
        if !head.findings.isEmpty { status += " [" + head.findings.joined(separator: ", ") + "]" }
        return status
    }

    // MARK: JSON

    /// The report as one JSON object: the revisions, the headline, the counts, the coverage
    /// per module at both revisions, and every change with the symbol at each revision.
    public var json: String {
        func quotedList(_ values: [String]) -> String { "[" + values.map(JSONText.quoted).joined(separator: ",") + "]" }
        func figure(_ coverage: DocCoverage?) -> String {
            guard let coverage else { return "null" }
            return JSONText.object([("documented", String(coverage.documented)), ("documentable", String(coverage.documentable)),
                             ("percent", String(coverage.formattedPercent.dropLast()))])
        }
        func coverage(_ change: CoverageChange, named: Bool) -> String {
            JSONText.object((named ? [("module", JSONText.quoted(change.module))] : []) + [("base", figure(change.base)), ("head", figure(change.head))])
        }
        func symbol(_ symbol: APISymbol?, documentation: Bool) -> String {
            guard let symbol else { return "null" }
            var fields: [(String, String)] = [
                ("identity", JSONText.quoted(symbol.identity)), ("declaration", JSONText.quoted(symbol.declaration)),
                ("access", JSONText.quoted(symbol.access.rawValue)), ("availability", quotedList(symbol.availability.map(\.spelled))),
                ("deprecated", String(symbol.isDeprecated)), ("file", JSONText.quoted(symbol.file)), ("line", String(symbol.line)),
            ]
            if let clause = symbol.extensionWhere { fields.append(("where", JSONText.quoted(clause))) }
            if documentation {
                fields += [("documented", String(symbol.isDocumented)), ("example", String(symbol.hasUsageExample)), ("findings", quotedList(symbol.findings))]
            }
            return JSONText.object(fields)
        }
        let changes = diff.changes.map { change in
            JSONText.object([
                ("module", JSONText.quoted(change.symbol.module)), ("path", JSONText.quoted(change.symbol.dottedPath)),
                ("kind", JSONText.quoted(change.symbol.kind.rawValue)), ("change", JSONText.quoted(change.kind.rawValue)),
                ("aspects", quotedList(change.aspects.map(\.rawValue))), ("breaking", change.breaking.map(JSONText.quoted) ?? "null"),
                ("membersGone", String(change.membersGone)),
                ("base", symbol(change.base, documentation: false)), ("head", symbol(change.head, documentation: true)),
            ])
        }
        let counts = [APIChange.Kind.added, .changed, .removed].map { kind in (kind.rawValue, String(diff.changes.count { $0.kind == kind })) }
        return JSONText.object([
            ("base", JSONText.quoted(baseName)), ("head", JSONText.quoted(headName)), ("headline", JSONText.quoted(headline)),
        ] + counts + [
            ("breaking", String(breakingCount)), ("undocumentedAdditions", String(undocumentedAdditions)),
            ("coverage", JSONText.object([("overall", coverage(diff.overallCoverage, named: false)),
                                          ("modules", "[" + diff.coverage.map { coverage($0, named: true) }.joined(separator: ",") + "]")])),
            ("changes", "[\n" + changes.joined(separator: ",\n") + "\n]"),
        ]) + "\n"
    }

    // MARK: Markdown

    /// The report as GitHub-flavoured Markdown, for a pull-request comment or
    /// `$GITHUB_STEP_SUMMARY`: the headline, a summary table of the modules, and per module a
    /// table of its changes with their documentation and the declarations compared in a
    /// collapsible section.
    public var markdown: String {
        var text = "### Public API: `\(baseName)` → `\(headName)`\n\n**\(headline)**\n\n\(coverageLine)\n"
        let modules = diff.modules.filter { module in !diff.changes(of: module).isEmpty || diff.coverage.contains { $0.module == module && $0.base != $0.head } }
        guard !modules.isEmpty else { return text }
        text += "\n| Module | Added | Changed | Removed | Breaking | Coverage |\n|---|--:|--:|--:|--:|---|\n"
        for module in modules {
            let changes = diff.changes(of: module)
            let coverage = diff.coverage.first { $0.module == module }.map(Self.coverage) ?? "—"
            text += "| \(Self.cell(module)) | \(changes.count { $0.kind == .added }) | \(changes.count { $0.kind == .changed }) | "
                + "\(changes.count { $0.kind == .removed }) | \(changes.count { $0.breaking != nil }) | \(coverage) |\n"
        }
        for module in modules {
            let changes = diff.changes(of: module)
            guard !changes.isEmpty else { continue }
            text += "\n#### \(Self.cell(module))\n\n| | Symbol | Kind | Change | Documented | Usage example | Findings |\n|---|---|---|---|:-:|:-:|---|\n"
            for change in changes {
                let sign = change.kind == .added ? "➕" : change.kind == .removed ? "➖" : "✏️"
                let words = change.words + (change.breaking != nil ? " **(breaking)**" : "")
                let documented = change.head.map { $0.isDocumented ? "✅" : "❌" } ?? "—"
                let example = change.head.map { $0.hasUsageExample ? "✅" : "❌" } ?? "—"
                let findings = change.head?.findings.map { "`\($0)`" }.joined(separator: " ") ?? ""
                text += "| \(sign) | `\(Self.cell(change.symbol.dottedPath))` | \(change.symbol.kind.displayName) | \(words) | \(documented) | \(example) | \(findings) |\n"
            }
            text += "\n<details><summary>Declarations of \(Self.cell(module)) (\(changes.count))</summary>\n\n```diff\n"
            text += changes.map { $0.comparedLines.joined(separator: "\n") + "\n" }.joined(separator: "\n")
            text += "```\n\n</details>\n"
        }
        return text
    }

    /// Text for a table cell: a `|` escaped, so it does not end the cell (inside code too).
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    // MARK: Words

    /// A kind of symbol as the headline counts it, singular and plural.
    private static func noun(_ kind: SymbolKind) -> (String, String) {
        switch kind {
        case .struct, .class, .enum, .protocol, .typealias, .associatedtype: return ("public type", "public types")
        case .method, .typeMethod, .function, .operator: return ("public function", "public functions")
        case .initializer: return ("public initializer", "public initializers")
        case .property, .typeProperty, .variable: return ("public property", "public properties")
        case .subscript, .typeSubscript: return ("public subscript", "public subscripts")
        case .enumCase: return ("public enum case", "public enum cases")
        case .macro: return ("public macro", "public macros")
        case .deinitializer, .extensionBlock: return ("public declaration", "public declarations")
        }
    }

    /// `changes` by the noun of their kind, in the order the nouns are declared above.
    private static func grouped(_ changes: [APIChange]) -> [(noun: (String, String), changes: [APIChange])] {
        let order = ["public type", "public function", "public initializer", "public property", "public subscript", "public enum case", "public macro", "public declaration"]
        let groups = Dictionary(grouping: changes) { noun($0.symbol.kind).0 }
        return order.compactMap { name in groups[name].map { (noun($0[0].symbol.kind), $0) } }
    }

    private static func counted(_ count: Int, _ noun: (String, String)) -> String {
        "\(count) " + (count == 1 ? noun.0 : noun.1)
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// "75.0% (3/4) → 80.0% (4/5), +5.0"; "— → 0.0% (0/4)" for a module the base lacks.
    private static func coverage(_ change: CoverageChange) -> String {
        func figure(_ coverage: DocCoverage?) -> String {
            coverage.map { "\($0.formattedPercent) (\($0.documented)/\($0.documentable))" } ?? "—"
        }
        func tenths(_ coverage: DocCoverage) -> Int {
            coverage.documentable == 0 ? 1000 : coverage.documented * 1000 / coverage.documentable
        }
        guard let base = change.base, let head = change.head else { return figure(change.base) + " → " + figure(change.head) }
        let delta = tenths(head) - tenths(base)
        return figure(base) + " → " + figure(head) + ", " + (delta >= 0 ? "+" : "−") + "\(abs(delta) / 10).\(abs(delta) % 10)"
    }
}

/// What `--fail-on` can make a diff fail on.
public enum DiffGate: String, Sendable, CaseIterable {
    case undocumentedAdditions = "undocumented-additions", breaking, coverageDrop = "coverage-drop"

    /// Why `report` trips the gate, or nil when it passes.
    ///
    /// ```swift
    /// if let reason = DiffGate.breaking.reason(report) { print(reason) } // "2 breaking changes"
    /// ```
    public func reason(_ report: DiffReport) -> String? {
        switch self {
        case .undocumentedAdditions:
            let count = report.undocumentedAdditions
            return count == 0 ? nil : "\(count) public addition\(count == 1 ? " lacks" : "s lack") documentation or a usage example"
        case .breaking:
            let count = report.breakingCount
            return count == 0 ? nil : "\(count) breaking change\(count == 1 ? "" : "s")"
        case .coverageDrop:
            let (base, head) = (report.diff.overallCoverage.base ?? DocCoverage(), report.diff.overallCoverage.head ?? DocCoverage())
            // Compared as fractions, exactly: a drop too small to show in tenths still counts, and
            // nothing to document counts as 100 %, as everywhere.
            let was = base.documentable == 0 ? (1, 1) : (base.documented, base.documentable)
            let dropped = head.documentable > 0 && head.documented * was.1 < was.0 * head.documentable
            return dropped ? "documentation coverage dropped from \(base.formattedPercent) to \(head.formattedPercent)" : nil
        }
    }
}
