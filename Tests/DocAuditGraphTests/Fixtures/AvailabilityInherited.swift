// Availability of types, members and extensions: what members get from their context.

/// A type available from iOS 15 and macOS 12.
@available(iOS 15, macOS 12, *)
public struct Modern {
    /// A member without its own attribute.
    public func plain() {}
    /// A member narrowing one platform.
    @available(iOS 16, *)
    public func narrower() {}
    /// A member deprecated on one platform.
    @available(macOS, deprecated: 13, message: "Use plain().")
    public func deprecatedOnMac() {}
    /// A member with a platform the type does not name.
    @available(tvOS 15, *)
    public func otherPlatform() {}
    /// A nested type inside an available type.
    public struct Part {
        /// Two levels down.
        public var size: Int = 0
    }
}

/// A deprecated type.
@available(*, deprecated, message: "Use Modern.")
public struct Legacy {
    /// A member of a deprecated type.
    public var value: Int = 0
    /// A member unavailable in app extensions.
    @available(iOSApplicationExtension, unavailable)
    public func openURL() {}
}

/// A type without availability, extended with availability.
public struct Plain {}

@available(iOS 17, *)
extension Plain {
    /// A member of an extension with availability.
    public func added() {}
}

@available(macOS, introduced: 14.0, deprecated: 15.0)
extension Int {
    /// A member of an extension of an outside type with availability.
    public var halved: Int { self / 2 }
}

/// A protocol with availability and a requirement.
@available(iOS 16, *)
public protocol Sizing {
    /// A requirement.
    func size() -> Int
}
