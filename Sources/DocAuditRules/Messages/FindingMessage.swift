import DocAuditCore

/// What a finding says, in no language: a case per message, its arguments as associated
/// values. The texts are the language tables' (``English``, ``Korean``), each one exhaustive
/// `switch`, so that a new message is written in every language and a new language names every
/// message. A rule reports a value; the text is written only when the finding is kept.
///
/// ```swift
/// let message = FindingMessage.undocumentedType(DeclarationMention(index, in: file.declarations))
/// message.key // "missing-type-doc.undocumented"
/// message.text(in: .ko) // "public struct 'Cache'에 문서화 주석이 없습니다. /// 요약을 추가하세요"
/// ```
public enum FindingMessage: Sendable {
    /// `missing-type-doc`: a type without documentation.
    case undocumentedType(DeclarationMention)
    /// `missing-function-doc`: a function without documentation, and so without an example.
    case undocumentedFunction(DeclarationMention)
    /// `missing-function-doc`: a protocol's requirement without documentation; its protocol's
    /// example shows it.
    case undocumentedRequirement(DeclarationMention)
    /// `missing-function-doc` with `inheritedDocs`: a member without documentation of a type
    /// that declares conformances, where none of the paths its requirement may have is a
    /// documented declaration.
    case undocumentedImplementation(symbol: String, requirements: [String])
    /// `missing-usage-example`: a documented function without a ```swift block.
    case missingExample(DeclarationMention)
    /// `missing-usage-example`: one without a ```swift block under the configured heading.
    case missingExampleUnderHeading(DeclarationMention, heading: String)
    /// `doc-parameters`: a function's parameter fields that do not match its signature.
    case parameterMismatch(function: String, problems: [ParameterProblem])
    /// `doc-returns`: a function returning `type` without a `- Returns:` field.
    case missingReturns(function: String, type: String)
    /// `doc-returns`: a `- Returns:` field on a function returning nothing.
    case returnsOfNothing(function: String)
    /// `doc-throws`: a throwing function without a `- Throws:` field.
    case missingThrows(function: String)
    /// `doc-throws`: a `- Throws:` field on a function that cannot throw.
    case throwsOfNonThrowing(function: String)
    /// `enum-case-doc`: an enum case with a doc comment.
    case documentedCase(name: String)
    /// `property-doc`: a `var` or `let` with a doc comment.
    case documentedProperty(kind: DeclarationKind, name: String)
    /// `example-syntax`: a usage example that is not well-formed Swift.
    case malformedExample(of: String, problem: ExampleProblem)
    /// `example-unrelated`: a usage example that never names its declaration.
    case unrelatedExample(of: String)
    /// `placeholder-doc`: a doc comment still holding an editor placeholder.
    case placeholderLeft(in: String, placeholder: String)
    /// `placeholder-doc`: an empty ```swift block.
    case emptyExample(of: String)
    /// `commented-out-doc`: `////` lines taken for a doc comment.
    case commentedOutDoc(of: String)
    /// `detached-doc`: a doc comment attached across a blank line.
    case detachedAcrossBlankLine(of: String)
    /// `detached-doc`: a doc comment attached across a plain comment.
    case detachedAcrossComment(of: String)
    /// `detached-doc`: a doc comment that documents nothing, and why.
    case documentsNothing(OrphanReason)
    /// `unneeded-doc`: a doc comment in an App file.
    case unneededInApp(name: String)
    /// `unneeded-doc`: a doc comment on a non-public declaration of an implementation module.
    case unneededInImplementation(name: String)
    /// `multiline-parameters`: a function whose parameters share lines.
    case parametersSharingLines(function: String, count: Int)
    /// `invalid-suppression`: a rule id no rule has.
    case unknownSuppressedRule(String)
    /// `invalid-suppression`: a command other than the four.
    case unknownSuppressionCommand(String)
    /// `invalid-suppression`: a command that names no rule.
    case suppressionWithoutRules(command: String)
    /// `invalid-suppression`: an `enable` no `disable` before it silenced.
    case enableWithoutDisable(rule: String)
    /// `broken-symbol-link`: a link the checked tree does not resolve.
    case unresolvedLink(String)
    /// `broken-symbol-link`: a link naming one of several declarations by DocC's hash, which
    /// docaudit cannot compute.
    case ambiguousHashLink(String)
    /// `broken-symbol-link`, as `docaudit site` reports it: a link to no page of the site.
    case linkWithoutPage(String)
    /// `broken-catalog-doc`: what is wrong in a catalog document.
    case catalog(CatalogProblem)

