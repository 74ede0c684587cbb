import DocAuditCore
import DocAuditRules

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// How many of the declarations the rules want documented are documented.
///
/// A declaration counts when an active `missing-type-doc` or `missing-function-doc` would
/// require its documentation (visible, audited layer, the rule's kinds, overrides exempt). It
/// is documented when its doc comment has text and no template placeholder (`<#Summary#>`):
/// scaffolding raises no figure.
public struct DocCoverage: Sendable, Equatable {
    /// Declarations documented.
    public var documented: Int
    /// Declarations the rules want documented.
    public var documentable: Int

    /// Creates a figure.
    ///
    /// ```swift
    /// let coverage = DocCoverage(documented: 3, documentable: 4) // 75 %
    /// ```
    public init(documented: Int = 0, documentable: Int = 0) {
        self.documented = documented
        self.documentable = documentable
    }

    /// The documented share in percent; 100 when there is nothing to document.
    public var percent: Double {
        documentable == 0 ? 100 : Double(documented) * 100 / Double(documentable)
    }

    /// The percentage with one decimal, rounded down so that 99.96 % never reads 100.0 %.
    ///
    /// ```swift
    /// DocCoverage(documented: 2, documentable: 3).formattedPercent // "66.6%"
    /// ```
    public var formattedPercent: String {
        let tenths = documentable == 0 ? 1000 : documented * 1000 / documentable
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// Adds another figure to this one.
    ///
    /// ```swift
    /// total.add(moduleCoverage)
    /// ```
    public mutating func add(_ other: DocCoverage) {
        documented += other.documented
        documentable += other.documentable
    }

    /// The coverage of one file under the rules that run on it.
    ///
    /// ```swift
    /// let coverage = DocCoverage.of(file, rules: configuration.activeRules(for: relativePath).rules)
    /// ```
    public static func of(_ file: RuleContext, rules: [any Rule]) -> DocCoverage {
        of(file, requirements: rules.compactMap { $0 as? DocumentationRequirement })
    }

    /// The coverage of one file under the rules that say what must be documented.
    static func of(_ file: RuleContext, requirements: [any DocumentationRequirement]) -> DocCoverage {
        var coverage = DocCoverage()
        // The layer's own test, not `Layer.audited`: hashing a layer for every file costs more.
        guard file.layer.audits(visible: true), !requirements.isEmpty else { return coverage }
        // Read in place: this looks at every declaration of every audited file.
        file.declarations.withUnsafeBufferPointer { declarations in
            // Only visible declarations are asked about; most of an app's are not.
            for index in declarations.indices where declarations[index].visible {
                guard requirements.contains(where: { $0.requiresDocumentation(declarations[index]) }) else { continue }
                coverage.documentable += 1
                if file.isDocumented(declarations[index]), let doc = declarations[index].doc, DocText.firstPlaceholder(in: doc.text) == nil {
                    coverage.documented += 1
                }
            }
        }
        return coverage
    }
}

/// Documentation coverage by module and overall, as `docaudit check --coverage` prints it and
/// `docaudit site` shows it.
public struct CoverageReport: Sendable, Equatable {
    /// The figure of each module that has something to document.
    public var modules: [String: DocCoverage] = [:]
    /// How many audited files were measured, those with nothing to document included: the
    /// files a check's summary counts as audited.
    public var files = 0

    /// Creates an empty report.
    ///
    /// ```swift
    /// var report = CoverageReport()
    /// ```
    public init() {}

    /// Gives the modules `renames` names their new names, merging any that meet.
    ///
    /// ```swift
    /// report.renameModules(["\u{1}Projects/Core/Network/Interface": "CoreNetworkInterface"])
    /// ```
    public mutating func renameModules(_ renames: [String: String]) {
        var renamed: [String: DocCoverage] = [:]
        for (module, coverage) in modules { renamed[renames[module] ?? module, default: DocCoverage()].add(coverage) }
        modules = renamed
    }

    /// All modules together.
    public var overall: DocCoverage {
        modules.values.reduce(into: DocCoverage()) { $0.add($1) }
    }

    /// Adds one file's figure to its module, and counts the file when it is `audited` (app
    /// code is measured, with nothing to document).
    ///
    /// ```swift
    /// report.add(DocCoverage.of(file, rules: active.rules), module: file.module, audited: true)
    /// ```
    public mutating func add(_ coverage: DocCoverage, module: String, audited: Bool = true) {
        if audited { files += 1 }
        addFigure(coverage, module: module)
    }

