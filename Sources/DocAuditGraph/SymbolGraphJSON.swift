import DocAuditCore

/// Writes a ``SymbolGraph`` in the compiler's symbol-graph format (0.6.0), one document per
/// module, as `swiftc -emit-symbol-graph` does: what `docc convert` reads.
public enum SymbolGraphJSON {
    /// The text of `document`: its symbols and the relationships that start at them.
    /// `absolutePath` turns a file's path into the absolute one its `file://` URI names.
    ///
    /// ```swift
    /// for document in graph.documents {
    ///     let json = SymbolGraphJSON.text(of: document, in: graph) { "/work/app/" + $0 }
    /// }
    /// ```
    public static func text(of document: SymbolGraphDocument, in graph: SymbolGraph, absolutePath: (String) -> String) -> String {
        let module = document.module
        var symbols: [String] = []
        var wanted = Set<Int>()
        for (index, symbol) in graph.symbols.enumerated() where symbol.module == module && symbol.extendedModule == document.extendedModule {
            wanted.insert(index)
            let file = graph.files[symbol.file]
            let uri = fileURI(absolutePath(file.path))
            symbols.append(file.source.withUnsafeBufferPointer { symbolObject(symbol, graph: graph, source: $0, uri: uri) })
        }
        var relationships: [String] = []
        for relationship in graph.relationships where wanted.contains(relationship.source) {
            var fields = [
                ("kind", JSONText.quoted(relationship.kind.rawValue)),
                ("source", JSONText.quoted(graph.symbols[relationship.source].identifier)),
            ]
            switch relationship.target {
            case .symbol(let target):
                let targetSymbol = graph.symbols[target]
                fields.append(("target", JSONText.quoted(targetSymbol.identifier)))
                if targetSymbol.kind == .extensionBlock {
                    let module = targetSymbol.extendedModule.map { [$0] } ?? []
                    fields.append(("targetFallback", JSONText.quoted((module + targetSymbol.pathComponents).joined(separator: "."))))
                }
            case .outside(let name):
                fields.append(("target", JSONText.quoted("da:outside:" + name)))
                fields.append(("targetFallback", JSONText.quoted(name)))
            }
            if let origin = relationship.sourceOrigin {
                let original = graph.symbols[origin]
                fields.append(("sourceOrigin", JSONText.object([
                    ("identifier", JSONText.quoted(original.identifier)),
                    ("displayName", JSONText.quoted(original.pathComponents.joined(separator: "."))),
                ])))
            } else if let origin = relationship.outsideOrigin {
                fields.append(("sourceOrigin", JSONText.object([
                    ("identifier", JSONText.quoted(origin.identifier)), ("displayName", JSONText.quoted(origin.displayName)),
                ])))
            }
            relationships.append(JSONText.object(fields))
        }
        let metadata = JSONText.object([
            ("formatVersion", JSONText.object([("major", "0"), ("minor", "6"), ("patch", "0")])),
            ("generator", JSONText.quoted("docaudit")),
        ])
        let moduleObject = JSONText.object([
            ("name", JSONText.quoted(module)),
            ("platform", JSONText.object([])),
        ])
        return "{\"metadata\":" + metadata + ",\"module\":" + moduleObject
            + ",\"symbols\":[\n" + symbols.joined(separator: ",\n")
            + "\n],\"relationships\":[\n" + relationships.joined(separator: ",\n") + "\n]}\n"
    }

    private static func symbolObject(_ symbol: GraphSymbol, graph: SymbolGraph, source: UnsafeBufferPointer<UInt8>, uri: String) -> String {
        let file = graph.files[symbol.file]
        let declaration = file.scanned.declarations[symbol.declaration]
        let isBlock = symbol.kind == .extensionBlock
        // A standard library member copied into a type stands at the type's declaration: its
        // own is the library's, without a comment, a place or generics here.
        let isStandardCopy = symbol.outsideOrigin != nil
        let fragments = graph.declarationFragments(of: symbol)
        var names = [
            ("title", JSONText.quoted(isBlock ? symbol.pathComponents.joined(separator: ".") : symbol.pathComponents.last ?? declaration.name)),
            ("subHeading", fragmentList(isBlock ? fragments : DeclarationFragments.subHeading(fragments))),
        ]
        if isBlock {
            names.append(("navigator", fragmentList([DeclarationFragment(kind: .identifier, spelling: symbol.pathComponents.joined(separator: "."))])))
        } else if symbol.kind.isType || symbol.kind == .typealias {
            names.append(("navigator", fragmentList([DeclarationFragment(kind: .identifier, spelling: declaration.name)])))
        }
        var fields: [(String, String)] = [
            ("kind", JSONText.object([("identifier", JSONText.quoted(symbol.kind.rawValue)), ("displayName", JSONText.quoted(symbol.kind.displayName))])),
            ("identifier", JSONText.object([("precise", JSONText.quoted(symbol.identifier)), ("interfaceLanguage", "\"swift\"")])),
            ("pathComponents", "[" + symbol.pathComponents.map(JSONText.quoted).joined(separator: ",") + "]"),
            ("names", JSONText.object(names)),
        ]
        if !isBlock, !isStandardCopy, let doc = declaration.doc, !doc.isBlank {
            let lines = DocText.textLines(pieces: doc.pieces, source: source).map { range -> String in
                let start = file.scanned.lines.position(of: range.lowerBound)
                let end = file.scanned.lines.position(of: range.upperBound)
                return JSONText.object([
                    ("range", JSONText.object([("start", position(start)), ("end", position(end))])),
                    ("text", JSONText.quoted(String(decoding: UnsafeBufferPointer(rebasing: source[range]), as: UTF8.self))),
                ])
            }
            fields.append(("docComment", JSONText.object([("uri", JSONText.quoted(uri)), ("module", JSONText.quoted(symbol.module)), ("lines", "[" + lines.joined(separator: ",") + "]")])))
        }
        fields.append(("declarationFragments", fragmentList(fragments)))
        if !isBlock, !isStandardCopy, let generics = genericsObject(declaration, source: source) { fields.append(("swiftGenerics", generics)) }
        if let context = symbol.extensionContext {
            var members: [(String, String)] = []
            members.append(("extendedModule", JSONText.quoted(context.extendedModule ?? symbol.module)))
            if let kind = context.typeKind { members.append(("typeKind", JSONText.quoted(kind.rawValue))) }
            if let clause = context.whereClause {
                members.append(("constraints", constraintList(DeclarationHeader.text(clause, in: source))))
            }
            fields.append(("swiftExtension", JSONText.object(members)))
        }
        fields.append(("accessLevel", JSONText.quoted(isBlock || isStandardCopy ? "public" : declaration.access.rawValue)))
        if !isStandardCopy {
            let name = file.scanned.lines.position(of: graph.locationOffset(of: symbol))
            fields.append(("location", JSONText.object([("uri", JSONText.quoted(uri)), ("position", position(name))])))
        }
        if !symbol.availability.isEmpty {
            fields.append(("availability", "[" + symbol.availability.map(availabilityObject).joined(separator: ",") + "]"))
        }
        return JSONText.object(fields)
    }

