import DocAuditCore
import FuzzSupport

/// Source bytes through the lexer's whole token stream and the declaration scanner.
///
/// The lexer: every token inside the buffer, in order, none empty but the end of file, which
/// stands at the end; only white space between tokens, as many line breaks as it counts; its
/// problems inside the buffer. The scanner: every offset and range of every declaration, doc
/// comment, orphan doc and directive comment inside the buffer, positions that agree with the
/// line table, doc comments before their declarations.
@_cdecl("LLVMFuzzerTestOneInput")
public func scanHarness(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    bytes.withUnsafeBufferPointer { buffer in
        checkTokens(buffer)
        checkScan(buffer)
    }
    return 0
}

private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C || byte == 0x00 || byte == 0x0A || byte == 0x0D
}

private func checkTokens(_ buffer: UnsafeBufferPointer<UInt8>) {
    let count = buffer.count
    var lexer = Lexer(buffer)
    let hasBOM = count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF
    var previousEnd = hasBOM ? 3 : 0
    var tokens = 0
    while true {
        let token = lexer.next()
        tokens += 1
        Fuzz.require(tokens <= count + 1, "more tokens than bytes")
        Fuzz.require(token.start >= previousEnd, "token \(token) starts before the previous one ends at \(previousEnd)")
        Fuzz.require(token.start <= token.end && token.end <= count, "token \(token) is outside the buffer of \(count)")
        var breaks = 0
        var k = previousEnd
        while k < token.start {
            Fuzz.require(isWhitespace(buffer[k]), "byte \(buffer[k]) at \(k) lies between tokens, in no token")
            if buffer[k] == 0x0A { breaks += 1 }
            if buffer[k] == 0x0D { breaks += 1; if k + 1 < token.start, buffer[k + 1] == 0x0A { k += 1 } }
            k += 1
        }
        Fuzz.require(Int(token.lineBreaksBefore) == min(breaks, 2), "token \(token) counts \(token.lineBreaksBefore) line breaks, the gap holds \(breaks)")
        if token.kind == .endOfFile {
            Fuzz.require(token.start == count && token.end == count, "the end of file \(token) is not at the end, \(count)")
            break
        }
        Fuzz.require(token.end > token.start, "an empty token \(token)")
        previousEnd = token.end
    }
    // In the order met, which is not always the order of offsets: a string's interpolation can
    // hold an unterminated comment, met before the string is known unterminated.
    for problem in lexer.problems {
        Fuzz.require(problem.offset >= 0 && problem.offset <= count, "lex problem \(problem) outside the buffer of \(count)")
    }
    // At the end, the end of file again.
    let again = lexer.next()
    Fuzz.require(again.kind == .endOfFile && again.start == count, "after the end of file: \(again)")
}

private func checkPosition(_ position: SourcePosition, _ lines: LineTable, _ count: Int, _ what: String) {
    Fuzz.require(position.offset >= 0 && position.offset <= count, "\(what) offset \(position.offset) outside the buffer of \(count)")
    let expected = lines.position(of: position.offset)
    Fuzz.require(position.line == expected.line && position.column == expected.column,
                 "\(what) at \(position.line):\(position.column), the line table puts offset \(position.offset) at \(expected.line):\(expected.column)")
}

private func checkDoc(_ doc: DocComment, _ lines: LineTable, _ buffer: UnsafeBufferPointer<UInt8>, _ what: String) {
    let count = buffer.count
    Fuzz.require(!doc.pieces.isEmpty, "\(what) doc comment without pieces")
    var previous = 0
    for piece in doc.pieces {
        Fuzz.require(piece.range.lowerBound >= previous && piece.range.upperBound <= count,
                     "\(what) doc piece \(piece.range) out of order or outside the buffer of \(count)")
        Fuzz.require(piece.range.count >= 3, "\(what) doc piece \(piece.range) shorter than ///")
        let opener = buffer[piece.range.lowerBound..<piece.range.lowerBound + 3]
        Fuzz.require(opener.elementsEqual("///".utf8) || opener.elementsEqual("/**".utf8), "\(what) doc piece \(piece.range) does not start a doc comment")
        previous = piece.range.upperBound
    }
    checkPosition(doc.start, lines, count, "\(what) doc start")
    Fuzz.require(doc.start.offset == doc.pieces[0].range.lowerBound, "\(what) doc starts at \(doc.start.offset), its first piece at \(doc.pieces[0].range)")
    // Each byte of the comments at most, or three for one that is not UTF-8 (U+FFFD).
    Fuzz.require(doc.text.utf8.count <= 3 * count, "\(what) doc text of \(doc.text.utf8.count) bytes from a file of \(count)")
}

private func checkScan(_ buffer: UnsafeBufferPointer<UInt8>) {
    let count = buffer.count
    let scanned = Scanner.scan(buffer)
    let lines = scanned.lines
    Fuzz.require(lines.count >= 1 && lines.starts.allSatisfy { $0 <= count }, "line starts outside the buffer")
    for (index, declaration) in scanned.declarations.enumerated() {
        let what = "declaration \(index) (\(declaration.kind) \(declaration.name))"
        checkPosition(declaration.keyword, lines, count, what + " keyword")
        checkPosition(declaration.start, lines, count, what + " start")
        Fuzz.require(declaration.start.offset <= declaration.keyword.offset, "\(what) starts at \(declaration.start.offset), after its keyword at \(declaration.keyword.offset)")
        Fuzz.require(declaration.nameOffset >= declaration.keyword.offset && declaration.nameOffset <= count,
                     "\(what) name offset \(declaration.nameOffset) outside \(declaration.keyword.offset)...\(count)")
        Fuzz.require(declaration.signatureEnd >= declaration.start.offset && declaration.signatureEnd <= count,
                     "\(what) signature end \(declaration.signatureEnd) outside \(declaration.start.offset)...\(count)")
        if let body = declaration.body {
            Fuzz.require(body.lowerBound >= declaration.keyword.offset && body.upperBound <= count,
                         "\(what) body \(body) outside \(declaration.keyword.offset)...\(count)")
        }
        if let returnType = declaration.returnType {
            // Three bytes (U+FFFD) for each byte that is not UTF-8.
            Fuzz.require(returnType.utf8.count <= 3 * count, "\(what) return type of \(returnType.utf8.count) bytes from a file of \(count)")
        }
        for parameter in declaration.parameters {
            Fuzz.require(parameter.line >= 1 && parameter.line <= lines.count, "\(what) parameter \(parameter.name) on line \(parameter.line) of \(lines.count)")
        }
        if let doc = declaration.doc {
            checkDoc(doc, lines, buffer, what)
            Fuzz.require(doc.end <= declaration.start.offset, "\(what) doc comment ends at \(doc.end), after the declaration starts at \(declaration.start.offset)")
        }
        _ = declaration.symbolPath
        _ = declaration.isDocumented
    }
    for (index, orphan) in scanned.orphanDocs.enumerated() {
        checkDoc(orphan.doc, lines, buffer, "orphan doc \(index) (\(orphan.reason))")
    }
    for problem in scanned.problems {
        checkPosition(problem.position, lines, count, "scan problem \(problem.message)")
    }
    if let offset = scanned.invalidUTF8Offset {
        Fuzz.require(offset >= 0 && offset < count, "invalid UTF-8 offset \(offset) outside the buffer of \(count)")
    }
    for range in scanned.directiveComments {
        Fuzz.require(range.lowerBound >= 0 && range.upperBound <= count, "directive comment \(range) outside the buffer of \(count)")
    }
}
