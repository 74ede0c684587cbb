/// The language of messages and descriptions. Rule ids never change with it.
public enum Language: String, Sendable, CaseIterable {
    case en, ko

    /// The language a `LANG`-style locale asks for: Korean for `ko*`, English otherwise.
    ///
    /// ```swift
    /// Language(locale: "ko_KR.UTF-8") // .ko
    /// ```
    public init(locale: String?) {
        self = locale.map { $0.lowercased().hasPrefix("ko") } == true ? .ko : .en
    }
}

/// A text in English and Korean.
public struct LocalizedText: Sendable, Hashable {
    /// The English text.
    public var en: String
    /// The Korean text.
    public var ko: String

    /// Creates a text in both languages.
    ///
    /// ```swift
    /// let text = LocalizedText(en: "Missing documentation", ko: "문서화 누락")
    /// ```
    public init(en: String, ko: String) {
        self.en = en
        self.ko = ko
    }

    /// The text in `language`.
    ///
    /// ```swift
    /// text.in(.ko) // "문서화 누락"
    /// ```
    public func `in`(_ language: Language) -> String {
        language == .ko ? ko : en
    }
}
