/// Writes the standard library's generic types in their sugared forms, as DocC and the
/// compiler's interfaces mostly do: `Optional<T>` as `T?`, `Array<T>` as `[T]`,
/// `Dictionary<K, V>` as `[K: V]`. Two revisions that spell one type both ways declare the
/// same API.
enum TypeSugar {
    /// `text` with every such type sugared, nested ones included.
    static func sugared(_ text: String) -> String {
        // Most declarations name none of these: they are returned as they are, uncopied.
        guard namesGeneric(text) else { return text }
        var characters = Array(text)
        var searchFrom = 0
        while let (start, name) = nextGeneric(in: characters, from: searchFrom) {
            let open = start + name.count
            guard let close = matchingClose(characters, open: open) else { break }
            let inner = Array(characters[(open + 1)..<close])
            let replacement: [Character]
            switch name {
            case "Optional":
                // A function type or a protocol composition needs its parentheses: `(() -> Void)?`.
                let needsParentheses = inner.contains(" ") && !(inner.first == "(" && matchingClose(inner, open: 0) == inner.count - 1)
                replacement = (needsParentheses ? ["("] + inner + [")"] : inner) + ["?"]
            case "Array":
                replacement = ["["] + inner + ["]"]
            default:
                guard let comma = topLevelComma(inner) else {
                    searchFrom = open
                    continue
                }
                let value = inner[(comma + 1)...].drop { $0 == " " }
                replacement = ["["] + inner[..<comma] + [":", " "] + value + ["]"]
            }
            characters.replaceSubrange(start...close, with: replacement)
            // Sugared from the inside out on the next pass: the same start is read again.
            searchFrom = start
        }
        return String(characters)
    }

    private static let names = ["Optional", "Array", "Dictionary"]
    private static let nameBytes = names.map { Array($0.utf8) }

    /// Whether a `<` of `text` follows one of ``names``: a pass over the bytes.
    private static func namesGeneric(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "<") {
            if nameBytes.contains(where: { index >= $0.count && bytes[(index - $0.count)..<index].elementsEqual($0) }) { return true }
        }
        return false
    }

    /// The first `Optional<`, `Array<` or `Dictionary<` at or after `from` that starts a word.
    private static func nextGeneric(in characters: [Character], from: Int) -> (Int, String)? {
        var index = from
        while index < characters.count {
            if index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_" || characters[index - 1] == ".") {
                for name in names where characters.count > index + name.count
                    && characters[index + name.count] == "<" && String(characters[index..<(index + name.count)]) == name {
                    return (index, name)
                }
            }
            index += 1
        }
        return nil
    }

    /// The `>` or `)` closing the bracket at `open`; an arrow's `>` closes nothing.
    private static func matchingClose(_ characters: [Character], open: Int) -> Int? {
        var depth = 0
        for index in open..<characters.count {
            switch characters[index] {
            case "<", "(", "[": depth += 1
            case ">" where index > 0 && characters[index - 1] == "-": continue
            case ">", ")", "]":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// The first comma of `characters` outside brackets.
    private static func topLevelComma(_ characters: [Character]) -> Int? {
        var depth = 0
        for (index, character) in characters.enumerated() {
            switch character {
            case "<", "(", "[": depth += 1
            case ">" where index > 0 && characters[index - 1] == "-": continue
            case ">", ")", "]": depth -= 1
            case "," where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}
