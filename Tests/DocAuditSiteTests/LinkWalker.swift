import Foundation
@testable import DocAuditSite

/// Walks every internal link of a built site, as a browser would follow it from `file://`.
enum LinkWalker {
    /// Every `href`, `src` and `action` of every page, and every address of the search index,
    /// that leads to no file or to no element with its fragment as `id`; and how many were checked.
    static func problems(_ site: GeneratedSite) -> (problems: [String], checked: Int) {
        let pages = site.files.filter { $0.path.hasSuffix(".html") }
        var ids: [String: Set<String>] = [:]
        for page in pages { ids[page.path] = HTMLChecker(String(decoding: page.bytes, as: UTF8.self)).ids }
        let files = Set(site.files.map(\.path))
        var problems: [String] = []
        var checked = 0
        func check(_ reference: String, from page: String) {
            let (target, fragment) = resolve(reference, from: page)
            if !files.contains(target) {
                problems.append("\(page): \(reference) → \(target) does not exist")
            } else if let fragment, ids[target]?.contains(fragment) != true {
                problems.append("\(page): \(reference): no id \(fragment) in \(target)")
            }
            checked += 1
        }
        for page in pages {
            for tag in HTMLChecker(String(decoding: page.bytes, as: UTF8.self)).tags {
                for reference in ["href", "src", "action"].compactMap(tag.attribute) { check(reference, from: page.path) }
            }
        }
        if let index = site.files.first(where: { $0.path == SiteMap.searchIndexJSON }),
           let entries = try? JSONSerialization.jsonObject(with: Data(index.bytes)) as? [[String: String]] {
            // The search page sits at the root, so its addresses are relative to it.
            for entry in entries { check(entry["u"] ?? "", from: SiteMap.search) }
        } else {
            problems.append("\(SiteMap.searchIndexJSON) is missing or not JSON")
        }
        return (problems, checked)
    }

    /// A relative reference resolved against a page, as a browser resolves it.
    static func resolve(_ reference: String, from page: String) -> (String, String?) {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0].split(separator: "?").first.map(String.init) ?? ""
        let fragment = parts.count > 1 ? String(parts[1]).removingPercentEncoding : nil
        var components = page.split(separator: "/").dropLast().map(String.init)
        if path.isEmpty { return (page, fragment) }
        for component in path.split(separator: "/") {
            if component == ".." { components.removeLast() } else if component != "." { components.append(String(component)) }
        }
        return (components.joined(separator: "/"), fragment)
    }
}
