import DocAuditCore
import Foundation
import Testing
@testable import DocAuditRules
@testable import DocAuditCheck
import TestScratch

/// The message of the finding at `index`: in turn one with no argument, with an empty one,
/// with several, and with a long Korean one with emoji.
private func message(_ index: Int) -> FindingMessage {
    switch index % 4 {
    case 0: .documentsNothing(.endOfFile)
    case 1: .unresolvedLink("")
    case 2: .parameterMismatch(function: "load(id:)", problems: [.undocumented("id"), .documentedTwice("x\(index)")])
    default: .missingExampleUnderHeading(DeclarationMention(0, in: Scanner.scan(Array("public struct User\(index) {}".utf8)).declarations),
                                         heading: "사용 예 🙂 \(String(repeating: "x", count: index % 300))")
    }
}

/// Findings of `file` with every field varied: each rule and reported severity, Korean, emoji
/// and empty messages, arguments and symbols, character columns apart from byte columns, large
/// numbers.
private func findings(of file: String, count: Int) -> [Diagnostic] {
    (0..<count).map { index in
        Diagnostic(
            file: file, line: index * 977 + 1, column: index % 5 + 1, rule: RuleRegistry.ids[index % RuleRegistry.ids.count],
            severity: index % 3 == 0 ? .warning : .error,
            message: String(decoding: message(index).text(in: .ko).utf8, as: UTF8.self),
            symbol: index % 2 == 0 ? "" : "사용자.User\(index).load(id:)", messageKey: message(index).key, messageArguments: message(index).arguments,
            characterColumn: index == 5 ? Int(Int32.max) + 7 : index % 4 + 1, symbolSignature: index % 2 == 0 ? "" : "-swift.method(Int)->[사용자]"
        )
    }
}

