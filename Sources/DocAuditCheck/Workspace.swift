import DocAuditCore
import DocAuditRules

/// A project's files held in memory, each read, scanned and audited once, and re-audited alone
/// when it changes: what a language server, or any tool that answers more than once, keeps
/// between questions. A changed file costs its own scan and rules and the lookups of its own
/// symbol links, not the tree's.
///
/// Findings are those ``CheckEngine`` reports for the same files, configurations and project:
/// both audit through one ``FileAuditor`` and resolve links through the same table. Files are
/// named by their paths as given; each is found again under its absolute path.
///
/// Used from one thread at a time.
public final class Workspace {
    /// What the workspace keeps of one file.
    private struct Entry {
        /// The path as given, which reports name.
        var path: String
        var module: String
        var layer: Layer
        var bytes: [UInt8] = []
        var scanned: ScannedFile?
        /// The rules' findings, before the tree phase.
        var findings = FileFindings()
        /// The links kept for the tree phase (``WaitingLinks/write(to:)``) and their keys.
        var links: [UInt8] = []
        var linkKeys: [UInt64] = []
        /// What ran on the file; nil when no rule did.
        var setup: FileSetup?
        /// Why the file could not be read, scanned or placed.
        var problem: String?
        /// Damage the scanner read past (`path:line:col: message`).
        var damage: [String] = []
        var imports: Set<String> = []
        /// Whether its configuration excludes it: kept to be placed again on a new one.
        var excluded = false
    }

    /// The configurations and the project model the files are placed by.
    public private(set) var configurations: ConfigurationResolver
    /// The language of messages.
    public let language: Language
    private var auditor = FileAuditor()
    private var keyFinder = DeclarationKeys()
    /// Whether the symbols keep which paths are documented: only `inheritedDocs` asks.
    private var documentedPaths: Bool
    private var entries: [String: Entry] = [:]
    private var symbols = WorkspaceSymbols()
    /// Problems of files that are not kept (a broken configuration's, an unreadable file's).
    private var looseProblems: [String: String] = [:]

    /// An empty workspace whose files will be placed by `configurations`.
    ///
    /// ```swift
    /// let workspace = Workspace(configurations: ConfigurationResolver(walked: tree), language: .en)
    /// ```
    public init(configurations: ConfigurationResolver, language: Language) {
        self.configurations = configurations
        self.language = language
        documentedPaths = configurations.someFileInheritsDocs()
    }

    /// Reads and audits `files` (a walked tree's), and settles the names a Tuist project gives
    /// its modules by what the code imports, as a check does.
    ///
    /// ```swift
    /// workspace.open(SourceWalker.tree(of: ["Projects"]).files)
    /// ```
    public func open(_ files: PathList) {
        for path in files { load(path, bytes: nil) }
        settleModuleNames(of: files)
    }

    /// Replaces the file at `path` with `bytes` (an editor's unsaved buffer, or the file as
    /// saved), adding it when new, and audits it again.
    ///
    /// ```swift
    /// workspace.update("Projects/Core/Network/Interface/Client.swift", bytes: Array(text.utf8))
    /// ```
    public func update(_ path: String, bytes: [UInt8]) {
        load(path, bytes: bytes)
    }

    /// Reads the file at `path` from disk again (changed on disk, not in an editor).
    ///
    /// ```swift
    /// workspace.reload("Projects/Core/Network/Interface/Client.swift")
    /// ```
    public func reload(_ path: String) {
        load(path, bytes: nil)
    }

    /// Takes the file at `path` out: its findings, and the paths its declarations gave links.
    ///
    /// ```swift
    /// workspace.remove("Projects/Core/Network/Interface/Old.swift")
    /// ```
    public func remove(_ path: String) {
        let key = FilePaths.absolute(path)
        entries[key] = nil
        looseProblems[key] = nil
        symbols.remove(key)
    }

