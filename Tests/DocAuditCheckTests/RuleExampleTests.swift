import DocAuditCore
import Testing
@testable import DocAuditRules
@testable import DocAuditCheck

/// A rule's examples are its specification: each passing one yields none of its diagnostics,
/// each firing one yields them exactly at its `↓` markers. (The examples of the rules that read
/// catalogs are documents: CatalogRuleExampleTests runs them.)
@Suite struct RuleExampleTests {
    static let rules = RuleRegistry.all.filter { !$0.readsCatalogs }.map { RuleCase(rule: $0) }

    struct RuleCase: CustomTestStringConvertible, Sendable {
        let rule: any Rule.Type
        var testDescription: String { rule.id }
    }

    /// Runs `example` with only `rule` turned on (at error severity when it is off by default).
    static func positions(of rule: any Rule.Type, in example: RuleExample) throws -> [String] {
        let severity = rule.defaultSeverity == .off ? Severity.error : rule.defaultSeverity
        var config = Configuration.defaults(folder: FilePaths.absolute("."))
        for other in RuleRegistry.all { config.rules[other.id] = RuleSetting(severity: .off) }
        config.rules[rule.id] = RuleSetting(severity: severity, options: example.options.values)
        return check(example.source, path: example.path, configuration: config)
            .filter { $0.rule == rule.id }
            .map { "\($0.line):\($0.column)" }
    }

    @Test(arguments: rules) func passingExamplesPass(_ ruleCase: RuleCase) throws {
        #expect(!ruleCase.rule.passingExamples.isEmpty)
        for example in ruleCase.rule.passingExamples {
            #expect(try Self.positions(of: ruleCase.rule, in: example) == [], "\(example.code)")
        }
    }

    @Test(arguments: rules) func firingExamplesFireAtTheirMarkers(_ ruleCase: RuleCase) throws {
        #expect(!ruleCase.rule.firingExamples.isEmpty)
        for example in ruleCase.rule.firingExamples {
            let expected = example.markedPositions.map { "\($0.line):\($0.column)" }
            #expect(!expected.isEmpty, "a firing example needs a ↓ marker: \(example.code)")
            #expect(try Self.positions(of: ruleCase.rule, in: example) == expected, "\(example.code)")
        }
    }

    @Test(arguments: rules) func examplesUseOnlyDeclaredOptions(_ ruleCase: RuleCase) {
        let names = Set(ruleCase.rule.options.map(\.name))
        for example in ruleCase.rule.passingExamples + ruleCase.rule.firingExamples {
            for (name, value) in example.options.values {
                #expect(names.contains(name))
                #expect(ruleCase.rule.options.first { $0.name == name }?.problem(with: value) == nil)
            }
        }
    }

    @Test func idsAreUniqueAndKebabCase() {
        #expect(Set(RuleRegistry.ids).count == RuleRegistry.ids.count)
        for id in RuleRegistry.ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
    }

    @Test func rulesMarkdownExamplePassesCleanWithDefaults() {
        let source = """
            /// 앱 전체에서 사용하는 네트워크 요청 프로토콜입니다.
            ///
            /// ## 사용 예시
            /// ```swift
            /// let provider: NetworkProviderProtocol = NetworkProvider()
            /// let user: User = try await provider.request(endpoint: UserEndpoint.profile)
            /// ```
            public protocol NetworkProviderProtocol {
                /// 공통 엔드포인트를 통해 서버에 데이터를 요청합니다.
                func request<T: Decodable>(endpoint: Endpoint) async throws -> T
            }
            """
        #expect(check(source, path: "Projects/Core/Network/Interface/NetworkProviderProtocol.swift") == [])
    }
}
