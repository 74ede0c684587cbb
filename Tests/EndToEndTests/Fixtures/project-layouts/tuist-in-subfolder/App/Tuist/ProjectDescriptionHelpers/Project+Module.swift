import ProjectDescription

public extension Project {
    static func module(name: String) -> Project {
        Project(name: name, targets: [])
    }
}
