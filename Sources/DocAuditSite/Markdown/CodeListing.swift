/// A fenced code listing's language, from the first word of its info string, and its HTML.
///
/// DocC passes the info string on as the listing's `syntax` and its renderer highlights the
/// languages it knows, names compared without case; a fence without one has no syntax and is
/// shown plain, in doc comments too. So here: `swift` through docaudit's lexer, shell sessions,
/// shell scripts, JSON, YAML and diffs lightly (comments, strings, keys, prompts, changed
/// lines), anything else plain, never as Swift.
enum CodeListing: Equatable {
    case swift
    /// `shell`, `console`: commands after a `$` or `%` prompt, their output plain.
    case session
    /// `bash`, `sh`, `zsh`: every line a command.
    case script
    case json
    case yaml
    case diff
    /// Shown plain: an unknown language (kept as the `language-` class), or none.
    case plain(String)

    init(info: String) {
        let word = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        switch word {
        case "swift": self = .swift
        case "shell", "console", "shell-session", "shellsession": self = .session
        case "bash", "sh", "zsh": self = .script
        case "json", "jsonc": self = .json
        case "yaml", "yml": self = .yaml
        case "diff", "patch": self = .diff
        default:
            self = .plain(String(word.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "+" }))
        }
    }

    /// The listing as a `<pre>`, every byte of `code` escaped.
    func html(_ code: String) -> String {
        let (name, body): (String, String)
        switch self {
        case .swift: (name, body) = ("swift", SwiftHighlighter.code(code))
        case .session: (name, body) = ("shell", lines(code) { ListingLine.session($0) })
        case .script: (name, body) = ("bash", lines(code) { ListingLine.command($0) })
        case .json: (name, body) = ("json", lines(code) { ListingLine.json($0) })
        case .yaml: (name, body) = ("yaml", lines(code) { ListingLine.yaml($0) })
        case .diff: (name, body) = ("diff", lines(code) { ListingLine.diff($0) })
        case .plain(let language): (name, body) = (language, HTML.escape(code))
        }
        let open = name.isEmpty ? "<code>" : "<code class=\"language-" + HTML.escape(name) + "\">"
        return "<pre class=\"code\">" + open + body + "</code></pre>\n"
    }

    private func lines(_ code: String, _ line: (Substring) -> String) -> String {
        code.lines.map(line).joined(separator: "\n")
    }
}

/// The light highlighting of one line of a non-Swift listing: spans with the classes the theme
/// gives Swift code (`kw`, `str`, `num`, `com`, `attr`) and `prompt`, `ins`, `del`.
enum ListingLine {
    static func span(_ style: String, _ text: Substring) -> String {
        "<span class=\"" + style + "\">" + HTML.escape(text) + "</span>"
    }

    /// `$ command` or `% command`: the prompt marked, the command as a script's line; any other
    /// line is output.
    static func session(_ line: Substring) -> String {
        let indent = line.prefix { $0 == " " }
        let rest = line.dropFirst(indent.count)
        guard let first = rest.first, first == "$" || first == "%", rest.dropFirst().first.map({ $0 == " " }) ?? true else {
            return HTML.escape(line)
        }
        return HTML.escape(indent) + span("prompt", rest.prefix(1)) + command(rest.dropFirst())
    }

