import DocAuditCore

// Unchecked access: the check's hot path reads declarations and doc text in place rather than copying them per rule; ranges trap in debug builds, where the tests run.

/// One file as the rules see it: its scanned declarations, its layer and module, and the
/// findings reported so far.
public final class FileContext {
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
    /// The language of messages.
    public let language: Language
    /// The severity of each rule that runs on this file.
    public let severities: [String: Severity]
    /// The findings so far, as the check keeps them.
    @exclusivity(unchecked) var findings: FileFindings
    /// The symbol links found in audited doc comments, for `broken-symbol-link`.
    @exclusivity(unchecked) var waitingLinks: WaitingLinks
    /// The file's `// docaudit:` directives, read on first use; nil in a file without any, as
    /// most are: the scanner noted every comment that may be one.
    public private(set) lazy var suppressions: Suppressions? = scanned.directiveComments.isEmpty ? nil
        : Suppressions(source: source, scanned: scanned, knownRules: RuleRegistry.idSet)
    /// Lists a worker reuses from file to file, emptied for each: made afresh, each list would
    /// cost an allocation for every file, and the runtime a lookup of its storage's type.
    private let scratch: Scratch
    /// Whether the scratch's `readDocs` holds this file's entries yet.
    @exclusivity(unchecked) private var readDocsAreMade = false
    /// Where each line of the text of the doc comment starting at offset `lineStartsOfDoc`
    /// starts, for ``position(in:line:column:)``; -1 before any.
    private var lineStartsOfDoc = -1
    private var lineStarts: [Int] = []

    /// Lists reused from file to file by one worker, one file at a time. Like the caches
    /// below, read without dynamic exclusivity checks: one worker checks a file at a time, and
    /// no access to them overlaps another.
    final class Scratch {
        /// What is known of each declaration's doc comment (``ReadDoc``), by index, made on
        /// first use: several rules ask about the same doc comments.
        @exclusivity(unchecked) var readDocs: [Int] = []
        /// ``FileContext/auditedWithDoc`` and ``FileContext/auditedUndocumented``.
        @exclusivity(unchecked) var auditedWithDoc: [Int] = []
        @exclusivity(unchecked) var auditedUndocumented: [Int] = []
        /// The code blocks of the doc comments read for them so far (``ReadDoc/codeBlocks``).
        @exclusivity(unchecked) var codeBlocks: [DocCodeBlocks] = []
        /// The DocC fields of the doc comments read for them so far (``ReadDoc/fields``).
        @exclusivity(unchecked) var docFields: [DocFields] = []
        /// A file's findings and waiting links, emptied, between files.
        @exclusivity(unchecked) private var findings = FileFindings()
        @exclusivity(unchecked) private var waitingLinks = WaitingLinks()

        /// The findings and waiting links for the next file, empty, with the room the last
        /// one's took.
        fileprivate func take() -> (FileFindings, WaitingLinks) {
            if !codeBlocks.isEmpty { codeBlocks.removeAll(keepingCapacity: true) }
            if !docFields.isEmpty { docFields.removeAll(keepingCapacity: true) }
            var taken = (FileFindings(), WaitingLinks())
            swap(&taken.0, &findings)
            swap(&taken.1, &waitingLinks)
            taken.0.removeAll()
            taken.1.removeAll()
            return taken
        }

