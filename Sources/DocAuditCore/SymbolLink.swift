// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// A DocC symbol link in doc text: ``` ``Type`` ```, ``` ``Type/member(label:)`` ```,
/// ``` ``Module/Type`` ```, with optional disambiguation suffixes (`-swift.struct`, `-3xyz`).
public struct SymbolLink: Sendable, Hashable {
    /// The text between the double backticks, as written.
    public var text: String
    /// The 0-based line of the doc text the link stands on.
    public var line: Int
    /// The 0-based byte offset, in that line, of the opening backticks.
    public var column: Int

    /// Creates a link.
    ///
    /// ```swift
    /// let link = SymbolLink(text: "Cache/store(_:)", line: 0, column: 9)
    /// ```
    public init(text: String, line: Int, column: Int) {
        self.text = text
        self.line = line
        self.column = column
    }

    /// The path components with their disambiguation suffixes removed:
    /// `Cache/store(_:)-swift.method` is `["Cache", "store(_:)"]`.
    public var components: [String] {
        var text = text
        return text.withUTF8 { bytes in
            var components: [String] = []
            Self.forEachComponent(of: bytes, droppingASCIISuffixes: false) { components.append(Self.removingDisambiguation(UnsafeBufferPointer(rebasing: bytes[$0]))) }
            return components
        }
    }

