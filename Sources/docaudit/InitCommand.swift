import DocAuditRules
import DocAuditCheck
import DocAuditCore
import Foundation

/// `docaudit init`: writes a `.docaudit.json` with every default spelled out.
enum InitCommand {
    static let force = CommandOption("--force", help: "replace an existing .docaudit.json")

    static let syntax = CommandSyntax(
        command: "init", positionals: "[FOLDER]",
        about: """
            Writes FOLDER/.docaudit.json (default: ./.docaudit.json) with what docaudit detects
            there (see `docaudit project`): the project's layer table as explicit patterns, its
            module names, the language of its doc comments (ko when they are mostly Hangul), every
            rule at its default severity and options, and empty exclude and overrides lists. An
            existing file is kept unless --force is given.
            """,
        options: [force])

    static func run(_ arguments: [String]) throws -> Int32 {
        let arguments = try syntax.parse(arguments)
        let force = arguments.flag(Self.force)
        let folders = arguments.positionals
        guard folders.count <= 1 else { throw UsageError(description: "init takes one folder") }
        guard Environment.pathsExistOrReport([folders.first ?? "."]) else { return 2 }
        // `.docaudit.json` in the working directory, `Projects/.docaudit.json` for `init Projects`.
        let path = FilePaths.normalized((folders.first ?? ".") + "/" + Configuration.fileName)
        if FileManager.default.fileExists(atPath: path), !force {
            Output.standardError("docaudit: \(path) already exists; use --force to replace it\n")
            return 2
        }
        let tree = SourceWalker.tree(of: [folders.first ?? "."], noting: nil)
        // The defaults of docaudit, not of a file already there: its layers would be read back.
        let configurations = ConfigurationResolver(fixed: .defaults(folder: FilePaths.absolute(folders.first ?? ".")), walked: tree)
        configurations.project.learnImports(ofFiles: tree)
        let detected = DetectedProject(tree: tree, folder: FilePaths.absolute(folders.first ?? "."), configurations: configurations)
        do {
            try AtomicFile.write(path, bytes: Array(configuration(detected).utf8))
        } catch {
            Output.standardError("docaudit: \(error)\n")
            return 2
        }
        Output.standardOutput("wrote \(path)\n")
        return 0
    }

    /// The configuration file of a detected project, every rule's default spelled out.
    static func configuration(_ detected: DetectedProject) -> String {
        let layers = detected.layers.map { layer, patterns in
            "    {\"layer\": \(JSONText.quoted(layer.rawValue)), \"paths\": [" + patterns.map(JSONText.quoted).joined(separator: ", ") + "]}"
        }
        let modules = detected.modules.map { "    {\"name\": \(JSONText.quoted($0.name)), \"paths\": [\(JSONText.quoted($0.pattern))]}" }
        let rules = RuleRegistry.all.map { rule in
            let severity = JSONText.quoted(rule.defaultSeverity.rawValue)
            guard !rule.options.isEmpty else { return "    \(JSONText.quoted(rule.id)): \(severity)" }
            let options = rule.options.map { "\(JSONText.quoted($0.name)): \($0.defaultValue.jsonText)" }
            return "    \(JSONText.quoted(rule.id)): {\"severity\": \(severity), " + options.joined(separator: ", ") + "}"
        }
        // An empty list on one line: `[` and `]` around a blank line read as a list left out.
        func list(_ items: [String]) -> String { items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]" }
        return """
            {
              "layers": \(list(layers)),
              "modules": \(list(modules)),\(detected.language.map { "\n  \"language\": \(JSONText.quoted($0.rawValue))," } ?? "")
              "exclude": [],
              "rules": {
            \(rules.joined(separator: ",\n"))
              },
              "overrides": []
            }

            """
    }
}

/// What `init` writes down of a project: each folder's layer as the layout gives it, each
/// module name the folders would not give, and the language of its doc comments.
struct DetectedProject {
    /// The patterns of each layer, ignored ones first: the first that matches a file wins.
    var layers: [(Layer, [String])] = []
    var modules: [(name: String, pattern: String)] = []
    var language: Language?

