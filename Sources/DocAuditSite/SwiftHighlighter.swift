import DocAuditCore

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// Colours Swift code with the project's own lexer: keywords, types, strings, comments,
/// numbers, attributes and directives become `<span>`s with a class the theme styles.
///
/// Every byte of the code is escaped, so highlighting cannot inject markup.
public enum SwiftHighlighter {
    /// Keywords and literals coloured as keywords, contextual ones included.
    static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "borrowing", "break", "case",
        "catch", "class", "consuming", "continue", "convenience", "default", "defer", "deinit",
        "didSet", "distributed", "do", "dynamic", "each", "else", "enum", "extension", "fallthrough",
        "false", "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in",
        "indirect", "infix", "init", "inout", "internal", "is", "isolated", "lazy", "let", "macro",
        "mutating", "nil", "nonisolated", "nonmutating", "open", "operator", "optional", "override",
        "package", "postfix", "precedencegroup", "prefix", "private", "protocol", "public", "repeat",
        "required", "rethrows", "return", "self", "Self", "sending", "set", "some", "static", "struct",
        "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "unowned",
        "var", "weak", "where", "while", "willSet", "Any",
    ]

    /// The code of a fenced block, highlighted, white space kept as written.
    ///
    /// ```swift
    /// let html = SwiftHighlighter.code("let x = 1 // one")
    /// ```
    public static func code(_ code: String) -> String {
        let bytes = Array(code.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var html = ""
            html.reserveCapacity(buffer.count * 2)
            var lexer = Lexer(buffer)
            var offset = 0
            while true {
                let token = lexer.next()
                html += HTML.escape(text(buffer, offset..<token.start))
                if token.kind == .endOfFile { break }
                append(token, buffer, to: &html) { _ in nil }
                offset = token.end
            }
            return html
        }
    }

    /// A declaration's signature, highlighted: comments dropped, each run of white space made
    /// one space (none inside parentheses and brackets), the declared name marked, and type
    /// names that `link` resolves made links.
    ///
    /// ```swift
    /// let html = SwiftHighlighter.signature(bytes, [declaration.start.offset..<declaration.signatureEnd],
    ///                                       name: nameOffset) { type in index.href(type) }
    /// ```
    public static func signature(_ source: UnsafeBufferPointer<UInt8>, _ ranges: [Range<Int>], name: Int?, link: (String) -> String?) -> String {
        // A piece of white space alone (between two attributes left out) shows nothing.
        ranges.map { range in
            spaced(source, range) { token, bytes in
                if let name, token.start + range.lowerBound == name {
                    return "<span class=\"name\">" + HTML.escape(text(bytes, token.start..<token.end)) + "</span>"
                }
                var html = ""
                append(token, bytes, to: &html, link: link)
                return html
            }
        }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// A declaration's signature as the page shows it, as plain text: for a ```swift listing.
    ///
    /// ```swift
    /// let text = SwiftHighlighter.signatureText(bytes, [declaration.start.offset..<declaration.signatureEnd])
    /// ```
    static func signatureText(_ source: UnsafeBufferPointer<UInt8>, _ ranges: [Range<Int>]) -> String {
        ranges.map { spaced(source, $0) { token, bytes in text(bytes, token.start..<token.end) } }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The tokens of `range` as `render` writes them, comments dropped and each run of white
    /// space made one space (none inside parentheses and brackets).
    private static func spaced(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, render: (Token, UnsafeBufferPointer<UInt8>) -> String) -> String {
        let bytes = UnsafeBufferPointer(rebasing: source[range])
        var lexer = Lexer(bytes)
        var html = ""
        var previous: Token?
        var gap = false
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            if token.kind.isComment { gap = true; continue }
            if let previous {
                let spaced = gap || token.start > previous.end
                let hugging = previous.kind == .leftParen || previous.kind == .leftBracket
                    || token.kind == .rightParen || token.kind == .rightBracket || token.kind == .comma
                if spaced, !hugging { html += " " }
            }
            html += render(token, bytes)
            previous = token
            gap = false
        }
        return html
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private static func append(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>, to html: inout String, link: (String) -> String?) {
        let spelling = text(bytes, token.start..<token.end)
        let escaped = HTML.escape(spelling)
        guard let style = style(token.kind, spelling) else {
            html += escaped
            return
        }
        if style == "type", let href = link(spelling) {
            html += "<a class=\"type\" href=\"" + HTML.escape(href) + "\">" + escaped + "</a>"
        } else {
            html += "<span class=\"" + style + "\">" + escaped + "</span>"
        }
    }

    /// The theme's class for a token, or nil for plain text.
    static func style(_ kind: TokenKind, _ spelling: String) -> String? {
        switch kind {
        case .identifier:
            if keywords.contains(spelling) { return "kw" }
            if let first = spelling.unicodeScalars.first, first.properties.isUppercase { return "type" }
            return nil
        case .attribute: return "attr"
        case .poundDirective: return "kw"
        case .stringLiteral, .regexLiteral: return "str"
        case .number: return "num"
        case .lineComment, .blockComment: return "com"
        case .docLineComment, .docBlockComment: return "com doc"
        case .unknown: return "err"
        default: return nil
        }
    }
}
