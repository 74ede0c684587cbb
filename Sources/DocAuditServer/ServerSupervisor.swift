#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DocAuditCore
import Foundation

/// Runs the language server in a child process and relays its messages, so that a crash in
/// one check (a trap, which no Swift code can catch) costs the editor one answer, not its
/// server: the supervisor answers the requests the child had not, starts another, and gives
/// it the `initialize` and the open documents it had, as typed. It keeps only what that
/// takes: the `initialize` request, the open documents (``TextDocument``, their changes
/// applied) and the requests not yet answered.
public final class ServerSupervisor {
    /// Restarts allowed within ``restartWindow`` seconds before the supervisor gives up: a
    /// server that dies on every start would loop.
    static let restartLimit = 5
    static let restartWindow: TimeInterval = 60

    private let worker: URL
    private let arguments: [String]
    private let log: (String) -> Void
    private let client: MessageStream
    private var child: (process: Process, input: FileHandle, messages: MessageStream)?
    private var initialize: (id: JSONValue, body: [UInt8])?
    private var initialized = false
    private var encoding = PositionEncoding.utf16
    private var documents: [String: TextDocument] = [:]
    /// Requests relayed to the child and not yet answered, by id's JSON text.
    private var pending: [String: JSONValue] = [:]
    /// The id of an `initialize` the supervisor sent a restarted child, whose answer is its own.
    private var replayedInitialize: JSONValue?
    private var shutDown = false
    private var restarts: [Date] = []

    /// A supervisor of `worker` run with `arguments` and the environment variable
    /// `DOCAUDIT_LSP_WORKER=1`, relaying between it and standard input and output.
    ///
    /// ```swift
    /// exit(ServerSupervisor(worker: Bundle.main.executableURL!, arguments: ["lsp"]) { print($0) }.run())
    /// ```
    public init(worker: URL, arguments: [String], log: @escaping (String) -> Void) {
        self.worker = worker
        self.arguments = arguments
        self.log = log
        client = MessageStream(input: 0, output: 1)
    }

    /// Relays until the editor's `exit` (the child's status) or the end of its input (1).
    ///
    /// ```swift
    /// exit(supervisor.run())
    /// ```
    public func run() -> Int32 {
        // A message relayed to a child that has just died fails, and is told again on restart:
        // the write must not end the supervisor.
        signal(SIGPIPE, SIG_IGN)
        guard start() else { return 1 }
        while true {
            guard let current = child else { return 1 }
            if client.holdsMessage {
                if let status = relayFromClient(client.next(waiting: 0)) { return status }
                continue
            }
            if current.messages.holdsMessage {
                if let status = relayFromChild(current.messages.next(waiting: 0)) { return status }
                continue
            }
            let ready = MessageStream.ready([client, current.messages], waiting: -1)
            if ready.contains(0), let status = relayFromClient(client.next(waiting: 0)) { return status }
            if ready.contains(1), let status = relayFromChild(current.messages.next(waiting: 0)) { return status }
        }
    }

