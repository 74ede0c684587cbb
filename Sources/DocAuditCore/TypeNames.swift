/// Reads type names as source writes them in inheritance clauses, extensions and `where`
/// clauses, down to the path of names a lookup needs: `Outer.Inner<Int>` is `["Outer", "Inner"]`.
/// The check reads them for the protocols a type's links reach; the symbol graph adds what it
/// alone needs.
package enum TypeNames {
    /// The path of names in `text`, generic arguments, backticks and white space left out; nil
    /// for what names no type (`~Copyable`, a tuple, a function type, `any P`'s keyword is kept
    /// out and the protocol read).
    package static func path(_ text: Substring) -> [String]? {
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
    package static func entries(_ text: String) -> [[String]] {
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

    /// The last names of what a `where` clause's requirements (`clause`, without `where`)
    /// require `Self` to conform to or be (`Self: P & Q`, `Self == T`); requirements on
    /// associated types, which source alone cannot check, are left out.
    ///
    /// ```swift
    /// TypeNames.selfRequirements("Self: Base & Other, Element == Int") // ["Base", "Other"]
    /// ```
    package static func selfRequirements(_ clause: String) -> [String] {
        var names: [String] = []
        for requirement in splitTopLevel(Array(clause.utf8)) {
            let sameType = zip(requirement, requirement.dropFirst()).contains { $0 == UInt8(ascii: "=") && $1 == UInt8(ascii: "=") }
            let sides = requirement.split(separator: sameType ? UInt8(ascii: "=") : UInt8(ascii: ":"), omittingEmptySubsequences: true).map(trimmingSpaces)
            guard sides.count == 2, sides[0].elementsEqual("Self".utf8) else { continue }
            names += entries(String(decoding: sides[1], as: UTF8.self)).map { $0.last ?? "" }
        }
        return names
    }

    /// What the standard library's protocols refine, for checking `where Self: …` constraints.
    package static let outsideRefinements: [String: [String]] = [
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

    /// The protocols `names` stand for with those the standard library's protocols among them
    /// refine (``outsideRefinements``), transitively.
    ///
    /// ```swift
    /// TypeNames.refinementClosure(["Hashable"]) // ["Hashable", "Equatable"]
    /// ```
    package static func refinementClosure(_ names: [String]) -> Set<String> {
        var result = Set<String>()
        var pending = names
        while let name = pending.popLast() {
            guard result.insert(name).inserted else { continue }
            pending += outsideRefinements[name] ?? []
        }
        return result
    }

    /// The pieces of a list separated by commas outside brackets, without their spaces.
    package static func splitTopLevel(_ text: String) -> [String] {
        splitTopLevel(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// ``splitTopLevel(_:)`` over UTF-8 bytes: the graph reads every protocol extension's
    /// clause, and reading characters is many times slower.
    package static func splitTopLevel(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
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
    package static func trimmingSpaces(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let first = bytes.firstIndex(where: { $0 != 0x20 }), let last = bytes.lastIndex(where: { $0 != 0x20 }) else { return [] }
        return bytes[first...last]
    }

    /// The raw-value types an enum can list first.
    package static let rawValueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "String", "Character", "Double", "Float", "Float16", "CGFloat", "Substring",
    ]
}
