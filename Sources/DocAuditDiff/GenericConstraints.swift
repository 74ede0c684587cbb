/// The requirements a declaration puts on generic parameters, one by one (`S:Sequence`,
/// `S:Sendable`, `S.Element==Int`), from its generic parameter clause and the `where` clauses
/// of it and its extension, white space left out and types sugared: a requirement the head adds
/// breaks every use that did not meet it.
enum GenericConstraints {
    /// The requirements of `genericParameters` (`<S: Sequence & Sendable, T>`) and of
    /// `whereClauses` (each without its `where`).
    static func of(genericParameters: String?, whereClauses: [String]) -> Set<String> {
        var requirements = Set<String>()
        var clauses = whereClauses
        if let generics = genericParameters {
            clauses.append(String(generics.dropFirst().dropLast()))
        }
        for clause in clauses {
            for requirement in split(TypeSugar.sugared(clause).filter { !$0.isWhitespace }, at: ",") {
                if requirement.contains("==") {
                    requirements.insert(requirement)
                } else if let colon = requirement.firstIndex(of: ":") {
                    let subject = requirement[..<colon]
                    for constraint in split(String(requirement[requirement.index(after: colon)...]), at: "&") { requirements.insert(subject + ":" + constraint) }
                }
            }
        }
        return requirements
    }

    /// `text` split at each `separator` outside brackets; an arrow's `>` closes none.
    private static func split(_ text: String, at separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character?
        for character in text {
            switch character {
            case "<", "(", "[": depth += 1
            case ">" where previous == "-": break
            case ">", ")", "]": depth -= 1
            default: break
            }
            if character == separator, depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        parts.append(current)
        return parts.filter { !$0.isEmpty }
    }
}
