import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "Drive",
    targets: [
        .target(name: "Drive", destinations: .iOS, product: .app, bundleId: "com.example.drive",
                sources: "Drive/**", dependencies: [.target(name: "DriveShare"), .target(name: "DriveKit")]),
        .target(name: "DriveKit", destinations: .iOS, product: .framework, bundleId: "com.example.drive.kit", sources: ["DriveKit/**"]),
        .driveExtension(named: "DriveShare", bundleId: "com.example.drive.share"),
    ]
)
