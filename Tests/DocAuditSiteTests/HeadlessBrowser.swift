import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A headless Chromium driven through the DevTools protocol over a pipe
/// (`--remote-debugging-pipe`: commands on descriptor 3, replies on 4, each message ended by a
/// NUL byte), so no network port and no client library are needed.
final class HeadlessBrowser {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The browser executable: `DOCAUDIT_BROWSER`, else the first of Debian's and Google's names
    /// on the `PATH`; nil when there is none.
    static let executable: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["DOCAUDIT_BROWSER"], !chosen.isEmpty { return chosen }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    private let pid: pid_t
    private let commands: Int32
    private let replies: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var session = ""
    /// Events received while waiting for replies, oldest first.
    private(set) var events: [[String: Any]] = []

    init(executable: String, profile: String) throws {
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure(description: "pipe failed") }
        // Only the duplicates on 3 and 4 reach the browser.
        for descriptor in toBrowser + fromBrowser { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var arguments = [executable, "--headless=new", "--remote-debugging-pipe", "--user-data-dir=" + profile,
                         "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--disable-extensions",
                         "--hide-scrollbars", "--force-color-profile=srgb", "--window-size=1280,900", "about:blank"]
        if getuid() == 0 { arguments.insert("--no-sandbox", at: 1) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard status == 0 else { throw Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))") }
        pid = child
        commands = toBrowser[1]
        replies = fromBrowser[0]
    }

    deinit {
        close(commands)
        close(replies)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// Opens a tab and attaches to it; later commands go to that tab.
    func openTab() throws {
        let target = try call("Target.createTarget", ["url": "about:blank"], inTab: false)
        let attached = try call("Target.attachToTarget", ["targetId": target["targetId"] as? String ?? "", "flatten": true], inTab: false)
        session = attached["sessionId"] as? String ?? ""
        _ = try call("Page.enable")
        _ = try call("Runtime.enable")
        _ = try call("Log.enable")
    }

    /// Sends a command and waits for its result.
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:], inTab: Bool = true) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if inTab { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard written > 0 else { throw Failure(description: "the browser closed its pipe") }
            offset += written
        }
        while true {
            let reply = try receive()
            if reply["id"] as? Int == nextID {
                if let error = reply["error"] as? [String: Any] { throw Failure(description: "\(method): \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            events.append(reply)
        }
    }

    /// Loads `url` and waits for its load event.
    func navigate(_ url: String) throws {
        events.removeAll { $0["method"] as? String == "Page.loadEventFired" }
        try call("Page.navigate", ["url": url])
        let deadline = Date().addingTimeInterval(20)
        while !events.contains(where: { $0["method"] as? String == "Page.loadEventFired" }) {
            guard Date() < deadline else { throw Failure(description: "\(url) did not load") }
            events.append(try receive())
        }
    }

    /// The value of a JavaScript expression.
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `expression` until it returns true, for up to ten seconds. A page navigating
    /// (after a click, say) may drop an evaluation with "Inspected target navigated or closed"
    /// or a destroyed context: that is a "not yet", as on a busy machine it often is.
    func waitUntil(_ expression: String) throws {
        let deadline = Date().addingTimeInterval(10)
        while try evaluateDuringNavigation(expression) as? Bool != true {
            guard Date() < deadline else { throw Failure(description: "timed out waiting for \(expression)") }
            usleep(50_000)
        }
    }

    /// The value of `expression`, or nil when the page was navigating away as it ran (or the
    /// expression itself navigates, as a click on a link does).
    func evaluateDuringNavigation(_ expression: String) throws -> Any? {
        do {
            return try evaluate(expression)
        } catch let failure as Failure where failure.description.contains("navigated or closed") || failure.description.contains("context was destroyed") {
            return nil
        }
    }

    /// A PNG of the whole page at `width` CSS pixels, written to `path`.
    func screenshot(_ path: String, width: Int, mobile: Bool) throws {
        try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": mobile ? 844 : 900, "deviceScaleFactor": 1, "mobile": mobile])
        let height = try evaluate("Math.ceil(document.documentElement.scrollHeight)") as? Int ?? 900
        let shot = try call("Page.captureScreenshot", [
            "format": "png", "captureBeyondViewport": true,
            "clip": ["x": 0, "y": 0, "width": width, "height": min(height, 6000), "scale": 1],
        ])
        guard let data = Data(base64Encoded: shot["data"] as? String ?? "") else { throw Failure(description: "no screenshot data") }
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// Reads one message, waiting up to twenty seconds.
    private func receive() throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: message) as? [String: Any] ?? [:]
            }
            var descriptor = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 20_000) > 0 else { throw Failure(description: "the browser did not answer") }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(replies, &chunk, chunk.count)
            guard count > 0 else { throw Failure(description: "the browser exited") }
            buffer += chunk[..<count]
        }
    }
}
