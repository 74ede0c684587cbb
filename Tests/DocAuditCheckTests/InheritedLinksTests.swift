import DocAuditCore
import Testing
@testable import DocAuditCheck

@Suite struct InheritedLinksTests {
    /// The broken-symbol-link findings of `source`, checked alone.
    func broken(_ source: String) -> [String] {
        check(source).filter { $0.rule == "broken-symbol-link" }.map(\.message)
    }

    /// Refinements that loop, which the compiler refuses, end: the members are found once.
    @Test func aCycleOfRefinementsEnds() {
        let source = "/// A.\npublic protocol A: B {}\n/// B.\npublic protocol B: A {}\nextension A {\n    /// Runs.\n    ///\n    /// ```swift\n    /// s.run()\n    /// ```\n    public func run() {}\n}\n/// Has ``S/run()``, not ``S/stop()``.\npublic struct S: B {}\n"
        #expect(broken(source).count == 1 && broken(source)[0].contains("``S/stop()``"))
    }

    /// Classes that inherit from each other end too, and lend no member.
    @Test func aCycleOfSuperclassesEnds() {
        let source = "/// C.\nopen class C: D {}\n/// D.\nopen class D: C {\n    /// Runs.\n    ///\n    /// ```swift\n    /// d.run()\n    /// ```\n    public func run() {}\n}\n/// See ``C/run()``.\npublic struct S {}\n"
        #expect(broken(source).count == 1)
    }

    /// An inheritance entry names a protocol from the declaring scope outward, a module's
    /// name before it left out, as the compiler looks the name up.
    @Test func anInheritedNameIsLookedUpFromItsScope() {
        let source = "/// Outer.\npublic enum Outer {\n    /// P.\n    public protocol P {}\n    /// S, with ``S/run()``.\n    public struct S: P {}\n}\nextension Outer.P {\n    /// Runs.\n    ///\n    /// ```swift\n    /// s.run()\n    /// ```\n    public func run() {}\n}\n/// Q.\npublic protocol Q {}\nextension Q {\n    /// Stops.\n    ///\n    /// ```swift\n    /// t.stop()\n    /// ```\n    public func stop() {}\n}\n/// T, with ``T/stop()`` and ``Outer/S/run()``.\npublic struct T: Shared.Q {}\n"
        #expect(broken(source) == [])
    }

    /// `where Self` names a class up the superclass chain, or the type itself.
    @Test func aConstraintHoldsThroughSuperclassesAndTheTypeItself() {
        let source = "/// P.\npublic protocol P {}\nextension P where Self: Root {\n    /// Runs.\n    ///\n    /// ```swift\n    /// l.run()\n    /// ```\n    public func run() {}\n}\nextension P where Self == Leaf {\n    /// Stops.\n    ///\n    /// ```swift\n    /// l.stop()\n    /// ```\n    public func stop() {}\n}\n/// Root.\nopen class Root {}\n/// Mid.\nopen class Mid: Root {}\n/// Leaf: ``Leaf/run()``, ``Leaf/stop()``; not ``Other/run()``.\npublic final class Leaf: Mid, P {}\n/// Other.\npublic struct Other: P {}\n"
        #expect(broken(source).count == 1 && broken(source)[0].contains("``Other/run()``"))
    }
}
