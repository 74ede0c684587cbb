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

    /// The control character that a C escape's letter stands for (`n` a line feed, `t` a tab,
    /// and `r`, `a`, `b`, `f`, `v`), as git's quoted paths and old-style property lists write
    /// them; nil for any other letter.
    ///
    /// ```swift
    /// TextEscaping.controlCharacter(escapedAs: UInt8(ascii: "t")) // 0x09
    /// ```
    public static func controlCharacter(escapedAs letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "a"): 0x07
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "v"): 0x0B
        default: nil
        }
    }
}
