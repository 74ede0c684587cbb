/// Where names and words end in a file's bytes, for the ranges findings underline.
public enum SourceWords {
    /// The offset after the name starting at `offset`: an identifier (its non-ASCII letters
    /// included), a `` `quoted` `` one, or an operator; one byte when none starts there.
    ///
    /// ```swift
    /// SourceWords.end(ofNameAt: 12, in: Array("public func load(from: URL)".utf8)) // 16
    /// ```
    public static func end(ofNameAt offset: Int, in bytes: [UInt8]) -> Int {
        guard offset < bytes.count else { return bytes.count }
        var end = offset
        if bytes[offset] == UInt8(ascii: "`") {
            end += 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
            return min(bytes.count, end + 1)
        }
        let identifier = isIdentifierByte(bytes[offset])
        while end < bytes.count, identifier ? isIdentifierByte(bytes[end]) : isOperatorByte(bytes[end]) { end += 1 }
        return max(end, offset + 1)
    }

    /// The offset after the word at `offset`: up to the next blank or line break; one byte
    /// when a blank stands there.
    ///
    /// ```swift
    /// SourceWords.end(ofWordAt: 4, in: Array("/// ``Missing`` link".utf8)) // 15
    /// ```
    public static func end(ofWordAt offset: Int, in bytes: [UInt8]) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != 0x20, bytes[end] != 0x09, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return min(bytes.count, max(end, offset + 1))
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        let letter = byte | 0x20
        if byte >= 0x80 || byte == UInt8(ascii: "_") { return true }
        return (letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."): true
        default: false
        }
    }
}
