import ProjectDescription

extension Project {
    public static func module(name: String) -> Project {
        Project(name: name, targets: [])
    }
}
