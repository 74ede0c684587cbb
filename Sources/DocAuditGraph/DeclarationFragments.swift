import DocAuditCore

/// One piece of a declaration as DocC shows it, with the symbol graph's kind of piece.
public struct DeclarationFragment: Sendable, Hashable {
    /// What the piece is, as the symbol graph's `kind` names it.
    public enum Kind: String, Sendable {
        case keyword, attribute, number, string, identifier, typeIdentifier, genericParameter
        case internalParam, externalParam, text
    }

    public var kind: Kind
    public var spelling: String
}

/// Builds a declaration's fragments from its tokens, as the interface reads it: attributes and
/// access modifiers before the keyword left out, white space one space, a protocol's property
/// requirement with its `{ get }` or `{ get set }`.
enum DeclarationFragments {
    /// Words the declaration keywords' table does not hold but a signature spells as keywords.
    private static let signatureKeywords: Set<String> = [
        "throws", "rethrows", "async", "inout", "some", "any", "where", "Self", "self", "each", "repeat", "sending",
    ]

    /// An extension block's fragments: `extension String`.
    static func extensionBlock(_ path: [String]) -> [DeclarationFragment] {
        [DeclarationFragment(kind: .keyword, spelling: "extension"), DeclarationFragment(kind: .text, spelling: " "),
         DeclarationFragment(kind: .typeIdentifier, spelling: path.joined(separator: "."))]
    }

