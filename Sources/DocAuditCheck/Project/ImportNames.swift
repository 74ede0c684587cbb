import DocAuditCore

// Unchecked buffers: every file of a Tuist app is read for its imports, in place, as bytes.

/// The modules a Swift file imports: the `import` declarations of its head, before its first
/// other code, through comments, attributes (`@testable`, `@_exported`) and `#if` lines, and
/// the scanner's reading of any that come later.
/// Tuist computes its targets' names in helpers, so the imports of a tree are what tells a
/// module's real name.
enum ImportNames {
    /// The first module name of each `import` at the start of `source`, and where the code
    /// after them starts. Read over bytes: every file of a Tuist app is read for this.
    ///
    /// ```swift
    /// ImportNames.read(Array("import UIKit\n@testable import CoreNetwork\nstruct A {}".utf8)).names // ["UIKit", "CoreNetwork"]
    /// ```
    static func read(_ source: UnsafeBufferPointer<UInt8>) -> (names: [String], end: Int) {
        var names: [String] = []
        var index = 0
        func byte(_ offset: Int) -> UInt8 { offset < source.count ? source[offset] : 0 }
        func skipSpace() {
            while index < source.count, source[index] == 0x20 || source[index] == 0x09 || source[index] == 0x0A || source[index] == 0x0D { index += 1 }
        }
        func isName(_ byte: UInt8) -> Bool { SymbolLink.isWordByte(byte) || byte >= 0x80 }
        func word() -> Range<Int> {
            let start = index
            while index < source.count, isName(source[index]) { index += 1 }
            return start..<index
        }
        func spelled(_ range: Range<Int>, _ text: StaticString) -> Bool {
            range.count == text.utf8CodeUnitCount && zip(source[range], UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)).allSatisfy { $0 == $1 }
        }
        func skipLine() { while index < source.count, source[index] != 0x0A { index += 1 } }
        while true {
            skipSpace()
            let start = index
            switch byte(index) {
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                skipLine()
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                // Block comments nest in Swift.
                var depth = 0
                repeat {
                    if byte(index) == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") { depth += 1; index += 2 }
                    else if byte(index) == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") { depth -= 1; index += 2 }
                    else { index += 1 }
                } while depth > 0 && index < source.count
            case UInt8(ascii: "#"):
                // `#if canImport(UIKit)`: the rest of its line is its condition.
                skipLine()
            case UInt8(ascii: "@"):
                index += 1
                _ = word()
                if byte(index) == UInt8(ascii: "(") {
                    while index < source.count, source[index] != UInt8(ascii: ")") { index += 1 }
                    index += 1
                }
            default:
                guard spelled(word(), "import") else { return (names, start) }
                skipSpace()
                var name = word()
                // `import struct Module.Type`: the kind comes before the path.
                if ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"].contains(where: { spelled(name, $0) }) {
                    skipSpace()
                    name = word()
                }
                if name.isEmpty, byte(index) == UInt8(ascii: "`") {
                    index += 1
                    name = word()
                    index += 1
                }
                guard !name.isEmpty else { return (names, start) }
                names.append(String(decoding: UnsafeBufferPointer(rebasing: source[name]), as: UTF8.self))
                while index < source.count, source[index] == UInt8(ascii: ".") || isName(source[index]) { index += 1 }
            }
            if index >= source.count { return (names, source.count) }
        }
    }

    /// The imports of the file at `path`, as the check's scan finds them: those of its head,
    /// and any later one (an `import` under a `#Preview` at the end) read by the scanner
    /// itself, so that every command names a module alike. None when it cannot be read from
    /// `source`.
    static func read(file path: String, in source: any FileSource) -> [String] {
        guard let bytes = try? source.read(path) else { return [] }
        return bytes.withUnsafeBufferPointer { source in
            let head = read(source)
            let rest = UnsafeBufferPointer(rebasing: source[head.end...])
            guard ByteSearch.contains(literal: "import", in: rest) else { return head.names }
            return Scanner.scan(bytes).imports.map { String(decoding: UnsafeBufferPointer(rebasing: source[$0]), as: UTF8.self) }
        }
    }
}
