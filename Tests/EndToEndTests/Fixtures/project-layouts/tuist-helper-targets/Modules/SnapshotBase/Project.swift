import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.framework(
    name: "SnapshotBase",
    dependencies: [
        .sdk(name: "XCTest", type: .framework, status: .required),
    ]
)