    /// Calls `body` with where each component of an ASCII link text stands in `text`, its
    /// disambiguation suffix left out: the ranges of what ``components`` holds, read in place
    /// and kept on the stack.
    package static func withASCIIComponentRanges<Result>(_ text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<Range<Int>>) -> Result) -> Result {
        var count = 1
        for byte in text where byte == UInt8(ascii: "/") { count += 1 }
        return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: count) { ranges in
            var filled = 0
            forEachComponent(of: text, droppingASCIISuffixes: true) { range in
                ranges.initializeElement(at: filled, to: range)
                filled += 1
            }
            return body(UnsafeBufferPointer(ranges))
        }
    }

    /// Calls `body` with where each `/`-separated component of `text` stands, with or without
    /// the disambiguation suffix of an ASCII component.
    private static func forEachComponent(of text: UnsafeBufferPointer<UInt8>, droppingASCIISuffixes: Bool, _ body: (Range<Int>) -> Void) {
        var start = 0
        var index = 0
        while index <= text.count {
            if index == text.count || text[index] == UInt8(ascii: "/") {
                body(start..<(droppingASCIISuffixes ? start + asciiDisambiguationStart(UnsafeBufferPointer(rebasing: text[start..<index])) : index))
                start = index + 1
            }
            index += 1
        }
    }

    /// Where the last component of `text` stands, and where its disambiguation suffix starts
    /// in it (its end when it has none): what ``LinkSuffix`` reads.
    package static func lastComponent(of text: UnsafeBufferPointer<UInt8>) -> (range: Range<Int>, suffixStart: Int) {
        let start = text.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        let component = UnsafeBufferPointer(rebasing: text[start...])
        let suffix = component.allSatisfy { $0 < 0x80 } ? asciiDisambiguationStart(component) : removingDisambiguation(component).utf8.count
        return (start..<text.count, suffix)
    }

    /// `name-swift.method`, `name-1a2b3`, `name-(Int)->Bool` are `name`. A leading `-` belongs to
    /// an operator's name, and a `-` inside the parameter list (`-(_:_:)`) is kept.
    static func removingDisambiguation(_ component: UnsafeBufferPointer<UInt8>) -> String {
        guard component.contains(UInt8(ascii: "-")) else { return String(decoding: component, as: UTF8.self) }
        if component.allSatisfy({ $0 < 0x80 }) {
            // ASCII, the usual case: each byte is a character.
            return String(decoding: component[..<asciiDisambiguationStart(component)], as: UTF8.self)
        }
        let text = String(decoding: component, as: UTF8.self)
        var depth = 0
        for index in text.indices where index > text.startIndex {
            switch text[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "-" where depth == 0:
                let before = text[text.index(before: index)]
                if before.isLetter || before.isNumber || before == ")" || before == "_" {
                    return String(text[..<index])
                }
            default: break
            }
        }
        return text
    }

    /// Where the disambiguation suffix of an ASCII component starts; its end when it has none.
    static func asciiDisambiguationStart(_ component: UnsafeBufferPointer<UInt8>) -> Int {
        var depth = 0
        var index = 1
        while index < component.count {
            switch component[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: "-") where depth == 0:
                let before = component[index - 1]
                if isWordByte(before) || before == UInt8(ascii: ")") { return index }
            default: break
            }
            index += 1
        }
        return component.count
    }

    /// An ASCII letter, digit or `_`: what `Character.isLetter`, `isNumber` and `_` accept in ASCII.
    @inlinable package static func isWordByte(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// The symbol links in doc `text`, in order, outside code blocks and code spans.
    ///
    /// ```swift
    /// let links = SymbolLink.links(in: "Stores values; see ``Cache/evict()``.")
    /// links[0].text // "Cache/evict()"
    /// ```
    public static func links(in text: String) -> [SymbolLink] {
        var text = text
        var links: [SymbolLink] = []
        text.withUTF8 { bytes in
            forEachLink(in: bytes) { link, line, column in
                links.append(SymbolLink(text: String(decoding: link, as: UTF8.self), line: line, column: column))
            }
        }
        return links
    }

    /// Calls `body` with the text, line and column of each symbol link in the doc text `bytes`,
    /// as ``links(in:)`` finds them: read in place, for the check, which finds the links of
    /// every audited doc comment and keeps few of their texts.
    package static func forEachLink(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, _ line: Int, _ column: Int) -> Void) {
        // A link opens with a run of exactly two backticks (a fence's three open none): most
        // doc comments hold none, and the lines after the last one are not read.
        guard var nextRun = CodeSpan.firstRunOfTwo(in: bytes, from: 0) else { return }
        var fence: (marker: UInt8, length: Int)?
        var lineNumber = 0
        var lineStart = 0
        while lineStart <= bytes.count {
            let lineEnd = ByteSearch.firstIndex(of: 0x0A, in: bytes, from: lineStart) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            defer {
                lineNumber += 1
                lineStart = lineEnd + 1
            }
            if let open = fence {
                if CodeFence.closes(line, marker: open.marker, length: open.length) { fence = nil }
                continue
            }
            if let opening = CodeFence.opening(line) {
                fence = (opening.marker, opening.length)
                continue
            }
            if nextRun < lineStart {
                // Runs end where their lines do: none is cut by a line's start.
                guard let run = CodeSpan.firstRunOfTwo(in: bytes, from: lineStart) else { return }
                nextRun = run
            }
            if nextRun >= lineEnd || isIndentedCode(line) { continue }
            let lineBytes = UnsafeBufferPointer(rebasing: line)
            CodeSpan.forEachSpan(in: lineBytes) { span in
                // Code spans whose backtick runs have length two are links (when their text
                // is a symbol path); the others are code.
                let content = UnsafeBufferPointer(rebasing: lineBytes[span.content])
                guard span.runLength == 2, isSymbolPath(content) else { return }
                body(content, lineNumber, span.opening)
            }
        }
    }

    private static func isIndentedCode(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        line.prefix { $0 == 0x20 }.count >= 4 && line.contains { $0 != 0x20 && $0 != 0x09 }
    }

    /// A link's text names a symbol: no white space outside a parenthesized signature, not
    /// empty, and not a `<doc:…>` article link.
    private static func isSymbolPath(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = text.first, first != 0x20 else { return false }
        // Article links (`<doc:…>`, `doc:…`) are told by their first byte before their prefix
        // is compared: every code span of two backticks is asked.
        if first == UInt8(ascii: "<") || first == UInt8(ascii: "d"), startsWith("<doc:", text) || startsWith("doc:", text) { return false }
        var depth = 0
        var index = 0
        while index < text.count {
            switch text[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case 0x09...0x0D, 0x20: if depth == 0 { return false }
            case 0x80...: return isSymbolPathOutsideASCII(text)
            default: break
            }
            index += 1
        }
        return true
    }

    private static func startsWith(_ prefix: StaticString, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.count >= prefix.utf8CodeUnitCount && ByteSearch.equal(UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount), UnsafeBufferPointer(rebasing: text[..<prefix.utf8CodeUnitCount]))
    }

    /// ``isSymbolPath(_:)`` of a text outside ASCII, whose white space is Unicode's.
    private static func isSymbolPathOutsideASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var depth = 0
        for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "(": depth += 1
            case ")": depth -= 1
            default: if depth == 0 && scalar.properties.isWhitespace { return false }
            }
        }
        return true
    }
}

