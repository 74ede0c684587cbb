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
    /// The options the command asked for, to suggest one for a misspelled option.
    private var known: [String] = []

    init(_ arguments: [String]) {
        remaining = arguments
    }

    /// Whether `--name` is present (removing it).
    mutating func flag(_ name: String) -> Bool {
        known.append(name)
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
        known.append(name)
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
                let name = String(argument.prefix { $0 != "=" })
                throw UsageError(description: "unknown option '\(argument)'" + (Suggestion.nearest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""))
            }
            result.append(argument)
        }
        remaining = []
        return result
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
