import DocAuditCheck
import DocAuditCore
import Foundation

/// `docaudit init`: writes a `.docaudit.json` with every default spelled out.
enum InitCommand {
    static let help = """
        usage: docaudit init [FOLDER] [--force]

        Writes FOLDER/.docaudit.json (default: ./.docaudit.json) with the default layer table,
        every rule at its default severity and options, and empty exclude and overrides lists.
        An existing file is kept unless --force is given.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        var arguments = Arguments(arguments)
        let force = arguments.flag("--force")
        let folders = try arguments.finish()
        guard folders.count <= 1 else { throw UsageError(description: "init takes one folder") }
        let path = (folders.first ?? ".") + "/" + Configuration.fileName
        if FileManager.default.fileExists(atPath: path), !force {
            Output.standardError("docaudit: \(path) already exists; use --force to replace it\n")
            return 2
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(defaultConfiguration.utf8)) else {
            Output.standardError("docaudit: \(path): cannot write the file\n")
            return 2
        }
        Output.standardOutput("wrote \(path)\n")
        return 0
    }

    /// The defaults as a configuration file.
    static var defaultConfiguration: String {
        let layers = LayerClassifier.standard.rules.map { rule in
            "    {\"layer\": \(JSONText.quoted(rule.layer.rawValue)), \"paths\": [" + rule.paths.map { JSONText.quoted($0.pattern) }.joined(separator: ", ") + "]}"
        }
        let rules = RuleRegistry.all.map { rule in
            let severity = JSONText.quoted(rule.defaultSeverity.rawValue)
            guard !rule.options.isEmpty else { return "    \(JSONText.quoted(rule.id)): \(severity)" }
            let options = rule.options.map { "\(JSONText.quoted($0.name)): \($0.defaultValue.jsonText)" }
            return "    \(JSONText.quoted(rule.id)): {\"severity\": \(severity), " + options.joined(separator: ", ") + "}"
        }
        return """
            {
              "layers": [
            \(layers.joined(separator: ",\n"))
              ],
              "exclude": [],
              "rules": {
            \(rules.joined(separator: ",\n"))
              },
              "overrides": []
            }

            """
    }
}
