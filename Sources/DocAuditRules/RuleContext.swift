import DocAuditCore

/// One file as the rules see it: its scanned declarations, its layer and module, and the
/// findings reported so far.
public final class RuleContext {
    /// The path as reached from the command-line argument.
    public let path: String
    /// The file's layer.
    public let layer: Layer
    /// The file's module.
    public let module: String
    /// What the scanner found.
    public let scanned: ScannedFile
    /// The file's bytes.
    public let source: [UInt8]
    /// The language the engine writes the texts of this file's findings in.
    public let language: Language
    /// The severity of each rule that runs on this file.
    public let severities: [String: Severity]
    // The state below is read and written by one rule at a time, never while another access
    // to it is open: `@exclusivity(unchecked)` leaves out the runtime's check of each access,
    // which the rules make thousands of times a file.

    /// The findings reported so far, in the order reported, for the engine to keep.
    @exclusivity(unchecked) package private(set) var reported: [ReportedFinding]
    /// The doc comments whose symbol links rules keep for their tree phase.
    @exclusivity(unchecked) package private(set) var linkRequests: [LinkRequest]
    /// The file's `// docaudit:` directives, read on first use; nil in a file without any, as
    /// most are: the scanner noted every comment that may be one.
    public private(set) lazy var suppressions: Suppressions? = scanned.directiveComments.isEmpty ? nil
        : Suppressions(source: source, scanned: scanned, knownRules: RuleRegistry.idSet)
    /// Lists a worker reuses from file to file, emptied for each: made afresh, each list would
    /// cost an allocation for every file, and the runtime a lookup of its storage's type.
    private let scratch: Scratch
    /// Whether the scratch's `readDocs` holds this file's entries yet.
    @exclusivity(unchecked) private var readDocsAreMade = false
    /// Where the lines of the text of the doc comment starting at offset `lineStartsOfDoc`
    /// start, for ``position(in:line:column:)``; -1 before any.
    @exclusivity(unchecked) private var lineStartsOfDoc = -1
    @exclusivity(unchecked) private var lineStarts: TextLineStarts?

    /// Lists reused from file to file by one worker, one file at a time: the engine makes one
    /// per worker and passes it to each file's context.
    package final class Scratch {
        /// What is known of each declaration's doc comment (``ReadDoc``), by index, made on
        /// first use: several rules ask about the same doc comments.
        @exclusivity(unchecked) var readDocs: [Int] = []
        /// ``RuleContext/auditedWithDoc`` and ``RuleContext/auditedUndocumented``.
        @exclusivity(unchecked) var auditedWithDoc: [Int] = []
        @exclusivity(unchecked) var auditedUndocumented: [Int] = []
        /// The code blocks of the doc comments read for them so far (``ReadDoc/codeBlocks``).
        @exclusivity(unchecked) var codeBlocks: [DocCodeBlocks] = []
        /// The DocC fields of the doc comments read for them so far (``ReadDoc/fields``).
        @exclusivity(unchecked) var docFields: [DocFields] = []
        /// A file's findings and link requests, emptied, between files.
        @exclusivity(unchecked) private var reported: [ReportedFinding] = []
        @exclusivity(unchecked) private var linkRequests: [LinkRequest] = []

        /// Empty lists for a worker's files.
        package init() {}

        /// The findings and link requests for the next file, empty, with the room the last
        /// one's took.
        fileprivate func take() -> ([ReportedFinding], [LinkRequest]) {
            if !codeBlocks.isEmpty { codeBlocks.removeAll(keepingCapacity: true) }
            if !docFields.isEmpty { docFields.removeAll(keepingCapacity: true) }
            var taken: ([ReportedFinding], [LinkRequest]) = ([], [])
            swap(&taken.0, &reported)
            swap(&taken.1, &linkRequests)
            taken.0.removeAll(keepingCapacity: true)
            taken.1.removeAll(keepingCapacity: true)
            return taken
        }

        /// Takes back the lists of `file`, whose findings the engine kept: they go to the next
        /// file.
        package func giveBack(_ file: RuleContext) {
            swap(&reported, &file.reported)
            swap(&linkRequests, &file.linkRequests)
        }
    }

