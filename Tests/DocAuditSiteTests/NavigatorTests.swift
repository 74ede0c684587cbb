import Testing
@testable import DocAuditSite

/// The navigator on every page: the site's modules, the page's own open, the page marked.
@Suite struct NavigatorTests {
    let site = Fixtures.site(Fixtures.network + [RelationshipTests.shapes])

    func navigator(_ path: String) throws -> Substring {
        let page = try #require(Fixtures.page(site, path))
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

    @Test func aSiteWidePageOpensNoModule() throws {
        #expect(!(try navigator(SiteMap.home)).contains("<details open>"))
    }

    @Test func theTrailDoesNotRepeatAModuleTheTitleNames() throws {
        let named = Fixtures.site([RelationshipTests.shapes], options: SiteOptions(title: RelationshipTests.module, baseURL: nil, allowsExternalLinks: false))
        let page = try #require(Fixtures.page(named, SiteMap.type("Square", module: RelationshipTests.module)))
        #expect(page.contains("<ol><li><a href=\"../../../index.html\">ShapesInterface</a></li><li aria-current=\"page\">Square</li></ol>"))
    }
}
