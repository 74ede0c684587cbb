import DocAuditRules

/// A usage error: the command line asks for something the command does not take.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}

/// One option a command takes, declared once: parsing reads it and `--help` describes it from
/// this, so the two cannot drift apart.
///
/// ```swift
/// let format = CommandOption("--format", value: "FORMAT", help: "", allowed: ["text", "json"], default: .value("text"))
/// ```
struct CommandOption {
    /// What an option is when it is not given.
    enum Default {
        /// This value, as if it were given.
        case value(String)
        /// Nothing; the help says what is used instead (`the number of cores`).
        case described(String)
    }

    /// `--name`.
    var name: String
    /// What the value is called in the help (`FILE`); nil for a flag, which takes none.
    var valueName: String?
    /// What the option does, in a phrase; the allowed values and the default are added to it.
    var help: String
    /// The only values taken, in the order the help lists them; empty when any is.
    var allowed: [String] = []
    var defaultValue: Default?
    /// Whether the option may be given several times, each value kept.
    var repeatable = false

    init(_ name: String, value valueName: String? = nil, help: String, allowed: [String] = [], default defaultValue: Default? = nil, repeatable: Bool = false) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.allowed = allowed
        self.defaultValue = defaultValue
        self.repeatable = repeatable
    }

    /// A few allowed values stand in the synopsis (`--lang en|ko`); more are listed in the help.
    private var listsValuesInSynopsis: Bool { (2...3).contains(allowed.count) }

    /// `--name VALUE`, as the help and the usage line spell it.
    var synopsis: String {
        guard let valueName else { return name }
        return name + " " + (listsValuesInSynopsis ? allowed.joined(separator: "|") : valueName)
    }

    /// The help's description: the phrase, the allowed values (the default marked) when not in
    /// the synopsis, and the default.
    var description: String {
        var text = help
        var defaultShown = false
        if !allowed.isEmpty, !listsValuesInSynopsis {
            let values = allowed.map { value -> String in
                guard case .value(value) = defaultValue else { return value }
                defaultShown = true
                return value + " (default)"
            }
            text += (text.isEmpty ? "" : ": ") + values.dropLast().joined(separator: ", ") + " or " + values.last!
        }
        switch defaultValue {
        case .value(let value) where !defaultShown: text += " (default: \(value))"
        case .described(let description): text += " (default: \(description))"
        default: break
        }
        return text + (repeatable ? " (repeatable)" : "")
    }

    /// The value, checked against the allowed ones.
    func validated(_ value: String) throws -> String {
        guard allowed.isEmpty || allowed.contains(value) else {
            throw UsageError(description: "unknown \((valueName ?? name).lowercased()) '\(value)' (expected \(allowed.joined(separator: ", ")))")
        }
        return value
    }
}

extension CommandOption {
    /// `--config FILE`, as every command that reads configurations takes it.
    static let config = CommandOption("--config", value: "FILE", help: "use FILE for every file instead of the nearest .docaudit.json")

    /// `--lang en|ko`, for what `what` is.
    static func language(_ what: String, default described: String = "LANG") -> CommandOption {
        CommandOption("--lang", value: "LANGUAGE", help: "the language of \(what)", allowed: Language.allCases.map(\.rawValue), default: .described(described))
    }

    /// `--jobs N`, the files checked at once `what` for.
    static func jobs(_ what: String = "") -> CommandOption {
        CommandOption("--jobs", value: "N", help: "files checked at once" + what, default: .described("the number of cores"))
    }
}

/// A command's command line: its positional arguments, what it does, its options and a closing
/// note, from which both its `--help` text and its parsing are made.
struct CommandSyntax {
    /// The command's name, after `docaudit`.
    var command: String
    /// The positional arguments, as the usage line shows them (`[PATH…]`).
    var positionals: String
    /// What the command does, as lines of text.
    var about: String
    var options: [CommandOption]
    /// Text after the options (the exit status), if any.
    var footer: String?

    /// The widest a help line goes.
    private static let width = 92

