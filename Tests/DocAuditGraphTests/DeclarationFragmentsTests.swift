import Testing
@testable import DocAuditCore
@testable import DocAuditGraph

/// A function's fragments name each piece as the compiler does: a return type after a
/// parameter list was an `externalParam`, which DocC showed in a label's colour.
@Suite struct DeclarationFragmentsTests {
    static func kinds(_ source: String) -> [String: DeclarationFragment.Kind] {
        let bytes = Array(source.utf8)
        let declaration = Scanner.scan(bytes).declarations[0]
        let fragments = bytes.withUnsafeBufferPointer { DeclarationFragments.make(declaration, source: $0) }
        var kinds: [String: DeclarationFragment.Kind] = [:]
        for fragment in fragments where fragment.kind != .text { kinds[fragment.spelling] = fragment.kind }
        return kinds
    }

    @Test func theReturnTypeAfterParametersIsAType() {
        let kinds = Self.kinds("func build(greeting: String) -> UIViewController { UIViewController() }")
        #expect(kinds["greeting"] == .externalParam)
        #expect(kinds["String"] == .typeIdentifier)
        #expect(kinds["UIViewController"] == .typeIdentifier)
    }

    @Test func closuresAndReturnedTuplesKeepTheirTypes() {
        let kinds = Self.kinds("func pair(of value: Int, handler: (Int) -> Void) -> (Double, String) { fatalError() }")
        #expect(kinds["of"] == .externalParam)
        #expect(kinds["value"] == .internalParam)
        #expect(kinds["handler"] == .externalParam)
        #expect(kinds["Void"] == .typeIdentifier)
        #expect(kinds["Double"] == .typeIdentifier)
        #expect(kinds["String"] == .typeIdentifier)
    }

    @Test func aDefaultMemberValueKeepsItsSpace() {
        let bytes = Array("func addShadow(color: UIColor = .black, opacity: Float = 0.8) {}".utf8)
        let declaration = Scanner.scan(bytes).declarations[0]
        let spelled = bytes.withUnsafeBufferPointer { DeclarationFragments.make(declaration, source: $0) }.map(\.spelling).joined()
        #expect(spelled == "func addShadow(color: UIColor = .black, opacity: Float = 0.8)")
    }
}
