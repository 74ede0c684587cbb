import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeModule(name: "App", product: .app, dependencies: [.project(target: "Components", path: "../Components")])
