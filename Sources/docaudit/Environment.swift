import DocAuditCheck
import Foundation

/// What commands read from the environment.
enum Environment {
    /// The language `LC_ALL`, `LC_MESSAGES` or `LANG` asks for, in that order of precedence.
    static var localeLanguage: Language {
        let variables = ProcessInfo.processInfo.environment
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { variables[$0] }.first { !$0.isEmpty }
        return Language(locale: locale)
    }

    /// The value of `--lang`, validated.
    static func language(option: String?) throws -> Language? {
        guard let option else { return nil }
        guard let language = Language(rawValue: option) else {
            throw UsageError(description: "unknown language '\(option)' (expected \(Language.allCases.map(\.rawValue).joined(separator: " or ")))")
        }
        return language
    }
}
