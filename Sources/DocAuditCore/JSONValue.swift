// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// A parsed JSON value that remembers where it stands in its file, so configuration errors can
/// name the line and column.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in file order; a duplicate key is a parse error.
    case object([(key: String, value: JSONValue)])

    /// Compares values, objects member by member in order.
    ///
    /// ```swift
    /// JSONValue.string("a") == JSONValue.string("a") // true
    /// ```
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The JSON type's name, as error messages spell it: `a string`, `an array`, …
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value as compact JSON text with members in order.
    public var jsonText: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .number(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value): return JSONText.quoted(value)
        case .array(let items): return "[" + items.map(\.jsonText).joined(separator: ", ") + "]"
        case .object(let members): return JSONText.object(members.map { ($0.key, $0.value.jsonText) })
        }
    }
}


/// A JSON syntax error with its 1-based line and column.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in bytes.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// `line L, column C: message`.
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict JSON parser (RFC 8259: no comments, no trailing commas) that keeps member order and
/// rejects duplicate keys, which a configuration must never silently merge.
public struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// Nesting is bounded so hostile input cannot exhaust the stack.
    private var depth = 0
    private static let maximumDepth = 256
    /// The member of the top-level object whose array is handed out element by element.
    private let streamed: StreamedArray?

    /// An array member of the top-level object read one element at a time, for a document
    /// too large to hold as a value (a baseline): each element is handed to `element` with
    /// its index and the offset parsing reached, and the document's value keeps an empty array.
    public struct StreamedArray {
        let key: String
        let element: (_ index: Int, _ value: JSONValue, _ end: Int) -> Void

        /// Streams the array of the top-level member `key` to `element`.
        ///
        /// ```swift
        /// let entries = JSONParser.StreamedArray(key: "entries") { index, value, end in print(index, value) }
        /// ```
        public init(key: String, element: @escaping (_ index: Int, _ value: JSONValue, _ end: Int) -> Void) {
            self.key = key
            self.element = element
        }
    }

    /// Parses one JSON document.
    ///
    /// ```swift
    /// let value = try JSONParser.parse(Array(#"{"language": "ko"}"#.utf8))
    /// ```
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer in Result { () throws(JSONSyntaxError) in try parse(buffer, streaming: nil) } }.get()
    }

    /// Parses one JSON document in `bytes`, handing the array `streamed` names out element by
    /// element when it is there.
    ///
    /// ```swift
    /// let root = try JSONParser.parse(buffer, streaming: entries)
    /// ```
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, streaming streamed: StreamedArray?) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, streamed: streamed)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, streamed: StreamedArray?) {
        self.bytes = bytes
        self.streamed = streamed
    }

    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var lineStart = 0
        for index in 0..<min(position, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return JSONSyntaxError(line: line, column: position - lineStart + 1, message: message)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard position < bytes.count else { throw error("unexpected end of file") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try nested { (parser: inout JSONParser) throws(JSONSyntaxError) in try parser.object() }
        case UInt8(ascii: "["): return try nested { (parser: inout JSONParser) throws(JSONSyntaxError) in try parser.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected character")
        }
    }

    private mutating func nested<Value>(_ body: (inout JSONParser) throws(JSONSyntaxError) -> Value) throws(JSONSyntaxError) -> Value {
        depth += 1
        guard depth <= JSONParser.maximumDepth else { throw error("nested too deeply") }
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - position >= expected.count, bytes[position..<position + expected.count].elementsEqual(expected) else {
            throw error("unexpected character")
        }
        position += expected.count
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        var keys = Set<String>()
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyPosition = position
            let key = try string()
            guard keys.insert(key).inserted else {
                position = keyPosition
                throw error("duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            position += 1
            if depth == 1, let streamed, key == streamed.key, startsArray() {
                try nested { (parser: inout JSONParser) throws(JSONSyntaxError) in try parser.array(handingTo: streamed.element) }
                members.append((key, .array([])))
            } else {
                members.append((key, try value()))
            }
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of file in an object") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        var items: [JSONValue] = []
        try array { _, item, _ in items.append(item) }
        return .array(items)
    }

    /// Whether the next value is an array.
    private mutating func startsArray() -> Bool {
        skipWhitespace()
        return position < bytes.count && bytes[position] == UInt8(ascii: "[")
    }

    /// Parses an array, handing each element to `element` as it is read.
    private mutating func array(handingTo element: (Int, JSONValue, Int) -> Void) throws(JSONSyntaxError) {
        position += 1
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return
        }
        var index = 0
        while true {
            let item = try value()
            element(index, item, position)
            index += 1
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of file in an array") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; return }
            throw error("expected ',' or ']'")
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        position += 1
        let start = position
        // Most strings hold no escape: they are one slice of the bytes, made a string at once.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: bytes[start..<position - 1], as: UTF8.self)
            }
            if byte < 0x20 { throw error("control character in a string") }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            position += 1
        }
        throw error("unterminated string")
    }

    /// The rest of a string that opened at `start` and holds an escape at `position`.
    private mutating func escapedString(from start: Int) throws(JSONSyntaxError) -> String {
        var utf8 = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 { throw error("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                UTF8.encode(try escape()) { utf8.append($0) }
            } else {
                utf8.append(byte)
                position += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        position += 1
        guard position < bytes.count else { throw error("unterminated string") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hexQuad()
            if (0xD800..<0xDC00).contains(high), bytes.count - position >= 6,
               bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                position += 2
                let low = try hexQuad()
                if (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                    return scalar
                }
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("invalid \\u escape") }
            return scalar
        default:
            throw error("invalid escape")
        }
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw error("invalid \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[position])).hexDigitValue else { throw error("invalid \\u escape") }
            value = value * 16 + UInt32(digit)
            position += 1
        }
        return value
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.position
            while parser.position < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.position]) { parser.position += 1 }
            return parser.position - from
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard digits(&self) > 0 else { throw error("invalid number") }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw error("invalid number") }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw error("invalid number") }
        }
        guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else { throw error("invalid number") }
        return .number(value)
    }
}
