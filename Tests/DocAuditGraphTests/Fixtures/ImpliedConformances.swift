// Conformances the compiler lists that the source does not spell out.

/// No conformance at all: no conformsTo edge.
public struct Bare {}

/// Hashable inline: Equatable, which it refines, is listed too.
public struct Inline: Hashable {}

/// Hashable from an extension: also Copyable and Escapable are listed.
public struct Later {}
extension Later: Hashable {}

/// An enum without payloads: Equatable and Hashable are derived and listed.
public enum Plain { case a, b }

/// A raw-value enum: RawRepresentable, Equatable, Hashable.
public enum Raw: Int { case one = 1 }

/// Noncopyable, Sendable from an extension: Sendable and SendableMetatype, no Escapable.
public struct Unique: ~Copyable {}
extension Unique: Sendable {}

/// A protocol refining Hashable: Equatable is listed for it too.
public protocol Keyed: Hashable {}

/// A type conforming to the refinement: all three.
public struct Key: Keyed {}

/// An enum without cases: nothing is derived.
public enum Namespace {}

/// String interpolation: the literal protocols it refines are listed too.
public struct Message: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
}

/// An error: Sendable, which Error refines.
public struct Failure: Error {}
