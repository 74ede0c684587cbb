import DocAuditCore
import Foundation
import Testing
@testable import DocAuditCheck

/// Findings of `file` with every field varied: each rule and reported severity, Korean, emoji
/// and empty messages and symbols, character columns apart from byte columns, large numbers.
private func findings(of file: String, count: Int) -> [Diagnostic] {
    (0..<count).map { index in
        Diagnostic(
            file: file, line: index * 977 + 1, column: index % 5 + 1, rule: RuleRegistry.ids[index % RuleRegistry.ids.count],
            severity: index % 3 == 0 ? .warning : .error,
            message: index % 7 == 0 ? "" : "공개 구조체 'User\(index)'에 문서화 주석이 없습니다 🙂 \(String(repeating: "x", count: index % 300))",
            symbol: index % 2 == 0 ? "" : "사용자.User\(index).load(id:)", characterColumn: index == 5 ? Int(Int32.max) + 7 : index % 4 + 1
        )
    }
}

/// A new empty folder under the temporary folder.
private func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("docaudit-spill-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

@Suite struct SpillTests {
    /// Spills the findings of 60 files, far past one chunk, and reads each file's back.
    private func roundTrip(through spill: DiagnosticSpill) {
        let written = (0..<60).map { findings(of: "Sources/파일\($0).swift", count: 120) }
        let spilled = written.map { spill.append($0) }
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

    @Test func aFileWithoutFindingsReadsBackEmpty() {
        let spill = DiagnosticSpill()
        let empty = spill.append([])
        #expect(empty.read(file: "A.swift").isEmpty)
        #expect(empty.counts == DiagnosticCounts())
    }
}
