/// Writes JSON text by hand: reports are flat, and a hand-written writer keeps key order
/// stable and output fast.
public enum JSONText {
    /// `value` as a JSON string literal, quotes included.
    ///
    /// ```swift
    /// JSONText.quoted("a \"b\"") // "\"a \\\"b\\\"\""
    /// ```
    public static func quoted(_ value: String) -> String {
        // Most names and paths need no escape: one pass over the bytes says so.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }) {
            return "\"" + value + "\""
        }
        let escaped = TextEscaping.escaped(value) { scalar -> String? in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case let c where c.value < 0x20 || c.value == 0x7F || c.value == 0x2028 || c.value == 0x2029:
                let hex = String(c.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                return nil
            }
        }
        return "\"" + escaped + "\""
    }

    /// One JSON object from ordered key–value pairs whose values are already JSON text.
    ///
    /// ```swift
    /// JSONText.object([("line", "3"), ("name", JSONText.quoted("f()"))]) // {"line":3,"name":"f()"}
    /// ```
    public static func object(_ members: [(String, String)]) -> String {
        var result = "{"
        for (index, (key, value)) in members.enumerated() {
            if index > 0 { result += "," }
            result += quoted(key) + ":" + value
        }
        return result + "}"
    }
}
