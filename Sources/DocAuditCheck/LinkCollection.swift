import DocAuditCore
import DocAuditRules

// Unchecked buffers: a doc comment's links are read as bytes in place; a range past its end traps in debug builds, where the tests run.

/// The tree phase of symbol links: the links of the doc comments a file's rules asked about
/// (``RuleContext/resolveLinksWithTheTree(ofDeclarationAt:for:)``), kept with the file as the
/// check's ``WaitingLinks`` and resolved once every file is indexed.
enum LinkCollection {
    /// Collects the links of `file`'s requests into `links`: each with its position, and the
    /// scope it is resolved from.
    static func collect(_ file: RuleContext, into links: inout WaitingLinks) {
        let declarations = file.declarations
        // Members of one type follow each other and share their scope: its path and hashes are reused.
        var scope: LinkScope?
        for request in file.linkRequests {
            switch request.source {
            case .declaration(let index):
                guard let text = declarations[index].docText else { continue }
                let ownsScope = declarations[index].kind.isTypeWithBody
                collect(text, in: file, rule: request.rule, scope: &scope, into: &links, place: {
                    let symbol = WaitingLinks.Symbol(scope: declarations[index].scope, name: declarations[index].name)
                    return (declarations[index].doc!, declarations[index].scope, ownsScope ? declarations[index].name : nil, symbol)
                })
            case .orphan(let orphan):
                let enclosing = file.enclosingIndex(of: orphan.doc.start.offset)
                collect(orphan.doc.text, in: file, rule: request.rule, scope: &scope, into: &links, place: {
                    let (node, name) = (enclosing.flatMap { declarations[$0].scope }, enclosing.map { declarations[$0].name })
                    return (orphan.doc, node, name, WaitingLinks.Symbol(scope: node, name: name ?? ""))
                })
            }
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
    private static func collect(_ text: String, in file: RuleContext, rule: String, scope: inout LinkScope?, into links: inout WaitingLinks,
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
                if let suppressions = file.suppressions, suppressions.suppresses(rule, line: position.line) { return }
                links.append(link, at: position, characterColumn: file.characterColumn(of: position), symbol: symbol, scopePrefixes: scope!.prefixes)
                symbol = nil
            }
        }
    }

    /// Adds to `findings` those of the waiting `links` that `table` cannot resolve.
    ///
    /// ```swift
    /// LinkCollection.reportUnresolved(links, severity: .warning, language: .en, table: table, into: &findings)
    /// ```
    static func reportUnresolved(_ links: SpilledLinks, severity: Severity, language: Language, table: SymbolTable, into findings: inout FileFindings) {
        guard let linkRule = RuleRegistry.linkRule else { return }
        let rule = RuleRegistry.indexes[linkRule.id]!
        links.forEachBroken(table) { broken in
            let text = broken.text
            findings.append(
                line: broken.line, column: broken.column, characterColumn: broken.characterColumn, rule: rule, severity: severity,
                message: linkRule.unresolvedLink(text, language: language),
                symbol: .text(broken.symbol)
            )
        }
    }
}
