import ProjectDescription
import ProjectDescriptionHelpers

let faceName = Environment.faceName.getString(default: "WatchFace")

let project = Project(
    name: "Watch",
    targets: [
        .target(name: "Watch", destinations: .watchOS, product: .watch2App, bundleId: "com.example.watch", sources: ["Sources/**"]),
        .face(faceName),
    ]
)
