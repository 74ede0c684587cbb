/// What tells a declaration apart from the others of its path, read from source alone: its
/// kind's link suffix and, for a function, initializer, subscript, macro or case, its parameter
/// types and return type as written, white space left out (`-swift.method(Int,String)->Bool`).
/// A symbol's identity (`docaudit symbols`) ends with it, and a finding carries it, so that
/// its fingerprint tells overloads apart without a line number.
public enum SymbolSignature {
    /// The suffix of `declaration`, of kind `kind`, whose source is `source`.
    ///
    /// ```swift
    /// SymbolSignature.suffix(of: declaration, kind: .method, source: source) // "-swift.method(Int)->String"
    /// ```
    public static func suffix(of declaration: Declaration, kind: SymbolKind, source: UnsafeBufferPointer<UInt8>) -> String {
        switch declaration.kind {
        case .func, .`init`, .subscript, .macro, .case:
            kind.linkSuffix + types(of: declaration, source: source)
        default:
            kind.linkSuffix
        }
    }

    /// The parameter types and the return type as written, white space left out: what tells
    /// overloads of one name apart, as DocC's type-signature link suffixes do.
    static func types(of declaration: Declaration, source: UnsafeBufferPointer<UInt8>) -> String {
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
    ///
    /// ```swift
    /// SymbolSignature.compact("[String : Int]") // "[String:Int]"
    /// ```
    public static func compact(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0 != " " && $0 != "\n" && $0 != "\t" && $0 != "\r" })
    }
}
