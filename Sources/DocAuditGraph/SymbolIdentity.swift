import DocAuditCore

/// The identity of a published declaration, spelled as one string that stays the same across
/// runs and revisions as long as the declaration's module, place, name, kind and signature do:
/// `da:Module:Shape/scaled(by:)-swift.method(Double)->Self`. A compiler's identifier (a mangled
/// name) needs the types resolved by a build; this one is read from source alone.
enum SymbolIdentity {
    static func make(module: String, path: [String], kind: SymbolKind, declaration: Declaration, source: UnsafeBufferPointer<UInt8>) -> String {
        // Spelled into one buffer: a graph spells one for every symbol.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(96)
        bytes += "da:".utf8
        bytes += module.utf8
        bytes.append(UInt8(ascii: ":"))
        for (index, component) in path.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "/")) }
            bytes += component.utf8
        }
        bytes += kind.linkSuffix.utf8
        switch declaration.kind {
        case .func, .`init`, .subscript, .macro, .case:
            appendSignature(declaration, source: source, to: &bytes)
        default:
            break
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The parameter types and the return type as written, white space left out: what tells
    /// overloads of one name apart, as DocC's type-signature link suffixes do.
    static func appendSignature(_ declaration: Declaration, source: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "("))
        for (index, parameter) in declaration.parameters.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            if let type = parameter.type { appendCompact(source[type.clamped(to: 0..<source.count)], to: &bytes) }
        }
        bytes.append(UInt8(ascii: ")"))
        if let returnType = declaration.returnType {
            bytes += "->".utf8
            appendCompact(returnType.utf8, to: &bytes)
        }
    }

    /// `text` without white space.
    static func compact(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendCompact(text.utf8, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendCompact(_ text: some Sequence<UInt8>, to bytes: inout [UInt8]) {
        for byte in text where byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D {
            bytes.append(byte)
        }
    }
}
