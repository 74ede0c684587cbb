import DocAuditRules
import DocAuditCheck
import DocAuditCore
import FuzzSupport

/// A configuration's bytes through the JSON parser, the configuration reader, the placement of
/// files (layer, module, exclusion, overrides) and the rules it sets, run on a file made of
/// every rule's examples.
///
/// Asserted: JSON that parses prints (``JSONValue/jsonText``) as JSON that parses back to the
/// same value; a placement's overrides are those that match the file, its exclusion and layer
/// are the configuration's; the check's diagnostics stay in the file (see ``Fuzz/check``).
@_cdecl("LLVMFuzzerTestOneInput")
public func configHarness(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    checkJSON(bytes)
    let configuration: Configuration
    do {
        configuration = try Configuration.parse(bytes, file: Configuration.fileName, folder: folder)
    } catch {
        Fuzz.require(!error.message.isEmpty, "a configuration error without a message")
        _ = error.description
        return 0
    }
    let resolver = ConfigurationResolver(fixed: configuration)
    _ = configuration.mayLookUpLinks
    var placed: [(path: String, layer: Layer)] = []
    for path in paths(for: configuration) {
        let placement: Placement
        do {
            placement = try Placement.of(path, resolver: resolver)
        } catch {
            Fuzz.fail("\(path) cannot be placed under a fixed configuration: \(error)")
        }
        let relative = placement.relativePath
        Fuzz.require(relative == FilePaths.normalized(path), "\(path) is placed at \(relative)")
        Fuzz.require(placement.excluded == configuration.excludes(relative), "\(path): excluded \(placement.excluded), the globs say otherwise")
        // Without a table of its own, the project's layout gives the layer (docaudit project).
        if configuration.layersConfigured {
            Fuzz.require(placement.layer == configuration.layers.layer(of: relative), "\(path): layer \(placement.layer), the table says \(configuration.layers.layer(of: relative))")
        }
        let matching = configuration.overrides.indices.filter { configuration.overrides[$0].paths.contains { $0.matches(relative) } }
        Fuzz.require(placement.overrides == matching, "\(path): overrides \(placement.overrides), the globs match \(matching)")
        let active = configuration.activeRules(overrides: placement.overrides)
        Fuzz.require(active.severities == configuration.activeRules(for: relative).severities, "\(path): the rules differ by the way they are found")
        placed.append((path, placement.layer))
    }
    // The rules the configuration sets, run on every rule's examples at one of the paths.
    let (path, layer) = placed[Fuzz.variant(of: bytes, among: placed.count)]
    let setup = Fuzz.Setup(path: path, layer: layer, configuration: configuration)
    Fuzz.check(examples, setup: setup, language: configuration.language ?? .en, lines: exampleLines)
    return 0
}

private let folder = FilePaths.absolute(".")

/// Every rule's passing and firing examples, one after another: a file that sets off every rule.
private let examples: [UInt8] = {
    var text = ""
    for rule in RuleRegistry.all {
        for example in rule.passingExamples + rule.firingExamples {
            text += example.source + "\n\n"
        }
    }
    return Array(text.utf8)
}()

private let exampleLines = examples.withUnsafeBufferPointer { LineTable($0).count }

/// Paths of the standard layout, and a path made of each glob of the configuration (its
/// wildcards filled in), so that the configuration's own patterns are matched.
private func paths(for configuration: Configuration) -> [String] {
    var paths = [
        "Shared/DesignSystem/Sources/Color.swift", "Projects/Feature/HomeFeature/Interface/Home.swift",
        "Core/Network/Sources/Client.swift", "App/Sources/App.swift", "Tests/AppTests.swift", "File.swift",
    ]
    var globs = configuration.exclude + configuration.layers.rules.flatMap(\.paths) + configuration.overrides.flatMap(\.paths)
    globs += configuration.modules.flatMap(\.paths)
    for glob in globs.prefix(12) {
        var filled = glob.pattern.replacingOccurrences(of: "**", with: "a/b").replacingOccurrences(of: "*", with: "x")
            .replacingOccurrences(of: "?", with: "q")
        while filled.hasPrefix("/") { filled.removeFirst() }
        if filled.isEmpty || filled.hasSuffix("/") { filled += "File.swift" } else if !filled.hasSuffix(".swift") { filled += "/File.swift" }
        // Only paths that name a file below the folder: no `..`, no `.` component, no NUL.
        let components = filled.split(separator: "/", omittingEmptySubsequences: false)
        guard !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }), !filled.utf8.contains(0) else { continue }
        paths.append(filled)
    }
    return paths
}

/// JSON that parses prints as JSON that parses back to the same value (numbers too large for
/// a double, read as infinity, print as no JSON number: left out).
private func checkJSON(_ bytes: [UInt8]) {
    guard let value = try? JSONParser.parse(bytes), isFinite(value) else { return }
    let text = value.jsonText
    do {
        let again = try JSONParser.parse(Array(text.utf8))
        Fuzz.require(again == value, "JSON printed as \(text) parses to another value")
    } catch {
        Fuzz.fail("JSON printed as \(text) does not parse: \(error)")
    }
}

private func isFinite(_ value: JSONValue) -> Bool {
    var stack = [value]
    while let next = stack.popLast() {
        switch next {
        case .number(let number): if !number.isFinite { return false }
        case .array(let items): stack += items
        case .object(let members): stack += members.map(\.value)
        default: break
        }
    }
    return true
}
