import DocAuditRules
import DocAuditCheck
import DocAuditCore
import DocAuditSite
import FuzzSupport
import Foundation

/// A small tree through `docaudit site`, in memory: the input is one file, or two split at the
/// first byte 0x1E (the ASCII record separator), placed in a Shared and an Interface module (or
/// both in the first); each is checked with every rule on for the coverage page and its
/// findings, and the generator builds the whole site.
///
/// Asserted: every file of the site at a path inside it, once; every page's internal links
/// and assets lead to files of the site; the JSON files parse; unresolved links in the files.
@_cdecl("LLVMFuzzerTestOneInput")
public func siteHarness(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    let variant = Fuzz.variant(of: bytes, among: 4)
    var parts: [[UInt8]] = [bytes]
    if let separator = bytes.firstIndex(of: 0x1E) {
        parts = [Array(bytes[..<separator]), Array(bytes[(separator + 1)...])]
    }
    let setups = Fuzz.everyRuleSetups
    let places = variant % 2 == 0 ? [setups[0], setups[2]] : [setups[0], setups[0]]
    let paths = variant % 2 == 0 ? [setups[0].path, setups[2].path] : [setups[0].path, "Shared/DesignSystem/Sources/Other.swift"]
    let language: Language = variant < 2 ? .en : .ko
    var sources: [SiteSourceFile] = []
    var findings: [Diagnostic] = []
    var coverage = CoverageReport()
    var lineCounts: [String: Int] = [:]
    for (index, part) in parts.enumerated() {
        let setup = Fuzz.Setup(path: paths[index], layer: places[index].layer, configuration: places[index].configuration)
        let placement: SitePlacement
        do {
            placement = try SitePlacement(path: setup.path, configurations: setup.resolver)
        } catch {
            Fuzz.fail("\(setup.path) cannot be placed: \(error)")
        }
        let lines = part.withUnsafeBufferPointer { LineTable($0).count }
        lineCounts[setup.path] = lines
        let result = Fuzz.check(part, setup: setup, language: language, lines: lines)
        findings += result.diagnostics
        coverage.merge(result.coverage)
        sources.append(SiteSourceFile(path: setup.path, module: placement.module, group: placement.group, bytes: part))
    }
    let options = SiteOptions(title: "Fuzz <&> \"site\"", baseURL: variant == 3 ? "https://example.com/docs/" : nil,
                              allowsExternalLinks: variant % 2 == 1, language: language)
    let site = SiteGenerator.generate(SiteSources(sources), options: options, theme: theme, findings: findings, coverage: coverage)
    checkSite(site, lineCounts: lineCounts)
    return 0
}

private let theme: Theme = {
    do { return try Theme.builtIn() } catch { Fuzz.fail("no built-in theme: \(error)") }
}()

private func checkSite(_ site: GeneratedSite, lineCounts: [String: Int]) {
    var paths = Set<String>()
    for file in site.files {
        let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
        Fuzz.require(!file.path.hasPrefix("/") && !components.contains { $0.isEmpty || $0 == "." || $0 == ".." },
                     "a site file at \(file.path), outside the site")
        Fuzz.require(!file.path.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\\") }, "a site file named with a control byte: \(file.path.debugDescription)")
        Fuzz.require(paths.insert(file.path).inserted, "two site files at \(file.path)")
    }
    for file in site.files {
        if file.path.hasSuffix(".json") { Fuzz.requireJSON(String(decoding: file.bytes, as: UTF8.self), file.path) }
        guard file.path.hasSuffix(".html") else { continue }
        let html = String(decoding: file.bytes, as: UTF8.self)
        for reference in references(in: html) {
            guard let target = resolve(reference, from: file.path) else { continue }
            Fuzz.require(paths.contains(target), "\(file.path) links to \(reference) (\(target)), which the site does not hold")
        }
    }
    for link in site.unresolvedLinks {
        let lines = lineCounts[link.file] ?? 0
        Fuzz.require(link.line >= 1 && link.line <= lines, "unresolved link \(link) outside its file of \(lines) lines")
    }
}

/// The values of every `href="…"` and `src="…"` in `html`, unescaped as far as `&amp;`.
private func references(in html: String) -> [String] {
    var found: [String] = []
    let bytes = Array(html.utf8)
    var i = 0
    while i + 6 < bytes.count {
        let isHref = bytes[i] == UInt8(ascii: "h") && bytes[i..<i + 6].elementsEqual("href=\"".utf8)
        let isSrc = bytes[i] == UInt8(ascii: "s") && bytes[i..<i + 5].elementsEqual("src=\"".utf8)
        guard isHref || isSrc, i == 0 || bytes[i - 1] == UInt8(ascii: " ") else { i += 1; continue }
        let start = i + (isHref ? 6 : 5)
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
        // As a browser reads an attribute: the entities `HTML.escape` writes decoded, `&amp;` last
        // (a page under an operator's name, `'...(_:_:)`, is linked as `&#39;...(_:_:)`).
        let attribute = String(decoding: bytes[start..<end], as: UTF8.self)
        found.append([("&#39;", "'"), ("&quot;", "\""), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")].reduce(attribute) { $0.replacingOccurrences(of: $1.0, with: $1.1) })
        i = end
    }
    return found
}

/// The site path a reference on the page at `page` leads to, or nil for one that leaves the
/// site (a scheme, `//`) or stays on the page (`#…`, empty).
private func resolve(_ reference: String, from page: String) -> String? {
    var path = reference
    if let cut = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = String(path[..<cut]) }
    guard !path.isEmpty, !path.hasPrefix("//"), !path.hasPrefix("/") else { return nil }
    if let colon = path.firstIndex(of: ":"), !path[..<colon].contains("/") { return nil }
    path = path.removingPercentEncoding ?? path
    var components = page.split(separator: "/").dropLast().map(String.init)
    for component in path.split(separator: "/", omittingEmptySubsequences: false) {
        switch component {
        case "..":
            if components.isEmpty { return "../" + path } else { components.removeLast() }
        case ".", "": continue
        default: components.append(String(component))
        }
    }
    return components.joined(separator: "/")
}
