// Finds the declarations of one file with swift-syntax and computes the fields of
// `docaudit symbols --format jsonl` for each (the spec is quoted in README.md).

import SwiftSyntax

/// One output line.
struct SymbolRecord {
    var file: String
    var line: Int
    var kind: String
    var name: String
    var parent: String
    var access: String
    var visible: Bool
    var documented: Bool
    var example: Bool
    var summary: String
}

/// What a declaration's members inherit from it.
struct Scope {
    /// Dotted names of the enclosing types and extensions.
    var path: [String]
    /// The kind of the innermost enclosing type or extension; nil at file scope.
    var kind: String?
    /// The innermost container's effective access (for protocol members and enum cases).
    var access: String
    /// The innermost extension's explicit access modifier, if any.
    var extensionModifier: String?
    /// Whether the innermost container is visible (a non-visible container hides its members).
    var visible: Bool

    static let file = Scope(path: [], kind: nil, access: "internal", extensionModifier: nil, visible: true)
}

private let accessKeywords: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

func stripBackticks(_ s: String) -> String {
    s.contains("`") ? s.filter { $0 != "`" } : s
}

struct FileScanner {
    let path: String
    let bytes: UnsafeBufferPointer<UInt8>
    let lines: LineTable
    var records: [SymbolRecord] = []
    /// Public protocols at file scope so far whose names start with `_`: the compiler copies
    /// the members of their extensions into conforming public types, so those are published.
    var underscoredProtocols: Set<String> = []

    init(path: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.path = path
        self.bytes = bytes
        self.lines = LineTable(bytes)
    }

    mutating func scan(_ file: SourceFileSyntax) {
        visitStatements(file.statements, scope: .file)
    }

    // MARK: Traversal

    private mutating func visitStatements(_ items: CodeBlockItemListSyntax, scope: Scope) {
        for item in items {
            if case .decl(let decl) = item.item { visit(decl, scope: scope) }
        }
    }

    private mutating func visitMembers(_ items: MemberBlockItemListSyntax, scope: Scope) {
        for item in items { visit(item.decl, scope: scope) }
    }

    private mutating func visitIfConfig(_ ifConfig: IfConfigDeclSyntax, scope: Scope) {
        for clause in activeClauses(ifConfig) {
            switch clause.elements {
            case .statements(let items): visitStatements(items, scope: scope)
            case .decls(let items): visitMembers(items, scope: scope)
            default: break
            }
        }
    }

