import Foundation
import Testing

/// `docaudit diff` on a fixture repository the test makes: one commit per kind of change, the
/// reports compared with golden files.
@Suite struct DiffCommandTests {
    /// The package at `v1`: what later commits change, one kind of change each.
    static let base: [String: String] = [
        "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Shapes", products: [.library(name: "Shapes", targets: ["Shapes"])],
                                  targets: [.target(name: "Shapes"), .executableTarget(name: "shapes-tool")])

            """,
        "Sources/Shapes/Square.swift": """
            /// A square.
            public struct Square {
                public var side: Double

                /// Creates a square.
                ///
                /// ```swift
                /// let square = Square(side: 2)
                /// ```
                public init(side: Double) {
                    self.side = side
                }

                /// The square scaled by `factor`.
                ///
                /// ```swift
                /// let bigger = Square(side: 1).scaled(by: 2)
                /// ```
                public func scaled(by factor: Double) -> Square {
                    Square(side: side * factor)
                }

                /// The square's area.
                ///
                /// ```swift
                /// let area = Square(side: 2).area()
                /// ```
                public func area() -> Double {
                    side * side
                }

                /// Draws the square.
                ///
                /// ```swift
                /// Square(side: 2).draw(in: "canvas")
                /// ```
                public func draw(in canvas: String) {}
            }

            """,
        "Sources/Shapes/Circle.swift": """
            /// A circle.
            public struct Circle {
                /// Creates a circle.
                ///
                /// ```swift
                /// let circle = Circle(radius: 1)
                /// ```
                public init(radius: Double) {}
            }

            """,
        "Sources/Shapes/Triangle.swift": """
            /// A triangle.
            public struct Triangle {
                public var sides: Int { 3 }
            }

            """,
        "Sources/Shapes/Helpers.swift": """
            /// `value` rounded to whole units.
            ///
            /// ```swift
            /// let whole = rounded(2.4)
            /// ```
            public func rounded(_ value: Double) -> Double {
                value.rounded()
            }

            """,
        "Sources/Shapes/Palette.swift": """
            /// Colours to paint shapes with.
            open class Palette {
                /// Creates an empty palette.
                ///
                /// ```swift
                /// let palette = Palette()
                /// ```
                public init() {}

                /// Mixes the palette's colours.
                ///
                /// ```swift
                /// Palette().mix()
                /// ```
                public func mix() {}
            }

            """,
        "Sources/shapes-tool/main.swift": """
            public func run() {}

            """,
        "Tests/ShapesTests/SquareTests.swift": """
            public func testArea() {}

            """,
    ]

    /// The commits after `v1`, each a message and a change of the working tree.
    static let commits: [(message: String, change: @Sendable (URL) throws -> Void)] = [
        ("add", { root in
            try edit(root, "Sources/Shapes/Square.swift", replacing: "    /// Draws the square.", with: """
                    public func perimeter() -> Double {
                        side * 4
                    }

                    /// The square's diagonal.
                    public func diagonal() -> Double {
                        side * 2.squareRoot()
                    }

