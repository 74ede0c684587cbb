import DocAuditCore

// Unchecked buffers: a project file of thousands of sources is read byte by byte in place, with no copy or
// count per value; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// An old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`: strings
/// (quoted, with escapes, or bare), `<data>`, `( arrays, )` and `{ dictionaries = ...; }`, with
/// `/* */` and `//` comments. Read strictly from UTF-8 bytes, once: every value is a few numbers
/// pointing into the bytes, and nothing is spelled until a reader asks. Nesting is kept on an
/// explicit stack, so no input can exhaust the call stack.
public struct PropertyList: Sendable {
    /// One value of the list: what it is, and where its text or its elements are.
    public struct Value: Sendable, Equatable {
        /// What a value is.
        public enum Kind: UInt8, Sendable {
            case string, data, array, dictionary
        }

        /// What the value is.
        public let kind: Kind
        /// Whether a string's text is in the decoded buffer (it had escapes) rather than the source.
        fileprivate let decoded: Bool
        /// A string's or data's first byte, or a container's first item.
        fileprivate let first: Int32
        /// A string's or data's byte count, an array's element count, a dictionary's pair count.
        fileprivate let count: Int32
        /// Where the value starts in the source: its line is counted only for a message.
        fileprivate let offset: Int32
    }

    /// The bytes read, in which strings without escapes are found in place.
    private let source: [UInt8]
    /// The text of the strings that had escapes, decoded, back to back.
    private let decodedText: [UInt8]
    /// The elements of arrays and the keys and values of dictionaries, each container's together.
    private let items: [Value]
    /// The list's top value.
    public let root: Value

    /// Reads `bytes` as an old-style property list.
    ///
    /// ```swift
    /// let list = try PropertyList.parse(Array("{ a = (b, \"c d\"); }".utf8))
    /// list.string(list.value(list.root, forKey: "a").map { list.elements($0)[0] }) // "b"
    /// ```
    public static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
        if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw PropertyListError(line: line(at: invalid, in: bytes), message: "is not UTF-8 text")
        }
        guard bytes.count < Int(Int32.max) else { throw PropertyListError(line: 1, message: "is too large to read") }
        let parsed = try bytes.withUnsafeBufferPointer { source throws(PropertyListError) in
            var parser = Parser(source)
            return try parser.parse()
        }
        return PropertyList(source: bytes, decodedText: parsed.decoded, items: parsed.items, root: parsed.root)
    }

    /// The line (from 1) of the byte at `offset` in `bytes`.
    fileprivate static func line(at offset: Int, in bytes: some Collection<UInt8>) -> Int {
        1 + bytes.prefix(offset).reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    /// The line (from 1) where `value` starts.
    ///
    /// ```swift
    /// let line = list.line(of: object) // for a message about it
    /// ```
    public func line(of value: Value) -> Int {
        Self.line(at: Int(value.offset), in: source)
    }

    /// The elements of an array; none for any other value.
    ///
    /// ```swift
    /// for child in list.elements(children) { … }
    /// ```
    public func elements(_ value: Value) -> ArraySlice<Value> {
        guard value.kind == .array else { return [] }
        return items[Int(value.first)..<Int(value.first + value.count)]
    }

    /// The number of key-value pairs of a dictionary; 0 for any other value.
    ///
    /// ```swift
    /// for index in 0..<list.pairCount(objects) { let (key, object) = list.pair(index, of: objects) }
    /// ```
    public func pairCount(_ value: Value) -> Int {
        value.kind == .dictionary ? Int(value.count) : 0
    }

    /// The key and value of a dictionary's pair at `index` (below ``pairCount(_:)``).
    ///
    /// ```swift
    /// let (key, object) = list.pair(0, of: objects)
    /// ```
    public func pair(_ index: Int, of dictionary: Value) -> (key: Value, value: Value) {
        let at = Int(dictionary.first) + 2 * index
        return (items[at], items[at + 1])
    }

    /// The value of `dictionary` for the key `key`; nil when it has none, or is no dictionary.
    ///
    /// ```swift
    /// let isa = list.value(object, forKey: "isa")
    /// ```
    public func value(_ dictionary: Value, forKey key: StaticString) -> Value? {
        guard dictionary.kind == .dictionary else { return nil }
        var index = Int(dictionary.first)
        let end = index + 2 * Int(dictionary.count)
        // The last pair for a key wins, as in Foundation's reading.
        var found: Value?
        while index < end {
            if equals(items[index], key) { found = items[index + 1] }
            index += 2
        }
        return found
    }

    /// Whether `value` is a string spelled `text`.
    ///
    /// ```swift
    /// if let isa = list.value(object, forKey: "isa"), list.equals(isa, "PBXGroup") { … }
    /// ```
    public func equals(_ value: Value, _ text: StaticString) -> Bool {
        guard value.kind == .string, Int(value.count) == text.utf8CodeUnitCount else { return false }
        return withBytes(of: value) { ByteSearch.equal($0, UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)) }
    }

    /// Whether two strings spell the same text.
    ///
    /// ```swift
    /// list.equals(reference, list.pair(0, of: objects).key) // an object found by its identifier
    /// ```
    public func equals(_ a: Value, _ b: Value) -> Bool {
        guard a.kind == .string, b.kind == .string, a.count == b.count else { return false }
        return withBytes(of: a) { x in withBytes(of: b) { y in ByteSearch.equal(x, y) } }
    }

    /// The text of a string; nil for any other value.
    ///
    /// ```swift
    /// let name = list.value(target, forKey: "name").flatMap(list.string) // "App"
    /// ```
    public func string(_ value: Value) -> String? {
        guard value.kind == .string else { return nil }
        return withBytes(of: value) { String(decoding: $0, as: UTF8.self) }
    }

    /// The text of the string `dictionary` holds under `key`; nil where it holds none. Readers
    /// ask it of every file: no closure holds the list.
    func string(_ dictionary: Value, forKey key: StaticString) -> String? {
        guard let found = value(dictionary, forKey: key) else { return nil }
        return string(found)
    }

    /// Whether `value` is a string whose text ends with `suffix`.
    func hasSuffix(_ value: Value, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard value.kind == .string, Int(value.count) > count else { return false }
        return withBytes(of: value) { ByteSearch.equal(UnsafeBufferPointer(rebasing: $0[($0.count - count)...]), UnsafeBufferPointer(start: suffix.utf8Start, count: count)) }
    }

    /// Calls `body` with the bytes of a string's text, or of data's hex digits as written.
    ///
    /// ```swift
    /// let length = list.withBytes(of: name) { $0.count }
    /// ```
    public func withBytes<Result>(of value: Value, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let range = Int(value.first)..<Int(value.first + value.count)
        guard value.kind == .string || value.kind == .data else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try (value.decoded ? decodedText : source).withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}

