// Unchecked buffers: link texts are read as bytes in place; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// The disambiguation a DocC link's component ends with, read as swift-docc's `PathParser`
/// reads it: a kind (`-swift.method`, `-method`), DocC's hash of the compiler's USR
/// (`-1a2b3`, maybe after a kind), or a type signature (`-(Int,_)`, `->String`,
/// `-(Int)->String`).
package enum LinkSuffix: Equatable {
    /// No suffix: the component is a name alone.
    case none
    /// The declaration's kind.
    case kind(SymbolKind)
    /// A hash, which docaudit cannot check: it needs the compiler's USR.
    case hash(kind: SymbolKind?)
    /// The parameter types and the return types, each list where it stands in the component;
    /// nil where the link gives none.
    case signature(parameters: TypeList?, returns: TypeList?)
    /// A kind no Swift declaration has (`-module`), or text DocC reads as part of the name,
    /// which no Swift name has: the link names nothing.
    case unmatched

    /// A list of types a link spells: a parenthesized list split at its commas (`(Int,_)`, `()`),
    /// or one type (`String` after `->`).
    package struct TypeList: Equatable {
        /// Where the list stands in its component, without its parentheses.
        package var range: Range<Int>
        package var isParenthesized: Bool
    }

    /// Reads the suffix of `component`, which starts at `start` (its `-`; the component's end
    /// when it has none, as ``SymbolLink/lastComponent(of:)`` finds it).
    package init(_ component: UnsafeBufferPointer<UInt8>, from start: Int) {
        guard start + 1 < component.count else {
            self = start < component.count ? .unmatched : .none
            return
        }
        switch component[start + 1] {
        case UInt8(ascii: "("):
            // `-(`: the parameters, then nothing or `->` and the return types.
            guard let close = LinkSuffix.closingParenthesis(component, from: start + 1) else { self = .unmatched; return }
            let parameters = TypeList(range: start + 2..<close, isParenthesized: true)
            if close + 1 == component.count {
                self = .signature(parameters: parameters, returns: nil)
            } else if component[close + 1] == UInt8(ascii: "-"), close + 2 < component.count, component[close + 2] == UInt8(ascii: ">") {
                self = .signature(parameters: parameters, returns: LinkSuffix.returns(component, from: close + 3))
            } else {
                self = .unmatched
            }
        case UInt8(ascii: ">"):
            self = .signature(parameters: nil, returns: LinkSuffix.returns(component, from: start + 2))
        default:
            self = LinkSuffix.kindOrHash(UnsafeBufferPointer(rebasing: component[(start + 1)...]))
        }
    }

    /// The return types from `start`: a parenthesized list when they open with `(`.
    private static func returns(_ component: UnsafeBufferPointer<UInt8>, from start: Int) -> TypeList {
        guard start < component.count, component[start] == UInt8(ascii: "("), component.last == UInt8(ascii: ")") else {
            return TypeList(range: start..<component.count, isParenthesized: false)
        }
        return TypeList(range: start + 1..<component.count - 1, isParenthesized: true)
    }

    /// A kind, a hash, or a kind then a hash; DocC tells a kind first, so `-method` is one.
    private static func kindOrHash(_ text: UnsafeBufferPointer<UInt8>) -> LinkSuffix {
        if let kind = SymbolKind.named(text) { return .kind(kind) }
        if isOtherKnownKind(text) { return .unmatched }
        guard let dash = text.lastIndex(of: UInt8(ascii: "-")) else { return isHash(text) ? .hash(kind: nil) : .unmatched }
        guard isHash(UnsafeBufferPointer(rebasing: text[(dash + 1)...])), let kind = SymbolKind.named(UnsafeBufferPointer(rebasing: text[..<dash])) else { return .unmatched }
        return .hash(kind: kind)
    }

    /// DocC's hash: one to six lowercase ASCII letters and digits (a truncated FNV-1).
    private static func isHash(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        (1...6).contains(text.count) && text.allSatisfy { ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) }
    }

    /// The kinds DocC knows that name no Swift declaration, which it reads as kinds, not hashes.
    private static func isOtherKnownKind(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let prefix = "swift.".utf8
        let bare = text.starts(with: prefix) ? UnsafeBufferPointer(rebasing: text[prefix.count...]) : text
        return ["ivar", "module", "snippet", "snippetGroup"].contains { $0.utf8.elementsEqual(bare) }
    }

    /// The `)` that closes the `(` at `open`.
    private static func closingParenthesis(_ text: UnsafeBufferPointer<UInt8>, from open: Int) -> Int? {
        var depth = 0
        for index in open..<text.count {
            if text[index] == UInt8(ascii: "(") { depth += 1 }
            if text[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// Calls `body` with each type of `list`, a list of `component`, split where DocC's
    /// scanner splits it: at the commas outside parentheses, brackets and angle brackets.
    package static func forEachType(of list: TypeList, in component: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let text = UnsafeBufferPointer(rebasing: component[list.range])
        guard list.isParenthesized else { return body(text) }
        guard !text.isEmpty else { return }
        TypeSpelling.forEachElement(of: text, body)
    }
}
