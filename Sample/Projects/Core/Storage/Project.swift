import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(
    name: "Storage",
    layer: .core,
    targets: [.interface, .sources],
    interfaceDependencies: [.composableArchitecture]
)
