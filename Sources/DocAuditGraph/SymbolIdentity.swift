import DocAuditCore

/// The identity of a published declaration, spelled as one string that stays the same across
/// runs and revisions as long as the declaration's module, place, name, kind and signature do:
/// `da:Module:Shape/scaled(by:)-swift.method(Double)->Self`. A compiler's identifier (a mangled
/// name) needs the types resolved by a build; this one is read from source alone.
enum SymbolIdentity {
    static func make(module: String, path: [String], kind: SymbolKind, declaration: Declaration, source: UnsafeBufferPointer<UInt8>) -> String {
        var identity = "da:" + module + ":" + path.joined(separator: "/") + kind.linkSuffix
        switch declaration.kind {
        case .func, .`init`, .subscript, .macro, .case:
            identity += signature(declaration, source: source)
        default:
            break
        }
        return identity
    }

    /// The parameter types and the return type as written, white space left out: what tells
    /// overloads of one name apart, as DocC's type-signature link suffixes do.
    static func signature(_ declaration: Declaration, source: UnsafeBufferPointer<UInt8>) -> String {
        var text = "("
        for (index, parameter) in declaration.parameters.enumerated() {
            if index > 0 { text += "," }
            if let type = parameter.type { text += compact(DeclarationHeader.text(type, in: source)) }
        }
        text += ")"
        if let returnType = declaration.returnType { text += "->" + compact(returnType) }
        return text
    }

    /// `text` without white space.
    static func compact(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0 != " " && $0 != "\n" && $0 != "\t" && $0 != "\r" })
    }
}