    /// The `--help` text: the usage line, what the command does, each option with its
    /// description in one column, then the footer.
    var help: String {
        let synopsis = options.count <= 3 ? options.map { "[\($0.synopsis)]" } : ["[options]"]
        var text = "usage: " + (["docaudit", command, positionals] + synopsis).filter { !$0.isEmpty }.joined(separator: " ") + "\n\n" + about
        if !options.isEmpty {
            let column = 2 + (options.map(\.synopsis.count).max() ?? 0) + 2
            text += "\n\noptions:\n" + options.map { option in
                Self.wrapped(option.description, first: "  " + option.synopsis.padding(toLength: column - 2, withPad: " ", startingAt: 0), indent: column)
            }.joined(separator: "\n")
        }
        if let footer { text += "\n\n" + footer }
        return text
    }

    /// `text` after `first`, in lines no wider than ``width``, those after the first indented.
    private static func wrapped(_ text: String, first: String, indent: Int) -> String {
        var lines: [String] = []
        var line = first
        for word in text.split(separator: " ") {
            if line.count > indent, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
            } else if line.count > indent || !line.hasSuffix(" ") {
                line += " "
            }
            line += word
        }
        return (lines + [line]).joined(separator: "\n")
    }

    /// `arguments` read by the declared options; an option not declared is a usage error.
    func parse(_ arguments: [String]) throws -> ParsedArguments {
        try ParsedArguments(arguments, options: options)
    }
}

/// A command line read by a command's declared options: their values, and the positional
/// arguments left.
struct ParsedArguments {
    private var values: [String: [String]] = [:]
    /// The arguments that are no option's, in order.
    private(set) var positionals: [String] = []

    init(_ arguments: [String], options: [CommandOption]) throws {
        let declared = Dictionary(options.map { ($0.name, $0) }) { first, _ in first }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            let name = String(argument.prefix { $0 != "=" })
            guard let option = declared[name] else {
                throw UsageError(description: "unknown option '\(argument)'" + (Suggestion.nearest(to: name, in: options.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""))
            }
            var value: String?
            if name != argument {
                value = String(argument.dropFirst(name.count + 1))
            } else if option.valueName != nil {
                guard index < arguments.count else { throw UsageError(description: "\(name) needs a value") }
                value = arguments[index]
                index += 1
            }
            guard option.valueName != nil || value == nil else { throw UsageError(description: "\(name) takes no value") }
            values[name, default: []].append(try value.map(option.validated) ?? "")
        }
    }

    /// Whether the flag is given.
    func flag(_ option: CommandOption) -> Bool {
        values[option.name] != nil
    }

    /// The option's last value, else its default value.
    func value(_ option: CommandOption) -> String? {
        if let given = values[option.name]?.last { return given }
        guard case .value(let value) = option.defaultValue else { return nil }
        return value
    }

    /// Every value of a repeatable option, in order.
    func values(_ option: CommandOption) -> [String] {
        values[option.name] ?? []
    }

    /// The language of `--lang`, already checked against the allowed ones.
    func language(_ option: CommandOption) -> Language? {
        value(option).flatMap(Language.init(rawValue:))
    }

    /// The option's value as a positive number.
    func positiveNumber(_ option: CommandOption) throws -> Int? {
        guard let value = value(option) else { return nil }
        guard let number = Int(value), number > 0 else { throw UsageError(description: "\(option.name) needs a positive number, found '\(value)'") }
        return number
    }
}

/// The nearest of some names to a mistyped one, for "did you mean".
enum Suggestion {
    /// The name of `names` fewest edits away from `typed`, if it is close enough to be meant:
    /// at most a third of its letters off, and at least one letter right.
    ///
    /// ```swift
    /// Suggestion.nearest(to: "chekc", in: ["check", "fix"]) // "check"
    /// ```
    static func nearest(to typed: String, in names: [String]) -> String? {
        let scored = names.map { ($0, distance(Array(typed), Array($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(1, best.0.count / 3) && best.1 < best.0.count ? best.0 : nil
    }

    /// Edits (insert, delete, replace, swap of neighbours) from `a` to `b`.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
            }
            (before, previous) = (previous, current)
        }
        return previous[b.count]
    }
}
