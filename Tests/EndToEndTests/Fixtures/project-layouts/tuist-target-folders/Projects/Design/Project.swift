import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.project(
    name: "Design",
    targets: [.target(name: "Design", product: .framework, sources: .sources), .sampleApp(name: "Design")]
)
