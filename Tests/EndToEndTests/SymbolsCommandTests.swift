import Foundation
import Testing

@Suite struct SymbolsCommandTests {
    @Test func jsonlHasExactlyTheDocumentedKeysInOrder() throws {
        let root = try Docaudit.fixture([
            "Sources/A/B.swift": "/// 사용자입니다.\n///\n/// ```swift\n/// let u = User()\n/// ```\npublic struct User {\n    public func load(id: Int) {}\n}\n",
        ])
        let result = try Docaudit.run(["symbols", "Sources"], in: root)
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            {"file":"Sources/A/B.swift","line":6,"kind":"struct","name":"User","parent":"","access":"public","visible":true,"documented":true,"example":true,"summary":"사용자입니다.","module":"A","layer":"shared","role":"folder rules"}
            {"file":"Sources/A/B.swift","line":7,"kind":"func","name":"load(id:)","parent":"User","access":"public","visible":true,"documented":false,"example":false,"summary":"","module":"A","layer":"shared","role":"folder rules"}

            """)
    }

    @Test func filesInSortedOrderAndJSONArray() throws {
        let root = try Docaudit.fixture(["b.swift": "let b = 1", "a/z.swift": "let z = 1", "a.swift": "let a = 1"])
        let result = try Docaudit.run(["symbols", ".", "--format", "json"], in: root)
        let objects = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        #expect(objects?.compactMap { $0["file"] as? String } == ["a.swift", "a/z.swift", "b.swift"])
    }

    @Test func skipsBuildFoldersHiddenFoldersAndSymlinkLoops() throws {
        let root = try Docaudit.fixture([
            "Sources/A.swift": "let a = 1",
            ".build/B.swift": "let b = 1",
            "Pods/C.swift": "let c = 1",
            ".hidden/D.swift": "let d = 1",
        ])
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/loop").path, withDestinationPath: "..")
        let result = try Docaudit.run(["symbols", "--format", "text"], in: root)
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").count == 1)
    }

    @Test func badInputIsNamedAndTheRestStillListed() throws {
        let root = try Docaudit.fixture(["good.swift": "public struct Good {}", "bad.swift": "struct Bad {\n let s = \"open\n"])
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("gone.swift").path, withDestinationPath: "missing.swift")
        let result = try Docaudit.run(["symbols", "."], in: root)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("\"name\":\"Good\""))
        #expect(result.standardOutput.contains("\"name\":\"Bad\""))
        #expect(result.standardError.contains("bad.swift:2:10: warning: unterminated string literal"))
        #expect(result.standardError.contains("./gone.swift: broken symbolic link"))
    }

    @Test func modulesLayersAndRolesAreThoseOfTheProject() throws {
        let root = try Docaudit.fixture([
            "Workspace.swift": "import ProjectDescription\n",
            "Projects/Core/Network/Interface/Client.swift": "public protocol Client {}\n",
            "Projects/Core/Network/Tests/ClientTests.swift": "struct ClientTests {}\n",
            "Projects/Feature/Home/Sources/Home.swift": "import CoreNetworkInterface\npublic struct Home {}\n",
        ])
        let result = try Docaudit.run(["symbols", "--format", "text"], in: root)
        #expect(result.standardOutput.contains("Projects/Core/Network/Interface/Client.swift:1  CoreNetworkInterface  protocol"))
        let json = try Docaudit.run(["symbols", "."], in: root).standardOutput
        #expect(json.contains(#""name":"Client","parent":"","access":"public","visible":true,"documented":false,"example":false,"summary":"","module":"CoreNetworkInterface","layer":"interface","role":"interface""#))
        #expect(json.contains(#""module":"CoreNetworkTests","layer":"ignored","role":"tests""#))
        #expect(json.contains(#""module":"Home","layer":"implementation","role":"sources""#))
    }

    /// Files are named from the project root however they were reached, as `check` names
    /// them; `--paths-as-typed` keeps them as reached.
    @Test func filesAreNamedFromTheProjectRoot() throws {
        let root = try Docaudit.fixture([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
            "Sources/Kit/Loader.swift": "public struct Loader {}\n",
        ])
        let expected = "Sources/Kit/Loader.swift:1  Kit  struct  public  Loader  (undocumented)\n"
        for (arguments, folder) in [([String](), "."), (["."], "."), (["Sources"], "."), ([root.path], "/"), ([], "Sources/Kit")] {
            let result = try Docaudit.run(["symbols", "--format", "text"] + arguments, in: root.appendingPathComponent(folder))
            #expect(result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.contains("Loader") } == [expected.dropLast()], "\(arguments) from \(folder)")
        }
        let typed = try Docaudit.run(["symbols", "--format", "text", "--paths-as-typed"], in: root.appendingPathComponent("Sources/Kit"))
        #expect(typed.standardOutput == "./Loader.swift:1  Kit  struct  public  Loader  (undocumented)\n")
    }

    @Test func unknownOptionIsAUsageError() throws {
        let result = try Docaudit.run(["symbols", "--frmat", "json"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown option '--frmat'"))
    }
}
