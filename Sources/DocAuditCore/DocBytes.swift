// Unchecked buffers: doc comment bytes are read sixteen at a time with vector loads; a range past its end traps in debug builds, where the tests run.

/// What the source lines of a doc comment may hold, for the rules that would otherwise read the
/// text of every doc comment: a rule's context reads a comment's text only when its bytes may hold
/// what is asked.
public struct DocBytes: OptionSet, Sendable {
    public let rawValue: UInt8

    /// Creates the set from its bits.
    ///
    /// ```swift
    /// let facts = DocBytes(rawValue: 1)
    /// ```
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A run of exactly two backticks, which opens a symbol link.
    public static let symbolLink = DocBytes(rawValue: 1)
    /// A run of three or more backticks, which a backtick fence needs.
    public static let backtickFence = DocBytes(rawValue: 2)
    /// Three tildes, which a tilde fence needs.
    public static let tildeFence = DocBytes(rawValue: 4)
    /// `<#`, which opens an editor placeholder.
    public static let placeholder = DocBytes(rawValue: 8)

    /// What `bytes` hold, found sixteen places at a time with vector comparisons: each
    /// window's places are compared with the bytes before and after them, loaded shifted, so
    /// the patterns are told apart without a branch per mark. The backticks of code spans are
    /// many, and a branch on each mispredicts often, which vector comparisons avoid.
    ///
    /// ```swift
    /// let facts = Array("/// See ``Cache``.".utf8).withUnsafeBufferPointer(DocBytes.init(reading:)) // [.symbolLink]
    /// ```
    public init(reading bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, bytes.count > 1 else {
            self = []
            return
        }
        var found = Windows()
        // Each window reads the places 1 + base ..< 17 + base, with the byte before each and
        // the two after.
        var base = 0
        while base + Windows.span <= bytes.count {
            found.read(UnsafeRawPointer(start + base))
            base += 16
        }
        // The places left, with the byte before them, copied into zeros: a zero is no mark,
        // and stands for the end of the bytes.
        if base + 1 < bytes.count {
            var tail = (SIMD16<UInt8>(), SIMD16<UInt8>(), SIMD16<UInt8>())
            withUnsafeMutableBytes(of: &tail) { tail in
                tail.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[base...]))
                found.read(UnsafeRawPointer(tail.baseAddress!))
                if bytes.count - base > 17 { found.read(UnsafeRawPointer(tail.baseAddress! + 16)) }
            }
        }
        self = found.facts
        // The first place, which has no byte before it.
        if bytes[0] == UInt8(ascii: "`"), bytes[1] == UInt8(ascii: "`") {
            insert(bytes.count > 2 && bytes[2] == UInt8(ascii: "`") ? .backtickFence : .symbolLink)
        } else if bytes[0] == UInt8(ascii: "<"), bytes[1] == UInt8(ascii: "#") {
            insert(.placeholder)
        } else if bytes.count > 2, bytes[0] == UInt8(ascii: "~"), bytes[1] == UInt8(ascii: "~"), bytes[2] == UInt8(ascii: "~") {
            insert(.tildeFence)
        }
    }

    /// The patterns found in windows of sixteen places, one lane per place, gathered.
    private struct Windows {
        typealias Mask = SIMDMask<SIMD16<Int8>>

        /// The bytes a window reads: one before its places, and two after.
        static let span = 19

        private var links = Mask()
        private var backtickFences = Mask()
        private var tildeFences = Mask()
        private var placeholders = Mask()

        /// Reads the window whose byte before the first place is at `base`.
        @inline(__always)
        mutating func read(_ base: UnsafeRawPointer) {
            let (backtick, tilde, angle) = (SIMD16<UInt8>(repeating: UInt8(ascii: "`")), SIMD16<UInt8>(repeating: UInt8(ascii: "~")), SIMD16<UInt8>(repeating: UInt8(ascii: "<")))
            let place = base.loadUnaligned(fromByteOffset: 1, as: SIMD16<UInt8>.self)
            let (backticks, tildes, angles) = (place .== backtick, place .== tilde, place .== angle)
            // Every pattern starts at one of these bytes: most windows of prose hold none, and
            // are passed over after three comparisons.
            guard Self.isSet(backticks .| tildes .| angles) else { return }
            let before = base.loadUnaligned(as: SIMD16<UInt8>.self)
            let next = base.loadUnaligned(fromByteOffset: 2, as: SIMD16<UInt8>.self)
            let third = base.loadUnaligned(fromByteOffset: 3, as: SIMD16<UInt8>.self)
            let (nextBackticks, thirdBackticks) = (next .== backtick, third .== backtick)
            // A run of exactly two starts where the byte before is no backtick.
            links .|= .!(before .== backtick) .& backticks .& nextBackticks .& .!thirdBackticks
            backtickFences .|= backticks .& nextBackticks .& thirdBackticks
            tildeFences .|= tildes .& (next .== tilde) .& (third .== tilde)
            placeholders .|= angles .& (next .== SIMD16(repeating: UInt8(ascii: "#")))
        }

        var facts: DocBytes {
            var facts: DocBytes = []
            if Self.isSet(links) { facts.insert(.symbolLink) }
            if Self.isSet(backtickFences) { facts.insert(.backtickFence) }
            if Self.isSet(tildeFences) { facts.insert(.tildeFence) }
            if Self.isSet(placeholders) { facts.insert(.placeholder) }
            return facts
        }

        /// Whether any lane of `mask` is set, read as two words: the library's `any` reduces
        /// the lanes one by one here.
        private static func isSet(_ mask: Mask) -> Bool {
            let words = unsafeBitCast(mask, to: (UInt64, UInt64).self)
            return words.0 | words.1 != 0
        }
    }
}


extension DocBytes {
    /// What the bytes of `source` in `range` hold; everything when the range cannot be told.
    ///
    /// ```swift
    /// let facts = DocBytes(source: bytes, range: doc.start.offset..<declaration.start.offset)
    /// ```
    public init(source: [UInt8], range: Range<Int>) {
        guard !range.isEmpty, range.upperBound <= source.count else {
            self = [.symbolLink, .backtickFence, .tildeFence, .placeholder]
            return
        }
        self = source.withUnsafeBufferPointer { DocBytes(reading: UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
