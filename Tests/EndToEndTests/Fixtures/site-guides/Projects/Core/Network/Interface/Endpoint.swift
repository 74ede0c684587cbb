import Foundation

/// A request the app sends, built as <doc:TuistGuide/DependencyRules> asks: the interface only.
///
/// ```swift
/// let endpoint = Endpoint(path: "/users")
/// ```
public struct Endpoint {
    /// Where it goes.
    public var path: String

    /// Creates an endpoint.
    ///
    /// ```swift
    /// let endpoint = Endpoint(path: "/users")
    /// ```
    public init(path: String) {
        self.path = path
    }
}
