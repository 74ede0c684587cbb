#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a doc comment documents nothing.
public enum OrphanReason: String, Sendable {
    /// A later doc comment group before the same declaration replaces it.
    case replaced
    /// It stands before `#if`, `#else`, `#elseif` or `#endif`.
    case beforeConditionalBlock
    /// It stands before a `}` that closes the scope.
    case beforeClosingBrace
    /// It stands before `import`.
    case beforeImport
    /// It stands before a statement, an expression or a macro expansion.
    case beforeStatement
    /// It stands at the end of the file.
    case endOfFile
    /// It stands inside a declaration: between its attributes and its keyword, or in its
    /// signature.
    case insideDeclaration
}

/// A doc comment that the compiler attaches to no declaration.
public struct OrphanDoc: Sendable {
    /// The comment.
    public var doc: DocComment
    /// Why it documents nothing.
    public var reason: OrphanReason
}

/// Something in a file that the scanner could not read as Swift; scanning goes on after it.
public struct ScanProblem: Sendable, Equatable {
    /// What is wrong, in plain words.
    public var message: String
    /// Where it is.
    public var position: SourcePosition
}

/// Everything the scanner finds in one file.
public struct ScannedFile: Sendable {
    /// The declarations at file and member scope, in source order.
    public var declarations: [Declaration]
    /// The doc comments that document nothing, in source order.
    public var orphanDocs: [OrphanDoc]
    /// Damage met while reading: unterminated literals, comments or braces, invalid bytes.
    public var problems: [ScanProblem]
    /// Maps byte offsets to lines and columns.
    public var lines: LineTable
}

/// The offsets where lines start, to turn byte offsets into lines and columns.
///
/// LF, CRLF and a lone CR each end a line, as in the compiler.
public struct LineTable: Sendable {
    /// The byte offset of each line's first byte; the first line starts at 0.
    public private(set) var starts: [Int]

    /// Builds the table of `bytes`.
    ///
    /// ```swift
    /// let table = LineTable(bytes)
    /// let position = table.position(of: 42)
    /// ```
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            self.starts = starts
            return
        }
        let count = bytes.count
        if memchr(base, 0x0D, count) == nil {
            // Nearly every file: LF only, found by the C library's vectorized search.
            var offset = 0
            while offset < count, let found = memchr(base + offset, 0x0A, count - offset) {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
            self.starts = starts
            return
        }
        var i = 0
        while i < count {
            let c = bytes[i]
            if c == 0x0A {
                starts.append(i + 1)
            } else if c == 0x0D {
                if i + 1 < count, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        self.starts = starts
    }

    /// The line and column of `offset`.
    ///
    /// ```swift
    /// let position = table.position(of: token.start)
    /// ```
    public func position(of offset: Int) -> SourcePosition {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - starts[low] + 1, offset: offset)
    }

    /// The number of lines.
    public var count: Int { starts.count }
}

/// Finds the first byte that is not part of well-formed UTF-8.
enum UTF8Check {
    /// The offset of the first invalid byte, or nil when all of `bytes` is valid UTF-8.
    static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        while i < count {
            // Source is mostly ASCII: skip eight bytes at a time while no high bit is set.
            while i + 8 <= count, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
            }
            guard i < count else { break }
            let lead = bytes[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var minimum: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; minimum = 0x80
            case 0xE0...0xEF: length = 3; minimum = 0x800
            case 0xF0...0xF4: length = 4; minimum = 0x10000
            default: return i
            }
            guard i + length <= count else { return i }
            var scalar = UInt32(lead) & (0x7F >> length)
            for k in 1..<length {
                let next = bytes[i + k]
                guard next & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
            i += length
        }
        return nil
    }
}
