import Foundation
import Testing
import TestScratch

/// DocC's own site of a Tuist app, without a build, as docs/Site.md tells a team to make it:
/// the built `docaudit symbols --format symbolgraph` on a fixture app, the toolchain's `docc
/// convert` with the feature's catalog, and the result served over HTTP to headless Chromium,
/// which must show the pages, the relationships and the article. Screenshots are kept in
/// `.build/site-screenshots/docc-*.png`. Skipped, saying why, without Chromium or `docc`.
@Suite(.serialized) struct DoccSiteTests {
    @Test(.enabled(if: HeadlessBrowser.executable != nil, "SKIPPED: no Chromium found (install Debian's chromium, `make browser-deps`, or set DOCAUDIT_BROWSER)"),
          .enabled(if: Toolchain.docc != nil, "SKIPPED: no docc on the PATH nor beside swift"),
          .timeLimit(.minutes(2)))
    func aTuistAppsGraphBecomesDoccsSite() throws {
        let folder = Scratch.url("docc-site")
        let app = folder.appendingPathComponent("app")
        let graphs = folder.appendingPathComponent("graphs").path
        let site = folder.appendingPathComponent("site").path
        try DoccTuistFixture.write(to: app)

        let symbols = try Toolchain.run(Toolchain.docaudit, ["symbols", ".", "--format", "symbolgraph", "--output", graphs], in: app)
        try #require(symbols.status == 0, "docaudit symbols: \(symbols.output)")
        let written = try FileManager.default.contentsOfDirectory(atPath: graphs).sorted()
        #expect(written == ["HomeInterface.symbols.json", "Network.symbols.json", "NetworkInterface.symbols.json"])

        let convert = try Toolchain.run(Toolchain.docc!, [
            "convert", app.appendingPathComponent("Projects/Feature/Home/Interface/HomeInterface.docc").path,
            "--additional-symbol-graph-dir", graphs, "--fallback-display-name", "HomeInterface",
            "--fallback-bundle-identifier", "com.example.HomeInterface", "--output-path", site,
        ], in: folder)
        try #require(convert.status == 0, "docc convert: \(convert.output)")
        #expect(!convert.output.contains("warning:"), "DocC warned: \(convert.output)")

        let server = try StaticFileServer(root: site)
        defer { server.stop() }
        try FileManager.default.createDirectory(atPath: BrowserTests.screenshots, withIntermediateDirectories: true)
        let browser = try HeadlessBrowser(executable: HeadlessBrowser.executable!, profile: folder.appendingPathComponent("profile").path)
        try browser.openTab()
        let root = "http://127.0.0.1:\(server.port)/documentation/homeinterface"

        // The module's page: the catalog's overview and Topics, the article first.
        try browser.navigate(root)
        try browser.waitUntil(DOM.titleIs("HomeInterface"))
        #expect(try browser.evaluate("document.title") as? String == "HomeInterface | Documentation")
        #expect(try browser.evaluate(DOM.linkText(to: "/showingthehomescreen")) as? String == "Showing the home screen")
        #expect(try browser.evaluate(DOM.linkText(to: "/homebuilder")) as? String == "struct HomeBuilder")
        #expect(try browser.evaluate(DOM.linkText(to: "/homebuilding")) as? String == "HomeBuilding", "the overview's symbol link")
        try browser.screenshot(BrowserTests.screenshots + "/docc-module.png", width: 1280, mobile: false)

        // The conforming type's page: its availability, Relationships and the article citing it.
        try browser.navigate(root + "/homebuilder")
        try browser.waitUntil(DOM.titleIs("HomeBuilder"))
        #expect(try browser.evaluate(DOM.sectionLinks("conforms-to")) as? [String] == ["/documentation/homeinterface/homebuilding"])
        #expect(try browser.evaluate("document.body.innerText.includes('iOS 16.0+')") as? Bool == true, "the availability badge")
        #expect(try browser.evaluate(DOM.linkText(to: "/showingthehomescreen")) as? String == "Showing the home screen", "Mentioned in")
        try browser.screenshot(BrowserTests.screenshots + "/docc-type.png", width: 1280, mobile: false)

        // The protocol's page: the usage example, the conforming type, the extension's method.
        try browser.navigate(root + "/homebuilding")
        try browser.waitUntil(DOM.titleIs("HomeBuilding"))
        // The usage example: DocC fills a listing's lines after the page, as it highlights them.
        try browser.waitUntil("document.querySelector('.doc-content pre')?.textContent.includes('container.resolve(HomeBuilding.self)') === true")
        #expect(try browser.evaluate(DOM.sectionLinks("conforming-types")) as? [String] == ["/documentation/homeinterface/homebuilder"])
        #expect(try browser.evaluate(DOM.linkText(to: "/buildwelcome()")) != nil, "the protocol extension's method")
        try browser.screenshot(BrowserTests.screenshots + "/docc-protocol.png", width: 1280, mobile: false)

        // The article, reached by its link.
        try browser.navigate(root + "/showingthehomescreen")
        try browser.waitUntil(DOM.titleIs("Showing the home screen"))
        #expect(try browser.evaluate(DOM.linkText(to: "/homebuilding/buildwelcome()")) as? String == "buildWelcome()")

        let exceptions = browser.events.filter { $0["method"] as? String == "Runtime.exceptionThrown" }
        #expect(exceptions.isEmpty, "script errors: \(exceptions)")
        print("Screenshots for review: \(BrowserTests.screenshots)/docc-{module,type,protocol}.png")
    }
}

/// JavaScript expressions that read DocC's rendered pages.
private enum DOM {
    /// True once DocC's app has rendered the page whose heading is `title`.
    static func titleIs(_ title: String) -> String {
        "document.querySelector('main h1.title')?.textContent.trim() === '\(title)'"
    }

    /// The text of the first link in the page's content (not the navigator) whose address ends
    /// with `suffix`, or null.
    static func linkText(to suffix: String) -> String {
        "[...document.querySelectorAll('.doc-content a')].find(a => a.pathname.endsWith('\(suffix)'))?.textContent.trim() ?? null"
    }

    /// The addresses of the links in the content-table section titled by the heading `id`
    /// ("Conforms To" is `conforms-to`), less the heading's own anchor.
    static func sectionLinks(_ id: String) -> String {
        "[...(document.getElementById('\(id)')?.closest('.contenttable-section')?.querySelectorAll('a') ?? [])]"
            + ".filter(a => !a.classList.contains('header-anchor')).map(a => a.pathname)"
    }
}

/// The tools the test runs: the built `docaudit` and the toolchain's `docc`.
enum Toolchain {
    /// The `docaudit` built beside the test bundle (`swift build` builds it), else in `.build/debug`.
    static let docaudit: String = {
        var candidates: [String] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("docaudit").path)
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("docaudit").path)
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/docaudit").path)
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.last!
    }()

    /// `docc` on the PATH, else beside `swift` (a toolchain carries both); nil without either.
    static let docc: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        let onPath = folders.map { $0 + "/docc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        let swift = folders.map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        let besideSwift = swift.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("docc").path }
        return onPath ?? besideSwift.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
    }()

    /// Runs `executable` in `directory`; its standard output and error together, from a file
    /// (a pipe could fill and block the child).
    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let log = Scratch.url("tool-output")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }
}
