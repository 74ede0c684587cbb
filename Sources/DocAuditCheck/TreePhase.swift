import DocAuditCore
import DocAuditRules

// Unchecked buffers: a doc comment's links are read as bytes in place; a range past its end traps in debug builds, where the tests run.

/// The rules' tree phase (``TreeRule``): the links of the doc comments a file's rules keep
/// (``RuleContext/keepLinksForTheTree(ofDeclarationAt:for:)``), and the requirement paths
/// they keep (``RuleContext/keepRequirementsForTheTree(ofDeclarationAt:paths:for:)``), go with
/// the file as the check's ``WaitingLinks``; once every file is indexed, each rule finishes
/// with those it kept.
enum TreePhase {
    /// Collects the links of `file`'s requests into `links`: each with its position, and the
    /// scope it is resolved from; with `signatures`, the signature of the symbol whose
    /// findings they may become.
    static func collect(_ file: RuleContext, signatures: Bool, into links: inout WaitingLinks) {
        let declarations = file.declarations
        let signature = { (index: Int) in signatures ? FileFindings.signature(of: declarations[index], source: file.source) : "" }
        // Members of one type follow each other and share their scope: its path and hashes are reused.
        var scope: LinkScope?
        for request in file.linkRequests {
            switch request.source {
            case .declaration(let index):
                guard let text = declarations[index].docText else { continue }
                let ownsScope = declarations[index].kind.isTypeWithBody
                collect(text, in: file, rule: request.rule, scope: &scope, into: &links, place: {
                    let symbol = WaitingLinks.Symbol(scope: declarations[index].scope, name: declarations[index].name, signature: signature(index))
                    return (declarations[index].doc!, declarations[index].scope, ownsScope ? declarations[index].name : nil, symbol)
                })
            case .requirements(let index, let paths):
                let keyword = declarations[index].keyword
                if let suppressions = file.suppressions, suppressions.suppresses(request.rule.id, line: keyword.line) { continue }
                // Resolved from the member's scope outward, as a link in its doc comment would be.
                let prefixes = PathHash.prefixes(of: declarations[index].scope, then: nil)
                let (characterColumn, end) = (file.characterColumn(of: keyword), file.endOfName(of: index))
                var symbol: WaitingLinks.Symbol? = WaitingLinks.Symbol(scope: declarations[index].scope, name: declarations[index].name, signature: signature(index))
                for var path in paths {
                    path.withUTF8 { links.append($0, at: keyword, characterColumn: characterColumn, rule: request.rule.index, symbol: symbol, scopePrefixes: prefixes, requirementEnd: end) }
                    symbol = nil
                }
            case .orphan(let orphan):
                let enclosing = file.enclosingIndex(of: orphan.doc.start.offset)
                collect(orphan.doc.text, in: file, rule: request.rule, scope: &scope, into: &links, place: {
                    let (node, name) = (enclosing.flatMap { declarations[$0].scope }, enclosing.map { declarations[$0].name })
                    return (orphan.doc, node, name, WaitingLinks.Symbol(scope: node, name: name ?? "", signature: enclosing.map(signature) ?? ""))
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
    private static func collect(_ text: String, in file: RuleContext, rule: RuleFinding, scope: inout LinkScope?, into links: inout WaitingLinks,
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
                if let suppressions = file.suppressions, suppressions.suppresses(rule.id, line: position.line) { return }
                links.append(link, at: position, characterColumn: file.characterColumn(of: position), rule: rule.index, symbol: symbol, scopePrefixes: scope!.prefixes)
                symbol = nil
            }
        }
    }

    /// Adds to `findings` what `rules`, the tree rules that ran on a file, report of the links
    /// they kept there, as ``WaitingLinks/write(to:)`` put them in `bytes`, looked up in `table`.
    ///
    /// ```swift
    /// TreePhase.finish(linkBytes, rules: setup.treeRules, language: .en, table: table, into: &findings)
    /// ```
    static func finish(_ bytes: [UInt8], rules: [TreeRuleCall], language: Language, table: SymbolTable, into findings: inout FileFindings) {
        let kept = bytes.withUnsafeBufferPointer(WaitingLinks.treeLinks)
        let symbols = KeptLinkSymbols(table: table, bytes: bytes)
        for call in rules {
            let links = kept.filter { $0.rule == call.finding.index }.map(\.link)
            guard !links.isEmpty else { continue }
            let file = TreeFile(links: links, rule: call.finding)
            call.rule.finish(file, with: symbols)
            for finding in file.reported {
                let link = finding.link
                // A link's range: its text and the double backticks around it.
                let end = link.end ?? (link.line, link.column + link.text.utf8.count + 4)
                findings.append(line: link.line, column: link.column, characterColumn: link.characterColumn, endLine: end.line, endColumn: end.column,
                                rule: finding.rule, severity: finding.severity, message: finding.message, in: language, symbol: .text(link.symbol),
                                signature: link.symbolSignature)
            }
        }
    }
}

/// A tree rule that runs on a file, and what its findings there carry.
struct TreeRuleCall: Sendable {
    let rule: any TreeRule
    let finding: RuleFinding
}
