import Testing
@testable import DocAuditSite

/// Every page stands where `docc convert` puts it: `documentation/<module>/<type>/<member>/`,
/// lower-cased, overloads told apart by kind or by hash, operators and articles named as DocC
/// names them, the members the compiler copies in from protocols and DocC's "… Implementations"
/// pages included (the shapes `docc convert` gave for the same declarations).
@Suite struct PageAddressTests {
    static let module = "GeometryInterface"
    static let source = """
    /// A vector; see <doc:Getting-Started> and ``Vector/scale(by:)``.
    public struct Vector: Equatable {
        /// Adds.
        public static func + (l: Vector, r: Vector) -> Vector { l }
        /// Divides.
        public static func / (l: Vector, r: Vector) -> Vector { l }
        /// Compares.
        public static func < (l: Vector, r: Vector) -> Bool { true }
        /// Divides in place.
        public static func /= (l: inout Vector, r: Vector) {}
        /// A range.
        public static func ..< (l: Vector, r: Vector) -> Range<Int> { 0..<1 }
        /// From an integer.
        public init(x: Int) {}
        /// From a double.
        public init(x: Double) {}
        /// The scale.
        public var scale: Int { 1 }
        /// Scales.
        public func scale(by factor: Int) -> Vector { self }
        /// The type's scale.
        public static var scale: Int { 2 }
        /// Runs.
        public func Run() {}
        /// Runs too.
        public func run() {}
        /// Inside.
        public struct Inner {
            /// A value.
            public var value: Int
        }
    }
    /// A mode.
    public enum Mode {
        /// Asks for help.
        case help(Int)
        /// Makes help.
        public static func help(_ topic: String) -> Mode { .help(1) }
    }
    extension Array {
        /// One more.
        public var extra: Int { 1 }
    }
    /// Frees an integer.
    public func free(_ a: Int) {}
    /// Frees a string.
    public func free(_ a: String) {}
    /// A global.
    public let globalValue = 1
    """
    static let guide = CatalogSource(module: module, documents: [
        CatalogFile(path: "Geometry.docc/Getting-Started.md", bytes: Array("# Getting Started\n\nBegin with ``Vector``.\n".utf8)),
        CatalogFile(path: "Geometry.docc/Guide Two.md", bytes: Array("# Guide Two\n\nThen <doc:Getting-Started>.\n".utf8)),
    ], images: [])
    let site = Fixtures.site([("Projects/Core/Geometry/Interface/Geometry.swift", PageAddressTests.source)], catalogs: [PageAddressTests.guide])