    /// The message's stable identity, `<rule id>.<what>`, the same in every language and from
    /// release to release: what tools match on instead of the text.
    ///
    /// ```swift
    /// FindingMessage.unresolvedLink("Cache").key // "broken-symbol-link.unresolved"
    /// ```
    public var key: String {
        switch self {
        case .undocumentedType: "missing-type-doc.undocumented"
        case .undocumentedFunction: "missing-function-doc.undocumented"
        case .undocumentedRequirement: "missing-function-doc.undocumented-requirement"
        case .undocumentedImplementation: "missing-function-doc.no-inherited-doc"
        case .missingExample: "missing-usage-example.missing"
        case .missingExampleUnderHeading: "missing-usage-example.missing-under-heading"
        case .parameterMismatch: "doc-parameters.mismatch"
        case .missingReturns: "doc-returns.missing"
        case .returnsOfNothing: "doc-returns.returns-nothing"
        case .missingThrows: "doc-throws.missing"
        case .throwsOfNonThrowing: "doc-throws.cannot-throw"
        case .documentedCase: "enum-case-doc.documented"
        case .documentedProperty: "property-doc.documented"
        case .malformedExample: "example-syntax.malformed"
        case .unrelatedExample: "example-unrelated.unused"
        case .placeholderLeft: "placeholder-doc.placeholder"
        case .emptyExample: "placeholder-doc.empty-example"
        case .commentedOutDoc: "commented-out-doc.commented-out"
        case .detachedAcrossBlankLine: "detached-doc.blank-line"
        case .detachedAcrossComment: "detached-doc.plain-comment"
        case .documentsNothing: "detached-doc.documents-nothing"
        case .unneededInApp: "unneeded-doc.app"
        case .unneededInImplementation: "unneeded-doc.implementation"
        case .parametersSharingLines: "multiline-parameters.shared-lines"
        case .unknownSuppressedRule: "invalid-suppression.unknown-rule"
        case .unknownSuppressionCommand: "invalid-suppression.unknown-command"
        case .suppressionWithoutRules: "invalid-suppression.no-rules"
        case .enableWithoutDisable: "invalid-suppression.enable-without-disable"
        case .unresolvedLink: "broken-symbol-link.unresolved"
        case .ambiguousHashLink: "broken-symbol-link.ambiguous-hash"
        case .linkWithoutPage: "broken-symbol-link.no-page"
        case .catalog(let problem): "broken-catalog-doc." + problem.name
        }
    }

    /// The arguments as strings, in the order of the associated values: a declaration is its
    /// access, kind and name; a reason or a problem is its case's name, then its own values.
    ///
    /// ```swift
    /// FindingMessage.parametersSharingLines(function: "move(from:to:)", count: 2).arguments // ["move(from:to:)", "2"]
    /// ```
    public var arguments: [String] {
        var arguments: [String] = []
        forEachArgument { arguments.append($0) }
        return arguments
    }

