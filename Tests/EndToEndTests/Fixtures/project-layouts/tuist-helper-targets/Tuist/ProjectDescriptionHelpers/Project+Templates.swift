import ProjectDescription

public extension Project {
    /// An app of the suite, with the widgets its helpers declare.
    static func app(name: String, widgets: [Target]) -> Project {
        Project(name: name, targets: [
            .target(name: name, destinations: .iOS, product: .app, bundleId: "com.example.\(name)", sources: ["Targets/\(name)/Sources/**"]),
        ] + widgets)
    }

    /// A framework of the suite.
    static func framework(name: String, dependencies: [TargetDependency] = []) -> Project {
        Project(name: name, targets: [
            .target(name: name, destinations: .iOS, product: .framework, bundleId: "com.example.\(name)", sources: ["Sources/**"], dependencies: dependencies),
        ])
    }
}

/// The names the projects share with their schemes.
public enum Constants {
    public static let notesName = "Notes"
}
