// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// A scope that declarations can stand in: the file, or the body of a type or extension.
private struct Scope {
    /// The scope's node in the chain of enclosing scopes: nil for the file.
    var path: ScopePath?
    /// The kind of the type or extension; nil for the file.
    var kind: DeclarationKind?
    /// The type's effective access (for an extension, its explicit modifier, if any).
    var access: AccessLevel?
    /// Whether members can be visible at all: false inside a non-visible type.
    var allowsVisibleMembers: Bool
    /// The index of the declaration whose body this is, to record the body's range.
    var declarationIndex: Int?
    /// The offset just past the `{`.
    var bodyStart: Int
}

/// What the attributes and modifiers before a declaration's keyword say.
private struct DeclarationPrefix {
    var firstToken: Token
    var doc: PendingDoc?
    var attributes: [String] = []
    /// The attributes' ranges with their arguments.
    var header = DeclarationHeader()
    var access: AccessLevel?
    var modifiers: DeclarationModifiers = []
    var isSPI = false
    var hiddenFromDocumentation = false
    /// `@_documentation(visibility: public)` (or `open`): published whatever the access,
    /// spelling or `@_spi`, as long as the enclosing type is.
    var documentedAsPublic = false
    var isUnavailable = false
}

/// The names before a parameter's colon, as a parameter reads them: the first, where it
/// starts, and the last two, its label and name. A list of them cost a function an allocation.
private struct ParameterNames {
    private(set) var first: Token?
    private(set) var beforeLast: Token?
    private(set) var last: Token?

    mutating func append(_ name: Token) {
        if first == nil { first = name }
        beforeLast = last
        last = name
    }
}

