import ProjectDescription

public extension Project {
    /// Every project of the workspace, whatever its targets build.
    static func app(to name: String, targets: [Target]) -> Project {
        Project(name: name, targets: targets)
    }
}
