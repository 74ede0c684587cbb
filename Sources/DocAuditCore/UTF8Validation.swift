/// Checks that bytes are well-formed UTF-8, as the compiler requires of a source file.
public enum UTF8Validation {
    /// The offset of the first byte that is not well-formed UTF-8, or nil when all are.
    ///
    /// ```swift
    /// UTF8Validation.firstInvalidOffset(in: [0x61, 0xFF]) // 1
    /// ```
    public static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { UTF8Check.firstInvalidOffset($0) }
    }
}
