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
        let badges = platformTexts(entries)
        if !badges.isEmpty { html += "<ul class=\"platforms\">" + badges.map { "<li>" + HTML.escape($0) + "</li>" }.joined() + "</ul>\n" }
        guard let deprecation = deprecation(entries) else { return html }
        html += "<p class=\"deprecation\"><span class=\"badge\">" + HTML.escape(Label.deprecated.in(language)) + "</span>"
        if let renamed = deprecation.renamed { html += " " + Label.renamed(code: "<code>" + HTML.escape(renamed) + "</code>", language) }
        if let message = deprecation.message { html += " " + HTML.escape(message) }
        return html + "</p>\n"
    }

    /// The same as ``html(_:_:)`` in plain Markdown, for a page's twin: the platforms on one
    /// line (`iOS 13.0+ · macOS 10.15+`), then `**Deprecated.**` with the new name and message;
    /// each paragraph followed by a blank line, nothing when they say nothing shown.
    static func markdown(_ entries: [Availability], _ language: Language) -> String {
        var markdown = ""
        let badges = platformTexts(entries)
        if !badges.isEmpty { markdown += badges.joined(separator: " · ") + "\n\n" }
        guard let deprecation = deprecation(entries) else { return markdown }
        markdown += "**" + Label.deprecated.in(language) + ".**"
        if let renamed = deprecation.renamed { markdown += " " + Label.renamed(code: MarkdownTwins.code(renamed), language) }
        if let message = deprecation.message { markdown += " " + message.replacingOccurrences(of: "\n", with: " ") }
        return markdown + "\n\n"
    }

    /// A badge's text per platform `entries` name, in DocC's order: `iOS 13.0+`, `macOS 10.15–12.0`.
    private static func platformTexts(_ entries: [Availability]) -> [String] {
        platforms.compactMap { platform -> String? in
            guard let entry = entries.first(where: { $0.domain == platform.domain }), !entry.isUnconditionallyUnavailable,
                  let introduced = entry.introduced else { return nil }
            return platform.name + " " + version(introduced) + (entry.deprecated.map { "–" + version($0) } ?? "+")
        }
    }

    /// The new name and message of the entries that deprecate the symbol; nil when none does.
    private static func deprecation(_ entries: [Availability]) -> (renamed: String?, message: String?)? {
        guard isDeprecated(entries) else { return nil }
        let deprecating = entries.filter { $0.isUnconditionallyDeprecated || $0.deprecated != nil }
        return (deprecating.lazy.compactMap(\.renamed).first, deprecating.lazy.compactMap(\.message).first)
    }

    /// `13.0`, `10.15`, `15.0.1`: a minor number always, as DocC writes versions.
    private static func version(_ version: AvailabilityVersion) -> String {
        "\(version.major).\(version.minor ?? 0)" + (version.patch.map { ".\($0)" } ?? "")
    }
}
