#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DocAuditCheck
import DocAuditCore
import DocAuditRules

/// `docaudit lsp`: a language server over standard input and output. It holds the project in a
/// ``Workspace``, audits each open buffer as its path while it is typed, publishes the findings
/// as diagnostics with ranges, and offers their fixes, a doc template and a suppression as
/// code actions.
///
/// Messages are handled one at a time, in order. Changes only mark their document; once no
/// message has come for ``settleMilliseconds``, the marked documents are audited and every
/// open document's diagnostics published again where they changed: a burst of keystrokes
/// costs one check, and nothing is published for a version already replaced.
public final class LanguageServer {
    /// How long input must pause before changed documents are audited.
    static let settleMilliseconds: Int32 = 40
    /// How often, with nothing to do, the server looks whether its parent still runs.
    static let parentCheckMilliseconds: Int32 = 2_000

    private let stream: MessageStream
    private let log: (String) -> Void
    private var language: Language
    private var encoding = PositionEncoding.utf16
    private var root: String?
    private var workspace: Workspace?
    private var documents: [String: TextDocument] = [:]
    /// The open documents changed since they were last audited, by URI.
    private var changed: Set<String> = []
    /// What was published last for each URI, so that only changes are sent.
    private var published: [String: String] = [:]
    private var parentProcess: Int32?
    private var shutDown = false

    /// A server reading messages from `input` and writing them to `output`; `log` takes what
    /// goes to standard error. `language` is the language of messages unless the client's
    /// locale or `initializationOptions.language` names another.
    ///
    /// ```swift
    /// let status = LanguageServer(input: 0, output: 1, language: .en) { FileHandle.standardError.write(Data($0.utf8)) }.run()
    /// ```
    public init(input: Int32, output: Int32, language: Language, log: @escaping (String) -> Void) {
        stream = MessageStream(input: input, output: output)
        self.language = language
        self.log = log
    }

    /// Serves until `exit` (status 0 after `shutdown`, 1 otherwise), the end of input or the
    /// parent's end (1).
    ///
    /// ```swift
    /// exit(server.run())
    /// ```
    public func run() -> Int32 {
        while true {
            switch stream.next(waiting: changed.isEmpty ? Self.parentCheckMilliseconds : Self.settleMilliseconds) {
            case .message(let body):
                if let status = handle(body) { return status }
            case .malformed(let reason):
                log("docaudit lsp: malformed message: \(reason)")
                respond(id: .null, error: (-32700, "malformed message: \(reason)"))
            case .idle:
                if !changed.isEmpty { publishChanges() }
                if let parent = parentProcess, kill(parent, 0) != 0, errno == ESRCH {
                    log("docaudit lsp: the editor (process \(parent)) has ended")
                    return 1
                }
            case .end:
                return shutDown ? 0 : 1
            }
        }
    }

    /// Handles one message; the exit status when it ends the server.
    private func handle(_ body: [UInt8]) -> Int32? {
        let message: JSONValue
        do {
            message = try JSONParser.parse(body)
        } catch {
            respond(id: .null, error: (-32700, "not JSON: \(error)"))
            return nil
        }
        guard let method = message["method"]?.string else {
            // A response to a request of ours (none is sent) or no message at all.
            if message["id"] == nil { respond(id: .null, error: (-32600, "a message without a method")) }
            return nil
        }
        let id = message["id"]
        let params = message["params"] ?? .object([])
        if method == "exit" { return shutDown ? 0 : 1 }
        guard workspace != nil || method == "initialize" else {
            if let id { respond(id: id, error: (-32002, "the server is not initialized")) }
            return nil
        }
        switch method {
        case "initialize": respond(id: id ?? .null, result: initialize(params))
        case "initialized", "$/cancelRequest", "$/setTrace", "textDocument/didSave": break
        case "shutdown":
            shutDown = true
            respond(id: id ?? .null, result: .null)
        case "textDocument/didOpen": open(params)
        case "textDocument/didChange": change(params)
        case "textDocument/didClose": close(params)
        case "workspace/didChangeWatchedFiles": filesChanged(params)
        case "workspace/didChangeConfiguration": reconfigure()
        case "textDocument/codeAction", "textDocument/hover", "textDocument/definition":
            // Answered on the text as it is now: what is pending is audited first.
            if !changed.isEmpty { publishChanges() }
            let result: JSONValue = switch method {
            case "textDocument/codeAction": .array(codeActions(params))
            case "textDocument/hover": hover(params)
            default: definition(params)
            }
            respond(id: id ?? .null, result: result)
        default:
            if let id { respond(id: id, error: (-32601, "unknown method \(method)")) }
        }
        return nil
    }