/// A new empty folder under the temporary folder.
private func temporaryFolder() throws -> String {
    let path = Scratch.url("spill").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// `diagnostics` as the rules report them, each with its rule, severity, message and symbol.
private func reported(_ diagnostics: [Diagnostic]) -> FileFindings {
    var findings = FileFindings()
    for (index, diagnostic) in diagnostics.enumerated() {
        findings.append(line: diagnostic.line, column: diagnostic.column, characterColumn: diagnostic.characterColumn, endLine: diagnostic.endLine, endColumn: diagnostic.endColumn,
                        rule: RuleRegistry.indexes[diagnostic.rule]!, severity: diagnostic.severity, message: message(index), in: .ko, symbol: .text(diagnostic.symbol),
                        signature: diagnostic.symbolSignature)
    }
    return findings
}

@Suite struct SpillTests {
    /// Spills the findings of 60 files, far past one chunk, and reads each file's back.
    private func roundTrip(through spill: DiagnosticSpill) {
        let written = (0..<60).map { findings(of: "Sources/파일\($0).swift", count: 120) }
        let spilled = written.map { diagnostics in
            var findings = reported(diagnostics)
            return spill.append(&findings)
        }
        for (diagnostics, findings) in zip(written, spilled) {
            #expect(findings.read(file: diagnostics[0].file) == diagnostics)
            #expect(findings.counts == DiagnosticCounts(total: 120, errors: diagnostics.count { $0.severity == .error }, warnings: diagnostics.count { $0.severity == .warning }))
        }
    }

    @Test func everyFieldComesBackFromTheTemporaryFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spill = DiagnosticSpill(folder: folder)
        roundTrip(through: spill)
        #expect(spill.usesFile)
        // The temporary file was removed as soon as it was made.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func withoutATemporaryFileTheFindingsStayInMemory() {
        let spill = DiagnosticSpill(folder: "/nonexistent-docaudit-folder/\(UUID().uuidString)")
        roundTrip(through: spill)
        #expect(!spill.usesFile)
    }

    /// Waiting symbol links come back from the spill, in memory and from the temporary file:
    /// each one the table cannot resolve whole (text, place, symbol), and none of those it
    /// resolves, whether by a key of its scope, by its module and the rest, or as a module.
    @Test func brokenSymbolLinksComeBackFromTheSpill() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spill = DiagnosticSpill(folder: folder)
        var index = SymbolIndex()
        let source = Array("public struct Cache {\n    public func store(_ value: Int, forKey key: String) {}\n}\n".utf8)
        index.add(Scanner.scan(source).declarations, source: source, module: "Storage", file: 0)
        let table = index.table(keeping: nil)
        let resolving = ["Cache/store(_:forKey:)", "Storage/Cache", "Storage", "store(_:forKey:)"]
        func text(_ link: Int) -> String { link % 3 == 0 ? resolving[link / 3 % 4] : "화면/Cache\(link)/store(_:forKey:)-swift.method" }
        func symbol(_ link: Int) -> String { "사용자.User\(link / 4)" }
        let spilled = stride(from: 0, to: 6_000, by: 100).map { first in
            var waiting = WaitingLinks()
            for link in first..<first + 100 {
                var linkText = text(link)
                // The links of one symbol share it: it is written with the first.
                let written = link % 4 == 0 || link == first ? WaitingLinks.Symbol(scope: ScopePath(name: "사용자", parent: nil), name: "User\(link / 4)") : nil
                linkText.withUTF8 {
                    waiting.append($0, at: SourcePosition(line: link * 31 + 1, column: link % 120 + 1, offset: link * 4_099), characterColumn: link % 77 + 1, rule: link % 2,
                                   symbol: written, scopePrefixes: PathHash.prefixes(ofScope: link % 2 == 0 ? "" : "Cache"))
                }
            }
            return spill.appendLinks(waiting)
        }
        var read: [BrokenLink] = []
        for links in spilled { links.forEachBroken(table) { read.append($0) } }
        // The tree phase reads the same links back whole, and its view of the table finds the
        // same broken.
        let kept = spilled.flatMap { links in
            let bytes = links.bytes.withBytes { Array($0) }
            let symbols = KeptLinkSymbols(table: table, bytes: bytes)
            return bytes.withUnsafeBufferPointer(WaitingLinks.treeLinks).map { ($0.rule, $0.link, symbols.resolution(of: $0.link) == .resolved) }
        }
        #expect(kept.map(\.1.text) == (0..<6_000).map(text))
        #expect(kept.map(\.0) == (0..<6_000).map { $0 - $0 % 4 == $0 || $0 % 100 == 0 ? $0 % 2 : ($0 - $0 % 4) % 2 })
        #expect(kept.filter { !$0.2 }.map { [$0.1.text, $0.1.symbol, "\($0.1.line)"] } == read.map { [$0.text, $0.symbol, "\($0.line)"] })
        #expect(spill.usesFile)
        let broken = (0..<6_000).filter { $0 % 3 != 0 }
        #expect(read.count == broken.count)
        for (link, expected) in zip(read, broken) {
            #expect(link.text == text(expected) && link.symbol == symbol(expected))
            #expect(link.line == expected * 31 + 1 && link.column == expected % 120 + 1 && link.characterColumn == expected % 77 + 1)
        }
    }

    @Test func aFileWithoutFindingsReadsBackEmpty() {
        let spill = DiagnosticSpill()
        var none = FileFindings()
        let empty = spill.append(&none)
        #expect(empty.read(file: "A.swift").isEmpty)
        #expect(empty.counts == DiagnosticCounts())
    }

    /// Records come back in the order they were kept, by going through them or one by one,
    /// whether still in memory or, past the buffer, from the temporary file, and batch after batch.
    @Test func recordsComeBackInOrder() {
        var records = RecordSpill<FileRecord>()
        let kept = (0..<6_000).map { index in
            var record = FileRecord(position: index * 3, spill: index % 2, findings: SpilledFindings(
                bytes: SpilledBytes(spill: SpillFile(), offset: index << 20, length: index),
                counts: DiagnosticCounts(total: index, errors: index / 2, warnings: index / 3)))
            if index % 5 == 0 { (record.linksOffset, record.linksLength, record.setup) = (index << 30, index + 1, index % 3) }
            return record
        }
        for record in kept { records.append(record) }
        func fields(_ record: FileRecord) -> [Int] {
            [record.position, record.spill, record.findingsOffset, record.findingsLength, record.counts.total, record.counts.errors,
             record.counts.warnings, record.linksOffset, record.linksLength, record.hasLinks ? 1 : 0, record.setup]
        }
        #expect(records.count == 6_000 && 6_000 * FileRecord.size > SpillFile.bufferSize)
        #expect(records.map(fields) == kept.map(fields))
        #expect(fields(records[0]) == fields(kept[0]) && fields(records[5_999]) == fields(kept[5_999]) && fields(records[2_345]) == fields(kept[2_345]))
    }

    @Test func checksOfManyFilesReportTheSameWithOneJobOrTwo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        for index in 0..<400 {
            let name = "Type\(index)WithALongNameSoThatItsFindingsFillMoreThanOneChunkOfTheSpill"
            var source = "/// ``Missing\(index)`` and ``\(name)``.\npublic struct \(name) {\n"
            for member in 0..<8 { source += "    public func member\(member)(value: Int, other: String) -> Int { value }\n" }
            source += "}\n"
            let path = folder + "/Sources/Module\(index % 7)/파일\(index).swift"
            try FileManager.default.createDirectory(atPath: FilePaths.folder(of: path), withIntermediateDirectories: true)
            try source.write(toFile: path, atomically: false, encoding: .utf8)
            paths.append(path)
        }
        func run(jobs: Int) -> CheckResult {
            CheckEngine.run(CheckRequest(files: PathList(paths), jobs: jobs, language: .ko, configurations: ConfigurationResolver()))
        }
        let one = run(jobs: 1)
        let two = run(jobs: 2)
        let reported = Array(two.diagnostics)
        #expect(reported.count > 3_000)
        #expect(reported.contains { $0.rule == BrokenSymbolLinkRule.id })
        #expect(Array(one.diagnostics) == reported)
        #expect(Array(two.diagnostics) == reported)
        #expect(reported == reported.sorted(by: Diagnostic.reportOrder))
        #expect(two.diagnostics.count == reported.count)
        #expect(two.diagnostics.errors == reported.count { $0.severity == .error })
        #expect(two.diagnostics.warnings == reported.count { $0.severity == .warning })
        #expect(two.files.flatMap(\.diagnostics) == reported)
        #expect(try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path).allSatisfy { !$0.hasPrefix("docaudit-findings-") })
        for reporter in Reporters.all {
            let streamed = Report(diagnostics: two.diagnostics, files: two.statistics.files, staleBaselineEntries: [], language: .ko)
            let copied = Report(diagnostics: reported, files: two.statistics.files, staleBaselineEntries: [], language: .ko)
            #expect(reporter.render(streamed) == reporter.render(copied))
        }
    }
}

