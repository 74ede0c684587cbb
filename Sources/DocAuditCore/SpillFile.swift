#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Unchecked buffers: findings and records are written and read as bytes in place, one file after another; a range past its end traps in debug builds, where the tests run.

/// Bytes kept out of memory while a check runs: appended to a buffer that goes to an anonymous
/// temporary file (made under `TMPDIR`, removed at once, so nothing is left behind even on a
/// crash) each time it passes 256 KB, and read back by offset. When no temporary file can be
/// made, or one cannot be written, the bytes stay in memory: still correct, only not bounded.
///
/// One thread appends; once it is done, any thread may read (`pread` has no shared position).
///
/// Reading back stops the process (`preconditionFailure`, naming the folder) when the disk
/// fails to return bytes it took: those bytes are the only copy of the findings or symbols.
package final class SpillFile: @unchecked Sendable {
    /// How many bytes gather in memory before they go to the temporary file.
    package static let bufferSize = 256 * 1024

    /// The folder of the temporary file.
    package let folder: String
    /// The temporary file, made on the first flush.
    private var descriptor: Int32?
    /// Set once a temporary file could not be made or written: the buffer then keeps the rest.
    private var keepsInMemory = false
    /// How many bytes are in the temporary file; the bytes after them are in `buffer`. Read and
    /// written without dynamic exclusivity checks, as one thread appends (each append lent the
    /// buffer cost more than the bytes it wrote).
    @exclusivity(unchecked) private var flushed = 0
    /// The bytes not flushed yet.
    @exclusivity(unchecked) private var buffer: [UInt8] = []

    /// A spill whose temporary file goes in `folder`: `TMPDIR`, else `/tmp`.
    package init(folder: String = SpillFile.temporaryFolder) {
        self.folder = folder
    }

    /// Closes the temporary file, which goes away with it.
    deinit {
        if let descriptor { close(descriptor) }
    }

    /// `TMPDIR` when set, else `/tmp`.
    package static var temporaryFolder: String {
        guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp" }
        return String(cString: value)
    }

    /// Whether the spilled bytes went to a temporary file, all or in part.
    package var usesFile: Bool { descriptor != nil }

    /// How many bytes have been appended.
    package var count: Int { flushed + buffer.count }

    /// Lets `write` append to the end of the spill, and returns the offset its bytes start at.
    package func append(_ write: (inout [UInt8]) -> Void) -> Int {
        let offset = count
        // The buffer's whole room at once: growing it by doubling would copy it, and touch
        // new pages, several times over.
        if buffer.capacity == 0 { buffer.reserveCapacity(Self.bufferSize + Self.bufferSize / 4) }
        write(&buffer)
        if buffer.count >= Self.bufferSize { flush() }
        return offset
    }

    /// Calls `body` with the `length` bytes appended at `offset`: from the temporary file, the
    /// buffer, or both when they were appended across a flush.
    package func withBytes<Result>(at offset: Int, length: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard offset < flushed else {
            let start = offset - flushed
            return buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<start + length])) }
        }
        return readBack(at: offset, length: length).withUnsafeBufferPointer(body)
    }

    /// The `length` bytes appended at `offset`, as ``withBytes(at:length:_:)`` finds them, in
    /// an array of their own: the one read from the file when they were flushed.
    package func bytes(at offset: Int, length: Int) -> [UInt8] {
        guard offset < flushed else {
            let start = offset - flushed
            return Array(buffer[start..<start + length])
        }
        return readBack(at: offset, length: length)
    }

    /// The bytes of piece `index` of pieces appended one after another, piece `i` starting at
    /// `starts[i]`, and the last running to the end: the blocks of a path list, the entries
    /// of a baseline.
    ///
    /// ```swift
    /// let block = spill.piece(2, startingAt: blockStarts)
    /// ```
    package func piece(_ index: Int, startingAt starts: [Int]) -> [UInt8] {
        let end = index + 1 < starts.count ? starts[index + 1] : count
        return bytes(at: starts[index], length: end - starts[index])
    }

    /// Bytes of which the first were flushed: read from the file, the rest from the buffer.
    private func readBack(at offset: Int, length: Int) -> [UInt8] {
        let inFile = min(length, flushed - offset)
        guard let descriptor, var bytes = FileDescriptorIO.read(descriptor, count: inFile, at: offset) else {
            // Only a failing disk gets here, while a report or lookup is half read: the bytes
            // are gone, and no caller could go on without them or say more than this.
            preconditionFailure("docaudit: cannot read back what was kept in a temporary file under \(folder)")
        }
        bytes += buffer.prefix(length - inFile)
        return bytes
    }

    /// Writes the buffer to the temporary file, made on first use; on failure the buffer stays.
    private func flush() {
        guard !keepsInMemory, let descriptor = descriptor ?? makeTemporaryFile() else {
            keepsInMemory = true
            return
        }
        guard buffer.withUnsafeBytes({ FileDescriptorIO.writeAll(descriptor, $0) }) else {
            keepsInMemory = true
            return
        }
        flushed += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }

    /// A new file in `folder`, already unlinked: it goes away with its descriptor.
    private func makeTemporaryFile() -> Int32? {
        var template = Array("\(folder)/docaudit-spill-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard made >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(made, F_SETFD, FD_CLOEXEC)
        descriptor = made
        return made
    }
}
