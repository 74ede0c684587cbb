import ProjectDescription

public extension Project {
    /// The app `name` from `Targets/<name>/Sources`, and a framework for each of `additionalTargets`.
    static func app(name: String, platform: Platform, additionalTargets: [String]) -> Project {
        let frameworks = additionalTargets.map { framework in
            Target(name: framework, platform: platform, product: .framework, bundleId: "dev.morning.\(framework)",
                   sources: ["Targets/\(framework)/Sources/**"])
        }
        let app = Target(name: name, platform: platform, product: .app, bundleId: "dev.morning.\(name)",
                         sources: ["Targets/\(name)/Sources/**"], dependencies: additionalTargets.map { .target(name: $0) })
        return Project(name: name, targets: [app] + frameworks)
    }
}
