import DocAuditCore

/// `unneeded-doc`: the strictest reading of "문서화 제외 항목은 예외 없이 문서화를 금지".
struct UnneededDocRule: Rule {
    static let id = "unneeded-doc"
    static let defaultSeverity = Severity.off
    static let description = LocalizedText(
        en: "A doc comment where the team's rules say none is needed: in App files, and on non-visible declarations of implementation files. The strictest reading of \"excluded items are never documented\".",
        ko: "팀 규칙상 문서화가 필요 없는 곳의 문서화 주석: App 파일, 그리고 구현 계층 파일의 비공개 선언. \"문서화 제외 항목은 예외 없이 문서화를 금지\"의 가장 엄격한 해석입니다."
    )
    static let passingExamples = [
        RuleExample("/// A repository.\npublic final class UserRepository {}", path: "Domain/User/Sources/UserRepository.swift"),
        RuleExample("struct Screen {}", path: "App/Sources/Screen.swift"),
    ]
    static let firingExamples = [
        RuleExample("↓/// The root screen.\nstruct RootView {}", path: "App/Sources/RootView.swift"),
        RuleExample("↓/// Caches responses.\nfinal class ResponseCache {}", path: "Core/Network/Sources/ResponseCache.swift"),
    ]

    init(options: RuleOptions) {}

    static let layers: Set<Layer> = [.app, .implementation]

    func check(_ file: RuleContext) {
        // The declarations' fields are read in place: a copy of each costs a count per field.
        let declarations = file.declarations
        for index in declarations.indices where file.layer == .app || !declarations[index].visible {
            guard let start = declarations[index].docStart else { continue }
            let name = declarations[index].name
            file.report(Self.id, at: start, about: index, file.layer == .app ? .unneededInApp(name: name) : .unneededInImplementation(name: name),
                        fix: declarations[index].doc.map { FindingFix.demoting($0, in: file.source) })
        }
    }
}
