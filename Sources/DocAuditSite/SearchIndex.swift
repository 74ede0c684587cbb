import DocAuditRules
import DocAuditCheck
import DocAuditCore

/// The search index: one entry per article and per symbol with a page or an anchor, as JSON.
///
/// Each entry: `t` the dotted title, `n` the name, `k` the kind (in the site's language), `m` the module, `u` the
/// address from the site root, `s` the summary (plain text; the script shows it as text).
enum SearchIndex {
    /// Writes the index, a JSON array of one entry a line, into `html`.
    static func write(_ catalog: SiteCatalog, catalogs: CatalogIndex, language: Language, into html: HTMLStream) {
        html += "["
        var separator = ""
        func entry(title: String, name: String, kind: String, module: String, target: String, summary: String) {
            html += separator
            separator = ",\n"
            html += JSONText.object([
                ("t", JSONText.quoted(title)),
                ("n", JSONText.quoted(name)),
                ("k", JSONText.quoted(kind)),
                ("m", JSONText.quoted(module)),
                ("u", JSONText.quoted(target)),
                ("s", JSONText.quoted(summary)),
            ])
        }
        func add(_ symbol: Symbol, title: String, module: String, target: String) {
            let declaration = symbol.declaration
            entry(title: title, name: declaration.name, kind: Vocabulary.kindName(Vocabulary.kind(declaration), language), module: module,
                  target: target, summary: declaration.isDocumented ? declaration.doc?.markup.summary ?? "" : "")
        }
        for module in catalog.modules {
            let name = module.name
            for article in catalogs.modules[name]?.articles ?? [] {
                let document = article.document
                entry(title: document.title, name: document.title, kind: Label.article.in(language), module: name, target: article.page, summary: document.summary)
            }
            for type in module.types {
                add(type.definitions[0], title: type.path, module: name, target: type.page)
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
        html += "]"
    }
}
