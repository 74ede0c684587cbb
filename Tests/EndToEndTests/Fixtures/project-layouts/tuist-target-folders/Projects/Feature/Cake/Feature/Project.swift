import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.framework(
    name: "FeatureCake",
    dependencies: [Project.NetworkCake, Project.PreviewSupportCake]
)
