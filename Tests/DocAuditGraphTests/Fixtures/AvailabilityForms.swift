// Every form of @available on free functions and one type, one form a declaration.

/// The short form, several platforms and `*`.
@available(iOS 15, macOS 12, *)
public func shortForm() {}

/// Versions with minor and patch parts.
@available(iOS 15.4, macOS 12.3.1, tvOS 15.0, watchOS 8, *)
public func minorAndPatch() {}

/// Deprecated everywhere, with a message.
@available(*, deprecated, message: "Use shortForm() instead.")
public func deprecatedEverywhere() {}

/// Deprecated everywhere, bare.
@available(*, deprecated)
public func deprecatedBare() {}

/// The long form: introduced, deprecated, obsoleted, message and rename.
@available(iOS, introduced: 13.0, deprecated: 15.0, obsoleted: 16.0, message: "Gone \"soon\".", renamed: "shortForm()")
public func longForm() {}

/// Unavailable everywhere.
@available(*, unavailable)
public func unavailableEverywhere() {}

/// Unavailable everywhere, with a message and a rename.
@available(*, unavailable, renamed: "shortForm()", message: "Renamed.")
public func unavailableRenamed() {}

/// Unavailable in app extensions.
@available(iOSApplicationExtension, unavailable)
public func notInExtensions() {}

/// A Swift language version requirement.
@available(swift 5)
public func swiftFive() {}

/// Deprecated on one platform without a version.
@available(macOS, deprecated, message: "Not on the Mac.")
public func deprecatedOnMac() {}

/// A multi-line attribute.
@available(
    iOS,
    introduced: 14.0,
    deprecated: 17.0,
    message: "Split over lines."
)
public func multiLine() {}

/// Stacked attributes, one per platform, on a type.
@available(iOS, introduced: 16.0)
@available(macOS, introduced: 13.0)
@available(watchOS, unavailable)
public struct Stacked {}

/// A protocol.
public protocol Marked {}

@available(*, unavailable)
extension Int: Marked {
    /// A member of an unavailable extension of an outside type: no symbol, and no block.
    public var gone: Int { 0 }
}

extension Double: Marked {
    /// An unavailable member of an available block.
    @available(*, unavailable)
    public var gone: Double { 0 }
}
