import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.app(name: "Bakery-Admin", dependencies: [])