    private mutating func visit(_ decl: DeclSyntax, scope: Scope) {
        switch decl.as(DeclSyntaxEnum.self) {
        case .structDecl(let d):
            container(decl, kind: "struct", keyword: d.structKeyword, name: d.name.text, attributes: d.attributes, modifiers: d.modifiers, members: d.memberBlock, scope: scope)
        case .classDecl(let d):
            container(decl, kind: "class", keyword: d.classKeyword, name: d.name.text, attributes: d.attributes, modifiers: d.modifiers, members: d.memberBlock, scope: scope)
        case .enumDecl(let d):
            container(decl, kind: "enum", keyword: d.enumKeyword, name: d.name.text, attributes: d.attributes, modifiers: d.modifiers, members: d.memberBlock, scope: scope)
        case .protocolDecl(let d):
            container(decl, kind: "protocol", keyword: d.protocolKeyword, name: d.name.text, attributes: d.attributes, modifiers: d.modifiers, members: d.memberBlock, scope: scope)
        case .actorDecl(let d):
            container(decl, kind: "actor", keyword: d.actorKeyword, name: d.name.text, attributes: d.attributes, modifiers: d.modifiers, members: d.memberBlock, scope: scope)
        case .extensionDecl(let d):
            let written = d.extendedType.tokens(viewMode: .sourceAccurate).map(\.text).joined()
            let name = String(written.unicodeScalars.filter { !$0.properties.isWhitespace })
            container(decl, kind: "extension", keyword: d.extensionKeyword, name: name, attributes: d.attributes, modifiers: d.modifiers, members: d.memberBlock, scope: scope,
                      underscoredType: extendsUnderscoredType(d.extendedType))
        case .typeAliasDecl(let d):
            emit(decl, kind: "typealias", keyword: d.typealiasKeyword, names: [d.name.text], attributes: d.attributes, modifiers: d.modifiers, scope: scope)
        case .associatedTypeDecl(let d):
            emit(decl, kind: "associatedtype", keyword: d.associatedtypeKeyword, names: [d.name.text], attributes: d.attributes, modifiers: d.modifiers, scope: scope)
        case .functionDecl(let d):
            let isOperator: Bool
            switch d.name.tokenKind {
            case .binaryOperator, .prefixOperator, .postfixOperator: isOperator = true
            default: isOperator = false
            }
            let labels = d.signature.parameterClause.parameters.map { isOperator ? "_" : functionLabel($0) }
            emit(decl, kind: "func", keyword: d.funcKeyword, names: [signatureName(d.name.text, labels)], attributes: d.attributes, modifiers: d.modifiers, scope: scope,
                 underscoredParameter: d.signature.parameterClause.parameters.contains(where: underscored))
        case .initializerDecl(let d):
            let labels = d.signature.parameterClause.parameters.map(functionLabel)
            emit(decl, kind: "init", keyword: d.initKeyword, names: [signatureName("init", labels)], attributes: d.attributes, modifiers: d.modifiers, scope: scope,
                 underscoredParameter: d.signature.parameterClause.parameters.contains(where: underscored))
        case .deinitializerDecl(let d):
            emit(decl, kind: "deinit", keyword: d.deinitKeyword, names: ["deinit"], attributes: d.attributes, modifiers: d.modifiers, scope: scope)
        case .subscriptDecl(let d):
            let labels = d.parameterClause.parameters.map { p -> String in
                p.secondName != nil ? stripBackticks(p.firstName.text) : "_"
            }
            emit(decl, kind: "subscript", keyword: d.subscriptKeyword, names: [signatureName("subscript", labels)], attributes: d.attributes, modifiers: d.modifiers, scope: scope,
                 underscoredParameter: d.parameterClause.parameters.contains(where: underscored))
        case .macroDecl(let d):
            let labels = d.signature.parameterClause.parameters.map(functionLabel)
            emit(decl, kind: "macro", keyword: d.macroKeyword, names: [signatureName(d.name.text, labels)], attributes: d.attributes, modifiers: d.modifiers, scope: scope)
        case .variableDecl(let d):
            let kind = d.bindingSpecifier.tokenKind == .keyword(.let) ? "let" : "var"
            var names: [String] = []
            for binding in d.bindings { boundNames(binding.pattern, into: &names) }
            emit(decl, kind: kind, keyword: d.bindingSpecifier, names: names, attributes: d.attributes, modifiers: d.modifiers, scope: scope)
        case .enumCaseDecl(let d):
            let names = d.elements.map { $0.name.text }
            emit(decl, kind: "case", keyword: d.caseKeyword, names: names, attributes: d.attributes, modifiers: d.modifiers, scope: scope)
        case .ifConfigDecl(let d):
            visitIfConfig(d, scope: scope)
        default:
            break
        }
    }

    // MARK: Conditions

    /// The clauses that may be compiled: none with the literal condition `false` (or `0`) and
    /// none after one with `true` (or `1`); any other condition may hold, as no build settings
    /// are known. A literal counts only alone (a block comment after it makes it unknown).
    private func activeClauses(_ ifConfig: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
        var active: [IfConfigClauseSyntax] = []
        for clause in ifConfig.clauses {
            guard let condition = clause.condition else {
                active.append(clause)
                break
            }
            let literal = literalValue(condition)
            if literal == false { continue }
            active.append(clause)
            if literal == true { break }
        }
        return active
    }

