import DocAuditCore
@testable import DocAuditCheck
@testable import DocAuditRules
@testable import DocAuditSite

/// The catalogs' findings of the tree at `root` as `check` reads them, with `rule` the one rule
/// on, at `setting`: what the catalog rule's examples and its link tests compare.
func catalogAudit(under root: String, rule: String, setting: RuleSetting = RuleSetting(severity: .warning)) -> (files: [DiagnosticFile], problems: [String]) {
    var configuration = Configuration.defaults(folder: root)
    for other in RuleRegistry.all { configuration.rules[other.id] = RuleSetting(severity: .off) }
    configuration.rules[rule] = setting
    let tree = SourceWalker.tree(of: [root], noting: nil)
    let resolver = ConfigurationResolver(fixed: configuration, walked: tree)
    var request = CheckRequest(files: tree.files, jobs: 1, language: .en, configurations: resolver)
    request.keepsIndex = true
    return CatalogAudit.findings(of: tree, checked: CheckEngine.run(request), configurations: resolver, language: .en)
}