/// Why a property list could not be read: what is wrong, and the line where.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line (from 1) where the problem is.
    public var line: Int
    /// What is wrong, to follow the file's path and line.
    public var message: String

    /// The line and the message, as `FILE:` precedes them.
    public var description: String { "\(line): \(message)" }
}

/// One reading of a list's bytes.
private struct Parser: ~Copyable {
    private let source: UnsafeBufferPointer<UInt8>
    /// ``byteClasses``, read once: a static's every read checks that it is made.
    private let classes = Parser.byteClasses
    private var items: ValueStack
    private var decoded: [UInt8] = []
    /// The values of the containers still open, each one's after its parent's.
    private var pending: ValueStack
    /// The containers open, innermost last: where their values start in ``pending``.
    private var open: [(isDictionary: Bool, start: Int, offset: Int)] = []

    typealias Value = PropertyList.Value

    /// What may come next.
    private enum Expectation {
        case value, keyOrClose, equals, semicolon, elementOrClose, commaOrClose, end
    }

    init(_ source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        // A project file holds a value for every 16 bytes or so: the values grow once or twice, not a dozen times.
        items = ValueStack(capacity: source.count / 16)
        pending = ValueStack(capacity: 256)
    }

    mutating func parse() throws(PropertyListError) -> (root: Value, items: [Value], decoded: [UInt8]) {
        // The position is a local, kept in a register: the parser's own would be stored at every step.
        var at = 0
        var expecting = Expectation.value
        var root: Value?
        while true {
            at = try Self.skipSpaceAndComments(from: at, in: source, classes: classes)
            guard at < source.count else {
                if expecting == .end, let root { return (root, items.array, decoded) }
                if let container = open.last {
                    throw error(at: at, "ends before the " + (container.isDictionary ? "dictionary" : "array") + " opened on line \(line(at: container.offset)) is closed")
                }
                throw error(at: at, "ends before its value")
            }
            let byte = source[at]
            var finished: Value?
            switch expecting {
            case .end:
                throw error(at: at, "has more after its value")
            case .equals, .semicolon:
                let wanted = expecting == .equals ? UInt8(ascii: "=") : UInt8(ascii: ";")
                guard byte == wanted else { throw error(at: at, "has \(describe(byte)) where '\(Character(Unicode.Scalar(wanted)))' belongs") }
                at += 1
                expecting = expecting == .equals ? .value : .keyOrClose
            case .commaOrClose:
                if byte == UInt8(ascii: ",") {
                    at += 1
                    expecting = .elementOrClose
                } else if byte == UInt8(ascii: ")") {
                    at += 1
                    finished = close()
                } else {
                    throw error(at: at, "has \(describe(byte)) where ',' or ')' belongs")
                }
            case .keyOrClose:
                if byte == UInt8(ascii: "}") {
                    at += 1
                    finished = close()
                } else {
                    guard let key = try string(at: &at) else { throw error(at: at, "has \(describe(byte)) where a key or '}' belongs") }
                    pending.append(key)
                    expecting = .equals
                    // Most pairs are `key = string;`: read at once, where the loop would take four
                    // turns. Anything else is left to the loop, which meets it where it stands.
                    at = try Self.skipSpaceAndComments(from: at, in: source, classes: classes)
                    guard at < source.count, source[at] == UInt8(ascii: "=") else { continue }
                    at += 1
                    expecting = .value
                    at = try Self.skipSpaceAndComments(from: at, in: source, classes: classes)
                    guard at < source.count, let value = try string(at: &at) else { continue }
                    pending.append(value)
                    expecting = .semicolon
                    at = try Self.skipSpaceAndComments(from: at, in: source, classes: classes)
                    guard at < source.count, source[at] == UInt8(ascii: ";") else { continue }
                    at += 1
                    expecting = .keyOrClose
                }
            case .elementOrClose where byte == UInt8(ascii: ")"):
                at += 1
                finished = close()
            case .value, .elementOrClose:
                switch byte {
                case UInt8(ascii: "{"):
                    open.append((true, pending.count, at))
                    at += 1
                    expecting = .keyOrClose
                case UInt8(ascii: "("):
                    open.append((false, pending.count, at))
                    at += 1
                    expecting = .elementOrClose
                case UInt8(ascii: "<"):
                    finished = try data(at: &at)
                default:
                    guard let text = try string(at: &at) else { throw error(at: at, "has \(describe(byte)) where a value belongs") }
                    finished = text
                }
            }
            guard let finished else { continue }
            if let container = open.last {
                pending.append(finished)
                expecting = container.isDictionary ? .semicolon : .commaOrClose
            } else {
                root = finished
                expecting = .end
            }
        }
    }