    private func literalValue(_ condition: ExprSyntax) -> Bool? {
        if condition.trailingTrivia.pieces.contains(where: { if case .blockComment = $0 { return true } else { return false } }) {
            return nil
        }
        if let boolean = condition.as(BooleanLiteralExprSyntax.self) {
            return boolean.literal.tokenKind == .keyword(.true)
        }
        if let integer = condition.as(IntegerLiteralExprSyntax.self) {
            switch integer.literal.text {
            case "0": return false
            case "1": return true
            default: return nil
            }
        }
        return nil
    }

    // MARK: Names

    /// Whether a parameter's label or name starts with `_` (`_` alone is neither): the
    /// compiler leaves a function, initializer or subscript with one out of the symbol graph.
    private func underscored(_ parameter: FunctionParameterSyntax) -> Bool {
        [parameter.firstName, parameter.secondName].contains { token in
            guard let token else { return false }
            let text = stripBackticks(token.text)
            return text.hasPrefix("_") && text != "_"
        }
    }

    /// Whether an extended type, or a type it is nested in, is spelled with a leading `_`.
    private func extendsUnderscoredType(_ type: TypeSyntax) -> Bool {
        var current: TypeSyntax? = type
        while let node = current {
            if let member = node.as(MemberTypeSyntax.self) {
                if stripBackticks(member.name.text).hasPrefix("_") { return true }
                current = member.baseType
            } else if let identifier = node.as(IdentifierTypeSyntax.self) {
                return stripBackticks(identifier.name.text).hasPrefix("_")
            } else {
                return false
            }
        }
        return false
    }

    private func functionLabel(_ parameter: FunctionParameterSyntax) -> String {
        stripBackticks(parameter.firstName.text)
    }

    private func signatureName(_ base: String, _ labels: [String]) -> String {
        var s = stripBackticks(base) + "("
        for label in labels { s += label + ":" }
        return s + ")"
    }

    private func boundNames(_ pattern: PatternSyntax, into names: inout [String]) {
        if let p = pattern.as(IdentifierPatternSyntax.self) {
            names.append(p.identifier.text)
        } else if let p = pattern.as(TuplePatternSyntax.self) {
            for element in p.elements { boundNames(element.pattern, into: &names) }
        } else if let p = pattern.as(ValueBindingPatternSyntax.self) {
            boundNames(p.pattern, into: &names)
        }
    }

    // MARK: Access and visibility

    private func explicitAccess(_ modifiers: DeclModifierListSyntax) -> String? {
        for modifier in modifiers where modifier.detail == nil {
            let text = modifier.name.text
            if accessKeywords.contains(text) { return text }
        }
        return nil
    }

    /// What the attributes say of publishing: `@_spi(…)` and `@_documentation(visibility: X)`
    /// with X neither public nor open hide (unless overridden), `@available(*, unavailable…)`
    /// hides always, `@_documentation(visibility: public)` (or `open`) publishes whatever the
    /// access, `@_spi` or spelling; in the clauses of a `#if` inside the attribute list that
    /// may be compiled too.
    private func attributeVisibility(_ attributes: AttributeListSyntax) -> (hidden: Bool, unavailable: Bool, documentedAsPublic: Bool) {
        var result = (hidden: false, unavailable: false, documentedAsPublic: false)
        var elements = Array(attributes)
        var index = 0
        while index < elements.count {
            let element = elements[index]
            index += 1
            if case .ifConfigDecl(let conditional) = element {
                for clause in activeClauses(conditional) {
                    if case .attributes(let nested) = clause.elements { elements.append(contentsOf: nested) }
                }
                continue
            }
            guard case .attribute(let attribute) = element else { continue }
            let name = attribute.attributeName.tokens(viewMode: .sourceAccurate).map(\.text).joined()
            switch name {
            case "_spi":
                result.hidden = true
            case "_documentation":
                for part in compact(attribute.arguments).split(separator: ",") where part.hasPrefix("visibility:") {
                    let value = part.dropFirst("visibility:".count)
                    if value == "public" || value == "open" { result.documentedAsPublic = true } else { result.hidden = true }
                }
            case "available":
                let parts = compact(attribute.arguments).split(separator: ",")
                if parts.first == "*", parts.dropFirst().contains("unavailable") { result.unavailable = true }
            default:
                break
            }
        }
        return result
    }

