// Conformances declared in extensions, of the module's own types and of outside types.

/// A protocol of this module.
public protocol Describable {
    /// A description.
    var summary: String { get }
}

/// A type whose conformances all come from extensions.
public struct Point {
    public var x: Int
}

extension Point: Equatable {}

extension Point: Describable {
    /// Implements the requirement in the conformance's extension.
    public var summary: String { "(\(x))" }
}

extension Point: CustomStringConvertible, Hashable {
    /// Two conformances in one extension.
    public var description: String { summary }
}

extension String: Describable {
    /// An outside type conforming to this module's protocol.
    public var summary: String { self }
}

extension Int {
    /// A member added to an outside type, with no conformance.
    public var doubled: Int { self * 2 }
}

extension Int {
    /// A second extension of the same outside type: a block of its own.
    public func tripled() -> Int { self * 3 }
}

extension Array: Describable where Element: Describable {
    /// A conditional conformance of an outside generic type.
    public var summary: String { map(\.summary).joined() }
}

extension Describable {
    /// A protocol extension member: it is a member of the protocol.
    public func printSummary() { print(summary) }
}

/// A protocol without requirements.
public protocol Marker {}

/// A protocol of the module that is not published.
protocol Hidden {}

extension Double: Marker {}

extension Float: Hidden {}

extension Float {
    func internalOnly() {}
}
