import DocAuditCore

/// `broken-symbol-link`: a DocC symbol link that resolves to no declaration of the checked tree.
///
/// The check collects the links of one file; the engine resolves them once every file's
/// declarations are in the ``SymbolIndex``.
public struct BrokenSymbolLinkRule: Rule {
    /// The rule's id, which `docaudit site` also gives the links its pages cannot resolve.
    public static let id = "broken-symbol-link"
    public static let defaultSeverity = Severity.warning
    public static let description = LocalizedText(
        en: "A DocC symbol link (``Type``, ``Type/member(label:)``, ``Module/Type``) that resolves to no declaration of the checked tree, as DocC resolves it: from the documented symbol's scope outward. Links to other packages' symbols cannot resolve here either.",
        ko: "검사한 트리의 어떤 선언으로도 해석되지 않는 DocC 심볼 링크(``Type``, ``Type/member(label:)``, ``Module/Type``). DocC처럼 문서화된 심볼의 범위에서 바깥으로 해석합니다. 다른 패키지의 심볼 링크도 여기서는 해석되지 않습니다."
    )
    public static let passingExamples = [
        RuleExample("/// A cache; ``Cache/evict()`` empties it and ``evict()`` too.\npublic struct Cache {\n    /// Empties the cache; see ``Cache``.\n    ///\n    /// ```swift\n    /// cache.evict()\n    /// ```\n    public func evict() {}\n}"),
        RuleExample("/// Not a link: `Missing`, nor in code: ```` ``Missing`` ````.\npublic struct Cache {}"),
    ]
    public static let firingExamples = [
        RuleExample("/// A cache, filled by ↓``Loader``.\npublic struct Cache {}"),
        RuleExample("/// A cache.\npublic struct Cache {\n    /// Empties it; see ↓``Cache/clear()``.\n    ///\n    /// ```swift\n    /// cache.evict()\n    /// ```\n    public func evict() {}\n}"),
    ]

    /// Creates the rule; it takes no options.
    ///
    /// ```swift
    /// let rule = BrokenSymbolLinkRule(options: RuleOptions())
    /// ```
    public init(options: RuleOptions) {}

    /// Collects the symbol links of the audited doc comments of `file`, to be resolved once
    /// the whole tree is indexed.
    ///
    /// ```swift
    /// rule.check(file)
    /// let pending = file.pendingLinks
    /// ```
    public func check(_ file: FileContext) {
        let declarations = file.declarations
        // The declaration's fields are read in place: a copy costs a reference count per field.
        for index in file.auditedWithDoc where declarations[index].isDocumented {
            guard let doc = declarations[index].doc, let links = Self.links(in: doc) else { continue }
            let symbol = declarations[index].symbolPath
            collect(links, of: doc, scope: declarations[index].kind.isTypeWithBody ? symbol : declarations[index].parent, symbol: symbol, in: file)
        }
        for orphan in file.scanned.orphanDocs {
            guard file.auditsOrphan(at: orphan.doc.start.offset), let links = Self.links(in: orphan.doc) else { continue }
            let scope = file.enclosingIndex(of: orphan.doc.start.offset).map { declarations[$0].symbolPath } ?? ""
            collect(links, of: orphan.doc, scope: scope, symbol: scope, in: file)
        }
    }

    /// The symbol links of `doc`, or nil when it has none.
    private static func links(in doc: DocComment) -> [SymbolLink]? {
        let links = SymbolLink.links(in: doc.text)
        return links.isEmpty ? nil : links
    }

    private func collect(_ links: [SymbolLink], of doc: DocComment, scope: String, symbol: String, in file: FileContext) {
        let lineOffsets = file.textLineOffsets(of: doc)
        let scopePrefixes = PathHash.prefixes(ofScope: scope)
        for link in links {
            let position = file.position(in: doc, lineOffsets: lineOffsets, line: link.line, column: link.column)
            file.pendingLinks.append(PendingLink(
                link: link,
                position: position,
                query: LinkQuery(link, scopePrefixes: scopePrefixes),
                symbol: symbol,
                characterColumn: file.characterColumn(of: position)
            ))
        }
    }

    /// Adds to `findings` those of the links that `table` cannot resolve.
    ///
    /// ```swift
    /// BrokenSymbolLinkRule.reportUnresolved(links, severity: .warning, language: .en, table: table, into: &findings)
    /// ```
    static func reportUnresolved(_ links: [PendingLink], severity: Severity, language: Language, table: SymbolTable, into findings: inout FileFindings) {
        let rule = RuleRegistry.indexes[id]!
        for pending in links where !table.resolves(pending.query) {
            let text = pending.link.text
            findings.append(
                line: pending.position.line, column: pending.position.column, characterColumn: pending.characterColumn, rule: rule, severity: severity,
                message: language == .ko ? "심볼 링크 ``\(text)``가 검사한 트리의 어떤 선언으로도 해석되지 않습니다"
                    : "symbol link ``\(text)`` resolves to no declaration of the checked tree",
                symbol: .text(pending.symbol)
            )
        }
    }
}