    private func compact(_ node: (some SyntaxProtocol)?) -> String {
        guard let node else { return "" }
        return node.tokens(viewMode: .sourceAccurate).map(\.text).joined()
    }

    private func effectiveAccess(kind: String, modifiers: DeclModifierListSyntax, scope: Scope) -> String {
        if let explicit = explicitAccess(modifiers) { return explicit }
        if scope.kind == "protocol" { return scope.access }
        if scope.kind == "enum", kind == "case" { return scope.access }
        if scope.kind == "extension", let modifier = scope.extensionModifier { return modifier }
        return "internal"
    }

    private func isPublic(_ access: String) -> Bool { access == "public" || access == "open" }

    // MARK: Records

    /// Emits the records of a declaration and returns its access and visibility (of its last
    /// name: a type has one).
    ///
    /// Visible is what the compiler's symbol graph holds: in a visible scope, public or open,
    /// not hidden by an attribute and not spelled with a leading `_` (the name, an extended
    /// type or a type it is nested in, a parameter of a function, initializer or subscript),
    /// unless `@_documentation(visibility: public)` says otherwise.
    @discardableResult
    private mutating func emit(_ decl: DeclSyntax, kind: String, keyword: TokenSyntax, names: [String],
                               attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax,
                               scope: Scope, underscoredParameter: Bool = false,
                               underscoredType: Bool = false) -> (access: String, visible: Bool) {
        let access = effectiveAccess(kind: kind, modifiers: modifiers, scope: scope)
        let attributes = attributeVisibility(attributes)
        func isVisible(_ name: String) -> Bool {
            let underscored = kind == "extension"
                ? underscoredType && !underscoredProtocols.contains(name)
                : underscoredParameter || stripBackticks(name).hasPrefix("_")
            let hidden = attributes.unavailable || !attributes.documentedAsPublic && (attributes.hidden || underscored)
            if kind == "extension" {
                let modifier = explicitAccess(modifiers)
                return (attributes.documentedAsPublic || modifier == nil || isPublic(modifier!)) && scope.visible && !hidden
            }
            return (attributes.documentedAsPublic || isPublic(access)) && scope.visible && !hidden
        }
        let visible = isVisible(names.last ?? "")
        if kind == "protocol", scope.path.isEmpty, let name = names.first, stripBackticks(name).hasPrefix("_"),
           isPublic(access), !attributes.hidden, !attributes.unavailable {
            underscoredProtocols.insert(stripBackticks(name))
        }
        guard !names.isEmpty else { return (access, visible) }
        let line = lines.line(keyword.positionAfterSkippingLeadingTrivia.utf8Offset)
        let doc: AttachedDoc
        if let first = decl.firstToken(viewMode: .sourceAccurate) {
            doc = DocComments.attached(before: first, bytes: bytes, lines: lines)
        } else {
            doc = .none
        }
        let parent = scope.path.joined(separator: ".")
        for name in names {
            records.append(SymbolRecord(
                file: path, line: line, kind: kind, name: stripBackticks(name), parent: parent,
                access: access, visible: isVisible(name), documented: doc.documented, example: doc.example,
                summary: doc.summary))
        }
        return (access, visible)
    }

    private mutating func container(_ decl: DeclSyntax, kind: String, keyword: TokenSyntax, name: String,
                                    attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax,
                                    members: MemberBlockSyntax, scope: Scope, underscoredType: Bool = false) {
        let (access, visible) = emit(decl, kind: kind, keyword: keyword, names: [name], attributes: attributes, modifiers: modifiers, scope: scope,
                                     underscoredType: underscoredType)
        let inner = Scope(
            path: scope.path + [stripBackticks(name)], kind: kind, access: access,
            extensionModifier: kind == "extension" ? explicitAccess(modifiers) : nil, visible: visible)
        visitMembers(members.members, scope: inner)
    }
}
