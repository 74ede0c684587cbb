import DocAuditCore

// Unchecked buffers: the system's calls take raw memory; each length passed is the buffer's own.

/// Writes to standard output and standard error. Commands build a whole text first and
/// write it at once: thousands of lines cost a handful of system calls. `check` streams its
/// report through a `ReportOutput` instead, which writes 64 KB at a time.
enum Output {
    static func standardOutput(_ text: String) {
        var text = text
        text.withUTF8 { write($0, to: 1) }
    }

    /// Writes bytes as they are: a source file that `fix --stdin-path` hands back.
    static func standardOutput(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0, to: 1) }
    }

    static func standardError(_ text: String) {
        var text = text
        text.withUTF8 { write($0, to: 2) }
    }

    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        _ = FileDescriptorIO.writeAll(descriptor, UnsafeRawBufferPointer(bytes))
    }
}
