import DocAuditCore

/// Reads type names as source writes them in inheritance clauses and extensions, down to the
/// path of names a lookup needs: `Outer.Inner<Int>` is `["Outer", "Inner"]`.
enum TypeNames {
    /// The modules whose names may qualify an outside type (`Foundation.Data`): dropped before
    /// a lookup, as the project's own module names are.
    static let systemModules: Set<String> = [
        "Swift", "Foundation", "UIKit", "SwiftUI", "Combine", "AppKit", "CoreData", "CoreGraphics",
        "Observation", "_Concurrency", "Dispatch", "ObjectiveC", "WidgetKit", "AppIntents",
    ]

    /// The path of names in `text`, generic arguments, backticks and white space left out; nil
    /// for what names no type (`~Copyable`, a tuple, a function type, `any P`'s keyword is kept
    /// out and the protocol read).
    static func path(_ text: Substring) -> [String]? {
        path(Array(text.utf8)[...])
    }

    /// ``path(_:)`` over UTF-8 bytes: read for every extension and inheritance entry, and a
    /// character at a time is many times slower.
    private static func path(_ text: ArraySlice<UInt8>) -> [String]? {
        var text = text
        for prefix in ["any ".utf8, "some ".utf8] where text.starts(with: prefix) {
            text = text.dropFirst(prefix.count)
        }
        guard let first = text.first, first != UInt8(ascii: "~"), first != UInt8(ascii: "("), first != UInt8(ascii: "[") else { return nil }
        var components: [String] = []
        var current: [UInt8] = []
        var depth = 0
        for byte in text {
            switch byte {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"): depth -= 1
            case UInt8(ascii: ".") where depth == 0:
                guard !current.isEmpty else { return nil }
                components.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            case UInt8(ascii: "`"), 0x20, 0x09, 0x0A, 0x0D: break
            default:
                guard depth == 0 else { break }
                switch byte {
                case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "-"): return nil
                default: current.append(byte)
                }
            }
        }
        guard !current.isEmpty, depth == 0 else { return nil }
        components.append(String(decoding: current, as: UTF8.self))
        return components
    }

    /// The types an inheritance entry names: `P & Q` names two; attributes before a type
    /// (`@unchecked Sendable`, `@preconcurrency P`, `@retroactive P`) are left out.
    static func entries(_ text: String) -> [[String]] {
        let bytes = Array(text.utf8)
        var names: [[String]] = []
        func add(_ piece: ArraySlice<UInt8>) {
            var piece = piece.drop { $0 == 0x20 }
            while piece.first == UInt8(ascii: "@") {
                guard let space = piece.firstIndex(of: 0x20) else { return }
                piece = piece[space...].drop { $0 == 0x20 }
            }
            // `AnyObject` (and the old `class`) constrain layout; they are no protocols.
            if let path = path(piece), path != ["AnyObject"], path != ["class"] { names.append(path) }
        }
        for piece in pieces(of: bytes, splitAt: UInt8(ascii: "&")) { add(piece) }
        return names
    }

    /// Whether `bytes` spell one plain name (letters, digits, `_`, and any non-ASCII), which
    /// ``path(_:)`` and ``entries(_:)`` read as itself.
    static func isPlainName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, !(0x30...0x39).contains(first) else { return false }
        return bytes.allSatisfy { byte in
            byte >= 0x80 || byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
    }

    /// Whether a plain name is `AnyObject` or the old `class`: they constrain layout and are no
    /// protocols.
    static func isLayoutConstraint(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.elementsEqual("AnyObject".utf8) || bytes.elementsEqual("class".utf8)
    }

    /// The standard library's types that projects commonly extend, by kind: an extension of
    /// one is of module `Swift`.
    private static let standardLibraryKinds: [SymbolKind: Set<String>] = [
        .struct: [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
            "String", "Substring", "Character", "Double", "Float", "Float16", "Bool", "Array", "Dictionary",
            "Set", "Range", "ClosedRange", "Slice", "ArraySlice", "ContiguousArray", "StaticString", "Duration",
        ],
        .enum: ["Optional", "Result", "Never", "Unicode"],
        .protocol: [
            "Collection", "Sequence", "RawRepresentable", "LosslessStringConvertible", "CustomStringConvertible",
            "Equatable", "Hashable", "Comparable", "BinaryInteger", "FixedWidthInteger", "SignedInteger",
            "UnsignedInteger", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "StringProtocol",
            "RangeReplaceableCollection", "MutableCollection", "BidirectionalCollection", "RandomAccessCollection",
            "CaseIterable", "Error", "Encodable", "Decodable", "SetAlgebra", "OptionSet", "Identifiable",
            "Strideable", "IteratorProtocol", "AsyncSequence", "LazySequenceProtocol",
        ],
    ]

    /// Whether `name` is one of the standard library's commonly extended types.
    static func isStandardLibraryType(_ name: String) -> Bool {
        standardLibraryKinds.values.contains { $0.contains(name) }
    }

    /// The kind of an outside type named `name`: the standard library's kind, a protocol when
    /// the name reads as one, nil when the name does not tell.
    static func outsideKind(_ name: String) -> SymbolKind? {
        if let (kind, _) = standardLibraryKinds.first(where: { $0.value.contains(name) }) { return kind }
        return readsAsProtocol(name) ? .protocol : nil
    }

    /// What the standard library's protocols refine, for checking `where Self: …` constraints.
    static let outsideRefinements: [String: [String]] = [
        "Hashable": ["Equatable"], "Comparable": ["Equatable"], "Codable": ["Encodable", "Decodable"],
        "Strideable": ["Comparable", "Equatable"], "OptionSet": ["SetAlgebra", "RawRepresentable", "Equatable"],
        "BinaryInteger": ["Numeric", "Hashable", "Equatable", "Comparable", "Strideable"],
        "FixedWidthInteger": ["BinaryInteger", "Numeric", "Hashable", "Equatable", "Comparable"],
        "BidirectionalCollection": ["Collection", "Sequence"], "RandomAccessCollection": ["BidirectionalCollection", "Collection", "Sequence"],
        "Collection": ["Sequence"], "MutableCollection": ["Collection", "Sequence"], "RangeReplaceableCollection": ["Collection", "Sequence"],
        "SetAlgebra": ["Equatable", "ExpressibleByArrayLiteral"], "LocalizedError": ["Error", "Sendable"], "Error": ["Sendable"],
        "LosslessStringConvertible": ["CustomStringConvertible"],
        "ExpressibleByStringInterpolation": ["ExpressibleByStringLiteral", "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByUnicodeScalarLiteral"],
        "ExpressibleByStringLiteral": ["ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByUnicodeScalarLiteral"],
        "ExpressibleByExtendedGraphemeClusterLiteral": ["ExpressibleByUnicodeScalarLiteral"],
    ]

    /// The pieces of a list separated by commas outside brackets, without their spaces.
    static func splitTopLevel(_ text: String) -> [String] {
        splitTopLevel(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// ``splitTopLevel(_:)`` over UTF-8 bytes: the graph reads every protocol extension's
    /// clause, and reading characters is many times slower.
    static func splitTopLevel(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var pieces = pieces(of: bytes, splitAt: UInt8(ascii: ",")).map(trimmingSpaces)
        if pieces.last?.isEmpty == true { pieces.removeLast() }
        return pieces
    }

    /// `bytes` split at each `separator` outside brackets (`<>`, `()`, `[]`), as written.
    private static func pieces(of bytes: [UInt8], splitAt separator: UInt8) -> [ArraySlice<UInt8>] {
        var pieces: [ArraySlice<UInt8>] = []
        var depth = 0
        var start = 0
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case separator where depth == 0:
                pieces.append(bytes[start..<index])
                start = index + 1
            default: break
            }
        }
        pieces.append(bytes[start...])
        return pieces
    }

    /// `bytes` without spaces at either end.
    static func trimmingSpaces(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let first = bytes.firstIndex(where: { $0 != 0x20 }), let last = bytes.lastIndex(where: { $0 != 0x20 }) else { return [] }
        return bytes[first...last]
    }

    /// The raw-value types an enum can list first.
    static let rawValueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "String", "Character", "Double", "Float", "Float16", "CGFloat", "Substring",
    ]

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
