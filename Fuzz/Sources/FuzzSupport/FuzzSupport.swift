import DocAuditRules
import DocAuditCheck
import DocAuditCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the harnesses share: invariant checks that stop the run, the libFuzzer input as bytes,
/// the configurations that turn every rule on, and checks of generated HTML and JSON.
public enum Fuzz {
    /// Stops the run when `condition` is false, naming the broken invariant: libFuzzer keeps the
    /// input as a crash artifact (`abort` is a deadly signal to it).
    @inline(__always)
    public static func require(_ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
        if !condition { fail(message(), file: file, line: line) }
    }

    /// Stops the run, naming the broken invariant.
    public static func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        let text = "\n==fuzz== invariant broken at \(file):\(line): \(message)\n"
        _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
        abort()
    }

    /// The input libFuzzer hands over, copied into an array.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// A stable choice among `count` variants made from the input's bytes, so every input
    /// always runs the same way (a crash reproduces) without spending a byte of it on the choice.
    public static func variant(of bytes: [UInt8], among count: Int) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash % UInt32(count))
    }

    /// The lowest file descriptor not in use: a run that leaves one open raises it.
    public static func lowestFreeDescriptor() -> Int32 {
        let descriptor = open("/dev/null", O_RDONLY)
        if descriptor >= 0 { close(descriptor) }
        return descriptor
    }

    // MARK: Every rule on

    /// One way to check a file with every rule on: its path (and so its layer) and the
    /// configuration, parsed from JSON text as a `.docaudit.json` is.
    public struct Setup: Sendable {
        public let path: String
        public let layer: Layer
        public let configuration: Configuration
        public let resolver: ConfigurationResolver

        /// A setup checking the file at `path` (in `layer`) under `configuration`.
        public init(path: String, layer: Layer, configuration: Configuration) {
            self.path = path
            self.layer = layer
            self.configuration = configuration
            resolver = ConfigurationResolver(fixed: configuration)
        }
    }

    /// The JSON text of a configuration with every rule at `severity`, the rules that take
    /// options given `options` (by option name) where they accept them.
    public static func everyRuleJSON(severity: String, options: [String: String]) -> String {
        var entries: [String] = []
        for rule in RuleRegistry.all {
            var members = ["\"severity\": \"\(severity)\""]
            for option in rule.options {
                if let value = options[option.name] { members.append("\"\(option.name)\": \(value)") }
            }
            entries.append("\"\(rule.id)\": {\(members.joined(separator: ", "))}")
        }
        return "{\"rules\": {" + entries.joined(separator: ", ") + "}}"
    }

    /// Three setups: a Shared module with the defaults of every option, an implementation
    /// module and an Interface module with every option turned up (init and subscript audited,
    /// protocol requirements and overrides needing examples, a heading for examples).
    public static let everyRuleSetups: [Setup] = {
        let turnedUp = [
            "kinds": #"["func", "macro", "init", "subscript"]"#,
            "protocolRequirements": "true",
            "overrides": "true",
        ]
        var withHeading = turnedUp
        withHeading["heading"] = #""Example""#
        var korean = turnedUp
        korean["heading"] = #""사용 예시""#
        let variants: [(String, String, [String: String], Layer)] = [
            ("Shared/DesignSystem/Sources/File.swift", "warning", [:], .shared),
            ("Feature/HomeFeature/Sources/File.swift", "error", withHeading, .implementation),
            ("Feature/HomeFeature/Interface/File.swift", "error", korean, .interface),
        ]
        let folder = FilePaths.absolute(".")
        return variants.map { path, severity, options, layer in
            let json = everyRuleJSON(severity: severity, options: options)
            let configuration: Configuration
            do {
                configuration = try Configuration.parse(Array(json.utf8), file: Configuration.fileName, folder: folder)
            } catch {
                fail("the every-rule configuration does not parse: \(error)\n\(json)")
            }
            let setup = Setup(path: path, layer: layer, configuration: configuration)
            let active = configuration.activeRules(for: path)
            require(active.rules.count == RuleRegistry.all.count, "not every rule is on: \(active.severities.keys.sorted())")
            do {
                let placement = try Placement.of(path, resolver: setup.resolver)
                require(placement.layer == layer, "\(path) is in layer \(placement.layer), not \(layer)")
            } catch {
                fail("\(path) cannot be placed: \(error)")
            }
            return setup
        }
    }()

    /// Checks `source` as `setup.path` through the engine, as `docaudit check --stdin-path`
    /// does, and asserts what a result must satisfy: every diagnostic in the file, on one of
    /// its lines, from a known rule, and no file descriptor left open.
    @discardableResult
    public static func check(_ source: [UInt8], setup: Setup, language: Language, lines: Int) -> CheckResult {
        let descriptor = lowestFreeDescriptor()
        let request = CheckRequest(files: [], standardInput: (setup.path, source), jobs: 1, language: language,
                                   configurations: setup.resolver, measuresCoverage: true)
        let result = CheckEngine.run(request)
        require(lowestFreeDescriptor() == descriptor, "the check left a file descriptor open")
        for diagnostic in result.diagnostics {
            require(diagnostic.file == setup.path || FilePaths.absolute(diagnostic.file) == FilePaths.absolute(setup.path),
                    "a diagnostic names another file: \(diagnostic.file)")
            require(diagnostic.line >= 1 && diagnostic.line <= lines, "a diagnostic's line \(diagnostic.line) is outside 1...\(lines): \(diagnostic)")
            require(diagnostic.column >= 1, "a diagnostic's column is \(diagnostic.column): \(diagnostic)")
            require(RuleRegistry.idSet.contains(diagnostic.rule), "a diagnostic of an unknown rule \(diagnostic.rule)")
            require(!diagnostic.message.isEmpty, "a diagnostic without a message: \(diagnostic)")
        }
        return result
    }

    // MARK: Generated text

    /// Asserts that `text` is JSON that docaudit's own strict parser reads.
    public static func requireJSON(_ text: String, _ what: String) {
        do {
            _ = try JSONParser.parse(Array(text.utf8))
        } catch {
            fail("\(what) is not valid JSON (\(error)):\n\(text.prefix(2000))")
        }
    }

    /// The tags the doc renderer and the highlighter write; nothing else may appear, since
    /// every byte of a doc comment reaches the page escaped.
    public static let fragmentTags: Set<String> = [
        "a", "aside", "blockquote", "br", "code", "em", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "li", "ol", "p",
        "pre", "span", "strong", "ul",
    ]

    static let voidTags: Set<String> = ["br", "hr"]

    /// Asserts that `html` is a well-formed fragment: only tags of `allowed`, each closed in
    /// order, attributes quoted, no `<`, `>` or `&` left unescaped in text (an `&` only starts an
    /// entity), and every `href` one that `href` accepts.
    public static func requireFragment(_ html: String, allowed: Set<String> = fragmentTags, href: (String) -> Bool, _ what: String) {
        let bytes = Array(html.utf8)
        var open: [String] = []
        var i = 0
        func broken(_ why: String) -> Never {
            let from = max(0, i - 120)
            let context = String(decoding: bytes[from..<min(bytes.count, i + 120)], as: UTF8.self)
            fail("\(what): \(why) at byte \(i): …\(context)…")
        }
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: ">") { broken("a bare >") }
            if c == UInt8(ascii: "&") {
                var j = i + 1
                while j < bytes.count, j - i < 12, bytes[j] != UInt8(ascii: ";"), isNameByte(bytes[j]) || bytes[j] == UInt8(ascii: "#") { j += 1 }
                guard j < bytes.count, bytes[j] == UInt8(ascii: ";"), j > i + 1 else { broken("a bare &") }
                i = j + 1
                continue
            }
            guard c == UInt8(ascii: "<") else { i += 1; continue }
            var j = i + 1
            let closing = j < bytes.count && bytes[j] == UInt8(ascii: "/")
            if closing { j += 1 }
            let nameStart = j
            while j < bytes.count, isNameByte(bytes[j]) { j += 1 }
            let name = String(decoding: bytes[nameStart..<j], as: UTF8.self)
            guard allowed.contains(name) else { broken("a tag <\(closing ? "/" : "")\(name)> the renderer never writes") }
            // Attributes: name="value", the value without `"`, `<` or `>`.
            while true {
                while j < bytes.count, bytes[j] == UInt8(ascii: " ") { j += 1 }
                guard j < bytes.count else { broken("an unclosed tag") }
                if bytes[j] == UInt8(ascii: ">") { break }
                guard !closing else { broken("attributes on a closing tag") }
                let attributeStart = j
                while j < bytes.count, isNameByte(bytes[j]) { j += 1 }
                let attribute = String(decoding: bytes[attributeStart..<j], as: UTF8.self)
                guard !attribute.isEmpty, j + 1 < bytes.count, bytes[j] == UInt8(ascii: "="), bytes[j + 1] == UInt8(ascii: "\"") else {
                    broken("an attribute that is not name=\"value\"")
                }
                j += 2
                let valueStart = j
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") {
                    if bytes[j] == UInt8(ascii: "<") || bytes[j] == UInt8(ascii: ">") { broken("< or > in an attribute") }
                    j += 1
                }
                guard j < bytes.count else { broken("an unclosed attribute") }
                let value = String(decoding: bytes[valueStart..<j], as: UTF8.self)
                if attribute == "href", !href(value) { broken("an href the context does not allow: \(value)") }
                if attribute.hasPrefix("on") || attribute == "src" || attribute == "style" { broken("an attribute \(attribute)") }
                j += 1
            }
            if closing {
                guard open.last == name else { broken("</\(name)> closes <\(open.last ?? "nothing")>") }
                open.removeLast()
            } else if !voidTags.contains(name) {
                open.append(name)
            }
            i = j + 1
        }
        if !open.isEmpty { broken("unclosed tags \(open)") }
    }

    @inline(__always) static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }
}

