import DocAuditRules
import DocAuditCheck
import DocAuditCore
import Foundation
import Testing
@testable import DocAuditFix
import TestScratch

/// A temporary project: files by relative path, fixed and checked in place.
struct Project {
    let root: String

    init(_ files: [String: String]) throws {
        root = Scratch.url("fixer").path
        for (path, text) in files { try write(path, Array(text.utf8)) }
    }

    func write(_ path: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)), as: UTF8.self)
    }

    var files: PathList { SourceWalker.tree(of: [root], noting: nil).files }

    func fixer(language: Language = .en, scaffold: Bool = false) -> Fixer {
        Fixer(configurations: ConfigurationResolver(), planner: FixPlanner(language: language, scaffold: scaffold), jobs: 2)
    }

    @discardableResult
    func fix(language: Language = .en, scaffold: Bool = false, write: Bool = true) -> FixReport {
        fixer(language: language, scaffold: scaffold).run(files, write: write)
    }

    func check(language: Language = .en) -> [Diagnostic] {
        Array(CheckEngine.run(CheckRequest(files: PathList(files), jobs: 2, language: language, configurations: ConfigurationResolver())).diagnostics)
    }
}

let routeSource = """
    /// A screen.
    public enum Route {
        /// The home feed.
        case home
        /** A profile. */
        case profile(id: String)

        /// Whether a session is needed.

        public var requiresSession: Bool { false }

        /// Opens the route.
        ///
        /// ```swift
        /// Route.home.open()
        /// ```

        public func open() {}
    }

    """

