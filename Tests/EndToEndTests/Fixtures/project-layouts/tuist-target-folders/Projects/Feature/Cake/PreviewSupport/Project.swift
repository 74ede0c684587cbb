import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.framework(name: "PreviewSupportCake", dependencies: [])
