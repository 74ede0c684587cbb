import DocAuditCheck
import DocAuditCore

/// Why a check audited no file: which paths were given, which root each has, and what left
/// their Swift files out.
enum EmptyAudit {
    /// The message for a check of `paths` that audited nothing.
    static func explanation(paths: [String], tree: SourceWalker.Tree, configurations: ConfigurationResolver) -> String {
        var text = "docaudit: no file was audited under " + paths.joined(separator: ", ") + "\n"
        for root in Set(configurations.project.roots.map(\.root.folder)).sorted() {
            let reason = configurations.project.roots.first { $0.root.folder == root }!.root.reason
            text += "  project root: " + root + " (" + reason + ")\n"
        }
        for line in LeftOutArguments.lines(tree) { text += "  " + line + "\n" }
        let report = ProjectReport(tree: tree, configurations: configurations)
        var reasons: [String: Int] = [:]
        for folder in report.leftOut { reasons[folder.reason, default: 0] += folder.files }
        for (reason, count) in reasons.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            text += "  \(count) file\(count == 1 ? "" : "s") left out: " + reason + "\n"
        }
        return text + "  `docaudit project` lists every folder and why; --allow-empty accepts a check that audits nothing\n"
    }
}
