import Testing
@testable import DocAuditSite

/// The navigator on every page: the site's modules, the page's own open, the page marked.
@Suite struct NavigatorTests {
    let site = Fixtures.site(Fixtures.network + [RelationshipTests.shapes])

    func navigator(in site: GeneratedSite? = nil, _ path: String) throws -> Substring {
        let page = try #require(Fixtures.page(site ?? self.site, path))
        let start = try #require(page.range(of: "<nav class=\"navigator\"")).lowerBound
        let end = try #require(page[start...].range(of: "</nav>")).upperBound
        return page[start..<end]
    }

    @Test func everyPageHasOne() {
        for page in site.files where page.path.hasSuffix(".html") {
            #expect(String(decoding: page.bytes, as: UTF8.self).contains("<nav class=\"navigator\" id=\"navigator\" aria-label=\"Navigator\">"), "\(page.path)")
        }
    }

    @Test func aTypesPageIsMarkedAndOpenWithItsMembers() throws {
        let square = try navigator(SiteMap.type("Square", module: RelationshipTests.module))
        // Links within the module start from its folder, others from `documentation/`.
        #expect(square.contains("<li><details open><summary><a href=\"../square/index.html\" aria-current=\"page\">Square</a></summary>\n<ul>\n"
            + "<li><a href=\"../square/area/index.html\">area</a></li>\n<li><a href=\"../square/description/index.html\">description</a></li>\n</ul>"))
        #expect(square.contains("<li class=\"nav-group\"><span>Protocols</span>\n<ul>\n<li><a href=\"../named/index.html\">Named</a></li>"))
        #expect(square.contains("<li><a href=\"../../networkinterface/index.html\">NetworkInterface</a></li>"), "another module is a link")
        #expect(!square.contains("shape/name/"), "only the page's own type lists its members")
    }

    @Test func aMembersPageShowsTheWayToItAmongItsSiblings() throws {
        let folder = SiteMap.folder(ofPage: SiteMap.type("Square", module: RelationshipTests.module))
        let area = try navigator(folder + "area/index.html")
        #expect(area.contains("<summary><a href=\"../../square/index.html\">Square</a></summary>"), "its type is open, not marked")
        #expect(area.contains("<li><a href=\"../../square/area/index.html\" aria-current=\"page\">area</a></li>\n<li><a href=\"../../square/description/index.html\">description</a></li>"))
        #expect(!area.contains(">Shape</a>") && !area.contains("<span>Protocols</span>"), "the types off its way are on the module's and types' pages")
        #expect(area.contains("<li><a href=\"../../../networkinterface/index.html\">NetworkInterface</a></li>"))
        #expect(LinkWalker.problems(site).problems.isEmpty, "\(LinkWalker.problems(site).problems)")
    }

    @Test func aProtocolsDefaultImplementationsAreNotListedApart() throws {
        let shape = try navigator(SiteMap.type("Shape", module: RelationshipTests.module))
        #expect(shape.components(separatedBy: ">name</a></li>").count == 2)
        #expect(!shape.contains("/name-"))
    }

    /// The landing page's Topics groups lead the module's navigator, each with the articles
    /// and types it curates in the author's order (a link to nothing, or a group of nothing, is
    /// left out); the other types follow by kind, on every page of the module.
    @Test func theLandingPagesTopicsGroupTheNavigator() throws {
        let module = RelationshipTests.module
        let landing = "# ``\(module)``\n\nShapes.\n\n## Topics\n\n### Drawing\n\n- ``Square``\n- <doc:Drawing>\n- ``Nowhere``\n\n### Nothing\n\n- ``Nowhere``\n"
        let catalog = CatalogSource(module: module, documents: [
            CatalogFile(path: "S.docc/Shapes.md", bytes: Array(landing.utf8)),
            CatalogFile(path: "S.docc/Drawing.md", bytes: Array("# Drawing\n\nHow shapes are drawn.\n".utf8)),
        ], images: [])
        let site = Fixtures.site([RelationshipTests.shapes], catalogs: [catalog])
        for page in [SiteMap.module(module), SiteMap.type("Base", module: module)] {
            let navigator = try navigator(in: site, page)
            let groups = navigator.components(separatedBy: "<li class=\"nav-group\"><span>").dropFirst().map { $0.prefix { $0 != "<" } }
            #expect(groups == ["Drawing", "Protocols", "Classes", "Extended Types"], "\(page)")
            let drawing = try #require(navigator.range(of: "<span>Drawing</span>\n<ul>\n"))
            let square = try #require(navigator[drawing.upperBound...].range(of: ">Square</a>"))
            let article = try #require(navigator[drawing.upperBound...].range(of: ">Drawing</a>"))
            #expect(square.lowerBound < article.lowerBound)
        }
        #expect(LinkWalker.problems(site).problems.isEmpty, "\(LinkWalker.problems(site).problems)")
    }

    @Test func aSiteWidePageOpensNoModule() throws {
        #expect(!(try navigator(SiteMap.home)).contains("<details open>"))
    }

    @Test func theTrailDoesNotRepeatAModuleTheTitleNames() throws {
        let named = Fixtures.site([RelationshipTests.shapes], options: SiteOptions(title: RelationshipTests.module, baseURL: nil, allowsExternalLinks: false))
        let page = try #require(Fixtures.page(named, SiteMap.type("Square", module: RelationshipTests.module)))
        #expect(page.contains("<ol><li><a href=\"../../../index.html\">ShapesInterface</a></li><li aria-current=\"page\">Square</li></ol>"))
    }

    /// A chain of `depth` nested types, `T0` in the module `DeepInterface`, `T1` in it, and so on.
    static func deepChain(_ depth: Int) -> GeneratedSite {
        var source = ""
        for level in 0..<depth { source += "/// Level \(level).\npublic struct T\(level) {\n" }
        return Fixtures.site([("Projects/Core/Deep/Interface/Deep.swift", source + String(repeating: "}\n", count: depth))])
    }

    /// The module's part of a navigator as an outline: a line per entry (its text, `*` when it
    /// is the page), indented by its depth in the lists.
    static func outline(_ navigator: Substring) -> String {
        var lines: [String] = [], depth = 0
        var rest = navigator[navigator.range(of: "<ul class=\"nav-tree\">")!.upperBound...]
        while let tag = rest.range(of: "<ul>|</ul>|<a [^>]*>[^<]*</a>|<span>[^<]*</span>|<li>…</li>", options: .regularExpression) {
            let text = rest[tag]
            if text == "<ul>" { depth += 1 } else if text == "</ul>" { depth -= 1 } else {
                let name = text.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
                lines.append(String(repeating: "  ", count: depth) + name + (text.contains("aria-current") ? " *" : ""))
            }
            rest = rest[tag.upperBound...]
        }
        return lines.joined(separator: "\n")
    }

    @Test func aDeepWayShowsItsEndsAroundAnEllipsis() throws {
        let deep = Self.deepChain(12)
        let path = (0...10).map { "T\($0)" }.joined(separator: ".")
        let address = SiteMap.type(path, module: "DeepInterface")
        #expect(Self.outline(try navigator(in: deep, address)) == """
            DeepInterface
              Structures
                T0
                  T1
                    T2
                      T3
                        …
                          T7
                            T8
                              T9
                                T10 *
                                  T11
            """)
        let page = try #require(Fixtures.page(deep, address))
        let documentation = String(repeating: "../", count: 10) + "documentation/deepinterface/"
        #expect(page.contains("t0/index.html\">T0</a></li><li>…</li><li><a href=\"" + documentation + "t0/t1/t2/t3/t4/t5/t6/t7.t8/index.html\">T8</a></li>"))
        #expect(page.contains(">T9</a></li><li aria-current=\"page\">T10</li></ol>"))
        #expect(page.contains("<h1>T0.T1.T2.T3.….T7.T8.T9.T10</h1>") && !page.contains("T3.T4"), "a deep type's title keeps its ends")
        #expect(LinkWalker.problems(deep).problems.isEmpty, "\(LinkWalker.problems(deep).problems)")
    }

    @Test func theModulesTreeStopsAtTheDepthLimit() throws {
        let module = try navigator(in: Self.deepChain(12), SiteMap.module("DeepInterface"))
        #expect(Self.outline(module) == """
            DeepInterface *
              Structures
                T0
                  T1
                    T2
                      T3
                        T4
                          T5
                            T6
                              T7
                                …
            """)
    }

    @Test func aTreeWithinTheDepthLimitIsWhole() throws {
        let module = try navigator(in: Self.deepChain(Navigator.depthLimit), SiteMap.module("DeepInterface"))
        #expect(Self.outline(module).hasSuffix("T6\n" + String(repeating: "  ", count: 9) + "T7"))
        #expect(!module.contains("…"))
    }
}
