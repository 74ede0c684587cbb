import Shapes

/// A square: ``Square/describe()`` comes from `Shape` and ``Square/!=(_:_:)`` from
/// `Equatable`, as the compiler copies them into it.
public struct Square: Shape, Equatable {
    public var area: Double { 1 }
}

/// A board: ``Board/clear()`` is `Canvas`'s, which the compiler does not copy.
public final class Board: Canvas {}
