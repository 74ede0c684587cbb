/// A usage error: the command line asks for something the command does not take.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}

/// A command line split into options and positional arguments, read by one command.
///
/// Options are declared by the command as it reads them; whatever is left unread at the end is
/// a usage error, so a misspelled flag is never silently ignored.
struct Arguments {
    private var remaining: [String]

    init(_ arguments: [String]) {
        remaining = arguments
    }

    /// Whether `--name` is present (removing it).
    mutating func flag(_ name: String) -> Bool {
        guard let index = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: index)
        return true
    }

    /// The value of the last `--name VALUE` or `--name=VALUE`, removing every occurrence.
    mutating func option(_ name: String) throws -> String? {
        try options(name).last
    }

    /// Every value of a repeatable `--name VALUE` or `--name=VALUE`, in order.
    mutating func options(_ name: String) throws -> [String] {
        var values: [String] = []
        var index = 0
        while index < remaining.count {
            let argument = remaining[index]
            if argument == "--" { break }
            if argument == name {
                guard index + 1 < remaining.count else { throw UsageError(description: "\(name) needs a value") }
                values.append(remaining[index + 1])
                remaining.removeSubrange(index...index + 1)
            } else if argument.hasPrefix(name + "=") {
                values.append(String(argument.dropFirst(name.count + 1)))
                remaining.remove(at: index)
            } else {
                index += 1
            }
        }
        return values
    }

    /// The remaining arguments as positional ones; an unread `-x` option is a usage error.
    mutating func finish() throws -> [String] {
        var result: [String] = []
        var afterSeparator = false
        for argument in remaining {
            if afterSeparator { result.append(argument); continue }
            if argument == "--" { afterSeparator = true; continue }
            if argument.hasPrefix("-"), argument != "-" {
                throw UsageError(description: "unknown option '\(argument)'")
            }
            result.append(argument)
        }
        remaining = []
        return result
    }
}
