import Testing
@testable import DocAuditCore

/// Each declaration's header parts, spelled: what `docaudit symbols` shows and the graph reads.
private struct SpelledHeader: Equatable {
    var generics: String?
    var inheritance: [String] = []
    var requirements: String?
    var aliased: String?
    var thrown: String?
    var attributes: [String] = []
}

private func headers(_ source: String) -> [String: SpelledHeader] {
    let bytes = Array(source.utf8)
    let scanned = Scanner.scan(bytes)
    return bytes.withUnsafeBufferPointer { buffer in
        func text(_ range: Range<Int>) -> String { DeclarationHeader.text(range, in: buffer) }
        var spelled: [String: SpelledHeader] = [:]
        for declaration in scanned.declarations {
            let header = declaration.header
            spelled[declaration.symbolPath] = SpelledHeader(
                generics: header.genericParameters.map(text), inheritance: header.inheritance.map(text),
                requirements: header.whereClause.map(text), aliased: header.aliasedType.map(text),
                thrown: header.thrownType.map(text), attributes: header.attributes.map(text))
        }
        return spelled
    }
}

@Suite struct DeclarationHeaderTests {
    @Test func typesKeepGenericsInheritanceAndWhere() {
        let found = headers("""
            public struct S<T: Hashable, U>: P, Q<Int, String>, @unchecked Sendable where T: Codable, U == Int {}
            class C: Base.Inner, P & Q {}
            protocol R<Element>: AnyObject, Collection where Element: Equatable {
                associatedtype Unit: Equatable = Int where Unit: Hashable
                associatedtype Plain
            }
            struct N: ~Copyable {}
            extension Array: R where Element == Int {}
            extension Dictionary<String, Int>.Keys {}
            """)
        #expect(found["S"] == SpelledHeader(generics: "<T: Hashable, U>", inheritance: ["P", "Q<Int, String>", "@unchecked Sendable"], requirements: "T: Codable, U == Int"))
        #expect(found["C"]?.inheritance == ["Base.Inner", "P & Q"])
        #expect(found["R"] == SpelledHeader(generics: "<Element>", inheritance: ["AnyObject", "Collection"], requirements: "Element: Equatable"))
        #expect(found["R.Unit"] == SpelledHeader(inheritance: ["Equatable"], requirements: "Unit: Hashable", aliased: "Int"))
        #expect(found["R.Plain"] == SpelledHeader())
        #expect(found["N"]?.inheritance == ["~Copyable"])
        #expect(found["Array"] == SpelledHeader(inheritance: ["R"], requirements: "Element == Int"))
        #expect(found["Dictionary<String,Int>.Keys"] == SpelledHeader())
    }

    @Test func headersOverSeveralLinesReadAsOne() {
        let found = headers("""
            public final class Store<
                State,
                Action
            >: ObservableObject,
               Sendable
               where State: Equatable
            {
            }
            """)
        #expect(found["Store"] == SpelledHeader(generics: "<State, Action>", inheritance: ["ObservableObject", "Sendable"], requirements: "State: Equatable"))
    }

    @Test func functionsKeepGenericsEffectsAndWhere() {
        let source = """
            func f<T: Equatable>(_ t: T) async throws -> [T] where T: Hashable { [] }
            func g() throws(ParseError) -> Int { 0 }
            func h() rethrows {}
            static func <<T>(lhs: T, rhs: T) -> Bool { true }
            init?<T>(_ t: T) {}
            """
        let found = headers(source)
        #expect(found["f(_:)"] == SpelledHeader(generics: "<T: Equatable>", requirements: "T: Hashable"))
        #expect(found["g()"] == SpelledHeader(thrown: "ParseError"))
        #expect(found["<(_:_:)"]?.generics == "<T>")
        #expect(found["init(_:)"]?.generics == "<T>")
        let modifiers = declarations(source).map(\.modifiers)
        #expect(modifiers[0] == [.async, .throws])
        #expect(modifiers[1] == [.throws] && declarations(source)[1].isThrowing)
        #expect(modifiers[2] == [.rethrows])
        #expect(modifiers[3].contains(.static) && declarations(source)[3].isStatic)
        #expect(declarations(source)[0].returnType == "[T]")
    }

