import ProjectDescription

public extension Project {
    /// The app `<name>App`, built from `<name>App/Sources`.
    static func app(name: String, dependencies: [TargetDependency]) -> Project {
        Project(name: name, targets: [
            .target(name: "\(name)App", destinations: .iOS, product: .app, bundleId: "dev.radio.\(name)",
                    sources: ["\(name)App/Sources/**"], dependencies: dependencies),
        ])
    }

    /// The feature `<name>`, its demo app `<name>App` and its tests, each in its own folder.
    static func feature(name: String) -> Project {
        Project(name: name, targets: [
            .target(name: name, destinations: .iOS, product: .framework, bundleId: "dev.radio.\(name)", sources: ["\(name)/Sources/**"]),
            .target(name: "\(name)App", destinations: .iOS, product: .app, bundleId: "dev.radio.\(name).demo",
                    sources: ["\(name)App/Sources/**"], dependencies: [.target(name: name)]),
            .target(name: "\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "dev.radio.\(name).tests",
                    sources: ["\(name)Tests/Tests/**"], dependencies: [.target(name: name)]),
        ])
    }
}
