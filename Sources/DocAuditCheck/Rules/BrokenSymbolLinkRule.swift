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
    /// the whole tree is indexed; a suppressed one is left out.
    ///
    /// ```swift
    /// rule.check(file)
    /// ```
    public func check(_ file: FileContext) {
        let declarations = file.declarations
        // Members of one type follow each other and share their scope: its path and hashes are reused.
        var scope: LinkScope?
        // The declaration's fields are read in place: a copy costs a reference count per field.
        for index in file.auditedWithDoc where declarations[index].isDocumented {
            guard file.docBytes(of: index).contains(.symbolLink), let text = declarations[index].docText else { continue }
            let ownsScope = declarations[index].kind.isTypeWithBody
            collect(text, in: file, scope: &scope, place: {
                let symbol = WaitingLinks.Symbol(scope: declarations[index].scope, name: declarations[index].name)
                return (declarations[index].doc!, declarations[index].scope, ownsScope ? declarations[index].name : nil, symbol)
            })
        }
        for orphan in file.scanned.orphanDocs where file.auditsOrphan(at: orphan.doc.start.offset) {
            let enclosing = file.enclosingIndex(of: orphan.doc.start.offset)
            collect(orphan.doc.text, in: file, scope: &scope, place: {
                let (node, name) = (enclosing.flatMap { declarations[$0].scope }, enclosing.map { declarations[$0].name })
                return (orphan.doc, node, name, WaitingLinks.Symbol(scope: node, name: name ?? ""))
            })
        }
    }

    /// Where a doc comment's links are resolved from: a scope node, and a type's name after it
    /// for the type's own doc comment or one that documents nothing inside it. Its hashes are
    /// made when the place changes, told by identity, not for every doc comment.
    private struct LinkScope {
        let node: ScopePath?
        let name: String?
        let prefixes: [PathHash]

        func isAt(_ node: ScopePath?, _ name: String?) -> Bool {
            self.node === node && self.name == name
        }
    }

    /// Collects the links of a doc comment whose text is `text`. `place` gives the doc comment,
    /// the scope node and type name the links are resolved from, and the symbol their
    /// diagnostics name: worked out only for a doc comment with a link, as few have one.
    private func collect(_ text: String, in file: FileContext, scope: inout LinkScope?,
                         place: () -> (doc: DocComment, node: ScopePath?, name: String?, symbol: WaitingLinks.Symbol)) {
        var text = text
        text.withUTF8 { bytes in
            var doc: DocComment?
            // Written with the doc comment's first link kept; the others share it.
            var symbol: WaitingLinks.Symbol?
            SymbolLink.forEachLink(in: bytes) { link, line, column in
                if doc == nil {
                    let found = place()
                    if scope?.isAt(found.node, found.name) != true {
                        scope = LinkScope(node: found.node, name: found.name, prefixes: PathHash.prefixes(of: found.node, then: found.name))
                    }
                    (doc, symbol) = (found.doc, found.symbol)
                }
                let position = file.position(in: doc!, line: line, column: column)
                if let suppressions = file.suppressions, suppressions.suppresses(Self.id, line: position.line) { return }
                file.waitingLinks.append(link, at: position, characterColumn: file.characterColumn(of: position), symbol: symbol, scopePrefixes: scope!.prefixes)
                symbol = nil
            }
        }
    }

    /// Adds to `findings` those of the waiting `links` that `table` cannot resolve.
    ///
    /// ```swift
    /// BrokenSymbolLinkRule.reportUnresolved(links, severity: .warning, language: .en, table: table, into: &findings)
    /// ```
    static func reportUnresolved(_ links: SpilledLinks, severity: Severity, language: Language, table: SymbolTable, into findings: inout FileFindings) {
        let rule = RuleRegistry.indexes[id]!
        links.forEachBroken(table) { broken in
            let text = broken.text
            findings.append(
                line: broken.line, column: broken.column, characterColumn: broken.characterColumn, rule: rule, severity: severity,
                message: language == .ko ? "심볼 링크 ``\(text)``가 검사한 트리의 어떤 선언으로도 해석되지 않습니다"
                    : "symbol link ``\(text)`` resolves to no declaration of the checked tree",
                symbol: .text(broken.symbol)
            )
        }
    }
}
