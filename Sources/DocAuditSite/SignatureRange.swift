import DocAuditCore

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// The bytes of a declaration's signature, as a page shows it.
enum SignatureRange {
    /// From the first attribute or modifier to the signature's end: before the body's `{` when
    /// there is a body (the scanner's `signatureEnd` can stop at the keyword there), with its
    /// accessors for a protocol's property requirement, and for an enum case, only its own
    /// element of a `case a, b(Int)` list.
    static func of(_ declaration: Declaration, in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        let start = declaration.start.offset
        if declaration.kind == .case {
            return [start..<declaration.keyword.offset + 4, caseElement(declaration, bytes)]
        }
        var end = min(max(declaration.signatureEnd, start), bytes.count)
        if let body = declaration.body, body.lowerBound > start {
            end = body.lowerBound - 1
        }
        if declaration.parentKind == .protocol, declaration.kind.isProperty || declaration.kind == .subscript, let accessors = accessorBlock(after: end, bytes) {
            return [start..<end, accessors]
        }
        return [start..<end]
    }

    /// The attributes DocC's declarations leave out, as the compiler's symbol graph does:
    /// availability (shown as badges), inlining and ABI ones, `@preconcurrency`, and every
    /// underscored one (`@_disfavoredOverload`).
    private static let omittedAttributes: Set<String> = ["available", "inlinable", "usableFromInline", "preconcurrency", "frozen", "backDeployed"]

    /// The ranges of `declaration`'s attributes that a page leaves out.
    static func omittedAttributes(of declaration: Declaration, in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        declaration.header.attributes.filter { range in
            var end = range.lowerBound + 1
            while end < range.upperBound, bytes[end] != UInt8(ascii: "("), bytes[end] > 0x20 { end += 1 }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(range.lowerBound + 1)..<end]), as: UTF8.self)
            return name.hasPrefix("_") || omittedAttributes.contains(name)
        }
    }

    /// The inheritance entries of `declaration` that `hidden` tells (an internal protocol DocC
    /// does not publish), each with the comma that joins it to the rest, or with the colon when
    /// none is left.
    static func hiddenInheritance(of declaration: Declaration, in bytes: UnsafeBufferPointer<UInt8>, _ hidden: (Range<Int>) -> Bool) -> [Range<Int>] {
        let entries = declaration.header.inheritance
        let dropped = entries.indices.filter { hidden(entries[$0]) }
        guard !dropped.isEmpty else { return [] }
        if dropped.count == entries.count {
            var colon = entries[0].lowerBound
            while colon > declaration.start.offset, bytes[colon - 1] != UInt8(ascii: ":") { colon -= 1 }
            return [max(colon - 1, declaration.start.offset)..<entries[entries.count - 1].upperBound]
        }
        return dropped.compactMap { index in
            if index + 1 < entries.count { return entries[index].lowerBound..<entries[index + 1].lowerBound }
            // The last entry goes with the comma after the last one kept.
            return entries.indices.last { $0 < index && !dropped.contains($0) }.map { entries[$0].upperBound..<entries[index].upperBound }
        }
    }

    /// `ranges` without `cuts`, in order; pieces left empty are dropped.
    static func cutting(_ cuts: [Range<Int>], from ranges: [Range<Int>]) -> [Range<Int>] {
        guard !cuts.isEmpty else { return ranges }
        let sorted = cuts.sorted { $0.lowerBound < $1.lowerBound }
        var pieces: [Range<Int>] = []
        for range in ranges {
            var start = range.lowerBound
            for cut in sorted where cut.upperBound > start && cut.lowerBound < range.upperBound {
                if cut.lowerBound > start { pieces.append(start..<cut.lowerBound) }
                start = max(start, cut.upperBound)
            }
            if start < range.upperBound { pieces.append(start..<range.upperBound) }
        }
        return pieces
    }

    /// A protocol requirement's accessors after `end`, `{ get }` or `{ get set }`, which DocC
    /// shows: the braces and what they hold, which has no braces of its own.
    private static func accessorBlock(after end: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var open = end
        while open < bytes.count, bytes[open] == UInt8(ascii: " ") || bytes[open] == UInt8(ascii: "\t") { open += 1 }
        guard open < bytes.count, bytes[open] == UInt8(ascii: "{") else { return nil }
        var close = open + 1
        while close < bytes.count, close < open + 80, bytes[close] != UInt8(ascii: "}"), bytes[close] != UInt8(ascii: "{") { close += 1 }
        return close < bytes.count && bytes[close] == UInt8(ascii: "}") ? open..<(close + 1) : nil
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
