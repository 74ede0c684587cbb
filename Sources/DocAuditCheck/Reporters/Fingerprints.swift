/// Each finding's fingerprint, by which review tools follow a finding from run to run (SARIF's
/// `partialFingerprints`, GitLab Code Quality's `fingerprint`): a digest of its file's path
/// from the project root, its rule, its symbol and that symbol's signature
/// (``Diagnostic/symbolSignature``), and how many findings alike in all four came before it in
/// the file. No line number goes in, so a finding keeps its fingerprint when code moves within
/// its file; overloads differ by their signatures.
///
/// Findings are read in report order, file by file, one fingerprint each.
struct Fingerprints {
    /// The file of the last finding, and how many findings of each identity it had so far.
    private var file = ""
    private var seen: [String: Int] = [:]

    /// The fingerprint of `diagnostic`, the next finding in report order.
    mutating func next(_ diagnostic: Diagnostic) -> String {
        if diagnostic.file != file {
            file = diagnostic.file
            seen.removeAll(keepingCapacity: true)
        }
        let identity = diagnostic.rule + "\u{0}" + diagnostic.symbol + "\u{0}" + diagnostic.symbolSignature
        let earlier = seen[identity, default: 0]
        seen[identity] = earlier + 1
        return Self.digest(diagnostic.file + "\u{0}" + identity + "\u{0}" + String(earlier))
    }

    /// 64-bit FNV-1a of the text's UTF-8 bytes as 16 hexadecimal digits: the same on every
    /// machine and run, as Swift's own hashing, seeded per process, is not.
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
