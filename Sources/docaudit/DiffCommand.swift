import DocAuditCheck
import DocAuditCore
import DocAuditDiff
import Foundation

/// `docaudit diff`: the public API at two git revisions compared, with its documentation.
enum DiffCommand {
    static let format = CommandOption("--format", value: "FORMAT", help: "", allowed: ["text", "json", "markdown"], default: .value("text"))
    static let output = CommandOption("--output", value: "FILE", help: "write the report to FILE instead of standard output")
    static let failOn = CommandOption("--fail-on", value: "LIST", help: "exit 1 when one of these comma-separated gates trips: "
                                          + DiffGate.allCases.map(\.rawValue).joined(separator: ", "))
    static let jobs = CommandOption.jobs()

    static let syntax = CommandSyntax(
        command: "diff", positionals: "BASE [HEAD]",
        about: """
            Compares the public API of the project at the git revision BASE with HEAD (a revision,
            or by default the working tree), by symbol identity: the symbols added, removed and
            changed (declaration, access, availability, deprecation, `where` clause), each with its
            documentation at HEAD (documented, usage example, the check's findings), breaking
            changes flagged, and documentation coverage per module at both. Revisions are read
            from git's object database; nothing is checked out. Run it from the repository's root,
            or from the folder of the project to compare.
            """,
        options: [format, output, failOn, jobs])

    static func run(_ arguments: [String]) throws -> Int32 {
        let arguments = try syntax.parse(arguments)
        let format = arguments.value(Self.format) ?? "text"
        guard !arguments.positionals.isEmpty else { throw UsageError(description: "diff needs BASE, the revision to compare with") }
        guard arguments.positionals.count <= 2 else {
            throw UsageError(description: "diff takes BASE and, optionally, HEAD: two revisions at most, found \(arguments.positionals.count)")
        }
        let gates = try (arguments.value(failOn) ?? "").split(separator: ",").map { name in
            guard let gate = DiffGate(rawValue: String(name)) else {
                throw UsageError(description: "unknown gate '\(name)' for --fail-on (expected \(DiffGate.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return gate
        }
        if let file = arguments.value(output), let problem = AtomicFile.problem(writing: file) {
            Output.standardError("docaudit: \(file): cannot write the report: \(problem)\n")
            return 2
        }
        let jobs = try arguments.positiveNumber(Self.jobs) ?? ProcessInfo.processInfo.activeProcessorCount
        let revisions = arguments.positionals
        let base: APISnapshot
        let head: APISnapshot
        do {
            let (top, prefix) = try GitSnapshot.repository(holding: ".")
            let commits = try revisions.map { try GitSnapshot.commit($0, in: top) }
            // The folder compared, as a checkout of each revision would have it.
            let folder = prefix.isEmpty ? top : top + "/" + prefix.dropLast()
            func snapshot(_ commit: String) throws -> APISnapshot {
                APISnapshot.read(try GitSnapshot.files(of: commit, in: top).tree(of: folder, noting: Configuration.fileName), jobs: jobs)
            }
            base = try snapshot(commits[0])
            head = try commits.count > 1 ? snapshot(commits[1]) : APISnapshot.read(GitSnapshot.workingTree(folder, in: top, noting: Configuration.fileName), jobs: jobs)
        } catch {
            Output.standardError("docaudit: \(error)\n")
            return 2
        }
        let problems = base.problems.map { "\(revisions[0]): \($0)" } + head.problems.map { "\(revisions.count > 1 ? revisions[1] : "working tree"): \($0)" }
        let report = DiffReport(diff: APIDiff(base: base, head: head), baseName: revisions[0], headName: revisions.count > 1 ? revisions[1] : "working tree")
        let text = format == "json" ? report.json : format == "markdown" ? report.markdown : report.text
        if let file = arguments.value(output) {
            do {
                try AtomicFile.write(file, bytes: Array(text.utf8))
            } catch {
                Output.standardError("docaudit: \(error)\n")
                return 2
            }
        } else {
            Output.standardOutput(text)
        }
        Output.standardError(problems.map { "docaudit: \($0)\n" }.joined())
        if !problems.isEmpty { return 2 }
        let tripped = gates.compactMap { $0.reason(report) }
        Output.standardError(tripped.map { "docaudit: diff fails: \($0)\n" }.joined())
        return tripped.isEmpty ? 0 : 1
    }
}
