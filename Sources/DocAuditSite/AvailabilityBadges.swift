import DocAuditCore
import DocAuditRules

/// What a symbol's availability shows, as DocC shows it: a badge per platform it names
/// ("iOS 13.0+", "macOS 10.15–12.0" when deprecated there), and a Deprecated badge with the
/// attribute's message and new name.
enum AvailabilityBadges {
    /// The platforms' names as DocC writes them, in its order; other domains (`Swift`, `*`,
    /// app extensions) show no badge.
    private static let platforms: [(domain: String, name: String)] = [
        ("iOS", "iOS"), ("macCatalyst", "Mac Catalyst"), ("macOS", "macOS"), ("tvOS", "tvOS"), ("visionOS", "visionOS"), ("watchOS", "watchOS"),
    ]

    /// Whether `entries` deprecate the symbol: everywhere (`*`), or on a platform from a version.
    static func isDeprecated(_ entries: [Availability]) -> Bool {
        entries.contains { $0.isUnconditionallyDeprecated || $0.deprecated != nil }
    }

    /// The badges and deprecation notice of `entries`, HTML; empty when they say nothing shown.
    static func html(_ entries: [Availability], _ language: Language) -> String {
        var html = ""
        let badges = platforms.compactMap { platform -> String? in
            guard let entry = entries.first(where: { $0.domain == platform.domain }), !entry.isUnconditionallyUnavailable,
                  let introduced = entry.introduced else { return nil }
            let until = entry.deprecated.map { "–" + version($0) } ?? "+"
            return "<li>" + HTML.escape(platform.name + " " + version(introduced) + until) + "</li>"
        }
        if !badges.isEmpty { html += "<ul class=\"platforms\">" + badges.joined() + "</ul>\n" }
        guard isDeprecated(entries) else { return html }
        html += "<p class=\"deprecation\"><span class=\"badge\">" + HTML.escape(Label.deprecated.in(language)) + "</span>"
        let deprecating = entries.filter { $0.isUnconditionallyDeprecated || $0.deprecated != nil }
        if let renamed = deprecating.lazy.compactMap(\.renamed).first {
            html += " " + Label.renamed(code: "<code>" + HTML.escape(renamed) + "</code>", language)
        }
        if let message = deprecating.lazy.compactMap(\.message).first {
            html += " " + HTML.escape(message)
        }
        return html + "</p>\n"
    }

    /// `13.0`, `10.15`, `15.0.1`: a minor number always, as DocC writes versions.
    private static func version(_ version: AvailabilityVersion) -> String {
        "\(version.major).\(version.minor ?? 0)" + (version.patch.map { ".\($0)" } ?? "")
    }
}
