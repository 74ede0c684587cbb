// Generic types, generic methods, constrained extensions and conditional conformances.

/// A generic box.
public struct Box<Value> {
    /// The boxed value.
    public var value: Value
    /// Creates a box.
    public init(_ value: Value) { self.value = value }
    /// A generic method.
    public func map<Other>(_ transform: (Value) -> Other) -> Box<Other> { Box<Other>(transform(value)) }
    /// A generic method with a where clause.
    public func pair<T>(with other: T) -> (Value, T) where T: Hashable { (value, other) }
}

extension Box where Value: Comparable {
    /// A member of a constrained extension.
    public func isLess(than other: Box) -> Bool { value < other.value }
}

extension Box: Equatable where Value: Equatable {}

extension Box: Sequence where Value: Sequence {
    /// A conditional conformance's member.
    public func makeIterator() -> Value.Iterator { value.makeIterator() }
}

/// A generic base class.
open class Repository<Model> {
    /// Creates a repository.
    public init() {}
    /// Loads a model.
    open func load(id: Int) -> Model? { nil }
}

/// A subclass of a specialization of the generic class.
public final class NumberRepository: Repository<Int> {
    /// Loads a number.
    public override func load(id: Int) -> Int? { id }
}

/// A generic protocol with a primary associated type.
public protocol Producer<Output> {
    /// The product.
    associatedtype Output
    /// Produces.
    func produce() -> Output
}

/// A generic type conforming to the generic protocol.
public struct Constant<Output>: Producer {
    public let output: Output
    public func produce() -> Output { output }
}

/// A free generic function.
public func identity<T>(_ value: T) -> T { value }
