import Foundation

/// A small HTML5 checker for generated pages: the doctype, balanced and properly nested
/// elements, void elements never closed, quoted attributes without duplicates, unique ids,
/// character references that exist, and no `<` or `>` loose in text.
///
/// It is strict where the generator is regular; a page it accepts parses the same way in any
/// browser. It also returns every tag, for the link and safety checks.
struct HTMLChecker {
    struct Tag {
        var name: String
        var attributes: [(name: String, value: String)]
        var isClosing: Bool

        func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
    }

    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
    /// Elements whose content is raw text, not markup.
    static let rawTextElements: Set<String> = ["script", "style"]
    static let namedReferences: Set<String> = ["amp", "lt", "gt", "quot", "#39", "nbsp"]

    private(set) var tags: [Tag] = []
    private(set) var ids: Set<String> = []
    private(set) var problems: [String] = []

    init(_ html: String) {
        let text = Array(html.unicodeScalars)
        var index = 0
        var open: [String] = []
        func problem(_ message: String) { problems.append("\(message) (at scalar \(index))") }
        if !html.hasPrefix("<!DOCTYPE html>\n") { problem("missing <!DOCTYPE html>") }
        while index < text.count {
            let c = text[index]
            if c == "&" {
                var end = index + 1
                while end < text.count, end - index < 10, text[end] != ";" { end += 1 }
                let name = String(String.UnicodeScalarView(text[(index + 1)..<min(end, text.count)]))
                if end >= text.count || text[end] != ";" || !HTMLChecker.namedReferences.contains(name) { problem("bad character reference &\(name)") }
                index = end + 1
                continue
            }
            if c == ">" { problem("loose >") }
            guard c == "<" else { index += 1; continue }
            if text[index...].starts(with: "<!--".unicodeScalars) {
                guard let end = find("-->", in: text, from: index) else { problem("unclosed comment"); break }
                index = end + 3
                continue
            }
            if text[index...].starts(with: "<!DOCTYPE html>".unicodeScalars) { index += 15; continue }
            guard let (tag, end) = readTag(text, from: index) else { problem("loose <"); index += 1; continue }
            index = end
            tags.append(tag)
            if tag.isClosing {
                guard open.last == tag.name else { problem("</\(tag.name)> closes <\(open.last ?? "nothing")>"); continue }
                open.removeLast()
                continue
            }
            var names = Set<String>()
            for attribute in tag.attributes where !names.insert(attribute.name).inserted { problem("duplicate attribute \(attribute.name)") }
            if let id = tag.attribute("id"), !ids.insert(id).inserted { problem("duplicate id \(id)") }
            if HTMLChecker.voidElements.contains(tag.name) { continue }
            if HTMLChecker.rawTextElements.contains(tag.name) {
                guard let close = find("</" + tag.name + ">", in: text, from: index) else { problem("unclosed <\(tag.name)>"); break }
                index = close + tag.name.count + 3
                tags.append(Tag(name: tag.name, attributes: [], isClosing: true))
                continue
            }
            open.append(tag.name)
        }
        if !open.isEmpty { problems.append("unclosed elements: \(open)") }
    }

    private func find(_ needle: String, in text: [Unicode.Scalar], from start: Int) -> Int? {
        let pattern = Array(needle.unicodeScalars)
        var index = start
        while index + pattern.count <= text.count {
            if Array(text[index..<(index + pattern.count)]) == pattern { return index }
            index += 1
        }
        return nil
    }

    /// Reads `<name attr="value" …>` or `</name>`; nil when it is not a well-formed tag.
    private func readTag(_ text: [Unicode.Scalar], from start: Int) -> (Tag, Int)? {
        var index = start + 1
        let isClosing = index < text.count && text[index] == "/"
        if isClosing { index += 1 }
        func isNameScalar(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("0"..."9").contains(c) || c == "-" }
        var name = ""
        while index < text.count, isNameScalar(text[index]) { name.unicodeScalars.append(text[index]); index += 1 }
        guard !name.isEmpty else { return nil }
        var attributes: [(String, String)] = []
        while index < text.count {
            while index < text.count, text[index] == " " || text[index] == "\n" { index += 1 }
            guard index < text.count else { return nil }
            if text[index] == ">" { return (Tag(name: name, attributes: attributes, isClosing: isClosing), index + 1) }
            var attribute = ""
            while index < text.count, isNameScalar(text[index]) { attribute.unicodeScalars.append(text[index]); index += 1 }
            guard !attribute.isEmpty, !isClosing else { return nil }
            guard index < text.count, text[index] == "=" else { attributes.append((attribute, "")); continue }
            index += 1
            guard index < text.count, text[index] == "\"" else { return nil }
            index += 1
            var value = ""
            while index < text.count, text[index] != "\"" {
                guard text[index] != "<" else { return nil }
                value.unicodeScalars.append(text[index])
                index += 1
            }
            index += 1
            attributes.append((attribute, HTMLChecker.decode(value)))
        }
        return nil
    }

    /// An attribute value with its character references decoded.
    static func decode(_ value: String) -> String {
        value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