@Suite struct StreamedBaselineTests {
    /// Findings over files reached in several ways (`./A.swift` and `A.swift` are one entry
    /// file), with repeats, Korean symbols and a file outside the baseline's folder.
    private let files: [DiagnosticFile] = {
        let folder = FilePaths.absolute(".")
        func finding(_ file: String, _ line: Int, _ rule: String, _ symbol: String) -> Diagnostic {
            Diagnostic(file: file, line: line, column: 1, rule: rule, severity: .error, message: "m", symbol: symbol)
        }
        return [
            DiagnosticFile(path: "./A.swift", diagnostics: [finding("./A.swift", 1, "property-doc", "A.b"), finding("./A.swift", 2, "detached-doc", "")]),
            DiagnosticFile(path: "/elsewhere/C.swift", diagnostics: [finding("/elsewhere/C.swift", 3, "missing-type-doc", "C")]),
            DiagnosticFile(path: "A.swift", diagnostics: [finding("A.swift", 1, "property-doc", "A.b"), finding("A.swift", 5, "detached-doc", "")]),
            DiagnosticFile(path: folder + "/B/사용자.swift", diagnostics: [finding(folder + "/B/사용자.swift", 2, "missing-type-doc", "사용자"), finding(folder + "/B/사용자.swift", 9, "missing-type-doc", "사용자")]),
            DiagnosticFile(path: "Z.swift", diagnostics: [finding("Z.swift", 4, "broken-symbol-link", "Z"), finding("Z.swift", 4, "broken-symbol-link", "Z"), finding("Z.swift", 5, "enum-case-doc", "Z.a")]),
        ]
    }()

    @Test func writesTheTextOfTheWholeBaseline() {
        let folder = FilePaths.absolute(".")
        // Written as they come when their entries' paths are in order, grouped when not.
        for files in [files, [], Array(files.suffix(1)), [files[1], files[3], files[4]]] {
            let output = ReportOutput()
            Baseline.write(files, folder: folder, to: output)
            #expect(output.text == Baseline(diagnostics: files.flatMap(\.diagnostics), folder: folder).jsonText)
        }
        let output = ReportOutput()
        Baseline.write(files, folder: folder, to: output)
        #expect(output.text.contains(#"{"file":"A.swift","rule":"property-doc","symbol":"A.b","count":2}"#))
    }

    @Test func filterPicksTheSameFindingsOnEveryPass() throws {
        let all = Diagnostics(files: files)
        let old = Array(Array(all).dropFirst(2)) + [Diagnostic(file: "Gone.swift", line: 1, column: 1, rule: "missing-type-doc", severity: .error, message: "m", symbol: "Gone")]
        let baseline = try Baseline.load(from: Baseline(diagnostics: old, folder: FilePaths.absolute(".")).jsonText)
        let (remaining, stale) = baseline.filter(all)
        let first = Array(remaining)
        // `./A.swift` and `A.swift` share their entries: the first findings take them.
        #expect(first.map { "\($0.file):\($0.line)" } == ["A.swift:1", "A.swift:5"])
        #expect(Array(remaining) == first)
        #expect(remaining.count == 2)
        #expect(remaining.errors == 2)
        #expect(remaining.warnings == 0)
        #expect(stale == [BaselineEntry(file: "Gone.swift", rule: "missing-type-doc", symbol: "Gone")])
    }
}
