import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(
    name: "Profile",
    layer: .feature,
    targets: [.interface, .sources],
    interfaceDependencies: [
        .composableArchitecture,
        .module("Profile", layer: .domain),
    ],
    dependencies: [
        .module("DesignSystem", layer: .shared, interface: false),
    ]
)