    /// What is known of one doc comment, in one plain number, which costs nothing to set up or
    /// let go, where a list per declaration would be counted in and out. Kept in a list of
    /// `Int`: a list of a type of this module's own has the runtime look its storage's type up
    /// each time one is made, once for every file.
    private struct ReadDoc {
        var raw = 0

        /// The ``DocBytes`` facts with the high bit set once read; 0 until then (bits 0 to 7).
        var bytes: UInt8 {
            get { UInt8(truncatingIfNeeded: raw) }
            set { raw = raw & ~0xFF | Int(newValue) }
        }

        /// 0 until read, then 1 for no code blocks, or 2 and up for the range at that position
        /// less 2 in the scratch's `codeBlocks` (bits 8 to 35).
        var codeBlocks: Int {
            get { raw >> 8 & Self.slotMask }
            set { raw = raw & ~(Self.slotMask << 8) | newValue << 8 }
        }

        /// 0 until read, then 1 and up for the fields at that position less 1 in the scratch's
        /// `docFields` (bits 36 to 63).
        var fields: Int {
            get { raw >> 36 & Self.slotMask }
            set { raw = raw & ~(Self.slotMask << 36) | newValue << 36 }
        }

        private static let slotMask = (1 << 28) - 1
    }

    /// The cache entry of the declaration at `index`, the cache made on first use.
    private func readDoc(_ index: Int) -> ReadDoc {
        if !readDocsAreMade {
            scratch.readDocs.removeAll(keepingCapacity: true)
            scratch.readDocs.append(contentsOf: repeatElement(0, count: declarations.count))
            readDocsAreMade = true
        }
        return ReadDoc(raw: scratch.readDocs[index])
    }

    /// Changes the cache entry of the declaration at `index`, read already.
    private func updateReadDoc(_ index: Int, _ change: (inout ReadDoc) -> Void) {
        var entry = ReadDoc(raw: scratch.readDocs[index])
        change(&entry)
        scratch.readDocs[index] = entry.raw
    }
    /// Creates the context of one scanned file.
    ///
    /// ```swift
    /// let file = RuleContext(path: "A.swift", layer: .shared, module: "A", scanned: scanned,
    ///                        source: bytes, language: .en, severities: ["missing-type-doc": .error])
    /// ```
    public convenience init(path: String, layer: Layer, module: String, scanned: ScannedFile, source: [UInt8], language: Language, severities: [String: Severity]) {
        self.init(path: path, layer: layer, module: module, scanned: scanned, source: source, language: language, severities: severities, scratch: Scratch())
    }

    /// The context of one scanned file, whose lists are `scratch`'s: a worker passes the same
    /// to each file it checks, one after another.
    package init(path: String, layer: Layer, module: String, scanned: ScannedFile, source: [UInt8], language: Language, severities: [String: Severity], scratch: Scratch) {
        self.path = path
        self.layer = layer
        self.module = module
        self.scanned = scanned
        self.source = source
        self.language = language
        self.severities = severities
        self.scratch = scratch
        (reported, linkRequests) = scratch.take()
    }

    /// The declarations, in source order.
    public var declarations: [Declaration] { scanned.declarations }

    /// The indices of the audited declarations that have a doc comment, blank or not, in
    /// source order: what most rules look at, found once for all of them.
    ///
    /// ```swift
    /// for index in file.auditedWithDoc where file.declarations[index].kind == .case { … }
    /// ```
    public var auditedWithDoc: [Int] {
        if !auditedAreRead { readAudited() }
        return scratch.auditedWithDoc
    }