    static func make(_ declaration: Declaration, source: UnsafeBufferPointer<UInt8>) -> [DeclarationFragment] {
        let start = declaration.start.offset
        var end = max(start, min(declaration.signatureEnd, source.count))
        // A type shows its name and generic parameters; its inheritance is its relationships.
        if [.struct, .class, .enum, .actor].contains(declaration.kind) {
            end = min(end, declaration.header.genericParameters?.upperBound ?? (declaration.nameOffset + declaration.name.utf8.count + backticks(declaration, source)))
        }
        var fragments: [DeclarationFragment] = []
        func append(_ kind: DeclarationFragment.Kind, _ spelling: String) {
            if kind == .text, let last = fragments.last, last.kind == .text {
                fragments[fragments.count - 1].spelling += spelling
            } else {
                fragments.append(DeclarationFragment(kind: kind, spelling: spelling))
            }
        }
        let slice = UnsafeBufferPointer(rebasing: source[start..<end])
        var lexer = Lexer(slice)
        var previousEnd = -1
        var skippedEnd = -1
        var skippedParens = 0
        // 1 in the parameter list before a label's colon, 2 after it, more inside its type's parentheses.
        var parameterDepth = 0
        var parametersSeen = false
        var namesBeforeColon: [(Int, String)] = []
        let keyword = declaration.keyword.offset
        let isFunction = [.func, .`init`, .subscript, .macro].contains(declaration.kind)
        var genericNames: Set<String> = []
        if let generics = declaration.header.genericParameters {
            for piece in DeclarationHeader.text(generics, in: source).dropFirst().dropLast().split(separator: ",") {
                if let name = piece.split(separator: ":").first?.split(separator: " ").last { genericNames.insert(String(name)) }
            }
        }
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            switch token.kind {
            case .lineComment, .docLineComment, .blockComment, .docBlockComment: continue
            default: break
            }
            let offset = start + token.start
            let text = String(decoding: UnsafeBufferPointer(rebasing: slice[token.start..<token.end]), as: UTF8.self)
            if offset < keyword {
                // Attributes, their arguments and access modifiers stand before the keyword.
                if skippedParens > 0 || token.kind == .attribute || token.kind == .leftParen && skippedEnd == token.start {
                    if token.kind == .leftParen { skippedParens += 1 }
                    if token.kind == .rightParen { skippedParens -= 1 }
                    skippedEnd = token.end
                    continue
                }
                if let word = Keyword.match(slice, token.start, token.end), word.accessLevel != nil {
                    skippedEnd = token.end
                    continue
                }
            }
            // One element of `case a, b(Int)` or `var x, y: Int`: the keyword, then its own part.
            if offset > keyword, offset < declaration.nameOffset, declaration.kind == .case || declaration.kind.isProperty {
                continue
            }
            if previousEnd >= 0, token.start > previousEnd, !fragments.isEmpty, !isTight(fragments.last?.spelling.last, text.first) {
                append(.text, " ")
            }
            previousEnd = token.end
            switch token.kind {
            case .identifier, .backtickIdentifier:
                if offset == keyword {
                    append(.keyword, text)
                } else if offset == declaration.nameOffset {
                    append(.identifier, text)
                } else if Keyword.match(slice, token.start, token.end) != nil || signatureKeywords.contains(text) {
                    append(.keyword, text)
                } else if isFunction, parameterDepth == 1 {
                    namesBeforeColon.append((fragments.count, text))
                    append(.externalParam, text)
                } else if genericNames.contains(text) {
                    append(.genericParameter, text)
                } else {
                    append(.typeIdentifier, text)
                }
            case .attribute: append(.attribute, text)
            case .number: append(.number, text)
            case .stringLiteral: append(.string, text)
            case .leftParen:
                // Only the first parentheses after the name are the parameters: not a returned tuple's.
                if isFunction, offset > declaration.nameOffset, parameterDepth > 0 || !parametersSeen {
                    parameterDepth += 1
                    parametersSeen = true
                }
                append(.text, text)
            case .rightParen:
                if parameterDepth > 0 { parameterDepth = parameterDepth <= 2 ? 0 : parameterDepth - 1 }
                append(.text, text)
            case .colon where parameterDepth == 0 && (declaration.kind == .protocol || declaration.kind == .associatedtype):
                append(.text, " : ")
            case .colon:
                // `label name:` — the second name is the internal one.
                if namesBeforeColon.count == 2 { fragments[namesBeforeColon[1].0].kind = .internalParam }
                namesBeforeColon.removeAll()
                if parameterDepth == 1 { parameterDepth = 2 }
                append(.text, text)
            case .comma:
                if parameterDepth == 2 { parameterDepth = 1 }
                namesBeforeColon.removeAll()
                append(.text, text)
            default:
                append(.text, text)
            }
        }
        if declaration.kind.isProperty || declaration.kind == .subscript, let settable = accessors(declaration, source) {
            append(.text, " { ")
            append(.keyword, "get")
            if settable {
                append(.text, " ")
                append(.keyword, "set")
            }
            append(.text, " }")
        }
        return fragments
    }

    /// The backticks around a name, which its length in ``Declaration/name`` leaves out.
    private static func backticks(_ declaration: Declaration, _ source: UnsafeBufferPointer<UInt8>) -> Int {
        declaration.nameOffset < source.count && source[declaration.nameOffset] == UInt8(ascii: "`") ? 2 : 0
    }

    /// Whether no space goes between two pieces: after an opening bracket, before a closing
    /// one, a comma, a colon or a period (but `= .black`, a default value, keeps its space).
    private static func isTight(_ before: Character?, _ after: Character?) -> Bool {
        if let before, "(<[. ".contains(before) { return true }
        if before == "=" { return false }
        if let after, ")>],:.?!".contains(after) { return true }
        return false
    }

    /// Whether the interface shows a computed property, subscript or protocol requirement as
    /// settable (`{ get set }`) or not (`{ get }`); nil for a stored property (no accessor
    /// block, or only observers), which shows none.
    private static func accessors(_ declaration: Declaration, _ source: UnsafeBufferPointer<UInt8>) -> Bool? {
        var offset = declaration.signatureEnd
        while offset < source.count, source[offset] == UInt8(ascii: " ") || source[offset] == UInt8(ascii: "\t") { offset += 1 }
        guard offset < source.count, source[offset] == UInt8(ascii: "{") else { return nil }
        var lexer = Lexer(UnsafeBufferPointer(rebasing: source[offset..<source.count]))
        var depth = 0
        var words: Set<String> = []
        while true {
            let token = lexer.next()
            switch token.kind {
            case .endOfFile:
                return nil
            case .leftBrace:
                depth += 1
            case .rightBrace:
                depth -= 1
                guard depth == 0 else { continue }
                if words.contains("didSet") || words.contains("willSet") { return declaration.parentKind == .protocol ? true : nil }
                return words.contains("set") || words.contains("_modify")
            case .identifier where depth == 1:
                let word = String(decoding: UnsafeBufferPointer(rebasing: source[offset + token.start..<offset + token.end]), as: UTF8.self)
                if ["get", "set", "didSet", "willSet", "_modify"].contains(word) { words.insert(word) }
            default:
                break
            }
        }
    }

    /// The fragments DocC shows as a symbol's heading: the declaration without attributes and
    /// internal parameter names.
    static func subHeading(_ fragments: [DeclarationFragment]) -> [DeclarationFragment] {
        var heading: [DeclarationFragment] = []
        for fragment in fragments {
            if fragment.kind == .internalParam {
                if let last = heading.last, last.kind == .text, last.spelling == " " { heading.removeLast() }
                continue
            }
            if fragment.kind == .attribute { continue }
            if fragment.kind == .text, let last = heading.last, last.kind == .text {
                heading[heading.count - 1].spelling += fragment.spelling
            } else {
                heading.append(fragment)
            }
        }
        return heading
    }
}
