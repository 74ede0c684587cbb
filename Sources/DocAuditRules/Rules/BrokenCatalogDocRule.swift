import DocAuditCore

/// `broken-catalog-doc`: what is wrong in the Markdown documents of a DocC catalog (a `.docc`
/// folder beside a module's sources, or a guide's): an unknown or unclosed directive, a
/// document without a title, a `<doc:>` or symbol link to nothing, an image or snippet the
/// catalog lacks, an extension file naming no symbol, a second article of one name.
///
/// DocC renders such a document wrong and says so only in its own build, which an iOS team's
/// Linux CI cannot run; `docaudit site` builds without them and warns. This rule makes them
/// findings of `check`, at their line and column, so a CI gate, a baseline and an editor see
/// the catalog as they see doc comments.
struct BrokenCatalogDocRule: CatalogRule {
    static let id = "broken-catalog-doc"
    static let defaultSeverity = Severity.warning
    static let description = LocalizedText(
        en: "A problem in a DocC catalog's Markdown document (an article, an extension file, the landing page of a .docc folder): an unknown or unclosed directive, no '# Title', a <doc:> link, symbol link, image or @Snippet that names nothing, an extension file whose title names no symbol, a second landing page or article of one name. DocC renders these wrong; the site leaves them out.",
        ko: "DocC 카탈로그의 Markdown 문서(아티클, 확장 파일, .docc 폴더의 첫 페이지)의 문제: 알 수 없거나 닫히지 않은 지시문, '# 제목'이 없는 문서, 아무것도 가리키지 않는 <doc:> 링크·심볼 링크·이미지·@Snippet, 제목이 어떤 심볼도 가리키지 않는 확장 파일, 같은 이름의 두 번째 첫 페이지나 아티클. DocC는 이것들을 잘못 그리고, 사이트는 빼고 만듭니다."
    )
    static let notes: LocalizedText? = LocalizedText(
        en: "The examples are documents of `Sources/Kit/Kit.docc`, a catalog beside a module that declares `Loader` and `Loader/load()`, holds the article `GettingStarted.md` and the image `diagram.png`. Catalogs are found as the site finds them: a `.docc` folder in a module's folder belongs to that module; one outside every module's folder is a guide.",
        ko: "예시는 `Loader`와 `Loader/load()`를 선언하는 모듈 옆의 카탈로그 `Sources/Kit/Kit.docc`의 문서이며, 카탈로그에는 아티클 `GettingStarted.md`와 이미지 `diagram.png`가 있습니다. 카탈로그는 사이트가 찾는 방식대로 찾습니다: 모듈 폴더 안의 `.docc` 폴더는 그 모듈의 것이고, 어떤 모듈 폴더에도 없는 것은 가이드입니다."
    )
    static let passingExamples = [
        RuleExample("# ``Kit``\n\nLoads what a screen shows. Start with <doc:GettingStarted>.\n\n## Topics\n\n### Loading\n\n- ``Loader``\n", path: "Sources/Kit/Kit.docc/Kit.md"),
        RuleExample("# ``Kit/Loader``\n\n@Metadata {\n    @DocumentationExtension(mergeBehavior: append)\n}\n\nHow a load flows: ![The flow](diagram)\n", path: "Sources/Kit/Kit.docc/Loader.md"),
        RuleExample("# Caching\n\n@Row {\n    @Column {\n        Call ``Loader/load()`` once.\n    }\n}\n", path: "Sources/Kit/Kit.docc/Caching.md"),
    ]
    static let firingExamples = [
        RuleExample("# Caching\n\n↓@Video(source: \"intro.mp4\")\n", path: "Sources/Kit/Kit.docc/Caching.md"),
        RuleExample("# Caching\n\nSee ↓<doc:Caching-Rules> and ↓``Loader/reload()``.\n", path: "Sources/Kit/Kit.docc/Caching.md"),
        RuleExample("# Caching\n\nWhat was loaded is kept,\nas ↓<doc:Caching-Rules> and ↓[the guide](Rules.md) say.\n", path: "Sources/Kit/Kit.docc/Caching.md"),
        RuleExample("# Caching\n\n↓![The flow](flow-diagram)\n\n↓@Row {\n    Text.\n", path: "Sources/Kit/Kit.docc/Caching.md"),
        RuleExample("↓Caching keeps what was loaded.\n", path: "Sources/Kit/Kit.docc/Caching.md"),
        RuleExample("↓# ``Kit/Cache``\n\nKeeps what was loaded.\n", path: "Sources/Kit/Kit.docc/Cache.md"),
    ]

    init(options: RuleOptions) {}

    func check(_ document: CatalogDocumentContext) {
        for site in document.problems {
            document.report(at: site, .catalog(site.problem))
        }
    }
}