    /// The indices of the audited declarations without documentation (no doc comment, a
    /// blank one, or `////` lines while `commented-out-doc` runs), in source order.
    ///
    /// ```swift
    /// for index in file.auditedUndocumented where file.declarations[index].kind.isType { … }
    /// ```
    public var auditedUndocumented: [Int] {
        if !auditedAreRead { readAudited() }
        return scratch.auditedUndocumented
    }

    /// Both lists, found together on first use, and kept apart: each use takes one.
    @exclusivity(unchecked) private var auditedAreRead = false

    private func readAudited() {
        let layer = layer
        // Room for all at once: grown step by step, each list would be copied again and again.
        scratch.auditedWithDoc.removeAll(keepingCapacity: true)
        scratch.auditedUndocumented.removeAll(keepingCapacity: true)
        scratch.auditedWithDoc.reserveCapacity(scanned.declarations.count)
        scratch.auditedUndocumented.reserveCapacity(scanned.declarations.count)
        let declarations = scanned.declarations
        for index in declarations.indices where layer.audits(visible: declarations[index].visible) {
            if declarations[index].hasDoc { scratch.auditedWithDoc.append(index) }
            if !isDocumented(declarations[index]) { scratch.auditedUndocumented.append(index) }
        }
        auditedAreRead = true
    }

    /// Whether `declaration` (one of this file's) is documented as the rules read it: a doc
    /// comment with text, not `////` lines of code commented out while `commented-out-doc` runs.
    ///
    /// ```swift
    /// let documented = file.declarations.filter { file.isDocumented($0) }.count
    /// ```
    public func isDocumented(_ declaration: borrowing Declaration) -> Bool {
        declaration.isDocumented && !(CommentedOutDocRule.isCommentedOut(declaration, in: source) && commentedOutIsNoDoc)
    }

    /// Whether `commented-out-doc` runs on the file, its lines then no documentation.
    private var commentedOutIsNoDoc: Bool { severities[CommentedOutDocRule.id] != nil }

    /// The DocC fields of the doc comment of the declaration at `index`, read once for the
    /// field rules, which all ask of every documented function; empty without a doc comment.
    ///
    /// ```swift
    /// let documented = file.docFields(of: index).parameterNames
    /// ```
    public func docFields(of index: Int) -> DocFields {
        let slot = readDoc(index).fields
        if slot != 0 { return scratch.docFields[slot - 1] }
        var fields = DocFields()
        if let text = declarations[index].docText { fields = DocFields(text: text) }
        scratch.docFields.append(fields)
        updateReadDoc(index) { $0.fields = scratch.docFields.count }
        return fields
    }

    /// The fenced code blocks of the doc comment of the declaration at `index`: read once, for
    /// the rules that ask, and none without a doc comment or a fence.
    ///
    /// ```swift
    /// let hasExample = file.codeBlocks(of: index).contains { $0.isSwiftExample }
    /// ```
    public func codeBlocks(of index: Int) -> DocCodeBlocks {
        switch readDoc(index).codeBlocks {
        case 0: return readCodeBlocks(of: index)
        case 1: return .none
        case let slot: return scratch.codeBlocks[slot - 2]
        }
    }

    /// Reads the code blocks of the doc comment of the declaration at `index` into the
    /// scratch's list: ``codeBlocks(of:)`` the first time. Asked by several rules of every
    /// audited doc comment, most without a fence, which the source bytes tell at once.
    private func readCodeBlocks(of index: Int) -> DocCodeBlocks {
        guard !docBytes(of: index).isDisjoint(with: [.backtickFence, .tildeFence]), let text = declarations[index].docText else {
            updateReadDoc(index) { $0.codeBlocks = 1 }
            return .none
        }
        let blocks = DocCodeBlocks(text: text)
        guard !blocks.isEmpty else {
            updateReadDoc(index) { $0.codeBlocks = 1 }
            return .none
        }
        scratch.codeBlocks.append(blocks)
        let slot = scratch.codeBlocks.count + 1
        updateReadDoc(index) { $0.codeBlocks = slot }
        return blocks
    }

