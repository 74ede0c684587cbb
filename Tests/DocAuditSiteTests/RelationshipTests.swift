import Testing
@testable import DocAuditSite

/// The symbol graph on the pages: relationships, requirements with their default
/// implementations, constraints, the "… Implementations" groups and the published inheritance.
@Suite struct RelationshipTests {
    static let module = "ShapesInterface"
    let site = Fixtures.site([RelationshipTests.shapes])

    /// A protocol with a published and an internal parent, requirements with and without
    /// default implementations (one constrained), a conforming type with an extension's
    /// implementation, a class hierarchy, and an outside type made to conform.
    static let shapes = ("Projects/Core/Shapes/Interface/Shapes.swift", """
    /// A shape.
    public protocol Shape: Named, Hidden {
        /// The area.
        var area: Double { get }
        /// The name.
        var name: String { get }
    }
    protocol Hidden {}
    /// Named things.
    public protocol Named {}
    extension Shape {
        public var name: String { "shape" }
    }
    extension Shape where Self: Equatable, Self.Unit == Int {
        public var name: String { "equatable shape" }
    }
    /// A square.
    public struct Square: Hidden, Shape {
        public var area: Double { 1 }
    }
    extension Square: CustomStringConvertible {
        public var description: String { "square" }
    }
    /// A base.
    open class Base {}
    /// A derived class.
    public final class Derived: Base {}
    extension Int: Named {}
    """)

    func page(_ type: String) throws -> String {
        try #require(Fixtures.page(site, SiteMap.type(type, module: Self.module)))
    }

    /// The page of the member whose folder in its type's is `component`.
    func page(_ type: String, member component: String) throws -> String {
        try #require(Fixtures.page(site, SiteMap.folder(ofPage: SiteMap.type(type, module: Self.module)) + component + "/" + SiteMap.pageFile))
    }

    /// The text of the page's section headed `heading`, up to its end.
    func section(_ heading: String, of page: String) throws -> Substring {
        let start = try #require(page.range(of: heading))
        let end = try #require(page[start.upperBound...].range(of: "</section>"))
        return page[start.lowerBound..<end.lowerBound]
    }

    @Test func aRequirementSaysItIsRequiredAndListsItsDefaultImplementationsOnce() throws {
        let shape = try page("Shape")
        #expect(shape.components(separatedBy: "<code>name</code></a>").count == 2, "the requirement alone is a member of the protocol")
        #expect(try page("Shape", member: "area").contains("<p class=\"requirement\">Required.</p>"))
        // As in DocC, the requirement keeps the bare name and its default implementations,
        // of the same kind, are told apart by hashes.
        let name = try page("Shape", member: "name")
        #expect(name.contains("<p class=\"requirement\">Required. Default implementation provided.</p>"))
        let defaults = try section("<h2>Default Implementations</h2>", of: name)
        let folder = SiteMap.folder(ofPage: SiteMap.type("Shape", module: Self.module))
        let pages = site.files.map(\.path).filter { $0.hasPrefix(folder + "name-") && $0.hasSuffix(".html") }
        #expect(pages.count == 2)
        for path in pages {
            #expect(path.firstMatch(of: /\/name-[0-9a-z]{1,5}\/index\.html$/) != nil, "\(path)")
            #expect(defaults.contains("href=\"../../../../" + path + "\"><code>name</code></a>"))
        }
        let constrained = pages.compactMap { Fixtures.page(site, $0) }.filter {
            $0.contains("<p class=\"constraint\">Available when <code>Self</code> conforms to <code>Equatable</code> and <code>Self.Unit</code> is <code>Int</code>.</p>")
        }
        #expect(constrained.count == 1)
    }

    @Test func relationshipsListPublishedTypesWithLinksToTheirPages() throws {
        let shape = try section("<h2>Relationships</h2>", of: try page("Shape"))
        #expect(shape.contains("<h3>Inherits From</h3>\n<ul class=\"related\">\n<li><a href=\"../../../" + SiteMap.type("Named", module: Self.module) + "\"><code>Named</code></a></li>\n</ul>"))
        #expect(!shape.contains("Hidden"))
        let conforming = try section("<h3>Conforming Types</h3>", of: try page("Shape"))
        #expect(conforming.contains("<code>Square</code></a></li>"))
        let named = try section("<h3>Conforming Types</h3>", of: try page("Named"))
        #expect(named.contains("<li><code>Int</code></li>") || named.contains("<code>Int</code></a></li>"), "an outside type a module extends with the protocol")
        let square = try section("<h3>Conforms To</h3>", of: try page("Square"))
        #expect(square.contains("<li><code>CustomStringConvertible</code></li>"))
        #expect(try page("Base").contains("<h3>Inherited By</h3>"))
        #expect(try section("<h3>Inherits From</h3>", of: try page("Derived")).contains("<code>Base</code></a>"))
        #expect(SiteTests().linkProblems(site).problems.isEmpty)
    }

