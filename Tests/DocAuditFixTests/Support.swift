import DocAuditCore
import Foundation
@testable import DocAuditRules
@testable import DocAuditCheck
@testable import DocAuditFix

/// The source files every property test runs over: this target's fixtures and the sample app.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = root.deletingLastPathComponent().deletingLastPathComponent()

    /// Each fixture's name and bytes, as stored (LF line endings).
    static let stored: [(name: String, bytes: [UInt8])] = {
        var files: [(String, [UInt8])] = []
        for folder in [root.appendingPathComponent("Fixtures"), packageRoot.appendingPathComponent("Sample")] {
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
            for case let url as URL in walker where url.pathExtension == "swift" {
                files.append((url.path.replacingOccurrences(of: packageRoot.path + "/", with: ""), Array(try! Data(contentsOf: url))))
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    /// Every fixture in every line-ending and byte-order-mark variant.
    static let variants: [(name: String, bytes: [UInt8])] = stored.flatMap { file in
        LineEnding.allCases.flatMap { ending in
            [false, true].map { bom in
                ("\(file.name) [\(ending)\(bom ? ", BOM" : "")]", variant(file.bytes, ending: ending, bom: bom))
            }
        }
    }

    enum LineEnding: String, CaseIterable, CustomStringConvertible {
        case lf, crlf, cr
        var bytes: [UInt8] {
            switch self {
            case .lf: return [0x0A]
            case .crlf: return [0x0D, 0x0A]
            case .cr: return [0x0D]
            }
        }
        var description: String { rawValue.uppercased() }
    }

    /// `bytes` (LF line endings) with other line endings and an optional byte order mark.
    static func variant(_ bytes: [UInt8], ending: LineEnding, bom: Bool = false) -> [UInt8] {
        var result: [UInt8] = bom ? [0xEF, 0xBB, 0xBF] : []
        for byte in bytes {
            if byte == 0x0A { result += ending.bytes } else { result.append(byte) }
        }
        return result
    }
}

/// The fixes that demote every doc comment of `source`, attached or not.
func demoteEveryDoc(_ source: [UInt8]) -> [PlannedFix] {
    let scanned = Scanner.scan(source)
    let docs = scanned.declarations.compactMap(\.doc) + scanned.orphanDocs.map(\.doc)
    return docs.map { doc in
        PlannedFix(rule: "test", line: doc.start.line, column: doc.start.column, summary: "demoted", edits: DocCommentEdits.demote(doc, in: source))
    }
}

/// The fixes that close the blank lines between every doc comment and its declaration.
func closeEveryBlankLine(_ source: [UInt8]) -> [PlannedFix] {
    Scanner.scan(source).declarations.compactMap { declaration in
        guard let doc = declaration.doc, doc.separation == .blankLine,
              let edit = DocCommentEdits.closeBlankLines(after: doc, before: declaration.start.offset, in: source) else { return nil }
        return PlannedFix(rule: "test", line: doc.start.line, column: doc.start.column, summary: "closed", edits: [edit])
    }
}

/// The text of every comment token of `source`, in order.
func commentTexts(_ source: [UInt8]) -> [String] {
    source.withUnsafeBufferPointer { bytes in
        var lexer = Lexer(bytes)
        var texts: [String] = []
        while case let token = lexer.next(), token.kind != .endOfFile {
            if token.kind.isComment { texts.append(String(decoding: bytes[token.start..<token.end], as: UTF8.self)) }
        }
        return texts
    }
}

/// `text` as bytes.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// `bytes` as text.
func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
