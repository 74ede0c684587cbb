import Foundation
import Testing
@testable import DocAuditCore
@testable import DocAuditGraph

/// Each fixture of `Fixtures/` against the compiler's own graph of it, pinned beside it in
/// `NAME.edges` (`swiftc -emit-module -emit-symbol-graph`, written by
/// `Tools/pin-graph-fixtures.py`): every edge between two symbols of the fixture, every copy of
/// a protocol extension's member into a conforming type, every `sourceOrigin` and every
/// availability entry must agree; an edge to an outside type must be one the compiler has
/// too, and each outside protocol the compiler lists a type as conforming to is listed (but
/// `Copyable`, `Escapable` and `SendableMetatype`, which the compiler adds to types itself, and
/// what a subclass of an outside class inherits from it).
@Suite struct GraphFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func fixtureNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func graph(of source: [UInt8]) -> SymbolGraph {
        SymbolGraph(files: [GraphFile(path: "Fixture.swift", module: "Fixture", source: source, scanned: Scanner.scan(source))])
    }

    static func pinned(_ fixture: String, _ suffix: String) throws -> Set<String> {
        let file = fixtures.appendingPathComponent(String(fixture.dropLast(".swift".count)) + suffix)
        return Set(try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") })
    }

    /// The graph of one file of module `Fixture`, as lines of the `.edges` format.
    static func lines(of source: [UInt8]) -> Set<String> {
        let graph = graph(of: source)
        func name(_ symbol: GraphSymbol) -> String {
            let line = graph.files[0].scanned.lines.position(of: graph.locationOffset(of: symbol)).line
            return "\(line):\(symbol.pathComponents.last ?? "")"
        }
        var lines = Set<String>()
        for relationship in graph.relationships {
            let target: String
            switch relationship.target {
            case .symbol(let index): target = name(graph.symbols[index])
            case .outside(let outside): target = "@" + (outside.split(separator: ".").last.map(String.init) ?? outside)
            }
            let source = graph.symbols[relationship.source]
            if source.original != nil {
                lines.insert("synthesized \(name(source)) -> \(target)")
                continue
            }
            if let standard = source.outsideOrigin {
                lines.insert("synthesized @\(standard.displayName) -> \(target)")
                continue
            }
            lines.insert("\(relationship.kind.rawValue) \(name(source)) -> \(target)")
            if let origin = relationship.sourceOrigin {
                lines.insert("sourceOrigin \(name(source)) -> \(name(graph.symbols[origin]))")
            } else if let standard = relationship.outsideOrigin {
                lines.insert("sourceOrigin \(name(source)) -> @\(standard.displayName)")
            }
        }
        for symbol in graph.symbols {
            for entry in symbol.availability {
                var parts = ["availability", name(symbol), entry.domain]
                if let version = entry.introduced { parts.append("introduced=\(version)") }
                if let version = entry.deprecated { parts.append("deprecated=\(version)") }
                if let version = entry.obsoleted { parts.append("obsoleted=\(version)") }
                if entry.isUnconditionallyUnavailable { parts.append("unavailable") }
                if entry.isUnconditionallyDeprecated { parts.append("deprecatedAlways") }
                if let message = entry.message { parts.append("message=\"\(message)\"") }
                if let renamed = entry.renamed { parts.append("renamed=\"\(renamed)\"") }
                lines.insert(parts.joined(separator: " "))
            }
        }
        return lines
    }

    @Test func thereAreFixtures() throws {
        #expect(try Self.fixtureNames().count >= 1)
    }

    @Test(arguments: try GraphFixtureTests.fixtureNames())
    func relationshipsAndAvailabilityAgreeWithTheCompiler(_ fixture: String) throws {
        let source = Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(fixture)))
        let pinned = try Self.pinned(fixture, ".edges")
        let ours = Self.lines(of: source)
        // The compiler knows every outside type and the standard library's every default;
        // docaudit names some. Of the outside protocols a type conforms to, docaudit lists all
        // but those the compiler adds to every type, which the source never spells.
        // A subclass of an outside class inherits conformances only that class's module knows.
        let implicit = ["-> @Copyable", "-> @Escapable", "-> @SendableMetatype"]
        let outsideSubclasses = Set(ours.filter { $0.hasPrefix("inheritsFrom ") && $0.contains("-> @") }.map { $0.split(separator: " ")[1] })
        let isOutside = { (line: String) in
            let listed = line.hasPrefix("conformsTo ") && !implicit.contains { line.hasSuffix($0) } && !outsideSubclasses.contains(line.split(separator: " ")[1])
            return line.contains("-> @") && !listed || line.hasPrefix("synthesized @")
        }
        for line in pinned.subtracting(ours) where !isOutside(line) {
            Issue.record("\(fixture): docaudit lacks `\(line)`")
        }
        for line in ours.subtracting(pinned) {
            Issue.record("\(fixture): the compiler lacks `\(line)`")
        }
    }

    /// Each symbol's `LINE:CHARACTER KIND NAME`, the character counted in UTF-8 bytes from 0,
    /// against `NAME.locations`.
    @Test(arguments: try GraphFixtureTests.fixtureNames())
    func locationsAgreeWithTheCompiler(_ fixture: String) throws {
        let source = Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(fixture)))
        let graph = Self.graph(of: source)
        let ours = Set(graph.symbols.filter { !$0.isSynthesized }.map { symbol in
            let position = graph.files[0].scanned.lines.position(of: graph.locationOffset(of: symbol))
            return "\(position.line):\(position.column - 1) \(symbol.kind.rawValue) \(symbol.pathComponents.last ?? "")"
        })
        let pinned = try Self.pinned(fixture, ".locations")
        for line in pinned.subtracting(ours) { Issue.record("\(fixture): docaudit lacks `\(line)`") }
        for line in ours.subtracting(pinned) { Issue.record("\(fixture): the compiler lacks `\(line)`") }
    }
}