    /// The first `<#…#>` editor placeholder of the doc comment of the declaration at `index`,
    /// if any (see ``DocText/firstPlaceholder(in:)``).
    ///
    /// ```swift
    /// if let placeholder = file.placeholder(of: index) { … }
    /// ```
    public func placeholder(of index: Int) -> String? {
        guard docBytes(of: index).contains(.placeholder), let text = declarations[index].docText else { return nil }
        return DocText.firstPlaceholder(in: text)
    }

    /// What the doc comment of the declaration at `index` may hold, told from the source from
    /// the comment's start to the declaration's first token: the comment's lines, and what may
    /// stand between (blank lines, plain comments). A pattern within one line that those bytes
    /// lack, the comment's text lacks too (it is made of the ends of those lines), so most doc
    /// comments are passed over without their text being read. Worked out once, in one pass,
    /// for the rules that ask; empty without a doc comment.
    ///
    /// ```swift
    /// guard file.docBytes(of: index).contains(.symbolLink) else { continue }
    /// ```
    package func docBytes(of index: Int) -> DocBytes {
        let known = readDoc(index).bytes
        if known != 0 { return DocBytes(rawValue: known & 0x7F) }
        let facts = readDocBytes(of: index)
        updateReadDoc(index) { $0.bytes = facts.rawValue | 0x80 }
        return facts
    }

    private func readDocBytes(of index: Int) -> DocBytes {
        guard let start = scanned.declarations[index].docStart?.offset else { return [] }
        return DocBytes(source: source, range: start..<max(start, scanned.declarations[index].start.offset))
    }

    /// The index in ``declarations`` of the innermost type or extension whose body holds
    /// `offset`, or nil at file scope.
    ///
    /// ```swift
    /// let scope = file.enclosingIndex(of: orphan.doc.start.offset)
    /// ```
    public func enclosingIndex(of offset: Int) -> Int? {
        let bodies = typeBodies
        // The last body opening at or before `offset`, then out through its parents until one
        // holds it: bodies nest, so this is the innermost, found in logarithmic time.
        var candidate = bodies.partitioningIndex { $0.body.lowerBound > offset } - 1
        while candidate >= 0 {
            let body = bodies[candidate].body
            if body.contains(offset) || body.upperBound == offset { return bodies[candidate].index }
            candidate = bodies[candidate].parent
        }
        return nil
    }

    /// The bodies of the file's types and extensions in source order, each with the position
    /// of the body enclosing it in this list (-1 at file scope).
    private lazy var typeBodies: [(index: Int, body: Range<Int>, parent: Int)] = {
        var result: [(index: Int, body: Range<Int>, parent: Int)] = []
        var open: [Int] = []
        for (index, declaration) in declarations.enumerated() where declaration.kind.isTypeWithBody {
            guard let body = declaration.body else { continue }
            while let last = open.last, !(result[last].body.contains(body.lowerBound)) { open.removeLast() }
            result.append((index, body, open.last ?? -1))
            open.append(result.count - 1)
        }
        return result
    }()

    /// The protocols the type enclosing the declaration at `index` declares in this file, in the
    /// inheritance clause of the type or of any extension of it here, by their last name
    /// (`Swift.Hashable` is `Hashable`); empty at file scope. Conformances declared in other
    /// files are not seen.
    ///
    /// ```swift
    /// file.declaredConformances(ofParentOf: index) // ["Equatable", "CustomStringConvertible"]
    /// ```
    public func declaredConformances(ofParentOf index: Int) -> [String] {
        guard let scope = declarations[index].scope else { return [] }
        return conformancesByType[ScopeNames.components(of: scope.dotted)] ?? []
    }

