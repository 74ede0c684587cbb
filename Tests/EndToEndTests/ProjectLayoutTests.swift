import Foundation
import Testing
import TestScratch

/// The project model on whole trees, as a user runs docaudit on them: each layout of
/// `Fixtures/project-layouts` read by `docaudit project` as its `expected-project.txt` says,
/// and checked the same wherever the tree stands and however it is named on the command line.
@Suite struct ProjectLayoutTests {
    static let layouts = ["tuist-nested", "tuist-sibling", "tuist-layer-root", "tuist-targets-folder", "tuist-targets-root", "tuist-target-folders", "swiftpm-custom", "swiftpm-broken", "tuist-broken-project", "tuist-names-and-roles", "xcode-app", "tuist-test-support", "tuist-framework-example", "tuist-demo-names", "tuist-inherited-docs", "swiftpm-generated-code", "xcodegen-app", "tuist-targets-leftover", "tuist-targets-group", "swiftpm-inherited-links", "tuist-in-subfolder", "tuist-single-manifest", "xcodegen-colocated-tests", "tuist-app-targets", "tuist-init-app", "tuist-helper-targets", "tuist-app-helper-for-modules"]

    static let fixtures = Docaudit.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/project-layouts")

    /// A copy of the layout `name` in a fresh folder, below the folders `container` names.
    static func copy(_ name: String, under container: String) throws -> URL {
        let folder = Scratch.url("layout").appendingPathComponent(container)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: copy)
        return copy
    }

    /// ``copy(_:under:)`` as a git checkout: its root holds `.git`.
    static func checkout(_ name: String, under container: String) throws -> URL {
        let root = try copy(name, under: container)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return root
    }

    @Test(arguments: layouts)
    func projectIsReadAsExpected(_ name: String) throws {
        let root = try Self.copy(name, under: "work")
        let result = try Docaudit.run(["project"], in: root)
        #expect(result.status == 0)
        let text = result.standardOutput.replacingOccurrences(of: root.path, with: "<root>")
            + result.standardError.replacingOccurrences(of: root.path, with: "<root>")
        let expected = Self.fixtures.appendingPathComponent(name + "/expected-project.txt")
        if ProcessInfo.processInfo.environment["DOCAUDIT_UPDATE_GOLDEN"] == "1" {
            try Data(text.utf8).write(to: expected)
        }
        #expect(text == (try String(contentsOf: expected, encoding: .utf8)))
    }

    /// The findings of a tree checked from its root by `.`, by its absolute path from another
    /// folder, and by a relative path from its parent, with the tree copied under folders named
    /// like layers (`App/`, `Demo/`, `Tests/`): the same, each file named from the project root
    /// (a checkout's: it holds `.git`).
    @Test(arguments: layouts)
    func findingsDoNotDependOnWhereTheTreeStands(_ name: String) throws {
        let base = try Self.checkout(name, under: "work")
        let expected = try Docaudit.run(["check", "--format", "json", "."], in: base, environment: ["LANG": "C"])
        #expect(expected.standardOutput.contains("\"summary\""))
        for container in ["App", "Demo", "Tests", "App/Demo/Tests"] {
            let root = try Self.checkout(name, under: container)
            let absolute = try Docaudit.run(["check", "--format", "json", root.path], in: URL(fileURLWithPath: "/"), environment: ["LANG": "C"])
            #expect(absolute.status == expected.status, "\(container)")
            #expect(absolute.standardOutput == expected.standardOutput, "\(container)")
            let relative = try Docaudit.run(["check", "--format", "json", name], in: root.deletingLastPathComponent(), environment: ["LANG": "C"])
            #expect(relative.standardOutput == expected.standardOutput, "\(container)")
        }
    }

    /// However a check reaches the files (`check`, `check .`, `check Projects`, an absolute
    /// path, another working directory), every report names them from the project root: SARIF
    /// fingerprints and baseline keys are the same; `--paths-as-typed` keeps the path given.
    @Test func pathsAreFromTheProjectRootHoweverTheCheckIsCalled() throws {
        let root = try Self.copy("tuist-nested", under: "work")
        let baseline = root.appendingPathComponent("baseline.json").path
        let calls: [(arguments: [String], folder: URL)] = [
            ([], root), (["."], root), (["Projects"], root), ([root.path], root), ([root.path], URL(fileURLWithPath: "/")),
        ]
        var seen: [String] = []
        for call in calls {
            let sarif = try Docaudit.run(["check", "--format", "sarif", "--write-baseline", baseline] + call.arguments, in: call.folder, environment: ["LANG": "C"])
            let fingerprints = sarif.standardOutput.split(separator: "\n").filter { $0.contains("docaudit/v2") }.joined(separator: "\n")
            #expect(!fingerprints.isEmpty && !fingerprints.contains("./") && !fingerprints.contains(root.path), "\(call.arguments)")
            seen.append(fingerprints + "\n" + (try String(contentsOfFile: baseline, encoding: .utf8)))
            for format in ["text", "github", "junit", "checkstyle", "json", "codeclimate", "rdjson", "markdown"] {
                let report = try Docaudit.run(["check", "--format", format] + call.arguments, in: call.folder, environment: ["LANG": "C"])
                #expect(report.standardOutput.contains("Projects/Core/") && !report.standardOutput.contains("./Projects") && !report.standardOutput.contains(root.path), "\(format) \(call.arguments)")
            }
        }
        #expect(Set(seen).count == 1)
        let typed = try Docaudit.run(["check", "--paths-as-typed", "."], in: root, environment: ["LANG": "C"])
        #expect(typed.standardOutput.hasPrefix("./Projects/"))
    }

    /// A local package checked alone, from the repository's root or from its own folder, names
    /// its files from the repository's root, as a check of the whole repository does: its
    /// findings keep their fingerprints whichever folder is checked.
    @Test func aLocalPackageCheckedAloneIsNamedFromTheRepository() throws {
        let root = try Self.copy("xcode-app", under: "work")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let package = root.appendingPathComponent("Packages/Networking")
        let calls: [(arguments: [String], folder: URL)] = [
            ([], root), (["Packages/Networking"], root), (["."], package), ([package.path], URL(fileURLWithPath: "/")),
        ]
        for call in calls {
            let text = try Docaudit.run(["check"] + call.arguments, in: call.folder, environment: ["LANG": "C"]).standardOutput
            #expect(text.contains("\nPackages/Networking/Sources/Networking/HTTPClient.swift:3:12: error: ") || text.hasPrefix("Packages/Networking/Sources/Networking/HTTPClient.swift:3:12: error: "),
                    "\(call.arguments): \(text)")
        }
    }

    /// `project`, `check --stats`, the check's summary and its coverage count the same files:
    /// those audited, the app code read only for the App layer's rules, and those ignored.
    @Test(arguments: layouts)
    func countsAgree(_ name: String) throws {
        let root = try Self.copy(name, under: "work")
        let project = try Docaudit.run(["project"], in: root).standardOutput
        let counts = try #require(project.split(separator: "\n").first { $0.hasPrefix("files: ") }).dropFirst("files: ".count)
        let check = try Docaudit.run(["check", "--stats", "--coverage", "."], in: root, environment: ["LANG": "C"])
        #expect(check.standardError.contains("docaudit: files " + counts + "; "), "\(name): \(counts) \(check.standardError)")
        let numbers = counts.split(separator: ",").map { Int($0.split(separator: " ")[0])! }
        let (audited, read) = (numbers[0], numbers[0] + numbers[1])
        let summary = " in \(audited) file\(audited == 1 ? "" : "s") audited" + (read == audited ? "" : " of \(read) read")
        #expect(check.standardOutput.contains(summary + "\n"), "\(name): \(summary)")
        #expect(check.standardOutput.contains("Documentation coverage of \(audited) audited file"), "\(name)")
        let modules = project.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains(" file") && $0.contains("(name: ") }
        #expect(modules.map { Int($0.split(separator: " ").first { Int($0) != nil }!)! }.reduce(0, +) == audited, "\(name)")
    }

    /// The nested layout's findings: in each module's own code, none in tooling, tests, demos
    /// or the app, counted by the modules the code imports.
    @Test func nestedLayoutFindings() throws {
        let root = try Self.copy("tuist-nested", under: "Demo")
        let result = try Docaudit.run(["check", root.path], in: root.deletingLastPathComponent(), environment: ["LANG": "C"])
        let text = result.standardOutput.replacingOccurrences(of: root.path + "/", with: "")
        let expected = Self.fixtures.appendingPathComponent("tuist-nested/expected-diagnostics.txt")
        if ProcessInfo.processInfo.environment["DOCAUDIT_UPDATE_GOLDEN"] == "1" {
            try Data(text.utf8).write(to: expected)
        }
        #expect(text == (try String(contentsOf: expected, encoding: .utf8)))
        #expect(result.status == 1)
    }

    /// The findings of the layouts that pin what the project leaves out: test support (a
    /// `…TestKit` library, `…TestSupport` and `Testing` targets, `Mocks/`, `Stubs/` and
    /// `…TestSupports/` inside a module's sources) reported nowhere, the module's own code as usual; a framework beside
    /// its example app in one `Project.swift` audited as a module, a folder no target lists not;
    /// two features' demo apps and two packages' `Models` named alike, told apart by their folders;
    /// with `inheritedDocs`, implementations documented by an `Interface` module's protocol; files
    /// whose header says a tool wrote them (Apollo, SwiftGen, protobuf) reported nowhere; an
    /// XcodeGen app's framework audited, its app, widget and tests not; the `Targets/` that
    /// `tuist init` left beside no `Project.swift` reported nowhere, nor a folder no project of
    /// `Workspace.swift` reaches (a local package there still audited), and a `Targets/` folder that
    /// holds the projects (`Targets/Features/Library/Project.swift`) read as their layer groups;
    /// links to the members a type gets from another module's protocol resolved, to a
    /// superclass's member not; a root `Project.swift` whose framework of resources lists no
    /// sources read all the same, its framework audited; tests an XcodeGen framework keeps
    /// beside its code, which the test bundle `includes`, reported nowhere; a feature's
    /// `<Name>App` demo and the app's `iOSApp` read as apps, and so the target `tuist init`'s
    /// `Project.app(name:)` names as the project (`Targets/Morning/Sources`); the extensions
    /// Tuist's helpers make (a function's target, a target the helpers declare whole) app code,
    /// a module whose project links XCTest test support, and the folders of a helper's target
    /// that could not be read left out; a kit made by the helper `Project.app(to:)` that the
    /// layer groups' modules call too audited as a module, not read as an app; and the app a
    /// helper makes named by the helpers' constant (`Project.app(name: Constants.notesName)`).
    @Test(arguments: ["tuist-test-support", "tuist-framework-example", "tuist-demo-names", "tuist-inherited-docs", "swiftpm-generated-code", "xcodegen-app", "tuist-targets-leftover",
                      "tuist-targets-group", "swiftpm-inherited-links", "tuist-in-subfolder", "tuist-single-manifest", "xcodegen-colocated-tests",
                      "tuist-app-targets", "tuist-init-app", "tuist-helper-targets", "tuist-app-helper-for-modules"])
    func findingsAreAsExpected(_ name: String) throws {
        let root = try Self.checkout(name, under: "work")
        let result = try Docaudit.run(["check", "."], in: root, environment: ["LANG": "C"])
        let expected = Self.fixtures.appendingPathComponent(name + "/expected-diagnostics.txt")
        if ProcessInfo.processInfo.environment["DOCAUDIT_UPDATE_GOLDEN"] == "1" {
            try Data(result.standardOutput.utf8).write(to: expected)
        }
        #expect(result.standardOutput == (try String(contentsOf: expected, encoding: .utf8)))
    }

    /// A folder or a file checked below its project's root is read as a check of the root reads
    /// it: by the `Project.swift` files above it, which the walk of the folder never meets (an
    /// app's `Utils/` and its files stay app code; a feature a workspace reaches through the
    /// app's dependencies stays audited).
    @Test func aSubfolderIsReadByTheProjectsAboveIt() throws {
        let notes = try Self.checkout("tuist-single-manifest", under: "work")
        for path in ["Notes/Utils", "Notes/Utils/Formatting.swift"] {
            let utils = try Docaudit.run(["check", path], in: notes, environment: ["LANG": "C"])
            #expect(utils.status == 0, "\(path)")
            #expect(utils.standardOutput.contains("0 errors, 0 warnings in 0 files audited of 1 read"), "\(path)")
        }
        let morning = try Self.checkout("tuist-init-app", under: "work")
        let app = try Docaudit.run(["check", "Targets/Morning/Sources/MorningApp.swift"], in: morning, environment: ["LANG": "C"])
        #expect(app.standardOutput.contains("0 errors, 0 warnings in 0 files audited of 1 read"))
        #expect(try Docaudit.run(["project", "Notes/Utils"], in: notes).standardOutput.contains("Notes  1 file  Tuist app Notes (app)"))
        let radio = try Self.checkout("tuist-app-targets", under: "work")
        let feature = try Docaudit.run(["check", "Modules/Features/Station/Station/Sources"], in: radio, environment: ["LANG": "C"])
        #expect(feature.status == 1)
        // The root's findings, all in the feature.
        let whole = try String(contentsOf: Self.fixtures.appendingPathComponent("tuist-app-targets/expected-diagnostics.txt"), encoding: .utf8)
        let findings = { (text: String) in text.split(separator: "\n").filter { $0.contains(": error: ") } }
        #expect(findings(feature.standardOutput) == findings(whole))
        #expect(feature.standardOutput.hasSuffix("2 errors, 0 warnings in 1 file audited\n"))
    }

    /// A plain Xcode project's findings: in its framework (a file the app builds too counted
    /// there) and its local package, none in the app, its extensions, its tests, or the files
    /// it builds in no target (`WeatherComplications/`, a folder at its root it never lists),
    /// nor in the package that vends no library, there to pin the linters (`Linting/`).
    @Test func xcodeProjectFindings() throws {
        let root = try Self.copy("xcode-app", under: "work")
        let result = try Docaudit.run(["check", "."], in: root, environment: ["LANG": "C"])
        let expected = Self.fixtures.appendingPathComponent("xcode-app/expected-diagnostics.txt")
        if ProcessInfo.processInfo.environment["DOCAUDIT_UPDATE_GOLDEN"] == "1" {
            try Data(result.standardOutput.utf8).write(to: expected)
        }
        #expect(result.standardOutput == (try String(contentsOf: expected, encoding: .utf8)))
        #expect(result.status == 1)
        // A checkout's root holds `.git`: one file is explained from there.
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let widget = try Docaudit.run(["project", "Weather/Shared/Forecast+Format.swift"], in: root)
        #expect(widget.standardOutput.contains("target: . (Xcode, app)\nmodule: Weather (manifest)\nlayer: app\n"))
        let shared = try Docaudit.run(["project", "Shared/Model.swift"], in: root)
        #expect(shared.standardOutput.contains("module: ForecastKit (manifest)\nlayer: shared\n"))
    }

    /// A `project.pbxproj` that cannot be read (cut short, a cycle in its groups, an object of
    /// a type no Xcode writes, bytes that are not UTF-8) is named with its line by every
    /// command that places files, and its folders keep the folder rules.
    @Test(arguments: [
        ("cut short", "16: cannot read its targets (it ends before the dictionary opened on line 7 is closed)"),
        ("cycle", "98: cannot read its targets (it has a group that contains itself (a cycle in the group tree))"),
        ("unknown type", "12: cannot read its targets (it has an object of unknown type 'PBXMagicTarget')"),
        ("not UTF-8", "14: cannot read its targets (it is not UTF-8 text)"),
    ])
    func aBrokenXcodeProjectIsNamed(_ damage: String, _ message: String) throws {
        let root = try Self.copy("xcode-app", under: "work")
        // A checkout: a folder checked below the root finds the project from there.
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let file = root.appendingPathComponent("Weather.xcodeproj/project.pbxproj")
        var text = try Data(contentsOf: file)
        let original = String(decoding: text, as: UTF8.self)
        switch damage {
        case "cut short": text = Data(original.split(separator: "\n", omittingEmptySubsequences: false).prefix(16).joined(separator: "\n").utf8)
        case "cycle": text = Data(original.replacingOccurrences(of: "\t\t\t\tFR0000000000000000000004 /* Cache.swift */,", with: "\t\t\t\tFR0000000000000000000004 /* Cache.swift */,\n\t\t\t\tGR0000000000000000000003,").utf8)
        case "unknown type": text = Data(original.replacingOccurrences(of: "isa = PBXBuildFile; fileRef = FR0000000000000000000002", with: "isa = PBXMagicTarget; fileRef = FR0000000000000000000002").utf8)
        default: text = Data(original.replacingOccurrences(of: "Cache.swift in Sources", with: "Cache\u{FFFD}.swift in Sources").utf8.map { $0 == 0xEF ? 0xFF : $0 })
        }
        try text.write(to: file)
        let named = file.path + ":" + message + "; its folders keep the folder rules"
        for command in [["project"], ["check", "."], ["check", "WeatherWidget"]] {
            let result = try Docaudit.run(command, in: root, environment: ["LANG": "C"])
            #expect(result.standardError.contains(named), "\(command): \(result.standardError)")
            #expect(result.status != 2 || command == ["check", "WeatherWidget"], "\(command)")
        }
        let project = try Docaudit.run(["project"], in: root)
        #expect(project.standardOutput.contains("shared          2 files    WeatherWidget  (name: default, folder rules)\n"))
        #expect(project.standardOutput.contains("  Weather.xcodeproj  not read: project.pbxproj line "))
    }

    /// An Xcode project beside a Tuist `Project.swift` is generated from it: the manifest is
    /// read, and `project` says so.
    @Test func aGeneratedXcodeProjectIsNotRead() throws {
        let root = try Docaudit.fixture([
            "Tuist/Config.swift": "import ProjectDescription\n",
            "Projects/Feature/Home/Project.swift": "import ProjectDescription\nlet project = Project(name: \"Home\", targets: [.target(name: \"Home\", product: .framework)])\n",
            "Projects/Feature/Home/Home.xcodeproj/project.pbxproj": "{ objects = {}; }",
            "Projects/Feature/Home/Sources/Home.swift": "public struct Home {}\n",
        ])
        let project = try Docaudit.run(["project"], in: root)
        #expect(project.standardOutput.contains("  Projects/Feature/Home/Home.xcodeproj  not read: generated from the Tuist Project.swift beside it, which is read instead\n"))
        #expect(project.standardOutput.contains("  Home  implementation  1 file     Projects/Feature/Home/Sources  (name: manifest, tuist sources, group Feature)\n"))
        #expect(project.standardError.isEmpty)
    }

    /// A package in a layer group's folder (`Features/Assets/Package.swift`) is one module with
    /// the group's folder of its name: nothing to tell apart. Two packages' `SharedPush` are two,
    /// and the one no folder tells apart keeps its name, unmarked.
    @Test func aPackageInAGroupFolderIsOneModule() throws {
        let package = { (name: String) in
            "import PackageDescription\nlet package = Package(name: \"\(name)\", products: [.library(name: \"\(name)\", targets: [\"\(name)\"])], targets: [.target(name: \"\(name)\", path: \"Sources\")])\n"
        }
        let root = try Docaudit.fixture([
            "Features/Assets/Package.swift": package("Assets"),
            "Features/Assets/Sources/AssetList.swift": "public struct AssetList {}\n",
            "Sources/SharedPush/Package.swift": package("SharedPush"),
            "Sources/SharedPush/Sources/Push.swift": "public struct Push {}\n",
            "Sources/PushServer/SharedPush/Package.swift": package("SharedPush"),
            "Sources/PushServer/SharedPush/Sources/ServerPush.swift": "public struct ServerPush {}\n",
        ])
        let project = try Docaudit.run(["project"], in: root).standardOutput
        #expect(project.contains("  Assets                implementation  1 file     Features/Assets/Sources  (name: manifest, SwiftPM sources, group Feature)\n"))
        #expect(project.contains("  PushServerSharedPush  shared          1 file     Sources/PushServer/SharedPush/Sources  (name: manifest, told apart by its folder from another \"SharedPush\", SwiftPM sources)\n"))
        #expect(project.contains("  SharedPush            shared          1 file     Sources/SharedPush/Sources  (name: manifest, SwiftPM sources)\n"))
    }

    /// A `Project.swift` that cannot be read is named on standard error by every command that
    /// places files, whether it is read for an app at the start or for a name later, and its
    /// module keeps what its folders say: nothing else is lost.
    @Test func anUnreadableProjectManifestIsNamed() throws {
        #if os(Linux)
        let root = try Self.copy("tuist-broken-project", under: "work")
        let manifest = root.appendingPathComponent("Projects/Core/Network/Project.swift")
        try FileManager.default.removeItem(at: manifest)
        // Reading its own memory from the start fails with an I/O error, even for root.
        try FileManager.default.createSymbolicLink(atPath: manifest.path, withDestinationPath: "/proc/self/mem")
        let named = manifest.path + ": cannot be read (cannot read file); its module keeps the folder rules"
        let site = Scratch.url("site").path
        for command in [["project"], ["check", "."], ["symbols", "."], ["site", "--output", site, "."]] {
            let result = try Docaudit.run(command, in: root, environment: ["LANG": "C"])
            #expect(result.standardError.contains(named), "\(command)")
            #expect(result.standardError.contains(root.path + "/Projects/App/Project.swift: cannot be read (it is not UTF-8 text)"), "\(command)")
        }
        let project = try Docaudit.run(["project"], in: root)
        #expect(project.standardOutput.contains("Network      implementation  1 file     Projects/Core/Network/Sources  (name: default"))
        #endif
    }

    /// A check that audits nothing fails, naming the paths, the root and why.
    @Test func aCheckThatAuditsNothingFails() throws {
        let root = try Self.copy("tuist-nested", under: "work")
        let result = try Docaudit.run(["check", "Tuist", "Scripts"], in: root, environment: ["LANG": "C"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("docaudit: no file was audited under Tuist, Scripts"))
        #expect(result.standardError.contains("project root: " + root.path + " (holds Workspace.swift)"))
        #expect(result.standardError.contains("left out: build tooling (Tuist/)"))
        let allowed = try Docaudit.run(["check", "--allow-empty", "Tuist"], in: root, environment: ["LANG": "C"])
        #expect(allowed.status == 0)
        let empty = root.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let named = try Docaudit.run(["check", "Empty", "Projects/Shared"], in: root, environment: ["LANG": "C"])
        #expect(named.standardError.contains("docaudit: warning: Empty holds no Swift file"))
    }

    /// `docaudit init` writes the project it detects: the same findings follow from the file,
    /// with its module names, and `ko` where the doc comments are mostly Hangul.
    @Test func initWritesTheDetectedProject() throws {
        let root = try Self.copy("tuist-nested", under: "work")
        let before = try Docaudit.run(["check", "--format", "json", "."], in: root, environment: ["LANG": "C"])
        #expect(try Docaudit.run(["init"], in: root).status == 0)
        let written = try String(contentsOf: root.appendingPathComponent(".docaudit.json"), encoding: .utf8)
        #expect(written.hasSuffix("}\n"))
        #expect(written.contains(#"{"name": "SharedDesignSystem", "paths": ["Projects/Shared/DesignSystem/Sources/**"]}"#))
        #expect(!written.contains("\"language\""))
        // One pattern for many modules where it places every file as before.
        #expect(written.contains(#"{"layer": "interface", "paths": ["**/Interface/**"]}"#))
        let implementation = written.split(separator: "\n").first { $0.contains(#""layer": "implementation""#) } ?? ""
        #expect(implementation.contains(#""Projects/Feature/*/Sources/**""#) && !implementation.contains("Feature/Home"))
        let after = try Docaudit.run(["check", "--format", "json", "."], in: root, environment: ["LANG": "C"])
        #expect(after.standardOutput == before.standardOutput)
        // Files the folder rules leave out beside the modules, and a manifest spelled in
        // another case, keep their layer under the file written.
        let loose = try Docaudit.fixture([
            "WorkSpace.swift": "import ProjectDescription\npublic let workspace = Workspace(name: \"W\", projects: [])\n",
            "AppTests/AppTests.swift": "public struct AppTestCase {}\n",
            "Projects/Feature/Home/Sources/Home.swift": "public struct Home {}\n",
            "Projects/Feature/Home/Interface/HomeInterface.swift": "public protocol HomeInterface {}\n",
        ])
        let looseBefore = try Docaudit.run(["check", "--format", "json", "."], in: loose, environment: ["LANG": "C"])
        #expect(try Docaudit.run(["init"], in: loose).status == 0)
        let looseWritten = try String(contentsOf: loose.appendingPathComponent(".docaudit.json"), encoding: .utf8)
        #expect(looseWritten.contains(#""/WorkSpace.swift""#) && looseWritten.contains(#""AppTests/**""#))
        let looseAfter = try Docaudit.run(["check", "--format", "json", "."], in: loose, environment: ["LANG": "C"])
        #expect(looseAfter.standardOutput == looseBefore.standardOutput)
        let korean = try Docaudit.fixture(["Package.swift": "import PackageDescription\nlet package = Package(name: \"K\", targets: [.target(name: \"K\")])\n",
                                           "Sources/K/K.swift": "/// 사용자의 프로필을 불러옵니다.\npublic struct Profile {}\n"])
        #expect(try Docaudit.run(["init"], in: korean).status == 0)
        #expect(try String(contentsOf: korean.appendingPathComponent(".docaudit.json"), encoding: .utf8).contains(#""language": "ko","#))
    }

    /// A module is named by its whole project, also when a check reads one folder of it: the
    /// interface that only other modules import keeps its imported name.
    @Test func aFolderCheckedAloneKeepsTheProjectsNames() throws {
        let root = try Self.copy("tuist-names-and-roles", under: "work")
        let whole = try Docaudit.run(["check", "."], in: root, environment: ["LANG": "C"])
        #expect(whole.standardOutput.contains("\n  StorageFeatureInterface  1\n"))
        let folder = try Docaudit.run(["check", "Projects/Features/Storage"], in: root, environment: ["LANG": "C"])
        #expect(folder.standardOutput.contains("\n  StorageFeatureInterface  1\n"))
        #expect(folder.standardOutput.hasSuffix("2 errors, 0 warnings in 2 files audited\n"))
    }

    /// A Tuist workspace's own package that vends no library builds tools (a wrapper of
    /// `tuist`): its targets are build tooling, not modules, unlike a package that vends one.
    @Test func aWorkspacePackageOfToolsIsTooling() throws {
        let package = #"import PackageDescription\nlet package = Package(name: "tools", products: [.executable(name: "generate", targets: ["Generate"])], "#
            + #"targets: [.executableTarget(name: "Generate", dependencies: ["Kit"], path: "Commands/Generate"), .target(name: "Kit", path: "Commands/Kit")])\n"#
        var files = ["Workspace.swift": "import ProjectDescription\nlet workspace = Workspace(name: \"W\", projects: [])\n",
                     "Package.swift": package,
                     "Commands/Generate/Generate.swift": "public struct GenerateCommand {}\n",
                     "Commands/Kit/Shell.swift": "public struct Shell {}\n",
                     "Projects/Core/Network/Sources/Client.swift": "public struct Client {}\n"]
        let tools = try Docaudit.fixture(files)
        let project = try Docaudit.run(["project"], in: tools)
        #expect(project.standardOutput.contains("modules (1):\n  Network"))
        #expect(project.standardOutput.contains("  Commands/Kit  1 file  build tooling (a command-line tool of the workspace's Package.swift)\n"))
        let check = try Docaudit.run(["check", "."], in: tools, environment: ["LANG": "C"])
        #expect(!check.standardOutput.contains("Commands/") && check.standardOutput.contains("Client"))
        files["Package.swift"] = package.replacingOccurrences(of: #".executable(name: "generate", targets: ["Generate"])"#, with: #".library(name: "Kit", targets: ["Kit"])"#)
        let library = try Docaudit.fixture(files)
        #expect(try Docaudit.run(["project"], in: library).standardOutput.contains("  Kit "))
    }

    /// A module imported only below some code (under a `#Preview`) has the one name in every
    /// command: the check's scan, `project` of the tree or of one file, and `symbols`.
    @Test func lateImportsNameModulesInEveryCommand() throws {
        let root = try Self.copy("tuist-target-folders", under: "work")
        let file = "Projects/Presentation/Home/Sources/HomeViewModel.swift"
        let check = try Docaudit.run(["check", "."], in: root, environment: ["LANG": "C"])
        #expect(check.standardOutput.contains("\n  HomePresentation  1\n"))
        let one = try Docaudit.run(["project", file], in: root)
        #expect(one.standardOutput.contains("module: HomePresentation (import)\n"))
        let symbols = try Docaudit.run(["symbols", file], in: root)
        #expect(symbols.standardOutput.contains(#""module":"HomePresentation""#))
        #expect(!symbols.standardOutput.contains(#""module":"Home""#))
    }

    /// `docaudit project FILE` explains one file.
    @Test func oneFileIsExplained() throws {
        let root = try Self.copy("tuist-nested", under: "work")
        let result = try Docaudit.run(["project", "Projects/Shared/DesignSystem/Sources/Components/PrimaryButton.swift"], in: root)
        #expect(result.standardOutput == """
            file: Projects/Shared/DesignSystem/Sources/Components/PrimaryButton.swift
            root: \(root.path) (holds Workspace.swift)
            target: Projects/Shared/DesignSystem/Sources (tuist, sources, group Shared)
            module: SharedDesignSystem (import)
            layer: shared
            audited: every declaration

            """)
    }

    /// A file named without a folder (`App.swift`) stands in the current folder, and finds the
    /// project root from there, as `./App.swift` does: not from `/`.
    @Test func aBareFileNameFindsTheRootOfTheCurrentFolder() throws {
        let root = try Docaudit.fixture([
            "Tuist/Config.swift": "import ProjectDescription\n",
            "Project.swift": "import ProjectDescription\n",
            "App.swift": "public struct App {}\n",
            "Lib.swift": "public struct Lib {}\n",
        ])
        let bare = try Docaudit.run(["project", "App.swift", "Lib.swift"], in: root)
        #expect(bare.standardOutput.hasPrefix("root: " + root.path + " (holds a Tuist/ folder)\n"))
        #expect(bare.standardOutput == (try Docaudit.run(["project", "./App.swift", "./Lib.swift"], in: root)).standardOutput)
        let manifest = try Docaudit.run(["check", "Project.swift"], in: root, environment: ["LANG": "C"])
        #expect(manifest.status == 2)
        #expect(manifest.standardError.contains("  project root: " + root.path + " (holds a Tuist/ folder)\n"))
    }
}
