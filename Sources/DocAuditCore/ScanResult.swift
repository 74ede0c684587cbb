#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

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
    /// The offset of the first byte that is not well-formed UTF-8, if any.
    public var invalidUTF8Offset: Int?
    /// The line comments whose text, after `//` and blanks, starts with ``directivePrefix``, in
    /// source order: the only comments that can be `docaudit check` directives.
    public var directiveComments: [Range<Int>]
    /// Where the module name of each `import` stands, in source order, backticks left out:
    /// what names a Tuist project's modules.
    public var imports: [Range<Int>] = []

    /// What a directive comment's text starts with.
    public static let directivePrefix: StaticString = "docaudit:"
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
        // A byte order mark is no part of the first line: columns count from after it.
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        var starts = [hasBOM ? 3 : 0]
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
        // The last line starting at or before `offset`.
        let line = max(0, starts.partitioningIndex { $0 > offset } - 1)
        return SourcePosition(line: line + 1, column: max(1, offset - starts[line] + 1), offset: offset)
    }

    /// The number of lines.
    public var count: Int { starts.count }
}