    /// The folders of the module's pages, a hash written `#`.
    var folders: [String] {
        let root = SiteMap.folder(Self.module)
        return site.files.map(\.path).filter { $0.hasPrefix(root) && $0.hasSuffix("/" + SiteMap.pageFile) }.map { path in
            let folder = String(path.dropFirst(root.count).dropLast(SiteMap.pageFile.count + 1))
            return folder.replacing(/\)-[0-9a-z]{1,5}$/, with: ")-#")
        }.sorted()
    }

    @Test func pagesStandWhereDocCPutsThem() {
        #expect(SiteMap.folder(Self.module) == "documentation/geometryinterface/")
        #expect(folders == [
            "", "free(_:)-#", "free(_:)-#", "getting-started", "globalvalue", "guide-two",
            "mode", "mode/help(_:)-swift.enum.case", "mode/help(_:)-swift.type.method",
            "swift", "swift/array", "swift/array/extra",
            "vector", "vector/!=(_:_:)", "vector/equatable-implementations", "vector/'.._(_:_:)", "vector/+(_:_:)", "vector/_(_:_:)-#", "vector/_(_:_:)-#", "vector/_=(_:_:)",
            "vector/init(x:)-#", "vector/init(x:)-#", "vector/inner", "vector/inner/value",
            "vector/run()-#", "vector/run()-#", "vector/scale(by:)", "vector/scale-swift.property", "vector/scale-swift.type.property",
        ].sorted())
    }

    @Test func aStandardLibraryDefaultHasItsDeclaration() throws {
        let page = try #require(Fixtures.page(site, SiteMap.folder(Self.module) + "vector/!=(_:_:)/index.html"))
        #expect(page.contains("<p class=\"inherited\">Inherited from <code>Equatable.!=(_:_:)</code>.</p>"))
        #expect(page.contains("<pre class=\"signature\"><code>static func != (lhs: Self, rhs: Self) -&gt; Bool</code></pre>"))
    }

    @Test func hashesTellOverloadsApartAndStay() {
        let paths = site.files.map(\.path)
        #expect(Set(paths).count == paths.count)
        let again = Fixtures.site([("Projects/Core/Geometry/Interface/Geometry.swift", Self.source)], catalogs: [Self.guide])
        #expect(again.files.map(\.path) == paths)
    }

    @Test func linksLeadToTheNewPages() throws {
        #expect(LinkWalker.problems(site).problems.isEmpty, "\(LinkWalker.problems(site).problems)")
        #expect(site.unresolvedLinks.isEmpty && site.warnings.isEmpty, "\(site.unresolvedLinks) \(site.warnings)")
        let vector = try #require(Fixtures.page(site, SiteMap.type("Vector", module: Self.module)))
        #expect(vector.contains("<a href=\"../../../" + SiteMap.article("Getting-Started", module: Self.module) + "\">Getting Started</a>"))
        #expect(vector.contains("<a class=\"symbol\" href=\"../../../" + SiteMap.folder(Self.module) + "vector/scale(by:)/index.html\"><code>Vector/scale(by:)</code></a>"))
        let guide = try #require(Fixtures.page(site, SiteMap.article("Guide Two", module: Self.module)))
        #expect(guide.contains("<a href=\"../../../" + SiteMap.article("Getting-Started", module: Self.module) + "\">Getting Started</a>"))
    }

    @Test func namesStayInTheirFolder() {
        for name in ["..", ".", "../etc/passwd", "/", "a/b", "\\", "?x#y%z", "사용", ""] {
            let component = DocumentationPath.component(name)
            #expect(component != "." && component != ".." && !component.hasPrefix("."), "\(name) → \(component)")
            #expect(component.allSatisfy { "abcdefghijklmnopqrstuvwxyz0123456789!$&'()*+,-.:;=@_~".contains($0) }, "\(name) → \(component)")
        }
        #expect(DocumentationPath.component("..<(_:_:)") == "'.._(_:_:)")
        #expect(DocumentationPath.component("==(_:_:)") == "==(_:_:)")
        #expect(DocumentationPath.component("init(wrappedValue:)") == "init(wrappedvalue:)")
        #expect(DocumentationPath.article("Guide Two") == "guide-two")
        let long = String(repeating: "a", count: 300)
        #expect(DocumentationPath.component(long).utf8.count == DocumentationPath.maximumLength)
        #expect(DocumentationPath.component(long) != DocumentationPath.component(long + "b"))
    }

    /// Past ``SiteMap/maximumTypeDepth`` a nested type shares its ancestor's last folder, so a
    /// chain of hundreds of nested types does not make every link as long as the chain.
    @Test func deeplyNestedTypesShareTheirAncestorsLastFolder() {
        let depth = 12
        var source = ""
        for level in 0..<depth { source += "/// Level \(level).\npublic struct T\(level) {\n" }
        source += String(repeating: "}\n", count: depth)
        let deep = Fixtures.site([("Projects/Core/Deep/Interface/Deep.swift", source)])
        let page = SiteMap.type((0..<depth).map { "T\($0)" }.joined(separator: "."), module: "DeepInterface")
        #expect(page == SiteMap.folder("DeepInterface") + "t0/t1/t2/t3/t4/t5/t6/t7.t8.t9.t10.t11/index.html")
        #expect(Fixtures.page(deep, page) != nil)
        #expect(LinkWalker.problems(deep).problems.isEmpty, "\(LinkWalker.problems(deep).problems)")
    }

    @Test func membersCanStayOnTheirTypesPage() throws {
        var options = Fixtures.options
        options.membersInline = true
        let inline = Fixtures.site([("Projects/Core/Geometry/Interface/Geometry.swift", Self.source)], catalogs: [Self.guide], options: options)
        let pages = inline.files.map(\.path).filter { $0.hasPrefix(SiteMap.folder(ofPage: SiteMap.type("Vector", module: Self.module))) && $0.hasSuffix(".html") }
        #expect(pages.sorted() == [SiteMap.type("Vector", module: Self.module), SiteMap.type("Vector.Inner", module: Self.module)])
        let vector = try #require(Fixtures.page(inline, SiteMap.type("Vector", module: Self.module)))
        #expect(vector.contains("<section class=\"member\" id=\"func-scale(by:)\">"))
        #expect(LinkWalker.problems(inline).problems.isEmpty, "\(LinkWalker.problems(inline).problems)")
    }
}
