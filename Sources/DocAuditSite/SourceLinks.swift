import DocAuditCheck
import Foundation

/// Links from each declaration's source location to the file in its repository, made from a
/// template such as `https://github.com/OWNER/REPO/blob/REV/{path}#L{line}`.
public struct SourceLinks: Sendable, Equatable {
    /// The address, with `{path}` (the file's path from `root`) and, optionally, `{line}`.
    public let template: String
    /// The absolute folder that `{path}` starts from: the repository's root.
    public let root: String

    /// Links made from `template`, paths taken from `root` (absolute, without a trailing `/`).
    ///
    /// ```swift
    /// let links = SourceLinks(template: "https://github.com/o/r/blob/main/{path}#L{line}", root: "/work/app")
    /// ```
    public init(template: String, root: String) {
        self.template = template
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    }

    /// Why `template` cannot make source links, naming where it came from as `origin`
    /// (`--source-url`, or a configuration file's `site.sourceURL`); nil when it can.
    ///
    /// ```swift
    /// SourceLinks.problem("https://github.com/o/r/blob/main/", origin: "--source-url")
    /// // "--source-url must contain {path} (the file's path from the project root), found 'https://github.com/o/r/blob/main/'"
    /// ```
    public static func problem(_ template: String, origin: String) -> String? {
        guard template.hasPrefix("https://") || template.hasPrefix("http://") else {
            return "\(origin) must start with https:// or http://, found '\(template)'"
        }
        guard template.contains("{path}") else {
            return "\(origin) must contain {path} (the file's path from the project root), found '\(template)'"
        }
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let placeholder = rest[open...].prefix { $0 != "}" }
            guard placeholder == "{path" || placeholder == "{line" else {
                return "\(origin) has an unknown placeholder '\(placeholder)}' (known: {path}, {line}), found '\(template)'"
            }
            rest = rest[rest.index(after: open)...]
        }
        return nil
    }

    /// The folder whose paths the links name: the nearest folder at or above `start` holding
    /// `.git` (the repository a forge's address names), else the project's root.
    ///
    /// ```swift
    /// SourceLinks.root(from: FilePaths.absolute("Sources")) // "/work/app"
    /// ```
    public static func root(from start: String) -> String {
        var folder = start
        while true {
            if FileManager.default.fileExists(atPath: (folder == "/" ? "" : folder) + "/.git") { return folder }
            guard folder != "/" else { return ProjectRoot.find(from: start).folder }
            folder = FilePaths.folder(of: folder)
        }
    }

    /// The address of `line` of the file at `path` (as reached), or nil when the file is not
    /// under the root.
    func url(path: String, line: Int) -> String? {
        let absolute = FilePaths.absolute(path)
        let prefix = root == "/" ? "/" : root + "/"
        guard absolute.hasPrefix(prefix) else { return nil }
        let relative = String(absolute.dropFirst(prefix.count))
        return template.replacingOccurrences(of: "{path}", with: Self.percentEncoded(relative)).replacingOccurrences(of: "{line}", with: String(line))
    }

    /// `path` with every byte but unreserved characters and `/` percent-encoded, so that a
    /// space or `#` in a file name cannot end the address's path.
    static func percentEncoded(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