    /// A shell command: quoted strings, `$VARIABLES` and a `#` comment after white space.
    static func command(_ line: Substring) -> String {
        spans(line) { index in
            let character = line[index]
            let next = line.index(after: index)
            if character == "#", index == line.startIndex || line[line.index(before: index)].isWhitespace { return (line.endIndex, "com") }
            if character == "\"" || character == "'" {
                return (line[next...].firstIndex(of: character).map(line.index(after:)) ?? line.endIndex, "str")
            }
            guard character == "$", let first = line[next...].first, first.isLetter || first == "_" || first == "{" else { return nil }
            return (line[next...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "{" || $0 == "}") } ?? line.endIndex, "attr")
        }
    }

    /// JSON: keys (strings before a colon), strings, numbers and the literals.
    static func json(_ line: Substring) -> String {
        spans(line) { index in
            let character = line[index]
            if character == "\"" {
                let end = stringEnd(line, from: index)
                return (end, line[end...].first { !$0.isWhitespace } == ":" ? "attr" : "str")
            }
            if character.isNumber || (character == "-" && line[line.index(after: index)...].first?.isNumber == true),
               index == line.startIndex || !line[line.index(before: index)].isLetter {
                return (line[index...].firstIndex { !($0.isNumber || "+-.eE".contains($0)) } ?? line.endIndex, "num")
            }
            guard character.isLetter else { return nil }
            let end = line[index...].firstIndex { !$0.isLetter } ?? line.endIndex
            return (end, ["true", "false", "null"].contains(line[index..<end]) ? "kw" : nil)
        }
    }

    /// `line` with its tokens in spans: `token`, given where one may start, says where it
    /// ends and its class (nil: a word shown plain), or nil when none starts there.
    private static func spans(_ line: Substring, _ token: (Substring.Index) -> (end: Substring.Index, style: String?)?) -> String {
        var html = ""
        var index = line.startIndex
        var plainStart = index
        while index < line.endIndex {
            guard let (end, style) = token(index), end > index else {
                index = line.index(after: index)
                continue
            }
            if let style {
                html += HTML.escape(line[plainStart..<index]) + span(style, line[index..<end])
                plainStart = end
            }
            index = end
        }
        return html + HTML.escape(line[plainStart...])
    }

    /// YAML: a `#` comment line, a `key:` (after indentation and `- `), and its value when
    /// quoted, a number or a literal.
    static func yaml(_ line: Substring) -> String {
        let indent = line.prefix { $0 == " " || $0 == "-" }
        let rest = line.dropFirst(indent.count)
        if rest.first == "#" { return HTML.escape(indent) + span("com", rest) }
        guard let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains(where: { $0 == " " || $0 == "\"" || $0 == "'" }),
              colon > rest.startIndex else {
            return HTML.escape(indent) + value(rest)
        }
        return HTML.escape(indent) + span("attr", rest[..<colon]) + ":" + value(rest[rest.index(after: colon)...])
    }

    private static func value(_ text: Substring) -> String {
        let space = text.prefix { $0 == " " }
        let value = text.dropFirst(space.count)
        let comment = value.range(of: " #").map(\.lowerBound) ?? value.endIndex
        let body = value[..<comment]
        let style: String?
        if body.first == "\"" || body.first == "'" {
            style = "str"
        } else if ["true", "false", "null", "yes", "no", "~"].contains(body.trimmingTrailingSpaces) {
            style = "kw"
        } else if let number = Double(body.trimmingTrailingSpaces), number.isFinite {
            style = "num"
        } else {
            style = nil
        }
        let shown = style.map { span($0, body) } ?? HTML.escape(body)
        return HTML.escape(space) + shown + (comment < value.endIndex ? span("com", value[comment...]) : "")
    }

    /// A unified diff: added and removed lines, hunk headers and file headers.
    static func diff(_ line: Substring) -> String {
        if line.hasPrefix("+++") || line.hasPrefix("---") || line.hasPrefix("diff ") || line.hasPrefix("index ") { return span("com", line) }
        if line.hasPrefix("@@") { return span("attr", line) }
        if line.hasPrefix("+") { return span("ins", line) }
        if line.hasPrefix("-") { return span("del", line) }
        return HTML.escape(line)
    }

    /// The index after the JSON string opening at `start`, or the line's end.
    private static func stringEnd(_ line: Substring, from start: Substring.Index) -> Substring.Index {
        var index = line.index(after: start)
        while index < line.endIndex {
            if line[index] == "\\" {
                index = line.index(after: index)
                if index == line.endIndex { break }
            } else if line[index] == "\"" {
                return line.index(after: index)
            }
            index = line.index(after: index)
        }
        return line.endIndex
    }
}

private extension Substring {
    var trimmingTrailingSpaces: Substring {
        var text = self
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
