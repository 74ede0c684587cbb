/// Checks that bytes are well-formed UTF-8 (no overlong forms, no surrogates, nothing past
/// U+10FFFF), as the compiler requires of a source file.
public enum UTF8Validation {
    /// The offset of the first byte that is not well-formed UTF-8, or nil when all are.
    ///
    /// ```swift
    /// UTF8Validation.firstInvalidOffset(in: [0x61, 0xFF]) // 1
    /// ```
    public static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                var low: UInt8 = 0x80
                var high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; high = 0x9F
                case 0xF0: length = 4; low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F
                default: return index
                }
                guard index + length <= count else { return index }
                let second = buffer[index + 1]
                guard second >= low, second <= high else { return index }
                for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 { return index }
                index += length
            }
            return nil
        }
    }
}