    /// Closes the innermost container, its `}` or `)` passed: its values move to ``items``, together.
    private mutating func close() -> Value {
        let container = open.removeLast()
        let first = items.count
        let count = pending.count - container.start
        pending.move(from: container.start, to: &items)
        return Value(kind: container.isDictionary ? .dictionary : .array, decoded: false, first: Int32(first),
                     count: Int32(container.isDictionary ? count / 2 : count), offset: Int32(container.offset))
    }

    /// Where the spaces, line breaks and comments from `start` end. A project file is mostly
    /// comments (each object's name after its identifier): their bytes are passed looking for
    /// `*` alone. Static, as ``bareEnd(from:in:classes:)``: a parser's method would have the
    /// loop copy the parser at every turn.
    @inline(__always)
    private static func skipSpaceAndComments(from start: Int, in source: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<UInt8>) throws(PropertyListError) -> Int {
        let count = source.count
        var at = start
        while at < count {
            let byte = source[at]
            if classes[Int(byte)] & Self.space != 0 {
                at += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where at + 1 < count && source[at + 1] == UInt8(ascii: "*"):
                let start = at
                at += 2
                while true {
                    // A project file is mostly comments: `memchr` passes over many bytes at a step.
                    at = ByteSearch.firstIndex(of: UInt8(ascii: "*"), in: source, from: at) ?? count
                    guard at + 1 < count else { throw PropertyListError(line: PropertyList.line(at: start, in: source), message: "has a comment that is never closed") }
                    at += 1
                    if source[at] == UInt8(ascii: "/") { break }
                }
                at += 1
            case UInt8(ascii: "/") where at + 1 < count && source[at + 1] == UInt8(ascii: "/"):
                while at < count, source[at] != UInt8(ascii: "\n") { at += 1 }
            default:
                return at
            }
        }
        return at
    }

