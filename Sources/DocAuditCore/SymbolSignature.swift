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
        var bytes: [UInt8] = []
        appendSuffix(of: declaration, kind: kind, source: source, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``suffix(of:kind:source:)`` appended to `bytes`, as UTF-8: a symbol graph spells one for
    /// every symbol, into one buffer each.
    ///
    /// ```swift
    /// var identity = Array("da:Module:Shape/scaled(by:)".utf8)
    /// SymbolSignature.appendSuffix(of: declaration, kind: .method, source: source, to: &identity)
    /// ```
    public static func appendSuffix(of declaration: Declaration, kind: SymbolKind, source: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        // ``SymbolKind/linkSuffix`` spelled in place: a concatenated string for each symbol costs.
        bytes.append(UInt8(ascii: "-"))
        bytes += kind.rawValue.utf8
        switch declaration.kind {
        case .func, .`init`, .subscript, .macro, .case:
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
        default:
            break
        }
    }

    /// `text` without white space.
    ///
    /// ```swift
    /// SymbolSignature.compact("[String : Int]") // "[String:Int]"
    /// ```
    public static func compact(_ text: String) -> String {
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
