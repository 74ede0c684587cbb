import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.app(to: "Storage", targets: storageTargets)
