/// A `where` clause read as DocC reads it for "Available when …": its requirements, split at
/// the commas outside brackets, each a conformance (`Value: ExpressibleByArgument`) or a
/// same-type requirement (`Value == Bool`).
enum WhereClause {
    struct Requirement: Equatable {
        let left: String
        let right: String
        /// `A == B` rather than `A: B`.
        let isSameType: Bool
    }

    /// The requirements of `text`, a clause with or without its `where`, spaces as written.
    static func requirements(_ text: String) -> [Requirement] {
        var body = Substring(text)
        if body.hasPrefix("where ") { body = body.dropFirst(6) }
        var pieces: [Substring] = []
        var depth = 0
        var start = body.startIndex
        for index in body.indices {
            switch body[index] {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                pieces.append(body[start..<index])
                start = body.index(after: index)
            default: break
            }
        }
        pieces.append(body[start...])
        return pieces.compactMap(requirement)
    }

    private static func requirement(_ piece: Substring) -> Requirement? {
        func trimmed(_ part: Substring) -> String { String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
        if let equals = piece.indices.first(where: { piece[$0] == "=" && piece[piece.index(after: $0)...].first == "=" }) {
            return Requirement(left: trimmed(piece[..<equals]), right: trimmed(piece[piece.index(equals, offsetBy: 2)...]), isSameType: true)
        }
        guard let colon = piece.firstIndex(of: ":") else { return nil }
        return Requirement(left: trimmed(piece[..<colon]), right: trimmed(piece[piece.index(after: colon)...]), isSameType: false)
    }
}
