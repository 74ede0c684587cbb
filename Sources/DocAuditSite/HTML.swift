import DocAuditCore

/// Escapes text for HTML. Every name, signature, path and doc comment text reaches a page
/// through these functions, so nothing from the source can become markup.
public enum HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references; safe in element
    /// content and in quoted attribute values.
    ///
    /// ```swift
    /// HTML.escape("a < b & \"c\"") // "a &lt; b &amp; &quot;c&quot;"
    /// ```
    public static func escape<S: StringProtocol>(_ text: S) -> String {
        // Most names and texts hold nothing to replace: they are kept as they are.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F && $0 != UInt8(ascii: "&") && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">")
            && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'") || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return String(text)
        }
        return TextEscaping.escaped(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&#39;"
            // Control characters other than tab and line breaks are not allowed in HTML text.
            case let c where (c.value < 0x20 && c != "\t" && c != "\n" && c != "\r") || c.value == 0x7F:
                return "\u{FFFD}"
            default: return nil
            }
        }
    }

}
