import DocAuditCore
import DocAuditRules
import Foundation
import TestScratch
import Testing
@testable import DocAuditServer

/// A client of a server running on a thread of the test, talking through pipes.
final class Client: @unchecked Sendable {
    private let toServer: Int32
    private let fromServer: MessageStream
    private let finished = DispatchSemaphore(value: 0)
    private var status: Int32?
    private var nextID = 1
    /// Every notification read so far, in order.
    private(set) var notifications: [JSONValue] = []

    init(language: Language = .en) {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        _ = pipe(&input)
        _ = pipe(&output)
        toServer = input[1]
        fromServer = MessageStream(input: output[0], output: -1)
        let (serverInput, serverOutput) = (input[0], output[1])
        Thread {
            let status = LanguageServer(input: serverInput, output: serverOutput, language: language) { _ in }.run()
            self.status = status
            close(serverInput)
            close(serverOutput)
            self.finished.signal()
        }.start()
    }

    deinit {
        close(toServer)
    }

    func sendRaw(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { FileDescriptorIO.writeAll(toServer, $0) }
    }

    func send(_ message: JSONValue) {
        let body = message.jsonText
        sendRaw("Content-Length: \(body.utf8.count)\r\n\r\n" + body)
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    /// Sends a request and reads until its response, keeping the notifications on the way.
    @discardableResult
    func request(_ method: String, _ params: JSONValue) -> JSONValue {
        let id = nextID
        nextID += 1
        send(.object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params)]))
        return response(to: .int(id))
    }

    /// Reads until the response with `id`.
    func response(to id: JSONValue) -> JSONValue {
        while case .message(let body) = fromServer.next(waiting: 10_000) {
            let message = (try? JSONParser.parse(body)) ?? .null
            if message["method"] != nil { notifications.append(message) } else if message["id"] == id { return message }
        }
        return .null
    }

    /// Reads notifications until one of `method` for `uri` comes; nil after 10 s.
    func await(_ method: String, uri: String) -> JSONValue? {
        if let index = notifications.firstIndex(where: { $0["method"]?.string == method && $0["params"]?["uri"]?.string == uri }) {
            return notifications.remove(at: index)["params"]
        }
        while case .message(let body) = fromServer.next(waiting: 10_000) {
            let message = (try? JSONParser.parse(body)) ?? .null
            if message["method"]?.string == method, message["params"]?["uri"]?.string == uri { return message["params"] }
            notifications.append(message)
        }
        return nil
    }

    /// The server's exit status, once it ends.
    func exitStatus() -> Int32? {
        _ = finished.wait(timeout: .now() + 10)
        return status
    }
}

