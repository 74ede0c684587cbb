import DocAuditCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import DocAuditCheck

/// The coverage of `source` checked as the file at `path` under `configuration`.
func coverage(_ source: String, path: String = "Shared/Sources/File.swift", configuration: Configuration? = nil) -> CoverageReport {
    let resolver = ConfigurationResolver(fixed: configuration ?? .defaults(folder: FilePaths.absolute(".")))
    return CheckEngine.run(CheckRequest(files: [], standardInput: (path, Array(source.utf8)), jobs: 1, language: .en, configurations: resolver, measuresCoverage: true)).coverage
}

@Suite struct CoverageTests {
    static let source = """
        /// A user.
        public struct User {
            /// The name: properties are not counted.
            public let name: String
            public init(name: String) { self.name = name }
            /// Renames.
            public func rename() {}
            public func reset() {}
            ///
            public func blank() {}
            /// <#Summary#>
            public func scaffolded() {}
            func hidden() {}
        }
        /// A base.
        open class Base { open func draw() {} }
        /// A view.
        public final class View: Base { override public func draw() {} }
        public enum Kind { case a }
        """

    /// A check that reports no coverage measures none; its findings are the same.
    @Test func aCheckMeasuresCoverageOnlyWhenAsked() {
        let resolver = ConfigurationResolver(fixed: .defaults(folder: FilePaths.absolute(".")))
        func check(measuring: Bool) -> CheckResult {
            CheckEngine.run(CheckRequest(files: [], standardInput: ("Shared/Sources/File.swift", Array(Self.source.utf8)), jobs: 1, language: .en,
                                         configurations: resolver, measuresCoverage: measuring))
        }
        let (plain, measured) = (check(measuring: false), check(measuring: true))
        #expect(plain.coverage == CoverageReport())
        #expect(measured.coverage.modules == ["Shared": DocCoverage(documented: 4, documentable: 9)])
        #expect(Array(plain.diagnostics) == Array(measured.diagnostics))
    }

    @Test func countsWhatTheRulesRequireAndOnlyRealText() {
        // User, rename, reset, blank, scaffolded; Base, draw; View; Kind. Documented: User, rename, Base, View.
        let report = coverage(Self.source)
        #expect(report.modules == ["Shared": DocCoverage(documented: 4, documentable: 9)])
        #expect(report.overall.formattedPercent == "44.4%")
    }

    @Test func followsTheRulesConfiguration() throws {
        let functionsOff = try configuration(#"{"rules": {"missing-function-doc": "off"}}"#)
        #expect(coverage(Self.source, configuration: functionsOff).overall == DocCoverage(documented: 3, documentable: 4))
        let withInits = try configuration(#"{"rules": {"missing-function-doc": {"severity": "warning", "kinds": ["func", "init"]}}}"#)
        #expect(coverage(Self.source, configuration: withInits).overall == DocCoverage(documented: 4, documentable: 10))
    }

    @Test func unauditedLayersCountNothing() {
        #expect(coverage(Self.source, path: "App/Sources/File.swift").modules.isEmpty)
        #expect(coverage(Self.source, path: "App/Sources/File.swift").overall.formattedPercent == "100.0%")
    }

    @Test func sumsModulesAndPrintsATable() {
        var report = CoverageReport()
        report.add(DocCoverage(documented: 2, documentable: 3), module: "Network")
        report.add(DocCoverage(documented: 10, documentable: 10), module: "AuthInterface")
        report.add(DocCoverage(documented: 0, documentable: 0), module: "App", audited: false)
        #expect(report.overall == DocCoverage(documented: 12, documentable: 13))
        #expect(report.table(language: .en) == """
            Documentation coverage of 2 audited files (documented / to document):
              AuthInterface  10 / 10  100.0%
              Network          2 / 3   66.6%
              overall        12 / 13   92.3%

            """)
        #expect(report.table(language: .ko).hasPrefix("검사한 파일 2개의 문서화 커버리지"))
    }

    @Test func badgeShowsTheWholePercentInItsColour() throws {
        let svg = CoverageBadge.svg(for: DocCoverage(documented: 71, documentable: 79))
        #expect(svg.contains("aria-label=\"docs: 89%\""))
        #expect(svg.contains("fill=\"#97ca00\""))
        #expect(CoverageBadge.svg(for: DocCoverage()).contains(">100%<"))
        #expect(CoverageBadge.svg(for: DocCoverage(documented: 1, documentable: 10), label: "<docs & more>").contains("&lt;docs &amp; more&gt;"))
        #expect(CoverageBadge.svg(for: DocCoverage(documented: 1, documentable: 10)).contains("#e05d44"))
        #expect(XMLParser(data: Data(svg.utf8)).parse(), "the badge is well-formed XML")
    }
}