/// The scanner behind `Scanner.scan`: one pass over the tokens with an explicit scope stack.
struct DeclarationScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var stream: TokenStream
    private let lines: LineTable
    private var scopes: [Scope] = []
    private var declarations: [Declaration] = []
    private var orphans: [OrphanDoc] = []
    private var problems: [ScanProblem] = []
    private var imports: [Range<Int>] = []
    /// The open `#if` blocks, innermost last: whether a branch of the block so far had the
    /// condition `true` (or `1`), so that the branches after it are never compiled.
    private var conditionals: [Bool] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        stream = TokenStream(bytes)
        lines = LineTable(bytes)
        scopes.append(Scope(path: nil, kind: nil, access: nil, allowsVisibleMembers: true, declarationIndex: nil, bodyStart: 0))
    }

    mutating func run() -> ScannedFile {
        while true {
            let current = stream.next()
            let token = current.token
            if token.kind == .endOfFile {
                orphan(current.doc, .endOfFile)
                break
            }
            scanAtScope(current)
        }
        for scope in scopes.dropFirst().reversed() {
            problems.append(ScanProblem(message: "missing '}' for the body opened here", position: lines.position(of: scope.bodyStart - 1)))
            closeScope(end: bytes.count)
        }
        for pieces in stream.orphans {
            orphans.append(OrphanDoc(doc: makeDoc(PendingDoc(pieces: pieces, separation: .adjacent)), reason: .replaced))
        }
        orphans.sort { $0.doc.start.offset < $1.doc.start.offset }
        let invalidUTF8 = UTF8Validation.firstInvalidOffset(in: bytes)
        if let invalidUTF8 {
            problems.append(ScanProblem(message: "invalid UTF-8", position: lines.position(of: invalidUTF8)))
        }
        for problem in stream.problems {
            problems.append(ScanProblem(message: problem.kind.rawValue, position: lines.position(of: problem.offset)))
        }
        problems.sort { $0.position.offset < $1.position.offset }
        var scanned = ScannedFile(declarations: declarations, orphanDocs: orphans, problems: problems, lines: lines, invalidUTF8Offset: invalidUTF8, directiveComments: stream.directiveComments)
        scanned.imports = imports
        return scanned
    }

    // MARK: Scope level

    /// Handles one token at file or member scope.
    private mutating func scanAtScope(_ current: SignificantToken) {
        let token = current.token
        let conditionBefore = afterConditionKeyword
        afterConditionKeyword = false
        switch token.kind {
        case .rightBrace:
            orphan(current.doc, .beforeClosingBrace)
            if scopes.count > 1 {
                closeScope(end: token.start)
            } else {
                problems.append(ScanProblem(message: "unexpected '}'", position: lines.position(of: token.start)))
            }
        case .leftBrace:
            // A statement block or closure at file scope: nothing in it is a member.
            orphan(current.doc, .beforeStatement)
            _ = skipBody()
        case .leftParen, .leftBracket:
            orphan(current.doc, .beforeStatement)
            skipBalanced(opening: token.kind)
        case .poundDirective:
            scanDirective(current)
        case .attribute, .identifier:
            if !scanDeclaration(current, afterCondition: conditionBefore) {
                orphan(current.doc, .beforeStatement)
                afterConditionKeyword = isConditionKeyword(token)
            }
        default:
            orphan(current.doc, .beforeStatement)
            afterConditionKeyword = isConditionKeyword(token)
        }
    }

    /// Whether the last token at scope level, outside any declaration, was `if`, `guard`, `while`,
    /// `for`, `case`, `catch` or `,`: a `let`, `var` or `case` after it binds in a condition of
    /// top-level code.
    private var afterConditionKeyword = false

    private func isConditionKeyword(_ token: Token) -> Bool {
        if token.kind == .comma { return true }
        guard token.kind == .identifier else { return false }
        switch text(token) {
        case "if", "guard", "while", "for", "case", "catch": return true
        default: return false
        }
    }

    private mutating func closeScope(end: Int) {
        let scope = scopes.removeLast()
        if let index = scope.declarationIndex {
            declarations[index].body = scope.bodyStart..<max(scope.bodyStart, end)
        }
    }

    private mutating func scanDirective(_ current: SignificantToken) {
        guard let directive = stream.conditionalDirective(current.token) else {
            // A macro expansion or `#warning(…)`: arguments and trailing closures are not members.
            orphan(current.doc, .beforeStatement)
            skipExpansionArguments()
            return
        }
        if directive == .if, conditionalAttributesLeadToDeclaration() {
            _ = scanDeclaration(current, afterCondition: false)
            return
        }
        orphan(current.doc, .beforeConditionalBlock)
        scanConditional(directive, current.token)
    }

    /// Enters, leaves or skips a branch of a `#if` block after its directive. The compiler
    /// compiles no branch with the condition `false` (or `0`, which it rejects, offering
    /// `false`) and none after a branch with `true` (or `1`): those are skipped, declaring and
    /// documenting nothing; a lone `compiler(>=X.Y)` or `compiler(<X.Y)` is read against
    /// ``compilerVersion``. Every other condition keeps all its branches, as no build
    /// settings are known.
    private mutating func scanConditional(_ directive: ConditionalDirective, _ token: Token) {
        switch directive {
        case .if:
            let literal = literalCondition()
            conditionals.append(literal == true)
            if literal == false { return stream.skipInactiveBranch(after: token.end) }
        case .elseif:
            // After a taken branch the condition is not even read; a stray `#elseif` skips nothing.
            if conditionals.last == true { return stream.skipInactiveBranch(after: token.end) }
            if !conditionals.isEmpty, let literal = literalCondition() {
                if !literal { return stream.skipInactiveBranch(after: token.end) }
                conditionals[conditionals.count - 1] = true
            }
        case .else:
            if conditionals.last == true { return stream.skipInactiveBranch(after: token.end) }
        case .endif:
            _ = conditionals.popLast()
        }
        skipDirectiveCondition()
    }

    /// The condition of the `#if` or `#elseif` just taken when it is a literal alone on its
    /// line (a line comment may follow): false for `false` and `0`, true for `true` and `1`,
    /// a lone `compiler(…)` as ``compilerVersion`` answers it; nil for any other condition. Looks at the condition's token only, never past its line.
    private mutating func literalCondition() -> Bool? {
        let condition = stream.peek().token
        guard condition.lineBreaksBefore == 0 else { return nil }
        let value: Bool
        var end = condition.end
        switch condition.kind {
        case .identifier where stream.spells(condition, "false"): value = false
        case .identifier where stream.spells(condition, "true"): value = true
        case .number where stream.spells(condition, "0"): value = false
        case .number where stream.spells(condition, "1"): value = true
        case .identifier where stream.spells(condition, "compiler"):
            guard let (compiled, closing) = compilerCondition() else { return nil }
            (value, end) = (compiled, closing)
        default: return nil
        }
        var offset = end
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") { offset += 1 }
        guard offset < bytes.count else { return value }
        switch bytes[offset] {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return value
        case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"): return value
        default: return nil
        }
    }

    /// The compiler's version a `compiler(>=6.2)` or `compiler(<6.2)` condition is read against:
    /// the toolchain docaudit is checked against (its symbol graphs are the referee), so that
    /// the branches found are those its compiler builds. `swift(…)` depends on the language
    /// mode a target builds in, which the source does not say: it keeps every branch.
    static let compilerVersion = (major: 6, minor: 3)

    /// The value of the `compiler(>=X.Y)` or `compiler(<X.Y)` after `#if` (the `compiler` token
    /// next), and where its `)` ends; nil for any other form.
    private mutating func compilerCondition() -> (Bool, Int)? {
        let open = stream.peek(1).token, comparison = stream.peek(2).token, number = stream.peek(3).token, close = stream.peek(4).token
        guard open.kind == .leftParen, comparison.kind == .operator, number.kind == .number, close.kind == .rightParen,
              open.lineBreaksBefore == 0, comparison.lineBreaksBefore == 0, number.lineBreaksBefore == 0, close.lineBreaksBefore == 0 else { return nil }
        let parts = text(number).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), let minor = parts.count == 2 ? Int(parts[1]) : 0 else { return nil }
        let atLeast = (Self.compilerVersion.major, Self.compilerVersion.minor) >= (major, minor)
        if stream.spells(comparison, ">=") { return (atLeast, close.end) }
        if stream.spells(comparison, "<") { return (!atLeast, close.end) }
        return nil
    }

    /// Skips a directive's condition: the rest of its line.
    private mutating func skipDirectiveCondition() {
        while stream.peek().token.lineBreaksBefore == 0, stream.peek().token.kind != .endOfFile {
            let next = take().token
            if next.kind == .leftParen || next.kind == .leftBracket { skipBalanced(opening: next.kind) }
        }
    }

    private func isConditionalDirective(_ token: Token) -> Bool {
        switch text(token) {
        case "#if", "#elseif", "#else", "#endif": return true
        default: return false
        }
    }

    /// Looks ahead from a taken `#if`: whether only attributes, modifiers and conditional
    /// directives follow, every `#if` is closed, and then a declaration keyword comes. Then the
    /// `#if` belongs to the declaration's attributes, and so does the doc comment before it.
    private mutating func conditionalAttributesLeadToDeclaration() -> Bool {
        var depth = 1
        var index = 0
        func skipLine(_ stream: inout TokenStream, _ index: inout Int) {
            while stream.peek(index).token.lineBreaksBefore == 0, stream.peek(index).token.kind != .endOfFile { index += 1 }
        }
        skipLine(&stream, &index)
        while index < 512 {
            let token = stream.peek(index).token
            index += 1
            switch token.kind {
            case .attribute:
                if stream.peek(index).token.kind == .leftParen, stream.peek(index).token.start == token.end {
                    var parens = 0
                    repeat {
                        let inner = stream.peek(index).token
                        if inner.kind == .leftParen { parens += 1 }
                        if inner.kind == .rightParen { parens -= 1 }
                        if inner.kind == .endOfFile { return false }
                        index += 1
                    } while parens > 0
                }
            case .poundDirective:
                switch text(token) {
                case "#if": depth += 1
                case "#endif": depth -= 1
                case "#else", "#elseif": break
                default: return false
                }
                skipLine(&stream, &index)
            case .identifier:
                guard let keyword = Keyword.match(bytes, token.start, token.end) else { return false }
                if keyword.declarationKind != nil { return depth == 0 }
                guard keyword.isModifier else { return false }
            default:
                return false
            }
        }
        return false
    }

    private mutating func skipExpansionArguments() {
        if nextIsOperator("<") { skipGenericClause() }
        if stream.peek().token.kind == .leftParen, stream.peek().token.lineBreaksBefore == 0 {
            _ = take()
            skipBalanced(opening: .leftParen)
        }
        if stream.peek().token.kind == .leftBrace, stream.peek().token.lineBreaksBefore == 0 {
            _ = take()
            _ = skipBody()
        }
    }

    // MARK: Declarations

    /// Reads a declaration starting at `current`; returns false when it is not one.
    private mutating func scanDeclaration(_ current: SignificantToken, afterCondition: Bool) -> Bool {
        guard let (prefix, keywordToken, keyword) = readPrefix(current, afterCondition: afterCondition) else { return false }
        switch keyword {
        case .import:
            orphan(prefix.doc, .beforeImport)
            noteImportedModule()
            skipImportPath()
            return true
        case .operator:
            orphan(prefix.doc, .beforeStatement)
            skipTail()
            return true
        case .precedencegroup:
            orphan(prefix.doc, .beforeStatement)
            skipToBodyAndSkipIt()
            return true
        default:
            break
        }
        guard let kind = keyword.declarationKind else { return false }
        switch kind {
        case .struct, .class, .enum, .protocol, .actor:
            scanType(kind, keywordToken, prefix)
        case .extension:
            scanExtension(keywordToken, prefix)
        case .func, .macro, .`init`, .subscript:
            scanFunction(kind, keywordToken, prefix)
        case .deinit:
            let index = add(kind, name: "deinit", at: keywordToken.start, keywordToken, prefix)
            finishFunction(index)
        case .var, .let:
            scanBindings(kind, keywordToken, prefix)
        case .case:
            scanCases(keywordToken, prefix)
        case .typealias, .associatedtype:
            let (name, nameOffset) = readName(after: keywordToken)
            let index = add(kind, name: name, at: nameOffset, keywordToken, prefix)
            var reader: HeaderReader? = HeaderReader(nameEnd: lastEnd)
            skipTail(reading: &reader)
            if let header = reader?.finish(declarations[index].header) { declarations[index].header = header }
            declarations[index].signatureEnd = lastEnd
        }
        return true
    }

    /// Reads the attributes and modifiers from `current` (already taken) up to a declaration
    /// keyword, and takes the keyword. Returns nil when no declaration keyword follows; then
    /// only attributes have been taken beyond `current`.
    private mutating func readPrefix(_ current: SignificantToken, afterCondition: Bool) -> (DeclarationPrefix, Token, Keyword)? {
        var prefix = DeclarationPrefix(firstToken: current.token, doc: current.doc)
        var token = current.token
        // Lookahead offsets are relative to the token after `token`: 0 while `token` is taken.
        var taken = true
        while true {
            let following = taken ? 0 : 1
            switch token.kind {
            case .attribute:
                if !taken { _ = take() }
                readAttribute(token, into: &prefix)
            case .poundDirective where isConditionalDirective(token):
                // `#if` around some attributes (`#if compiler(>=6) @inline(always) #endif`);
                // those after `#if false` are never compiled.
                if !taken { _ = take() }
                if stream.conditionalDirective(token) == .if, literalCondition() == false {
                    stream.skipInactiveBranch(after: token.end)
                } else {
                    skipDirectiveCondition()
                }
            case .identifier:
                guard let keyword = Keyword.match(bytes, token.start, token.end) else { return nil }
                let isClassModifier = keyword == .class && isModifierOrIntroducer(stream.peek(following).token)
                if !isClassModifier, keyword.declarationKind != nil || keyword.isStatementDeclaration {
                    guard introducesDeclaration(keyword, nextAt: following, afterCondition: afterCondition && taken) else { return nil }
                    if !taken { _ = take() }
                    return (prefix, token, keyword)
                }
                guard keyword.isModifier || isClassModifier, modifierIsFollowedByDeclaration(from: following) else { return nil }
                if !taken { _ = take() }
                readModifier(keyword, into: &prefix)
            default:
                return nil
            }
            token = stream.peek().token
            taken = false
        }
    }

    /// Whether `token` is a modifier or a declaration keyword (so a `class` before it is the
    /// `class` modifier, as in `class func`).
    private func isModifierOrIntroducer(_ token: Token) -> Bool {
        guard token.kind == .identifier, let keyword = Keyword.match(bytes, token.start, token.end) else { return false }
        return keyword.isModifier || keyword.declarationKind != nil
    }

    /// Whether `keyword` introduces a declaration here, given the token at `peek(nextAt)` after it.
    private mutating func introducesDeclaration(_ keyword: Keyword, nextAt offset: Int, afterCondition: Bool) -> Bool {
        let scopeKind = scopes[scopes.count - 1].kind
        switch keyword {
        case .actor, .macro, .class:
            let next = stream.peek(offset).token
            return next.kind == .identifier || next.kind == .backtickIdentifier
        case .case:
            // Outside an enum, `case` belongs to a statement of top-level code.
            return scopeKind == .enum && !afterCondition
        case .let, .var:
            return !afterCondition
        default:
            return true
        }
    }

    /// Whether the modifier before `peek(offset)` is followed by more modifiers, attributes and
    /// then a declaration keyword: `open` and `package` are also ordinary names.
    private mutating func modifierIsFollowedByDeclaration(from offset: Int) -> Bool {
        var index = offset
        var token = stream.peek(index).token
        if token.kind == .leftParen, token.lineBreaksBefore == 0 {
            // `private(set)`, `unowned(safe)`, `nonisolated(unsafe)`.
            index += 3
            token = stream.peek(index).token
        }
        while true {
            switch token.kind {
            case .attribute:
                return true
            case .identifier:
                guard let keyword = Keyword.match(bytes, token.start, token.end) else { return false }
                if keyword.declarationKind != nil || keyword.isStatementDeclaration { return true }
                guard keyword.isModifier else { return false }
                index += 1
                token = stream.peek(index).token
                if token.kind == .leftParen, token.lineBreaksBefore == 0 {
                    index += 3
                    token = stream.peek(index).token
                }
            default:
                return false
            }
        }
    }

    private mutating func readModifier(_ keyword: Keyword, into prefix: inout DeclarationPrefix) {
        var isSetterOnly = false
        if stream.peek().token.kind == .leftParen, stream.peek().token.lineBreaksBefore == 0 {
            _ = take()
            let next = stream.peek().token
            isSetterOnly = next.kind == .identifier && stream.spells(next, "set")
            skipBalanced(opening: .leftParen)
        }
        if let access = keyword.accessLevel {
            if !isSetterOnly { prefix.access = access }
            return
        }
        if let modifier = DeclarationModifiers.of(keyword) { prefix.modifiers.insert(modifier) }
    }

    private mutating func readAttribute(_ token: Token, into prefix: inout DeclarationPrefix) {
        var name = text(token).dropFirst()
        var end = token.end
        while stream.peek().token.kind == .period, stream.peek().token.start == end,
              stream.peek(1).token.kind == .identifier {
            _ = take()
            let part = take().token
            end = part.end
            name += "." + text(part)
        }
        if nextIsOperator("<"), stream.peek().token.start == end {
            skipGenericClause()
            end = max(end, lastEnd)
        }
        let attributeName = String(name)
        prefix.attributes.append(attributeName)
        guard stream.peek().token.kind == .leftParen, stream.peek().token.lineBreaksBefore == 0 else {
            prefix.header.attributes.append(token.start..<end)
            return
        }
        let open = take().token
        let close = skipBalanced(opening: .leftParen)
        prefix.header.attributes.append(token.start..<max(end, close.upperBound))
        let arguments = String(decoding: UnsafeBufferPointer(rebasing: bytes[open.end..<max(open.end, close.lowerBound)]), as: UTF8.self)
        switch attributeName {
        case "_spi":
            prefix.isSPI = true
        case "_documentation":
            for argument in arguments.split(separator: ",") {
                let parts = argument.split(separator: ":", maxSplits: 1).map { DocText.trim($0) }
                if parts.count == 2, parts[0] == "visibility" {
                    prefix.documentedAsPublic = parts[1] == "public" || parts[1] == "open"
                    prefix.hiddenFromDocumentation = !prefix.documentedAsPublic
                }
            }
        case "available":
            let parts = arguments.split(separator: ",").map { DocText.trim($0) }
            if parts.first == "*", parts.contains("unavailable") { prefix.isUnavailable = true }
        default:
            break
        }
    }

    // MARK: Kinds

    private mutating func scanType(_ kind: DeclarationKind, _ keyword: Token, _ prefix: DeclarationPrefix) {
        let (name, nameOffset) = readName(after: keyword)
        let index = add(kind, name: name, at: nameOffset, keyword, prefix)
        openBodyAfterHeader(index: index, path: name, explicitAccess: prefix.access)
    }

    private mutating func scanExtension(_ keyword: Token, _ prefix: DeclarationPrefix) {
        var name = ""
        var nameOffset: Int?
        var depth = 0
        while true {
            let token = stream.peek().token
            if token.kind == .endOfFile || token.kind == .rightBrace { break }
            if depth == 0 {
                if token.kind == .leftBrace || token.kind == .colon { break }
                if token.kind == .identifier, stream.spells(token, "where") { break }
            }
            _ = take()
            nameOffset = nameOffset ?? token.start
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .operator: depth += angleDelta(token)
            default: break
            }
            name += text(token)
        }
        name.removeAll { $0 == "`" }
        let index = add(.extension, name: name, at: nameOffset ?? keyword.start, keyword, prefix)
        openBodyAfterHeader(index: index, path: name, explicitAccess: prefix.access)
    }

    /// Reads a type's header (generics, inheritance, `where`) and enters its body; an
    /// extension's scope takes its `explicitAccess`.
    private mutating func openBodyAfterHeader(index: Int, path: String, explicitAccess: AccessLevel?) {
        var reader = HeaderReader(nameEnd: lastEnd)
        defer { if let header = reader.finish(declarations[index].header) { declarations[index].header = header } }
        while true {
            let token = stream.peek().token
            switch token.kind {
            case .leftBrace:
                _ = take()
                declarations[index].signatureEnd = lastEnd
                let declaration = declarations[index]
                let scopeAccess: AccessLevel? = declaration.kind == .extension ? explicitAccess : declaration.access
                let capped = declaration.kind == .extension
                    ? (explicitAccess.map { !$0.isPublic } ?? false) || !declaration.visible
                    : !declaration.visible
                scopes.append(Scope(
                    path: ScopePath(name: path, parent: scopes[scopes.count - 1].path),
                    kind: declaration.kind,
                    access: scopeAccess,
                    allowsVisibleMembers: scopes[scopes.count - 1].allowsVisibleMembers && !capped,
                    declarationIndex: index,
                    bodyStart: token.end
                ))
                return
            case .rightBrace, .endOfFile, .semicolon:
                declarations[index].signatureEnd = lastEnd
                return
            case .leftParen, .leftBracket:
                _ = take()
                reader.read(token, in: bytes)
                reader.extend(to: skipBalanced(opening: token.kind).upperBound)
            default:
                _ = take()
                lastEnd = token.end
                reader.read(token, in: bytes)
            }
        }
    }

    private mutating func scanFunction(_ kind: DeclarationKind, _ keyword: Token, _ prefix: DeclarationPrefix) {
        var baseName = kind.rawValue
        var isOperatorName = false
        var nameOffset = keyword.start
        var generics: Range<Int>?
        if kind == .func || kind == .macro {
            let token = take().token
            nameOffset = token.start
            isOperatorName = token.kind == .operator || token.kind == .period
            baseName = identifierText(token)
            if isOperatorName, baseName.count > 1, baseName.hasSuffix("<"),
               stream.peek().token.kind == .identifier, stream.peek().token.start == token.end {
                // `func <<T>(…)`: the `<` opens the generic clause.
                baseName.removeLast()
                skipGenericClauseBody(after: token.end)
                generics = token.end - 1..<lastEnd
            }
        } else if kind == .`init`, stream.peek().token.kind == .operator, stream.peek().token.start == keyword.end {
            // `init?` and `init!`; the lexer reads `init?<T>` with `?<` as one operator.
            let mark = stream.peek().token
            let spelling = text(mark)
            if spelling == "?" || spelling == "!" {
                _ = take()
            } else if spelling == "?<" || spelling == "!<" {
                _ = take()
                skipGenericClauseBody(after: mark.end)
                generics = mark.end - 1..<lastEnd
            }
        }
        if nextIsOperator("<") {
            let open = stream.peek().token.start
            skipGenericClause()
            generics = open..<lastEnd
        }
        var parameters: [Parameter] = []
        if stream.peek().token.kind == .leftParen {
            _ = take()
            parameters = readParameters(labeledBySingleName: kind != .subscript && !isOperatorName, unlabeled: isOperatorName)
        }
        let name = Self.functionName(baseName, parameters)
        // A macro's parameters hide nothing: the compiler looks at those of functions only.
        let underscored = kind != .macro && parameters.contains { Self.isUnderscored($0.label) || $0.name.utf8.count > 1 && Self.isUnderscored($0.name) }
        let index = add(kind, name: name, at: nameOffset, keyword, prefix, underscoredParameter: underscored)
        declarations[index].parameters = parameters
        if let generics { declarations[index].header.genericParameters = generics }
        finishFunction(index)
    }

    /// `base(label:_:)`, spelled at once into its string: appended piece by piece, each piece
    /// was a string of its own, made, counted in and out and copied.
    private static func functionName(_ base: String, _ parameters: [Parameter]) -> String {
        let length = parameters.reduce(base.utf8.count + 2) { $0 + ($1.label?.utf8.count ?? 1) + 1 }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            func write(_ text: String) {
                end = UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(from: text.utf8).1 + end
            }
            write(base)
            write("(")
            for parameter in parameters {
                write(parameter.label ?? "_")
                write(":")
            }
            write(")")
            return end
        }
    }

    /// Reads a function's effects, return type and `where` clause, then skips its body.
    private mutating func finishFunction(_ index: Int) {
        var returnStart = -1
        var returnEnd = -1
        var inWhere = false
        var whereClause: Range<Int>?
        var effects: DeclarationModifiers = []
        var thrownType: Range<Int>?
        var signatureEnd: Int?
        while true {
            let current = stream.peek()
            let token = current.token
            if token.kind == .leftBrace {
                _ = take()
                let end = skipBody()
                declarations[index].body = token.end..<end
                break
            }
            if token.kind == .rightBrace || token.kind == .endOfFile || token.kind == .semicolon { break }
            if token.lineBreaksBefore > 0, startsDeclaration(current) { break }
            _ = take()
            if signatureEnd == nil { lastEnd = token.end }
            switch token.kind {
            case .leftParen, .leftBracket:
                let close = skipBalanced(opening: token.kind)
                if signatureEnd == nil { lastEnd = close.upperBound }
            case .identifier where returnStart < 0 && !inWhere:
                if stream.spells(token, "async") {
                    effects.insert(.async)
                } else if stream.spells(token, "rethrows") {
                    effects.insert(.rethrows)
                } else if stream.spells(token, "throws") {
                    effects.insert(.throws)
                    // Typed throws: `throws(ParseError)`.
                    if stream.peek().token.kind == .leftParen, stream.peek().token.start == token.end {
                        let open = take().token
                        let close = skipBalanced(opening: .leftParen)
                        thrownType = open.end..<max(open.end, close.lowerBound)
                        lastEnd = close.upperBound
                    }
                } else if stream.spells(token, "where") {
                    inWhere = true
                }
            case .identifier where !inWhere && stream.spells(token, "where"):
                inWhere = true
            case .operator where returnStart < 0 && stream.spells(token, "->"):
                returnStart = stream.peek().token.start
                continue
            case .operator where stream.spells(token, "="):
                // A macro's `= #externalMacro(…)`: the signature ends before it.
                signatureEnd = signatureEnd ?? token.start
            default:
                break
            }
            if returnStart >= 0, !inWhere, signatureEnd == nil { returnEnd = lastEnd }
            if inWhere, signatureEnd == nil, !(token.kind == .identifier && whereClause == nil && stream.spells(token, "where")) {
                whereClause = (whereClause?.lowerBound ?? token.start)..<lastEnd
            }
        }
        declarations[index].signatureEnd = signatureEnd ?? lastEnd
        if !effects.isEmpty { declarations[index].modifiers.formUnion(effects) }
        if whereClause != nil || thrownType != nil {
            declarations[index].header.whereClause = whereClause
            declarations[index].header.thrownType = thrownType
        }
        if returnStart >= 0, returnEnd > returnStart {
            declarations[index].returnType = source(returnStart..<returnEnd)
        }
    }

    /// Reads a parameter clause after its `(`, up to and including the `)`.
    private mutating func readParameters(labeledBySingleName: Bool, unlabeled: Bool) -> [Parameter] {
        var parameters: [Parameter] = []
        var names = ParameterNames()
        var sawColon = false
        var inDefault = false
        var depth = 0
        var angle = 0
        var previousEnd = -1
        var firstStart: Int?
        var type: Range<Int>?
        while true {
            let token = take().token
            defer {
                previousEnd = token.end
                if firstStart == nil, token.kind != .comma { firstStart = token.start }
            }
            // A type's tokens, nested ones included: every token after the colon up to a default.
            let extendsType = sawColon && !inDefault && !(depth == 0 && (token.kind == .comma || token.kind == .rightParen || token.kind == .rightBracket || token.kind == .rightBrace))
                && !(token.kind == .operator && depth == 0 && stream.spells(token, "="))
            if extendsType { type = (type?.lowerBound ?? token.start)..<token.end }
            switch token.kind {
            case .endOfFile:
                return parameters
            case .leftParen, .leftBracket, .leftBrace:
                depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                if depth == 0 {
                    if let parameter = makeParameter(names, sawColon, firstStart, type, labeledBySingleName, unlabeled) { parameters.append(parameter) }
                    lastEnd = token.end
                    return parameters
                }
                depth -= 1
            case .operator where depth == 0 && sawColon:
                if !inDefault, stream.spells(token, "=") {
                    inDefault = true
                } else if !inDefault || token.start == previousEnd || angle > 0 {
                    // In a default value only `<` right after a name opens generic arguments.
                    angle = max(0, angle + angleDelta(token))
                }
            case .attribute where !sawColon:
                // `@ReducerBuilder<State, Action> child:` — the attribute's arguments are no names.
                if nextIsOperator("<"), stream.peek().token.start == token.end { skipGenericClause() }
                if stream.peek().token.kind == .leftParen, stream.peek().token.start == token.end {
                    _ = take()
                    skipBalanced(opening: .leftParen)
                }
            case .comma where depth == 0 && angle <= 0:
                if let parameter = makeParameter(names, sawColon, firstStart, type, labeledBySingleName, unlabeled) { parameters.append(parameter) }
                names = ParameterNames()
                firstStart = nil
                type = nil
                sawColon = false
                inDefault = false
                angle = 0
            case .colon where depth == 0:
                sawColon = true
            case .identifier, .backtickIdentifier:
                if !sawColon, depth == 0 { names.append(token) }
            default:
                break
            }
        }
    }

    /// A parameter from the names before its colon. An enum case's element may have no colon
    /// (`case a(Int)`): then it is an unlabeled, unnamed parameter.
    private func makeParameter(_ names: ParameterNames, _ sawColon: Bool, _ firstStart: Int?, _ type: Range<Int>?, _ labeledBySingleName: Bool, _ unlabeled: Bool) -> Parameter? {
        if !sawColon {
            return firstStart.map { Parameter(label: nil, name: "", line: lines.position(of: $0).line) }
        }
        guard let last = names.last, let first = names.first else { return nil }
        let line = lines.position(of: first.start).line
        let internalName = identifierText(last)
        var label: String?
        if let beforeLast = names.beforeLast {
            label = identifierText(beforeLast)
        } else if labeledBySingleName {
            label = internalName
        }
        if label == "_" || unlabeled { label = nil }
        return Parameter(label: label, name: internalName, line: line, type: type)
    }

    private mutating func scanBindings(_ kind: DeclarationKind, _ keyword: Token, _ prefix: DeclarationPrefix) {
        var indexes: [Int] = []
        while true {
            let token = stream.peek().token
            if token.kind == .leftParen {
                _ = take()
                for (name, offset) in readTuplePattern() {
                    indexes.append(add(kind, name: name, at: offset, keyword, prefix))
                }
            } else if token.kind == .identifier || token.kind == .backtickIdentifier {
                _ = take()
                lastEnd = token.end
                indexes.append(add(kind, name: identifierText(token), at: token.start, keyword, prefix))
            } else {
                break
            }
            let more = skipBindingRest(indexes)
            if !more { break }
        }
    }

    /// The end of the last token a binding's initializer took, to tell `a<b` from `a < b`.
    private var previousTokenEnd = -1

    /// Whether `token`, at the start of a line at file scope, begins a statement of top-level
    /// code, which ends the expression before it.
    private func startsTopLevelStatement(_ token: Token) -> Bool {
        guard scopes.count == 1, token.kind == .identifier else { return false }
        switch text(token) {
        case "guard", "if", "for", "while", "switch", "return", "do", "repeat", "defer", "throw", "break", "continue":
            return true
        default:
            return false
        }
    }

    /// Skips a binding's type, initializer and accessors; returns true when a `,` introduces
    /// another binding.
    private mutating func skipBindingRest(_ indexes: [Int]) -> Bool {
        var inType = false
        var angle = 0
        var signatureClosed = false
        func closeSignature(_ scanner: inout DeclarationScanner) {
            guard !signatureClosed else { return }
            signatureClosed = true
            for index in indexes where scanner.declarations[index].signatureEnd == 0 {
                scanner.declarations[index].signatureEnd = scanner.lastEnd
            }
        }
        while true {
            let current = stream.peek()
            let token = current.token
            switch token.kind {
            case .endOfFile, .rightBrace:
                closeSignature(&self)
                return false
            case .semicolon:
                closeSignature(&self)
                _ = take()
                return false
            default:
                break
            }
            if token.lineBreaksBefore > 0, startsDeclaration(current) || startsTopLevelStatement(token) {
                closeSignature(&self)
                return false
            }
            _ = take()
            defer { previousTokenEnd = token.end }
            switch token.kind {
            case .colon where !signatureClosed:
                inType = true
                lastEnd = token.end
            case .leftParen, .leftBracket:
                let close = skipBalanced(opening: token.kind)
                if !signatureClosed { lastEnd = close.upperBound }
            case .leftBrace:
                closeSignature(&self)
                _ = skipBody()
            case .comma where angle <= 0:
                closeSignature(&self)
                return true
            case .operator:
                if stream.spells(token, "=") {
                    closeSignature(&self)
                    inType = false
                } else if inType || token.start == previousTokenEnd || angle > 0 {
                    // In an initializer, only `<` right after a name opens generic arguments
                    // (`Subject<Void, Never>()`); a spaced `<` compares.
                    angle = max(0, angle + angleDelta(token))
                    if !signatureClosed { lastEnd = token.end }
                }
            default:
                if !signatureClosed { lastEnd = token.end }
            }
        }
    }

    /// Reads the names bound by a tuple pattern after its `(`.
    private mutating func readTuplePattern() -> [(String, Int)] {
        var names: [(String, Int)] = []
        var depth = 0
        while true {
            let token = take().token
            switch token.kind {
            case .endOfFile:
                return names
            case .leftParen:
                depth += 1
            case .rightParen:
                if depth == 0 {
                    lastEnd = token.end
                    return names
                }
                depth -= 1
            case .identifier, .backtickIdentifier:
                let name = identifierText(token)
                if name != "_", stream.peek().token.kind != .colon { names.append((name, token.start)) }
            default:
                break
            }
        }
    }

    private mutating func scanCases(_ keyword: Token, _ prefix: DeclarationPrefix) {
        while true {
            let token = stream.peek().token
            guard token.kind == .identifier || token.kind == .backtickIdentifier else { return }
            _ = take()
            lastEnd = token.end
            let index = add(.case, name: identifierText(token), at: token.start, keyword, prefix)
            if stream.peek().token.kind == .leftParen {
                _ = take()
                declarations[index].parameters = readParameters(labeledBySingleName: true, unlabeled: false)
            }
            declarations[index].signatureEnd = lastEnd
            // A raw value, then `,` for another element or the end of the case.
            while true {
                let current = stream.peek()
                let next = current.token
                if next.kind == .comma {
                    _ = take()
                    break
                }
                if next.kind == .rightBrace || next.kind == .endOfFile || next.lineBreaksBefore > 0 && startsDeclaration(current) {
                    return
                }
                if next.kind == .semicolon {
                    _ = take()
                    return
                }
                _ = take()
                if next.kind == .leftParen || next.kind == .leftBracket { skipBalanced(opening: next.kind) }
            }
        }
    }

    // MARK: Building declarations

    /// The public protocols at file scope so far whose names start with `_`. The compiler copies
    /// the members of an extension of one into each public type of the module that conforms to
    /// it, so they are published there: an extension of one declared earlier in the file is
    /// no extension of a hidden type. (Declared in another file, it cannot be told from one.)
    private var underscoredProtocols: [String] = []
    /// The end offset of the last token read as part of a signature.
    private var lastEnd = 0

    /// Records a declaration whose name starts at byte `nameOffset`.
    ///
    /// It is visible when the compiler's symbol graph, what DocC documents, holds it: its
    /// enclosing type is visible, and it is public or open, not `@_spi`, not unavailable, not
    /// hidden by `@_documentation(visibility:)`, and not spelled as private to the module: a
    /// name (an extension's extended type, or any type it is nested in) starting with `_`, or
    /// a parameter of a function, initializer or subscript whose label or name does (`_` alone
    /// is neither); an extension of an underscored public protocol declared before it in the
    /// file is no extension of a hidden type (its members are copied into conforming types).
    /// `@_documentation(visibility: public)` publishes it whatever the access, `@_spi` or
    /// spelling.
    private mutating func add(_ kind: DeclarationKind, name: String, at nameOffset: Int, _ keyword: Token, _ prefix: DeclarationPrefix, underscoredParameter: Bool = false) -> Int {
        let scope = scopes[scopes.count - 1]
        var access: AccessLevel
        if let explicit = prefix.access {
            access = explicit
        } else if scope.kind == .protocol || (scope.kind == .enum && kind == .case) {
            access = scope.access ?? .internal
        } else if scope.kind == .extension, let extensionAccess = scope.access {
            access = extensionAccess
        } else {
            access = .internal
        }
        let underscored = kind == .extension
            ? extendsUnderscoredType(name) && !underscoredProtocols.contains(name)
            : underscoredParameter || Self.isUnderscored(name)
        let hidden = prefix.isUnavailable || !prefix.documentedAsPublic && (prefix.isSPI || prefix.hiddenFromDocumentation || underscored)
        var visible: Bool
        if kind == .extension {
            visible = scope.allowsVisibleMembers && (prefix.documentedAsPublic || (prefix.access?.isPublic ?? true)) && !hidden
        } else {
            visible = scope.allowsVisibleMembers && (prefix.documentedAsPublic || access.isPublic) && !hidden
        }
        if kind == .extension, prefix.access == nil { access = .internal }
        if kind == .protocol, scopes.count == 1, underscored, access.isPublic, scope.allowsVisibleMembers,
           !prefix.isSPI, !prefix.hiddenFromDocumentation, !prefix.isUnavailable {
            underscoredProtocols.append(name)
        }
        let index = declarations.count
        declarations.append(Declaration(
            kind: kind,
            name: name,
            scope: scope.path,
            parentKind: scope.kind,
            access: access,
            visible: visible,
            keyword: lines.position(of: keyword.start),
            nameOffset: nameOffset,
            start: lines.position(of: prefix.firstToken.start),
            signatureEnd: 0,
            body: nil,
            attributes: prefix.attributes,
            modifiers: prefix.modifiers,
            header: prefix.header,
            parameters: [],
            returnType: nil,
            doc: prefix.doc.map { makeDoc($0) },
            inConditionalBlock: !conditionals.isEmpty
        ))
        // The name (read before) may already lie past the keyword.
        lastEnd = max(lastEnd, keyword.end)
        return index
    }

    /// Whether `name` starts with `_`.
    /// Static: a closure that called a method would copy the whole scanner.
    private static func isUnderscored(_ name: String?) -> Bool {
        name?.utf8.first == UInt8(ascii: "_")
    }

    /// Whether an extension's extended type, as written (`_Storage`, `Outer._Inner`), or a type
    /// it is nested in starts with `_`; generic arguments (`Array<_Element>`) do not count.
    private func extendsUnderscoredType(_ name: String) -> Bool {
        var atStart = true
        for byte in name.utf8 {
            if byte == UInt8(ascii: "<") { return false }
            if atStart, byte == UInt8(ascii: "_") { return true }
            atStart = byte == UInt8(ascii: ".")
        }
        return false
    }

    private func makeDoc(_ pending: PendingDoc) -> DocComment {
        DocComment(pieces: pending.pieces, start: lines.position(of: pending.pieces[0].range.lowerBound), separation: pending.separation, source: bytes)
    }

    /// Takes the next token inside a declaration or statement: a doc comment before it
    /// documents nothing.
    private mutating func take() -> SignificantToken {
        let taken = stream.next()
        orphan(taken.doc, .insideDeclaration)
        return taken
    }

    private mutating func orphan(_ doc: PendingDoc?, _ reason: OrphanReason) {
        guard let doc else { return }
        orphans.append(OrphanDoc(doc: makeDoc(doc), reason: reason))
    }

    // MARK: Token helpers

    private func text(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }

    private func source(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// A name's text without backticks.
    private func identifierText(_ token: Token) -> String {
        if token.kind == .backtickIdentifier, token.length >= 2 {
            return source(token.start + 1..<token.end - 1)
        }
        return text(token)
    }

    private func isOperator(_ token: Token, _ spelling: StaticString) -> Bool {
        token.kind == .operator && stream.spells(token, spelling)
    }

    /// Whether the next token is the operator `spelling`. A method of its own, mutating as
    /// peeking is: `isOperator(stream.peek().token, …)` copies the whole scanner to call.
    private mutating func nextIsOperator(_ spelling: StaticString) -> Bool {
        let next = stream.peek().token
        return isOperator(next, spelling)
    }

    /// How an operator token changes the depth of `<…>`: `<` opens, `>`, `>>` and `>?>` close.
    /// Tokens with other characters (`->`, `<=`, `&&`) are not angle brackets.
    private func angleDelta(_ token: Token) -> Int {
        Self.angleDelta(token, in: bytes)
    }

    static func angleDelta(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var delta = 0
        for offset in token.start..<token.end {
            switch bytes[offset] {
            case UInt8(ascii: "<"): delta += 1
            case UInt8(ascii: ">"): delta -= 1
            case UInt8(ascii: "?"), UInt8(ascii: "!"): break
            default: return 0
            }
        }
        return delta
    }

    /// Reads a type, type alias or associated type name after its keyword, with its offset.
    private mutating func readName(after keyword: Token) -> (String, Int) {
        let token = stream.peek().token
        guard token.kind == .identifier || token.kind == .backtickIdentifier else { return ("", keyword.start) }
        _ = take()
        lastEnd = token.end
        return (identifierText(token), token.start)
    }

    /// Skips `<…>` starting at the next token.
    private mutating func skipGenericClause() {
        let open = take().token
        // The clause ends at its `<` at least: cut off there (`func f<` as it is typed), its
        // range is that token, never one that ends before it starts.
        lastEnd = open.end
        var depth = angleDelta(open)
        skipAngles(&depth)
    }

    /// Skips the rest of a generic clause whose `<` was consumed as part of another token,
    /// which ends at `openerEnd`.
    private mutating func skipGenericClauseBody(after openerEnd: Int) {
        lastEnd = openerEnd
        var depth = 1
        skipAngles(&depth)
    }

    private mutating func skipAngles(_ depth: inout Int) {
        while depth > 0 {
            let token = stream.peek().token
            if token.kind == .endOfFile || token.kind == .leftBrace || token.kind == .rightBrace { return }
            _ = take()
            lastEnd = token.end
            switch token.kind {
            case .operator: depth += angleDelta(token)
            case .leftParen, .leftBracket: lastEnd = skipBalanced(opening: token.kind).upperBound
            default: break
            }
        }
    }

    /// Skips to the `)` or `]` matching an already taken opener; returns where that closer
    /// stands, or the empty range at the end of the file when none closes it, so that a range
    /// made from it never reaches past the buffer.
    @discardableResult
    private mutating func skipBalanced(opening: TokenKind) -> Range<Int> {
        var depth = 1
        while true {
            let token = take().token
            switch token.kind {
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                depth -= 1
                if depth == 0 { return token.start..<token.end }
            case .leftBrace:
                _ = skipBody()
            case .endOfFile:
                return token.start..<token.start
            default:
                break
            }
        }
    }

    private mutating func skipBody() -> Int {
        let (end, closed) = stream.skipBody()
        if !closed {
            problems.append(ScanProblem(message: "missing '}' at the end of the file", position: lines.position(of: end)))
        }
        return end
    }

    /// Notes the module an `import` names: its first name, after a kind (`import struct M.T`).
    private mutating func noteImportedModule() {
        var token = stream.peek().token
        guard token.lineBreaksBefore == 0 else { return }
        if token.kind == .identifier, let keyword = Keyword.match(bytes, token.start, token.end), Self.isImportKind(keyword) {
            _ = take()
            token = stream.peek().token
        }
        if token.kind == .identifier {
            imports.append(token.start..<token.end)
        } else if token.kind == .backtickIdentifier, token.length > 2 {
            imports.append(token.start + 1..<token.end - 1)
        }
    }

    /// Whether `keyword` names what an `import` takes of a module (`import struct M.T`). Matched
    /// as a keyword: a list of texts was made, and the token's text, for every `import`.
    private static func isImportKind(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .struct, .class, .enum, .protocol, .typealias, .func, .let, .var, .actor: true
        default: false
        }
    }

    private mutating func skipImportPath() {
        while true {
            let token = stream.peek().token
            guard token.lineBreaksBefore == 0, token.kind == .identifier || token.kind == .period || token.kind == .backtickIdentifier || token.kind == .operator else { return }
            _ = take()
        }
    }

    private mutating func skipToBodyAndSkipIt() {
        while true {
            let token = take().token
            if token.kind == .endOfFile { return }
            if token.kind == .leftBrace {
                _ = skipBody()
                return
            }
        }
    }

    /// Skips the rest of a declaration without a body of members: to the next declaration on a
    /// new line, a `}` of the scope, or a `;`.
    private mutating func skipTail() {
        var ignored: HeaderReader?
        skipTail(reading: &ignored)
    }

    /// Skips the rest of a declaration as ``skipTail()`` does, giving each token to `reader`.
    private mutating func skipTail(reading reader: inout HeaderReader?) {
        while true {
            let current = stream.peek()
            let token = current.token
            switch token.kind {
            case .endOfFile, .rightBrace:
                return
            case .semicolon:
                _ = take()
                return
            default:
                break
            }
            if token.lineBreaksBefore > 0, startsDeclaration(current) { return }
            _ = take()
            lastEnd = token.end
            reader?.read(token, in: bytes)
            switch token.kind {
            case .leftParen, .leftBracket:
                lastEnd = skipBalanced(opening: token.kind).upperBound
                reader?.extend(to: lastEnd)
            case .leftBrace:
                reader?.extend(to: skipBody())
            default: break
            }
        }
    }

    /// Whether the next token (at the start of a line) begins a declaration or a directive,
    /// ending the expression or type before it.
    private mutating func startsDeclaration(_ current: SignificantToken) -> Bool {
        let token = current.token
        switch token.kind {
        case .attribute, .poundDirective:
            return true
        case .identifier:
            guard let keyword = Keyword.match(bytes, token.start, token.end) else { return false }
            if keyword == .class || keyword == .actor || keyword == .macro {
                let next = stream.peek(1).token
                return next.kind == .identifier || next.kind == .backtickIdentifier
            }
            if keyword.declarationKind != nil || keyword.isStatementDeclaration { return true }
            return keyword.isModifier && modifierIsFollowedByDeclaration(from: 1)
        default:
            return false
        }
    }
}

