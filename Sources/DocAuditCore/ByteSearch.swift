#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Fast tests over a string's UTF-8 bytes, with the C library's vectorized `memchr`: rules ask
/// them of every doc comment, and most doc comments hold none of what they look for.
public enum ByteSearch {
    /// Whether `text` holds the byte `first` directly followed by `second`.
    ///
    /// ```swift
    /// ByteSearch.contains(UInt8(ascii: "`"), UInt8(ascii: "`"), in: "See ``Foo``.") // true
    /// ```
    public static func contains(_ first: UInt8, _ second: UInt8, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var offset = 0
            while offset + 1 < bytes.count, let found = memchr(base + offset, Int32(first), bytes.count - offset - 1) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if bytes[index + 1] == second { return true }
                offset = index + 1
            }
            return false
        }
    }
}