    @Test func aDeclarationShowsOnlyPublishedProtocols() throws {
        let square = try page("Square")
        let declaration = try #require(square.range(of: "<pre class=\"signature\"><code>")).upperBound
        let end = try #require(square[declaration...].range(of: "</code></pre>")).lowerBound
        let shown = square[declaration..<end].replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        #expect(shown == "public struct Square: Shape")
        #expect(!(try page("Shape")).contains("Hidden"))
    }

    @Test func aPropertyRequirementShowsItsAccessors() throws {
        #expect(try page("Shape", member: "area").contains("<span class=\"kw\">var</span> <span class=\"name\">area</span>: <span class=\"type\">Double</span> { <span class=\"kw\">get</span> }"))
    }

    @Test func anExtensionsImplementationsOfARequirementAreGroupedByProtocol() throws {
        let square = try page("Square")
        let collection = SiteMap.folder(ofPage: SiteMap.type("Square", module: Self.module)) + "customstringconvertible-implementations/index.html"
        let group = try section("<h2><a href=\"../../../" + collection + "\">CustomStringConvertible Implementations</a></h2>", of: square)
        #expect(group.contains("<code>description</code></a>"))
        #expect(try #require(Fixtures.page(site, collection)).contains("<code>description</code></a>"), "the group has DocC's page of its own")
        #expect(!(try section("<h2>Instance Properties</h2>", of: square)).contains("description"))
    }

    /// A protocol extension's member that a conforming type lacks is copied into it, as the
    /// compiler does, with a page of its own showing the project's declaration.
    @Test func aCopiedDefaultHasAPageInItsConformingType() throws {
        let name = try page("Square", member: "name")
        #expect(name.contains("<p class=\"inherited\">Inherited from <code>Shape.name</code>.</p>"))
        #expect(name.contains("<span class=\"name\">name</span>"))
        #expect(try section("Shape Implementations</a></h2>", of: try page("Square")).contains("<code>name</code></a>"))
    }

    /// A link to a member a type gets from its protocol's extension leads to the type's page
    /// of it, as DocC links it (checked with `docc convert`), with its summary in Topics.
    @Test func aLinkToACopiedDefaultLeadsToItsPageInTheType() throws {
        let source = """
        /// A handler.
        public protocol Handler {
            /// The provider.
            var provider: String? { get }
        }
        extension Handler {
            /// No provider.
            public var provider: String? { nil }
        }
        /// A handler that does nothing; see ``NoOp/provider``.
        ///
        /// ## Topics
        ///
        /// ### Inspecting
        ///
        /// - ``provider``
        public struct NoOp: Handler {}
        """
        let site = Fixtures.site([("Projects/Core/Logs/Interface/Handler.swift", source)])
        #expect(site.unresolvedLinks.isEmpty && site.warnings.isEmpty)
        let page = try #require(Fixtures.page(site, SiteMap.type("NoOp", module: "LogsInterface")))
        let link = "<a class=\"symbol\" href=\"../../../documentation/logsinterface/noop/provider/index.html\"><code>provider</code></a>"
        #expect(page.contains(link + "<p>No provider.</p>"))
        #expect(page.contains("see <a class=\"symbol\" href=\"../../../documentation/logsinterface/noop/provider/index.html\"><code>NoOp/provider</code></a>"))
    }

    @Test func whereClausesSplitAtTopLevelCommas() {
        #expect(WhereClause.requirements("where Value == Bool, T: Dictionary<K, V>") == [
            WhereClause.Requirement(left: "Value", right: "Bool", isSameType: true),
            WhereClause.Requirement(left: "T", right: "Dictionary<K, V>", isSameType: false),
        ])
        #expect(WhereClause.requirements("Self: CaseIterable") == [WhereClause.Requirement(left: "Self", right: "CaseIterable", isSameType: false)])
    }

    @Test func koreanNamesTheSections() throws {
        let korean = Fixtures.site([("Projects/Core/Shapes/Interface/Shapes.swift", """
        /// A shape.
        public protocol Shape {
            /// The area.
            var area: Double { get }
        }
        """)], options: SiteOptions(title: "Fixture", baseURL: nil, allowsExternalLinks: false, language: .ko))
        let area = try #require(Fixtures.page(korean, SiteMap.folder(ofPage: SiteMap.type("Shape", module: Self.module)) + "area/index.html"))
        #expect(area.contains("<p class=\"requirement\">필수.</p>"))
    }
}
