import DocAuditCore

/// The English text of every finding message. One exhaustive `switch`: a new message does not
/// compile until it is written here, and a new language is a copy of this file, translated.
///
/// ```swift
/// English.text(of: .unresolvedLink("Loader")) // "symbol link ``Loader`` resolves to no declaration of the checked tree"
/// ```
public enum English {
    /// The text of `message`.
    ///
    /// ```swift
    /// let text = English.text(of: message)
    /// ```
    public static func text(of message: FindingMessage) -> FindingText {
        switch message {
        case .undocumentedType(let declaration): "\(declaration) is not documented; add a /// summary"
        case .undocumentedFunction(let declaration): "\(declaration) is not documented; add a /// summary and a usage example"
        case .undocumentedRequirement(let declaration): "\(declaration) is not documented; add a /// summary"
        case .undocumentedImplementation(let symbol, let requirements): "'\(symbol)' is not documented, and no documented requirement lends it a doc (looked for \(requirements.joined(separator: ", "))); add a /// summary"
        case .missingExample(let declaration): "\(declaration) has no usage example; add a ```swift code block to its doc"
        case .missingExampleUnderHeading(let declaration, let heading): "\(declaration) has no usage example under the heading '\(heading)'"
        case .parameterMismatch(let function, let problems): "doc of '\(function)': \(problems)"
        case .missingReturns(let function, let type): "doc of '\(function)' has no '- Returns:' field for its \(type) result"
        case .returnsOfNothing(let function): "doc of '\(function)' has a '- Returns:' field but it returns nothing"
        case .missingThrows(let function): "doc of '\(function)' has no '- Throws:' field but it throws"
        case .throwsOfNonThrowing(let function): "doc of '\(function)' has a '- Throws:' field but it cannot throw"
        case .documentedCase(let name): "enum case '\(name)' has a doc comment; enum cases are not documented"
        case .documentedProperty(let kind, let name): "\(kind.rawValue) '\(name)' has a doc comment; variables and properties are not documented"
        case .malformedExample(let name, let problem): "usage example of '\(name)' is not well-formed Swift: \(problem) of the example"
        case .unrelatedExample(let name): "usage example of '\(name)' never uses it"
        case .placeholderLeft(let name, let placeholder): "doc comment of '\(name)' still holds the placeholder \(placeholder); write the real text"
        case .emptyExample(let name): "usage example of '\(name)' is empty; show how to call it"
        case .commentedOutDoc(let name): "doc comment of '\(name)' is commented-out code (////); make it a plain // comment"
        case .detachedAcrossBlankLine(let name): "doc comment of '\(name)' is attached across a blank line; move it next to the declaration"
        case .detachedAcrossComment(let name): "doc comment of '\(name)' is attached across a plain comment; move it next to the declaration"
        case .documentsNothing(let reason): "doc comment documents nothing: \(reason)"
        case .unneededInApp(let name): "doc comment on '\(name)' is not needed: App files need no documentation"
        case .unneededInImplementation(let name): "doc comment on '\(name)' is not needed: non-public declarations of implementation modules need no documentation"
        case .parametersSharingLines(let function, let count): "'\(function)' has \(count) parameters; put each on its own line"
        case .unknownSuppressedRule(let word): "unknown rule id '\(word)' in a docaudit comment; run 'docaudit rules' for the ids"
        case .unknownSuppressionCommand(let word): "unknown docaudit command '\(word)' (expected disable-next-line, disable, enable or disable-file)"
        case .suppressionWithoutRules(let command): "'docaudit:\(command)' names no rule, so it does nothing; name rule ids or 'all'"
        case .enableWithoutDisable(let rule): "'docaudit:enable \(rule)' has no 'docaudit:disable \(rule)' before it"
        case .unresolvedLink(let link): "symbol link ``\(link)`` resolves to no declaration of the checked tree"
        case .ambiguousHashLink(let link):
            "symbol link ``\(link)`` names one of several declarations by DocC's hash, which docaudit cannot check: use a kind or type-signature suffix (`-swift.method`, `-(Int)`)"
        case .linkWithoutPage(let link): "symbol link ``\(link)`` resolves to no page of the site"
        case .catalog(let problem): "\(problem)"
        }
    }
}

