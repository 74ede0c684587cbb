import Foundation
import Testing

/// The GitHub Action's steps (action.yml), run by `Tools/run-action.sh` with the variables a
/// runner sets, on a repository whose last commit adds an undocumented public function. The
/// built binary stands in the runner's temporary folder, as a cache hit restores it there.
@Suite struct ActionTests {
    /// Runs `script` with `sh` in `folder`.
    func shell(_ script: String, in folder: URL, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        try Terminal.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: folder, environment: environment)
    }

    @Test func stepsWriteAnnotationsSARIFOutputsAndTheDiffSummary() throws {
        let root = try Docaudit.fixture([
            "Repository/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
            "Repository/Sources/Kit/Kit.swift": "/// A kit.\npublic struct Kit {}\n",
            "Runner/docaudit/bin/.keep": "",
        ])
        let repository = root.appendingPathComponent("Repository")
        let runner = root.appendingPathComponent("Runner")
        try FileManager.default.copyItem(at: Docaudit.executable, to: runner.appendingPathComponent("docaudit/bin/docaudit"))
        let commit = "git -c user.name=t -c user.email=t@t commit -q"
        let history = try shell("""
            git init -q -b main && git add . && \(commit) -m base && \
            printf 'public func make() -> Kit { Kit() }\\n' > Sources/Kit/Make.swift && git add . && \(commit) -m make
            """, in: repository)
        #expect(history.status == 0, "\(history.output)")

        let tool = Docaudit.packageRoot.appendingPathComponent("Tools/run-action.sh").path
        let run = try shell("'\(tool)' . --diff-base main~1 --args Sources", in: repository, environment: ["RUNNER_TEMP": runner.path])
        #expect(run.status == 1, "the undocumented function fails the check: \(run.output)")
        #expect(run.output.contains("docaudit restored from the cache"), "\(run.output)")
        #expect(run.output.contains("::error file=Sources/Kit/Make.swift,line=1,col=8,title=docaudit missing-function-doc::"), "\(run.output)")
        #expect(run.output.contains("output: summary=1 error, 0 warnings in 2 files audited"), "\(run.output)")
        let sarif = runner.appendingPathComponent("docaudit.sarif")
        #expect(run.output.contains("output: sarif-file=\(sarif.path)"), "\(run.output)")
        #expect(try String(contentsOf: sarif, encoding: .utf8).contains("\"ruleId\":\"missing-function-doc\""))
        let summary = try String(contentsOf: runner.appendingPathComponent("step-summary.md"), encoding: .utf8)
        #expect(summary.contains("**This change adds 1 public function (1 undocumented).**"), "\(summary)")
        #expect(run.output.contains("output: diff-file=\(runner.path)/docaudit-diff.md"), "\(run.output)")

        let strict = try shell("'\(tool)' . --strict --args \"'Sources/Kit/Kit.swift'\"", in: repository, environment: ["RUNNER_TEMP": runner.path])
        #expect(strict.status == 0, "\(strict.output)")
        #expect(strict.output.contains("output: summary=0 errors, 0 warnings in 1 file audited"), "\(strict.output)")
        #expect(!strict.output.contains("== diff failed"), "without diff-base the diff step does nothing: \(strict.output)")
    }
}
