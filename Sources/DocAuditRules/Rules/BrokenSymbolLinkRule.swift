import DocAuditCore

/// `broken-symbol-link`: a DocC symbol link that resolves to no declaration of the checked tree.
///
/// The rule keeps each audited doc comment's links, and reports in its tree phase those that
/// the whole tree does not resolve, their suffixes read as DocC reads them: a kind
/// (`-swift.method`) or a type signature (`-(Int)->Bool`) no declaration of the path has is
/// broken. A hash suffix (`-1a2b3`) hashes the compiler's USR, which docaudit cannot compute:
/// where several declarations have the path, the link is taken to name one of them (DocC
/// checks it), or reported as ambiguous with option `ambiguousHashes`. A member a type gets
/// from a protocol it conforms to (a protocol extension's default, the standard library's `!=`)
/// resolves through the type, as the compiler copies it there; a superclass's member does not.
public struct BrokenSymbolLinkRule: TreeRule {
    /// The rule's id, which `docaudit site` also gives the links its pages cannot resolve.
    public static let id = "broken-symbol-link"
    public static let defaultSeverity = Severity.warning
    public static let description = LocalizedText(
        en: "A DocC symbol link (``Type``, ``Type/member(label:)``, ``Module/Type``) that resolves to no declaration of the checked tree, as DocC resolves it: from the documented symbol's scope outward, through a type to the members the compiler copies into it (its own protocols' extension members, where their `where Self` constraints hold, and the standard library's defaults such as `!=`; not a superclass's members, nor through a protocol or a typealias), a kind suffix (`-swift.method`) or a type-signature suffix (`-(Int)->Bool`, `_` for any type) naming only a declaration that has it. A hash suffix (`-1a2b3`), which docaudit cannot compute, is taken to name one of the declarations of its path (option `ambiguousHashes` reports it where several have it). Links to other packages' symbols cannot resolve here either.",
        ko: "검사한 트리의 어떤 선언으로도 해석되지 않는 DocC 심볼 링크(``Type``, ``Type/member(label:)``, ``Module/Type``). DocC처럼 문서화된 심볼의 범위에서 바깥으로 해석하고, 타입을 거쳐 컴파일러가 그 타입에 복사해 넣는 멤버(타입이 직접 채택한 프로토콜의 익스텐션 멤버 중 `where Self` 제약을 만족하는 것, `!=` 같은 표준 라이브러리 기본 구현)까지 찾으며(상위 클래스의 멤버, 프로토콜이나 타입 별칭을 거친 경로는 아님), 종류 접미사(`-swift.method`)나 타입 시그니처 접미사(`-(Int)->Bool`, 아무 타입은 `_`)는 그것을 가진 선언만 가리킵니다. docaudit이 계산할 수 없는 해시 접미사(`-1a2b3`)는 그 경로의 선언 중 하나를 가리킨다고 봅니다(`ambiguousHashes` 옵션을 켜면 여러 선언이 그 경로를 가질 때 모호하다고 보고합니다). 다른 패키지의 심볼 링크도 여기서는 해석되지 않습니다."
    )
    public static let options = [
        RuleOption(name: "ambiguousHashes", type: .bool, defaultValue: .bool(false), description: LocalizedText(
            en: "Report a link whose DocC hash suffix names one of several declarations of its path: docaudit cannot compute the hash to tell which.",
            ko: "DocC 해시 접미사가 같은 경로의 여러 선언 중 하나를 가리키는 링크를 보고합니다. docaudit은 해시를 계산해 어느 것인지 가릴 수 없습니다."
        )),
    ]
    public static let passingExamples = [
        RuleExample("/// A cache; ``Cache/evict()`` empties it and ``evict()`` too.\npublic struct Cache {\n    /// Empties the cache; see ``Cache``.\n    ///\n    /// ```swift\n    /// cache.evict()\n    /// ```\n    public func evict() {}\n}"),
        RuleExample("/// Not a link: `Missing`, nor in code: ```` ``Missing`` ````.\npublic struct Cache {}"),
        RuleExample("/// Shouts with ``Swift/String/shout()``, DocC's path of a member added to an outside type, or ``String/shout()``.\npublic struct Megaphone {}\n\nextension String {\n    /// Shouts.\n    ///\n    /// ```swift\n    /// \"hi\".shout()\n    /// ```\n    public func shout() -> String { uppercased() }\n}"),
        RuleExample("/// Counts with ``Store/count-swift.property``; saves with ``Store/save(_:)->Bool`` or ``Store/save(_:)-(_)``.\npublic struct Store {\n    /// How many.\n    public var count = 0\n    /// Saves `value`.\n    ///\n    /// ```swift\n    /// store.save(1)\n    /// ```\n    public func save(_ value: Int) -> Bool { true }\n}"),
        RuleExample("/// Saves with ``Store/save(_:)-1a2b3``, the one `save(_:)`.\npublic struct Store {\n    /// Saves `value`.\n    ///\n    /// ```swift\n    /// store.save(1)\n    /// ```\n    public func save(_ value: Int) {}\n}"),
        RuleExample("/// A shape.\npublic protocol Shape {}\n\nextension Shape {\n    /// Describes the shape.\n    ///\n    /// ```swift\n    /// square.describe()\n    /// ```\n    public func describe() -> String { \"\" }\n}\n\n/// A square, with ``Square/describe()`` from ``Shape`` and ``Square/!=(_:_:)`` from `Equatable`.\npublic struct Square: Shape, Equatable {}"),
        RuleExample("/// Saves with ``Store/save(_:)-1a2b3``, one of two: DocC checks which.\npublic struct Store {\n    /// Saves `value`.\n    ///\n    /// ```swift\n    /// store.save(1)\n    /// ```\n    public func save(_ value: Int) {}\n    /// Saves `text`.\n    ///\n    /// ```swift\n    /// store.save(\"a\")\n    /// ```\n    public func save(_ text: String) {}\n}"),
    ]
    public static let firingExamples = [
        RuleExample("/// A cache, filled by ↓``Loader``.\npublic struct Cache {}"),
        RuleExample("/// Whispers with ↓``Swift/String/whisper()``.\npublic struct Megaphone {}\n\nextension String {\n    /// Shouts.\n    ///\n    /// ```swift\n    /// \"hi\".shout()\n    /// ```\n    public func shout() -> String { uppercased() }\n}"),
        RuleExample("/// A cache.\npublic struct Cache {\n    /// Empties it; see ↓``Cache/clear()``.\n    ///\n    /// ```swift\n    /// cache.evict()\n    /// ```\n    public func evict() {}\n}"),
        RuleExample("/// A base.\nopen class Base {\n    /// Resets it.\n    ///\n    /// ```swift\n    /// base.reset()\n    /// ```\n    public func reset() {}\n}\n\n/// A square: the compiler copies no superclass member, so DocC has no ↓``Square/reset()``.\npublic final class Square: Base {}"),
        RuleExample("/// Counts with ↓``Store/count-swift.method``; saves with ↓``Store/save(_:)->String``.\npublic struct Store {\n    /// How many.\n    public var count = 0\n    /// Saves `value`.\n    ///\n    /// ```swift\n    /// store.save(1)\n    /// ```\n    public func save(_ value: Int) -> Bool { true }\n}"),
        RuleExample("/// Saves with ↓``Store/save(_:)-1a2b3``: which `save(_:)`?\npublic struct Store {\n    /// Saves `value`.\n    ///\n    /// ```swift\n    /// store.save(1)\n    /// ```\n    public func save(_ value: Int) {}\n    /// Saves `text`.\n    ///\n    /// ```swift\n    /// store.save(\"a\")\n    /// ```\n    public func save(_ text: String) {}\n}",
                    options: RuleOptions(["ambiguousHashes": .bool(true)])),
    ]

    /// Whether a hash suffix naming one of several declarations is reported.
    private let reportsAmbiguousHashes: Bool

    /// Creates the rule with its options.
    ///
    /// ```swift
    /// let rule = BrokenSymbolLinkRule(options: RuleOptions(["ambiguousHashes": .bool(true)]))
    /// ```
    public init(options: RuleOptions) {
        reportsAmbiguousHashes = options.bool("ambiguousHashes", default: false)
    }

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
        for link in file.links {
            switch tree.resolution(of: link) {
            case .resolved: break
            case .broken: file.report(at: link, .unresolvedLink(link.text))
            case .ambiguousHash: if reportsAmbiguousHashes { file.report(at: link, .ambiguousHashLink(link.text)) }
            }
        }
    }

    public static let reportsUnresolvedLinks = true
}
