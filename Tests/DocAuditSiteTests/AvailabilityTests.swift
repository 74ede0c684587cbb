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

    /// The page of the member whose folder in its type's is `component`.
    func page(_ type: String, member component: String) throws -> String {
        try #require(Fixtures.page(site, SiteMap.folder(ofPage: SiteMap.type(type, module: Self.module)) + component + "/" + SiteMap.pageFile))
    }

    @Test func aTypeShowsItsPlatformsAsDocCWritesThem() throws {
        #expect(try page("Clock").contains("</header>\n<ul class=\"platforms\"><li>iOS 13.0+</li><li>macOS 10.15+</li></ul>"))
    }

    @Test func membersInheritTheirTypesPlatformsAndShowTheirDeprecation() throws {
        #expect(try page("Clock", member: "tick()").contains("<ul class=\"platforms\"><li>iOS 14.0–16.4</li><li>macOS 10.15+</li></ul>"), "the member's own iOS, the type's macOS")
        let time = SiteMap.folder(ofPage: SiteMap.type("Clock", module: Self.module)) + "time/index.html"
        #expect(try page("Clock").contains("<li class=\"deprecated\"><a href=\"../../../" + time + "\"><code>time</code></a>"))
        #expect(try page("Clock", member: "time").contains("<p class=\"deprecation\"><span class=\"badge\">Deprecated</span> Renamed: <code>now</code>. Ask for now.</p>"))
        #expect(!(try page("Clock", member: "now")).contains("<p class=\"deprecation\""))
    }

    @Test func aDeprecatedTypeIsStruckThroughInItsModulesList() throws {
        let module = try #require(Fixtures.page(site, SiteMap.module(Self.module)))
        #expect(module.contains("<li class=\"deprecated\"><a href=\"../../" + SiteMap.type("Sundial", module: Self.module) + "\"><code>Sundial</code></a>"))
        #expect(module.contains("<li><a href=\"../../" + SiteMap.type("Clock", module: Self.module) + "\"><code>Clock</code></a>"))
        #expect(try page("Sundial").contains("<p class=\"deprecation\"><span class=\"badge\">Deprecated</span></p>"))
    }

    @Test func declarationsLeaveOutWhatTheBadgesAndTheInterfaceDoNotShow() throws {
        let clock = try page("Clock") + page("Clock", member: "wind()")
        let signatures = clock.components(separatedBy: "<pre class=\"signature\"><code>").dropFirst().map {
            $0.components(separatedBy: "</code></pre>")[0].replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        }
        #expect(signatures.contains("public struct Clock"))
        #expect(signatures.contains("@discardableResult public func wind() -&gt; Int"))
    }

    /// The twins say in plain Markdown what the badges show: the platforms on a line, then
    /// `**Deprecated.**` with the new name and message; a deprecated member or type is marked
    /// where its type's or module's twin lists it.
    @Test func theTwinsCarryThePlatformsAndDeprecation() throws {
        func twin(_ page: String) throws -> String { try #require(Fixtures.page(site, MarkdownTwins.path(ofPage: page))) }
        let clock = SiteMap.type("Clock", module: Self.module)
        let clockTwin = try twin(clock)
        #expect(clockTwin.hasPrefix("# Clock\n\nStructure · ClocksInterface\n\niOS 13.0+ · macOS 10.15+\n\n```swift\n"), "\(clockTwin)")
        let time = try twin(SiteMap.folder(ofPage: clock) + "time/" + SiteMap.pageFile)
        #expect(time.contains("· Clock\n\niOS 13.0+ · macOS 10.15+\n\n**Deprecated.** Renamed: `now`. Ask for now.\n\n```swift\n"), "\(time)")
        let tick = try twin(SiteMap.folder(ofPage: clock) + "tick()/" + SiteMap.pageFile)
        #expect(tick.contains("iOS 14.0–16.4 · macOS 10.15+\n\n**Deprecated.**\n\n```swift"), "\(tick)")
        #expect(clockTwin.contains("### `time`\n\n**Deprecated.**\n\n```swift\n"))
        #expect(!clockTwin.contains("### `now`\n\n**Deprecated."))
        let module = try twin(SiteMap.module(Self.module))
        #expect(module.contains("/index.md): **Deprecated.** A sundial.\n"), "\(module)")
        let undocumented = Fixtures.site([("Projects/Core/Clocks/Interface/Clocks.swift", "@available(*, deprecated)\npublic struct Sundial {}\n")])
        let bare = try #require(Fixtures.page(undocumented, MarkdownTwins.path(ofPage: SiteMap.module(Self.module))))
        #expect(bare.contains("/index.md): **Deprecated.**\n"), "no space after it: \(bare)")
    }
}
