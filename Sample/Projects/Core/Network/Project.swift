import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(
    name: "Network",
    layer: .core,
    interfaceDependencies: [.composableArchitecture],
    dependencies: [.composableArchitecture]
)