    /// Each type's declared conformances in this file, by the components of its path, read on
    /// first use: only a rule about to report a witness asks.
    private lazy var conformancesByType: [[String]: [String]] = {
        var result: [[String]: [String]] = [:]
        source.withUnsafeBufferPointer { bytes in
            for declaration in declarations where declaration.kind.isTypeWithBody && !declaration.header.inheritance.isEmpty {
                let path = ScopeNames.components(of: declaration.kind == .extension ? declaration.name : declaration.symbolPath)
                for entry in declaration.header.inheritance {
                    if let name = Self.protocolName(DeclarationHeader.text(entry, in: bytes)) { result[path, default: []].append(name) }
                }
            }
        }
        return result
    }()

    /// The last name of an inheritance entry as written (`@unchecked Swift.Sendable` is
    /// `Sendable`); nil for a suppressed one (`~Copyable`). Over bytes: splitting the text
    /// compared characters, which cost more than the rest of a file's conformances.
    private static func protocolName(_ entry: String) -> String? {
        var entry = entry
        return entry.withUTF8 { bytes in
            // The first word that is no attribute is the type.
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: " ") { end += 1 }
                if start < end, bytes[start] != UInt8(ascii: "@") { return lastName(of: UnsafeBufferPointer(rebasing: bytes[start..<end])) }
                start = end + 1
            }
            return nil
        }
    }

    /// The last of the dotted names of `type`, before its generic arguments; nil for a
    /// suppressed type (`~Copyable`).
    private static func lastName(of type: UnsafeBufferPointer<UInt8>) -> String? {
        guard type.first != UInt8(ascii: "~") else { return nil }
        var end = type.firstIndex(of: UInt8(ascii: "<")) ?? type.count
        while end > 0, type[end - 1] == UInt8(ascii: ".") { end -= 1 }
        var start = end
        while start > 0, type[start - 1] != UInt8(ascii: ".") { start -= 1 }
        return start < end ? String(decoding: UnsafeBufferPointer(rebasing: type[start..<end]), as: UTF8.self) : nil
    }

    /// Whether a doc comment that documents nothing, at `offset`, is audited: in an `interface`
    /// or `shared` file always, in an `implementation` file at file scope or in a visible type.
    ///
    /// ```swift
    /// for orphan in file.scanned.orphanDocs where file.auditsOrphan(at: orphan.doc.start.offset) { … }
    /// ```
    public func auditsOrphan(at offset: Int) -> Bool {
        switch layer {
        case .interface, .shared: return true
        case .implementation: return enclosingIndex(of: offset).map { declarations[$0].visible } ?? true
        case .app, .ignored: return false
        }
    }

    /// Reports a finding of `rule` at `position` about the declaration at index `subject` of
    /// ``declarations`` (nil for one at file scope), if the rule runs on this file (the engine
    /// keeps the first of several at one rule and place). The message is made only then, and
    /// its text in the file's language only when the engine keeps the finding. A rule passes an
    /// index, not a declaration: a copy of one costs a reference count per field.
    ///
    /// ```swift
    /// file.report(Self.id, at: declarations[index].keyword, about: index,
    ///             .undocumentedType(DeclarationMention(index, in: declarations)))
    /// ```
    public func report(_ rule: String, at position: SourcePosition, about subject: Int?, _ message: @autoclosure () -> FindingMessage,
                       fix: @autoclosure () -> FindingFix? = nil) {
        guard let (severity, index) = severity(of: rule), severity != .off else { return }
        // A fix is made only for `docaudit fix`: a check reports, and never applies one.
        let made = fixes == .none ? nil : fix()
        let end = scanned.lines.position(of: endOfFinding(at: position.offset, about: subject))
        reported.append(ReportedFinding(line: position.line, column: position.column, characterColumn: characterColumn(of: position), endLine: end.line, endColumn: end.column,
                                        rule: index, severity: severity, message: message(), subject: subject, fix: made))
    }

    /// Where a finding that starts at `offset` ends: after the declaration's name when it
    /// stands at the subject's keyword or name, after the doc comment it stands at the start of
    /// (the subject's, or one that documents nothing), else after the word at `offset`. What
    /// an editor underlines.
    private func endOfFinding(at offset: Int, about subject: Int?) -> Int {
        if let subject {
            let declaration = declarations[subject]
            if offset == declaration.keyword.offset || offset == declaration.nameOffset { return SourceWords.end(ofNameAt: declaration.nameOffset, in: source) }
            if let doc = declaration.doc, doc.start.offset <= offset, offset < doc.end { return doc.end }
        } else if let orphan = scanned.orphanDocs.first(where: { $0.doc.start.offset == offset }) {
            return orphan.doc.end
        }
        return SourceWords.end(ofWordAt: offset, in: source)
    }

    /// Which fixes the check attaches to its findings (see ``report(_:at:about:_:fix:)``).
    @exclusivity(unchecked) package var fixes = FixCollection.none

    /// What a doc template holds in this file, when the fix scaffolds.
    @exclusivity(unchecked) package var scaffolding: Scaffolding?

    /// The fix that inserts a doc template above the declaration at `index`, which has no
    /// documentation: with a usage section where `missing-usage-example` would ask for one.
    /// Nil unless the fix scaffolds, and for a doc comment with text or set apart by a blank
    /// line, which a person must look at.
    ///
    /// ```swift
    /// file.report(Self.id, at: declaration.keyword, about: index, .undocumentedType(mention), fix: file.scaffoldingFix(for: index))
    /// ```
    public func scaffoldingFix(for index: Int) -> FindingFix? {
        guard let scaffolding else { return nil }
        let declaration = declarations[index]
        guard declaration.doc?.isBlank ?? true, declaration.doc?.separation ?? .adjacent == .adjacent else { return nil }
        let examples = scaffolding.examples
        let wantsExample = examples?.wouldAsk(at: index, in: self) == true
        let template = scaffolding.template
        let heading = wantsExample ? examples.flatMap { $0.heading.isEmpty ? nil : $0.heading } ?? template.usageHeading : nil
        return FindingFix.scaffolding(template.lines(usageHeading: heading), above: declaration, in: source)
    }

    /// What the findings of the rules the engine runs on the file need, in the order they run,
    /// and the position there of the one running now. A rule reports under its own id, the
    /// same string as the one kept here, told equal at once: the severity and position of its
    /// findings are known without hashing the id twice per rule and file.
    @exclusivity(unchecked) package var runningRules: [RuleFinding] = []
    @exclusivity(unchecked) package var runningRule = 0

    private func severity(of rule: String) -> (severity: Severity, index: Int)? {
        if runningRule < runningRules.count, runningRules[runningRule].id == rule { return (runningRules[runningRule].severity, runningRules[runningRule].index) }
        return severities[rule].map { ($0, RuleRegistry.indexes[rule]!) }
    }

    /// The 1-based column of `position` in Unicode code points: the scalars that start before it
    /// on its line.
    ///
    /// ```swift
    /// let column = file.characterColumn(of: declaration.keyword)
    /// ```
    public func characterColumn(of position: SourcePosition) -> Int {
        SourceColumns.characterColumn(of: position, in: source)
    }

    /// Keeps the symbol links of the doc comment of the declaration at `index` for the tree
    /// phase of `rule` (a ``TreeRule``), which looks them up once the whole tree is scanned;
    /// those `rule`'s directives silence are left out.
    ///
    /// ```swift
    /// file.keepLinksForTheTree(ofDeclarationAt: index, for: Self.id)
    /// ```
    public func keepLinksForTheTree(ofDeclarationAt index: Int, for rule: String) {
        // Most doc comments hold no link, which their bytes tell without reading the text.
        guard docBytes(of: index).contains(.symbolLink) else { return }
        keep(.declaration(index), for: rule)
    }

    /// ``keepLinksForTheTree(ofDeclarationAt:for:)`` of a doc comment that documents nothing.
    ///
    /// ```swift
    /// file.keepLinksForTheTree(of: orphan, for: Self.id)
    /// ```
    public func keepLinksForTheTree(of orphan: OrphanDoc, for rule: String) {
        keep(.orphan(orphan), for: rule)
    }

    /// Keeps, for the tree phase of `rule`, the paths of the requirements the declaration at
    /// `index` may implement (`Store/save(_:)`): the phase asks whether any names a documented
    /// declaration of the tree, resolved from the declaration's scope outward, and reports at
    /// the declaration's keyword. Its findings there carry no fix.
    ///
    /// ```swift
    /// file.keepRequirementsForTheTree(ofDeclarationAt: index, paths: ["Store/save(_:)"], for: Self.id)
    /// ```
    public func keepRequirementsForTheTree(ofDeclarationAt index: Int, paths: [String], for rule: String) {
        keep(.requirements(index, paths: paths), for: rule)
    }

    /// Where a finding at the keyword of the declaration at `index` ends: after its name.
    package func endOfName(of index: Int) -> SourcePosition {
        scanned.lines.position(of: SourceWords.end(ofNameAt: declarations[index].nameOffset, in: source))
    }

    private func keep(_ source: LinkRequest.Source, for rule: String) {
        guard let (severity, index) = severity(of: rule), severity != .off else { return }
        linkRequests.append(LinkRequest(source: source, rule: RuleFinding(id: rule, index: index, severity: severity)))
    }

    /// The source position of byte `column` of line `line` of `doc`'s text.
    ///
    /// ```swift
    /// let position = file.position(in: doc, line: link.line, column: link.column)
    /// ```
    public func position(in doc: DocComment, line: Int, column: Int) -> SourcePosition {
        source.withUnsafeBufferPointer { source in
            if lineStartsOfDoc != doc.start.offset {
                // A comment's line starts hang on its indentation, which all of its lines decide:
                // read once for the comment, not once for each of its links.
                lineStarts = TextLineStarts(doc, source: source)
                lineStartsOfDoc = doc.start.offset
            }
            let start = lineStarts!.offset(ofLine: line, source: source) ?? doc.start.offset
            return scanned.lines.position(of: start + column)
        }
    }
}