    /// A quoted or bare string at `position`, which moves past it; nil when none starts there. Most are bare (keys,
    /// identifiers): read where the parser asks, with no call.
    @inline(__always)
    private mutating func string(at position: inout Int) throws(PropertyListError) -> Value? {
        let start = position
        guard classes[Int(source[start])] & Self.bare != 0 else {
            return source[start] == UInt8(ascii: "\"") ? try quoted(at: &position) : nil
        }
        position = Self.bareEnd(from: start, in: source, classes: classes)
        // The offsets fit: `parse` reads no list of 2 GB or more.
        return Value(kind: .string, decoded: false, first: Int32(truncatingIfNeeded: start),
                     count: Int32(truncatingIfNeeded: position - start), offset: Int32(truncatingIfNeeded: start))
    }

    /// The quoted string at `position`, which moves past it.
    private mutating func quoted(at position: inout Int) throws(PropertyListError) -> Value {
        let start = position
        position += 1
        let textStart = position
        while position < source.count, classes[Int(source[position])] & Self.quotable != 0 { position += 1 }
        guard position < source.count else { throw error(at: start, "has a string that is never closed") }
        if source[position] == UInt8(ascii: "\"") {
            position += 1
            return Value(kind: .string, decoded: false, first: Int32(textStart), count: Int32(position - 1 - textStart), offset: Int32(start))
        }
        // Escapes: the text is decoded into a buffer of its own.
        let first = decoded.count
        decoded.append(contentsOf: source[textStart..<position])
        while true {
            guard position < source.count else { throw error(at: start, "has a string that is never closed") }
            let byte = source[position]
            position += 1
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                continue
            }
            guard position < source.count else { throw error(at: start, "has a string that is never closed") }
            let escaped = source[position]
            position += 1
            if let control = TextEscaping.controlCharacter(escapedAs: escaped) {
                decoded.append(control)
                continue
            }
            switch escaped {
            case UInt8(ascii: "U"):
                var scalar: UInt32 = 0
                for _ in 0..<4 {
                    guard position < source.count, let digit = Self.hexValue(source[position]) else { throw error(at: position, "has a \\U escape without four hex digits") }
                    scalar = scalar << 4 | UInt32(digit)
                    position += 1
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw error(at: position, "has a \\U escape that is no character") }
                decoded.append(contentsOf: String(Character(unicode)).utf8)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, position < source.count, source[position] >= UInt8(ascii: "0"), source[position] <= UInt8(ascii: "7") {
                    value = value << 3 | UInt32(source[position] - UInt8(ascii: "0"))
                    position += 1
                    digits += 1
                }
                // Three octal digits reach 0o777; a byte only 0o377.
                guard value <= 0o377 else { throw error(at: position, "has an octal escape above \\377") }
                decoded.append(contentsOf: String(Character(Unicode.Scalar(UInt8(value)))).utf8)
            default:
                // `\"`, `\\`, and any other character stands for itself.
                decoded.append(escaped)
            }
        }
        return Value(kind: .string, decoded: true, first: Int32(first), count: Int32(decoded.count - first), offset: Int32(start))
    }

    /// Where the bytes that may stand in a string without quotes end, from `start`. Most are
    /// identifiers of 24 hex digits: eight bytes at a time are told letters and digits, as bits,
    /// and the table is asked only of a byte that is neither.
    @inline(__always)
    private static func bareEnd(from start: Int, in source: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<UInt8>) -> Int {
        var end = start
        while end + 8 <= source.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(source.baseAddress! + end).loadUnaligned(as: UInt64.self))
            let others = ~Self.alphanumericBytes(word) & 0x8080_8080_8080_8080
            guard others != 0 else {
                end += 8
                continue
            }
            end += others.trailingZeroBitCount / 8
            guard classes[Int(source[end])] & Self.bare != 0 else { return end }
            end += 1
        }
        while end < source.count, classes[Int(source[end])] & Self.bare != 0 { end += 1 }
        return end
    }

    /// `word`'s bytes (the first the lowest) with the high bit set where a byte is an ASCII
    /// letter or digit, and no other bit.
    @inline(__always)
    private static func alphanumericBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        // A byte below 0x80 is at least `low` where adding 0x80 - low sets its high bit, and more
        // than `top` where adding 0x7F - top does; no sum carries into the next byte.
        func within(_ bytes: UInt64, _ low: UInt64, _ top: UInt64) -> UInt64 {
            (bytes &+ (0x80 - low) &* ones) & ~(bytes &+ (0x7F - top) &* ones)
        }
        let ascii = word & ~high
        let digits = within(ascii, 0x30, 0x39)
        // `| 0x20` makes capitals small, and no byte but a letter a small letter.
        let letters = within(ascii | 0x20 &* ones, 0x61, 0x7A)
        return (digits | letters) & ~word & high
    }

    /// `<hex digits>` at `position`, which moves past them; spaces allowed between them.
    private mutating func data(at position: inout Int) throws(PropertyListError) -> Value {
        let start = position
        position += 1
        var digits = 0
        while position < source.count, source[position] != UInt8(ascii: ">") {
            let byte = source[position]
            if Self.hexValue(byte) != nil {
                digits += 1
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") {
                throw error(at: position, "has \(describe(byte)) in data, where only hex digits belong")
            }
            position += 1
        }
        guard position < source.count else { throw error(at: start, "has data that is never closed") }
        guard digits % 2 == 0 else { throw error(at: start, "has data with an odd number of hex digits") }
        position += 1
        return Value(kind: .data, decoded: false, first: Int32(start + 1), count: Int32(position - 2 - start), offset: Int32(start))
    }

    /// What each byte may be, in bits: one that may stand in a string without quotes (a letter,
    /// a digit, `_ $ + / : . -`), a space or line break, a byte a quoted string holds as itself
    /// (not `"` or `\`). A table, read for every byte outside comments; made once for the
    /// process and kept, so that a parser holds its address, with no count to keep. Never
    /// written once made.
    nonisolated(unsafe) private static let byteClasses: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0...255 {
            var classes: UInt8 = 0
            switch UInt8(byte) {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
                classes |= bare
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                classes |= space
            default:
                break
            }
            if byte != Int(UInt8(ascii: "\"")) && byte != Int(UInt8(ascii: "\\")) { classes |= quotable }
            table[byte] = classes
        }
        return UnsafePointer(table)
    }()

    /// The bits of ``byteClasses``.
    private static let bare: UInt8 = 1, space: UInt8 = 2, quotable: UInt8 = 4

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// How a message names `byte`: itself when printable, else its code.
    private func describe(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "'" + String(Character(Unicode.Scalar(byte))) + "'" : "a byte 0x" + String(byte, radix: 16)
    }

    private func line(at offset: Int) -> Int {
        PropertyList.line(at: offset, in: source)
    }

    private func error(at offset: Int, _ message: String) -> PropertyListError {
        PropertyListError(line: line(at: offset), message: message)
    }
}

/// Values back to back in memory of their own, grown by doubling: every value of a list is
/// appended to one and moved once to another, where an array would check at each append that
/// its storage is not shared, and move a container's values through a slice.
private struct ValueStack: ~Copyable {
    private var base: UnsafeMutablePointer<PropertyList.Value>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    mutating func append(_ value: PropertyList.Value) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: value)
        count += 1
    }

    /// Moves the values from `start` on to the end of `other`, in their order.
    mutating func move(from start: Int, to other: inout ValueStack) {
        let moved = count - start
        if other.count + moved > other.capacity { other.grow(to: other.count + moved) }
        (other.base + other.count).moveInitialize(from: base + start, count: moved)
        other.count += moved
        count = start
    }

    /// The values, in an array of their own, copied at once.
    var array: [PropertyList.Value] {
        [PropertyList.Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress?.initialize(from: base, count: count)
            initialized = count
        }
    }

    private mutating func grow(to needed: Int) {
        var size = capacity * 2
        while size < needed { size *= 2 }
        let grown = UnsafeMutablePointer<PropertyList.Value>.allocate(capacity: size)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = size
    }
}
