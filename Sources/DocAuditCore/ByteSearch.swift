#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// Fast tests over UTF-8 bytes, with the C library's vectorized `memchr`: rules ask them of
/// every doc comment and every file, and most hold none of what they look for.
public enum ByteSearch {
    /// Whether `text` holds `needle`, byte for byte. The needle is a literal, read where the
    /// binary keeps it; the text is read in place when stored as UTF-8, as native strings are.
    ///
    /// ```swift
    /// ByteSearch.contains("``", in: "See ``Cache``.") // true
    /// ```
    public static func contains(_ needle: StaticString, in text: String) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        if let found = text.utf8.withContiguousStorageIfAvailable({ contains(pattern, in: $0) }) { return found }
        var text = text
        return text.withUTF8 { contains(pattern, in: $0) }
    }

    /// Whether `bytes` hold `needle`, byte for byte.
    ///
    /// ```swift
    /// let mentioned = source.withUnsafeBufferPointer { ByteSearch.contains(operatorName, in: $0) }
    /// ```
    public static func contains(_ needle: String, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var needle = needle
        return needle.withUTF8 { contains($0, in: bytes) }
    }

    /// Whether `bytes` hold the literal `needle`, read where the binary keeps it.
    ///
    /// ```swift
    /// let fenced = source.withUnsafeBufferPointer { ByteSearch.contains(literal: "```", in: $0) }
    /// ```
    public static func contains(literal needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        contains(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: bytes)
    }

    /// Whether `bytes` hold the bytes of `pattern`: `memchr` to each place the pattern's last
    /// byte stands, then a look back at the bytes before it.
    private static func contains(_ pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, let last = pattern.last else { return pattern.isEmpty }
        let before = pattern.count - 1
        var offset = before
        while offset < bytes.count, let found = memchr(base + offset, Int32(last), bytes.count - offset) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var matched = 0
            while matched < before, bytes[index - before + matched] == pattern[matched] { matched += 1 }
            if matched == before { return true }
            offset = index + 1
        }
        return false
    }

    /// Whether `a` sorts before `b` byte by byte, a shorter one before a longer one that starts
    /// with it: the order of paths in reports, in the walk and in a ``PathList``.
    ///
    /// ```swift
    /// let first = a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { ByteSearch.precedes(a, $0) } }
    /// ```
    public static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        if let first = a.baseAddress, let second = b.baseAddress, case let order = memcmp(first, second, min(a.count, b.count)), order != 0 {
            return order < 0
        }
        return a.count < b.count
    }

    /// Whether the UTF-8 of `a` sorts before that of `b`, in the byte order above.
    ///
    /// ```swift
    /// ByteSearch.precedes("Sources/A.swift", "Sources/B.swift") // true
    /// ```
    public static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { x in b.withUTF8 { precedes(x, $0) } }
    }

    /// Whether `a` and `b` are the same bytes but for the case of ASCII letters, as a Mac's
    /// file system compares names (`workspace.swift` is `Workspace.swift` there).
    ///
    /// ```swift
    /// ByteSearch.equalIgnoringASCIICase("Projects".utf8, "projects".utf8) // true
    /// ```
    @inlinable public static func equalIgnoringASCIICase(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>) -> Bool {
        // Inlinable, so that it is specialized for the callers' collections: placement asks it
        // of every file's name, and unspecialized it looks up generic metadata at each call.
        func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        return a.count == b.count && zip(a, b).allSatisfy { lowercased($0) == lowercased($1) }
    }

    /// Whether `a` and `b` hold the same bytes.
    ///
    /// ```swift
    /// let same = ByteSearch.equal(token, name)
    /// ```
    public static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let first = a.baseAddress, let second = b.baseAddress else { return true }
        return memcmp(first, second, a.count) == 0
    }

    /// The 64-bit FNV-1a hash of `bytes`: stable across runs and platforms, cheap on short names.
    ///
    /// ```swift
    /// let hash = ByteSearch.fnv1a("Sources".utf8)
    /// ```
    @inlinable public static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// How many bytes `a` and `b` share from their starts.
    ///
    /// ```swift
    /// let shared = ByteSearch.commonPrefixLength(folder, previousFolder)
    /// ```
    public static func commonPrefixLength(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let limit = min(a.count, b.count)
        var shared = 0
        // Eight bytes at a time: paths share long prefixes. The first differing byte is the
        // lowest set one of the words' difference, read little-endian.
        let (first, second) = (UnsafeRawBufferPointer(a), UnsafeRawBufferPointer(b))
        while shared + 8 <= limit {
            let difference = UInt64(littleEndian: first.loadUnaligned(fromByteOffset: shared, as: UInt64.self))
                ^ UInt64(littleEndian: second.loadUnaligned(fromByteOffset: shared, as: UInt64.self))
            if difference != 0 { return shared + difference.trailingZeroBitCount / 8 }
            shared += 8
        }
        while shared < limit, a[shared] == b[shared] { shared += 1 }
        return shared
    }

    /// The index of the first `byte` in `bytes` at or after `start`, or nil.
    ///
    /// ```swift
    /// let lineEnd = ByteSearch.firstIndex(of: 0x0A, in: bytes, from: lineStart) ?? bytes.count
    /// ```
    public static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count, let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
