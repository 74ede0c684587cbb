import Foundation
import DocAuditCore
import Testing
@testable import DocAuditRules
@testable import DocAuditCheck
import TestScratch

@Suite struct ConfigurationTests {
    @Test func readsEveryKey() throws {
        let config = try configuration("""
            {
              "layers": [{"layer": "interface", "paths": ["Modules/*/API/**"]}],
              "exclude": ["Generated/**"],
              "rules": {"detached-doc": "error", "missing-usage-example": {"severity": "warning", "heading": "사용 예시", "kinds": ["func", "init"]}},
              "overrides": [{"paths": ["Shared/**"], "rules": {"missing-usage-example": "off"}}],
              "language": "ko",
              "modules": [{"name": "DesignKit", "paths": ["Shared/DesignSystem/**"]}],
              "site": {"output": "docs", "title": "앱 문서", "baseURL": "/app/", "theme": "dark", "layers": ["interface", "shared"], "guides": ["docs"]}
            }
            """)
        #expect(config.layers.layer(of: "Modules/Login/API/Login.swift") == .interface)
        #expect(config.layers.layer(of: "Tests/A.swift") == .shared)  // the table is replaced, not extended
        #expect(config.excludes("Generated/R.swift"))
        #expect(config.language == .ko)
        #expect(config.modules.first?.name == "DesignKit")
        var site = SiteConfiguration(output: "docs", title: "앱 문서", baseURL: "/app/", theme: "dark", layers: [.interface, .shared])
        site.guides = ["docs"]
        #expect(config.site == site)
        let active = config.activeRules(for: "Feature/Login/Sources/A.swift")
        #expect(active.severities["detached-doc"] == .error)
        #expect(active.severities["missing-usage-example"] == .warning)
        #expect(config.activeRules(for: "Shared/Util/A.swift").severities["missing-usage-example"] == nil)
    }

    @Test func overridesKeepOptionsAndApplyInOrder() throws {
        let config = try configuration("""
            {"rules": {"missing-usage-example": {"heading": "Example"}},
             "overrides": [{"paths": ["A/**"], "rules": {"missing-usage-example": "warning"}},
                           {"paths": ["A/B/**"], "rules": {"missing-usage-example": {"severity": "error", "overrides": true}}}]}
            """)
        let source = "/// Loads.\n///\n/// ```swift\n/// load()\n/// ```\npublic func load() {}"
        let underA = check(source, path: "A/File.swift", configuration: config)
        #expect(underA.map(\.severity) == [.warning])
        #expect(underA.first?.message.contains("'Example'") == true)
        #expect(check(source, path: "A/B/File.swift", configuration: config).map(\.severity) == [.error])
    }