                    /// Draws the square.
                """)
            try write(root, "Sources/Shapes/Hexagon.swift", "/// A hexagon.\npublic struct Hexagon {}\n")
            try write(root, "Sources/shapes-tool/main.swift", "public func run() {}\npublic func stop() {}\n")
        }),
        ("remove a type", { root in try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/Shapes/Triangle.swift")) }),
        ("rename area() to surface()", { root in
            try edit(root, "Sources/Shapes/Square.swift", replacing: "public func area()", with: "public func surface()")
            try edit(root, "Sources/Shapes/Square.swift", replacing: "Square(side: 2).area()", with: "Square(side: 2).surface()")
        }),
        ("deprecate draw(in:)", { root in
            try edit(root, "Sources/Shapes/Square.swift", replacing: "    public func draw(in", with: "    @available(*, deprecated, message: \"Use a canvas.\")\n    public func draw(in")
        }),
        ("add a parameter with a default value", { root in
            try edit(root, "Sources/Shapes/Square.swift", replacing: "public func scaled(by factor: Double) -> Square", with: "public func scaled(by factor: Double, rounding: Bool = false) -> Square")
        }),
        ("change a signature", { root in
            try edit(root, "Sources/Shapes/Circle.swift", replacing: "public init(radius: Double)", with: "public init(radius: Float)")
        }),
        ("move a file", { root in
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/Shapes/Utilities"), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: root.appendingPathComponent("Sources/Shapes/Helpers.swift"), to: root.appendingPathComponent("Sources/Shapes/Utilities/Helpers.swift"))
        }),
        ("narrow access", { root in
            try edit(root, "Sources/Shapes/Palette.swift", replacing: "open class Palette", with: "public class Palette")
            try edit(root, "Sources/Shapes/Palette.swift", replacing: "public func mix()", with: "func mix()")
        }),
        ("change only tests", { root in try write(root, "Tests/ShapesTests/SquareTests.swift", "public func testSurface() {}\n") }),
    ]

    static func write(_ root: URL, _ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    static func edit(_ root: URL, _ path: String, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        #expect(text.contains(old), "the fixture's \(path) holds \(old)")
        try write(root, path, text.replacingOccurrences(of: old, with: new))
    }

    /// The fixture repository: `v1`, then each of ``commits``, the last tagged `v2`.
    static func repository() throws -> URL {
        let root = try Docaudit.fixture(base)
        let git = { (arguments: [String]) throws in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false"] + arguments
            process.currentDirectoryURL = root
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        }
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["commit", "-qm", "v1"])
        try git(["tag", "v1"])
        for (message, change) in commits {
            try change(root)
            try git(["add", "-A"])
            try git(["commit", "-qm", message])
        }
        try git(["tag", "v2"])
        return root
    }

    @Test(arguments: ["text", "json", "markdown"])
    func formatsMatchTheirGoldenFiles(_ format: String) throws {
        let root = try Self.repository()
        let result = try Docaudit.run(["diff", "v1", "v2", "--format", format], in: root)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let golden = Docaudit.packageRoot.appendingPathComponent("Tests/EndToEndTests/Golden/diff.\(format)")
        if ProcessInfo.processInfo.environment["DOCAUDIT_UPDATE_GOLDEN"] == "1" {
            try Data(result.standardOutput.utf8).write(to: golden)
        }
        #expect(result.standardOutput == (try String(contentsOf: golden, encoding: .utf8)))
    }

    /// Without HEAD, the working tree is compared as git sees it: changes not yet committed
    /// and untracked files included, ignored ones (generated code) left out.
    @Test func theWorkingTreeIsTheDefaultHead() throws {
        let root = try Self.repository()
        let committed = try Docaudit.run(["diff", "v1", "v2", "--format", "json"], in: root)
        let working = try Docaudit.run(["diff", "v1", "--format", "json"], in: root)
        #expect(working.standardOutput == committed.standardOutput.replacingOccurrences(of: "\"head\":\"v2\"", with: "\"head\":\"working tree\""))
        try Self.write(root, "Sources/Shapes/Hexagon.swift", "/// A hexagon.\npublic struct Hexagon {}\n\n/// A pentagon.\npublic struct Pentagon {}\n")
        try Self.write(root, "Sources/Shapes/Octagon.swift", "/// An octagon.\npublic struct Octagon {}\n")
        try Self.write(root, ".gitignore", "Derived/\n")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/Shapes/Derived"), withIntermediateDirectories: true)
        try Self.write(root, "Sources/Shapes/Derived/Bundle.swift", "public struct ShapesResources {}\n")
        let edited = try Docaudit.run(["diff", "v2"], in: root)
        #expect(edited.standardOutput.contains("This change adds 2 public types."))
        #expect(edited.standardOutput.contains("+ Pentagon  Structure  added; documented, no usage example"))
        #expect(edited.standardOutput.contains("+ Octagon  Structure  added; documented, no usage example"))
    }

    /// From a subfolder, the project that folder holds is compared.
    @Test func aSubfolderIsComparedAsTheProjectItHolds() throws {
        let root = try Self.repository()
        let whole = try Docaudit.run(["diff", "v1", "v2", "--format", "json"], in: root)
        let sources = try Docaudit.run(["diff", "v1", "v2", "--format", "json"], in: root.appendingPathComponent("Sources/Shapes"))
        #expect(sources.status == 0)
        #expect(sources.standardOutput.contains("\"added\":4,\"changed\":4,\"removed\":3"))
        #expect(whole.standardOutput.contains("\"added\":4,\"changed\":4,\"removed\":3"))
    }

    @Test func gatesFailOnlyWhenTripped() throws {
        let root = try Self.repository()
        let breaking = try Docaudit.run(["diff", "v1", "v2", "--fail-on", "breaking"], in: root)
        #expect(breaking.status == 1)
        #expect(breaking.standardError == "docaudit: diff fails: 5 breaking changes\n")
        let all = try Docaudit.run(["diff", "v1", "v2", "--fail-on=undocumented-additions,coverage-drop"], in: root)
        #expect(all.status == 1)
        #expect(all.standardError == "docaudit: diff fails: 2 public additions lack documentation or a usage example\ndocaudit: diff fails: documentation coverage dropped from 100.0% to 90.0%\n")
        let same = try Docaudit.run(["diff", "v2", "v2", "--fail-on", "breaking,undocumented-additions,coverage-drop"], in: root)
        #expect(same.status == 0)
        #expect(same.standardOutput.contains("This change leaves the public API as it was."))
    }

    @Test func badRevisionsGatesAndCountsAreNamedWithExitTwo() throws {
        let root = try Self.repository()
        let unknown = try Docaudit.run(["diff", "no-such-tag"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("docaudit: unknown revision 'no-such-tag'"))
        #expect(unknown.standardOutput == "")
        let gate = try Docaudit.run(["diff", "v1", "--fail-on", "breaking,typos"], in: root)
        #expect(gate.status == 2)
        #expect(gate.standardError.contains("unknown gate 'typos'"))
        let three = try Docaudit.run(["diff", "v1", "v2", "v1"], in: root)
        #expect(three.status == 2)
        #expect(three.standardError.contains("two revisions at most, found 3"))
        let none = try Docaudit.run(["diff"], in: root)
        #expect(none.status == 2)
        #expect(none.standardError.contains("diff needs BASE"))
        let outside = try Docaudit.run(["diff", "v1"], in: try Docaudit.fixture(["A.swift": "public struct A {}\n"]))
        #expect(outside.status == 2)
        #expect(outside.standardError.contains("git could not read the repository of '.'"))
    }

    @Test func outputWritesTheReportWhole() throws {
        let root = try Self.repository()
        let printed = try Docaudit.run(["diff", "v1", "v2", "--format", "markdown"], in: root)
        let written = try Docaudit.run(["diff", "v1", "v2", "--format", "markdown", "--output", "summary.md"], in: root)
        #expect(written.status == 0)
        #expect(written.standardOutput == "")
        #expect(try String(contentsOf: root.appendingPathComponent("summary.md"), encoding: .utf8) == printed.standardOutput)
    }
}
