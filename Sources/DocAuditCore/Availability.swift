// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// A version as an `@available` attribute writes it: `15`, `12.0`, `10.15.4`.
public struct AvailabilityVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int?
    public var patch: Int?

    /// Creates a version.
    ///
    /// ```swift
    /// let version = AvailabilityVersion(major: 15, minor: 0)
    /// ```
    public init(major: Int, minor: Int? = nil, patch: Int? = nil) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Reads `15`, `12.0` or `10.15.4`; nil for anything else.
    ///
    /// ```swift
    /// AvailabilityVersion("13.4")?.minor // 4
    /// ```
    public init?(_ text: Substring) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.utf8.count <= 9 && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }) else { return nil }
        let numbers = parts.map { Int($0)! }
        self.init(major: numbers[0], minor: numbers.count > 1 ? numbers[1] : nil, patch: numbers.count > 2 ? numbers[2] : nil)
    }

    /// The version as written: `15`, `12.0`.
    public var description: String {
        [major, minor, patch].compactMap { $0.map(String.init) }.joined(separator: ".")
    }

    /// Orders versions by their numbers, a missing one counting as 0.
    ///
    /// ```swift
    /// AvailabilityVersion(major: 13) < AvailabilityVersion(major: 13, minor: 1) // true
    /// ```
    public static func < (lhs: AvailabilityVersion, rhs: AvailabilityVersion) -> Bool {
        (lhs.major, lhs.minor ?? 0, lhs.patch ?? 0) < (rhs.major, rhs.minor ?? 0, rhs.patch ?? 0)
    }
}

/// What one `@available` attribute says of one domain (a platform, `Swift`, or `*` for all),
/// named as the compiler's symbol graph names them.
public struct Availability: Sendable, Hashable {
    /// The domain as the symbol graph names it: `iOS`, `macOS`, `macCatalyst`,
    /// `iOSAppExtension`, `visionOS`, `Swift`, `*`.
    public var domain: String
    public var introduced: AvailabilityVersion?
    public var deprecated: AvailabilityVersion?
    public var obsoleted: AvailabilityVersion?
    public var message: String?
    public var renamed: String?
    /// `deprecated` without a version: deprecated on every version of the domain.
    public var isUnconditionallyDeprecated = false
    /// `unavailable`: never available in the domain.
    public var isUnconditionallyUnavailable = false

    /// Creates an entry for `domain` that says nothing yet.
    ///
    /// ```swift
    /// var entry = Availability(domain: "iOS")
    /// entry.introduced = AvailabilityVersion(major: 15)
    /// ```
    public init(domain: String) {
        self.domain = domain
    }

    /// The symbol graph's name of a domain as source spells it (`OSX` and `macOS` are one).
    static func domainName(_ spelling: Substring) -> String? {
        switch spelling {
        case "*": return "*"
        case "iOS": return "iOS"
        case "macOS", "OSX": return "macOS"
        case "tvOS": return "tvOS"
        case "watchOS": return "watchOS"
        case "visionOS", "xrOS": return "visionOS"
        case "macCatalyst": return "macCatalyst"
        case "iOSApplicationExtension": return "iOSAppExtension"
        case "macOSApplicationExtension", "OSXApplicationExtension": return "macOSAppExtension"
        case "macCatalystApplicationExtension": return "macCatalystAppExtension"
        case "tvOSApplicationExtension": return "tvOSAppExtension"
        case "watchOSApplicationExtension": return "watchOSAppExtension"
        case "visionOSApplicationExtension": return "visionOSAppExtension"
        case "swift": return "Swift"
        case "_PackageDescription": return "SwiftPM"
        case "DriverKit": return "DriverKit"
        default: return nil
        }
    }

