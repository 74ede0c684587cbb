import Testing
@testable import DocAuditSite

/// A file that declares a protocol and its extension twice (as `fuzz-site` made of a fixture;
/// the compiler rejects it as redeclarations) gives the members the compiler would copy into a
/// conforming type twice, under one page's path: one page is written there, never two files.
@Suite struct RedeclarationTests {
    @Test func declarationsAlikeHaveOnePage() {
        let block = """
            /// Describes.
            public protocol Describable {
                /// A summary.
                var summary: String { get }
            }

            extension Array: Describable where Element: Describable {
                /// A summary.
                public var summary: String { "" }
            }

            extension Describable {
                /// Prints.
                public func printSummary() {}
            }

            """
        let site = Fixtures.site([("Projects/Core/Network/Interface/Describable.swift", block + block)])
        let paths = site.files.map(\.path)
        #expect(Set(paths).count == paths.count, "\(paths.sorted())")
        #expect(paths.contains { $0.hasSuffix("/printsummary()/index.html") || $0.contains("/printsummary()-") }, "\(paths.sorted())")
    }
}
