import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(
    name: "Util",
    layer: .shared,
    targets: [.sources]
)