/// The parts of messages that English words its own way.
extension FindingText.Interpolation {
    /// `public func 'load(from:)'`.
    fileprivate mutating func appendInterpolation(_ declaration: DeclarationMention) {
        appendInterpolation(declaration.access.rawValue)
        appendLiteral(" ")
        appendInterpolation(declaration.kind.rawValue)
        appendLiteral(" '")
        appendInterpolation(declaration.name)
        appendLiteral("'")
    }

    /// Each problem, `; ` between two.
    fileprivate mutating func appendInterpolation(_ problems: [ParameterProblem]) {
        for (position, problem) in problems.enumerated() {
            if position > 0 { appendLiteral("; ") }
            switch problem {
            case .undocumented(let name): appendInterpolation("parameter '\(name)' is not documented" as FindingText)
            case .notAParameter(let name): appendInterpolation("'\(name)' is documented but is no parameter" as FindingText)
            case .documentedTwice(let name): appendInterpolation("parameter '\(name)' is documented twice" as FindingText)
            }
        }
    }

    fileprivate mutating func appendInterpolation(_ problem: ExampleProblem) {
        switch problem {
        case let .lexical(kind, line): appendInterpolation("\(kind.rawValue) at line \(line)" as FindingText)
        case let .unmatched(closer, line): appendInterpolation("unmatched '\(closer)' at line \(line)" as FindingText)
        case let .mismatched(closer, line, opener, openerLine): appendInterpolation("'\(closer)' at line \(line) does not close '\(opener)' of line \(openerLine)" as FindingText)
        case let .unclosed(opener, line): appendInterpolation("'\(opener)' at line \(line) is never closed" as FindingText)
        }
    }

    fileprivate mutating func appendInterpolation(_ problem: CatalogProblem) {
        switch problem {
        case .unknownDirective(let name, nil): appendInterpolation("unknown directive '@\(name)' is left out" as FindingText)
        case .unknownDirective(let name, let inside?): appendInterpolation("unknown directive '@\(name)' in '@\(inside)' is left out" as FindingText)
        case .unclosedDirective(let name): appendInterpolation("'@\(name)' has no closing '}'" as FindingText)
        case .noTitle: appendLiteral("no title: a catalog document starts with '# Title' or '# ``Symbol``'")
        case .missingSnippet(let path): appendInterpolation("no snippet at '\(path)'" as FindingText)
        case .missingImage(let name): appendInterpolation("no image named '\(name)' in the catalog" as FindingText)
        case .unresolvedDocLink(let target): appendInterpolation("<doc:\(target)> names no article or symbol" as FindingText)
        case .linkToNoArticle(let url): appendInterpolation("the link to '\(url)' names no article" as FindingText)
        case .unresolvedSymbolLink(let link): appendInterpolation("symbol link ``\(link)`` resolves to no declaration of the checked tree" as FindingText)
        case .extensionOfNothing(let link): appendInterpolation("this extension file's title ``\(link)`` names no symbol" as FindingText)
        case .secondLanding(let module, let first): appendInterpolation("\(first) is the landing page of \(module) already; this one is left out" as FindingText)
        case .secondArticle(let name, let first): appendInterpolation("\(first) is the article <doc:\(name)> already; this one is left out" as FindingText)
        }
    }

    fileprivate mutating func appendInterpolation(_ reason: OrphanReason) {
        switch reason {
        case .replaced: appendLiteral("a later doc comment before the same declaration replaces it")
        case .beforeConditionalBlock: appendLiteral("it stands before a #if/#else/#endif line")
        case .beforeClosingBrace: appendLiteral("it stands before a closing }")
        case .beforeImport: appendLiteral("it stands before an import")
        case .beforeStatement: appendLiteral("it stands before a statement or an expression")
        case .endOfFile: appendLiteral("it stands at the end of the file")
        case .insideDeclaration: appendLiteral("it stands inside a declaration, after its attributes or in its signature")
        }
    }
}
