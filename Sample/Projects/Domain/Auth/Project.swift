import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(
    name: "Auth",
    layer: .domain,
    targets: [.interface, .sources, .tests],
    interfaceDependencies: [.composableArchitecture],
    dependencies: [
        .module("Network", layer: .core),
        .module("Storage", layer: .core),
    ]
)
