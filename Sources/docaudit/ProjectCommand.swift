import DocAuditRules
import DocAuditCheck
import DocAuditCore
import Foundation

/// `docaudit project`: what docaudit reads the project as, before it audits anything.
enum ProjectCommand {
    static let format = CommandOption("--format", value: "FORMAT", help: "what is printed, read by people or tools", allowed: ["text", "json"], default: .value("text"))
    static let config = CommandOption.config

    static let syntax = CommandSyntax(
        command: "project", positionals: "[PATH…]",
        about: """
            Shows how docaudit reads the project under each PATH (default: .): the root and why it
            is the root; each module with its name and what decided it (an import, a manifest, the
            configuration, or the folder's default), its layer group, role, layer and file count;
            and every folder left out, with why. Given one Swift file, explains that file alone.
            """,
        options: [format, config])

    static func run(_ arguments: [String]) throws -> Int32 {
        let arguments = try syntax.parse(arguments)
        let format = arguments.value(Self.format) ?? "text"
        let config = arguments.value(Self.config)
        var paths = arguments.positionals
        if paths.isEmpty { paths = ["."] }
        guard let (tree, configurations) = Environment.walkWithConfigurationsOrReport(paths, config: config),
              LeftOutArguments.anyLeftAfterReporting(tree) else { return 2 }
        configurations.project.learnImports(ofFiles: tree)
        if paths.count == 1, paths[0].hasSuffix(".swift"), tree.files.count == 1 {
            // The file's module is named by its whole project: the project is read for it.
            let root = ProjectRoot.find(from: FilePaths.folder(of: FilePaths.absolute(paths[0]))).folder
            guard let (projectTree, project) = Environment.walkWithConfigurationsOrReport([root], config: config) else { return 2 }
            project.project.learnImports(ofFiles: projectTree)
            return explain(tree.files.first!, configurations: project, json: format == "json")
        }
        let report = ProjectReport(tree: tree, configurations: configurations)
        Output.standardOutput(format == "json" ? report.json : report.text)
        Output.standardError(report.problems.map { "docaudit: " + $0 + "\n" }.joined())
        return 0
    }

    /// One file's place: its root, the target its folder stands in, its module and layer.
    private static func explain(_ path: String, configurations: ConfigurationResolver, json: Bool) -> Int32 {
        let place: Placement
        do {
            place = try Placement.of(path, resolver: configurations)
        } catch {
            Output.standardError("docaudit: \(error)\n")
            return 2
        }
        let folder = FilePaths.folder(of: FilePaths.absolute(path))
        let project = configurations.project
        let root = project.root(ofFolder: folder)
        var facts: [(String, String)] = [("file", path), ("root", root.folder + " (" + root.reason + ")")]
        switch project.role(ofFile: FilePaths.absolute(path)) {
        case .target(let target):
            let (name, evidence) = project.name(of: target)
            facts.append(("target", (target.folder.isEmpty ? "." : target.folder) + " (" + target.style.rawValue + ", " + (target.product ?? target.role.rawValue) + (target.group.map { ", group " + $0 + (target.groupIsKnown ? "" : ", unknown group") } ?? "") + ")"))
            facts.append(("module", place.module + " (" + (place.module == name ? evidence.rawValue : "configuration") + ")"))
        case .tooling(let reason):
            facts.append(("target", "none: " + reason))
            facts.append(("module", place.module))
        case .unplaced:
            facts.append(("target", "none: no layout names one; the folder rules place it"))
            facts.append(("module", place.module + " (default)"))
        }
        facts.append(("layer", place.layer.rawValue + (place.configuration.layersConfigured ? " (the configuration's layers)" : "")))
        if place.excluded { facts.append(("excluded", "by " + (place.configuration.file ?? "the configuration"))) }
        facts.append(("audited", place.excluded ? "no" : place.layer == .implementation ? "its visible declarations" : Layer.audited.contains(place.layer) ? "every declaration" : "no"))
        if json {
            Output.standardOutput(JSONText.object(facts.map { ($0.0, JSONText.quoted($0.1)) }) + "\n")
        } else {
            Output.standardOutput(facts.map { $0.0 + ": " + $0.1 + "\n" }.joined())
        }
        Output.standardError(project.problems.map { "docaudit: " + $0 + "\n" }.joined())
        return 0
    }
}
