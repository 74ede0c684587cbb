import ProjectDescription

public extension Destinations {
    static let notes: Destinations = [.iPhone, .iPad]
}
