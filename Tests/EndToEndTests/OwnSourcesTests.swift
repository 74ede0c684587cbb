import Testing

/// docaudit holds its own code to the rules it enforces.
@Suite struct OwnSourcesTests {
    @Test func ourSourcesPassOurOwnCheck() throws {
        let result = try Docaudit.run(["check", "Sources", "--lang", "en"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("0 errors, 0 warnings in "))
    }
}
