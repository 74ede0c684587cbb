/// How the client counts a position's `character`: UTF-16 code units unless it offers UTF-8,
/// in which case bytes, as docaudit counts columns.
enum PositionEncoding: String {
    case utf16 = "utf-16"
    case utf8 = "utf-8"
}

/// A position as the protocol gives it: a 0-based line and a 0-based character in the
/// negotiated encoding.
struct Position: Equatable {
    var line: Int
    var character: Int
}

/// A document open in the editor: its bytes as typed, unsaved, and its version.
struct TextDocument {
    let uri: String
    let path: String
    private(set) var version: Int
    private(set) var bytes: [UInt8]
    /// Where each line starts, in bytes.
    private(set) var lineStarts: [Int]

    init(uri: String, path: String, version: Int, text: String) {
        self.uri = uri
        self.path = path
        self.version = version
        bytes = Array(text.utf8)
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// Replaces `range` (the whole text when nil) with `text`: one change of a
    /// `didChange` notification, applied in order.
    mutating func apply(_ text: String, in range: (start: Position, end: Position)?, encoding: PositionEncoding) {
        guard let range else {
            bytes = Array(text.utf8)
            lineStarts = Self.lineStarts(of: bytes)
            return
        }
        let start = offset(of: range.start, encoding: encoding)
        let end = max(start, offset(of: range.end, encoding: encoding))
        bytes.replaceSubrange(start..<end, with: text.utf8)
        lineStarts = Self.lineStarts(of: bytes)
    }

    mutating func setVersion(_ version: Int) {
        self.version = version
    }

    /// The byte offset of `position`; a line or character past the end stands at the line's
    /// or the text's end, as the protocol asks.
    func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineEnd(startingAt: start)
        guard encoding == .utf16 else { return min(start + max(0, position.character), end) }
        var offset = start
        var units = 0
        while offset < end, units < position.character {
            let lead = bytes[offset]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            offset = min(end, offset + length)
        }
        return offset
    }

    /// The position of the 1-based `line` and UTF-8 `column` docaudit reports.
    func position(line: Int, column: Int, encoding: PositionEncoding) -> Position {
        let row = min(max(0, line - 1), lineStarts.count - 1)
        let start = lineStarts[row]
        let offset = min(start + max(0, column - 1), lineEnd(startingAt: start))
        guard encoding == .utf16 else { return Position(line: row, character: offset - start) }
        var units = 0
        for byte in bytes[start..<offset] where byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
        return Position(line: row, character: units)
    }

    /// The position of byte `offset`.
    func position(ofOffset offset: Int, encoding: PositionEncoding) -> Position {
        let row = max(0, lineStarts.partitioningIndex { $0 > offset } - 1)
        return position(line: row + 1, column: offset - lineStarts[row] + 1, encoding: encoding)
    }

    /// Where the line starting at `start` ends, before its line break.
    private func lineEnd(startingAt start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        return starts
    }
}
