import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Serves a folder over HTTP on 127.0.0.1 at a free port, for DocC's site: its pages load
/// their content with `fetch`, which Chromium refuses from `file://`. A folder's path serves
/// its `index.html`, as static hosting does. Each connection gets a thread and one answer,
/// then is closed, so a connection the browser opens ahead and never uses blocks nobody.
final class StaticFileServer: Sendable {
    struct Failure: Error, CustomStringConvertible { var description: String }

    let port: UInt16
    private let listener: Int32

    init(root: String) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0 // the kernel picks a free port
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(listener, socketAddress, length) == 0 && listen(listener, 32) == 0
                    && getsockname(listener, socketAddress, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw Failure(description: "cannot listen on 127.0.0.1: \(String(cString: strerror(errno)))")
        }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread {
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 {
                    if errno == EINTR { continue }
                    close(listener) // here, not in stop(): no accept on a reused descriptor
                    return
                }
                Thread.detachNewThread { StaticFileServer.answer(client, root: root) }
            }
        }
    }

    /// Stops accepting connections.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    /// Reads one request's head and sends the file it names, or 404.
    private static func answer(_ client: Int32, root: String) {
        defer { close(client) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var request: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !request.ends(with: Array("\r\n\r\n".utf8)), request.count < 65_536 {
            let count = read(client, &chunk, chunk.count)
            guard count > 0 else { return }
            request += chunk[..<count]
        }
        let requestLine = String(decoding: request.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self).split(separator: " ")
        let body = requestLine.count >= 2 && requestLine[0] == "GET" ? file(at: String(requestLine[1]), in: root) : nil
        let head = body.map { "HTTP/1.1 200 OK\r\nContent-Type: \(contentType(of: $0.path))\r\nContent-Length: \($0.data.count)\r\n" }
            ?? "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n"
        send(client, Data((head + "Connection: close\r\n\r\n").utf8) + (body?.data ?? Data()))
    }

    /// The file that `target` names below `root` (a folder's `index.html`); nil when there is
    /// none or the path climbs out of `root`.
    private static func file(at target: String, in root: String) -> (path: String, data: Data)? {
        let path = target.prefix { $0 != "?" && $0 != "#" }
        guard let decoded = String(path).removingPercentEncoding, !decoded.split(separator: "/").contains("..") else { return nil }
        var file = root + decoded
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { file += "/index.html" }
        return FileManager.default.contents(atPath: file).map { (file, $0) }
    }

    /// The media type a browser needs: module scripts load only as JavaScript.
    private static func contentType(of path: String) -> String {
        switch (path as NSString).pathExtension {
        case "html": "text/html; charset=utf-8"
        case "js": "text/javascript"
        case "css": "text/css"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "ico": "image/x-icon"
        default: "application/octet-stream"
        }
    }

    /// Writes all of `data`; a browser that hung up just ends the answer (no SIGPIPE).
    private static func send(_ client: Int32, _ data: Data) {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.send(client, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