    private func initialize(_ params: JSONValue) -> JSONValue {
        if let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array, offered.contains(.string(PositionEncoding.utf8.rawValue)) {
            encoding = .utf8
        }
        if let named = params["initializationOptions"]?["language"]?.string ?? params["locale"]?.string, let chosen = Language(rawValue: String(named.prefix(2))) {
            language = chosen
        }
        parentProcess = params["processId"]?.int.flatMap { Int32(exactly: $0) }
        let folder = params["workspaceFolders"]?.array?.first?["uri"]?.string ?? params["rootUri"]?.string
        root = folder.flatMap(DocumentURI.path(of:)) ?? params["rootPath"]?.string
        let tree = root.map { SourceWalker.tree(of: [$0], noting: Configuration.fileName) }
        let workspace = Workspace(configurations: ConfigurationResolver(walked: tree), language: language)
        self.workspace = workspace
        if let root, let tree {
            workspace.open(tree.files)
            log("docaudit lsp: \(workspace.files.count) files of \(root) read")
        }
        return .object([
            ("capabilities", .object([
                ("positionEncoding", .string(encoding.rawValue)),
                ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .int(2)), ("save", .object([("includeText", .bool(false))]))])),
                ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix"), .string("source.fixAll.docaudit")]))])),
                ("hoverProvider", .bool(true)),
                ("definitionProvider", .bool(true)),
            ])),
            ("serverInfo", .object([("name", .string("docaudit"))])),
        ])
    }

    private func open(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let path = DocumentURI.path(of: uri), let text = item["text"]?.string else { return }
        documents[uri] = TextDocument(uri: uri, path: path, version: item["version"]?.int ?? 0, text: text)
        changed.insert(uri)
    }

    private func change(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri] else { return }
        for change in params["contentChanges"]?.array ?? [] {
            guard let text = change["text"]?.string else { continue }
            document.apply(text, in: change["range"]?.range, encoding: encoding)
        }
        if let version = params["textDocument"]?["version"]?.int { document.setVersion(version) }
        documents[uri] = document
        changed.insert(uri)
    }

    private func close(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, let document = documents.removeValue(forKey: uri) else { return }
        changed.remove(uri)
        // The file is what is on disk again; its diagnostics go with its buffer.
        workspace?.reload(document.path)
        published[uri] = nil
        notify("textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array([]))]))
        publishChanges()
    }

    /// Files changed on disk: a configuration or a manifest places every file again; another
    /// file not open in the editor is read again, or taken out.
    private func filesChanged(_ params: JSONValue) {
        guard let workspace else { return }
        let open = Set(documents.values.map(\.path))
        var placesChange = false
        for change in params["changes"]?.array ?? [] {
            guard let uri = change["uri"]?.string, let path = DocumentURI.path(of: uri) else { continue }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if name == Configuration.fileName || ["Project.swift", "Package.swift", "Workspace.swift", "project.pbxproj"].contains(name) {
                placesChange = true
            } else if path.hasSuffix(".swift"), !open.contains(path) {
                if change["type"]?.int == 3 { workspace.remove(path) } else { workspace.reload(path) }
            }
        }
        if placesChange { reconfigure() } else { publishChanges() }
    }

    /// Reads the configurations and the project again, and places every file by them.
    private func reconfigure() {
        guard let workspace, let root else { return }
        workspace.reconfigure(ConfigurationResolver(walked: SourceWalker.tree(of: [root], noting: Configuration.fileName)))
        changed.formUnion(documents.keys)
        publishChanges()
    }

    /// Audits the changed documents, then publishes each open document's diagnostics where
    /// they changed: a change in one file can break or mend another's symbol links.
    private func publishChanges() {
        guard let workspace else { return }
        for uri in changed.sorted() {
            guard let document = documents[uri] else { continue }
            workspace.update(document.path, bytes: document.bytes)
        }
        changed.removeAll()
        for (uri, document) in documents.sorted(by: { $0.key < $1.key }) {
            let diagnostics = JSONValue.array(workspace.diagnostics(in: document.path).map { diagnostic(of: $0, in: document) })
            let payload = diagnostics.jsonText
            guard published[uri] != payload else { continue }
            published[uri] = payload
            notify("textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("version", .int(document.version)), ("diagnostics", diagnostics)]))
        }
    }

    /// A finding as a protocol diagnostic.
    private func diagnostic(of finding: Diagnostic, in document: TextDocument) -> JSONValue {
        .object([
            ("range", .range(document.position(line: finding.line, column: finding.column, encoding: encoding),
                             document.position(line: finding.endLine, column: finding.endColumn, encoding: encoding))),
            ("severity", .int(finding.severity == .error ? 1 : 2)),
            ("code", .string(finding.rule)),
            ("codeDescription", .object([("href", .string(Self.ruleDocumentation + finding.rule))])),
            ("source", .string("docaudit")),
            ("message", .string(finding.message)),
            // What a client matches on whatever the language: the message's key and arguments.
            ("data", .object([("messageKey", .string(finding.messageKey)), ("messageArguments", .array(finding.messageArguments.map(JSONValue.string)))])),
        ])
    }

    /// Where a rule's reference lives; the rule's id is its anchor.
    static let ruleDocumentation = "https://github.com/docaudit/docaudit/blob/main/docs/Rules.md#"

    private func codeActions(_ params: JSONValue) -> [JSONValue] {
        guard let workspace, let uri = params["textDocument"]?["uri"]?.string, let range = params["range"]?.range,
              let document = documents[uri] ?? onDisk(uri) else { return [] }
        let actions = CodeActions(document: document, workspace: workspace, language: language, encoding: encoding)
        let lines = (range.start.line + 1)...(max(range.start.line, range.end.line) + 1)
        return actions.actions(forLines: lines)
    }

    /// The declaration a symbol link under the cursor names: its declaration and summary.
    private func hover(_ params: JSONValue) -> JSONValue {
        guard let (document, target) = linkTarget(params) else { return .null }
        var markdown = "```swift\n\(target.declaration)\n```"
        if let summary = target.summary, !summary.isEmpty { markdown += "\n\n" + summary }
        markdown += "\n\n`\(target.module)` · " + (target.file.split(separator: "/").last.map(String.init) ?? target.file) + ":\(target.line)"
        var members: [(key: String, value: JSONValue)] = [("contents", .object([("kind", .string("markdown")), ("value", .string(markdown))]))]
        if let start = target.link.start, let end = target.link.end {
            members.append(("range", .range(document.position(line: start.line, column: start.column, encoding: encoding),
                                             document.position(line: end.line, column: end.column, encoding: encoding))))
        }
        return .object(members)
    }

    /// Where the declaration a symbol link under the cursor names stands.
    private func definition(_ params: JSONValue) -> JSONValue {
        guard let (_, target) = linkTarget(params) else { return .null }
        let path = target.file.hasPrefix("/") ? target.file : (root.map { $0 + "/" } ?? "") + target.file
        // Its keyword's line; the declaring file may not be open, so the column is its byte.
        let start = Position(line: target.line - 1, character: target.column - 1)
        return .object([("uri", .string(DocumentURI.uri(of: path))), ("range", .range(start, start))])
    }

    private func linkTarget(_ params: JSONValue) -> (TextDocument, LinkTarget)? {
        guard let workspace, let uri = params["textDocument"]?["uri"]?.string, let position = params["position"]?.position,
              let document = documents[uri] ?? onDisk(uri) else { return nil }
        return workspace.linkTarget(atOffset: document.offset(of: position, encoding: encoding), in: document.path).map { (document, $0) }
    }

    /// A document not open in the editor, as the disk holds it and the workspace read it.
    private func onDisk(_ uri: String) -> TextDocument? {
        guard let path = DocumentURI.path(of: uri), let bytes = workspace?.source(of: path)?.bytes else { return nil }
        return TextDocument(uri: uri, path: path, version: 0, text: String(decoding: bytes, as: UTF8.self))
    }

    private func respond(id: JSONValue, result: JSONValue) {
        stream.send(JSONValue.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]).jsonText)
    }

    private func respond(id: JSONValue, error: (code: Int, message: String)) {
        let body = JSONValue.object([("code", .int(error.code)), ("message", .string(error.message))])
        stream.send(JSONValue.object([("jsonrpc", .string("2.0")), ("id", id), ("error", body)]).jsonText)
    }

    private func notify(_ method: String, _ params: JSONValue) {
        stream.send(JSONValue.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]).jsonText)
    }
}