    @Test func modifiersAreKept() {
        let found = declarations("""
            open class C {
                public final override class func m() {}
                public required convenience init() {}
                public lazy var v = 1
                public mutating func n() {}
                nonisolated public func o() {}
            }
            @objc protocol P { @objc optional func p() }
            """)
        #expect(found[1].modifiers == [.final, .override, .class] && found[1].isOverride && found[1].isStatic)
        #expect(found[2].modifiers == [.required, .convenience])
        #expect(found[3].modifiers == [.lazy])
        #expect(found[4].modifiers == [.mutating])
        #expect(found[5].modifiers == [.nonisolated])
        #expect(found[7].modifiers == [.optional])
        #expect(found[1].modifiers.spelled == ["override", "final", "class"])
    }

    @Test func attributesKeepTheirArguments() {
        let found = headers("""
            @available(iOS 15,
                       macOS 12, *)
            @MainActor @preconcurrency
            @propertyWrapper
            public struct W<Value> {}
            @Reducer<State, Action>(name: "x") struct R {}
            """)
        #expect(found["W"]?.attributes == ["@available(iOS 15, macOS 12, *)", "@MainActor", "@preconcurrency", "@propertyWrapper"])
        #expect(found["W"]?.generics == "<Value>")
        #expect(found["R"]?.attributes == ["@Reducer<State, Action>(name: \"x\")"])
    }

    @Test func damagedHeadersEndAtTheFileEnd() {
        // A generic clause cut off right after its `<` (as a function is typed in an editor, or
        // before a brace) was read as a range ending before it started: the scan trapped.
        for source in ["struct S: P, ", "struct S<T: ", "protocol P: Q where", "extension A: B<C", "typealias T = ", "@available(iOS 15, ", "func f() throws(", "func f<T>(_ t: T) where T:",
                       "func f<", "func f< {", "func <<", "func <<{", "init?<", "init!< }", "macro m<"] {
            let found = declarations(source)
            let bytes = Array(source.utf8)
            for declaration in found {
                let header = declaration.header
                for range in header.attributes + header.inheritance + [header.genericParameters, header.whereClause, header.aliasedType, header.thrownType].compactMap({ $0 }) {
                    #expect(range.lowerBound >= 0 && range.upperBound <= bytes.count, "\(source)")
                }
            }
        }
    }
}

@Suite struct AvailabilityTests {
    private func read(_ text: String) -> [Availability] { Availability.read(attribute: text) }

    @Test func shortFormGivesOneEntryPerPlatform() {
        let entries = read("@available(iOS 15, macOS 12.0, OSX 10.15.4, visionOS 1, *)")
        #expect(entries.map(\.domain) == ["iOS", "macOS", "macOS", "visionOS"])
        #expect(entries.map { $0.introduced?.description } == ["15", "12.0", "10.15.4", "1"])
        #expect(read("@available(swift 5.9)").first?.domain == "Swift")
    }

    @Test func longFormReadsEveryArgument() {
        let entry = read("@available(iOS, introduced: 13.0, deprecated: 15.0, obsoleted: 16.0, message: \"Use \\\"b\\\", not a\", renamed: \"b(_:)\")")[0]
        #expect(entry.domain == "iOS")
        #expect(entry.introduced == AvailabilityVersion(major: 13, minor: 0))
        #expect(entry.deprecated == AvailabilityVersion(major: 15, minor: 0))
        #expect(entry.obsoleted == AvailabilityVersion(major: 16, minor: 0))
        #expect(entry.message == "Use \"b\", not a")
        #expect(entry.renamed == "b(_:)")
        let always = read("@available(*, deprecated, message: \"Gone\")")[0]
        #expect(always.domain == "*" && always.isUnconditionallyDeprecated && always.message == "Gone")
        #expect(read("@available(*, unavailable)")[0].isUnconditionallyUnavailable)
        #expect(read("@available(iOSApplicationExtension, unavailable)")[0].domain == "iOSAppExtension")
        #expect(read("@available(macOS, deprecated: 12, renamed: \"x\")")[0].deprecated == AvailabilityVersion(major: 12))
    }

    @Test func malformedAttributesSayNothing() {
        for text in ["@available", "@available(", "@available()", "@available(Linux 1)", "@available(iOS x)", "@available(iOS 1.2.3.4)", "@MainActor", "@available(*, message: \"unterminated)"] {
            #expect(read(text).allSatisfy { $0.introduced == nil || $0.domain != "" }, "\(text)")
        }
        #expect(read("@available(Linux 1)").isEmpty)
        #expect(read("@available(iOS 99999999999)").isEmpty)
    }
}
