import DocAuditCore

/// The identity of a published declaration, spelled as one string that stays the same across
/// runs and revisions as long as the declaration's module, place, name, kind and signature do:
/// `da:Module:Shape/scaled(by:)-swift.method(Double)->Self`. A compiler's identifier (a mangled
/// name) needs the types resolved by a build; this one is read from source alone.
enum SymbolIdentity {
    static func make(module: String, path: [String], kind: SymbolKind, declaration: Declaration, source: UnsafeBufferPointer<UInt8>) -> String {
        "da:" + module + ":" + path.joined(separator: "/") + SymbolSignature.suffix(of: declaration, kind: kind, source: source)
    }
}