    /// Starts a child; false, said, when it cannot be.
    private func start() -> Bool {
        let process = Process()
        process.executableURL = worker
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DOCAUDIT_LSP_WORKER": "1"]) { $1 }
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            log("docaudit lsp: cannot start the server \(worker.path): \(error)")
            return false
        }
        child = (process, input.fileHandleForWriting, MessageStream(input: output.fileHandleForReading.fileDescriptor, output: input.fileHandleForWriting.fileDescriptor))
        return true
    }

    private func relayFromClient(_ incoming: Incoming) -> Int32? {
        guard case .message(let body) = incoming else {
            if incoming == .end {
                child?.input.closeFile()
                return 1
            }
            if case .malformed(let reason) = incoming { client.send(Self.error(id: .null, code: -32700, "malformed message: \(reason)")) }
            return nil
        }
        let message = (try? JSONParser.parse(body)) ?? .null
        let method = message["method"]?.string
        if let method, let id = message["id"] {
            pending[id.jsonText] = id
            if method == "initialize" { initialize = (id, body) }
            if method == "shutdown" { shutDown = true }
        }
        note(method, message["params"])
        child?.messages.send(bytes: body)
        if method == "exit" {
            child?.input.closeFile()
            child?.process.waitUntilExit()
            return child.map { $0.process.terminationStatus } ?? (shutDown ? 0 : 1)
        }
        return nil
    }

    /// Keeps what a restarted child must be told again.
    private func note(_ method: String?, _ params: JSONValue?) {
        guard let method, let params else { return }
        switch method {
        case "initialized": initialized = true
        case "textDocument/didOpen":
            guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return }
            documents[uri] = TextDocument(uri: uri, path: DocumentURI.path(of: uri) ?? uri, version: item["version"]?.int ?? 0, text: text)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri] else { return }
            for change in params["contentChanges"]?.array ?? [] {
                if let text = change["text"]?.string { document.apply(text, in: change["range"]?.range, encoding: encoding) }
            }
            if let version = params["textDocument"]?["version"]?.int { document.setVersion(version) }
            documents[uri] = document
        case "textDocument/didClose":
            if let uri = params["textDocument"]?["uri"]?.string { documents[uri] = nil }
        default:
            break
        }
    }

    private func relayFromChild(_ incoming: Incoming) -> Int32? {
        switch incoming {
        case .message(let body):
            let message = (try? JSONParser.parse(body)) ?? .null
            if message["method"] == nil, let id = message["id"] {
                pending[id.jsonText] = nil
                if id == replayedInitialize { return nil }
                if id == initialize?.id, let chosen = message["result"]?["capabilities"]?["positionEncoding"]?.string {
                    encoding = PositionEncoding(rawValue: chosen) ?? .utf16
                }
            }
            client.send(bytes: body)
            return nil
        case .end:
            return restart()
        case .malformed, .idle:
            return nil
        }
    }

    /// The child ended without being asked: its unanswered requests get an error, and another
    /// takes its place with what it knew. Nil once restarted; a status when it cannot be.
    private func restart() -> Int32? {
        guard let ended = child else { return 1 }
        ended.process.waitUntilExit()
        log("docaudit lsp: the server stopped (status \(ended.process.terminationStatus)); starting it again")
        for id in pending.values { client.send(Self.error(id: id, code: -32603, "the server stopped while answering; ask again")) }
        pending = [:]
        let now = Date()
        restarts = restarts.filter { now.timeIntervalSince($0) < Self.restartWindow } + [now]
        guard restarts.count <= Self.restartLimit, start(), let restarted = child else {
            log("docaudit lsp: the server stopped \(restarts.count) times within a minute; giving up")
            return 1
        }
        if let (_, body) = initialize, var request = try? JSONParser.parse(body), case .object(var members) = request {
            let id = JSONValue.string("docaudit-restart-\(restarts.count)")
            members = members.map { $0.key == "id" ? (key: "id", value: id) : $0 }
            request = .object(members)
            replayedInitialize = id
            restarted.messages.send(request.jsonText)
        }
        if initialized { restarted.messages.send(Self.notification("initialized", .object([]))) }
        for document in documents.values.sorted(by: { $0.uri < $1.uri }) {
            let item = JSONValue.object([("uri", .string(document.uri)), ("languageId", .string("swift")), ("version", .int(document.version)),
                                         ("text", .string(String(decoding: document.bytes, as: UTF8.self)))])
            restarted.messages.send(Self.notification("textDocument/didOpen", .object([("textDocument", item)])))
        }
        return nil
    }

    private static func error(id: JSONValue, code: Int, _ message: String) -> String {
        JSONValue.object([("jsonrpc", .string("2.0")), ("id", id), ("error", .object([("code", .int(code)), ("message", .string(message))]))]).jsonText
    }

    private static func notification(_ method: String, _ params: JSONValue) -> String {
        JSONValue.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]).jsonText
    }
}
