import DocAuditCore

/// The doc template `docaudit fix --scaffold` inserts above an undocumented declaration: a
/// placeholder summary and, for a function that needs one, a usage example heading with an
/// empty ```` ```swift ```` block. `placeholder-doc` reports both until someone writes them.
public struct DocTemplate: Sendable {
    /// The placeholder summary: an Xcode editor placeholder, which Xcode lets you tab into.
    public let summary: String
    /// The usage example heading when the configuration sets none.
    public let usageHeading: String

    /// The template in `language`.
    ///
    /// ```swift
    /// let template = DocTemplate(language: .ko)
    /// template.usageHeading // "사용 예시"
    /// ```
    public init(language: Language) {
        summary = language == .ko ? "<#요약#>" : "<#Summary#>"
        usageHeading = language == .ko ? "사용 예시" : "Usage"
    }

    /// The lines of the template, without `///` and indentation.
    ///
    /// ```swift
    /// let lines = template.lines(usageHeading: "Usage")
    /// lines.count // 5: the summary placeholder, a blank line, the heading and an empty block
    /// ```
    public func lines(usageHeading heading: String?) -> [String] {
        guard let heading else { return [summary] }
        return [summary, "", "## " + heading, "```swift", "```"]
    }

    /// The edit inserting `lines` as `///` comments on their own lines above `declaration`
    /// (above an empty doc comment it has, which then joins the template, and above any
    /// `// docaudit:` directives right over it), indented like it and ended with the file's
    /// line breaks; nil when code stands before it on its line.
    ///
    /// ```swift
    /// let edit = DocTemplate.insertion(of: template.lines(usageHeading: nil), above: declaration, in: source)
    /// ```
    public static func insertion(of lines: [String], above declaration: Declaration, in source: [UInt8]) -> SourceEdit? {
        let anchor = declaration.doc?.start.offset ?? declaration.start.offset
        let lineStart = startOfLine(anchor, source)
        let indentation = source[lineStart..<anchor]
        guard indentation.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        var offset = lineStart
        while offset > startOfLine(0, source) {
            var end = offset - 1  // the line break ending the line above
            if source[end] == 0x0A, end > 0, source[end - 1] == 0x0D { end -= 1 }
            let previous = startOfLine(end, source)
            guard isDirective(source[previous..<end]) else { break }
            offset = previous
        }
        let lineBreak = lineBreak(near: lineStart, source)
        var text: [UInt8] = []
        for line in lines {
            text += indentation
            text += Array((line.isEmpty ? "///" : "/// " + line).utf8)
            text += lineBreak
        }
        return SourceEdit(range: offset..<offset, replacement: text)
    }

    /// The offset where the line holding `offset` starts.
    static func startOfLine(_ offset: Int, _ source: [UInt8]) -> Int {
        var start = offset
        while start > 0, source[start - 1] != 0x0A, source[start - 1] != 0x0D { start -= 1 }
        // The first line starts after a byte order mark, which stays first in the file.
        if start == 0, source.starts(with: [0xEF, 0xBB, 0xBF]) { return 3 }
        return start
    }

    /// Whether `line` is a `// docaudit:` directive, which must stay right above its declaration.
    static func isDirective(_ line: ArraySlice<UInt8>) -> Bool {
        Suppressions.isDirectiveLine(Substring(String(decoding: line, as: UTF8.self)))
    }

    /// The line break the file uses: the one ending the line before `lineStart`, else the first
    /// in the file, else LF.
    static func lineBreak(near lineStart: Int, _ source: [UInt8]) -> [UInt8] {
        if lineStart >= 2, source[lineStart - 2] == 0x0D, source[lineStart - 1] == 0x0A { return [0x0D, 0x0A] }
        if lineStart >= 1, source[lineStart - 1] == 0x0A || source[lineStart - 1] == 0x0D { return [source[lineStart - 1]] }
        guard let first = source.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return [0x0A] }
        if source[first] == 0x0D, first + 1 < source.count, source[first + 1] == 0x0A { return [0x0D, 0x0A] }
        return [source[first]]
    }
}
