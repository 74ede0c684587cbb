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
        append(module, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        for (index, component) in path.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "/")) }
            append(component, to: &bytes)
        }
        SymbolSignature.appendSuffix(of: declaration, kind: kind, source: source, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text`'s UTF-8 appended at once, not a code unit at a time.
    private static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }
}
