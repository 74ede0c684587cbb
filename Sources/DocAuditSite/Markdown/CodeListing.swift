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
        var html = ""
        var index = line.startIndex
        var plainStart = index
        func flush(_ end: Substring.Index) { html += HTML.escape(line[plainStart..<end]) }
        while index < line.endIndex {
            let character = line[index]
            let startsWord = index == line.startIndex || line[line.index(before: index)].isWhitespace
            if character == "#", startsWord {
                flush(index)
                return html + span("com", line[index...])
            }
            if character == "\"" || character == "'" {
                let close = line[line.index(after: index)...].firstIndex(of: character).map(line.index(after:)) ?? line.endIndex
                flush(index)
                html += span("str", line[index..<close])
                index = close
                plainStart = index
                continue
            }
            if character == "$", let next = line[line.index(after: index)...].first, next.isLetter || next == "_" || next == "{" {
                let end = line[line.index(after: index)...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "{" || $0 == "}") } ?? line.endIndex
                flush(index)
                html += span("attr", line[index..<end])
                index = end
                plainStart = index
                continue
            }
            index = line.index(after: index)
        }
        flush(line.endIndex)
        return html
    }

    /// JSON: keys (strings before a colon), strings, numbers and the literals.
    static func json(_ line: Substring) -> String {
        var html = ""
        var index = line.startIndex
        var plainStart = index
        func flush(_ end: Substring.Index) { html += HTML.escape(line[plainStart..<end]) }
        while index < line.endIndex {
            let character = line[index]
            var end = index
            var style: String?
            if character == "\"" {
                end = stringEnd(line, from: index)
                let isKey = line[end...].first { !$0.isWhitespace } == ":"
                style = isKey ? "attr" : "str"
            } else if character.isNumber || (character == "-" && line[line.index(after: index)...].first?.isNumber == true),
                      index == line.startIndex || !line[line.index(before: index)].isLetter {
                end = line[index...].firstIndex { !($0.isNumber || "+-.eE".contains($0)) } ?? line.endIndex
                style = "num"
            } else if character.isLetter {
                end = line[index...].firstIndex { !$0.isLetter } ?? line.endIndex
                style = ["true", "false", "null"].contains(line[index..<end]) ? "kw" : nil
            }
            guard let style, end > index else {
                index = end > index ? end : line.index(after: index)
                continue
            }
            flush(index)
            html += span(style, line[index..<end])
            index = end
            plainStart = index
        }
        flush(line.endIndex)
        return html
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
