// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// The modifiers a declaration carries, and the effects of its signature, as bits.
public struct DeclarationModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    /// Creates a set from its bits.
    ///
    /// ```swift
    /// let none = DeclarationModifiers(rawValue: 0)
    /// ```
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let `static` = DeclarationModifiers(rawValue: 1 << 0)
    /// `class` as a modifier (`class func`): a type member that subclasses can override.
    public static let `class` = DeclarationModifiers(rawValue: 1 << 1)
    public static let final = DeclarationModifiers(rawValue: 1 << 2)
    public static let override = DeclarationModifiers(rawValue: 1 << 3)
    public static let mutating = DeclarationModifiers(rawValue: 1 << 4)
    public static let nonmutating = DeclarationModifiers(rawValue: 1 << 5)
    public static let required = DeclarationModifiers(rawValue: 1 << 6)
    public static let convenience = DeclarationModifiers(rawValue: 1 << 7)
    /// An optional requirement of an `@objc` protocol.
    public static let optional = DeclarationModifiers(rawValue: 1 << 8)
    public static let lazy = DeclarationModifiers(rawValue: 1 << 9)
    public static let weak = DeclarationModifiers(rawValue: 1 << 10)
    public static let unowned = DeclarationModifiers(rawValue: 1 << 11)
    public static let dynamic = DeclarationModifiers(rawValue: 1 << 12)
    public static let indirect = DeclarationModifiers(rawValue: 1 << 13)
    public static let nonisolated = DeclarationModifiers(rawValue: 1 << 14)
    public static let prefix = DeclarationModifiers(rawValue: 1 << 15)
    public static let postfix = DeclarationModifiers(rawValue: 1 << 16)
    public static let infix = DeclarationModifiers(rawValue: 1 << 17)
    public static let distributed = DeclarationModifiers(rawValue: 1 << 18)
    public static let consuming = DeclarationModifiers(rawValue: 1 << 19)
    public static let borrowing = DeclarationModifiers(rawValue: 1 << 20)
    /// `async` in a function's effects (not a modifier before the keyword, but read with them).
    public static let async = DeclarationModifiers(rawValue: 1 << 21)
    /// `throws`, also typed (`throws(ParseError)`).
    public static let `throws` = DeclarationModifiers(rawValue: 1 << 22)
    public static let `rethrows` = DeclarationModifiers(rawValue: 1 << 23)

    /// The modifier a keyword spells, if it is one this set keeps.
    static func of(_ keyword: Keyword) -> DeclarationModifiers? {
        switch keyword {
        case .static: return .static
        case .class: return .class
        case .final: return .final
        case .override: return .override
        case .mutating: return .mutating
        case .nonmutating: return .nonmutating
        case .required: return .required
        case .convenience: return .convenience
        case .optional: return .optional
        case .lazy: return .lazy
        case .weak: return .weak
        case .unowned: return .unowned
        case .dynamic: return .dynamic
        case .indirect: return .indirect
        case .nonisolated: return .nonisolated
        case .prefix: return .prefix
        case .postfix: return .postfix
        case .infix: return .infix
        case .distributed: return .distributed
        case .consuming, .__consuming: return .consuming
        case .borrowing: return .borrowing
        default: return nil
        }
    }

    /// The names of the bits, in the order a declaration spells them.
    public static let names: [(DeclarationModifiers, String)] = [
        (.optional, "optional"), (.required, "required"), (.convenience, "convenience"), (.override, "override"),
        (.final, "final"), (.class, "class"), (.static, "static"), (.lazy, "lazy"), (.weak, "weak"),
        (.unowned, "unowned"), (.dynamic, "dynamic"), (.indirect, "indirect"), (.nonisolated, "nonisolated"),
        (.distributed, "distributed"), (.prefix, "prefix"), (.postfix, "postfix"), (.infix, "infix"),
        (.mutating, "mutating"), (.nonmutating, "nonmutating"), (.consuming, "consuming"), (.borrowing, "borrowing"),
        (.async, "async"), (.throws, "throws"), (.rethrows, "rethrows"),
    ]

    /// The names of the bits set, as a declaration spells them.
    ///
    /// ```swift
    /// DeclarationModifiers([.static, .async]).spelled // ["static", "async"]
    /// ```
    public var spelled: [String] {
        Self.names.compactMap { contains($0.0) ? $0.1 : nil }
    }
}

/// What a declaration's header says beyond its name, as byte ranges into its file's source:
/// attributes with their arguments, generic parameters, the inheritance clause, the `where`
/// clause, an aliased type and a typed `throws`. Spelled only by the readers that need them
/// (the symbol graph, `docaudit symbols`), never while checking.
public struct DeclarationHeader: Sendable, Hashable {
    /// Each attribute with its arguments, `@` included: `@available(iOS 15, *)`.
    public var attributes: [Range<Int>] = []
    /// The generic parameter clause with its angle brackets: `<Element: Hashable>`; for a
    /// protocol, its primary associated types.
    public var genericParameters: Range<Int>?
    /// Each entry of the inheritance clause of a type, extension, protocol or associated type:
    /// `Base`, `Codable`, `P & Q`, `@unchecked Sendable`, `~Copyable`.
    public var inheritance: [Range<Int>] = []
    /// The requirements after `where`, without the keyword.
    public var whereClause: Range<Int>?
    /// The type after `=` of a type alias, or an associated type's default.
    public var aliasedType: Range<Int>?
    /// The error type of a typed `throws(…)`, without the parentheses.
    public var thrownType: Range<Int>?

    /// An empty header.
    ///
    /// ```swift
    /// let header = DeclarationHeader()
    /// ```
    public init() {}

    /// Whether nothing is recorded.
    public var isEmpty: Bool {
        attributes.isEmpty && genericParameters == nil && inheritance.isEmpty && whereClause == nil
            && aliasedType == nil && thrownType == nil
    }
}

extension DeclarationHeader {
    /// The source text of `range`, each run of white space (line breaks included) one space,
    /// and none inside brackets (`<`, `(`, `[`) or before a comma: a header written over
    /// several lines reads as one.
    ///
    /// ```swift
    /// let inherited = declaration.header.inheritance.map { DeclarationHeader.text($0, in: bytes) }
    /// ```
    public static func text(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let range = range.clamped(to: 0..<bytes.count)
        var spelled: [UInt8] = []
        spelled.reserveCapacity(range.count)
        var pendingSpace = false
        for byte in bytes[range] {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                pendingSpace = !spelled.isEmpty
            } else {
                let afterOpening = spelled.last.map { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "[") } ?? false
                let closing = byte == UInt8(ascii: ">") && spelled.last != UInt8(ascii: "-")
                    || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ",")
                if pendingSpace, !afterOpening, !closing { spelled.append(0x20) }
                pendingSpace = false
                spelled.append(byte)
            }
        }
        return String(decoding: spelled, as: UTF8.self)
    }
}