@Suite struct LanguageServerTests {
    /// A project folder with `files` (relative path → text); returns its path.
    static func project(_ files: [String: String]) throws -> String {
        let folder = Scratch.url("lsp").path
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: (folder + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: folder + "/" + path, atomically: true, encoding: .utf8)
        }
        return folder
    }

    static func initialize(_ client: Client, root: String, utf8: Bool = false) -> JSONValue {
        let encodings: [JSONValue] = utf8 ? [.string("utf-8"), .string("utf-16")] : [.string("utf-16")]
        let result = client.request("initialize", .object([
            ("processId", .null), ("rootUri", .string(DocumentURI.uri(of: root))),
            ("capabilities", .object([("general", .object([("positionEncodings", .array(encodings))]))])),
        ]))
        client.notify("initialized", .object([]))
        return result
    }

    static func open(_ client: Client, _ uri: String, _ text: String, version: Int = 1) {
        client.notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("swift")), ("version", .int(version)), ("text", .string(text)),
        ]))]))
    }

    static func summary(_ diagnostic: JSONValue) -> String {
        let range = diagnostic["range"]!
        let start = range["start"]!.position!, end = range["end"]!.position!
        return "\(start.line):\(start.character)-\(end.line):\(end.character) \(diagnostic["code"]!.string!)"
    }

    @Test func diagnosticsWhileTypingWithUTF16Ranges() throws {
        let root = try Self.project(["Shared/Sources/Price.swift": "/// A price.\npublic struct Price {}\n"])
        let client = Client()
        let result = Self.initialize(client, root: root)
        #expect(result["result"]?["capabilities"]?["positionEncoding"]?.string == "utf-16")
        let uri = DocumentURI.uri(of: root + "/Shared/Sources/가격.swift")
        // "가격" is 2 UTF-16 units and 6 bytes; the range covers `struct 가격표`.
        Self.open(client, uri, "/* 가격 */ public struct 가격표 {}\n")
        let published = try #require(client.await("textDocument/publishDiagnostics", uri: uri))
        #expect(published["diagnostics"]?.array?.map(Self.summary) == ["0:16-0:26 missing-type-doc"])
        #expect(published["diagnostics"]?.array?.first?["data"]?["messageKey"]?.string == "missing-type-doc.undocumented")
        #expect(published["version"]?.int == 1)
        client.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .int(1))])), ("contentChanges", .array([.object([("text", .string("public struct 가격표 {}\n"))])])),
        ]))
        #expect(client.await("textDocument/publishDiagnostics", uri: uri)?["diagnostics"]?.array?.map(Self.summary) == ["0:7-0:17 missing-type-doc"])

        // A doc comment typed in, a keystroke a message, all arriving at once: one audit after
        // the burst, of the last version.
        let typed = "/// 가격표입니다.\n"
        var burst = ""
        for (index, character) in typed.enumerated() {
            let change = JSONValue.object([("range", .range(Position(line: 0, character: index), Position(line: 0, character: index))), ("text", .string(String(character)))])
            let body = JSONValue.object([("jsonrpc", .string("2.0")), ("method", .string("textDocument/didChange")), ("params", .object([
                ("textDocument", .object([("uri", .string(uri)), ("version", .int(2 + index))])), ("contentChanges", .array([change])),
            ]))]).jsonText
            burst += "Content-Length: \(body.utf8.count)\r\n\r\n" + body
        }
        client.sendRaw(burst)
        let after = try #require(client.await("textDocument/publishDiagnostics", uri: uri))
        #expect(after["diagnostics"]?.array == [])
        #expect(after["version"]?.int == 1 + typed.count)
        client.request("shutdown", .null)
        client.notify("exit", .null)
        #expect(client.exitStatus() == 0)
    }

    @Test func utf8PositionsWhenTheClientOffersThem() throws {
        let root = try Self.project([:])
        let client = Client()
        #expect(Self.initialize(client, root: root, utf8: true)["result"]?["capabilities"]?["positionEncoding"]?.string == "utf-8")
        let uri = DocumentURI.uri(of: root + "/Shared/Sources/가격.swift")
        Self.open(client, uri, "/* 가격 */ public struct 가격표 {}\n")
        let published = try #require(client.await("textDocument/publishDiagnostics", uri: uri))
        #expect(published["diagnostics"]?.array?.map(Self.summary) == ["0:20-0:36 missing-type-doc"])
        client.notify("exit", .null)
        #expect(client.exitStatus() == 1)
    }

    @Test func aLinkBreaksWhenAnotherBufferRemovesItsTarget() throws {
        let root = try Self.project([
            "Shared/Sources/Store.swift": "/// Keeps ``Item`` values.\npublic struct Store {}\n",
            "Shared/Sources/Item.swift": "/// A thing kept.\npublic struct Item {}\n",
        ])
        let client = Client()
        _ = Self.initialize(client, root: root)
        let (store, item) = (DocumentURI.uri(of: root + "/Shared/Sources/Store.swift"), DocumentURI.uri(of: root + "/Shared/Sources/Item.swift"))
        Self.open(client, store, "/// Keeps ``Item`` values.\npublic struct Store {}\n")
        Self.open(client, item, "/// A thing kept.\npublic struct Item {}\n")
        #expect(client.await("textDocument/publishDiagnostics", uri: store)?["diagnostics"]?.array == [])
        client.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(item)), ("version", .int(2))])),
            ("contentChanges", .array([.object([("text", .string("/// A thing kept.\npublic struct Thing {}\n"))])])),
        ]))
        let broken = try #require(client.await("textDocument/publishDiagnostics", uri: store))
        #expect(broken["diagnostics"]?.array?.map(Self.summary) == ["0:10-0:18 broken-symbol-link"])
    }

    @Test func codeActionsOfferTheTemplateASuppressionAndFixAll() throws {
        let root = try Self.project([:])
        let client = Client()
        _ = Self.initialize(client, root: root)
        let uri = DocumentURI.uri(of: root + "/Shared/Sources/Price.swift")
        let text = "/// A price.\npublic struct Price {\n    /// Free of charge.\n    public static let free = Price()\n\n    public func format() -> String { \"\" }\n}\n"
        Self.open(client, uri, text)
        _ = client.await("textDocument/publishDiagnostics", uri: uri)
        let response = client.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])),
            ("range", .range(Position(line: 0, character: 0), Position(line: 6, character: 0))),
            ("context", .object([("diagnostics", .array([]))])),
        ]))
        let actions = try #require(response["result"]?.array)
        let titles = actions.compactMap { $0["title"]?.string }
        #expect(titles.contains("Disable property-doc for this line"))
        #expect(titles.contains("Disable missing-function-doc for this line"))
        #expect(titles.contains("Fix all docaudit findings in this file"))
        #expect(titles.count { $0.lowercased().contains("template") } == 1)

        // The suppression goes above the doc comment, indented as it is.
        let disable = try #require(actions.first { $0["title"]?.string == "Disable property-doc for this line" })
        let edit = try #require(disable["edit"]?["documentChanges"]?.array?.first?["edits"]?.array?.first)
        #expect(edit["newText"]?.string == "    // docaudit:disable-next-line property-doc -- reason\n")
        #expect(edit["range"]?["start"]?.position == Position(line: 2, character: 0))
    }

    @Test func hoverAndDefinitionOfASymbolLink() throws {
        let root = try Self.project([
            "Shared/Sources/Store.swift": "/// Keeps items; see ``Item/name()``.\npublic struct Store {}\n",
            "Shared/Sources/Item.swift": "/// A thing kept.\npublic struct Item {\n    /// Its name, as shown.\n    ///\n    /// ```swift\n    /// Item().name()\n    /// ```\n    public func name() -> String { \"\" }\n}\n",
        ])
        let client = Client()
        _ = Self.initialize(client, root: root)
        let store = DocumentURI.uri(of: root + "/Shared/Sources/Store.swift")
        Self.open(client, store, "/// Keeps items; see ``Item/name()``.\npublic struct Store {}\n")
        let at = JSONValue.object([("textDocument", .object([("uri", .string(store))])), ("position", .position(Position(line: 0, character: 26)))])
        let hover = try #require(client.request("textDocument/hover", at)["result"])
        let text = try #require(hover["contents"]?["value"]?.string)
        #expect(text.hasPrefix("```swift\npublic func name() -> String\n```\n\nIts name, as shown."))
        #expect(hover["range"]?.range.map { [$0.start.character, $0.end.character] } == [21, 36])
        let definition = try #require(client.request("textDocument/definition", at)["result"])
        #expect(definition["uri"]?.string == DocumentURI.uri(of: root + "/Shared/Sources/Item.swift"))
        #expect(definition["range"]?["start"]?.position == Position(line: 7, character: 11))
        // Off the link, nothing.
        let outside = JSONValue.object([("textDocument", .object([("uri", .string(store))])), ("position", .position(Position(line: 1, character: 3)))])
        #expect(client.request("textDocument/hover", outside)["result"] == .null)
    }

    /// A link to a member a type gets from a protocol's extension leads to that extension's
    /// declaration, as DocC's page of the member shows the protocol's.
    @Test func definitionOfAnInheritedMemberIsTheProtocols() throws {
        let shape = "/// A shape.\npublic protocol Shape {}\n\nextension Shape {\n    /// Describes it.\n    ///\n    /// ```swift\n    /// square.describe()\n    /// ```\n    public func describe() -> String { \"\" }\n}\n"
        let square = "/// A square; see ``Square/describe()``.\npublic struct Square: Shape {}\n"
        let root = try Self.project(["Shared/Sources/Shape.swift": shape, "Shared/Sources/Square.swift": square])
        let client = Client()
        _ = Self.initialize(client, root: root)
        let uri = DocumentURI.uri(of: root + "/Shared/Sources/Square.swift")
        Self.open(client, uri, square)
        let at = JSONValue.object([("textDocument", .object([("uri", .string(uri))])), ("position", .position(Position(line: 0, character: 30)))])
        let definition = try #require(client.request("textDocument/definition", at)["result"])
        #expect(definition["uri"]?.string == DocumentURI.uri(of: root + "/Shared/Sources/Shape.swift"))
        #expect(definition["range"]?["start"]?.position == Position(line: 9, character: 11))
        let hover = try #require(client.request("textDocument/hover", at)["result"]?["contents"]?["value"]?.string)
        #expect(hover.hasPrefix("```swift\npublic func describe() -> String\n```\n\nDescribes it."))
    }

    @Test func badInputIsAnsweredAndTheServerGoesOn() throws {
        let client = Client()
        client.sendRaw("Content-Length: 9\r\n\r\n{not json")
        #expect(client.response(to: .null)["error"]?["code"]?.int == -32700)
        client.sendRaw("Oops\r\n\r\n")
        #expect(client.response(to: .null)["error"]?["code"]?.int == -32700)
        #expect(client.request("textDocument/hover", .object([]))["error"]?["code"]?.int == -32002)
        _ = Self.initialize(client, root: try Self.project([:]))
        #expect(client.request("workspace/symbol", .object([]))["error"]?["code"]?.int == -32601)
        client.request("shutdown", .null)
        client.notify("exit", .null)
        #expect(client.exitStatus() == 0)
    }
}