    /// Places and audits every file again by `configurations` (a `.docaudit.json` or a manifest
    /// changed), from the bytes it holds.
    ///
    /// ```swift
    /// workspace.reconfigure(ConfigurationResolver(walked: SourceWalker.tree(of: ["."])))
    /// ```
    public func reconfigure(_ configurations: ConfigurationResolver) {
        self.configurations = configurations
        documentedPaths = configurations.someFileInheritsDocs()
        auditor = FileAuditor()
        let kept = entries.values.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        entries = [:]
        looseProblems = [:]
        symbols = WorkspaceSymbols()
        // A file that could not be read is read again; the others keep the bytes given last.
        for entry in kept { load(entry.path, bytes: entry.problem == nil && !entry.excluded ? entry.bytes : nil) }
        settleModuleNames(of: PathList(kept.map(\.path)))
    }

    /// Names the modules a Tuist project names by what the code imports, once every file is
    /// read, as a check does: until then they hold provisional names.
    private func settleModuleNames(of files: PathList) {
        let project = configurations.project
        guard project.hasProvisionalNames else { return }
        let imports = entries.values.reduce(into: Set<String>()) { $0.formUnion($1.imports) }
        let renames = project.learn(imports: imports.union(project.importsBeyond(files)))
        // Folders placed before hold the provisional names: placed afresh from now on.
        auditor = FileAuditor()
        guard !renames.isEmpty else { return }
        symbols.renameModules(renames)
        for key in entries.keys {
            if let name = renames[entries[key]!.module] { entries[key]!.module = name }
        }
    }

