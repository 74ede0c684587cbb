import DocAuditCore

// Unchecked buffers: the system's write takes raw memory; each length passed is the buffer's own.

/// Where a reporter writes its text, piece by piece: the UTF-8 bytes gather in a buffer of
/// about 64 KB that goes to a file descriptor whenever it fills, so a report of any size
/// costs only the buffer. The in-memory variant keeps everything instead, for `render` and
/// tests.
///
/// ```swift
/// let output = ReportOutput(descriptor: 1)
/// Reporters.named("sarif")?.write(report, to: output)
/// let written = output.finish()
/// ```
public final class ReportOutput {
    /// How many bytes gather before they are written.
    static let bufferSize = 64 * 1024

    /// The descriptor written to; nil keeps everything in memory.
    private let descriptor: Int32?
    private var buffer: [UInt8] = []
    private var failed = false

    /// An output that writes to `descriptor`, which it neither owns nor closes.
    ///
    /// ```swift
    /// let output = ReportOutput(descriptor: 1)
    /// ```
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.bufferSize)
    }

    /// An output that keeps everything written in memory; `text` holds it.
    ///
    /// ```swift
    /// let output = ReportOutput()
    /// output.write("1 error\n")
    /// output.text // "1 error\n"
    /// ```
    public init() {
        descriptor = nil
    }

    /// Appends `text`; the buffer goes to the descriptor once it holds 64 KB or more. After a
    /// failed write, nothing more is written.
    ///
    /// ```swift
    /// output.write("A.swift:1:8: error: public struct 'A' is not documented [missing-type-doc]\n")
    /// ```
    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if descriptor != nil, buffer.count >= Self.bufferSize { flush() }
    }

    /// Appends `value` as a JSON string literal, quotes included, escaped as
    /// ``JSONText/quoted(_:)`` escapes it, straight into the buffer: a report writes
    /// several per finding, and a `String` made for each cost more than the rest of it.
    ///
    /// ```swift
    /// output.writeJSONString("Sources/A.swift") // "Sources/A.swift", quotes included
    /// ```
    public func writeJSONString(_ value: String) {
        buffer.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            // Runs of bytes kept as they are go in at once: each append to the buffer, a
            // class's property, is checked for exclusive access, which byte by byte cost
            // more than all else a JSON report does.
            var run = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte != 0x7F, byte != 0xE2 {
                    index += 1
                    continue
                }
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                switch byte {
                case UInt8(ascii: "\""): buffer += [UInt8(ascii: "\\"), byte]
                case UInt8(ascii: "\\"): buffer += [byte, byte]
                case 0x0A: buffer += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case 0x0D: buffer += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case 0x09: buffer += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case 0..<0x20, 0x7F: appendUnicodeEscape(UInt32(byte))
                // U+2028 and U+2029, which JavaScript takes for line breaks.
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    appendUnicodeEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                    index += 2
                default: buffer.append(byte)
                }
                index += 1
                run = index
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
        }
        buffer.append(UInt8(ascii: "\""))
        if descriptor != nil, buffer.count >= Self.bufferSize { flush() }
    }

    /// Appends `number` in decimal.
    ///
    /// ```swift
    /// output.writeNumber(42) // 42
    /// ```
    public func writeNumber(_ number: Int) {
        guard number > 0 else { return write(String(number)) }
        // Digits from the last, into room on the stack: no string is made.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = number
            var start = digits.count
            while rest > 0 {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            buffer.append(contentsOf: digits[start...])
        }
        if descriptor != nil, buffer.count >= Self.bufferSize { flush() }
    }

    /// `\uXXXX` of `value`, lowercase, as ``JSONText/quoted(_:)`` writes it.
    private func appendUnicodeEscape(_ value: UInt32) {
        let digits = Array("0123456789abcdef".utf8)
        buffer += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
        for shift in stride(from: 12, through: 0, by: -4) { buffer.append(digits[Int((value >> UInt32(shift)) & 0xF)]) }
    }

    /// Writes what the buffer still holds, and tells whether every write succeeded.
    ///
    /// ```swift
    /// guard output.finish() else { return false }
    /// ```
    public func finish() -> Bool {
        if descriptor != nil { flush() }
        return !failed
    }

    /// Everything written to an in-memory output, as text; for an output to a descriptor, only
    /// what is not written yet.
    public var text: String { String(decoding: buffer, as: UTF8.self) }

    private func flush() {
        guard let descriptor, !buffer.isEmpty else { return }
        if !failed {
            failed = !buffer.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
