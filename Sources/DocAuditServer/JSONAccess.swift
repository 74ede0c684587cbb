import DocAuditCore

/// Reading the members of protocol messages, which are JSON objects nested a few levels.
extension JSONValue {
    subscript(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var int: Int? {
        if case .number(let number) = self, number == number.rounded(), abs(number) < 1e15 { return Int(number) }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// A protocol position, `{"line": L, "character": C}`.
    var position: Position? {
        guard let line = self["line"]?.int, let character = self["character"]?.int else { return nil }
        return Position(line: line, character: character)
    }

    /// A protocol range, `{"start": …, "end": …}`.
    var range: (start: Position, end: Position)? {
        guard let start = self["start"]?.position, let end = self["end"]?.position else { return nil }
        return (start, end)
    }

    static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    static func position(_ position: Position) -> JSONValue {
        .object([("line", .int(position.line)), ("character", .int(position.character))])
    }

    static func range(_ start: Position, _ end: Position) -> JSONValue {
        .object([("start", .position(start)), ("end", .position(end))])
    }
}
