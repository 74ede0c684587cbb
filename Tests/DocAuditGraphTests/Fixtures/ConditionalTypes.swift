// A type declared in two `#if` branches: an unavailable stand-in, then the real type.

#if compiler(<5.0)
/// The stand-in an old compiler sees.
@available(*, unavailable, message: "Needs a newer compiler")
public struct Ring {
    public init() {}
}
#else
/// The real type.
public struct Ring {
    /// Its own member.
    public var count: Int = 0
}
#endif

extension Ring {
    /// A member of an extension: it extends the real type, not the stand-in.
    public func isEmpty() -> Bool { count == 0 }
}

extension Ring: Equatable {}
