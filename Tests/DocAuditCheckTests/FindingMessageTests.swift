import DocAuditCore
import Testing
import DocAuditRules

@Suite struct FindingMessageTests {
    /// One message of each case, with the arguments each takes.
    static let declaration = DeclarationMention(0, in: Scanner.scan(Array("public func load(from url: URL) {}".utf8)).declarations)
    static let everyMessage: [FindingMessage] = [
        .undocumentedType(declaration), .undocumentedFunction(declaration), .undocumentedRequirement(declaration),
        .undocumentedImplementation(symbol: "DiskStore.save(_:)", requirements: ["Store/save(_:)", "Saving/save(_:)"]), .missingExample(declaration),
        .missingExampleUnderHeading(declaration, heading: "Usage"), .parameterMismatch(function: "f(a:)", problems: [.undocumented("a"), .notAParameter("b"), .documentedTwice("c")]),
        .missingReturns(function: "f()", type: "Int"), .returnsOfNothing(function: "f()"), .missingThrows(function: "f()"), .throwsOfNonThrowing(function: "f()"),
        .documentedCase(name: "a"), .documentedProperty(kind: .var, name: "a"), .malformedExample(of: "f()", problem: .unclosed(opener: "(", line: 1)),
        .unrelatedExample(of: "f()"), .placeholderLeft(in: "f()", placeholder: "<#text#>"), .emptyExample(of: "f()"), .commentedOutDoc(of: "f()"),
        .detachedAcrossBlankLine(of: "f()"), .detachedAcrossComment(of: "f()"), .documentsNothing(.endOfFile), .unneededInApp(name: "a"),
        .unneededInImplementation(name: "a"), .parametersSharingLines(function: "f(a:b:)", count: 2), .unknownSuppressedRule("x"), .unknownSuppressionCommand("x"),
        .suppressionWithoutRules(command: "disable"), .enableWithoutDisable(rule: "x"), .unresolvedLink("X"), .ambiguousHashLink("X"), .linkWithoutPage("X"),
    ]

    /// Each message has a key of its own, under the id of a rule: tools match findings on it.
    @Test func eachKeyIsDistinctAndNamesItsRule() {
        let keys = Self.everyMessage.map(\.key)
        #expect(Set(keys).count == keys.count)
        for key in keys {
            #expect(RuleRegistry.ids.contains(String(key.prefix { $0 != "." })), "\(key)")
        }
    }

    /// Every language words every message, and a declaration by its access, kind and name.
    @Test func everyLanguageWordsEveryMessage() {
        for message in Self.everyMessage {
            for language in Language.allCases {
                #expect(!message.text(in: language).utf8.isEmpty, "\(message.key) in \(language)")
            }
        }
        #expect(FindingMessage.undocumentedType(Self.declaration).arguments == ["public", "func", "load(from:)"])
        #expect(String(decoding: FindingMessage.undocumentedType(Self.declaration).text(in: .ko).utf8, as: UTF8.self)
            == "public func 'load(from:)'에 문서화 주석이 없습니다. /// 요약을 추가하세요")
    }

    /// Arguments are the case's values in order, a reason or a problem by its case's name.
    @Test func argumentsAreTheValuesInOrder() {
        #expect(FindingMessage.parameterMismatch(function: "f(a:)", problems: [.undocumented("a"), .documentedTwice("c")]).arguments
            == ["f(a:)", "undocumented", "a", "documentedTwice", "c"])
        #expect(FindingMessage.malformedExample(of: "f()", problem: .mismatched(closer: ")", line: 2, opener: "[", openerLine: 1)).arguments
            == ["f()", "mismatched", ")", "2", "[", "1"])
        #expect(FindingMessage.documentsNothing(.beforeClosingBrace).arguments == ["beforeClosingBrace"])
        #expect(FindingMessage.parametersSharingLines(function: "f(a:b:)", count: 2).arguments == ["f(a:b:)", "2"])
        #expect(FindingMessage.undocumentedImplementation(symbol: "DiskStore.save(_:)", requirements: ["Store/save(_:)", "Saving/save(_:)"]).arguments
            == ["DiskStore.save(_:)", "Store/save(_:)", "Saving/save(_:)"])
    }
}
