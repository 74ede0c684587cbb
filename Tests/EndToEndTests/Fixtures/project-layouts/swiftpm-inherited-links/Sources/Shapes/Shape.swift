/// Something with an area.
public protocol Shape {
    var area: Double { get }
}

extension Shape {
    /// Describes the shape.
    ///
    /// ```swift
    /// square.describe()
    /// ```
    public func describe() -> String { "\(area)" }
}

/// A surface to draw on.
open class Canvas {
    /// Clears the canvas.
    ///
    /// ```swift
    /// canvas.clear()
    /// ```
    public func clear() {}

    /// Makes an empty canvas.
    ///
    /// ```swift
    /// let canvas = Canvas()
    /// ```
    public init() {}
}
