import DocAuditCore
import Foundation
import TestScratch
import Testing
@testable import DocAuditServer

/// `docaudit lsp` as an editor runs it: the built binary over pipes, through a whole session.
@Suite struct LanguageServerBinaryTests {
    /// The built server, its input and its messages.
    final class Session {
        let process = Process()
        private let input = Pipe()
        private let messages: MessageStream
        private var nextID = 1
        private(set) var notifications: [JSONValue] = []

        init() throws {
            let output = Pipe()
            process.executableURL = Docaudit.executable
            process.arguments = ["lsp", "--lang", "en"]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            messages = MessageStream(input: output.fileHandleForReading.fileDescriptor, output: -1)
        }

        func sendRaw(_ text: String) {
            input.fileHandleForWriting.write(Data(text.utf8))
        }

        func send(_ message: JSONValue) {
            let body = message.jsonText
            sendRaw("Content-Length: \(body.utf8.count)\r\n\r\n" + body)
        }

        func notify(_ method: String, _ params: JSONValue) {
            send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
        }

        @discardableResult
        func request(_ method: String, _ params: JSONValue) -> JSONValue {
            let id = nextID
            nextID += 1
            send(.object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params)]))
            return next { $0["id"] == .int(id) }
        }

        /// Reads until a message `matches`, keeping the notifications on the way.
        func next(_ matches: (JSONValue) -> Bool) -> JSONValue {
            while case .message(let body) = messages.next(waiting: 10_000) {
                let message = (try? JSONParser.parse(body)) ?? .null
                if matches(message) { return message }
                if message["method"] != nil { notifications.append(message) }
            }
            return .null
        }

        /// The next diagnostics published for `uri`.
        func diagnostics(of uri: String) -> JSONValue {
            if let index = notifications.firstIndex(where: { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri }) {
                return notifications.remove(at: index)["params"]!
            }
            return next { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri }["params"] ?? .null
        }

        func finish() -> Int32 {
            input.fileHandleForWriting.closeFile()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    @Test func aWholeSessionOverPipes() throws {
        let root = Scratch.url("lsp-binary").path
        try FileManager.default.createDirectory(atPath: root + "/Shared/Sources", withIntermediateDirectories: true)
        let text = "/// 가격.\npublic struct Price {\n    public func format() -> String { \"\" }\n}\n"
        try text.write(toFile: root + "/Shared/Sources/Price.swift", atomically: true, encoding: .utf8)
        let session = try Session()
        let initialized = session.request("initialize", .object([("processId", .null), ("rootUri", .string(DocumentURI.uri(of: root))), ("capabilities", .object([]))]))
        #expect(initialized["result"]?["capabilities"]?["positionEncoding"]?.string == "utf-16")
        session.notify("initialized", .object([]))
        let uri = DocumentURI.uri(of: root + "/Shared/Sources/Price.swift")
        session.notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("swift")), ("version", .int(1)), ("text", .string(text)),
        ]))]))
        let opened = session.diagnostics(of: uri)
        #expect(opened["diagnostics"]?.array?.compactMap { $0["code"]?.string } == ["missing-function-doc"])
        #expect(opened["diagnostics"]?.array?.first?["range"]?.range.map { [$0.start.line, $0.start.character, $0.end.character] } == [2, 11, 22])

        // An incremental change: a summary typed above the function, not saved.
        session.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .int(2))])),
            ("contentChanges", .array([.object([("range", .range(Position(line: 2, character: 0), Position(line: 2, character: 0))), ("text", .string("    /// Formats it.\n"))])])),
        ]))
        let changed = session.diagnostics(of: uri)
        #expect(changed["version"]?.int == 2)
        #expect(changed["diagnostics"]?.array?.compactMap { $0["code"]?.string } == ["missing-usage-example"])

        // A cancellation of a request already answered is no error; malformed input is one.
        session.notify("$/cancelRequest", .object([("id", .int(99))]))
        session.sendRaw("Content-Length: 5\r\n\r\n{oops")
        #expect(session.next { $0["error"] != nil }["error"]?["code"]?.int == -32700)

        // The suppression action, applied as an editor applies it: the finding goes.
        let actions = session.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])),
            ("range", .range(Position(line: 3, character: 0), Position(line: 3, character: 0))),
            ("context", .object([("diagnostics", .array([]))])),
        ]))["result"]?.array ?? []
        let disable = try #require(actions.first { $0["title"]?.string == "Disable missing-usage-example for this line" })
        let edit = try #require(disable["edit"]?["documentChanges"]?.array?.first)
        #expect(edit["textDocument"]?["version"]?.int == 2)
        let textEdit = try #require(edit["edits"]?.array?.first)
        session.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .int(3))])),
            ("contentChanges", .array([.object([("range", textEdit["range"]!), ("text", textEdit["newText"]!)])])),
        ]))
        let applied = session.diagnostics(of: uri)
        #expect(applied["version"]?.int == 3)
        #expect(applied["diagnostics"]?.array == [])

        #expect(session.request("shutdown", .null)["result"] == .null)
        session.notify("exit", .null)
        #expect(session.finish() == 0)
    }

    /// A server that dies mid-session (here killed, as a trap in a check would end it) is
    /// started again with the open documents as typed, and the session goes on.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task"), "needs /proc to find the server's process"))
    func aServerThatDiesIsStartedAgain() throws {
        let root = Scratch.url("lsp-restart").path
        try FileManager.default.createDirectory(atPath: root + "/Shared/Sources", withIntermediateDirectories: true)
        let session = try Session()
        session.request("initialize", .object([("processId", .null), ("rootUri", .string(DocumentURI.uri(of: root))), ("capabilities", .object([]))]))
        session.notify("initialized", .object([]))
        let uri = DocumentURI.uri(of: root + "/Shared/Sources/Price.swift")
        session.notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("swift")), ("version", .int(1)), ("text", .string("public struct Price {}\n")),
        ]))]))
        #expect(session.diagnostics(of: uri)["diagnostics"]?.array?.count == 1)

        let supervisor = session.process.processIdentifier
        let children = try String(contentsOfFile: "/proc/\(supervisor)/task/\(supervisor)/children", encoding: .utf8).split(separator: " ").compactMap { Int32($0) }
        let server = try #require(children.first)
        kill(server, SIGKILL)
        // Typed while the server was gone: the new one is told the document as it now reads.
        session.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .int(2))])),
            ("contentChanges", .array([.object([("range", .range(Position(line: 0, character: 0), Position(line: 0, character: 0))), ("text", .string("/// A price.\n"))])])),
        ]))
        let republished = session.next {
            $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["version"]?.int == 2
        }
        #expect(republished["params"]?["diagnostics"]?.array == [])
        let actions = session.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])), ("range", .range(Position(line: 0, character: 0), Position(line: 1, character: 0))),
            ("context", .object([("diagnostics", .array([]))])),
        ]))
        #expect(actions["result"]?.array != nil)
        session.request("shutdown", .null)
        session.notify("exit", .null)
        #expect(session.finish() == 0)
    }
}
