import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "App",
    targets: [
        .target(
            name: "DocauditSample",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.docaudit-sample",
            deploymentTargets: .iOS("17.0"),
            infoPlist: .extendingDefault(with: ["UILaunchScreen": [:]]),
            sources: ["Sources/**"],
            dependencies: [
                .composableArchitecture,
                .module("Network", layer: .core, interface: false),
                .module("Storage", layer: .core, interface: false),
                .module("Auth", layer: .domain, interface: false),
                .module("Profile", layer: .domain, interface: false),
                .module("Onboarding", layer: .feature, interface: false),
                .module("Profile", layer: .feature, interface: false),
                .module("DesignSystem", layer: .shared, interface: false),
            ]
        ),
    ]
)
