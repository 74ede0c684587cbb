import DocAuditCore
import Testing
@testable import DocAuditRules
@testable import DocAuditCheck

/// The fixes rules attach to their findings, as `docaudit fix` receives them from a check.
@Suite struct FindingFixTests {
    /// The findings with fixes of `source`, checked as a `Shared` file collecting `fixes`.
    func fixable(_ source: String, fixes: FixCollection, path: String = "Shared/Sources/File.swift") -> [FixableFinding] {
        let resolver = ConfigurationResolver(fixed: .defaults(folder: FilePaths.absolute(".")))
        let request = CheckRequest(files: [], standardInput: (path, Array(source.utf8)), jobs: 1, language: .en, configurations: resolver, fixes: fixes)
        return CheckEngine.run(request).fixableFindings
    }

    /// `source` with `fix`'s edits made.
    func applying(_ fix: FindingFix, to source: String) -> String {
        var bytes = Array(source.utf8)
        for edit in fix.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) { bytes.replaceSubrange(edit.range, with: edit.replacement) }
        return String(decoding: bytes, as: UTF8.self)
    }

    static let enumSource = "/// A route.\npublic enum Route {\n    /// Home.\n    case home\n}\n"

    @Test func aPlainCheckCarriesNoFix() {
        #expect(fixable(Self.enumSource, fixes: .none).isEmpty)
    }

    @Test func aForbiddenDocCommentIsDemotedByItsFinding() throws {
        let found = fixable(Self.enumSource, fixes: .safe)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.diagnostic.rule == "enum-case-doc")
        #expect(finding.diagnostic.line == 3)
        #expect(finding.fix.kind == .demote)
        #expect(applying(finding.fix, to: Self.enumSource) == "/// A route.\npublic enum Route {\n    // Home.\n    case home\n}\n")
    }

    @Test func aDocCommentAcrossABlankLineIsClosedUpButNotAcrossAPlainComment() throws {
        let blank = "/// Loads.\n///\n/// ```swift\n/// load()\n/// ```\n\npublic func load() {}\n"
        let closing = try #require(fixable(blank, fixes: .safe).first { $0.diagnostic.rule == "detached-doc" })
        #expect(closing.fix.kind == .closeBlankLines)
        #expect(!applying(closing.fix, to: blank).contains("\n\n"))
        let plain = "/// Loads.\n///\n/// ```swift\n/// load()\n/// ```\n// note\npublic func load() {}\n"
        let found = fixable(plain, fixes: .safe)
        #expect(!found.contains { $0.diagnostic.rule == "detached-doc" })
        #expect(check(plain).contains { $0.rule == "detached-doc" })
    }

    @Test func templatesComeOnlyWithScaffolding() throws {
        let source = "public func load() {}\n"
        #expect(fixable(source, fixes: .safe).isEmpty)
        let scaffold = try #require(fixable(source, fixes: .scaffolding(language: .en)).first)
        #expect(scaffold.diagnostic.rule == "missing-function-doc")
        #expect(scaffold.fix.kind == .scaffold)
        #expect(applying(scaffold.fix, to: source) == "/// <#Summary#>\n///\n/// ## Usage\n/// ```swift\n/// ```\npublic func load() {}\n")
    }

    @Test func aSuppressedFindingCarriesNoFix() {
        let source = "/// A route.\npublic enum Route {\n    // docaudit:disable-next-line enum-case-doc -- kept\n    /// Home.\n    case home\n}\n"
        #expect(fixable(source, fixes: .safe).isEmpty)
    }
}

/// The files a check keeps for what shows them afterwards (the site), read and scanned once.
@Suite struct KeptScanTests {
    func check(keeping kept: Set<String>) -> CheckResult {
        let resolver = ConfigurationResolver(fixed: .defaults(folder: FilePaths.absolute(".")))
        let source = Array("/// A user.\npublic struct User {}\n".utf8)
        return CheckEngine.run(CheckRequest(files: [], standardInput: ("Shared/Sources/User.swift", source), jobs: 1, language: .en,
                                            configurations: resolver, keepsScans: kept))
    }

    @Test func aCheckKeepsOnlyTheFilesAskedFor() throws {
        #expect(check(keeping: []).scannedFiles.isEmpty)
        #expect(check(keeping: ["Shared/Sources/Other.swift"]).scannedFiles.isEmpty)
        let kept = try #require(check(keeping: ["Shared/Sources/User.swift"]).scannedFiles.first)
        #expect(kept.path == "Shared/Sources/User.swift")
        #expect(kept.scanned.declarations.map(\.name) == ["User"])
        #expect(kept.bytes == Array("/// A user.\npublic struct User {}\n".utf8))
    }

    /// The check keeps its symbol index too, each file at its position, for the site's links.
    @Test func aCheckKeepsItsIndexWithTheFiles() throws {
        #expect(!check(keeping: []).index.holdsFile(at: 0))
        let result = check(keeping: ["Shared/Sources/User.swift"])
        let kept = try #require(result.scannedFiles.first)
        #expect(result.index.holdsFile(at: kept.position))
        let table = result.index.table(ofFiles: [kept.position])
        #expect(table.resolve(SymbolLink(text: "User", line: 0, column: 0), scope: "", module: "Other")?.path == "User")
    }
}
