import DocAuditRules
import DocAuditCheck
import DocAuditCore
import DocAuditGraph
import Foundation

/// `docaudit symbols`: lists every declaration with its access and doc comment.
enum SymbolsCommand {
    static let format = CommandOption("--format", value: "FORMAT", help: "", allowed: ["jsonl", "json", "text", "symbolgraph"], default: .value("jsonl"))
    static let output = CommandOption("--output", value: "DIR", help: "the folder symbolgraph writes (needed by it, taken by no other format)")
    static let noExtensionBlocks = CommandOption("--no-extension-blocks", help: "symbolgraph: make the members of an extension of another module's type members of that type")

    static let syntax = CommandSyntax(
        command: "symbols", positionals: "[PATH…]",
        about: """
            Lists the declarations of the Swift files under each PATH (default: .), with their
            effective access, visibility and documentation, and the module, layer and role of
            their file (as `docaudit project` shows them), in sorted file order; jsonl and json
            also show each declaration's modifiers, attributes, availability, generic parameters,
            inheritance and `where` clause.

            symbolgraph writes DIR/<Module>.symbols.json for each module with published symbols,
            in the compiler's symbol-graph format (symbols, documentation, availability and their
            relationships), read from source without building: `docc convert` takes it with
            --additional-symbol-graph-dir DIR. Files of the ignored layer (tests, demos, tooling)
            are left out. As DocC's package plugin asks of the compiler, an extension of another
            module's type is a symbol of its own (an extension block, written to
            DIR/<Module>@<Other>.symbols.json); --no-extension-blocks makes its members members
            of the outside type instead.

            Files are named by their path from the project root, as `check` names them,
            however PATH was given.
            """,
        options: [format, output, noExtensionBlocks, CheckCommand.pathsAsTyped])

    static func run(_ arguments: [String]) throws -> Int32 {
        let arguments = try syntax.parse(arguments)
        let format = arguments.value(Self.format) ?? "jsonl"
        let output = arguments.value(Self.output)
        let extensionBlocks = !arguments.flag(Self.noExtensionBlocks)
        if format == "symbolgraph", output == nil {
            throw UsageError(description: "--format symbolgraph needs --output DIR")
        }
        if format != "symbolgraph", output != nil || !extensionBlocks {
            throw UsageError(description: "--output and --no-extension-blocks are for --format symbolgraph")
        }
        var paths = arguments.positionals
        if paths.isEmpty { paths = ["."] }
        guard Environment.pathsExistOrReport(paths) else { return 2 }
        let tree = SourceWalker.tree(of: paths, noting: Configuration.fileName)
        guard LeftOutArguments.anyLeftAfterReporting(tree) else { return 2 }
        let configurations = ConfigurationResolver(walked: tree)
        configurations.project.learnImports(ofFiles: tree)
        let reportPaths = ReportPaths(project: arguments.flag(CheckCommand.pathsAsTyped) ? nil : configurations.project)
        var placements = PlacementCache()
        var failed = !tree.problems.isEmpty
        for problem in tree.problems { Output.standardError("docaudit: \(problem)\n") }
        if format == "symbolgraph", let output {
            return writeSymbolGraphs(of: tree, to: output, extensionBlocks: extensionBlocks, configurations: configurations, placements: &placements) && !failed ? 0 : 2
        }
        var first = true
        if format == "json" { Output.standardOutput("[") }
        // One file at a time: memory stays bounded by the largest file, not the tree.
        for path in tree.files {
            let bytes: [UInt8]
            do {
                bytes = try SourceWalker.read(path)
            } catch {
                Output.standardError("docaudit: \(error)\n")
                failed = true
                continue
            }
            let scanned = Scanner.scan(bytes)
            let place: FilePlace
            do {
                place = try FilePlace(path, placements: &placements, configurations: configurations)
            } catch {
                Output.standardError("docaudit: \(error)\n")
                failed = true
                continue
            }
            let shown = reportPaths.path(of: path)
            var text = ""
            for declaration in scanned.declarations {
                switch format {
                case "text":
                    text += textLine(declaration, path: shown, place: place)
                case "json":
                    text += (first ? "\n" : ",\n") + jsonObject(declaration, path: shown, place: place, source: bytes)
                default:
                    text += jsonObject(declaration, path: shown, place: place, source: bytes) + "\n"
                }
                first = false
            }
            Output.standardOutput(text)
            let problems = scanned.problems.map { "\(shown):\($0.position.line):\($0.position.column): warning: \($0.message)\n" }
            Output.standardError(problems.joined())
        }
        if format == "json" { Output.standardOutput(first ? "]\n" : "\n]\n") }
        // Manifests the project model could not read: their folders kept the folder rules.
        Output.standardError(configurations.project.problems.map { "docaudit: warning: \($0)\n" }.joined())
        return failed ? 2 : 0
    }

