import Testing
@testable import DocAuditSite

/// Availability on the pages: platform badges, Deprecated and Renamed, struck-through names.
@Suite struct AvailabilityTests {
    static let module = "ClocksInterface"
    let site = Fixtures.site([("Projects/Core/Clocks/Interface/Clocks.swift", """
    /// A clock.
    @available(iOS 13, macOS 10.15, *)
    public struct Clock {
        /// Now.
        public var now: Int { 0 }
        /// The old way.
        @available(*, deprecated, renamed: "now", message: "Ask for now.")
        public var time: Int { 0 }
        /// Ticks.
        @available(iOS, introduced: 14, deprecated: 16.4)
        public func tick() {}
        /// Winds.
        @_disfavoredOverload @inlinable @discardableResult
        public func wind() -> Int { 0 }
    }
    /// A sundial.
    @available(*, deprecated)
    public struct Sundial {}
    """)])

    func page(_ type: String) throws -> String {
        try #require(Fixtures.page(site, SiteMap.type(type, module: Self.module)))
    }

    @Test func aTypeShowsItsPlatformsAsDocCWritesThem() throws {
        #expect(try page("Clock").contains("</header>\n<ul class=\"platforms\"><li>iOS 13.0+</li><li>macOS 10.15+</li></ul>"))
    }

    @Test func membersInheritTheirTypesPlatformsAndShowTheirDeprecation() throws {
        let clock = try page("Clock")
        #expect(clock.contains("<ul class=\"platforms\"><li>iOS 14.0–16.4</li><li>macOS 10.15+</li></ul>"), "the member's own iOS, the type's macOS")
        #expect(clock.contains("<h3 class=\"deprecated\"><a class=\"anchor\" href=\"#var-time\">time</a></h3>"))
        #expect(clock.contains("<p class=\"deprecation\"><span class=\"badge\">Deprecated</span> Renamed: <code>now</code>. Ask for now.</p>"))
        #expect(!clock.contains("href=\"#var-now\">now</a></h3>\n<p class=\"deprecation\""))
    }

    @Test func aDeprecatedTypeIsStruckThroughInItsModulesList() throws {
        let module = try #require(Fixtures.page(site, SiteMap.module(Self.module)))
        #expect(module.contains("<li class=\"deprecated\"><a href=\"../modules/clocksinterface_ubc/sundial_ub.html\"><code>Sundial</code></a>"))
        #expect(module.contains("<li><a href=\"../modules/clocksinterface_ubc/clock_ub.html\"><code>Clock</code></a>"))
        #expect(try page("Sundial").contains("<p class=\"deprecation\"><span class=\"badge\">Deprecated</span></p>"))
    }

    @Test func declarationsLeaveOutWhatTheBadgesAndTheInterfaceDoNotShow() throws {
        let clock = try page("Clock")
        let signatures = clock.components(separatedBy: "<pre class=\"signature\"><code>").dropFirst().map {
            $0.components(separatedBy: "</code></pre>")[0].replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        }
        #expect(signatures.contains("public struct Clock"))
        #expect(signatures.contains("@discardableResult public func wind() -&gt; Int"))
    }
}
