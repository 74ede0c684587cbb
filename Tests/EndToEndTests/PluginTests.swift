import Foundation
import Testing

/// The SwiftPM plugins as a team uses them: a consumer package in a temporary folder depends on
/// this checkout by path and has one planted finding. Its first `swift build` builds docaudit
/// again in the consumer's own build folder (about two minutes on two cores), as a user's does.
@Suite struct PluginTests {
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Consumer",
            dependencies: [.package(path: "../docaudit")],
            targets: [.target(name: "Greeting", plugins: [.plugin(name: "DocAuditBuildPlugin", package: "docaudit")])]
        )
        """

    /// Runs `swift arguments` in `folder`; SwiftPM's permission question goes unanswered.
    func swift(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        try Terminal.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: folder)
    }

    @Test func buildToolAndCommandPluginsRunDocaudit() throws {
        let root = try Docaudit.fixture([
            "Consumer/Package.swift": Self.manifest,
            "Consumer/Sources/Greeting/Greeting.swift": "/// A greeting that names ``Nowhere``.\npublic struct Greeting {}\n",
        ])
        // The link gives the dependency its identity, docaudit, whatever the checkout's folder is called.
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("docaudit"), withDestinationURL: Docaudit.packageRoot)
        let consumer = root.appendingPathComponent("Consumer")
        let sources = consumer.appendingPathComponent("Sources/Greeting")

        let build = try swift(["build"], in: consumer)
        #expect(build.status == 0, "\(build.output)")
        #expect(build.output.contains("\(sources.path)/Greeting.swift:1:27: warning: symbol link ``Nowhere`` resolves to no declaration"), "\(build.output)")
        // SwiftPM links the plugin's tool once more on the build after the first, and a new
        // docaudit checks again; from then on, nothing changed is nothing checked.
        _ = try swift(["build"], in: consumer)
        let unchanged = try swift(["build"], in: consumer)
        #expect(unchanged.status == 0)
        #expect(!unchanged.output.contains("docaudit check Greeting"), "the check reran with nothing changed: \(unchanged.output)")

        // A finding at error severity fails the build, as a compiler error does.
        try Data("public func greet() {}\n".utf8).write(to: sources.appendingPathComponent("Greet.swift"))
        let failing = try swift(["build"], in: consumer)
        #expect(failing.status != 0)
        #expect(failing.output.contains("\(sources.path)/Greet.swift:1:8: error: public func 'greet()' is not documented"), "\(failing.output)")
        try FileManager.default.removeItem(at: sources.appendingPathComponent("Greet.swift"))

        let plugins = try swift(["package", "plugin", "--list"], in: consumer)
        #expect(plugins.output.contains("‘docaudit’ (plugin ‘DocAuditCommandPlugin’"), "\(plugins.output)")
        #expect(plugins.output.contains("‘docaudit-write’ (plugin ‘DocAuditWriteCommandPlugin’"), "\(plugins.output)")
        let check = try swift(["package", "docaudit", "check"], in: consumer)
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("Sources/Greeting/Greeting.swift:1:27: warning: symbol link ``Nowhere``"), "\(check.output)")

        // Writing takes the other verb, and SwiftPM's permission.
        let fix = try swift(["package", "docaudit", "fix"], in: consumer)
        #expect(fix.status != 0)
        #expect(fix.output.contains("docaudit fix writes to the package: run it as `swift package --allow-writing-to-package-directory docaudit-write fix …`"), "\(fix.output)")
        let unpermitted = try swift(["package", "docaudit-write", "init"], in: consumer)
        #expect(unpermitted.status != 0)
        #expect(unpermitted.output.contains("wants permission to write to the package directory"), "\(unpermitted.output)")
        #expect(!FileManager.default.fileExists(atPath: consumer.appendingPathComponent(".docaudit.json").path))
        let initialized = try swift(["package", "--allow-writing-to-package-directory", "docaudit-write", "init"], in: consumer)
        #expect(initialized.status == 0, "\(initialized.output)")
        #expect(FileManager.default.fileExists(atPath: consumer.appendingPathComponent(".docaudit.json").path))
    }
}
