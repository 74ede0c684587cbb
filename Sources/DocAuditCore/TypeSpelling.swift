// Unchecked buffers: source is read as bytes in place; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// A type as DocC spells it in a link's type-signature suffix (`-(Int?,[String])->Bool`), made
/// from the type as source writes it: DocC joins the compiler's type fragments, so white space,
/// attributes, ownership and effect keywords, `Self` and `Swift` before a `.`, `!` and function
/// types' argument labels are left out, and `Array<T>`, `Optional<T>` and `Dictionary<K, V>`
/// are sugared (`[T]`, `T?`, `[K:V]`). Checked against `docc convert` (NamingAndLinkTests).
package enum TypeSpelling {
    /// Replaces `spelled` with the spelling of `type`, source bytes; reused from type to type.
    package static func spell(_ type: UnsafeBufferPointer<UInt8>, into spelled: inout [UInt8]) {
        spelled.removeAll(keepingCapacity: true)
        // The open brackets, innermost last: `(`, `[`, `<`, or `A`, `O`, `D` for the angle
        // brackets of sugared types (`d` once a dictionary's comma became its colon). An
        // explicit stack: how deep types nest is the source's to choose.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: type.count + 1) { stack in
            var depth = 0
            var index = 0
            func push(_ bracket: UInt8) {
                stack[depth] = bracket
                depth += 1
            }
            func pop() -> UInt8 {
                guard depth > 0 else { return 0 }
                depth -= 1
                return stack[depth]
            }
            let innermost = { depth > 0 ? stack[depth - 1] : 0 }
            while index < type.count {
                let byte = type[index]
                if Lexer.isIdentifierStart(byte) || byte == UInt8(ascii: "`") {
                    index = word(type, at: index, innermost: innermost(), into: &spelled, push: push)
                    continue
                }
                index += 1
                switch byte {
                case UInt8(ascii: "@"):
                    index = skipAttribute(type, from: index)
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                    push(byte)
                    spelled.append(byte)
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    _ = pop()
                    spelled.append(byte)
                case UInt8(ascii: ">") where spelled.last == UInt8(ascii: "-"):
                    spelled.append(byte)
                case UInt8(ascii: ">"):
                    switch pop() {
                    case UInt8(ascii: "A"), UInt8(ascii: "D"), UInt8(ascii: "d"): spelled.append(UInt8(ascii: "]"))
                    case UInt8(ascii: "O"): spelled.append(UInt8(ascii: "?"))
                    default: spelled.append(byte)
                    }
                case UInt8(ascii: ",") where innermost() == UInt8(ascii: "D"):
                    stack[depth - 1] = UInt8(ascii: "d")
                    spelled.append(UInt8(ascii: ":"))
                case UInt8(ascii: ":") where innermost() == UInt8(ascii: "["):
                    spelled.append(byte)
                case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "-"), UInt8(ascii: "&"), UInt8(ascii: "~"):
                    spelled.append(byte)
                default:
                    break
                }
            }
        }
        // `(Int)` is `Int`; a tuple or a function type keeps its parentheses.
        while spelled.first == UInt8(ascii: "("), spelled.last == UInt8(ascii: ")"), isScalar(spelled) {
            spelled.removeLast()
            spelled.removeFirst()
        }
    }

    /// Whether `spelled`, which `(` opens and `)` ends, is one type in parentheses: no comma
    /// right inside them, no `->` outside them.
    private static func isScalar(_ spelled: [UInt8]) -> Bool {
        var depth = 0
        for index in spelled.indices {
            switch spelled[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ",") where depth == 1: return false
            case UInt8(ascii: ">") where depth == 0 && spelled[index - 1] == UInt8(ascii: "-"): return false
            default: break
            }
        }
        return true
    }

    /// Whether `spelled` is a tuple: DocC splits a tuple return type into its elements.
    package static func isTuple(_ spelled: [UInt8]) -> Bool {
        spelled.first == UInt8(ascii: "(") && spelled.last == UInt8(ascii: ")") && !isScalar(spelled) && !spelled.isEmpty
            && !isFunctionType(spelled)
    }

    private static func isFunctionType(_ spelled: [UInt8]) -> Bool {
        var depth = 0
        for index in spelled.indices {
            switch spelled[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ">") where depth == 0 && spelled[index - 1] == UInt8(ascii: "-"): return true
            default: break
            }
        }
        return false
    }

    /// Keywords the compiler's fragments hold that DocC leaves out of a type's spelling.
    private static let droppedWords: [StaticString] = [
        "inout", "some", "any", "borrowing", "consuming", "sending", "isolated", "__owned", "__shared", "async", "throws", "rethrows", "Self",
    ]

    /// Spells the word at `start` (an identifier, or a backticked one) and what it decides of
    /// the text after it; returns where reading goes on.
    private static func word(_ type: UnsafeBufferPointer<UInt8>, at start: Int, innermost: UInt8, into spelled: inout [UInt8], push: (UInt8) -> Void) -> Int {
        let end = identifierEnd(type, from: start)
        let word = UnsafeBufferPointer(rebasing: type[start..<end])
        var next = skipSpace(type, from: end)
        let following = next < type.count ? type[next] : 0
        if droppedWords.contains(where: { equal(word, $0) }) {
            // Typed throws (`throws(E)`) drop their error type too.
            if following == UInt8(ascii: "("), equal(word, "throws") { return closing(type, from: next) }
            return end
        }
        if innermost == UInt8(ascii: "(") {
            // A function type's argument labels: `x: Int`, `_ x: Int`.
            if following == UInt8(ascii: ":") { return next + 1 }
            if Lexer.isIdentifierStart(following) || following == UInt8(ascii: "`") {
                let after = skipSpace(type, from: identifierEnd(type, from: next))
                if after < type.count, type[after] == UInt8(ascii: ":") { return after + 1 }
            }
        }
        if following == UInt8(ascii: "."), equal(word, "Swift") { return end }
        if following == UInt8(ascii: "<") {
            let sugar: UInt8? = equal(word, "Array") ? UInt8(ascii: "A") : equal(word, "Optional") ? UInt8(ascii: "O") : equal(word, "Dictionary") ? UInt8(ascii: "D") : nil
            if let sugar {
                push(sugar)
                if sugar != UInt8(ascii: "O") { spelled.append(UInt8(ascii: "[")) }
                next += 1
                return next
            }
        }
        // Only a backticked word is filtered: a lazy filter appends byte by byte, through
        // generic code, where a plain word is copied at once.
        if word.first == UInt8(ascii: "`") {
            spelled.append(contentsOf: word.lazy.filter { $0 != UInt8(ascii: "`") })
        } else {
            spelled.append(contentsOf: word)
        }
        return end
    }

    /// Past an attribute's name, and its arguments when they follow it at once
    /// (`@convention(c)`); `@escaping (Int) -> Void` keeps its function type.
    private static func skipAttribute(_ type: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let end = identifierEnd(type, from: start)
        return end < type.count && type[end] == UInt8(ascii: "(") ? closing(type, from: end) : end
    }

    /// Past the `)` closing the `(` at `open`; the end when none does.
    private static func closing(_ type: UnsafeBufferPointer<UInt8>, from open: Int) -> Int {
        var depth = 0
        for index in open..<type.count {
            if type[index] == UInt8(ascii: "(") { depth += 1 }
            if type[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
        }
        return type.count
    }

    private static func identifierEnd(_ type: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        if end < type.count, type[end] == UInt8(ascii: "`") {
            end += 1
            while end < type.count, type[end] != UInt8(ascii: "`") { end += 1 }
            return min(end + 1, type.count)
        }
        while end < type.count, Lexer.isIdentifierByte(type[end]) || type[end] >= 0x80 { end += 1 }
        return end
    }

    private static func skipSpace(_ type: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < type.count, type[index] == 0x20 || (type[index] >= 0x09 && type[index] <= 0x0D) { index += 1 }
        return index
    }

    private static func equal(_ word: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        word.count == text.utf8CodeUnitCount && word.elementsEqual(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Calls `body` with each element of a comma-separated list of types, split at the commas
    /// outside parentheses, brackets and angle brackets (an arrow's `>` closes none).
    package static func forEachElement(of list: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var depth = 0
        var start = 0
        for index in list.indices {
            switch list[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where index == 0 || list[index - 1] != UInt8(ascii: "-"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                body(UnsafeBufferPointer(rebasing: list[start..<index]))
                start = index + 1
            default: break
            }
        }
        body(UnsafeBufferPointer(rebasing: list[start...]))
    }
}