    /// Calls `body` with each of ``arguments``: a finding writes them one by one, with no list.
    ///
    /// ```swift
    /// message.forEachArgument { writer.text($0) }
    /// ```
    public func forEachArgument(_ body: (String) -> Void) {
        switch self {
        case .undocumentedType(let declaration), .undocumentedFunction(let declaration), .undocumentedRequirement(let declaration), .missingExample(let declaration):
            declaration.forEachPart(body)
        case .missingExampleUnderHeading(let declaration, let heading):
            declaration.forEachPart(body)
            body(heading)
        case .parameterMismatch(let function, let problems):
            body(function)
            for problem in problems { problem.forEachPart(body) }
        case .undocumentedImplementation(let symbol, let requirements):
            body(symbol)
            for requirement in requirements { body(requirement) }
        case .missingReturns(let function, let type):
            body(function)
            body(type)
        case .documentedProperty(let kind, let name):
            body(kind.rawValue)
            body(name)
        case .malformedExample(let name, let problem):
            body(name)
            problem.forEachPart(body)
        case .placeholderLeft(let name, let placeholder):
            body(name)
            body(placeholder)
        case .parametersSharingLines(let function, let count):
            body(function)
            body(String(count))
        case .documentsNothing(let reason):
            body(reason.rawValue)
        case .catalog(let problem):
            problem.forEachPart(body)
        case .returnsOfNothing(let text), .missingThrows(let text), .throwsOfNonThrowing(let text), .documentedCase(let text), .unrelatedExample(let text),
             .emptyExample(let text), .commentedOutDoc(let text), .detachedAcrossBlankLine(let text), .detachedAcrossComment(let text), .unneededInApp(let text),
             .unneededInImplementation(let text), .unknownSuppressedRule(let text), .unknownSuppressionCommand(let text), .suppressionWithoutRules(let text),
             .enableWithoutDisable(let text), .unresolvedLink(let text), .ambiguousHashLink(let text), .linkWithoutPage(let text):
            body(text)
        }
    }

    /// The text in `language`, from its table.
    ///
    /// ```swift
    /// FindingMessage.unresolvedLink("Loader").text(in: .en).utf8 // "symbol link ``Loader`` resolves to …"
    /// ```
    public func text(in language: Language) -> FindingText {
        switch language {
        case .en: English.text(of: self)
        case .ko: Korean.text(of: self)
        }
    }
}

/// A declaration as a message names it: `public func 'load(from:)'`, its parts kept apart so
/// that each language orders them its own way.
public struct DeclarationMention: Sendable {
    public let access: AccessLevel
    public let kind: DeclarationKind
    /// The name as `docaudit symbols` prints it: `load(from:)`.
    public let name: String

    /// The declaration at `index` of `declarations`, its fields read in place: a copy of the
    /// declaration would cost a count for each of its fields.
    ///
    /// ```swift
    /// let mention = DeclarationMention(index, in: file.declarations)
    /// ```
    public init(_ index: Int, in declarations: [Declaration]) {
        (access, kind, name) = declarations.withUnsafeBufferPointer { ($0[index].access, $0[index].kind, $0[index].name) }
    }

    /// Calls `body` with the access, the kind and the name.
    fileprivate func forEachPart(_ body: (String) -> Void) {
        body(access.rawValue)
        body(kind.rawValue)
        body(name)
    }
}

/// How a function's `- Parameter` fields miss its signature, for `doc-parameters`.
public enum ParameterProblem: Sendable, Equatable {
    /// A named parameter without a field.
    case undocumented(String)
    /// A field for a parameter the function does not have.
    case notAParameter(String)
    /// A parameter with a second field.
    case documentedTwice(String)

    /// The parameter's name.
    fileprivate var name: String {
        switch self {
        case .undocumented(let name), .notAParameter(let name), .documentedTwice(let name): name
        }
    }

    /// Calls `body` with the case's name, then the parameter's.
    fileprivate func forEachPart(_ body: (String) -> Void) {
        switch self {
        case .undocumented: body("undocumented")
        case .notAParameter: body("notAParameter")
        case .documentedTwice: body("documentedTwice")
        }
        body(name)
    }
}

extension ExampleProblem {
    /// Calls `body` with the case's name, then its values.
    fileprivate func forEachPart(_ body: (String) -> Void) {
        switch self {
        case let .lexical(kind, line):
            body("lexical")
            body(kind.rawValue)
            body(String(line))
        case let .unmatched(closer, line):
            body("unmatched")
            body(closer)
            body(String(line))
        case let .mismatched(closer, line, opener, openerLine):
            body("mismatched")
            body(closer)
            body(String(line))
            body(opener)
            body(String(openerLine))
        case let .unclosed(opener, line):
            body("unclosed")
            body(opener)
            body(String(line))
        }
    }
}
