import Foundation

/// A problem with a theme: a missing layout, or a placeholder the site does not fill.
public struct ThemeError: Error, CustomStringConvertible {
    /// What is wrong, naming the file.
    public var description: String
}

/// The site's look: the page layout (`page.html`) and the files under `assets/` (style sheet,
/// search script, fonts…), copied to the site as they are.
///
/// The layout is HTML with placeholders: `{{title}}`, `{{site-title}}`, `{{root}}` (the way
/// back to the site root, `../` per folder), `{{head}}`, `{{breadcrumbs}}`, `{{navigator}}` and `{{content}}`;
/// `{{lang}}` (`en`, `ko`) and the interface's labels in the site's language: `{{skip-link}}`,
/// `{{search-label}}`, `{{search-placeholder}}`, `{{breadcrumb-label}}`, `{{built-by}}` and
/// `{{coverage-link}}`.
public struct Theme: Sendable {
    /// The placeholders a layout may use.
    public static let placeholders: Set<String> = [
        "title", "site-title", "root", "head", "breadcrumbs", "navigator", "content", "lang", "skip-link",
        "search-label", "search-placeholder", "breadcrumb-label", "built-by", "coverage-link",
    ]

    /// Where the theme was read from, for messages: a folder, or `built-in`.
    public let origin: String
    let layout: Template
    /// The asset files, by path under `assets/`, sorted.
    let assets: [(path: String, bytes: [UInt8])]

    /// Builds a theme from its layout and assets.
    ///
    /// ```swift
    /// let theme = try Theme(origin: "test", layout: "<main>{{content}}</main>", assets: [])
    /// ```
    public init(origin: String, layout: String, assets: [(path: String, bytes: [UInt8])]) throws {
        self.origin = origin
        self.layout = try Template(layout, allowed: Theme.placeholders, file: origin + "/page.html")
        self.assets = assets.sorted { $0.path < $1.path }
    }

    /// Reads a theme folder: `page.html` and everything under `assets/` (hidden files skipped).
    ///
    /// ```swift
    /// let theme = try Theme.load(folder: "Site")
    /// ```
    public static func load(folder: String) throws -> Theme {
        let manager = FileManager.default
        let layoutPath = folder + "/page.html"
        guard let layout = manager.contents(atPath: layoutPath) else {
            throw ThemeError(description: "\(layoutPath): cannot read the theme's page layout")
        }
        var assets: [(path: String, bytes: [UInt8])] = []
        let assetsFolder = folder + "/assets"
        if let walker = manager.enumerator(atPath: assetsFolder) {
            while let relative = walker.nextObject() as? String {
                let full = assetsFolder + "/" + relative
                var isDirectory: ObjCBool = false
                let hidden = relative.split(separator: "/").contains { $0.hasPrefix(".") }
                guard !hidden, manager.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                guard let bytes = manager.contents(atPath: full) else {
                    throw ThemeError(description: "\(full): cannot read theme file")
                }
                assets.append((relative, [UInt8](bytes)))
            }
        }
        return try Theme(origin: folder, layout: String(decoding: layout, as: UTF8.self), assets: assets)
    }

    /// The theme compiled into the binary: a copy of the repository's `Site/` folder.
    ///
    /// ```swift
    /// let theme = try Theme.builtIn()
    /// ```
    public static func builtIn() throws -> Theme {
        let layout = EmbeddedTheme.files.first { $0.path == "page.html" }?.text ?? ""
        let assets = EmbeddedTheme.files.compactMap { file in
            file.path.hasPrefix("assets/") ? (String(file.path.dropFirst(7)), Array(file.text.utf8)) : nil
        }
        return try Theme(origin: "built-in", layout: layout, assets: assets)
    }

    /// The theme to use: `folder` when given; otherwise the installed one
    /// (`<prefix>/share/docaudit/Site`, found from the executable's real location), the source
    /// checkout's `Site/`, and finally the built-in copy.
    ///
    /// ```swift
    /// let theme = try Theme.locate(folder: options.theme, executable: Bundle.main.executablePath)
    /// ```
    public static func locate(folder: String?, executable: String?) throws -> Theme {
        if let folder { return try load(folder: folder) }
        for candidate in defaultFolders(executable: executable)
        where FileManager.default.fileExists(atPath: candidate + "/page.html") {
            return try load(folder: candidate)
        }
        return try builtIn()
    }

    /// Where a theme is looked for when none is given, in order.
    static func defaultFolders(executable: String?) -> [String] {
        var folders: [String] = []
        if let executable {
            let binary = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
            folders.append(binary.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("share/docaudit/Site").path)
        }
        // This file is Sources/DocAuditSite/Theme.swift in the checkout the binary was built from.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        folders.append(checkout.appendingPathComponent("Site").path)
        return folders
    }
}

/// A text with `{{name}}` placeholders, split once so that filling it is concatenation.
struct Template: Sendable {
    private enum Part: Sendable {
        case text(String)
        case placeholder(String)
    }

    private let parts: [Part]

    init(_ text: String, allowed: Set<String>, file: String) throws {
        var parts: [Part] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            let name = String(rest[open.upperBound..<close.lowerBound])
            guard allowed.contains(name) else {
                let known = allowed.sorted().map { "{{\($0)}}" }.joined(separator: ", ")
                throw ThemeError(description: "\(file): unknown placeholder {{\(name)}} (known: \(known))")
            }
            parts.append(.text(String(rest[..<open.lowerBound])))
            parts.append(.placeholder(name))
            rest = rest[close.upperBound...]
        }
        parts.append(.text(String(rest)))
        guard parts.contains(where: { if case .placeholder("content") = $0 { return true } else { return false } }) else {
            throw ThemeError(description: "\(file): the layout has no {{content}} placeholder")
        }
        self.parts = parts
    }

    /// Writes the text with each placeholder replaced by its value (already HTML), or emptied;
    /// `{{content}}` is what `content` streams.
    func write(_ values: [String: String], content: (HTMLStream) -> Void, into html: HTMLStream) {
        for part in parts {
            switch part {
            case .text(let text): html += text
            case .placeholder("content"): content(html)
            case .placeholder(let name): html += values[name] ?? ""
            }
        }
    }
}
