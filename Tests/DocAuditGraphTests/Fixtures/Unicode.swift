// Non-ASCII text before names on the same line: the graph's `character` counts UTF-8 bytes.

/// A type whose members stand after non-ASCII text.
public struct Café {
    /* é漢😀 */ public func after() {}
    public let 名前 = 1; public let ascii = 2
    /// A property named with combining accents (e + U+0301), after a comment with ü.
    /* ü */ public var résumé: Int = 0
}
