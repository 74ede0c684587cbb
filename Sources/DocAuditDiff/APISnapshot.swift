import DocAuditCheck
import DocAuditCore
import DocAuditGraph
import DocAuditRules

/// A parameter as callers see it: its label, its type (sugared, without white space), and
/// whether it has a default value (so a call may leave it out).
public struct APIParameter: Sendable, Hashable {
    public var label: String?
    public var type: String
    public var hasDefault: Bool
}

/// A published symbol at one revision, with what a diff compares and what a reviewer reads.
public struct APISymbol: Sendable {
    /// The identity (``GraphSymbol/identifier``): what the two revisions are matched by.
    public var identity: String
    public var module: String
    public var kind: SymbolKind
    public var path: [String]
    /// The declaration as DocC shows it, on one line.
    public var declaration: String
    /// What two revisions' declarations are compared by: the declaration without its
    /// parameters' internal names, its types sugared (``TypeSugar``).
    var comparedDeclaration: String
    public var access: AccessLevel
    /// The availability entries beyond those of the enclosing type.
    public var availability: [Availability]
    public var isDeprecated: Bool
    /// The `where` clause of the extension the symbol is declared in.
    public var extensionWhere: String?
    /// What it requires of generic parameters (``GenericConstraints``).
    var constraints: Set<String>
    public var parameters: [APIParameter]
    public var returnType: String?
    /// The file from its project's root, and the line of the declaration's keyword.
    public var file: String
    public var line: Int
    public var isDocumented: Bool
    public var hasUsageExample: Bool
    /// The rule ids of the check's findings on the declaration and its doc comment, sorted.
    public var findings: [String]

    /// What a call depends on: each parameter's label and type, and the return type.
    var callSignature: [String] {
        parameters.map { ($0.label ?? "_") + ":" + $0.type } + ["->" + (returnType ?? "")]
    }

    /// The path joined by dots: `Shape.scaled(by:)`.
    public var dottedPath: String { path.joined(separator: ".") }
}

/// The public API of a tree at one revision: its published symbols by identity, the
/// declarations it has that are not published (to tell a narrowed symbol from a removed one),
/// and its documentation coverage as `check --coverage` counts it.
public struct APISnapshot: Sendable {
    public var symbols: [String: APISymbol] = [:]
    /// `module.path kind` of every declaration of the read files that is not published.
    public var hidden: Set<String> = []
    public var coverage = CoverageReport()
    /// Files that could not be read or placed, broken configurations: each named.
    public var problems: [String] = []

    /// Reads the project of `tree` (walked noting `.docaudit.json`) as `check` does
    /// (configuration, project model, the check itself for findings and coverage), from the
    /// tree's source, and builds its symbol graph.
    ///
    /// ```swift
    /// let head = APISnapshot.read(SourceWalker.tree(of: ["."], noting: Configuration.fileName), jobs: 2)
    /// print(head.symbols.count, head.coverage.overall.formattedPercent)
    /// ```
    public static func read(_ tree: SourceWalker.Tree, jobs: Int) -> APISnapshot {
        var snapshot = APISnapshot()
        snapshot.problems = tree.problems.map(\.description)
        let configurations = ConfigurationResolver(walked: tree)
        configurations.project.learnImports(ofFiles: tree)
        var placements = PlacementCache()
        var shown: [(path: String, placement: Placement)] = []
        for path in tree.files {
            do {
                let placement = try placements.placement(of: path, resolver: configurations)
                // Tests, demos and app code (an executable target's too) publish nothing.
                guard !placement.excluded, placement.layer.audits(visible: true) else { continue }
                shown.append((path, placement))
            } catch {
                snapshot.problems.append("\(error)")
            }
        }
        let check = CheckEngine.run(CheckRequest(files: tree.files, jobs: jobs, language: .en, configurations: configurations,
                                                 measuresCoverage: true, keepsScans: Set(shown.map(\.path))))
        snapshot.problems += check.problems
        snapshot.coverage = check.coverage
        var findings: [String: [(line: Int, rule: String)]] = [:]
        for diagnostic in check.diagnostics { findings[diagnostic.file, default: []].append((diagnostic.line, diagnostic.rule)) }
        var scanned: [String: ScannedSource] = [:]
        for file in check.scannedFiles { scanned[file.path] = file }
        var files: [GraphFile] = []
        var relativePaths: [String] = []
        for (path, placement) in shown {
            do {
                // A file no rule reads (app code, not UTF-8) is read here, as the site reads it.
                let bytes = try scanned[path]?.bytes ?? tree.source.read(path)
                files.append(GraphFile(path: path, module: placement.module, source: bytes, scanned: scanned[path]?.scanned ?? Scanner.scan(bytes)))
                relativePaths.append(placement.relativePath)
            } catch {
                snapshot.problems.append("\(error)")
            }
        }
        for file in files {
            for declaration in file.scanned.declarations where !declaration.visible {
                if let kind = SymbolKind(declaration) { snapshot.hidden.insert(hiddenKey(module: file.module, path: declaration.symbolPath, kind: kind)) }
            }
        }
        // Members of another module's type are members of that type, as in a module's interface:
        // an extension is no API of its own.
        let graph = SymbolGraph(files: files, extensionBlocks: false)
        var typeAvailability: [String: [Availability]] = [:]
        for symbol in graph.symbols where symbol.kind.isType || symbol.kind == .typealias {
            typeAvailability[symbol.module + "." + symbol.pathComponents.joined(separator: "."), default: symbol.availability] = symbol.availability
        }
        // A synthesized copy of a protocol extension's member is the original's API, not its own.
        for symbol in graph.symbols where !symbol.isSynthesized {
            let file = graph.files[symbol.file]
            let declaration = graph.declaration(of: symbol)
            let parent = typeAvailability[symbol.module + "." + symbol.pathComponents.dropLast().joined(separator: ".")] ?? []
            let availability = symbol.availability.filter { !parent.contains($0) }
            let first = declaration.docStart?.line ?? declaration.keyword.line
            let rules = (findings[file.path] ?? []).filter { (first...declaration.keyword.line).contains($0.line) }.map(\.rule)
            let doc = declaration.isDocumented ? declaration.doc : nil
            let fragments = graph.declarationFragments(of: symbol)
            snapshot.symbols[symbol.identifier] = file.source.withUnsafeBufferPointer { source in
                APISymbol(
                    identity: symbol.identifier, module: symbol.module, kind: symbol.kind, path: symbol.pathComponents,
                    declaration: fragments.map(\.spelling).joined(), comparedDeclaration: comparedDeclaration(fragments), access: declaration.access, availability: availability,
                    isDeprecated: availability.contains { $0.deprecated != nil || $0.isUnconditionallyDeprecated },
                    extensionWhere: symbol.extensionContext?.whereClause.map { DeclarationHeader.text($0, in: source) },
                    constraints: GenericConstraints.of(
                        genericParameters: declaration.header.genericParameters.map { DeclarationHeader.text($0, in: source) },
                        whereClauses: [declaration.header.whereClause, symbol.extensionContext?.whereClause].compactMap { $0.map { DeclarationHeader.text($0, in: source) } }),
                    parameters: declaration.parameters.map { parameter(of: $0, source: source) }, returnType: declaration.returnType.map(TypeSugar.sugared),
                    file: relativePaths[symbol.file], line: declaration.keyword.line,
                    isDocumented: doc != nil, hasUsageExample: doc?.hasUsageExample ?? false, findings: Array(Set(rules)).sorted())
            }
        }
        return snapshot
    }

