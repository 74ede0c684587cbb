// Protocol requirements of every kind, associated types, refinement, and a conforming type.

/// A container protocol.
public protocol Container {
    /// The element type.
    associatedtype Element
    /// An index type with a default.
    associatedtype Index: Comparable = Int
    /// The number of elements.
    var count: Int { get }
    /// The first element, settable.
    var first: Element? { get set }
    /// A type-level requirement.
    static var empty: Self { get }
    /// Creates a container.
    init(repeating element: Element, count: Int)
    /// Reads an element.
    subscript(at index: Index) -> Element { get }
    /// Appends.
    mutating func append(_ element: Element)
    /// A static method.
    static func merge(_ a: Self, _ b: Self) -> Self
}

/// A refinement with one more requirement and a constrained associated type.
public protocol SortedContainer: Container where Element: Comparable {
    /// The smallest element.
    func min() -> Element?
}

/// A class-bound protocol that refines two protocols.
public protocol Observer: AnyObject, CustomStringConvertible {
    /// Notifies.
    func notify()
}

/// A conforming type: its implementations are plain members, not requirements.
public struct Stack: SortedContainer {
    public typealias Element = Int
    public var count: Int { items.count }
    public var first: Int?
    public static var empty: Stack { Stack(repeating: 0, count: 0) }
    public init(repeating element: Int, count: Int) { items = Array(repeating: element, count: count) }
    public subscript(at index: Int) -> Int { items[index] }
    public mutating func append(_ element: Int) { items.append(element) }
    public static func merge(_ a: Stack, _ b: Stack) -> Stack { a }
    public func min() -> Int? { items.min() }
    var items: [Int] = []
}