    init(tree: SourceWalker.Tree, folder configured: String, configurations: ConfigurationResolver) {
        let project = configurations.project
        /// A folder below the project root as the configuration's patterns spell it.
        func pattern(_ folder: String, root: String) -> String? {
            let absolute = folder.isEmpty ? root : (root == "/" ? "" : root) + "/" + folder
            guard ProjectModel.path(absolute, isWithin: configured) else { return nil }
            let relative = ProjectModel.path(absolute, below: configured)
            return relative.isEmpty ? "**" : relative + "/**"
        }
        var byLayer: [Layer: [String]] = [:]
        /// Folders outside any target whose files the folder rules place, with their layer.
        var unplacedFolders: [String: Layer] = [:]
        var named: [String: String] = [:]
        var seen = Set<String>()
        var hangul = 0
        var latin = 0
        // Each walked file, as the patterns spell it, with the layer the project gives it.
        var walked: [(path: String, layer: Layer)] = []
        var placements = PlacementCache()
        for path in tree.files {
            let absolute = FilePaths.absolute(path)
            var layer: Layer?
            if ProjectModel.path(absolute, isWithin: configured), let place = try? placements.placement(of: path, resolver: configurations) {
                walked.append((ProjectModel.path(absolute, below: configured), place.layer))
                layer = place.layer
            }
            let folder = FilePaths.folder(of: absolute)
            let root = project.root(ofFolder: folder).folder
            let role = project.role(ofFile: absolute)
            let name = Substring(path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...])
            switch role {
            case _ where ProjectModel.isManifest(name, in: role):
                break
            case .target(let target):
                guard let pattern = pattern(target.folder, root: root) else { break }
                let (name, evidence) = project.name(of: target)
                if Layer.audited.contains(target.layer), evidence == .import || evidence == .pattern { named[pattern] = name }
                if seen.insert(pattern).inserted { byLayer[target.layer, default: []].append(pattern) }
            case .tooling:
                // The outermost folder of tooling stands for all of it.
                var top = folder
                while FilePaths.folder(of: top) != top, ProjectModel.path(FilePaths.folder(of: top), isWithin: root), FilePaths.folder(of: top) != root,
                      case .tooling = project.role(ofFolder: FilePaths.folder(of: top)) {
                    top = FilePaths.folder(of: top)
                }
                if let pattern = pattern(ProjectModel.path(top, below: root), root: root), seen.insert(pattern).inserted {
                    byLayer[.ignored, default: []].append(pattern)
                }
            case .unplaced:
                // The folder rules' layer, where it is not the one a file no pattern matches gets.
                if let layer, layer != .shared, let folderPattern = pattern(ProjectModel.path(folder, below: root), root: root), folderPattern != "**" {
                    unplacedFolders[folderPattern] = layer
                }
            }
            if let bytes = try? SourceWalker.read(path) {
                for declaration in Scanner.scan(bytes).declarations {
                    guard let text = declaration.docText else { continue }
                    for scalar in text.unicodeScalars {
                        if (0xAC00...0xD7A3).contains(scalar.value) { hangul += 1 } else if scalar.properties.isAlphabetic, scalar.isASCII { latin += 1 }
                    }
                }
            }
        }
        // A folder outside any target stands for its own files (`Folder/*.swift`), or for all
        // below it where they all take its layer.
        for (folder, layer) in unplacedFolders {
            let glob = Glob(folder)
            let below = walked.filter { glob.matches($0.path) }
            let own = folder.dropLast(3) + "/*.swift"
            byLayer[layer, default: []].append(below.allSatisfy { $0.layer == layer } ? folder : String(own))
        }
        let manifests = ["**/Project.swift", "**/Package.swift", "**/Workspace.swift", "**/Tuist.swift"]
        layers.append((.ignored, manifests + (byLayer[.ignored] ?? []).sorted()))
        for layer in [Layer.interface, .implementation, .app, .shared] {
            if let patterns = byLayer[layer] { layers.append((layer, patterns.sorted())) }
        }
        layers = LayerPatterns.exact(LayerPatterns.collapsed(layers, files: walked), files: walked)
        // The most specific pattern first: the first that matches a file names its module.
        modules = named.sorted { ($1.key.count, $0.key) < ($0.key.count, $1.key) }.map { ($0.value, $0.key) }
        // A Korean syllable carries about three Latin letters' worth of text.
        language = hangul * 3 > latin ? .ko : nil
    }
}
