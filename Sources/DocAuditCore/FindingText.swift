// Unchecked buffers: findings and records are written and read as bytes in place, one file after another; a range past its end traps in debug builds, where the tests run.

/// A finding's message, built as UTF-8 bytes from a string literal and its interpolations. A
/// check writes its messages straight into its temporary files; building each as a `String`
/// first cost more than the rest of the finding where a finding stands on most declarations.
/// Its bytes stay in the value itself while they fit, as nearly all messages do: a message is
/// copied once into its file's findings and dropped, and a heap array for it would cost an
/// allocation and a reference count per piece appended.
public struct FindingText: ExpressibleByStringInterpolation, Sendable {
    /// The bytes while they fit.
    fileprivate var inline = InlineBytes()
    /// How many bytes are in `inline`; -1 once they are in `overflow`.
    fileprivate var inlineCount = 0
    /// All the bytes, once more than `inline` holds were appended.
    fileprivate var overflow: [UInt8] = []

    /// The message's UTF-8.
    ///
    /// ```swift
    /// ("plain" as FindingText).utf8 // Array("plain".utf8)
    /// ```
    public var utf8: [UInt8] { withUTF8 { Array($0) } }

    /// Calls `body` with the message's UTF-8 in place.
    ///
    /// ```swift
    /// let length = message.withUTF8(\.count)
    /// ```
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        guard inlineCount >= 0 else { return try overflow.withUnsafeBufferPointer(body) }
        return try withUnsafeBytes(of: inline) { raw in
            try body(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: inlineCount))
        }
    }

    /// An empty text, for an interpolation to fill.
    fileprivate init() {}

    /// The text of a literal without interpolations.
    public init(stringLiteral value: StaticString) {
        value.withUTF8Buffer { append($0) }
    }

    /// The text of an interpolated literal.
    public init(stringInterpolation: Interpolation) {
        self = stringInterpolation.text
    }

    /// Appends `bytes`: in place while they fit, else to the array, which takes all the bytes
    /// the first time.
    fileprivate mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard inlineCount >= 0 else { return overflow.append(contentsOf: bytes) }
        let end = inlineCount + bytes.count
        guard end <= MemoryLayout<InlineBytes>.size else {
            overflow = withUTF8 { Array($0) }
            overflow.append(contentsOf: bytes)
            inlineCount = -1
            return
        }
        if let source = bytes.baseAddress {
            withUnsafeMutableBytes(of: &inline) { ($0.baseAddress! + inlineCount).copyMemory(from: source, byteCount: bytes.count) }
        }
        inlineCount = end
    }

    /// The bytes an interpolated literal appends, piece by piece.
    public struct Interpolation: StringInterpolationProtocol {
        /// A literal's pieces come as static strings: their bytes are read where the binary
        /// keeps them, with nothing of a `String` to go through.
        public typealias StringLiteralType = StaticString

        fileprivate var text = FindingText()

        /// An empty message: its room is the value's own.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends a literal piece; the compiler calls it for each piece of a literal.
        ///
        /// ```swift
        /// var interpolation = FindingText.Interpolation(literalCapacity: 17, interpolationCount: 0)
        /// interpolation.appendLiteral("is not documented")
        /// ```
        public mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { text.append($0) }
        }

        /// Appends `\(text)`.
        ///
        /// ```swift
        /// interpolation.appendInterpolation(declaration.name) // "\(declaration.name)"
        /// ```
        public mutating func appendInterpolation(_ text: String) {
            append(text)
        }

        /// Appends `\(number)` in decimal.
        ///
        /// ```swift
        /// interpolation.appendInterpolation(lines.count) // "\(lines.count)"
        /// ```
        public mutating func appendInterpolation(_ number: Int) {
            append(String(number))
        }

        /// Appends another finding text.
        ///
        /// ```swift
        /// let what: FindingText = "public func 'load()'"
        /// interpolation.appendInterpolation(what) // "\(what)"
        /// ```
        public mutating func appendInterpolation(_ text: FindingText) {
            text.withUTF8 { self.text.append($0) }
        }

        private mutating func append(_ string: borrowing String) {
            // Read in place, as native strings are stored: no copy to make it contiguous.
            if string.utf8.withContiguousStorageIfAvailable({ text.append($0) }) == nil {
                var copy = copy string
                copy.withUTF8 { text.append($0) }
            }
        }
    }
}

/// 160 bytes in a value, for ``FindingText``: three vectors, laid out one after another. All
/// but a few messages fit (English ones take 85 bytes on average, Korean ones 110), and every
/// byte of it is copied with the message, used or not.
struct InlineBytes: Sendable {
    private var first = SIMD64<UInt8>()
    private var second = SIMD64<UInt8>()
    private var third = SIMD32<UInt8>()
}
