import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.app(
    name: "iOS",
    dependencies: [.project(target: "Station", path: .relativeToRoot("Modules/Features/Station"))]
)
