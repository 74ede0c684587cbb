/// The loop that JSON, HTML and XML escaping share: each Unicode scalar of the text is kept or
/// replaced; each format says what it replaces.
public enum TextEscaping {
    /// `text` with every scalar for which `replacement` returns a string replaced by it.
    ///
    /// ```swift
    /// TextEscaping.escaped("a < b") { $0 == "<" ? "&lt;" : nil } // "a &lt; b"
    /// ```
    @inlinable
    public static func escaped<S: StringProtocol>(_ text: S, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