    /// The key of ``hidden``.
    static func hiddenKey(module: String, path: String, kind: SymbolKind) -> String {
        module + "." + path + " " + kind.rawValue
    }

    /// Whether this revision declares `symbol` (of another revision) without publishing it.
    func hides(_ symbol: APISymbol) -> Bool {
        hidden.contains(Self.hiddenKey(module: symbol.module, path: symbol.dottedPath, kind: symbol.kind))
    }

    /// ``APISymbol/comparedDeclaration`` of a declaration's fragments.
    private static func comparedDeclaration(_ fragments: [DeclarationFragment]) -> String {
        var text = ""
        for fragment in fragments {
            if fragment.kind == .internalParam {
                // `_ type: T` and `_ command: T` are one API: `_: T`.
                if text.last == " " { text.removeLast() }
            } else {
                text += fragment.spelling
            }
        }
        return TypeSugar.sugared(text)
    }

    private static func parameter(of parameter: Parameter, source: UnsafeBufferPointer<UInt8>) -> APIParameter {
        guard let type = parameter.type else { return APIParameter(label: parameter.label, type: "", hasDefault: false) }
        var next = type.upperBound
        while next < source.count, source[next] == UInt8(ascii: " ") || source[next] == UInt8(ascii: "\t") || source[next] == UInt8(ascii: "\n") { next += 1 }
        let text = TypeSugar.sugared(DeclarationHeader.text(type, in: source)).split(whereSeparator: \.isWhitespace).joined()
        return APIParameter(label: parameter.label, type: text, hasDefault: next < source.count && source[next] == UInt8(ascii: "="))
    }
}

extension Availability {
    /// The entry as an attribute: `@available(iOS, introduced: 15.0, deprecated: 17.0)`.
    public var spelled: String {
        var fields = [domain]
        if let version = introduced { fields.append("introduced: \(version)") }
        if let version = deprecated { fields.append("deprecated: \(version)") }
        if let version = obsoleted { fields.append("obsoleted: \(version)") }
        if isUnconditionallyDeprecated { fields.append("deprecated") }
        if isUnconditionallyUnavailable { fields.append("unavailable") }
        if let renamed { fields.append("renamed: \"\(renamed)\"") }
        if let message { fields.append("message: \"\(message)\"") }
        return "@available(" + fields.joined(separator: ", ") + ")"
    }

    /// The entry without what deprecates it (its message and renaming with it): what
    /// availability compares, deprecation apart; nil when nothing else is left.
    var undeprecated: Availability? {
        var entry = self
        entry.deprecated = nil
        entry.isUnconditionallyDeprecated = false
        entry.message = nil
        entry.renamed = nil
        return entry.introduced == nil && entry.obsoleted == nil && !entry.isUnconditionallyUnavailable ? nil : entry
    }
}
