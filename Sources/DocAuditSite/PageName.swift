import DocAuditCore

/// Turns Swift names into the file names of images and into fragment identifiers.
///
/// A file name uses only `a`–`z`, `0`–`9` and `_`: every other byte is written `_hh` (its hex
/// value), so operators (`==`, `/`, `..<`), dots and non-ASCII names are safe on every file
/// system and in every URL, and no name can climb out of its folder. Upper-case letters are
/// written in lower case and their positions are recorded in a suffix, so `Foo` and `foo`
/// get distinct names even on case-insensitive file systems. The name depends only on the
/// Swift name, so it never changes when other declarations come and go.
public enum PageName {
    /// The longest encoded name kept whole; longer ones are shortened and given a hash.
    static let maximumLength = 120
    /// The longest file-name stem kept whole, prefix and nested names included: with `.html`
    /// and the writer's temporary suffix it stays well below the usual 255-byte limit.
    static let maximumStemLength = 200

    /// The file name stem (no extension) for a Swift name.
    ///
    /// ```swift
    /// PageName.file("UserRepository") // "userrepository_ur"
    /// PageName.file("==")             // "_3d_3d"
    /// ```
    public static func file(_ name: String) -> String {
        var encoded = ""
        var caseMask: [Bool] = []
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
                caseMask.append(false)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte + 0x20))
                caseMask.append(true)
            default:
                encoded += "_" + hex(byte)
            }
        }
        if caseMask.contains(true) {
            // `_` followed by a non-hex letter never comes from a `_hh` escape.
            encoded += "_u" + caseSignature(caseMask)
        }
        if encoded.isEmpty { encoded = "_" }
        guard encoded.utf8.count > maximumLength else { return encoded }
        return String(encoded.prefix(maximumLength - 18)) + "_x" + hash(name)
    }

    /// A whole file-name stem made of encoded names (`extension-outer_u.inner_u`), shortened
    /// with a hash of all of it when it is longer than ``maximumStemLength`` bytes, so that
    /// deeply nested names still make a valid, distinct and stable file name.
    ///
    /// ```swift
    /// PageName.stem("extension-" + PageName.file("View")) // "extension-view_u"
    /// ```
    public static func stem(_ encoded: String) -> String {
        // Encoded names are ASCII, so characters are bytes.
        guard encoded.utf8.count > maximumStemLength else { return encoded }
        return String(encoded.prefix(maximumStemLength - 18)) + "_x" + hash(encoded)
    }

    /// A fragment identifier for a member: its kind and name, kept readable.
    ///
    /// Letters, digits and `_ ( ) : .` stay as they are (all are valid in a URL fragment);
    /// every other byte is written `~hh`.
    ///
    /// ```swift
    /// PageName.anchor(kind: "func", name: "load(id:)") // "func-load(id:)"
    /// ```
    public static func anchor(kind: String, name: String) -> String {
        var encoded = kind + "-"
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "("),
                 UInt8(ascii: ")"), UInt8(ascii: ":"), UInt8(ascii: "."):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "~" + hex(byte)
            }
        }
        return encoded
    }

    /// The positions of upper-case letters among the letters and digits, as base-32 digits of a
    /// bit mask, least significant first.
    private static func caseSignature(_ mask: [Bool]) -> String {
        let digits = Array("abcdefghijklmnopqrstuvwxyz234567".unicodeScalars)
        var signature = ""
        var index = 0
        while index < mask.count {
            var value = 0
            for bit in 0..<5 where index + bit < mask.count && mask[index + bit] {
                value |= 1 << bit
            }
            signature.unicodeScalars.append(digits[value])
            index += 5
        }
        // Trailing all-lower-case groups carry no information.
        while signature.count > 1, signature.hasSuffix("a") { signature.removeLast() }
        return signature
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef".unicodeScalars)
        return String(String.UnicodeScalarView([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]))
    }

    /// 64-bit FNV-1a of the name, in hex: stable across runs and platforms.
    private static func hash(_ name: String) -> String {
        hex(ByteSearch.fnv1a(name.utf8))
    }

    /// A hash in sixteen hex digits.
    private static func hex(_ hash: UInt64) -> String {
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
