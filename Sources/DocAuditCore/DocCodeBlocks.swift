// Unchecked buffers: a block's bytes are read in place in its doc comment's text; a range past its end traps in debug builds, where the tests run.

/// The fenced code blocks of one doc comment, as the rules read them: each block's code, info
/// and heading as parts of the comment's text, made without copying it.
///
/// ```swift
/// let blocks = DocCodeBlocks(text: doc.text)
/// let hasExample = blocks.contains { $0.isSwiftExample }
/// ```
public struct DocCodeBlocks: RandomAccessCollection, Sendable {
    /// The doc comment's text.
    public let text: String
    private let spans: [DocCodeSpan]

    /// The blocks of a doc comment whose text is `text`.
    ///
    /// ```swift
    /// let blocks = DocCodeBlocks(text: "Loads.\n\n```swift\nload()\n```")
    /// blocks.count // 1
    /// ```
    public init(text: String) {
        var spans: [DocCodeSpan] = []
        var bytes = text
        bytes.withUTF8 { DocMarkup.codeBlockSpans(in: $0, into: &spans) }
        self.init(text: text, spans: spans)
    }

    /// The blocks `spans` marks in `text`.
    init(text: String, spans: [DocCodeSpan]) {
        self.text = text
        self.spans = spans
    }

    /// No blocks: what a doc comment without a fence holds.
    public static let none = DocCodeBlocks(text: "", spans: [])

    public var startIndex: Int { 0 }
    public var endIndex: Int { spans.count }

    public subscript(position: Int) -> Block {
        Block(text: text, span: spans[position])
    }

    /// One fenced code block.
    public struct Block: Sendable {
        fileprivate let text: String
        fileprivate let span: DocCodeSpan

        /// Whether the block is a Swift usage example: its info string is empty or `swift`.
        public var isSwiftExample: Bool { withBytes { span.isSwiftExample(in: $0) } }

        /// Whether its code is only white space.
        public var isBlank: Bool { withBytes { span.isBlank(in: $0) } }

        /// The code between the fences.
        public var code: Substring { part(span.code) }

        /// The heading (its text, without `#`, trimmed) the block stands under, if any.
        public var heading: Substring? { span.heading.map(part) }

        private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            var text = text
            return text.withUTF8(body)
        }

        /// The part of the text at the byte range `range`, which starts and ends on a line.
        private func part(_ range: Range<Int>) -> Substring {
            let utf8 = text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return text[start..<utf8.index(start, offsetBy: range.count)]
        }
    }
}
