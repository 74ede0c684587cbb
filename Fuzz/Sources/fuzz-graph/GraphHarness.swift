import DocAuditCore
import DocAuditGraph
import FuzzSupport

/// Source bytes through the scanner's headers and the symbol graph: every header range, each
/// `@available` read, the graph of the bytes split into two files of one module (so that
/// extensions, aliases and conformances reach across files, cycles included), and each
/// document written as JSON. Everything the graph names must stand inside it; nothing may hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func graphHarness(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    // The second file is the input's second half, scanned on its own.
    let half = bytes.count / 2
    let pieces = [bytes, Array(bytes[half...])]
    var files: [GraphFile] = []
    for (index, piece) in pieces.enumerated() {
        let scanned = Scanner.scan(piece)
        guard scanned.invalidUTF8Offset == nil else { return 0 }
        checkHeaders(scanned, piece)
        files.append(GraphFile(path: "File\(index).swift", module: "Fuzz", source: piece, scanned: scanned))
    }
    let graph = SymbolGraph(files: files)
    for symbol in graph.symbols {
        Fuzz.require(symbol.file < graph.files.count, "symbol \(symbol.identifier) of file \(symbol.file)")
        Fuzz.require(symbol.declaration < graph.files[symbol.file].scanned.declarations.count, "symbol \(symbol.identifier) of declaration \(symbol.declaration)")
        Fuzz.require(!symbol.identifier.isEmpty && !symbol.pathComponents.isEmpty, "a symbol without identity: \(symbol.pathComponents)")
        if let original = symbol.original { Fuzz.require(original < graph.symbols.count, "synthesized from \(original)") }
    }
    for relationship in graph.relationships {
        Fuzz.require(relationship.source < graph.symbols.count, "relationship from \(relationship.source)")
        if case .symbol(let target) = relationship.target { Fuzz.require(target < graph.symbols.count, "relationship to \(target)") }
    }
    for document in graph.documents {
        Fuzz.requireJSON(SymbolGraphJSON.text(of: document, in: graph) { "/fuzz/" + $0 }, document.fileName)
    }
    return 0
}

/// Every range the scanner keeps of a declaration's header lies inside the file, and each
/// attribute reads as availability without trapping.
private func checkHeaders(_ scanned: ScannedFile, _ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
        for declaration in scanned.declarations {
            let header = declaration.header
            var ranges = header.attributes + header.inheritance
            ranges += [header.genericParameters, header.whereClause, header.aliasedType, header.thrownType].compactMap { $0 }
            ranges += declaration.parameters.compactMap(\.type)
            for range in ranges {
                Fuzz.require(range.lowerBound >= 0 && range.upperBound <= buffer.count && range.lowerBound <= range.upperBound, "header range \(range) of \(declaration.name)")
            }
            for attribute in header.attributes { _ = Availability.read(buffer, attribute: attribute) }
        }
    }
}
