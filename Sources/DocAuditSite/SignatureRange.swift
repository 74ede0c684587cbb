import DocAuditCore

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// The bytes of a declaration's signature, as a page shows it.
enum SignatureRange {
    /// From the first attribute or modifier to the signature's end: before the body's `{` when
    /// there is a body (the scanner's `signatureEnd` can stop at the keyword there), and for an
    /// enum case, only its own element of a `case a, b(Int)` list.
    static func of(_ declaration: Declaration, in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        let start = declaration.start.offset
        if declaration.kind == .case {
            return [start..<declaration.keyword.offset + 4, caseElement(declaration, bytes)]
        }
        var end = min(max(declaration.signatureEnd, start), bytes.count)
        if let body = declaration.body, body.lowerBound > start {
            end = body.lowerBound - 1
        }
        return [start..<end]
    }

    /// `range` without the inheritance entries `hidden` tells (an internal protocol DocC does not
    /// publish), each with the comma that joins it to the rest, or with the colon when none is
    /// left: the pieces the page shows, in order.
    static func removing(_ hidden: (Range<Int>) -> Bool, of declaration: Declaration, from range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        let entries = declaration.header.inheritance
        let dropped = entries.indices.filter { hidden(entries[$0]) }
        guard !dropped.isEmpty else { return [range] }
        var cuts: [Range<Int>] = []
        if dropped.count == entries.count {
            var colon = entries[0].lowerBound
            while colon > range.lowerBound, bytes[colon - 1] != UInt8(ascii: ":") { colon -= 1 }
            cuts.append(max(colon - 1, range.lowerBound)..<entries[entries.count - 1].upperBound)
        } else {
            for index in dropped {
                if index + 1 < entries.count {
                    cuts.append(entries[index].lowerBound..<entries[index + 1].lowerBound)
                } else if let kept = entries.indices.last(where: { $0 < index && !dropped.contains($0) }) {
                    // The last entry goes with the comma after the last one kept.
                    cuts.append(entries[kept].upperBound..<entries[index].upperBound)
                }
            }
        }
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        for cut in cuts.sorted(by: { $0.lowerBound < $1.lowerBound }) where cut.upperBound > start {
            if cut.lowerBound > start { pieces.append(start..<min(cut.lowerBound, range.upperBound)) }
            start = max(start, cut.upperBound)
        }
        if start < range.upperBound { pieces.append(start..<range.upperBound) }
        return pieces
    }

    /// The element naming `declaration` in its `case` list: its name and associated values, up to
    /// the `,` or `=` that ends it, or the line's end.
    private static func caseElement(_ declaration: Declaration, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let base = Array(SiteCatalog.baseName(declaration.name).utf8)
        var lexer = Lexer(UnsafeBufferPointer(rebasing: bytes[declaration.keyword.offset...]))
        var elementStart: Int?
        var depth = 0
        var end = declaration.keyword.offset + 4
        while true {
            let token = lexer.next()
            let absolute = token.start + declaration.keyword.offset
            if token.kind == .endOfFile { break }
            guard let start = elementStart else {
                let spelling = bytes[absolute..<(token.end + declaration.keyword.offset)].filter { $0 != UInt8(ascii: "`") }
                if token.kind == .identifier || token.kind == .backtickIdentifier, Array(spelling) == base { elementStart = absolute }
                end = token.end + declaration.keyword.offset
                continue
            }
            if depth == 0 {
                let endsElement = token.kind == .comma || token.kind == .rightBrace || token.kind == .semicolon
                    || (token.kind == .operator && token.end - token.start == 1 && bytes[absolute] == UInt8(ascii: "="))
                    || (token.lineBreaksBefore > 0 && absolute > start)
                if endsElement { break }
            }
            if token.kind == .leftParen || token.kind == .leftBracket { depth += 1 }
            if token.kind == .rightParen || token.kind == .rightBracket { depth -= 1 }
            end = token.end + declaration.keyword.offset
        }
        return (elementStart ?? end)..<end
    }
}
