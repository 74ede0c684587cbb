import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(
    name: "Profile",
    layer: .domain,
    targets: [.interface, .sources],
    interfaceDependencies: [.composableArchitecture],
    dependencies: [
        .module("Network", layer: .core),
    ]
)
