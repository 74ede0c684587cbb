import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.app(name: "Morning", platform: .iOS, additionalTargets: ["MorningKit"])
