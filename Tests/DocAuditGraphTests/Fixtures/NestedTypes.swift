// Nested types, members of extensions of nested types, types nested in extensions.

/// An outer type.
public struct Outer {
    /// A nested struct.
    public struct Inner {
        /// A type nested two deep.
        public enum Deep {
            /// A case.
            case first
            /// A case with a payload.
            case second(Int)
        }
        /// A member of the nested struct.
        public var value: Int
    }
    /// A nested class.
    public class Node {}
    /// Nested, but not public: not in the graph.
    struct Hidden {}
}

extension Outer.Inner {
    /// A member of an extension of a nested type.
    public func describe() -> String { "\(value)" }
    /// A type nested in an extension of a nested type.
    public struct Extra {}
}

extension Outer.Inner.Deep: CustomStringConvertible {
    /// A conformance added to a deeply nested type.
    public var description: String { "deep" }
}

extension Outer {
    /// A type added to the outer type by an extension.
    public enum Kind { case a, b }
    /// A static member of an extension.
    public static let shared = Outer()
}

/// A protocol with a nested-type-using requirement.
public protocol Visitor {
    /// Visits an inner value.
    func visit(_ inner: Outer.Inner)
}

extension Outer.Node: Visitor {
    /// Implements the requirement in an extension of a nested class.
    public func visit(_ inner: Outer.Inner) {}
}
