import DocAuditCore
import Foundation
import Testing
import TestScratch
@testable import DocAuditCheck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A new empty file in the temporary folder, open for writing: its path and descriptor.
private func temporaryFile() throws -> (path: String, descriptor: Int32) {
    let path = Scratch.url("output").path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    try #require(descriptor >= 0)
    return (path, descriptor)
}

/// The bytes of the file at `path`.
private func bytes(at path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// Pieces of ASCII, Korean (three bytes a character) and emoji (four) text of varying lengths,
/// so that the 64 KB flushes fall at many different points of the pieces.
private func pieces(totalling minimum: Int) -> [String] {
    let words = ["A.swift:12:8: error ", "문서화 주석이 없습니다 ", "🙂🙃 ", "x", "공개 구조체 'User'\n", ""]
    var result: [String] = []
    var total = 0
    var index = 0
    while total < minimum {
        let piece = String(repeating: words[index % words.count], count: index % 7 + 1) + "\(index)\n"
        result.append(piece)
        total += piece.utf8.count
        index += 1
    }
    return result
}

/// A report of `count` diagnostics with Korean messages, a symbol on every other one.
private func report(diagnostics count: Int) -> Report {
    let diagnostics = (0..<count).map { index in
        Diagnostic(
            file: "Projects/Feature\(index / 50)/Sources/파일\(index / 10).swift", line: index + 1, column: 8,
            rule: index % 3 == 0 ? "missing-type-doc" : "broken-symbol-link", severity: index % 3 == 0 ? .error : .warning,
            message: "공개 구조체 'User\(index)'에 문서화 주석이 없습니다 <&\"'>", symbol: index % 2 == 0 ? "User\(index)" : "",
            characterColumn: 6
        )
    }
    return Report(diagnostics: diagnostics, files: count / 10 + 1, staleBaselineEntries: [BaselineEntry(file: "A.swift", rule: "missing-type-doc", symbol: "Old")], language: .ko)
}

@Suite struct ReportOutputTests {
    @Test func flushesEvery64KBAndKeepsEveryByteInOrder() throws {
        let (path, descriptor) = try temporaryFile()
        defer { close(descriptor); unlink(path) }
        let pieces = pieces(totalling: 5 * ReportOutput.bufferSize + 12_345)
        let expected = Array(pieces.joined().utf8)
        let output = ReportOutput(descriptor: descriptor)
        var flushes = 0
        var offered = 0
        var written = 0
        for piece in pieces {
            output.write(piece)
            offered += piece.utf8.count
            let size = Int(lseek(descriptor, 0, SEEK_CUR))
            if size != written {
                // A flush writes the whole buffer, up to the end of the piece just written.
                flushes += 1
                #expect(size == offered)
                #expect(expected.starts(with: try bytes(at: path)))
            }
            #expect(offered - size < ReportOutput.bufferSize)
            written = size
        }
        #expect(flushes == 5)
        #expect(output.finish())
        let file = try bytes(at: path)
        #expect(file == expected)
        #expect(String(decoding: file, as: UTF8.self) == pieces.joined())
    }

    @Test func aPieceLargerThanTheBufferIsWrittenWhole() throws {
        let (path, descriptor) = try temporaryFile()
        defer { close(descriptor); unlink(path) }
        let large = String(repeating: "문서화 주석 ", count: 20_000)
        let output = ReportOutput(descriptor: descriptor)
        output.write("시작\n")
        output.write(large)
        #expect(try bytes(at: path).count == 7 + large.utf8.count)
        output.write("끝\n")
        #expect(output.finish())
        #expect(String(decoding: try bytes(at: path), as: UTF8.self) == "시작\n" + large + "끝\n")
    }

    /// Strings written into the buffer read as `JSONText.quoted` spells them.
    @Test func jsonStringsAreEscapedAsJSONTextEscapes() {
        let values = ["plain", "a \"quoted\" \\ path", "line\nbreak\r\ttab", "\u{01}\u{1F}\u{7F}", "사용자 🙂", "\u{2028}\u{2029}\u{2027}", "…", ""]
        for value in values {
            let output = ReportOutput()
            output.writeJSONString(value)
            #expect(output.text == JSONText.quoted(value))
        }
    }

    @Test func inMemoryOutputKeepsEverything() {
        let output = ReportOutput()
        let pieces = pieces(totalling: 3 * ReportOutput.bufferSize)
        for piece in pieces { output.write(piece) }
        #expect(output.finish())
        #expect(output.text == pieces.joined())
        #expect(ReportOutput().text == "")
    }

    @Test func aFailedWriteIsToldByFinish() throws {
        let (path, descriptor) = try temporaryFile()
        defer { close(descriptor); unlink(path) }
        let readOnly = open(path, O_RDONLY)
        try #require(readOnly >= 0)
        defer { close(readOnly) }
        let output = ReportOutput(descriptor: readOnly)
        for piece in pieces(totalling: 2 * ReportOutput.bufferSize) { output.write(piece) }
        #expect(!output.finish())
        let small = ReportOutput(descriptor: readOnly)
        small.write("1 error\n")
        #expect(!small.finish())
        let empty = ReportOutput(descriptor: readOnly)
        #expect(empty.finish())
    }

    @Test(arguments: Reporters.names)
    func streamedReportsEqualTheirRenderedText(_ format: String) throws {
        let reporter = try #require(Reporters.named(format))
        for report in [report(diagnostics: 2_000), report(diagnostics: 1), report(diagnostics: 0)] {
            let (path, descriptor) = try temporaryFile()
            defer { close(descriptor); unlink(path) }
            let output = ReportOutput(descriptor: descriptor)
            reporter.write(report, to: output)
            #expect(output.finish())
            let streamed = try bytes(at: path)
            #expect(streamed == Array(reporter.render(report).utf8))
        }
        // Every format streams past the buffer but Markdown, which lists its first findings only.
        if format != "markdown" { #expect(reporter.render(report(diagnostics: 2_000)).utf8.count > 2 * ReportOutput.bufferSize) }
    }
}