        /// Takes back the findings and waiting links of `file`, checked and spilled: they go
        /// to the next file.
        func giveBack(_ file: FileContext) {
            swap(&findings, &file.findings)
            swap(&waitingLinks, &file.waitingLinks)
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
    /// let file = FileContext(path: "A.swift", layer: .shared, module: "A", scanned: scanned,
    ///                        source: bytes, language: .en, severities: ["missing-type-doc": .error])
    /// ```
    public convenience init(path: String, layer: Layer, module: String, scanned: ScannedFile, source: [UInt8], language: Language, severities: [String: Severity]) {
        self.init(path: path, layer: layer, module: module, scanned: scanned, source: source, language: language, severities: severities, scratch: Scratch())
    }

    /// The context of one scanned file, whose lists are `scratch`'s: a worker passes the same
    /// to each file it checks, one after another.
    init(path: String, layer: Layer, module: String, scanned: ScannedFile, source: [UInt8], language: Language, severities: [String: Severity], scratch: Scratch) {
        self.path = path
        self.layer = layer
        self.module = module
        self.scanned = scanned
        self.source = source
        self.language = language
        self.severities = severities
        self.scratch = scratch
        (findings, waitingLinks) = scratch.take()
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

    /// The indices of the audited declarations without documentation (no doc comment, or a
    /// blank one), in source order.
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
        scanned.declarations.withUnsafeBufferPointer { declarations in
            for index in declarations.indices where layer.audits(visible: declarations[index].visible) {
                if declarations[index].hasDoc { scratch.auditedWithDoc.append(index) }
                if !declarations[index].isDocumented { scratch.auditedUndocumented.append(index) }
            }
        }
        auditedAreRead = true
    }

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
        if var text = declarations[index].docText { fields = text.withUTF8(DocFields.init(reading:)) }
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
    func docBytes(of index: Int) -> DocBytes {
        let known = readDoc(index).bytes
        if known != 0 { return DocBytes(rawValue: known & 0x7F) }
        let facts = readDocBytes(of: index)
        updateReadDoc(index) { $0.bytes = facts.rawValue | 0x80 }
        return facts
    }

    private func readDocBytes(of index: Int) -> DocBytes {
        guard let start = scanned.declarations[index].docStart?.offset else { return [] }
        let end = scanned.declarations[index].start.offset
        // Bytes that cannot be told are taken to hold everything.
        guard start < end, end <= source.count else { return [.symbolLink, .backtickFence, .tildeFence, .placeholder] }
        return source.withUnsafeBufferPointer { DocBytes(reading: UnsafeBufferPointer(rebasing: $0[start..<end])) }
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
    /// keeps the first of several at one rule and place). The message in the file's language is
    /// built only then. A rule passes an index, not a declaration: a copy of one costs a
    /// reference count per field.
    ///
    /// ```swift
    /// file.report(Self.id, at: declarations[index].keyword, about: index,
    ///             en: "'\(declarations[index].name)' is not documented",
    ///             ko: "'\(declarations[index].name)'에 문서화 주석이 없습니다")
    /// ```
    public func report(_ rule: String, at position: SourcePosition, about subject: Int?, en: @autoclosure () -> FindingText, ko: @autoclosure () -> FindingText,
                       fix: @autoclosure () -> FindingFix? = nil) {
        guard let (severity, index) = severity(of: rule), severity != .off else { return }
        let symbol: FileFindings.Symbol = subject.map { .path(scope: declarations[$0].scope, name: declarations[$0].name) } ?? .fileScope
        // A fix is made only for `docaudit fix`: a check reports, and never applies one.
        let made = fixes == .none ? nil : fix().flatMap { $0.kind != .scaffold || scaffolding != nil ? $0 : nil }
        findings.append(line: position.line, column: position.column, characterColumn: characterColumn(of: position), rule: index, severity: severity,
                        message: language == .ko ? ko() : en(), symbol: symbol, fix: made)
    }

    /// Which fixes the check attaches to its findings (see ``report(_:at:about:en:ko:fix:)``).
    var fixes = FixCollection.none

    /// What a doc template holds in this file, when the fix scaffolds: its language's text, and
    /// which functions get a usage section.
    private lazy var scaffolding: (template: DocTemplate, examples: UsageExamplePolicy)? = {
        guard case .scaffolding(let language) = fixes, let place = placement else { return nil }
        let examples = UsageExamplePolicy(place)
        return (DocTemplate(language: examples.language ?? language), examples)
    }()

    /// Where the engine placed the file, for the policies its fixes follow.
    var placement: Placement?

    /// The fix that inserts a doc template above the declaration at `index`, which has no
    /// documentation: with a usage section where `missing-usage-example` would ask for one.
    /// Nil unless the fix scaffolds, and for a doc comment with text or set apart by a blank
    /// line, which a person must look at.
    ///
    /// ```swift
    /// file.report(Self.id, at: declaration.keyword, about: index, en: "…", ko: "…", fix: file.scaffoldingFix(for: index))
    /// ```
    public func scaffoldingFix(for index: Int) -> FindingFix? {
        guard let (template, examples) = scaffolding else { return nil }
        let declaration = declarations[index]
        guard declaration.doc?.isBlank ?? true, declaration.doc?.separation ?? .adjacent == .adjacent else { return nil }
        let wantsExample = examples.requiresExample(declaration) && suppressions?.suppresses(UsageExamplePolicy.rule, line: declaration.keyword.line) != true
        let heading = wantsExample ? examples.heading ?? template.usageHeading : nil
        return FindingFix.scaffolding(template.lines(usageHeading: heading), above: declaration, in: source)
    }

    /// The findings in report order.
    ///
    /// ```swift
    /// let reported = file.diagnostics.map(\.rule)
    /// ```
    public var diagnostics: [Diagnostic] { findings.diagnostics(file: path) }

    /// What the findings of the rules the engine runs on the file need, in the order they run,
    /// and the position there of the one running now. A rule reports under its own id, the
    /// same string as the one kept here, told equal at once: the severity and position of its
    /// findings are known without hashing the id twice per rule and file.
    @exclusivity(unchecked) var runningRules: [RuleFinding] = []
    @exclusivity(unchecked) var runningRule = 0

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
        let lineStart = max(0, position.offset - (position.column - 1))
        guard position.offset <= source.count else { return position.column }
        return source.withUnsafeBufferPointer { source in
            // Mostly the line's start is ASCII, eight bytes at a time: then columns are bytes.
            var index = lineStart
            let raw = UnsafeRawBufferPointer(source)
            while index + 8 <= position.offset, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { index += 8 }
            var column = 1 + index - lineStart
            for index in index..<position.offset where source[index] & 0xC0 != 0x80 { column += 1 }
            return column
        }
    }

    /// The source position of byte `column` of line `line` of `doc`'s text.
    ///
    /// ```swift
    /// let position = file.position(in: doc, line: link.line, column: link.column)
    /// ```
    public func position(in doc: DocComment, line: Int, column: Int) -> SourcePosition {
        if lineStartsOfDoc != doc.start.offset {
            // A comment's line starts hang on its indentation, which all of its lines decide:
            // read once for the comment, not once for each of its links.
            lineStarts = source.withUnsafeBufferPointer { doc.textLineOffsets(source: $0) }
            lineStartsOfDoc = doc.start.offset
        }
        let start = line < lineStarts.count ? lineStarts[line] : doc.start.offset
        return scanned.lines.position(of: start + column)
    }
}

/// What the source lines of a doc comment may hold, for the rules that would otherwise read the
/// text of every doc comment: see ``FileContext/docBytes(of:)``.
public struct DocBytes: OptionSet, Sendable {
    public let rawValue: UInt8

