import DocAuditCore

/// `broken-symbol-link`: a DocC symbol link that resolves to no declaration of the checked tree.
///
/// The rule asks for each audited doc comment's links; the engine resolves them once every
/// file's declarations are indexed.
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

    /// Asks for the symbol links of the audited doc comments of `file` to be resolved once the
    /// whole tree is indexed; the engine reports those that resolve to nothing, and leaves out
    /// a link this rule's directives silence.
    ///
    /// ```swift
    /// rule.check(file)
    /// ```
    public func check(_ file: RuleContext) {
        let declarations = file.declarations
        for index in file.auditedWithDoc where declarations[index].isDocumented {
            file.resolveLinksWithTheTree(ofDeclarationAt: index, for: Self.id)
        }
        for orphan in file.scanned.orphanDocs where file.auditsOrphan(at: orphan.doc.start.offset) {
            file.resolveLinksWithTheTree(of: orphan, for: Self.id)
        }
    }

    public static let resolvesLinksWithTheTree = true

    /// The message of a finding for a link the whole tree does not resolve.
    ///
    /// ```swift
    /// let message = BrokenSymbolLinkRule.unresolvedLink("Cache", language: .en)
    /// ```
    public static func unresolvedLink(_ text: String, language: Language) -> FindingText {
        language == .ko ? "심볼 링크 ``\(text)``가 검사한 트리의 어떤 선언으로도 해석되지 않습니다"
            : "symbol link ``\(text)`` resolves to no declaration of the checked tree"
    }
}
