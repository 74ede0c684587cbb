#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DocAuditCore

/// What reading the next message gives.
enum Incoming: Equatable {
    /// A message's body: the bytes after its headers.
    case message([UInt8])
    /// Headers that cannot be read; the stream goes on after them.
    case malformed(String)
    /// Nothing came within the time waited.
    case idle
    /// The other end closed the stream.
    case end
}

/// Messages framed as the language server protocol frames them, `Content-Length: N`, a blank
/// line, then N bytes of JSON, read from a file descriptor and written to another. Reads are
/// buffered by hand, so that waiting for input with a timeout (``next(waiting:)``) sees what
/// a read brought in beyond the last message.
final class MessageStream {
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private var ended = false
    private static let separator = Array("\r\n\r\n".utf8)

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// The next message, or what stands in its place; waits at most `milliseconds` for input
    /// when none is buffered (a negative time waits as long as it takes).
    func next(waiting milliseconds: Int32) -> Incoming {
        while true {
            if let framed = takeFramed() { return framed }
            if ended { return .end }
            guard wait(milliseconds) else { return .idle }
            readAvailable()
        }
    }

    /// Whether a whole message, or headers that cannot be read, wait in the buffer: read
    /// without waiting.
    var holdsMessage: Bool {
        guard let headerEnd = buffer.firstRange(of: Self.separator) else { return buffer.count > 8_192 }
        let headers = String(decoding: buffer[..<headerEnd.lowerBound], as: UTF8.self).lowercased()
        guard let line = headers.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
              let length = Int(line.dropFirst("content-length:".count).trimmingPrefix(" ")) else { return true }
        return buffer.count - headerEnd.upperBound >= length
    }

    /// Waits at most `milliseconds` until `streams`' descriptors can be read; the indices of
    /// those that can.
    static func ready(_ streams: [MessageStream], waiting milliseconds: Int32) -> [Int] {
        var descriptors = streams.map { pollfd(fd: $0.input, events: Int16(POLLIN), revents: 0) }
        while true {
            let count = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if count < 0, errno == EINTR { continue }
            return descriptors.indices.filter { descriptors[$0].revents != 0 }
        }
    }

    /// Writes `body` as one message.
    func send(_ body: String) {
        send(bytes: Array(body.utf8))
    }

    /// Writes `body`, JSON as it came, as one message.
    func send(bytes body: [UInt8]) {
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes += body
        _ = bytes.withUnsafeBytes { FileDescriptorIO.writeAll(output, $0) }
    }

    /// A whole message from the buffer, or malformed headers taken out of it; nil when more
    /// bytes are needed.
    private func takeFramed() -> Incoming? {
        guard let headerEnd = buffer.firstRange(of: Self.separator) else {
            // Headers are short: a long run without a blank line is no message.
            if buffer.count > 8_192 {
                buffer.removeAll()
                return .malformed("no header ends within 8192 bytes")
            }
            return nil
        }
        let headers = String(decoding: buffer[..<headerEnd.lowerBound], as: UTF8.self)
        var length: Int?
        for line in headers.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else {
                buffer.removeSubrange(..<headerEnd.upperBound)
                return .malformed("header line without a colon: \(line.prefix(80))")
            }
            if parts[0].lowercased() == "content-length" { length = Int(parts[1].trimmingPrefix(" ")) }
        }
        guard let length, length >= 0 else {
            buffer.removeSubrange(..<headerEnd.upperBound)
            return .malformed("no valid Content-Length header")
        }
        guard buffer.count - headerEnd.upperBound >= length else {
            if ended {
                buffer.removeAll()
                return .malformed("the stream ended inside a message")
            }
            return nil
        }
        let body = Array(buffer[headerEnd.upperBound..<headerEnd.upperBound + length])
        buffer.removeSubrange(..<(headerEnd.upperBound + length))
        return .message(body)
    }

    /// Whether input can be read within `milliseconds`.
    private func wait(_ milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready != 0
        }
    }

    private func readAvailable() {
        var piece = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = piece.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                ended = true
                return
            }
            buffer += piece[..<count]
            return
        }
    }
}
