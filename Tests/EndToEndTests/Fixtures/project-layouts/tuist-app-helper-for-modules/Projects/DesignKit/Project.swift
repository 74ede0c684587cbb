import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.app(to: "DesignKit", targets: designKitTargets)