    /// The entries of the `@available` attribute at `range` of `bytes` (`@` to `)`): one per
    /// platform of the short form (`@available(iOS 15, macOS 12, *)`), one for the long form
    /// (`@available(iOS, introduced: 13, deprecated: 15, message: "…")`). Empty for any other
    /// attribute, and for one that is malformed or names no domain the compiler knows.
    ///
    /// ```swift
    /// let entries = Availability.read(bytes, attribute: declaration.header.attributes[0])
    /// ```
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>, attribute range: Range<Int>) -> [Availability] {
        let attribute = UnsafeBufferPointer(rebasing: bytes[range.clamped(to: 0..<bytes.count)])
        // Most attributes are others (`@MainActor`, `@objc`): told apart before any text is made.
        guard attribute.starts(with: "@available".utf8) else { return [] }
        return read(attribute: String(decoding: attribute, as: UTF8.self))
    }

    /// The entries of the `@available` attribute spelled by `text`; see
    /// ``read(_:attribute:)``.
    ///
    /// ```swift
    /// Availability.read(attribute: "@available(*, deprecated, message: \"Use b\")")[0].message // "Use b"
    /// ```
    public static func read(attribute text: String) -> [Availability] {
        guard text.hasPrefix("@available"), let open = text.firstIndex(of: "("), text.last == ")" else { return [] }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let arguments = splitArguments(inner)
        guard let first = arguments.first else { return [] }
        let words = first.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        // The short form's first argument is a platform and its version; the long form's a
        // domain alone, and labeled arguments follow.
        if words.count == 2 { return shortForm(arguments) }
        guard words.count == 1, let domain = domainName(words[0]) else { return [] }
        var entry = Availability(domain: domain)
        for argument in arguments.dropFirst() {
            let parts = argument.split(separator: ":", maxSplits: 1)
            let label = trimmed(parts[0])
            let value = parts.count == 2 ? trimmed(parts[1]) : nil
            switch (label, value) {
            case ("introduced", let value?): entry.introduced = AvailabilityVersion(value)
            case ("deprecated", let value?): entry.deprecated = AvailabilityVersion(value)
            case ("deprecated", nil): entry.isUnconditionallyDeprecated = true
            case ("obsoleted", let value?): entry.obsoleted = AvailabilityVersion(value)
            case ("unavailable", nil): entry.isUnconditionallyUnavailable = true
            case ("message", let value?): entry.message = stringLiteral(value)
            case ("renamed", let value?): entry.renamed = stringLiteral(value)
            default: break
            }
        }
        return [entry]
    }

    /// `@available(iOS 15, macOS 12.0, *)`: a platform and its version per argument.
    private static func shortForm(_ arguments: [Substring]) -> [Availability] {
        var entries: [Availability] = []
        for argument in arguments where argument != "*" {
            let words = argument.split(whereSeparator: \.isWhitespace)
            guard words.count == 2, let domain = domainName(words[0]), let version = AvailabilityVersion(words[1]) else { continue }
            var entry = Availability(domain: domain)
            entry.introduced = version
            entries.append(entry)
        }
        return entries
    }

    /// The arguments between the parentheses, split at commas outside string literals, trimmed.
    /// Read by UTF-8 unit (every mark looked for is ASCII): a library has thousands of these
    /// attributes, and reading characters is many times slower.
    private static func splitArguments(_ text: Substring) -> [Substring] {
        var arguments: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = utf8.startIndex
        var inString = false
        while index < utf8.endIndex {
            let byte = utf8[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index = utf8.index(after: index)
                    if index == utf8.endIndex { break }
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ",") {
                arguments.append(trimmed(text[start..<index]))
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        let last = trimmed(text[start..<text.endIndex])
        if !last.isEmpty || !arguments.isEmpty { arguments.append(last) }
        return arguments
    }

    private static func trimmed(_ text: Substring) -> Substring {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else {
            return text[text.endIndex...]
        }
        return text[first...last]
    }

    /// The value of a string literal (`"Use \"b\""` is `Use "b"`); nil when `text` is not one.
    private static func stringLiteral(_ text: Substring) -> String? {
        let utf8 = text.utf8
        guard utf8.count >= 2, utf8.first == UInt8(ascii: "\""), utf8.last == UInt8(ascii: "\"") else { return nil }
        var value: [UInt8] = []
        value.reserveCapacity(utf8.count)
        var escaped = false
        for byte in utf8.dropFirst().dropLast() {
            if escaped {
                switch byte {
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                case UInt8(ascii: "0"): value.append(0)
                default: value.append(byte)
                }
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else {
                value.append(byte)
            }
        }
        return String(decoding: value, as: UTF8.self)
    }
}
