import ProjectDescription

// µFeature 모듈 템플릿.
// 모듈마다 Interface / Sources / Testing / Tests / Example 타깃을 만듭니다.
// Shared 모듈은 Interface 없이 Sources만 둡니다.

public enum ModuleLayer: String {
    case core = "Core"
    case domain = "Domain"
    case feature = "Feature"
    case shared = "Shared"
}

public enum ModuleTarget {
    case interface
    case sources
    case testing
    case tests
    case example
}

private let bundleIDPrefix = "com.example.docaudit-sample"
private let deploymentTargets: DeploymentTargets = .iOS("17.0")

extension Project {
    public static func module(
        name: String,
        layer: ModuleLayer,
        targets: Set<ModuleTarget> = [.interface, .sources, .testing, .tests],
        interfaceDependencies: [TargetDependency] = [],
        dependencies: [TargetDependency] = []
    ) -> Project {
        let moduleName = layer.rawValue + name
        var projectTargets: [Target] = []

        if targets.contains(.interface) {
            projectTargets.append(
                .target(
                    name: "\(moduleName)Interface",
                    destinations: .iOS,
                    product: .framework,
                    bundleId: "\(bundleIDPrefix).\(moduleName)Interface",
                    deploymentTargets: deploymentTargets,
                    sources: ["Interface/**"],
                    dependencies: interfaceDependencies
                )
            )
        }

        let interfaceDependency: [TargetDependency] = targets.contains(.interface)
            ? [.target(name: "\(moduleName)Interface")]
            : []

        projectTargets.append(
            .target(
                name: moduleName,
                destinations: .iOS,
                product: .framework,
                bundleId: "\(bundleIDPrefix).\(moduleName)",
                deploymentTargets: deploymentTargets,
                sources: ["Sources/**"],
                resources: layer == .shared ? ["Resources/**"] : nil,
                dependencies: interfaceDependency + dependencies
            )
        )

        if targets.contains(.testing) {
            projectTargets.append(
                .target(
                    name: "\(moduleName)Testing",
                    destinations: .iOS,
                    product: .framework,
                    bundleId: "\(bundleIDPrefix).\(moduleName)Testing",
                    deploymentTargets: deploymentTargets,
                    sources: ["Testing/**"],
                    dependencies: interfaceDependency
                )
            )
        }

        if targets.contains(.tests) {
            projectTargets.append(
                .target(
                    name: "\(moduleName)Tests",
                    destinations: .iOS,
                    product: .unitTests,
                    bundleId: "\(bundleIDPrefix).\(moduleName)Tests",
                    deploymentTargets: deploymentTargets,
                    sources: ["Tests/**"],
                    dependencies: [.target(name: moduleName)]
                )
            )
        }

        if targets.contains(.example) {
            projectTargets.append(
                .target(
                    name: "\(moduleName)Example",
                    destinations: .iOS,
                    product: .app,
                    bundleId: "\(bundleIDPrefix).\(moduleName)Example",
                    deploymentTargets: deploymentTargets,
                    infoPlist: .extendingDefault(with: ["UILaunchScreen": [:]]),
                    sources: ["Example/Sources/**"],
                    dependencies: [.target(name: moduleName)]
                )
            )
        }

        return Project(name: moduleName, targets: projectTargets)
    }
}

extension TargetDependency {
    public static let composableArchitecture: TargetDependency = .external(name: "ComposableArchitecture")

    public static func module(
        _ name: String,
        layer: ModuleLayer,
        interface: Bool = true
    ) -> TargetDependency {
        let moduleName = layer.rawValue + name
        return .project(
            target: interface ? "\(moduleName)Interface" : moduleName,
            path: .relativeToRoot("Projects/\(layer.rawValue)/\(name)")
        )
    }
}
