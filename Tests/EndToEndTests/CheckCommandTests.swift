import Foundation
import Testing
import DocAuditRules
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `docaudit check` as users and CI run it: the built binary on fixture trees and on Sample.
@Suite struct CheckCommandTests {
    /// Projects a `--format json` report to the line format of `Sample/expected-diagnostics.txt`:
    /// `FILE:LINE:COLUMN: SEVERITY [RULE-ID] SYMBOL`, FILE without a leading `./`.
    static func projected(_ json: String) throws -> [String] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        return diagnostics.map { item in
            var file = item["file"] as? String ?? ""
            if file.hasPrefix("./") { file.removeFirst(2) }
            return "\(file):\(item["line"] ?? 0):\(item["column"] ?? 0): \(item["severity"] ?? "") [\(item["rule"] ?? "")] \(item["symbol"] ?? "")"
        }
    }

    static let sample = Docaudit.packageRoot.appendingPathComponent("Sample")

    @Test func sampleFiresExactlyTheExpectedDiagnostics() throws {
        let expected = try String(contentsOf: Self.sample.appendingPathComponent("expected-diagnostics.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let result = try Docaudit.run(["check", ".", "--format", "json"], in: Self.sample)
        #expect(result.status == 1)
        #expect(result.standardError == "")
        #expect(try Self.projected(result.standardOutput) == expected)
    }

    @Test func outputIsIdenticalWhateverTheNumberOfJobs() throws {
        for format in ["text", "json", "sarif"] {
            let one = try Docaudit.run(["check", "Sample", "--format", format, "--jobs", "1"])
            let two = try Docaudit.run(["check", "Sample", "--format", format, "--jobs", "2"])
            let many = try Docaudit.run(["check", "Sample", "--format", format, "--jobs", "7"])
            #expect(one.standardOutput == two.standardOutput)
            #expect(one.standardOutput == many.standardOutput)
            #expect(one.status == 1 && two.status == 1)
        }
    }

    @Test func sampleMessagesFollowTheConfiguredLanguageUnlessAskedOtherwise() throws {
        let korean = try Docaudit.run(["check", "Sample"], environment: ["LANG": "C"])
        #expect(korean.standardOutput.contains("문서화 주석이 없습니다"))
        let english = try Docaudit.run(["check", "Sample", "--lang", "en"])
        #expect(english.standardOutput.contains("is not documented"))
        #expect(english.standardOutput.hasSuffix("15 errors, 16 warnings in 30 files audited of 33 read\n"))
    }

    // MARK: Exit codes

    static let clean = "/// A user.\npublic struct User {}\n"
    static let warningOnly = "/// A user.\n\npublic struct User {}\n"
    static let failing = "public struct User {}\n"

    @Test func exitCodes() throws {
        let root = try Docaudit.fixture(["clean/A.swift": Self.clean, "warn/A.swift": Self.warningOnly, "fail/A.swift": Self.failing])
        #expect(try Docaudit.run(["check", "clean"], in: root).status == 0)
        #expect(try Docaudit.run(["check", "warn"], in: root).status == 0)
        #expect(try Docaudit.run(["check", "warn", "--strict"], in: root).status == 1)
        #expect(try Docaudit.run(["check", "fail"], in: root).status == 1)
        let usage = try Docaudit.run(["check", "--format", "xml"], in: root)
        #expect(usage.status == 2)
        #expect(usage.standardError.contains("unknown format 'xml' (expected text, json, sarif, github, junit, checkstyle, codeclimate, rdjson, markdown)"))
        #expect(try Docaudit.run(["check", "--jobs", "0"], in: root).status == 2)
        #expect(try Docaudit.run(["check", "--no-such-flag"], in: root).status == 2)
    }

    @Test func badInputIsNamedWithExitTwoAndTheOtherFilesStillReported() throws {
        let root = try Docaudit.fixture(["fail/A.swift": Self.failing])
        try Data([0x70, 0x75, 0x62, 0xFF, 0x0A]).write(to: root.appendingPathComponent("fail/Latin1.swift"))
        let result = try Docaudit.run(["check", "fail"], in: root)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("fail/A.swift:1:8: error: public struct 'User' is not documented"))
        #expect(result.standardError.contains("docaudit: fail/Latin1.swift: not valid UTF-8 (byte 3)"))
    }

    @Test func brokenConfigurationsAreNamedWithTheKey() throws {
        let root = try Docaudit.fixture([
            "app/.docaudit.json": #"{"rules": {"missing-type-doc": {"severity": "error", "kind": ["init"]}}}"#,
            "app/A.swift": Self.failing,
            "lib/A.swift": Self.failing,
            "ci.json": #"{"languages": "ko"}"#,
        ])
        let result = try Docaudit.run(["check", "app", "lib"], in: root)
        #expect(result.status == 2)
        #expect(result.standardError.contains("app/.docaudit.json: rules.missing-type-doc.kind: unknown key (allowed: severity)"))
        #expect(result.standardOutput.contains("lib/A.swift:1:8: error"))
        let fixed = try Docaudit.run(["check", "lib", "--config", "ci.json"], in: root)
        #expect(fixed.status == 2)
        #expect(fixed.standardError == "docaudit: ci.json: languages: unknown key (allowed: layers, exclude, rules, overrides, language, modules, site)\n")
    }

    // MARK: Formats

    static let formatsFixture: [String: String] = [
        "Projects/Core/Network/Interface/Endpoint.swift": """
            /// An endpoint, built by ``Builder``.
            public enum Endpoint {
                /// The profile.
                case profile
            }

            public struct Request {}
            """,
        "Projects/App/Sources/App.swift": "struct App {}\n",
    ]

    /// Every format's report of the formats fixture, the fixture's folder (SARIF's
    /// `%SRCROOT%`) written `/ROOT`.
    @Test(arguments: ["text", "json", "sarif", "github", "junit", "checkstyle", "codeclimate", "rdjson", "markdown"])
    func formatsMatchTheirGoldenFiles(_ format: String) throws {
        let root = try Docaudit.fixture(Self.formatsFixture)
        let result = try Docaudit.run(["check", "Projects", "--format", format], in: root, environment: ["LANG": "C"])
        #expect(result.status == 1)
        let output = [root.path, root.resolvingSymlinksInPath().path].reduce(result.standardOutput) { $0.replacingOccurrences(of: "file://\($1)/", with: "file:///ROOT/") }
        let golden = Docaudit.packageRoot.appendingPathComponent("Tests/EndToEndTests/Golden/check.\(format)")
        if ProcessInfo.processInfo.environment["DOCAUDIT_UPDATE_GOLDEN"] == "1" {
            try Data(output.utf8).write(to: golden)
        }
        #expect(output == (try String(contentsOf: golden, encoding: .utf8)))
    }

    /// The source line of each Code Quality issue, with its fingerprint.
    static func fingerprintsByLine(of source: String, in root: URL) throws -> [String: String] {
        let result = try Docaudit.run(["check", ".", "--format", "codeclimate"], in: root, environment: ["LANG": "C"])
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var fingerprints: [String: String] = [:]
        for issue in issues {
            let line = try #require((issue["location"] as? [String: Any])?["lines"] as? [String: Int])["begin"]!
            fingerprints[lines[line - 1].trimmingCharacters(in: .whitespaces)] = issue["fingerprint"] as? String
        }
        return fingerprints
    }

    /// Fingerprints tell overloads apart, and stay when code moves within its file: lines
    /// added above, the overloads swapped. SARIF's are the same.
    @Test func fingerprintsAreUniqueAmongOverloadsAndStableWhenCodeMoves() throws {
        let before = "/// A store.\npublic struct Store {\n    public func load(_ id: Int) {}\n    public func load(_ id: String) {}\n}\n"
        let after = "import Foundation\n\n/// A store.\npublic struct Store {\n    public func load(_ id: String) {}\n\n    public func load(_ id: Int) {}\n}\n"
        let root = try Docaudit.fixture(["Sources/Store.swift": before, "Package.swift": "// swift-tools-version:5.9\n"])
        let first = try Self.fingerprintsByLine(of: before, in: root)
        #expect(first.count == 2 && Set(first.values).count == 2)
        let sarif = try Docaudit.run(["check", ".", "--format", "sarif"], in: root).standardOutput
        #expect(first.values.allSatisfy { sarif.contains("\"docaudit/v2\":\"\($0)\"") })
        try Data(after.utf8).write(to: root.appendingPathComponent("Sources/Store.swift"))
        #expect(try Self.fingerprintsByLine(of: after, in: root) == first)
    }

    @Test func severalReportsInOneRun() throws {
        let root = try Docaudit.fixture(Self.formatsFixture)
        let result = try Docaudit.run(["check", "Projects", "--report", "sarif:out.sarif", "--report", "junit:out.xml"], in: root)
        #expect(result.status == 1)
        let sarif = try String(contentsOf: root.appendingPathComponent("out.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"version\": \"2.1.0\""))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("out.xml").path))
        #expect(result.standardOutput.contains("[missing-type-doc]"))
    }

    /// The names in `folder` of temporary report files left behind.
    static func temporaryFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".docaudit-") }
    }

    /// A report or baseline with nowhere to go is named, with why, before anything is
    /// audited: no report is printed or written, and nothing is left behind.
    @Test func reportsThatCannotBeWrittenAreNamedBeforeTheAudit() throws {
        let root = try Docaudit.fixture(Self.formatsFixture.merging(["README.md": "# App\n"]) { $1 })
        try FileManager.default.createDirectory(at: root.appendingPathComponent("taken.sarif"), withIntermediateDirectories: false)
        let result = try Docaudit.run(["check", "Projects", "--report", "sarif:taken.sarif", "--report", "junit:missing/out.xml", "--report", "json:out.json",
                                       "--write-baseline", "README.md/baseline.json"], in: root)
        #expect(result.status == 2)
        #expect(result.standardError == """
            docaudit: taken.sarif: cannot write the sarif report: it is a folder
            docaudit: missing/out.xml: cannot write the junit report: its folder missing does not exist
            docaudit: README.md/baseline.json: cannot write the baseline: README.md is not a folder

            """)
        #expect(result.standardOutput == "")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out.json").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("taken.sarif").path) == [])
        #expect(try Self.temporaryFiles(in: root) == [])
    }

    @Test func aReportCutShortLeavesTheOldReportAndNoTemporaryFile() throws {
        let root = try Docaudit.fixture(Self.formatsFixture.merging(["out.sarif": "the old report\n"]) { $1 })
        // 2 KB: room for the text on standard output, not for the SARIF report.
        let result = try Docaudit.run(["check", "Projects", "--report", "sarif:out.sarif"], in: root, fileSizeLimit: 4)
        #expect(result.status == 2)
        #expect(result.standardError == "docaudit: out.sarif: cannot write the sarif report: cannot write a temporary file: File too large\n")
        #expect(result.standardOutput.contains("[missing-type-doc]"))
        #expect(try String(contentsOf: root.appendingPathComponent("out.sarif"), encoding: .utf8) == "the old report\n")
        #expect(try Self.temporaryFiles(in: root) == [])
    }

    @Test(.enabled(if: getuid() != 0, "root writes into read-only folders"))
    func aReportInAReadOnlyFolderExitsTwoAndLeavesTheOldReport() throws {
        let root = try Docaudit.fixture(Self.formatsFixture.merging(["reports/out.xml": "the old report\n"]) { $1 })
        let reports = root.appendingPathComponent("reports")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: reports.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: reports.path) }
        let result = try Docaudit.run(["check", "Projects", "--report", "junit:reports/out.xml"], in: root)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("docaudit: reports/out.xml: cannot write the junit report: its folder "))
        #expect(result.standardError.hasSuffix("/reports is not writable\n"))
        #expect(result.standardOutput == "")
        #expect(try String(contentsOf: reports.appendingPathComponent("out.xml"), encoding: .utf8) == "the old report\n")
        #expect(try Self.temporaryFiles(in: reports) == [])
    }

    @Test func aReportReplacesTheOldOneWhole() throws {
        let root = try Docaudit.fixture(Self.formatsFixture.merging(["out.txt": String(repeating: "the old report\n", count: 1_000)]) { $1 })
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: root.appendingPathComponent("out.txt").path)
        let result = try Docaudit.run(["check", "Projects", "--report", "text:out.txt"], in: root, environment: ["LANG": "C"])
        #expect(result.status == 1)
        let golden = try String(contentsOf: Docaudit.packageRoot.appendingPathComponent("Tests/EndToEndTests/Golden/check.text"), encoding: .utf8)
        #expect(try String(contentsOf: root.appendingPathComponent("out.txt"), encoding: .utf8) == golden)
        #expect(result.standardOutput == golden)
        // The mode of any new file: 0666 less the umask.
        let mode = { (name: String) in try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(name).path)[.posixPermissions] as? Int }
        close(open(root.appendingPathComponent("new").path, O_WRONLY | O_CREAT | O_EXCL, 0o666))
        #expect(try mode("out.txt") == (try mode("new")))
        #expect(try Self.temporaryFiles(in: root) == [])
    }

    // MARK: Editors, baselines, suppressions, git

    @Test func standardInputIsAuditedAsThePathGiven() throws {
        let root = try Docaudit.fixture(["Projects/Core/Network/Interface/Endpoint.swift": Self.clean, "Projects/Core/Network/Interface/Other.swift": "/// Other.\npublic struct Other {}\n"])
        let unsaved = "/// Uses ``Other`` and ``Missing``.\npublic struct Endpoint {}\npublic struct Extra {}\n"
        let result = try Docaudit.run(["check", "--stdin-path", "Projects/Core/Network/Interface/Endpoint.swift", "Projects"], in: root, input: unsaved, environment: ["LANG": "C"])
        #expect(result.status == 1)
        #expect(result.standardOutput == """
            Projects/Core/Network/Interface/Endpoint.swift:1:24: warning: symbol link ``Missing`` resolves to no declaration of the checked tree [broken-symbol-link]
            Projects/Core/Network/Interface/Endpoint.swift:3:8: error: public struct 'Extra' is not documented; add a /// summary [missing-type-doc]
            1 error, 1 warning in 1 file audited

            """)
    }

    @Test func baselineRoundTripMatchesMovedCodeAndReportsStaleEntries() throws {
        let root = try Docaudit.fixture(["A.swift": "public struct A {}\npublic struct B {}\n"])
        let write = try Docaudit.run(["check", ".", "--write-baseline", "baseline.json"], in: root)
        #expect(write.status == 0)
        #expect(try Docaudit.run(["check", ".", "--baseline", "baseline.json"], in: root).status == 0)
        try Data("\n\npublic struct A {}\n/// B.\npublic struct B {}\npublic struct C {}\n".utf8).write(to: root.appendingPathComponent("A.swift"))
        let result = try Docaudit.run(["check", ".", "--baseline", "baseline.json", "--format", "json"], in: root)
        #expect(result.status == 1)
        #expect(try Self.projected(result.standardOutput) == ["A.swift:6:8: error [missing-type-doc] C"])
        #expect(result.standardOutput.contains(#""staleBaselineEntries":[{"file":"A.swift","rule":"missing-type-doc","symbol":"B"}]"#))
    }

    /// A baseline that cannot be read is named before anything is audited: a report without
    /// it would list every finding it holds.
    @Test func aBaselineThatCannotBeReadIsNamedBeforeTheAudit() throws {
        let root = try Docaudit.fixture(["A.swift": "public struct A {}\n", "broken.json": "{\"entries\": [\n"])
        let missing = try Docaudit.run(["check", ".", "--baseline", "nowhere.json"], in: root)
        #expect(missing.status == 2)
        #expect(missing.standardOutput == "")
        #expect(missing.standardError == "docaudit: nowhere.json: no such file or directory\n")
        let broken = try Docaudit.run(["check", ".", "--baseline", "broken.json"], in: root)
        #expect(broken.status == 2)
        #expect(broken.standardOutput == "")
        #expect(broken.standardError.hasPrefix("docaudit: broken.json: invalid JSON at line 2"))
    }

    @Test func suppressionCommentsSilenceAndUnknownIdsWarn() throws {
        let root = try Docaudit.fixture(["A.swift": "// docaudit:disable-next-line missing-type-doc\npublic struct A {}\n// docaudit:disable-next-line no-such-rule\npublic struct B {}\n"])
        let result = try Docaudit.run(["check", ".", "--format", "json"], in: root)
        #expect(try Self.projected(result.standardOutput) == ["A.swift:3:1: warning [invalid-suppression] ", "A.swift:4:8: error [missing-type-doc] B"])
    }

    /// Runs `git arguments` in `root`, as a user with no configuration of their own.
    static func git(_ arguments: [String], in root: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    @Test func changedSinceAuditsOnlyChangedAndUntrackedFiles() throws {
        let root = try Docaudit.fixture(["Old.swift": Self.failing, "Changed.swift": Self.clean])
        let git = { (arguments: [String]) throws in try Self.git(arguments, in: root) }
        try git(["init", "-q"])
        try git(["add", "."])
        try git(["commit", "-qm", "initial"])
        try Data(Self.failing.utf8).write(to: root.appendingPathComponent("Changed.swift"))
        try Data(Self.failing.utf8).write(to: root.appendingPathComponent("New.swift"))
        let result = try Docaudit.run(["check", ".", "--changed-since", "HEAD", "--format", "json"], in: root)
        #expect(try Self.projected(result.standardOutput) == ["Changed.swift:1:8: error [missing-type-doc] User", "New.swift:1:8: error [missing-type-doc] User"])
        let bad = try Docaudit.run(["check", ".", "--changed-since", "no-such-rev"], in: root)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--changed-since"))
    }

    /// `--changed-lines` reports the findings on lines a branch added or changed since it left
    /// the base, committed or not, and every finding of an untracked file; not those of lines
    /// left as they were, nor what the base did since. Paths git quotes are read.
    @Test func changedLinesReportsOnlyFindingsOnChangedLines() throws {
        let store = "public struct Old {}\n\n/// A store.\npublic struct Store {\n    public func load() {}\n}\n"
        let root = try Docaudit.fixture(["Package.swift": "// swift-tools-version:5.9\n", "Sources/Store.swift": store,
                                         "Sources/사용자 뷰.swift": "/// A view.\npublic struct View {}\n", "Sources/Base.swift": Self.clean])
        let git = { (arguments: [String]) throws in try Self.git(arguments, in: root) }
        try git(["init", "-q"])
        try git(["add", "."])
        try git(["commit", "-qm", "initial"])
        try git(["branch", "base"])
        try Data(store.replacingOccurrences(of: "load() {}\n", with: "load() {}\n    public func save() {}\n").utf8).write(to: root.appendingPathComponent("Sources/Store.swift"))
        try git(["commit", "-qam", "save"])
        try git(["checkout", "-q", "base"])
        try Data(Self.failing.utf8).write(to: root.appendingPathComponent("Sources/Base.swift"))
        try git(["commit", "-qam", "later on the base"])
        try git(["checkout", "-q", "-"])
        try Data("/// A view.\npublic struct View {}\npublic struct Row {}\n".utf8).write(to: root.appendingPathComponent("Sources/사용자 뷰.swift"))
        try Data(Self.failing.utf8).write(to: root.appendingPathComponent("Sources/New.swift"))

        let result = try Docaudit.run(["check", "--changed-lines", "base", "--format", "json"], in: root)
        #expect(result.status == 1)
        #expect(try Self.projected(result.standardOutput) == [
            "Sources/New.swift:1:8: error [missing-type-doc] User",
            "Sources/Store.swift:6:12: error [missing-function-doc] Store.save()",
            "Sources/사용자 뷰.swift:3:8: error [missing-type-doc] Row",
        ])
        let everything = try Docaudit.run(["check", "--format", "json"], in: root)
        #expect(try Self.projected(everything.standardOutput).count == 5)

        let unknown = try Docaudit.run(["check", "--changed-lines", "no-such-rev"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("docaudit: --changed-lines: 'no-such-rev' is not a git revision here"))
        let outside = try Docaudit.fixture(["A.swift": Self.failing])
        let notGit = try Docaudit.run(["check", "--changed-lines", "HEAD"], in: outside, environment: ["GIT_CEILING_DIRECTORIES": outside.deletingLastPathComponent().path])
        #expect(notGit.status == 2)
        #expect(notGit.standardError == "docaudit: --changed-lines: . is not in a git repository\n")
        #expect(notGit.standardOutput == "")
    }

    /// Ignored files are not read, so a broken one in Tests costs nothing, unless a symbol link
    /// resolves to nothing else: then they are read, and may declare what it names.
    @Test func ignoredFilesAreReadOnlyForLinksThatNeedThem() throws {
        let documented = "/// A price; see ``Money``.\npublic struct Price {}\n"
        let root = try Docaudit.fixture(["Shared/Sources/Price.swift": documented, "Shared/Tests/Money.swift": "struct Money {}\n"])
        try Data([0x73, 0x74, 0xFF, 0x0A]).write(to: root.appendingPathComponent("Shared/Tests/Broken.swift"))
        let resolved = try Docaudit.run(["check", ".", "--stats"], in: root)
        #expect(resolved.status == 0)
        #expect(resolved.standardOutput.hasSuffix("0 errors, 0 warnings in 1 file audited\n"))
        #expect(resolved.standardError.contains("docaudit: files 1 audited, 0 app code, 2 ignored; 51 bytes, 1 declarations read, 1 read for symbol links only in "))

        try Data("/// A price.\npublic struct Price {}\n".utf8).write(to: root.appendingPathComponent("Shared/Sources/Price.swift"))
        let unread = try Docaudit.run(["check", ".", "--stats"], in: root)
        #expect(unread.status == 0)
        #expect(unread.standardError.contains("2 ignored; 36 bytes, 1 declarations read in "))
        #expect(!unread.standardError.contains("read for symbol links"))
    }

    /// A file whose configuration turns broken-symbol-link off still declares what other
    /// files' links name, and is not read again for them.
    @Test func filesThatLookUpNoLinkAreStillLinkTargets() throws {
        let configuration = #"{"overrides": [{"paths": ["Money/**"], "rules": {"broken-symbol-link": "off"}}]}"#
        let root = try Docaudit.fixture([
            ".docaudit.json": configuration,
            "Price/Price.swift": "/// A price; see ``Money`` and ``Money/amount``.\npublic struct Price {}\n",
            "Money/Money.swift": "/// An amount; see ``Nowhere``.\npublic struct Money {\n    public var amount = 0\n}\n",
        ])
        let resolved = try Docaudit.run(["check", ".", "--stats"], in: root)
        #expect(resolved.status == 0)
        #expect(resolved.standardOutput.hasSuffix("0 errors, 0 warnings in 2 files audited\n"))
        #expect(!resolved.standardError.contains("read for symbol links"))

        try Data("/// A price; see ``Euro``.\npublic struct Price {}\n".utf8).write(to: root.appendingPathComponent("Price/Price.swift"))
        let broken = try Docaudit.run(["check", ".", "--format", "json"], in: root)
        #expect(try Self.projected(broken.standardOutput) == ["Price/Price.swift:1:18: warning [broken-symbol-link] Price"])
    }

    /// With `--config FILE` given from outside the tree, paths are matched as given until they
    /// enter the configuration's folder, from where they are matched relative to it.
    @Test func configGivenFromOutsideMatchesPathsInsideItsFolder() throws {
        let root = try Docaudit.fixture([
            "sub/.docaudit.json": #"{"layers": [{"layer": "ignored", "paths": ["Core/**"]}], "overrides": [{"paths": ["Feature/**"], "rules": {"missing-type-doc": "warning"}}]}"#,
            "sub/Core/Net/Sources/A.swift": "public struct Undocumented {}\n",
            "sub/Feature/Home/Sources/H.swift": "public struct H {}\n",
        ])
        for target in [".", root.appendingPathComponent("sub").path] {
            let result = try Docaudit.run(["check", target, "--config", "sub/.docaudit.json"], in: root)
            #expect(result.status == 0, "\(target)")
            #expect(result.standardOutput.contains("warning: public struct 'H' is not documented"), "\(target)")
            #expect(!result.standardOutput.contains("Undocumented"), "\(target)")
        }
    }

    // MARK: rules, explain, init

    @Test func initWritesTheDefaultsThatCheckAccepts() throws {
        let root = try Docaudit.fixture(["A.swift": Self.failing])
        #expect(try Docaudit.run(["init"], in: root).standardOutput == "wrote .docaudit.json\n")
        #expect(try Docaudit.run(["init"], in: root).status == 2)
        #expect(try Docaudit.run(["init", "--force"], in: root).status == 0)
        let withDefaults = try Docaudit.run(["check", "."], in: root)
        try FileManager.default.removeItem(at: root.appendingPathComponent(".docaudit.json"))
        let without = try Docaudit.run(["check", "."], in: root)
        #expect(withDefaults.status == 1)
        #expect(withDefaults.standardOutput == without.standardOutput)
    }

    @Test func rulesAndExplainPrintTheSpecification() throws {
        let rules = try Docaudit.run(["rules"], environment: ["LANG": "C"])
        #expect(rules.status == 0)
        #expect(rules.standardOutput.split(separator: "\n").count == RuleRegistry.ids.count)
        let explain = try Docaudit.run(["explain", "missing-usage-example", "--lang", "ko"])
        #expect(explain.standardOutput.contains("## 사용 예시"))
        #expect(explain.standardOutput.contains("heading (a string; 기본값 \"\")"))
        #expect(explain.standardOutput.contains("↓func format"))
        #expect(try Docaudit.run(["explain", "nope"]).status == 2)
    }
}
