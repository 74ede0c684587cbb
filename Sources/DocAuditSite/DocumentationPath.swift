import DocAuditCore

/// The components of DocC's page addresses (`documentation/argumentparser/option/init(name:)`),
/// written as `docc convert` names its pages, so that a deep link into a DocC site keeps working
/// on docaudit's.
///
/// A name is lower-cased and every character a URL path cannot hold as it is (`<`, `/`, `?`,
/// `#`, `%`, `^`, a space, any non-ASCII letter) is written `_`, as DocC's readable paths do:
/// `/=(_:_:)` is `_=(_:_:)`. A name starting with `.` (`..<(_:_:)`) is preceded by `'`, as in
/// DocC's files, so no component is `.`, `..` or a hidden file. What is left (letters, digits
/// and `!$&'()*+,-.:;=@_~`) is safe in a file name and in a relative `href`.
enum DocumentationPath {
    /// The longest component kept whole; longer ones are cut and given a hash of the whole, so
    /// that a file name stays well below the usual 255-byte limit (DocC keeps names of 130 bytes whole).
    static let maximumLength = 200

    /// The component of a symbol's name.
    ///
    /// ```swift
    /// DocumentationPath.component("init(wrappedValue:)") // "init(wrappedvalue:)"
    /// DocumentationPath.component("..<(_:_:)")           // "'.._(_:_:)"
    /// ```
    static func component(_ name: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count + 1)
        for scalar in name.unicodeScalars {
            guard scalar.isASCII else {
                bytes.append(UInt8(ascii: "_"))
                continue
            }
            let byte = UInt8(scalar.value)
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
            default: bytes.append(allowed.contains(byte) ? byte : UInt8(ascii: "_"))
            }
        }
        if bytes.isEmpty { bytes.append(UInt8(ascii: "_")) }
        if bytes[0] == UInt8(ascii: ".") { bytes.insert(UInt8(ascii: "'"), at: 0) }
        return capped(String(decoding: bytes, as: UTF8.self))
    }

    /// `component` whole when it is at most ``maximumLength`` bytes, else cut and given a hash
    /// of the whole.
    static func capped(_ component: String) -> String {
        guard component.utf8.count > maximumLength else { return component }
        let suffix = "-" + hash(component.utf8)
        // Components are ASCII, so characters are bytes.
        return String(component.prefix(maximumLength - suffix.utf8.count)) + suffix
    }

    /// The component of an article, from its file's name: spaces as `-`, as DocC names it.
    ///
    /// ```swift
    /// DocumentationPath.article("Getting Started") // "getting-started"
    /// ```
    static func article(_ name: String) -> String {
        component(String(decoding: name.utf8.map { $0 == UInt8(ascii: " ") ? UInt8(ascii: "-") : $0 }, as: UTF8.self))
    }

    /// A short, stable hash of `bytes` in base 36 (32-bit FNV-1a): the suffix that tells apart
    /// overloads no kind tells apart, in the shape of DocC's (`-4p94d`). DocC hashes the
    /// compiler's identifier, which only a build knows, so the digits differ from DocC's.
    static func hash(_ bytes: some Sequence<UInt8>) -> String {
        var hash: UInt32 = 0x811c_9dc5
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return String(hash % 60_466_176, radix: 36)
    }

    /// The punctuation a URL path holds as it is (RFC 3986's `pchar`, less `/`).
    private static let allowed: Set<UInt8> = Set("!$&'()*+,-.:;=@_~".utf8)
}
