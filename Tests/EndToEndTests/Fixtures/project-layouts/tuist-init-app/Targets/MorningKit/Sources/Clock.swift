import Foundation

public struct Clock {
    public init() {}

    public func greeting() -> String {
        Calendar.current.component(.hour, from: Date()) < 12 ? "Good morning" : "Hello"
    }
}
