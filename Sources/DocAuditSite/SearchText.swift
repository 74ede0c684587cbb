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
    /// fenced code, catalogs' directive lines, numbers, words of one or two ASCII letters, common English words and the words of
    /// `known` (the name's and the summary's, which the index holds already) left out, and a
    /// word that begins another kept one left out too (the search matches prefixes); at most
    /// `limit` words.
    ///
    /// ```swift
    /// SearchText.words(of: "Closes the channel.\n\nA closed channel drops its writes.", known: ["closes"], limit: 10)
    /// // ["channel", "closed", "drops", "writes"]
    /// ```
    static func words(of text: String, known: Set<String>, limit: Int) -> [String] {
        var seen = known
        var words: [String] = []
        var fence: Substring?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " }
            if trimmed == Directives.marker { continue }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix(3)
                continue
            }
            for word in tokens(trimmed) where seen.insert(word).inserted {
                words.append(word)
            }
        }
        let kept = Set(words)
        // A word that begins a longer kept one adds nothing a prefix search would not find.
        var longer = Set<String>()
        for word in kept {
            var prefix = Substring(word)
            while prefix.count > 3 {
                prefix = prefix.dropLast()
                longer.insert(String(prefix))
            }
        }
        return Array(words.lazy.filter { !longer.contains($0) }.prefix(limit))
    }

    /// The lowercased words of `text` that are worth a place in the index: runs of letters
    /// and digits, read scalar by scalar (the text of a large module's comments is megabytes).
    static func tokens(_ text: Substring) -> [String] {
        var tokens: [String] = []
        var current = String.UnicodeScalarView()
        var ascii = true
        func end() {
            let word = String(current)
            // Numbers (issue numbers, sizes) tell nothing of what an entry is about.
            let isNumber = current.allSatisfy { $0.properties.numericType != nil }
            if current.count >= (ascii ? 3 : 2), !isNumber, !stopWords.contains(word) { tokens.append(word) }
            current.removeAll(keepingCapacity: true)
            ascii = true
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let value = UInt8(scalar.value)
                switch value {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): current.append(scalar)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(Unicode.Scalar(value + 32))
                default: if !current.isEmpty { end() }
                }
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                ascii = false
                current.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else if !current.isEmpty {
                end()
            }
        }
        if !current.isEmpty { end() }
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
