import DocAuditCore
import Testing

@Suite struct ByteSearchTests {
    /// Word by word or byte by byte, the shared prefix is the one a plain count finds: every
    /// length up to three words, the difference at every place, or none.
    @Test func commonPrefixLengthAgreesWithAPlainCount() {
        for length in 0...24 {
            let base = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            for change in -1..<length {
                var other = base
                if change >= 0 { other[change] ^= 0x20 }
                for cut in [0, 1, 9] where cut <= length {
                    let shorter = Array(other.dropLast(cut))
                    let expected = zip(base, shorter).prefix { $0 == $1 }.count
                    let found = base.withUnsafeBufferPointer { a in shorter.withUnsafeBufferPointer { ByteSearch.commonPrefixLength(a, $0) } }
                    #expect(found == expected, "length \(length), change at \(change), cut \(cut)")
                }
            }
        }
    }

    @Test func equalComparesLengthsAndBytes() {
        func equal(_ a: String, _ b: String) -> Bool {
            Array(a.utf8).withUnsafeBufferPointer { x in Array(b.utf8).withUnsafeBufferPointer { ByteSearch.equal(x, $0) } }
        }
        #expect(equal("init", "init"))
        #expect(equal("", ""))
        #expect(!equal("init", "ini"))
        #expect(!equal("load", "loaf"))
    }

    /// The published FNV-1a 64-bit vectors: page names and pattern lookups rely on them.
    @Test func fnv1aMatchesTheReferenceValues() {
        #expect(ByteSearch.fnv1a("".utf8) == 0xcbf2_9ce4_8422_2325)
        #expect(ByteSearch.fnv1a("a".utf8) == 0xaf63_dc4c_8601_ec8c)
        #expect(ByteSearch.fnv1a("foobar".utf8) == 0x8594_4171_f739_67e8)
    }
}