    /// Creates the set from its bits.
    ///
    /// ```swift
    /// let facts = DocBytes(rawValue: 1)
    /// ```
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A run of exactly two backticks, which opens a symbol link.
    public static let symbolLink = DocBytes(rawValue: 1)
    /// A run of three or more backticks, which a backtick fence needs.
    public static let backtickFence = DocBytes(rawValue: 2)
    /// Three tildes, which a tilde fence needs.
    public static let tildeFence = DocBytes(rawValue: 4)
    /// `<#`, which opens an editor placeholder.
    public static let placeholder = DocBytes(rawValue: 8)

    /// What `bytes` hold, found sixteen places at a time with vector comparisons: each
    /// window's places are compared with the bytes before and after them, loaded shifted, so
    /// the patterns are told apart without a branch per mark. The backticks of code spans are
    /// many, and a branch on each mispredicts often: read so, every audited doc comment costs
    /// half the time, for a few more instructions.
    ///
    /// ```swift
    /// let facts = Array("/// See ``Cache``.".utf8).withUnsafeBufferPointer(DocBytes.init(reading:)) // [.symbolLink]
    /// ```
    public init(reading bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, bytes.count > 1 else {
            self = []
            return
        }
        var found = Windows()
        // Each window reads the places 1 + base ..< 17 + base, with the byte before each and
        // the two after.
        var base = 0
        while base + Windows.span <= bytes.count {
            found.read(UnsafeRawPointer(start + base))
            base += 16
        }
        // The places left, with the byte before them, copied into zeros: a zero is no mark,
        // and stands for the end of the bytes.
        if base + 1 < bytes.count {
            var tail = (SIMD16<UInt8>(), SIMD16<UInt8>(), SIMD16<UInt8>())
            withUnsafeMutableBytes(of: &tail) { tail in
                tail.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[base...]))
                found.read(UnsafeRawPointer(tail.baseAddress!))
                if bytes.count - base > 17 { found.read(UnsafeRawPointer(tail.baseAddress! + 16)) }
            }
        }
        self = found.facts
        // The first place, which has no byte before it.
        if bytes[0] == UInt8(ascii: "`"), bytes[1] == UInt8(ascii: "`") {
            insert(bytes.count > 2 && bytes[2] == UInt8(ascii: "`") ? .backtickFence : .symbolLink)
        } else if bytes[0] == UInt8(ascii: "<"), bytes[1] == UInt8(ascii: "#") {
            insert(.placeholder)
        } else if bytes.count > 2, bytes[0] == UInt8(ascii: "~"), bytes[1] == UInt8(ascii: "~"), bytes[2] == UInt8(ascii: "~") {
            insert(.tildeFence)
        }
    }

