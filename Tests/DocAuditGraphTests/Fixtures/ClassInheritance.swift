// Class inheritance and overrides: methods, properties, subscripts, initializers.

/// A base class.
open class Shape {
    /// The shape's name.
    open var name: String { "shape" }
    /// The area.
    open var area: Double = 0
    /// A stored property subclasses cannot override.
    public final var tag: Int = 0

    /// Creates a shape.
    public init() {}
    /// A required initializer.
    public required init(tag: Int) { self.tag = tag }
    /// A convenience initializer.
    public convenience init(area: Double) { self.init(); self.area = area }

    /// Scales the shape.
    open func scaled(by factor: Double) -> Shape { self }
    /// A corner.
    open subscript(corner index: Int) -> Double { 0 }
    /// A type method.
    open class func make() -> Shape { Shape() }
    internal func hidden() {}
}

/// A subclass that overrides everything it can.
open class Circle: Shape {
    /// The radius.
    public var radius: Double = 1
    /// The circle's name.
    open override var name: String { "circle" }
    /// The area, computed.
    open override var area: Double {
        get { 3.14 * radius * radius }
        set { radius = newValue }
    }
    /// Creates a circle.
    public override init() { super.init() }
    /// The required initializer, again.
    public required init(tag: Int) { super.init(tag: tag) }
    /// Scales the circle.
    open override func scaled(by factor: Double) -> Shape { self }
    /// A corner of a circle.
    open override subscript(corner index: Int) -> Double { radius }
    /// Makes a circle.
    open override class func make() -> Shape { Circle() }
}

/// A grandchild that overrides one method and inherits the rest.
public final class UnitCircle: Circle {
    /// Scales the unit circle.
    public override func scaled(by factor: Double) -> Shape { Circle() }
}

/// A subclass of another module's open class: the standard library's ManagedBuffer.
/// (The compiler lists the conformances it inherits from there, as outside targets.)
public final class Storage: ManagedBuffer<Int, Int> {}
