import DocAuditCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The modules a Swift file imports, read from its head: the `import` declarations before its
/// first other code, through comments, attributes (`@testable`, `@_exported`) and `#if` lines.
/// Tuist computes its targets' names in helpers, so the imports of a tree are what tells a
/// module's real name.
enum ImportNames {
    /// The first module name of each `import` at the start of `source`.
    ///
    /// ```swift
    /// ImportNames.read(Array("import UIKit\n@testable import CoreNetwork\nstruct A {}".utf8)).names // ["UIKit", "CoreNetwork"]
    /// ```
    static func read(_ source: UnsafeBufferPointer<UInt8>) -> (names: [String], end: Int) {
        var lexer = Lexer(source)
        var names: [String] = []
        var token = lexer.next()
        while true {
            switch token.kind {
            case .lineComment, .docLineComment, .blockComment, .docBlockComment:
                token = lexer.next()
            case .poundDirective:
                // `#if canImport(UIKit)`: the rest of its line is its condition.
                token = lexer.next()
                while token.kind != .endOfFile, token.lineBreaksBefore == 0 { token = lexer.next() }
            case .attribute:
                token = lexer.next()
                if token.kind == .leftParen {
                    var depth = 0
                    repeat {
                        if token.kind == .leftParen { depth += 1 } else if token.kind == .rightParen { depth -= 1 }
                        token = lexer.next()
                    } while depth > 0 && token.kind != .endOfFile
                }
            case .identifier where text(token, source) == "import":
                token = lexer.next()
                // `import struct Module.Type`: the kind comes before the path.
                if token.kind == .identifier, importKinds.contains(text(token, source)) { token = lexer.next() }
                guard token.kind == .identifier || token.kind == .backtickIdentifier else { return (names, token.start) }
                names.append(text(token, source).trimmingBackticks)
                token = lexer.next()
                while token.kind == .period || token.kind == .identifier && token.lineBreaksBefore == 0 { token = lexer.next() }
            default:
                return (names, token.start)
            }
        }
    }

    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]

    private static func text(_ token: Token, _ source: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: source[token.start..<token.end]), as: UTF8.self)
    }

    /// The imports of the file at `path`, read from its first few kilobytes (the whole file
    /// only when its imports run on past them); none when it cannot be read.
    static func read(file path: String) -> [String] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        let head = 4096
        var bytes = [UInt8](repeating: 0, count: head)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, head, 0) }
        guard count >= 0 else { return [] }
        bytes.removeSubrange(count...)
        let found = bytes.withUnsafeBufferPointer { read($0) }
        // A head cut short in the imports may cut the last one: read the rest then.
        guard bytes.count == head, found.end >= head - 256, let whole = try? SourceWalker.read(path) else { return found.names }
        return whole.withUnsafeBufferPointer { read($0).names }
    }
}

private extension String {
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
