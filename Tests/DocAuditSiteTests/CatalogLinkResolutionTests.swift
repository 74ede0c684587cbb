import DocAuditCore
import Foundation
import TestScratch
import Testing
@testable import DocAuditCheck
@testable import DocAuditRules
@testable import DocAuditSite

/// What `broken-catalog-doc` finds in links DocC resolves (each checked with `docc convert`):
/// a member a type gets from its protocol's extension, a section of an article or a symbol's
/// page (`<doc:Guide/Section>`, `<doc:Image#Section>`), a symbol by its page's address, a tutorial, and an article the catalog
/// holds as a link to a file of the repository, a member of an outside type the module
/// extends, and that type, by its extended module's path (`Swift/Optional/unwrap()`,
/// `Swift/Optional`, as DocC resolves them with extension block symbols). Only what DocC leaves broken is reported.
@Suite struct CatalogLinkResolutionTests {
    static let files = [
        "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
        "Sources/Kit/Maker.swift": """
            /// A maker.
            public protocol Maker {
                /// Makes one.
                init(context: Int)
            }

            extension Maker {
                /// Makes one from a source.
                public init(source: String) { self.init(context: source.count) }
            }

            /// An image.
            ///
            /// ## Dealing with Changes
            ///
            /// Text.
            public struct Image: Maker {
                /// Makes one.
                public init(context: Int) {}
            }

            extension Optional {
                /// Unwraps.
                public func unwrap() -> Wrapped? { self }
            }

            """,
        "Sources/Kit/Kit.docc/Guide.md": "# Guide\n\nA guide.\n\n## Unique keys\n\nKeys.\n",
        "Sources/Kit/Kit.docc/Tutorials/Lesson.tutorial": "@Tutorial(time: 5) {\n    @Intro(title: \"A lesson\") {\n        Learn.\n    }\n}\n",
        "CHANGES.md": "# Changes\n\nWhat changed.\n",
        "Sources/Kit/Kit.docc/Unwrap.md": "# ``Swift/Optional/unwrap()``\n\nMore about unwrapping.\n",
        "Sources/Kit/Kit.docc/Optional.md": "# ``Swift/Optional``\n\nWhat Kit adds to optionals.\n",
        "Sources/Kit/Kit.docc/Kit.md": """
            # ``Kit``

            Kit makes images.

            ## Overview

            Sections: <doc:Guide/Unique-keys>, <doc:Guide#Unique-keys>, <doc:Image#Dealing-with-Changes>, <doc:Kit/Image#Dealing-with-Changes>, <doc:/documentation/Kit/Image>.

            Tutorials and linked files: <doc:Lesson>, <doc:CHANGES>.

            Inherited: ``Image/init(source:)``, ``Kit/Image/init(source:)``. Extended: ``Swift/Optional/unwrap()``, ``Swift/Optional``.

            Broken: <doc:Nowhere/Unique-keys>, <doc:Missing#Section>, <doc:NoLesson>, <doc:Outside>, ``Image/init(size:)``, ``Swift/Optional/gone()``, ``Swift/Array/unwrap()``, ``Swift/Array``.

            """,
    ]

    /// The findings of `broken-catalog-doc` on the landing page of the fixture, written under
    /// `root` in a repository (`.git`), with `outside` a file beyond it.
    static func findings(of document: String = "Kit.docc/Kit.md") throws -> [String] {
        let base = Scratch.url("catalog-links")
        let root = base.appendingPathComponent("Kit").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try Data("# Outside\n\nNot the repository's.\n".utf8).write(to: base.appendingPathComponent("Outside.md"))
        // As Kingfisher's catalog holds its changelog; a link out of the repository is not read.
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/Kit/Kit.docc/CHANGES.md", withDestinationPath: "../../../CHANGES.md")
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/Kit/Kit.docc/Outside.md", withDestinationPath: "../../../../Outside.md")
        let catalogs = catalogAudit(under: root, rule: BrokenCatalogDocRule.id)
        #expect(catalogs.problems.isEmpty)
        return catalogs.files.flatMap(\.diagnostics).filter { $0.file.hasSuffix(document) }.map { "\($0.line): \($0.message)" }
    }

    /// A catalog outside the module's folder (`Documentation/Kit.docc`, as Nuke keeps its
    /// catalogs) whose landing page is `# ``Kit``` is the module's: its links resolve in the
    /// module, and it is audited, not left out as a guide named as a module.
    @Test func aCatalogOutsideItsModulesFolderIsTheModules() throws {
        let root = Scratch.url("catalog-outside").path
        let files = [
            "Package.swift": Self.files["Package.swift"]!,
            "Sources/Kit/Maker.swift": Self.files["Sources/Kit/Maker.swift"]!,
            "Documentation/Kit.docc/Kit.md": "# ``Kit``\n\nKit makes images: ``Image``, <doc:Guide>, ``Nothing``.\n",
            "Documentation/Kit.docc/Guide.md": "# Guide\n\nSee ``Image/init(source:)``.\n",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let catalogs = catalogAudit(under: root, rule: BrokenCatalogDocRule.id)
        #expect(catalogs.files.flatMap(\.diagnostics).map { "\($0.file.dropFirst(root.count + 1)):\($0.line): \($0.message)" } == [
            "Documentation/Kit.docc/Kit.md:3: symbol link ``Nothing`` resolves to no declaration of the checked tree",
        ])
        let index = CatalogIndex(CatalogSource.find(for: [(root + "/Sources/Kit/Maker.swift", "Kit")], under: [root]).catalogs,
                                 resolver: SymbolTable(modules: ModuleNumbers(), room: 0), moduleNames: ["Kit"])
        #expect(index.warnings.isEmpty && index.guides.isEmpty)
        #expect(index.article("Guide", from: "Kit") != nil)
    }

    @Test func onlyWhatDocCLeavesBrokenIsReported() throws {
        #expect(try Self.findings() == [
            "13: <doc:Nowhere/Unique-keys> names no article or symbol",
            "13: <doc:Missing#Section> names no article or symbol",
            "13: <doc:NoLesson> names no article or symbol",
            "13: <doc:Outside> names no article or symbol",
            "13: symbol link ``Image/init(size:)`` resolves to no declaration of the checked tree",
            "13: symbol link ``Swift/Optional/gone()`` resolves to no declaration of the checked tree",
            "13: symbol link ``Swift/Array/unwrap()`` resolves to no declaration of the checked tree",
            "13: symbol link ``Swift/Array`` resolves to no declaration of the checked tree",
        ])
        #expect(try Self.findings(of: "Kit.docc/Optional.md").isEmpty)
        // The extension file of a member of an outside type names it.
        #expect(try Self.findings(of: "Kit.docc/Unwrap.md").isEmpty)
    }
}