/// A finding as a rule reported it, for the engine to keep.
package struct ReportedFinding {
    package var line: Int
    package var column: Int
    package var characterColumn: Int
    /// Where the finding's range ends, after its last byte: the line, and the UTF-8 column.
    package var endLine: Int
    package var endColumn: Int
    /// The rule's position in ``RuleRegistry/ids``.
    package var rule: Int
    package var severity: Severity
    /// What it says, in no language yet: the engine writes the text of the findings it keeps.
    package var message: FindingMessage
    /// The declaration it is about, by index; nil at file scope.
    package var subject: Int?
    package var fix: FindingFix?
}

/// A doc comment whose symbol links a rule keeps for its tree phase, or a declaration's
/// requirement paths, and that rule, whose suppressions leave some out.
package struct LinkRequest {
    package enum Source {
        /// The doc comment of the declaration at this index.
        case declaration(Int)
        /// One that documents nothing.
        case orphan(OrphanDoc)
        /// Not a doc comment: the paths of the requirements the declaration at this index may
        /// implement, each asked for as a documented declaration.
        case requirements(Int, paths: [String])
    }

    package var source: Source
    package var rule: RuleFinding
}

/// What the findings of one rule carry: its id, its position in ``RuleRegistry/ids``, and its
/// severity.
package struct RuleFinding: Sendable {
    package let id: String
    package let index: Int
    package let severity: Severity

    package init(id: String, index: Int, severity: Severity) {
        self.id = id
        self.index = index
        self.severity = severity
    }
}

/// What the doc templates of `docaudit fix --scaffold` hold in one file: their language's text,
/// and the `missing-usage-example` in force, which decides which functions get a usage section.
package struct Scaffolding: Sendable {
    package let template: DocTemplate
    package let examples: MissingUsageExampleRule?

    package init(template: DocTemplate, examples: MissingUsageExampleRule?) {
        self.template = template
        self.examples = examples
    }
}