    /// Adds a figure to `module`'s, unless it has nothing to document.
    private mutating func addFigure(_ coverage: DocCoverage, module: String) {
        guard coverage.documentable > 0 else { return }
        modules[module, default: DocCoverage()].add(coverage)
    }

    /// Adds every module of `other`.
    ///
    /// ```swift
    /// total.merge(workerReport)
    /// ```
    public mutating func merge(_ other: CoverageReport) {
        files += other.files
        for (module, coverage) in other.modules { addFigure(coverage, module: module) }
    }

    /// The table `check --coverage` prints: one line per module, sorted, then the overall line.
    ///
    /// ```swift
    /// print(result.coverage.table(language: .en))
    /// ```
    public func table(language: Language) -> String {
        let overallName = LocalizedText(en: "overall", ko: "전체").in(language)
        let rows = modules.keys.sorted().map { ($0, modules[$0]!) } + [(overallName, overall)]
        let nameWidth = rows.map { $0.0.count }.max() ?? 0
        let countWidth = rows.map { "\($0.1.documented) / \($0.1.documentable)".count }.max() ?? 0
        var text = LocalizedText(en: "Documentation coverage of \(files) audited file\(files == 1 ? "" : "s") (documented / to document):\n",
                                 ko: "검사한 파일 \(files)개의 문서화 커버리지 (문서화됨 / 대상):\n").in(language)
        for (name, coverage) in rows {
            let counts = "\(coverage.documented) / \(coverage.documentable)"
            text += "  " + name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                + "  " + String(repeating: " ", count: countWidth - counts.count) + counts
                + "  " + String(repeating: " ", count: 6 - coverage.formattedPercent.count) + coverage.formattedPercent + "\n"
        }
        return text
    }
}

/// The `coverage.svg` badge: a flat, shields.io-style label and percentage, coloured by level.
public enum CoverageBadge {
    /// The badge of `coverage`, labelled `label`.
    ///
    /// ```swift
    /// let svg = CoverageBadge.svg(for: result.coverage.overall)
    /// try svg.write(toFile: "site/coverage.svg", atomically: true, encoding: .utf8)
    /// ```
    public static func svg(for coverage: DocCoverage, label: String = "docs") -> String {
        let shown = shownValue(coverage)
        let labelWidth = textWidth(label) + 10
        let valueWidth = textWidth(shown) + 10
        let width = labelWidth + valueWidth
        let color = self.color(percent: coverage.percent)
        let name = escaped(label)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="20" role="img" aria-label="\(name): \(shown)">
            <title>\(name): \(shown)</title>
            <linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>
            <clipPath id="r"><rect width="\(width)" height="20" rx="3" fill="#fff"/></clipPath>
            <g clip-path="url(#r)"><rect width="\(labelWidth)" height="20" fill="#555"/><rect x="\(labelWidth)" width="\(valueWidth)" height="20" fill="\(color)"/><rect width="\(width)" height="20" fill="url(#s)"/></g>
            <g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">
            <text x="\(labelWidth / 2)" y="15" fill="#010101" fill-opacity=".3">\(name)</text><text x="\(labelWidth / 2)" y="14">\(name)</text>
            <text x="\(labelWidth + valueWidth / 2)" y="15" fill="#010101" fill-opacity=".3">\(shown)</text><text x="\(labelWidth + valueWidth / 2)" y="14">\(shown)</text>
            </g>
            </svg>

            """
    }

    /// Green from 90 %, yellow-green from 75 %, yellow from 60 %, orange from 40 %, red under.
    /// The badge's width in pixels, for an `<img>` that shows it.
    ///
    /// ```swift
    /// let width = CoverageBadge.width(for: report.overall) // 80 for "docs | 87%"
    /// ```
    public static func width(for coverage: DocCoverage, label: String = "docs") -> Int {
        textWidth(label) + textWidth(shownValue(coverage)) + 20
    }

    /// The value a badge shows: the whole percent, rounded down; 100% with nothing to document.
    private static func shownValue(_ coverage: DocCoverage) -> String {
        coverage.documentable == 0 ? "100%" : "\(coverage.documented * 100 / coverage.documentable)%"
    }

    static func color(percent: Double) -> String {
        switch percent {
        case 90...: return "#4c1"
        case 75..<90: return "#97ca00"
        case 60..<75: return "#dfb317"
        case 40..<60: return "#fe7d37"
        default: return "#e05d44"
        }
    }

    /// An estimate of the text's width in Verdana 11 px: about 7 px a character, wide ones
    /// (CJK) twice that.
    static func textWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 13 : 7) }
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