    /// A zero-based position, as the symbol graph counts lines and columns.
    private static func position(_ position: SourcePosition) -> String {
        JSONText.object([("line", String(position.line - 1)), ("character", String(position.column - 1))])
    }

    private static func fragmentList(_ fragments: [DeclarationFragment]) -> String {
        "[" + fragments.map { JSONText.object([("kind", JSONText.quoted($0.kind.rawValue)), ("spelling", JSONText.quoted($0.spelling))]) }.joined(separator: ",") + "]"
    }

    /// `swiftGenerics`: the generic parameters and the constraints written on them and in the
    /// `where` clause.
    private static func genericsObject(_ declaration: Declaration, source: UnsafeBufferPointer<UInt8>) -> String? {
        guard let clause = declaration.header.genericParameters else { return nil }
        let text = DeclarationHeader.text(clause, in: source)
        var parameters: [String] = []
        var constraints: [String] = []
        for (index, piece) in TypeNames.splitTopLevel(String(text.dropFirst().dropLast())).enumerated() {
            let parts = piece.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces }
            guard let name = parts.first?.split(separator: " ").last.map(String.init), !name.isEmpty else { continue }
            parameters.append(JSONText.object([("name", JSONText.quoted(name)), ("index", String(index)), ("depth", "0")]))
            if parts.count == 2 {
                constraints.append(JSONText.object([("kind", "\"conformance\""), ("lhs", JSONText.quoted(name)), ("rhs", JSONText.quoted(parts[1]))]))
            }
        }
        var fields = [("parameters", "[" + parameters.joined(separator: ",") + "]")]
        if let clause = declaration.header.whereClause {
            constraints += constraintObjects(DeclarationHeader.text(clause, in: source))
        }
        if !constraints.isEmpty { fields.append(("constraints", "[" + constraints.joined(separator: ",") + "]")) }
        return JSONText.object(fields)
    }

    private static func constraintList(_ clause: String) -> String {
        "[" + constraintObjects(clause).joined(separator: ",") + "]"
    }

    /// `T: P` is a conformance, `T == U` a same-type constraint.
    private static func constraintObjects(_ clause: String) -> [String] {
        TypeNames.splitTopLevel(clause).compactMap { requirement in
            let sides = requirement.split(separator: "==", maxSplits: 1, omittingEmptySubsequences: false)
            if sides.count == 2 {
                return JSONText.object([("kind", "\"sameType\""), ("lhs", JSONText.quoted(sides[0].trimmingSpaces)), ("rhs", JSONText.quoted(sides[1].trimmingSpaces))])
            }
            let parts = requirement.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            return JSONText.object([("kind", "\"conformance\""), ("lhs", JSONText.quoted(parts[0].trimmingSpaces)), ("rhs", JSONText.quoted(parts[1].trimmingSpaces))])
        }
    }

    private static func availabilityObject(_ entry: Availability) -> String {
        func version(_ version: AvailabilityVersion) -> String {
            var fields = [("major", String(version.major))]
            if let minor = version.minor { fields.append(("minor", String(minor))) }
            if let patch = version.patch { fields.append(("patch", String(patch))) }
            return JSONText.object(fields)
        }
        var fields = [("domain", JSONText.quoted(entry.domain))]
        if let introduced = entry.introduced { fields.append(("introduced", version(introduced))) }
        if let deprecated = entry.deprecated { fields.append(("deprecated", version(deprecated))) }
        if let obsoleted = entry.obsoleted { fields.append(("obsoleted", version(obsoleted))) }
        if let message = entry.message { fields.append(("message", JSONText.quoted(message))) }
        if let renamed = entry.renamed { fields.append(("renamed", JSONText.quoted(renamed))) }
        if entry.isUnconditionallyDeprecated { fields.append(("isUnconditionallyDeprecated", "true")) }
        if entry.isUnconditionallyUnavailable { fields.append(("isUnconditionallyUnavailable", "true")) }
        return JSONText.object(fields)
    }

    /// `file://` and the path as it is, spaces included, as the compiler writes it.
    private static func fileURI(_ path: String) -> String {
        "file://" + path
    }
}

extension StringProtocol {
    /// The text without spaces at either end.
    var trimmingSpaces: String {
        String(decoding: TypeNames.trimmingSpaces(ArraySlice(utf8)), as: UTF8.self)
    }
}