    /// The patterns found in windows of sixteen places, one lane per place, gathered.
    private struct Windows {
        typealias Mask = SIMDMask<SIMD16<Int8>>

        /// The bytes a window reads: one before its places, and two after.
        static let span = 19

        private var links = Mask()
        private var backtickFences = Mask()
        private var tildeFences = Mask()
        private var placeholders = Mask()

        /// Reads the window whose byte before the first place is at `base`.
        @inline(__always)
        mutating func read(_ base: UnsafeRawPointer) {
            let (backtick, tilde, angle) = (SIMD16<UInt8>(repeating: UInt8(ascii: "`")), SIMD16<UInt8>(repeating: UInt8(ascii: "~")), SIMD16<UInt8>(repeating: UInt8(ascii: "<")))
            let place = base.loadUnaligned(fromByteOffset: 1, as: SIMD16<UInt8>.self)
            let (backticks, tildes, angles) = (place .== backtick, place .== tilde, place .== angle)
            // Every pattern starts at one of these bytes: most windows of prose hold none, and
            // are passed over after three comparisons.
            guard Self.isSet(backticks .| tildes .| angles) else { return }
            let before = base.loadUnaligned(as: SIMD16<UInt8>.self)
            let next = base.loadUnaligned(fromByteOffset: 2, as: SIMD16<UInt8>.self)
            let third = base.loadUnaligned(fromByteOffset: 3, as: SIMD16<UInt8>.self)
            let (nextBackticks, thirdBackticks) = (next .== backtick, third .== backtick)
            // A run of exactly two starts where the byte before is no backtick.
            links .|= .!(before .== backtick) .& backticks .& nextBackticks .& .!thirdBackticks
            backtickFences .|= backticks .& nextBackticks .& thirdBackticks
            tildeFences .|= tildes .& (next .== tilde) .& (third .== tilde)
            placeholders .|= angles .& (next .== SIMD16(repeating: UInt8(ascii: "#")))
        }

        var facts: DocBytes {
            var facts: DocBytes = []
            if Self.isSet(links) { facts.insert(.symbolLink) }
            if Self.isSet(backtickFences) { facts.insert(.backtickFence) }
            if Self.isSet(tildeFences) { facts.insert(.tildeFence) }
            if Self.isSet(placeholders) { facts.insert(.placeholder) }
            return facts
        }

        /// Whether any lane of `mask` is set, read as two words: the library's `any` reduces
        /// the lanes one by one here.
        private static func isSet(_ mask: Mask) -> Bool {
            let words = unsafeBitCast(mask, to: (UInt64, UInt64).self)
            return words.0 | words.1 != 0
        }
    }
}