    /// Reads every file the check audits, builds their graph and writes one symbol-graph
    /// document per module to `directory`; false when a file or the output failed.
    static func writeSymbolGraphs(of tree: SourceWalker.Tree, to directory: String, extensionBlocks: Bool, configurations: ConfigurationResolver, placements: inout PlacementCache) -> Bool {
        var succeeded = true
        var files: [GraphFile] = []
        for path in tree.files {
            do {
                let place = try placements.placement(of: path, resolver: configurations)
                guard place.layer != .ignored else { continue }
                let bytes = try SourceWalker.read(path)
                files.append(GraphFile(path: path, module: place.module, source: bytes, scanned: Scanner.scan(bytes)))
            } catch {
                Output.standardError("docaudit: \(error)\n")
                succeeded = false
            }
        }
        let graph = SymbolGraph(files: files, extensionBlocks: extensionBlocks)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            Output.standardError("docaudit: cannot create the folder '\(directory)': \(error.localizedDescription)\n")
            return false
        }
        for document in graph.documents {
            let text = SymbolGraphJSON.text(of: document, in: graph) { FilePaths.absolute($0) }
            let path = (directory as NSString).appendingPathComponent(document.fileName)
            do {
                try AtomicFile.write(path, bytes: Array(text.utf8))
            } catch {
                Output.standardError("docaudit: \(error)\n")
                succeeded = false
            }
        }
        Output.standardError("docaudit: \(graph.symbols.count) symbols and \(graph.relationships.count) relationships of \(graph.modules.count) modules written to \(directory)\n")
        return succeeded
    }

    /// The module, layer and role of a file, as `check` places it.
    struct FilePlace {
        var module: String
        var layer: Layer
        /// The role of the folder in its target (`interface`, `sources`, `tests`, …), `tooling`,
        /// or `folder rules` where no layout names one.
        var role: String

        init(_ path: String, placements: inout PlacementCache, configurations: ConfigurationResolver) throws {
            let place = try placements.placement(of: path, resolver: configurations)
            module = place.module
            layer = place.layer
            switch configurations.project.role(ofFolder: FilePaths.folder(of: FilePaths.absolute(path))) {
            case .target(let target): role = target.role.rawValue
            case .tooling: role = "tooling"
            case .unplaced: role = "folder rules"
            }
        }
    }

    static func jsonObject(_ declaration: Declaration, path: String, place: FilePlace, source: [UInt8]) -> String {
        let doc = declaration.isDocumented ? declaration.doc : nil
        return JSONText.object([
            ("file", JSONText.quoted(path)),
            ("line", String(declaration.keyword.line)),
            ("kind", JSONText.quoted(declaration.kind.rawValue)),
            ("name", JSONText.quoted(declaration.name)),
            ("parent", JSONText.quoted(declaration.parent)),
            ("access", JSONText.quoted(declaration.access.rawValue)),
            ("visible", String(declaration.visible)),
            ("documented", String(doc != nil)),
            ("example", String(doc?.hasUsageExample ?? false)),
            ("summary", JSONText.quoted(doc?.summaryLine ?? "")),
            ("module", JSONText.quoted(place.module)),
            ("layer", JSONText.quoted(place.layer.rawValue)),
            ("role", JSONText.quoted(place.role)),
        ] + source.withUnsafeBufferPointer { headerFields(declaration, source: $0) })
    }

    /// What the header says beyond the name, each field only when there is something to say.
    static func headerFields(_ declaration: Declaration, source: UnsafeBufferPointer<UInt8>) -> [(String, String)] {
        let header = declaration.header
        func text(_ range: Range<Int>) -> String { JSONText.quoted(DeclarationHeader.text(range, in: source)) }
        func list(_ ranges: [Range<Int>]) -> String { "[" + ranges.map(text).joined(separator: ",") + "]" }
        var fields: [(String, String)] = []
        let modifiers = declaration.modifiers.spelled
        if !modifiers.isEmpty { fields.append(("modifiers", "[" + modifiers.map(JSONText.quoted).joined(separator: ",") + "]")) }
        if !header.attributes.isEmpty { fields.append(("attributes", list(header.attributes))) }
        let availability = header.attributes.flatMap { Availability.read(source, attribute: $0) }
        if !availability.isEmpty { fields.append(("availability", "[" + availability.map(availabilityObject).joined(separator: ",") + "]")) }
        if let generics = header.genericParameters { fields.append(("generics", text(generics))) }
        if !header.inheritance.isEmpty { fields.append(("inheritance", list(header.inheritance))) }
        if let aliased = header.aliasedType { fields.append(("aliased", text(aliased))) }
        if let thrown = header.thrownType { fields.append(("throws", text(thrown))) }
        if let requirements = header.whereClause { fields.append(("where", text(requirements))) }
        return fields
    }

    static func availabilityObject(_ entry: Availability) -> String {
        var fields = [("domain", JSONText.quoted(entry.domain))]
        if let version = entry.introduced { fields.append(("introduced", JSONText.quoted(version.description))) }
        if let version = entry.deprecated { fields.append(("deprecated", JSONText.quoted(version.description))) }
        if let version = entry.obsoleted { fields.append(("obsoleted", JSONText.quoted(version.description))) }
        if entry.isUnconditionallyDeprecated { fields.append(("deprecatedAlways", "true")) }
        if entry.isUnconditionallyUnavailable { fields.append(("unavailable", "true")) }
        if let message = entry.message { fields.append(("message", JSONText.quoted(message))) }
        if let renamed = entry.renamed { fields.append(("renamed", JSONText.quoted(renamed))) }
        return JSONText.object(fields)
    }

    static func textLine(_ declaration: Declaration, path: String, place: FilePlace) -> String {
        let location = "\(path):\(declaration.keyword.line)"
        let access = declaration.access.rawValue + (declaration.visible ? "" : " (hidden)")
        let summary = declaration.isDocumented ? "  — " + (declaration.doc?.summaryLine ?? "") : "  (undocumented)"
        return location + "  " + place.module + "  " + declaration.kind.rawValue + "  " + access + "  " + declaration.symbolPath + summary + "\n"
    }
}