@Suite struct FixerTests {
    @Test func fixesEachFixableFindingAndNothingElse() throws {
        let project = try Project(["Shared/Sources/Route.swift": routeSource])
        let report = project.fix()
        #expect(report.problems == [])
        #expect(report.files.map { $0.fixes.map(\.rule) } == [["enum-case-doc", "enum-case-doc", "property-doc", "detached-doc"]])
        #expect(try project.read("Shared/Sources/Route.swift") == """
            /// A screen.
            public enum Route {
                // The home feed.
                case home
                /* A profile. */
                case profile(id: String)

                // Whether a session is needed.

                public var requiresSession: Bool { false }

                /// Opens the route.
                ///
                /// ```swift
                /// Route.home.open()
                /// ```
                public func open() {}
            }

            """)
        #expect(project.check().map(\.rule) == [])
    }

    @Test func aSecondRunChangesNothing() throws {
        let project = try Project(["Shared/Sources/Route.swift": routeSource])
        project.fix()
        let after = try project.read("Shared/Sources/Route.swift")
        let second = project.fix()
        #expect(second.files.isEmpty && second.problems.isEmpty)
        #expect(try project.read("Shared/Sources/Route.swift") == after)
    }

    @Test func aReplacedDocGroupIsFixedInTheSameRun() throws {
        // Demoting `second group` would leave `first group` attached to the case on a rerun.
        let source = "public enum E {\n    /// first group\n\n    /// second group\n    case x\n    /// kept apart\n\n    /// doc\n    public var p: Int { 0 }\n}\n"
        let project = try Project(["Shared/Sources/E.swift": source])
        let first = project.fix()
        #expect(first.files.first?.fixes.count == 4)
        #expect(try project.read("Shared/Sources/E.swift") == source.replacingOccurrences(of: "///", with: "//"))
        let second = project.fix()
        #expect(second.files.isEmpty && second.problems.isEmpty)
    }

    @Test func scaffoldsTheFirstLineOfAFileWithAByteOrderMark() throws {
        let project = try Project([:])
        try project.write("Shared/Sources/B.swift", [0xEF, 0xBB, 0xBF] + Array("public struct B {}\n".utf8))
        project.fix(scaffold: true)
        #expect(try project.read("Shared/Sources/B.swift") == "\u{FEFF}/// <#Summary#>\npublic struct B {}\n")
    }

    @Test func templatesFollowEachFilesConfiguredLanguage() throws {
        let project = try Project([
            "en/Shared/A.swift": "public func f() {}\n",
            "ko/.docaudit.json": #"{"language": "ko"}"#,
            "ko/Shared/B.swift": "public func g() {}\n",
        ])
        project.fix(language: .en, scaffold: true)
        #expect(try project.read("en/Shared/A.swift").hasPrefix("/// <#Summary#>\n///\n/// ## Usage\n"))
        #expect(try project.read("ko/Shared/B.swift").hasPrefix("/// <#요약#>\n///\n/// ## 사용 예시\n"))
    }

    @Test func noUsageSectionWhereADirectiveSilencesIt() throws {
        let project = try Project(["Shared/Sources/A.swift": "// docaudit:disable-next-line missing-usage-example\npublic func h() {}\n"])
        project.fix(scaffold: true)
        #expect(try project.read("Shared/Sources/A.swift") == "/// <#Summary#>\n// docaudit:disable-next-line missing-usage-example\npublic func h() {}\n")
    }

    @Test func honoursSuppressionsConfigurationAndLayers() throws {
        let project = try Project([
            ".docaudit.json": #"{"rules": {"property-doc": "off", "unneeded-doc": "warning"}, "exclude": ["Shared/Generated/**"]}"#,
            "Shared/Sources/Kind.swift": "/// A kind.\npublic enum Kind {\n    // docaudit:disable-next-line enum-case-doc\n    /// Kept.\n    case a\n    /// The b.\n    public var b: Int { 0 }\n}\n",
            "Shared/Generated/Gen.swift": "/// A kind.\npublic enum Gen {\n    /// Excluded.\n    case a\n}\n",
            "App/Sources/Root.swift": "/// Not needed in App files.\nstruct Root {}\n",
            "Feature/Home/Sources/Home.swift": "/// Not needed on hidden declarations of implementation modules.\nstruct Home {}\n",
        ])
        let report = project.fix()
        #expect(report.files.map(\.path).map { $0.replacingOccurrences(of: project.root + "/", with: "") } == ["App/Sources/Root.swift", "Feature/Home/Sources/Home.swift"])
        #expect(try project.read("Shared/Sources/Kind.swift").contains("    /// Kept.\n    case a\n    /// The b."))
        #expect(try project.read("Shared/Generated/Gen.swift").contains("/// Excluded."))
        #expect(try project.read("App/Sources/Root.swift") == "// Not needed in App files.\nstruct Root {}\n")
    }

    @Test func dryRunWritesNothing() throws {
        let project = try Project(["Shared/Sources/Route.swift": routeSource])
        let report = project.fix(write: false)
        #expect(report.files.count == 1)
        #expect(try project.read("Shared/Sources/Route.swift") == routeSource)
        #expect(UnifiedDiff.make(old: report.files[0].original, new: report.files[0].fixed, path: "Route.swift").contains("-    /// The home feed.\n+    // The home feed.\n"))
    }

    @Test func badFilesAreNamedAndLeftAsTheyWereWhileOthersAreFixed() throws {
        let damaged = "/// A kind.\npublic enum Kind {\n    /// A.\n    case a\n    static let s = \"unterminated\n}\n"
        let invalid: [UInt8] = Array("/// A kind.\npublic enum Bytes {\n    /// A.\n    case a // \u{00}".utf8) + [0xFF, 0x0A, 0x7D, 0x0A]
        let project = try Project([
            "Shared/Sources/Damaged.swift": damaged,
            "Shared/Sources/ReadOnly.swift": "/// A kind.\npublic enum ReadOnly {\n    /// A.\n    case a\n}\n",
            "Shared/Sources/Route.swift": routeSource,
        ])
        try project.write("Shared/Sources/Invalid.swift", invalid)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: project.root + "/Shared/Sources/ReadOnly.swift")
        let report = project.fix()
        #expect(report.files.map { ($0.path as NSString).lastPathComponent } == ["Route.swift"])
        #expect(report.problems.count == 3)
        #expect(report.problems.contains { $0.hasPrefix(project.root + "/Shared/Sources/Damaged.swift:5:") && $0.contains("cannot be parsed") })
        #expect(report.problems.contains { $0.hasPrefix(project.root + "/Shared/Sources/Invalid.swift") && $0.contains("UTF-8") })
        #expect(report.problems.contains(project.root + "/Shared/Sources/ReadOnly.swift: read-only; not written"))
        #expect(try project.read("Shared/Sources/Damaged.swift") == damaged)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: project.root + "/Shared/Sources/Invalid.swift"))) == invalid)
        #expect(try project.read("Shared/Sources/ReadOnly.swift").contains("    /// A.\n"))
    }

    @Test func fixesAnUnsavedBufferAsItsPath() throws {
        let project = try Project([".docaudit.json": #"{"rules": {"enum-case-doc": "off"}}"#])
        let fileFix = try project.fixer().fix(Array(routeSource.utf8), as: project.root + "/Shared/Sources/Unsaved.swift")
        #expect(fileFix.fixes.map(\.rule) == ["property-doc", "detached-doc"])
        #expect(!FileManager.default.fileExists(atPath: project.root + "/Shared/Sources/Unsaved.swift"))
    }
}

@Suite struct ScaffoldTests {
    static let source = """
        import Foundation

        public struct Price {
            public init() {}

            @MainActor
            public func formatted() -> String { "" }

            // docaudit:disable-next-line multiline-parameters
            public func convert(to currency: String, rate: Double) -> Price { self }

            ///
            public func rounded() -> Price { self }
        }

        /// Stores prices.
        public protocol PriceStore {
            func save(_ price: Price)
        }

        """

    @Test func insertsTemplatesThatCheckStillReports() throws {
        let project = try Project(["Shared/Sources/Price.swift": Self.source])
        let errorsBefore = project.check().filter { $0.severity == .error }.count
        let report = project.fix(scaffold: true)
        #expect(report.problems == [])
        #expect(try project.read("Shared/Sources/Price.swift") == """
            import Foundation

            /// <#Summary#>
            public struct Price {
                public init() {}

                /// <#Summary#>
                ///
                /// ## Usage
                /// ```swift
                /// ```
                @MainActor
                public func formatted() -> String { "" }

                /// <#Summary#>
                ///
                /// ## Usage
                /// ```swift
                /// ```
                // docaudit:disable-next-line multiline-parameters
                public func convert(to currency: String, rate: Double) -> Price { self }

                /// <#Summary#>
                ///
                /// ## Usage
                /// ```swift
                /// ```
                ///
                public func rounded() -> Price { self }
            }

            /// Stores prices.
            public protocol PriceStore {
                /// <#Summary#>
                func save(_ price: Price)
            }

            """)
        let after = project.check()
        #expect(after.filter { $0.rule == "placeholder-doc" }.count == 5)
        #expect(after.filter { $0.severity == .error }.count >= errorsBefore)
        #expect(!after.contains { $0.rule == "detached-doc" })
    }

    @Test func followsTheLanguageTheHeadingOptionAndTheLineEndings() throws {
        let project = try Project([
            ".docaudit.json": #"{"language": "ko", "rules": {"missing-usage-example": {"severity": "error", "heading": "예시"}}}"#,
        ])
        try project.write("Shared/Sources/Price.swift", Fixtures.variant(Array("public struct Price {\n\tpublic func total() -> Int { 0 }\n}\n".utf8), ending: .crlf))
        project.fix(language: .ko, scaffold: true)
        let expected = "/// <#요약#>\npublic struct Price {\n\t/// <#요약#>\n\t///\n\t/// ## 예시\n\t/// ```swift\n\t/// ```\n\tpublic func total() -> Int { 0 }\n}\n"
        #expect(try project.read("Shared/Sources/Price.swift") == text(Fixtures.variant(bytes(expected), ending: .crlf)))
    }

    @Test func isOptIn() throws {
        let project = try Project(["Shared/Sources/Price.swift": Self.source])
        #expect(project.fix().files.isEmpty)
        #expect(try project.read("Shared/Sources/Price.swift") == Self.source)
    }
}

/// The whole fix, scaffolding included, over a copy of the sample app in every line-ending and
/// BOM variant: tokens identical but for comments, and a second run changes nothing.
@Suite struct SampleFixPropertyTests {
    @Test(arguments: Fixtures.LineEnding.allCases, [false, true])
    func fixingTheSampleKeepsItsCode(ending: Fixtures.LineEnding, bom: Bool) throws {
        let sample = Fixtures.packageRoot.appendingPathComponent("Sample").path
        var files: [String: String] = [:]
        var originals: [String: [UInt8]] = [:]
        for path in Array(SourceWalker.tree(of: [sample], noting: nil).files) + [sample + "/.docaudit.json"] {
            let relative = String(path.dropFirst(sample.count + 1))
            let stored = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let variant = relative.hasSuffix(".swift") ? Fixtures.variant(stored, ending: ending, bom: bom) : stored
            files[relative] = ""
            originals[relative] = variant
        }
        let project = try Project(files)
        for (relative, bytes) in originals { try project.write(relative, bytes) }

        let report = project.fix(scaffold: true)
        #expect(report.problems == [])
        #expect(report.files.count >= 10)
        for fileFix in report.files {
            try TokenIdentity.verify(original: fileFix.original, edited: fileFix.fixed)
            let relative = String(fileFix.path.dropFirst(project.root.count + 1))
            #expect(fileFix.original == originals[relative])
            #expect(Array(try Data(contentsOf: URL(fileURLWithPath: fileFix.path))) == fileFix.fixed)
        }
        let second = project.fix(scaffold: true)
        #expect(second.files.isEmpty && second.problems.isEmpty)
    }
}

/// Fixes found in a later round are reported where their code stood in the file as read.
@Suite struct LaterRoundTests {
    @Test func laterRoundsAreReportedAtTheirPlacesInTheOriginal() throws {
        // Round 1 inserts a template above the function and demotes the first doc comment;
        // round 2 demotes the one that then documents the variable.
        let source = "public func*///\n\n///\nvar c"
        let project = try Project(["Shared/Sources/A.swift": source])
        let fixed = try project.fixer(scaffold: true).fix(Array(source.utf8), as: project.root + "/Shared/Sources/A.swift")
        #expect(fixed.fixes.map { "\($0.line):\($0.column) \($0.rule)" } == ["1:8 missing-function-doc", "1:13 property-doc", "3:1 property-doc"])
    }

    @Test func aPlaceInsideWhatAnEarlierRoundWroteIsThatEdit() {
        let original = Array("ab\ncd\n".utf8)
        // An earlier round inserted two lines before "cd"; the fix stands on the second of them.
        let inserted = SourceEdit(range: 3..<3, replacement: Array("x\ny\n".utf8))
        let fixes = [PlannedFix(rule: "r", line: 3, column: 1, summary: "", edits: []), PlannedFix(rule: "r", line: 4, column: 2, summary: "", edits: [])]
        let placed = Fixer.placed(fixes, in: Array("ab\nx\ny\ncd\n".utf8), before: [[inserted]], original: original)
        #expect(placed.map { [$0.line, $0.column] } == [[2, 1], [2, 2]])
    }
}