    /// The paths of the files held, as given, in path order.
    public var files: [String] {
        entries.values.filter { !$0.excluded }.map(\.path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The findings of the file at `path`, in report order, its symbol links resolved against
    /// every file held; none for a file not held.
    ///
    /// ```swift
    /// for finding in workspace.diagnostics(in: "Sources/Client.swift") { print(finding.message) }
    /// ```
    public func diagnostics(in path: String) -> [Diagnostic] {
        guard let entry = entries[FilePaths.absolute(path)] else { return [] }
        return diagnostics(of: entry)
    }

    /// Every file's findings, in report order.
    ///
    /// ```swift
    /// let report = Report(diagnostics: workspace.diagnostics(), files: workspace.files.count, staleBaselineEntries: [], language: .en)
    /// ```
    public func diagnostics() -> Diagnostics {
        let held = entries.values.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return Diagnostics(files: held.map { DiagnosticFile(path: $0.path, diagnostics: diagnostics(of: $0)) }.filter { !$0.diagnostics.isEmpty })
    }

    /// Unreadable files, files that are not UTF-8, broken configurations, in path order.
    public var problems: [String] {
        Set(entries.values.compactMap(\.problem) + looseProblems.values).sorted()
    }

    /// Damage the scanner read past, as `path:line:col: message`, in path order.
    public var damage: [String] {
        entries.values.flatMap(\.damage).sorted()
    }

    /// The bytes of the file at `path` and what the scanner found in them, when held and
    /// readable.
    ///
    /// ```swift
    /// if let (bytes, scanned) = workspace.source(of: "Sources/Client.swift") { print(bytes.count, scanned.declarations.count) }
    /// ```
    public func source(of path: String) -> (bytes: [UInt8], scanned: ScannedFile)? {
        guard let entry = entries[FilePaths.absolute(path)], let scanned = entry.scanned else { return nil }
        return (entry.bytes, scanned)
    }

    /// The findings of the file at `path` whose rules attach a fix of `fixes`, in report order:
    /// the file is audited again with fixes on, which a check does not pay for.
    ///
    /// ```swift
    /// let fixable = workspace.fixableFindings(in: "Sources/Client.swift", fixes: .safe)
    /// ```
    public func fixableFindings(in path: String, fixes: FixCollection) -> [FixableFinding] {
        guard let entry = entries[FilePaths.absolute(path)], let scanned = entry.scanned, entry.setup != nil,
              let place = try? auditor.place(entry.path, resolver: configurations) else { return [] }
        _ = auditor.audit(entry.path, bytes: entry.bytes, scanned: scanned, place: place, options: FileAuditor.Options(language: language, fixes: fixes))
        return auditor.findings.fixedFindings(file: entry.path).map { FixableFinding(diagnostic: $0.diagnostic, fix: $0.fix) }
    }

    /// The declaration the symbol link at byte `offset` of the file at `path` names, resolved
    /// against every file held as the check resolves it: for an editor's hover and its
    /// go-to-definition. Nil when no link stands there or it resolves to nothing.
    ///
    /// ```swift
    /// if let target = workspace.linkTarget(atOffset: 42, in: "Sources/Store.swift") { print(target.file, target.line) }
    /// ```
    public func linkTarget(atOffset offset: Int, in path: String) -> LinkTarget? {
        guard let entry = entries[FilePaths.absolute(path)], let scanned = entry.scanned,
              let index = scanned.declarations.firstIndex(where: { $0.doc.map { $0.start.offset <= offset && offset < $0.end } ?? false }),
              let doc = scanned.declarations[index].doc else { return nil }
        let declaration = scanned.declarations[index]
        let lineStarts = doc.textLineOffsets(source: entry.bytes)
        var found: (text: String, range: Range<Int>)?
        var text = doc.text
        text.withUTF8 { bytes in
            SymbolLink.forEachLink(in: bytes) { link, line, column in
                let start = (line < lineStarts.count ? lineStarts[line] : doc.start.offset) + column
                let range = start..<start + link.count + 4
                if range.contains(offset) { found = (String(decoding: link, as: UTF8.self), range) }
            }
        }
        guard let found else { return nil }
        // A type's own doc comment resolves from inside the type, a member's from its type.
        let ownScope = declaration.kind.isTypeWithBody ? declaration.name : nil
        var query = ByteBuffer()
        var keys: [UInt64] = []
        var linkText = found.text
        linkText.withUTF8 { LinkQuery.encode($0, scopePrefixes: PathHash.prefixes(of: declaration.scope, then: ownScope), into: &query, keys: &keys) }
        let scope = [declaration.scope?.dotted, ownScope].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ".")
        let table = symbols.table(keeping: keys, for: [])
        if let resolved = table.resolve(SymbolLink(text: found.text, line: 0, column: 0), scope: scope, module: entry.module) {
            return target(named: resolved.path, in: resolved.module, link: found.range, in: entry)
        }
        // A member the type gets from a protocol it conforms to: the protocol's declaration.
        let inherited = linkText.withUTF8 { symbols.inheritedMember(of: $0, from: PathHash.prefixes(of: declaration.scope, then: ownScope), table: table) }
        guard let inherited else { return nil }
        return target(keyed: inherited.key, in: inherited.files, link: found.range, in: entry)
    }

    /// The first declaration whose path's key is `key` in `files` (keys of ``entries``).
    private func target(keyed key: UInt64, in files: [String], link: Range<Int>, in linking: Entry) -> LinkTarget? {
        for file in files {
            guard let entry = entries[file], let scanned = entry.scanned else { continue }
            for declaration in scanned.declarations where declaration.kind != .extension {
                let components = ScopeNames.components(of: declaration.parent) + [declaration.name]
                guard PathHash(components: components.map(PathHash.canonical)).value == key else { continue }
                return LinkTarget(file: entry.path, line: declaration.keyword.line, column: declaration.keyword.column, symbol: components.joined(separator: "."),
                                  module: entry.module, declaration: Self.signature(of: declaration, in: entry), summary: declaration.doc?.summaryLine,
                                  link: (linking.scanned?.lines.position(of: link.lowerBound), linking.scanned?.lines.position(of: link.upperBound)))
            }
        }
        return nil
    }

    /// The declaration whose path is `path` (`Store/save(_:)`) in `module`, the first in path
    /// order; a module itself when the path is empty.
    private func target(named path: String, in module: String, link: Range<Int>, in linking: Entry) -> LinkTarget? {
        let dotted = path.replacingOccurrences(of: "/", with: ".")
        for entry in entries.values.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) where entry.module == module {
            guard let scanned = entry.scanned else { continue }
            for declaration in scanned.declarations where declaration.kind != .extension && Self.bareSymbolPath(declaration) == dotted {
                return LinkTarget(file: entry.path, line: declaration.keyword.line, column: declaration.keyword.column, symbol: dotted, module: module,
                                  declaration: Self.signature(of: declaration, in: entry), summary: declaration.doc?.summaryLine,
                                  link: (linking.scanned?.lines.position(of: link.lowerBound), linking.scanned?.lines.position(of: link.upperBound)))
            }
        }
        return nil
    }

