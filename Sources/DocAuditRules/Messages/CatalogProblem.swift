/// What is wrong in a DocC catalog's Markdown document (an article, an extension file, a
/// landing page): what reading and laying it out meets, which DocC would warn about or render
/// wrong. `docaudit check` reports each under `broken-catalog-doc`, `docaudit site` as a warning.
public enum CatalogProblem: Sendable, Hashable {
    /// A directive DocC does not render in reference documentation: `@Unknown`, or one inside
    /// `@Metadata` or `@Options` (the container's name) that they do not take.
    case unknownDirective(String, inside: String?)
    /// A directive whose body is opened with `{` and never closed.
    case unclosedDirective(String)
    /// A document that does not start with `# Title` or `# ``Symbol```.
    case noTitle
    /// `@Snippet(path:)` naming no file of the package's `Snippets/` folder.
    case missingSnippet(String)
    /// An image (`![alt](name)`, `@Image(source:)`) the catalog has no file of.
    case missingImage(String)
    /// `<doc:Target>` naming no article of the catalogs and no symbol.
    case unresolvedDocLink(String)
    /// A link to a Markdown file (`Setup.md`) that is no article of the guide.
    case linkToNoArticle(String)
    /// A symbol link (``` ``Symbol`` ```) in a catalog document that names no declaration.
    case unresolvedSymbolLink(String)
    /// An extension file (`# ``Module/Symbol```) whose title names no symbol.
    case extensionOfNothing(String)
    /// A second landing page of one module (`# ``Module```), after the one at the path given.
    case secondLanding(module: String, first: String)
    /// A second article of one name (two `Setup.md` in one catalog), after the one at the path given.
    case secondArticle(name: String, first: String)

    /// The last part of the message's key: `unknown-directive`.
    var name: String {
        switch self {
        case .unknownDirective: "unknown-directive"
        case .unclosedDirective: "unclosed-directive"
        case .noTitle: "no-title"
        case .missingSnippet: "missing-snippet"
        case .missingImage: "missing-image"
        case .unresolvedDocLink: "unresolved-doc-link"
        case .linkToNoArticle: "link-to-no-article"
        case .unresolvedSymbolLink: "unresolved-symbol-link"
        case .extensionOfNothing: "extension-of-nothing"
        case .secondLanding: "second-landing-page"
        case .secondArticle: "second-article"
        }
    }

    /// Calls `body` with the values the message names, in order.
    func forEachPart(_ body: (String) -> Void) {
        switch self {
        case .unknownDirective(let name, let inside):
            body(name)
            if let inside { body(inside) }
        case .noTitle:
            break
        case .secondLanding(let module, let first):
            body(module)
            body(first)
        case .secondArticle(let name, let first):
            body(name)
            body(first)
        case .unclosedDirective(let text), .missingSnippet(let text), .missingImage(let text), .unresolvedDocLink(let text), .linkToNoArticle(let text),
             .unresolvedSymbolLink(let text), .extensionOfNothing(let text):
            body(text)
        }
    }
}