    @Test(arguments: [
        (#"{"rule": {}}"#, #".docaudit.json: rule: unknown key (allowed: layers, exclude, rules, overrides, language, modules, site)"#),
        (#"{"rules": {"missing-doc": "error"}}"#, ".docaudit.json: rules.missing-doc: unknown rule id (allowed: missing-type-doc, missing-function-doc,"),
        (#"{"rules": {"missing-type-doc": "fatal"}}"#, #".docaudit.json: rules.missing-type-doc: unknown severity "fatal" (allowed: "error", "warning" or "off")"#),
        (#"{"rules": {"missing-type-doc": {"kinds": ["init"]}}}"#, ".docaudit.json: rules.missing-type-doc.kinds: unknown key (allowed: severity)"),
        (#"{"rules": {"missing-function-doc": {"kinds": ["deinit"]}}}"#, #".docaudit.json: rules.missing-function-doc.kinds: unknown value "deinit" (allowed: func, macro, init, subscript)"#),
        (#"{"rules": {"missing-usage-example": {"overrides": "yes"}}}"#, ".docaudit.json: rules.missing-usage-example.overrides: expected true or false, found a string"),
        (#"{"exclude": "Generated"}"#, ".docaudit.json: exclude: expected an array, found a string"),
        (#"{"layers": [{"layer": "feature", "paths": []}]}"#, #".docaudit.json: layers[0].layer: unknown layer "feature" (allowed: interface, shared, implementation, app, ignored)"#),
        (#"{"layers": [{"paths": ["A/"]}]}"#, #".docaudit.json: layers[0]: missing key "layer""#),
        (#"{"language": "ja"}"#, #".docaudit.json: language: unknown language "ja" (allowed: en, ko)"#),
        (#"{"site": {"title": 3}}"#, ".docaudit.json: site.title: expected a string, found a number"),
        (#"{"site": {"guides": ["docs", 3]}}"#, ".docaudit.json: site.guides[1]: expected a string, found a number"),
        (#"{"modules": [{"name": "A/B", "paths": []}]}"#, #".docaudit.json: modules[0].name: expected a module name, found "A/B""#),
        ("{\n  \"rules\": {,}\n}", ".docaudit.json: invalid JSON at line 2, column 13: expected a key in double quotes"),
        (#"{"language": "en", "language": "ko"}"#, #".docaudit.json: invalid JSON at line 1, column 20: duplicate key "language""#),
        (#"{"exclude": [],}"#, ".docaudit.json: invalid JSON at line 1, column 16: expected a key in double quotes"),
    ])
    func rejectsWithFileKeyAndWhatIsAllowed(_ json: String, _ message: String) {
        #expect(configurationError(json)?.description.hasPrefix(message) == true, "\(configurationError(json)?.description ?? "accepted")")
    }

    @Test func layersAreMatchedRelativeToTheConfigurationsFolder() throws {
        let config = try Configuration.parse(Array("{}".utf8), file: "/work/app/.docaudit.json", folder: "/work/app")
        let relative = FilePaths.relative("/work/app/Projects/Feature/Login/Interface/A.swift", to: config.folder)
        #expect(relative == "Projects/Feature/Login/Interface/A.swift")
        #expect(config.layers.layer(of: relative!) == .interface)
        #expect(FilePaths.relative("/work/other/A.swift", to: config.folder) == nil)
    }
}

@Suite struct JSONParserTests {
    @Test func parsesValuesInOrder() throws {
        let value = try JSONParser.parse(Array(#"{"b": [1, -2.5e1, true, null], "a": "\u00e9\ud83d\ude00\n"}"#.utf8))
        #expect(value == .object([
            (key: "b", value: .array([.number(1), .number(-25), .bool(true), .null])),
            (key: "a", value: .string("é😀\n")),
        ]))
        #expect(value.jsonText == #"{"b":[1, -25, true, null],"a":"é😀\n"}"#)
    }

    /// A string is read as one slice until its first escape, then byte by byte: both ways agree.
    @Test func stringsWithAndWithoutEscapes() throws {
        let value = try JSONParser.parse(Array(#"["plain 한글", "a\"b\\c\u0041 é\t", "\ud83d\ude00 tail", ""]"#.utf8))
        #expect(value == .array([.string("plain 한글"), .string("a\"b\\cA é\t"), .string("😀 tail"), .string("")]))
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("[\"a\\n\u{01}\"]".utf8)) }
    }

    @Test(arguments: ["", "{", "[1,]", "01x", "\"a", "{\"a\" 1}", "tru", "[1] 2", String(repeating: "[", count: 300)])
    func rejectsMalformedText(_ text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
    }
}

/// A walk notes the folders holding a configuration file, and the resolver takes its word for
/// the folders below the walked roots: placements must not change.
@Suite struct WalkedConfigurationTests {
    @Test(arguments: ["", "/"])
    func placementsAgreeWithAndWithoutTheWalk(rootSuffix: String) throws {
        let root = Scratch.url("walked").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            ".docaudit.json": #"{"layers": [{"layer": "interface", "paths": ["A/**"]}]}"#,
            "A/B/One.swift": "public struct One {}",
            "C/Two.swift": "public struct Two {}",
            "C/D/.docaudit.json": #"{"layers": [{"layer": "app", "paths": ["**"]}]}"#,
            "C/D/E/Three.swift": "public struct Three {}",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let tree = SourceWalker.tree(of: [root + rootSuffix], noting: Configuration.fileName)
        #expect(tree.notedFolders == [root, root + "/C/D"])
        #expect(tree.files.count == 3)
        var walked = PlacementCache()
        var asked = PlacementCache()
        let walkedResolver = ConfigurationResolver(walked: tree)
        let askingResolver = ConfigurationResolver()
        for file in tree.files {
            let a = try walked.placement(of: file, resolver: walkedResolver)
            let b = try asked.placement(of: file, resolver: askingResolver)
            #expect(a.configuration.file == b.configuration.file, "\(file)")
            #expect(a.relativePath == b.relativePath && a.layer == b.layer && a.module == b.module, "\(file)")
        }
        let three = try walked.placement(of: tree.files.first { $0.hasSuffix("Three.swift") }!, resolver: walkedResolver)
        #expect(three.layer == .app && three.relativePath == "E/Three.swift")
    }

    /// No file looks up symbol links only when every configuration that may be in force, the
    /// walked folder's, each nested one's and each file argument's, turns the rule off and no
    /// override of theirs turns it on; what cannot be told counts as looking them up.
    @Test(arguments: [
        (#"{"rules": {"broken-symbol-link": "off"}}"#, nil, false, true),
        (#"{"rules": {"broken-symbol-link": {"severity": "off"}}}"#, #"{"rules": {"broken-symbol-link": "off"}}"#, false, true),
        (#"{"rules": {"broken-symbol-link": "off"}}"#, #"{"rules": {}}"#, false, false),
        (#"{"rules": {"broken-symbol-link": "off"}, "overrides": [{"paths": ["C/**"], "rules": {"broken-symbol-link": "error"}}]}"#, nil, false, false),
        (#"{"overrides": [{"paths": ["**"], "rules": {"broken-symbol-link": "off"}}]}"#, nil, false, false),
        (#"{"rules": {"broken-symbol-link": "off"}}"#, nil, true, false),
        (#"{"rules": {"broken-symbol-link": "#, nil, false, false),
        (#"{"rules": {"broken-symbol-link": "off", "missing-function-doc": {"inheritedDocs": true}}}"#, nil, false, false),
    ] as [(String, String?, Bool, Bool)])
    func knowsWhenNoFileLooksUpLinks(root rootConfiguration: String, nested: String?, givesAFileOutside: Bool, expected: Bool) throws {
        let base = Scratch.url("links").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        var files = ["Tree/.docaudit.json": rootConfiguration, "Tree/A/One.swift": "public struct One {}", "Outside/Two.swift": "public struct Two {}"]
        if let nested { files["Tree/C/.docaudit.json"] = nested }
        for (path, text) in files {
            let url = URL(fileURLWithPath: base + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let tree = SourceWalker.tree(of: [base + "/Tree"] + (givesAFileOutside ? [base + "/Outside/Two.swift"] : []), noting: Configuration.fileName)
        #expect(ConfigurationResolver(walked: tree).noFileLooksUpLinks() == expected)
        #expect(!ConfigurationResolver().noFileLooksUpLinks())
        let off = try configuration(#"{"rules": {"broken-symbol-link": "off"}}"#)
        #expect(ConfigurationResolver(fixed: off).noFileLooksUpLinks())
        #expect(!ConfigurationResolver(fixed: .defaults(folder: base)).noFileLooksUpLinks())
    }
}

@Suite struct StreamedJSONTests {
    /// The named array of the top-level object is handed out element by element, in order and
    /// with the offset reached, and left empty in the value; the same key deeper down, or an
    /// array under another key, is parsed as usual.
    @Test func handsOutTheTopLevelArrayOnly() throws {
        let text = #"{"a": [1], "entries": [{"b": [2]}, 3, [4]], "c": {"entries": [5]}}"#
        var seen: [(Int, JSONValue, Int)] = []
        let streamed = JSONParser.StreamedArray(key: "entries") { seen.append(($0, $1, $2)) }
        let value = try Array(text.utf8).withUnsafeBufferPointer { bytes in
            try Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes, streaming: streamed) }.get()
        }
        #expect(value == (try JSONParser.parse(Array(#"{"a": [1], "entries": [], "c": {"entries": [5]}}"#.utf8))))
        #expect(seen.map(\.0) == [0, 1, 2])
        #expect(seen.map(\.1) == [.object([("b", .array([.number(2)]))]), .number(3), .array([.number(4)])])
        let offsets = seen.map(\.2)
        #expect(offsets.map { Array(text.utf8)[$0 - 1] } == [UInt8(ascii: "}"), UInt8(ascii: "3"), UInt8(ascii: "]")])
    }

    /// The index keeps which paths are documented only where `inheritedDocs` may be on: set at
    /// the top or in an override of a configuration in force, with the rule not off.
    @Test(arguments: [
        (#"{}"#, false),
        (#"{"rules": {"missing-function-doc": {"inheritedDocs": true}}}"#, true),
        (#"{"rules": {"missing-function-doc": {"inheritedDocs": false}}}"#, false),
        (#"{"rules": {"missing-function-doc": {"severity": "off", "inheritedDocs": true}}}"#, false),
        (#"{"overrides": [{"paths": ["A/**"], "rules": {"missing-function-doc": {"inheritedDocs": true}}}]}"#, true),
        (#"{"rules": {"missing-function-doc": "#, true),
    ] as [(String, Bool)])
    func knowsWhenSomeFileInheritsDocs(configuration text: String, expected: Bool) throws {
        let base = Scratch.url("inherits").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        for (path, contents) in ["Tree/.docaudit.json": text, "Tree/A/One.swift": "public struct One {}"] {
            let url = URL(fileURLWithPath: base + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        let tree = SourceWalker.tree(of: [base + "/Tree"], noting: Configuration.fileName)
        #expect(ConfigurationResolver(walked: tree).someFileInheritsDocs() == expected)
        #expect(!ConfigurationResolver(fixed: .defaults(folder: base)).someFileInheritsDocs())
    }
}
