/// The text the search index keeps of documentation: summaries as plain text, and the words of
/// discussions and articles, bounded so the index of a large module stays small.
enum SearchText {
    /// A summary written in Markdown as the text it reads as: code spans, symbol links,
    /// emphasis and links without their marks (the script shows it as text, never as HTML).
    ///
    /// ```swift
    /// SearchText.plain("Parses ``Option`` values *lazily*; see [the guide](guide.md).")
    /// // "Parses Option values lazily; see the guide."
    /// ```
    static func plain(_ markdown: String) -> String {
        guard markdown.utf8.contains(where: { Self.marks.contains($0) }) else { return markdown }
        let characters = Array(markdown)
        var result: [Character] = []
        var inCode = false
        // Inside a link's destination, `(…)` right after `]`: how many parentheses are open.
        var destination = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next: Character = index + 1 < characters.count ? characters[index + 1] : " "
            if character == "`" {
                // A run of backticks opens or closes a code span (` ``Symbol`` ` too).
                while index + 1 < characters.count && characters[index + 1] == "`" { index += 1 }
                inCode.toggle()
            } else if inCode {
                result.append(character)
            } else if destination > 0 {
                if character == "(" { destination += 1 } else if character == ")" { destination -= 1 }
            } else {
                switch character {
                case "\\" where next.isPunctuation || next.isSymbol:
                    result.append(next)
                    index += 1
                case "*", "[":
                    break
                case "]":
                    if next == "(" {
                        destination = 1
                        index += 1
                    }
                case "_" where !Self.isWord(index > 0 ? characters[index - 1] : " ") || !Self.isWord(next):
                    // Emphasis: `_` inside a word (`snake_case`) is the word's own.
                    break
                default:
                    result.append(character)
                }
            }
            index += 1
        }
        return String(result)
    }

    /// The bytes that can be Markdown's marks in a summary.
    private static let marks: Set<UInt8> = Set("`*_[]\\".utf8)

    private static func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber }

    /// The distinct words of `text` worth searching, in order of first appearance, lowercased:
    /// fenced code, catalogs' directive lines, numbers, words of one or two ASCII letters,
    /// common English words and the words of `known` (the name's and the summary's, which the
    /// index holds already) left out; the first `limit` of them, less each word that begins
    /// another kept one (the search matches the start of words).
    ///
    /// ```swift
    /// SearchText.words(of: "Closes the channel.\n\nA closed channel drops its writes.", known: ["closes"], limit: 10)
    /// // ["channel", "closed", "drops", "writes"]
    /// ```
    static func words(of text: String, known: Set<String>, limit: Int) -> [String] {
        var seen = known
        var words: [String] = []
        var fence: Substring?
        // Line by line over the bytes, so that a long article is read only as far as its first
        // words (splitting by characters costs more than the rest of the index).
        var start = text.startIndex
        while start < text.endIndex, words.count < limit {
            let end = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
            let trimmed = text[start..<end].drop { $0 == " " }
            start = end == text.endIndex ? end : text.utf8.index(after: end)
            if trimmed.isEmpty || trimmed == Directives.marker { continue }
            if let open = fence {
                if trimmed.utf8.starts(with: open.utf8) { fence = nil }
                continue
            }
            if trimmed.utf8.starts(with: "```".utf8) || trimmed.utf8.starts(with: "~~~".utf8) {
                fence = trimmed.prefix(3)
                continue
            }
            for word in tokens(trimmed) where words.count < limit && seen.insert(word).inserted {
                words.append(word)
            }
        }
        // In sorted order, a word that begins others is followed by one of them.
        let sorted = words.sorted()
        var beginning = Set<String>()
        for (word, next) in zip(sorted, sorted.dropFirst()) where next.utf8.starts(with: word.utf8) {
            beginning.insert(word)
        }
        return beginning.isEmpty ? words : words.filter { !beginning.contains($0) }
    }

    /// The lowercased words of `text` that are worth a place in the index: runs of letters
    /// and digits, read scalar by scalar into UTF-8 (a large module's comments are megabytes),
    /// a string made only of a word kept.
    static func tokens(_ text: Substring) -> [String] {
        var tokens: [String] = []
        var bytes: [UInt8] = []
        var letters = 0
        var ascii = true
        // Numbers (issue numbers, sizes) tell nothing of what an entry is about.
        var digitsOnly = true
        func end() {
            if letters >= (ascii ? 3 : 2), !digitsOnly {
                let word = String(decoding: bytes, as: UTF8.self)
                if !stopWords.contains(word) { tokens.append(word) }
            }
            bytes.removeAll(keepingCapacity: true)
            letters = 0
            ascii = true
            digitsOnly = true
        }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x61...0x7A:
                bytes.append(UInt8(scalar.value))
                digitsOnly = false
            case 0x41...0x5A:
                bytes.append(UInt8(scalar.value + 0x20))
                digitsOnly = false
            case 0x30...0x39:
                bytes.append(UInt8(scalar.value))
            case 0x80... where scalar.properties.isAlphabetic || scalar.properties.numericType != nil:
                // Hangul has no case: most scalars past ASCII are kept as they are.
                if scalar.properties.changesWhenLowercased {
                    for part in scalar.properties.lowercaseMapping.unicodeScalars { UTF8.encode(part) { bytes.append($0) } }
                } else {
                    UTF8.encode(scalar) { bytes.append($0) }
                }
                ascii = false
                digitsOnly = false
            default:
                if letters > 0 { end() }
                continue
            }
            letters += 1
        }
        if letters > 0 { end() }
        return tokens
    }

    /// Words too common in documentation to tell entries apart, and DocC's field tags.
    static let stopWords: Set<String> = [
        "the", "and", "for", "with", "that", "this", "from", "are", "was", "were", "its", "into", "not", "but", "can", "you",
        "your", "use", "when", "which", "will", "has", "have", "had", "all", "any", "each", "one", "than", "then", "also",
        "may", "more", "only", "such", "other", "these", "those", "there", "their", "them", "they", "what", "whose", "how",
        "does", "did", "been", "being", "same", "some", "our", "out", "own", "via", "should", "would", "could", "must",
        "here", "where", "while", "after", "before", "because", "about", "over", "under", "between", "both", "either",
        "neither", "just", "like", "most", "much", "many", "very", "well", "who", "whom", "why", "yet", "non",
        "parameter", "parameters", "returns", "throws", "note", "important", "warning", "see", "seealso", "swift",
    ]
}