@Suite struct TextDocumentTests {
    @Test func positionsCountUTF16UnitsOrBytes() {
        let document = TextDocument(uri: "file:///a.swift", path: "/a.swift", version: 1, text: "let 😀 = \"é\"\nx\n")
        // 😀 is two UTF-16 units and four bytes.
        #expect(document.offset(of: Position(line: 0, character: 6), encoding: .utf16) == 8)
        #expect(document.position(ofOffset: 8, encoding: .utf16) == Position(line: 0, character: 6))
        #expect(document.offset(of: Position(line: 0, character: 6), encoding: .utf8) == 6)
        #expect(document.offset(of: Position(line: 0, character: 99), encoding: .utf16) == 15)
        #expect(document.offset(of: Position(line: 9, character: 0), encoding: .utf16) == 18)
    }

    @Test func incrementalChangesApplyInOrder() {
        var document = TextDocument(uri: "file:///a.swift", path: "/a.swift", version: 1, text: "struct A {}\n")
        document.apply("가", in: (Position(line: 0, character: 7), Position(line: 0, character: 8)), encoding: .utf16)
        document.apply("\nstruct B {}", in: (Position(line: 0, character: 11), Position(line: 0, character: 11)), encoding: .utf16)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "struct 가 {}\nstruct B {}\n")
        #expect(document.lineStarts == [0, 14, 26])
    }

    @Test func fileURIsAndPaths() {
        #expect(DocumentURI.path(of: "file:///Users/a/My%20App/%EA%B0%80.swift") == "/Users/a/My App/가.swift")
        #expect(DocumentURI.uri(of: "/Users/a/My App/가.swift") == "file:///Users/a/My%20App/%EA%B0%80.swift")
        #expect(DocumentURI.path(of: "file://localhost/a.swift") == "/a.swift")
        #expect(DocumentURI.path(of: "untitled:Untitled-1") == nil)
    }
}
