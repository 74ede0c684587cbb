import ProjectDescription

extension Project {
    /// A framework of the workspace, its sources in `Sources/`.
    public static func module(_ name: String) -> Project {
        Project(name: name, targets: [.target(name: name, destinations: .iOS, product: .framework, bundleId: "app.reader." + name, sources: ["Sources/**"])])
    }
}
