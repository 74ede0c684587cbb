import Foundation

public struct Note {
    public var title: String

    public init(title: String) {
        self.title = title
    }

    public func renamed(to title: String) -> Note {
        Note(title: title)
    }
}
