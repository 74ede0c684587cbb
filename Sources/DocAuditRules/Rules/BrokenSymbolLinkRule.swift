import DocAuditCore

/// `broken-symbol-link`: a DocC symbol link that resolves to no declaration of the checked tree.
///
/// The rule keeps each audited doc comment's links, and reports in its tree phase those that
/// the whole tree does not resolve.
public struct BrokenSymbolLinkRule: TreeRule {
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

    /// Keeps the symbol links of the audited doc comments of `file` for the tree phase, less
    /// those this rule's directives silence.
    ///
    /// ```swift
    /// rule.check(file)
    /// ```
    public func check(_ file: RuleContext) {
        let declarations = file.declarations
        for index in file.auditedWithDoc where declarations[index].isDocumented {
            file.keepLinksForTheTree(ofDeclarationAt: index, for: Self.id)
        }
        for orphan in file.scanned.orphanDocs where file.auditsOrphan(at: orphan.doc.start.offset) {
            file.keepLinksForTheTree(of: orphan, for: Self.id)
        }
    }

    /// Reports the kept links of `file` that the whole tree does not resolve.
    ///
    /// ```swift
    /// rule.finish(file, with: tree)
    /// ```
    public func finish(_ file: TreeFile, with tree: any TreeSymbols) {
        for link in file.links where !tree.resolves(link) {
            file.report(at: link, .unresolvedLink(link.text))
        }
    }

    public static let reportsUnresolvedLinks = true
}
