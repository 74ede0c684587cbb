// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// The bytes of one file of the site as it is written. Text appended goes to the file's
/// destination whenever a quarter of a megabyte has gathered, so that no page, however many
/// members or findings it lists, is held in memory whole.
final class HTMLStream {
    private var buffer: [UInt8] = []
    /// Where the bytes go; a writer of many files points one stream at each in turn.
    var deliver: (UnsafeBufferPointer<UInt8>) -> Void
    private static let flushSize = 256 * 1024

    /// Creates a stream whose bytes go to `deliver`, a part at a time, in order.
    init(_ deliver: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.deliver = deliver
        buffer.reserveCapacity(Self.flushSize)
    }

    /// Appends `text`.
    func append(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
        if buffer.count >= Self.flushSize { flush() }
    }

    /// Appends `bytes`.
    func append(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.flushSize { flush() }
    }

    /// `html += text`: pages are written as they were built as strings.
    static func += (stream: HTMLStream, text: String) {
        stream.append(text)
    }

    /// Hands what has gathered to the destination.
    func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBufferPointer(deliver)
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Where the files of a site go as they are made, one at a time.
protocol SiteDestination {
    /// Called once, before any file, with the path of every file the build will write.
    mutating func begin(listing paths: Set<String>) throws
    /// Writes the file at `path` whole: `write` appends its bytes to the stream it is given.
    mutating func file(_ path: String, _ write: (HTMLStream) -> Void) throws
    /// Called once, after the last file.
    mutating func finish() throws
}

/// A site's files kept in memory, for a ``GeneratedSite``.
struct MemoryDestination: SiteDestination {
    private(set) var files: [SiteFile] = []

    mutating func begin(listing paths: Set<String>) {}

    mutating func file(_ path: String, _ write: (HTMLStream) -> Void) {
        var bytes: [UInt8] = []
        let stream = HTMLStream { bytes.append(contentsOf: $0) }
        write(stream)
        stream.flush()
        files.append(SiteFile(path: path, bytes: bytes))
    }

    mutating func finish() {
        files.sort { $0.path < $1.path }
    }
}