    /// The declaration as written, up to its body.
    private static func signature(of declaration: Declaration, in entry: Entry) -> String {
        let end = max(declaration.start.offset, min(declaration.signatureEnd, entry.bytes.count))
        return String(decoding: entry.bytes[declaration.start.offset..<end], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A declaration's dotted path without its scopes' generic parameters (`Box<T>.get()` is
    /// `Box.get()`), as links name it.
    private static func bareSymbolPath(_ declaration: Declaration) -> String {
        (ScopeNames.components(of: declaration.parent) + [declaration.name]).joined(separator: ".")
    }

    /// How many files, and how many distinct symbol paths, the workspace holds.
    public var size: (files: Int, paths: Int) {
        (entries.count, symbols.keyCount)
    }

    private func diagnostics(of entry: Entry) -> [Diagnostic] {
        guard let setup = entry.setup, !entry.links.isEmpty else { return entry.findings.diagnostics(file: entry.path) }
        var findings = entry.findings
        TreePhase.finish(entry.links, rules: setup.treeRules, language: language, table: symbols.table(keeping: entry.linkKeys, for: entry.links), into: &findings)
        return findings.diagnostics(file: entry.path)
    }

    /// Reads (unless `bytes` are given), scans, places and audits the file at `path`, and puts
    /// its part of the symbols in place of what it had.
    private func load(_ path: String, bytes given: [UInt8]?) {
        let key = FilePaths.absolute(path)
        entries[key] = nil
        looseProblems[key] = nil
        // Replaced below, key by key, when the file declares anything at all.
        var declared = false
        defer { if !declared { symbols.remove(key) } }
        let place: Placement
        do {
            place = try auditor.place(path, resolver: configurations)
        } catch {
            looseProblems[key] = error.description
            return
        }
        var entry = Entry(path: path, module: place.module, layer: place.layer)
        defer { entries[key] = entry }
        guard !place.excluded else {
            entry.excluded = true
            return
        }
        // A file no rule reads (a test, a manifest) that cannot be read only lends no
        // declarations to links: as in a check, it is no problem of the audit.
        let audited = place.layer != .ignored
        if let given {
            entry.bytes = given
        } else {
            do {
                entry.bytes = try SourceWalker.read(path)
            } catch {
                if audited { entry.problem = error.description }
                return
            }
        }
        let scanned = Scanner.scan(entry.bytes)
        if let offset = scanned.invalidUTF8Offset {
            if audited { entry.problem = "\(path): not valid UTF-8 (byte \(offset)); the file was not checked" }
            return
        }
        entry.scanned = scanned
        var keys = DeclaredKeys()
        var relations = TypeRelations()
        entry.bytes.withUnsafeBufferPointer { keyFinder.append(keysOf: scanned.declarations, source: $0, documented: documentedPaths, to: &keys, relations: &relations) }
        symbols.replace(key, path: path, module: place.module, keys: keys, relations: relations)
        declared = true
        // As in a check, a file whose header says a tool wrote it is not audited.
        guard audited, !GeneratedSource.isMarked(entry.bytes) else { return }
        entry.damage = scanned.problems.map { "\(path):\($0.position.line):\($0.position.column): \($0.message)" }
        entry.bytes.withUnsafeBufferPointer { bytes in
            for name in scanned.imports { entry.imports.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self)) }
        }
        let audit = auditor.audit(path, bytes: entry.bytes, scanned: scanned, place: place, options: FileAuditor.Options(language: language))
        entry.setup = audit.setup
        // Taken, not copied: the auditor's next file would otherwise copy them to write.
        swap(&entry.findings, &auditor.findings)
        if !auditor.links.isEmpty {
            auditor.links.write(to: &entry.links)
            entry.linkKeys = auditor.links.keys
        }
    }
}
