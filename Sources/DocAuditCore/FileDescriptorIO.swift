#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Unchecked buffers: the system's calls take raw memory; each length passed is the buffer's own.

/// Whole reads and writes on an open file descriptor, retrying interrupted calls and short
/// counts: what reading sources, writing reports, pages and fixed files all need.
public enum FileDescriptorIO {
    /// Everything left to read from `descriptor`, or nil when a read fails. `sizeHint` (the
    /// file's size, when known) sizes the buffer once.
    ///
    /// ```swift
    /// let bytes = FileDescriptorIO.readAll(descriptor, sizeHint: 4096)
    /// ```
    public static func readAll(_ descriptor: Int32, sizeHint: Int) -> [UInt8]? {
        // Read into the buffer as allocated: filling it with zeros first would touch every byte twice.
        // One byte more than expected is asked for: a read that stops short exactly at the
        // expected size has met the end, which then costs no empty read of its own.
        let expected = max(sizeHint, 0)
        var failed = false
        var ended = false
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, filled in
            filled = 0
            while filled < buffer.count {
                let asked = buffer.count - filled
                let count = systemRead(descriptor, buffer.baseAddress! + filled, asked)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    (failed, ended) = (count < 0, count == 0)
                    return
                }
                filled += count
                if count < asked, filled == expected {
                    ended = true
                    return
                }
            }
        }
        if failed { return nil }
        if ended { return bytes }
        // The file grew past its expected size: the rest is read in small pieces and appended.
        // The piece is allocated plainly: a temporary allocation, generic over its closure's
        // result, had the runtime look up that result's type on every file.
        let piece = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 4096)
        defer { piece.deallocate() }
        while true {
            let count = systemRead(descriptor, piece.baseAddress!, piece.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: piece[..<count]))
        }
    }

    /// The `count` bytes of `descriptor` from `offset`, read without moving its file position;
    /// nil when a read fails or the file ends first.
    ///
    /// ```swift
    /// let record = FileDescriptorIO.read(descriptor, count: 120, at: 4096)
    /// ```
    public static func read(_ descriptor: Int32, count: Int, at offset: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + filled, count - filled, off_t(offset + filled))
            }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return nil }
            filled += read
        }
        return bytes
    }

    /// Writes all of `bytes` to `descriptor`; false when a write fails.
    ///
    /// ```swift
    /// let wrote = bytes.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
    /// ```
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif
