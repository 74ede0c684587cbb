// Typealias chains, and inheritance and conformance written through typealiases.

/// A base class.
open class Base {
    /// Creates a base.
    public init() {}
    /// A method to override.
    open func run() {}
}

/// A protocol.
public protocol Runner {
    /// A requirement.
    func start()
}

/// A second protocol.
public protocol Stopper {
    /// A requirement.
    func stop()
}

/// An alias of the class.
public typealias BaseAlias = Base
/// An alias of the alias: a chain.
public typealias BaseAliasAlias = BaseAlias
/// An alias of the protocol.
public typealias RunnerAlias = Runner
/// A composition alias.
public typealias Lifecycle = Runner & Stopper
/// An alias of an outside type.
public typealias Count = Int

/// Inherits through the chain of aliases and conforms through an alias.
open class Derived: BaseAliasAlias, RunnerAlias {
    /// Overrides through the alias.
    open override func run() {}
    /// Implements the requirement.
    public func start() {}
}

/// Conforms to a composition alias: both protocols.
public struct Machine: Lifecycle {
    public func start() {}
    public func stop() {}
    /// A member typed with an alias.
    public var count: Count = 0
}

/// Members of an alias, declared in an extension of the alias.
extension BaseAlias {
    /// Added to Base through its alias.
    public func reset() {}
}