/// Records the parts of a type's, extension's or alias's header from its tokens as the scanner
/// takes them: the generic clause right after the name, the inheritance entries after `:`, an
/// aliased type after `=`, and the requirements after `where`. Angle brackets are counted so
/// that the commas of `Dictionary<K, V>` separate no entries.
private struct HeaderReader {
    private enum Part { case name, generics, inheritance, aliased, requirements }
    private var part = Part.name
    private var angle = 0
    private let nameEnd: Int
    private var generics: Range<Int>?
    private var inheritance: [Range<Int>] = []
    private var aliased: Range<Int>?
    private var requirements: Range<Int>?
    /// The piece being read: an inheritance entry, the aliased type, the requirements.
    private var piece: Range<Int>?

    init(nameEnd: Int) {
        self.nameEnd = nameEnd
    }

    mutating func read(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) {
        if part == .generics, let open = generics {
            angle += DeclarationScanner.angleDelta(token, in: bytes)
            generics = open.lowerBound..<token.end
            if angle <= 0 { part = .name }
            return
        }
        if token.kind == .operator {
            if part == .name, token.start == nameEnd, bytes[token.start] == UInt8(ascii: "<") {
                generics = token.start..<token.end
                angle = DeclarationScanner.angleDelta(token, in: bytes)
                part = angle > 0 ? .generics : .name
                return
            }
            if angle == 0, part == .name || part == .inheritance, token.length == 1, bytes[token.start] == UInt8(ascii: "=") {
                closePiece()
                part = .aliased
                return
            }
            angle = max(0, angle + DeclarationScanner.angleDelta(token, in: bytes))
        }
        if angle == 0 {
            if token.kind == .colon, part == .name {
                part = .inheritance
                return
            }
            if token.kind == .comma, part == .inheritance {
                closePiece()
                return
            }
            if token.kind == .identifier, Keyword.match(bytes, token.start, token.end) == .where {
                closePiece()
                part = .requirements
                return
            }
        }
        guard part != .name else { return }
        piece = (piece?.lowerBound ?? token.start)..<token.end
    }

    /// Widens the piece being read to `end`, past a balanced group the scanner skipped.
    mutating func extend(to end: Int) {
        if part == .generics, let generics {
            self.generics = generics.lowerBound..<max(generics.upperBound, end)
        } else if let piece {
            self.piece = piece.lowerBound..<max(piece.upperBound, end)
        }
    }

    private mutating func closePiece() {
        guard let range = piece else { return }
        piece = nil
        switch part {
        case .inheritance: inheritance.append(range)
        case .aliased: aliased = range
        case .requirements: requirements = range
        case .name, .generics: break
        }
    }

    /// `header` with what was read; nil when nothing was.
    mutating func finish(_ header: DeclarationHeader) -> DeclarationHeader? {
        closePiece()
        guard generics != nil || !inheritance.isEmpty || aliased != nil || requirements != nil else { return nil }
        var header = header
        header.genericParameters = generics
        header.inheritance = inheritance
        header.aliasedType = aliased
        header.whereClause = requirements
        return header
    }
}
