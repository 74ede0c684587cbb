import Foundation

public struct Cake {
    /// The cake's name.
    public var name: String
}
