import DocAuditRules
import DocAuditCheck
import DocAuditCore

/// The search index: one entry per article and per symbol with a page or an anchor, as JSON.
///
/// Each entry: `t` the dotted title, `n` the name, `k` the kind (in the site's language), `m` the module, `u` the
/// address from the site root, `s` the summary as plain text (the script shows it as text), and `w`, when there
/// are any, the other words of its documentation (``SearchText/words(of:known:limit:)``), space-separated.
enum SearchIndex {
    /// How many words of a symbol's discussion the index keeps: a discussion's first words
    /// name what it is about, and a cap keeps a large module's index small (swift-nio's grows
    /// by 17 %; whole discussions would multiply it).
    static let symbolWords = 24
    /// How many words of an article the index keeps: articles are few and long.
    static let articleWords = 400

    /// The index, a JSON array of one entry a line.
    static func json(_ catalog: SiteCatalog, catalogs: CatalogIndex, language: Language) -> String {
        var json = "["
        var separator = ""
        func entry(title: String, name: String, kind: String, module: String, target: String, summary: String, body: String, limit: Int) {
            json += separator
            separator = ",\n"
            var fields = [
                ("t", JSONText.quoted(title)),
                ("n", JSONText.quoted(name)),
                ("k", JSONText.quoted(kind)),
                ("m", JSONText.quoted(module)),
                ("u", JSONText.quoted(target)),
                ("s", JSONText.quoted(summary)),
            ]
            let words = SearchText.words(of: body, known: Set(SearchText.tokens(Substring(summary))), limit: limit)
            if !words.isEmpty { fields.append(("w", JSONText.quoted(words.joined(separator: " ")))) }
            json += JSONText.object(fields)
        }
        func add(_ symbol: Symbol, title: String, module: String, target: String) {
            let declaration = symbol.declaration
            let comment = declaration.isDocumented ? declaration.doc : nil
            var body = comment?.text ?? ""
            if let document = catalogs.extensionDocument(path: symbol.doccPath, module: module) { body += "\n" + document.body }
            entry(title: title, name: declaration.name, kind: Vocabulary.kindName(Vocabulary.kind(declaration), language), module: module,
                  target: target, summary: SearchText.plain(comment?.markup.summary ?? ""), body: body, limit: symbolWords)
        }
        for module in catalog.modules {
            let name = module.name
            for article in catalogs.modules[name]?.articles ?? [] {
                let document = article.document
                entry(title: document.title, name: document.title, kind: Label.article.in(language), module: name, target: article.page,
                      summary: SearchText.plain(document.summary), body: document.body, limit: articleWords)
            }
            for type in module.types {
                add(type.definitions[0], title: type.title, module: name, target: type.page)
            }
            for type in module.types + module.extensions {
                for member in type.members where !member.declaration.kind.isType {
                    add(member, title: member.declaration.symbolPath, module: name, target: member.target(on: type.page))
                }
            }
            for function in module.functions {
                for overload in function.overloads {
                    add(overload, title: overload.declaration.name, module: name, target: overload.target(on: SiteMap.module(name)))
                }
            }
            for variable in module.variables {
                add(variable, title: variable.declaration.name, module: name, target: variable.target(on: SiteMap.module(name)))
            }
        }
        return json + "]"
    }
}