// MARK: The quick reading of examples against the lexer

extension Fuzz {
    /// Asserts that ``CodePieces`` (a quick byte loop where code is plain, the lexer from the
    /// first thing it does not read on) visits exactly the pieces the lexer's tokens stand for,
    /// and ends as the lexer does.
    public static func requireCodePiecesAgree(_ code: UnsafeBufferPointer<UInt8>, _ what: String) {
        struct Piece: Equatable, CustomStringConvertible {
            let kind: CodePiece
            let start: Int
            let end: Int
            init(_ kind: CodePiece, _ start: Int, _ end: Int) { (self.kind, self.start, self.end) = (kind, start, end) }
            var description: String { "\(kind) \(start)..<\(end)" }
        }
        var expected: [Piece] = []
        var lexer = Lexer(code)
        while case let token = lexer.next(), token.kind != .endOfFile {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: expected.append(Piece(.opening, token.start, token.end))
            case .rightParen, .rightBracket, .rightBrace: expected.append(Piece(.closing, token.start, token.end))
            case .identifier: expected.append(Piece(.identifier, token.start, token.end))
            case .backtickIdentifier: expected.append(Piece(.identifier, token.start + 1, token.end - 1))
            case .poundDirective: expected.append(Piece(.pound, token.start, token.end))
            case .attribute where token.end - token.start > 1: expected.append(Piece(.attribute, token.start, token.end))
            case .operator: expected.append(Piece(.operator, token.start, token.end))
            default: break
            }
        }
        var visited: [Piece] = []
        let ending = CodePieces.forEach(in: code) { piece, start, end in
            visited.append(Piece(piece, start, end))
            return true
        }
        let expectedEnding: CodePieces.Ending = lexer.problems.isEmpty ? .lexed : .lexedWithProblem
        require(ending == expectedEnding, "\(what): CodePieces ends \(ending), the lexer \(expectedEnding)")
        if let first = visited.indices.first(where: { $0 < expected.count && visited[$0] != expected[$0] }) {
            fail("\(what): piece \(first) is \(visited[first]), the lexer's \(expected[first])")
        }
        require(visited.count == expected.count, "\(what): CodePieces visits \(visited.count) pieces, the lexer has \(expected.count)")
    }

    /// What ``ExampleSyntax`` must say of `code`, worked out from the lexer's tokens alone: the
    /// first lexing problem met, else the first bracket out of place, else the first left open.
    public static func expectedExampleProblem(_ code: UnsafeBufferPointer<UInt8>) -> ExampleProblem? {
        func line(_ offset: Int) -> Int { LineTable(code).position(of: offset).line }
        func kindBits(_ kind: TokenKind) -> Int {
            switch kind {
            case .leftParen, .rightParen: 1
            case .leftBracket, .rightBracket: 2
            default: 3
            }
        }
        func opener(_ kind: TokenKind) -> String { kind == .leftParen ? "(" : kind == .leftBracket ? "[" : "{" }
        func closer(_ kind: TokenKind) -> String { kind == .rightParen ? ")" : kind == .rightBracket ? "]" : "}" }
        var lexer = Lexer(code)
        var open: [Token] = []
        while case let token = lexer.next(), token.kind != .endOfFile {
            if let problem = lexer.problems.first { return .lexical(problem.kind, line: line(problem.offset)) }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                open.append(token)
            case .rightParen, .rightBracket, .rightBrace:
                guard let opening = open.popLast() else { return .unmatched(closer: closer(token.kind), line: line(token.start)) }
                guard kindBits(opening.kind) == kindBits(token.kind) else {
                    return .mismatched(closer: closer(token.kind), line: line(token.start), opener: opener(opening.kind), openerLine: line(opening.start))
                }
            default:
                break
            }
        }
        if let problem = lexer.problems.first { return .lexical(problem.kind, line: line(problem.offset)) }
        if let unclosed = open.last { return .unclosed(opener: opener(unclosed.kind), line: line(unclosed.start)) }
        return nil
    }
}
