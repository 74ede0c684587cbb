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