/// A code span of one line of Markdown, as CommonMark delimits it: a run of backticks closed by
/// the next run of the same length. Symbol links are read through these spans, once: `check`
/// reports what this reading finds, and the site renders it (its `LinkMarker`).
struct CodeSpan: Sendable, Equatable {
    /// The index of the opening run's first backtick.
    var opening: Int
    /// How many backticks open (and close) the span.
    var runLength: Int
    /// The indices of the text between the runs.
    var content: Range<Int>

    /// Calls `body` with each code span of `line`, in order (a run with no closing run is
    /// text), read in place.
    static func forEachSpan(in line: UnsafeBufferPointer<UInt8>, _ body: (CodeSpan) -> Void) {
        var index = 0
        // Where the last run of each length starts, once a run found no closing one: the rest
        // of the line was read to its end, and a run with no like run after it is told at
        // once. A line of runs that close nothing is then read twice, not once per run.
        var lastRuns: [Int: Int]?
        while let opening = nextBacktick(in: line, from: index) {
            let length = run(line, at: opening)
            index = opening + length
            if let lastRuns, lastRuns[length, default: -1] < index { continue }
            guard let close = closingRun(line, from: index, length: length) else {
                lastRuns = lastRunStarts(line, from: index)
                continue
            }
            body(CodeSpan(opening: opening, runLength: length, content: index..<close))
            index = close + length
        }
    }

    /// Where the last run of each length starts in `line` from `start`, which ends a run.
    private static func lastRunStarts(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> [Int: Int] {
        var starts: [Int: Int] = [:]
        var index = start
        while let runStart = nextBacktick(in: line, from: index) {
            let length = run(line, at: runStart)
            starts[length] = runStart
            index = runStart + length
        }
        return starts
    }

    /// Where the first run of exactly two backticks, which opens every symbol link, starts at
    /// or after `start`, which no backtick precedes.
    static func firstRunOfTwo(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        // From the end of one run to the next backtick, which starts the next run.
        var index = start
        while let runStart = nextBacktick(in: bytes, from: index) {
            index = runStart + run(bytes, at: runStart)
            if index - runStart == 2 { return runStart }
        }
        return nil
    }

    /// The first backtick at or after `start`, found eight bytes at a time in place: this runs
    /// over every audited doc comment, where a backtick comes every few dozen bytes, too often
    /// for a call of `memchr` per backtick to pay. A word XORed with backticks has a zero byte
    /// where one stands; the lowest is found exactly, as borrows only ever run upward.
    @inline(__always)
    private static func nextBacktick(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = start
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) ^ 0x6060_6060_6060_6060
            let zeros = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            if zeros != 0 { return index + zeros.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "`") { return index }
            index += 1
        }
        return nil
    }

    private static func run(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        var end = index
        while end < line.count, line[end] == UInt8(ascii: "`") { end += 1 }
        return end - index
    }

    /// Where the next run of exactly `length` backticks starts.
    private static func closingRun(_ line: UnsafeBufferPointer<UInt8>, from start: Int, length: Int) -> Int? {
        var index = start
        while let runStart = nextBacktick(in: line, from: index) {
            let found = run(line, at: runStart)
            if found == length { return runStart }
            index = runStart + found
        }
        return nil
    }
}
