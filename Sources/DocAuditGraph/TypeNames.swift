import DocAuditCore

/// What the symbol graph alone reads of type names: the outside types' modules and kinds.
extension TypeNames {
    /// The modules whose names may qualify an outside type (`Foundation.Data`): dropped before
    /// a lookup, as the project's own module names are.
    static let systemModules: Set<String> = [
        "Swift", "Foundation", "UIKit", "SwiftUI", "Combine", "AppKit", "CoreData", "CoreGraphics",
        "Observation", "_Concurrency", "Dispatch", "ObjectiveC", "WidgetKit", "AppIntents",
    ]

    /// Whether `bytes` spell one plain name (letters, digits, `_`, and any non-ASCII), which
    /// ``path(_:)`` and ``entries(_:)`` read as itself.
    static func isPlainName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, !(0x30...0x39).contains(first) else { return false }
        // An ASCII byte told by a bit of two words, not five comparisons: every inheritance
        // entry and extended name is read through here.
        let low: UInt64 = 0x3FF << 48 // `0`…`9`
        let high: UInt64 = 0x07FF_FFFE | 1 << 31 | 0x07FF_FFFE << 32 // `A`…`Z`, `_`, `a`…`z`
        for byte in bytes where byte < 0x80 && ((byte < 0x40 ? low : high) >> (byte & 0x3F)) & 1 == 0 { return false }
        return true
    }

    /// Whether a plain name is `AnyObject` or the old `class`: they constrain layout and are no
    /// protocols.
    static func isLayoutConstraint(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Compared as bytes: a string's UTF-8 view is compared a code unit at a time, through
        // its iterator, and `Equatable` and `Error` have these lengths.
        func spells(_ name: StaticString) -> Bool {
            name.withUTF8Buffer { ByteSearch.equal($0, bytes) }
        }
        return spells("AnyObject") || spells("class")
    }

    /// The standard library's types that projects commonly extend, by kind: an extension of
    /// one is of module `Swift`. Pairs, not a dictionary: three kinds are searched at once.
    private static let standardLibraryKinds: [(kind: SymbolKind, names: Set<String>)] = [
        (.struct, [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
            "String", "Substring", "Character", "Double", "Float", "Float16", "Bool", "Array", "Dictionary",
            "Set", "Range", "ClosedRange", "Slice", "ArraySlice", "ContiguousArray", "StaticString", "Duration",
        ]),
        (.enum, ["Optional", "Result", "Never", "Unicode"]),
        (.protocol, [
            "Collection", "Sequence", "RawRepresentable", "LosslessStringConvertible", "CustomStringConvertible",
            "Equatable", "Hashable", "Comparable", "BinaryInteger", "FixedWidthInteger", "SignedInteger",
            "UnsignedInteger", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "StringProtocol",
            "RangeReplaceableCollection", "MutableCollection", "BidirectionalCollection", "RandomAccessCollection",
            "CaseIterable", "Error", "Encodable", "Decodable", "SetAlgebra", "OptionSet", "Identifiable",
            "Strideable", "IteratorProtocol", "AsyncSequence", "LazySequenceProtocol",
        ]),
    ]

    /// Whether `name` is one of the standard library's commonly extended types.
    static func isStandardLibraryType(_ name: String) -> Bool {
        standardLibraryKinds.contains { $0.names.contains(name) }
    }

    /// The kind of an outside type named `name`: the standard library's kind, a protocol when
    /// the name reads as one, nil when the name does not tell.
    static func outsideKind(_ name: String) -> SymbolKind? {
        if let (kind, _) = standardLibraryKinds.first(where: { $0.names.contains(name) }) { return kind }
        return readsAsProtocol(name) ? .protocol : nil
    }

    /// The protocols of the platform and the standard library that a class commonly lists first
    /// (where a superclass would stand) or that otherwise read like classes: a class's first
    /// entry outside the project is its superclass unless it is one of these, or its name ends
    /// the way protocols' names do (`…Delegate`, `…DataSource`, `…able`, `…ible`, `…Protocol`).
    static let outsideProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable",
        "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
        "LocalizedError", "CaseIterable", "RawRepresentable", "ObservableObject", "View", "App",
        "Scene", "Collection", "Sequence", "IteratorProtocol", "AnyObject", "Actor", "Copyable",
        "Escapable", "BitwiseCopyable", "OptionSet", "SetAlgebra", "Numeric", "Strideable",
        "ViewModifier", "Shape", "PreviewProvider", "TimelineProvider", "Widget", "AppIntent",
        "EnvironmentKey", "PreferenceKey", "ButtonStyle", "ToggleStyle", "LabelStyle",
        "NSCopying", "NSCoding", "NSSecureCoding", "NSObjectProtocol", "UIContentView",
        "UIContentConfiguration", "UIApplicationDelegate", "UIWindowSceneDelegate", "Transferable",
        "DynamicProperty", "MutableCollection", "RandomAccessCollection", "BidirectionalCollection",
        "RangeReplaceableCollection", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral",
        "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByFloatLiteral", "ExpressibleByUnicodeScalarLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByStringInterpolation", "AsyncSequence",
        "AsyncIteratorProtocol", "CodingKey", "Observable", "GlobalActor", "UIViewRepresentable",
        "UIViewControllerRepresentable", "Reducer", "DependencyKey", "TestDependencyKey",
    ]

    /// Whether an outside name listed first by a class reads as a protocol rather than a
    /// superclass (see ``outsideProtocols``).
    static func readsAsProtocol(_ name: String) -> Bool {
        if outsideProtocols.contains(name) { return true }
        for suffix in ["Delegate", "DataSource", "Protocol", "able", "ible", "Type", "Convertible", "Representable", "Providing"] where name.hasSuffix(suffix) {
            return true
        }
        return false
    }
}
